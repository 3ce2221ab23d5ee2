import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planListSchema, planSchema } from '../../src/contract/catalog.ts';
import { errorEnvelopeSchema, errorMessages } from '../../src/contract/errors.ts';
import { errorOf } from './helpers/auth.ts';
import { fetchAssessment, getPlans, plansOnSale, postAssessment } from './helpers/catalog.ts';
import { planById } from './helpers/orders.ts';
import { closingAfterEachTest, listenOnFreePort, type TestApp } from './helpers/test-app.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../src/web/public');

const ALL_PLAN_IDS = [
  'primary-30',
  'primary-120',
  'primary-365',
  'junior-30',
  'junior-120',
  'junior-365',
  'senior-30',
  'senior-120',
  'senior-365',
];

const startApp = closingAfterEachTest();

const start = (sharedWith?: TestApp): Promise<TestApp> => startApp({}, { sharedWith });

describe('GET /api/plans', () => {
  it('lists the 9 seeded plans on the first start, by stage (小学, 初中, 高中) then by 30, 120, 365 days', async () => {
    const { app } = await start();

    const plans = await plansOnSale(app);

    expect(plans.map((plan) => [plan.stage, plan.durationDays])).toEqual([
      ['primary', 30],
      ['primary', 120],
      ['primary', 365],
      ['junior', 30],
      ['junior', 120],
      ['junior', 365],
      ['senior', 30],
      ['senior', 120],
      ['senior', 365],
    ]);
    expect(plans.map((plan) => plan.id)).toEqual(ALL_PLAN_IDS);
    expect(plans.every((plan) => plan.onSale)).toBe(true);
  });

  it.each([
    ['primary', ['primary-30', 'primary-120', 'primary-365']],
    ['junior', ['junior-30', 'junior-120', 'junior-365']],
    ['senior', ['senior-30', 'senior-120', 'senior-365']],
  ])('lists only the three %s plans, shortest first, for ?stage=', async (stage, ids) => {
    const { app } = await start();

    const plans = await plansOnSale(app, `?stage=${stage}`);

    expect(plans.map((plan) => plan.id)).toEqual(ids);
    expect(plans.every((plan) => plan.stage === stage)).toBe(true);
    expect(plans.map((plan) => plan.durationDays)).toEqual([30, 120, 365]);
  });

  it.each([['college'], ['Junior'], ['初中'], ['1']])('refuses ?stage=%s with the 400 envelope on the stage field', async (stage) => {
    const { app } = await start();

    const response = await getPlans(app, `?stage=${encodeURIComponent(stage)}`);

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'stage' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives every plan integer fen prices below the original price, 5+ inclusions, detail sections, an FAQ and a shipped cover image', async () => {
    const { app } = await start();

    const plans = await plansOnSale(app);

    expect(plans).toHaveLength(9);
    for (const plan of plans) {
      const label = plan.id;
      expect(Number.isInteger(plan.priceFen), label).toBe(true);
      expect(Number.isInteger(plan.originalPriceFen), label).toBe(true);
      expect(plan.priceFen, label).toBeGreaterThan(0);
      expect(plan.originalPriceFen, label).toBeGreaterThan(plan.priceFen);
      expect(plan.title.trim(), label).not.toBe('');
      expect(plan.subtitle.trim(), label).not.toBe('');
      expect(plan.inclusions.length, label).toBeGreaterThanOrEqual(5);
      for (const inclusion of plan.inclusions) expect(inclusion.trim(), label).not.toBe('');
      // The list carries what a card shows; the detail page reads the plan itself for its sections and FAQ.
      expect(Object.keys(plan), label).not.toContain('detailSections');
      expect(Object.keys(plan), label).not.toContain('faq');
      const detail = await planById(app, plan.id);
      expect(detail, label).toMatchObject(plan);
      expect(detail.detailSections.length, label).toBeGreaterThan(0);
      for (const section of detail.detailSections) {
        expect(section.heading.trim(), label).not.toBe('');
        expect(section.paragraphs.length, label).toBeGreaterThan(0);
      }
      expect(detail.faq.length, label).toBeGreaterThan(0);
      for (const { question, answer } of detail.faq) {
        expect(question.trim(), label).not.toBe('');
        expect(answer.trim(), label).not.toBe('');
      }
      // Our own image shipped in the repo, never a remote URL.
      expect(plan.coverImage, label).toMatch(/^\/[^/]/);
      const file = path.join(PUBLIC_DIR, plan.coverImage);
      expect(file.startsWith(PUBLIC_DIR + path.sep), label).toBe(true);
      const stat = await fs.stat(file);
      expect(stat.isFile(), label).toBe(true);
      expect(stat.size, label).toBeGreaterThan(0);
    }
  });

  it('prices a longer plan of a stage higher than a shorter one', async () => {
    const { app } = await start();
    for (const stage of ['primary', 'junior', 'senior']) {
      const prices = (await plansOnSale(app, `?stage=${stage}`)).map((plan) => plan.priceFen);
      expect(prices, stage).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(prices).size, stage).toBe(3);
    }
  });

  it('lists the same plans whatever the order the rows were inserted or edited in (sort order decides)', async () => {
    const { app } = await start();
    // An operator touches the first plan: the display order must not follow the edit time.
    await app.db
      .updateTable('plans')
      .set({ title: '小学AI伴学 · 月卡（新）', updated_at: Date.now() })
      .where('id', '=', 'primary-30')
      .execute();

    expect((await plansOnSale(app)).map((plan) => plan.id)).toEqual(ALL_PLAN_IDS);
  });
});

describe('ETag on GET /api/plans', () => {
  it('sends an ETag and a public Cache-Control, and answers the same request with If-None-Match by 304 with no body', async () => {
    const { app } = await start();

    const first = await getPlans(app);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(String(etag)).not.toBe('');
    expect(first.headers['cache-control']).toContain('public');

    const again = await getPlans(app);
    expect(again.headers.etag).toBe(etag);

    const revalidated = await getPlans(app, '', { 'if-none-match': String(etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
  });

  it('answers 200 with the full list to a stale If-None-Match', async () => {
    const { app } = await start();

    const response = await getPlans(app, '', { 'if-none-match': '"not-the-current-etag"' });

    expect(response.statusCode).toBe(200);
    expect(planListSchema.parse(response.json()).plans).toHaveLength(9);
  });

  it('gives a stage filter its own ETag: the junior list does not revalidate against the full list', async () => {
    const { app } = await start();
    const all = String((await getPlans(app)).headers.etag);

    const junior = await getPlans(app, '?stage=junior', { 'if-none-match': all });

    expect(junior.statusCode).toBe(200);
    expect(junior.headers.etag).not.toBe(all);
    expect(planListSchema.parse(junior.json()).plans).toHaveLength(3);
  });

  it('changes the ETag when an operator changes a price, and the new price appears', async () => {
    const { app } = await start();
    const before = await getPlans(app);
    const etag = String(before.headers.etag);
    const oldPrice = planListSchema.parse(before.json()).plans.find((plan) => plan.id === 'junior-120')?.priceFen;
    expect(oldPrice).not.toBe(45_600);

    await app.db.updateTable('plans').set({ price_fen: 45_600, updated_at: Date.now() }).where('id', '=', 'junior-120').execute();

    const after = await getPlans(app, '', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBeDefined();
    expect(after.headers.etag).not.toBe(etag);
    expect(planListSchema.parse(after.json()).plans.find((plan) => plan.id === 'junior-120')?.priceFen).toBe(45_600);
    const single = await app.inject({ url: '/api/plans/junior-120' });
    expect(planSchema.parse(single.json()).priceFen).toBe(45_600);
  });

  it('revalidates a single plan with its ETag too', async () => {
    const { app } = await start();
    const first = await app.inject({ url: '/api/plans/senior-365' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('public');
    const etag = String(first.headers.etag);

    const revalidated = await app.inject({ url: '/api/plans/senior-365', headers: { 'if-none-match': etag } });

    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('revalidates over real HTTP: 200 with an ETag, then 304 with an empty body, then 200 after a change', async () => {
    const { app } = await start();
    const baseUrl = await listenOnFreePort(app);

    const first = await fetch(`${baseUrl}/api/plans?stage=primary`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('public');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(planListSchema.parse(await first.json()).plans.map((plan) => plan.id)).toEqual(['primary-30', 'primary-120', 'primary-365']);

    const second = await fetch(`${baseUrl}/api/plans?stage=primary`, { headers: { 'if-none-match': String(etag) } });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');

    await app.db.updateTable('plans').set({ price_fen: 12_300, updated_at: Date.now() }).where('id', '=', 'primary-30').execute();
    const third = await fetch(`${baseUrl}/api/plans?stage=primary`, { headers: { 'if-none-match': String(etag) } });
    expect(third.status).toBe(200);
    expect(third.headers.get('etag')).not.toBe(etag);
    expect(planListSchema.parse(await third.json()).plans[0]?.priceFen).toBe(12_300);
  });
});

describe('GET /api/plans/:id', () => {
  it('returns one plan as it appears in the list, with its detail sections and FAQ', async () => {
    const { app } = await start();
    const listed = (await plansOnSale(app)).find((plan) => plan.id === 'junior-30');

    const response = await app.inject({ url: '/api/plans/junior-30' });

    expect(response.statusCode).toBe(200);
    const { detailSections, faq, ...card } = planSchema.parse(response.json());
    expect(card).toEqual(listed);
    expect(detailSections.length).toBeGreaterThan(0);
    expect(faq.length).toBeGreaterThan(0);
  });

  it('answers an unknown id with 404 PLAN_NOT_FOUND', async () => {
    const { app } = await start();

    const response = await app.inject({ url: '/api/plans/college-30' });

    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      error: { code: 'PLAN_NOT_FOUND', message: errorMessages.PLAN_NOT_FOUND },
    });
    // A missing plan must not be cached publicly: it may be added by an operator.
    expect(response.headers['cache-control']).not.toContain('public');
  });

  it('refuses an absurdly long id with 400', async () => {
    const { app } = await start();
    const response = await app.inject({ url: `/api/plans/${'x'.repeat(65)}` });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('a plan taken off sale', () => {
  it('disappears from the list but stays readable with onSale false', async () => {
    const { app } = await start();
    const before = await getPlans(app, '?stage=senior');
    await app.db.updateTable('plans').set({ on_sale: 0, updated_at: Date.now() }).where('id', '=', 'senior-120').execute();

    expect((await plansOnSale(app, '?stage=senior')).map((plan) => plan.id)).toEqual(['senior-30', 'senior-365']);
    const all = await plansOnSale(app);
    expect(all).toHaveLength(8);
    expect(all.map((plan) => plan.id)).not.toContain('senior-120');
    // A phone holding the old list must not be told it is still current.
    const revalidated = await getPlans(app, '?stage=senior', { 'if-none-match': String(before.headers.etag) });
    expect(revalidated.statusCode).toBe(200);

    const response = await app.inject({ url: '/api/plans/senior-120' });
    expect(response.statusCode).toBe(200);
    const plan = planSchema.parse(response.json());
    expect(plan).toMatchObject({ id: 'senior-120', stage: 'senior', durationDays: 120, onSale: false });
    expect(plan.inclusions.length).toBeGreaterThanOrEqual(5);
  });

  it('comes back in its place when put on sale again', async () => {
    const { app } = await start();
    await app.db.updateTable('plans').set({ on_sale: 0 }).where('id', '=', 'primary-30').execute();
    expect((await plansOnSale(app)).map((plan) => plan.id)).not.toContain('primary-30');

    await app.db.updateTable('plans').set({ on_sale: 1 }).where('id', '=', 'primary-30').execute();

    expect((await plansOnSale(app)).map((plan) => plan.id)).toEqual(ALL_PLAN_IDS);
  });
});

describe('seeding the catalog', () => {
  it('does not duplicate plans or questions when the app restarts on the same database', async () => {
    const first = await start();
    const countPlans = async () => (await first.app.db.selectFrom('plans').select('id').execute()).length;
    const countQuestions = async () => (await first.app.db.selectFrom('assessment_questions').select('id').execute()).length;
    await first.app.ready();
    const plans = await countPlans();
    const questions = await countQuestions();
    expect(plans).toBe(9);
    expect(questions).toBeGreaterThan(0);

    const second = await start(first);
    await second.app.ready();
    const third = await start(first);
    await third.app.ready();

    expect(await countPlans()).toBe(9);
    expect(await countQuestions()).toBe(questions);
    expect((await plansOnSale(third.app)).map((plan) => plan.id)).toEqual(ALL_PLAN_IDS);
  });

  it('keeps an operator’s edited title and price across a restart', async () => {
    const first = await start();
    await first.app.ready();
    await first.app.db
      .updateTable('plans')
      .set({ title: '初中AI伴学 · 暑期特惠月卡', price_fen: 9_900, updated_at: Date.now() })
      .where('id', '=', 'junior-30')
      .execute();

    const restarted = await start(first);

    const response = await restarted.app.inject({ url: '/api/plans/junior-30' });
    expect(planSchema.parse(response.json())).toMatchObject({ title: '初中AI伴学 · 暑期特惠月卡', priceFen: 9_900 });
    const listed = (await plansOnSale(restarted.app, '?stage=junior')).find((plan) => plan.id === 'junior-30');
    expect(listed).toMatchObject({ title: '初中AI伴学 · 暑期特惠月卡', priceFen: 9_900 });
  });

  it('keeps a plan an operator took off sale off sale across a restart', async () => {
    const first = await start();
    await first.app.ready();
    await first.app.db.updateTable('plans').set({ on_sale: 0 }).where('id', '=', 'primary-365').execute();

    const restarted = await start(first);

    expect((await plansOnSale(restarted.app, '?stage=primary')).map((plan) => plan.id)).toEqual(['primary-30', 'primary-120']);
  });

  it('keeps an operator’s edited question across a restart', async () => {
    const first = await start();
    await first.app.ready();
    const [question] = await first.app.db.selectFrom('assessment_questions').select(['id']).orderBy('id').limit(1).execute();
    expect(question).toBeDefined();
    await first.app.db
      .updateTable('assessment_questions')
      .set({ knowledge_point: '运营修改过的知识点' })
      .where('id', '=', String(question?.id))
      .execute();

    const restarted = await start(first);
    await restarted.app.ready();

    const row = await restarted.app.db
      .selectFrom('assessment_questions')
      .select('knowledge_point')
      .where('id', '=', String(question?.id))
      .executeTakeFirst();
    expect(row?.knowledge_point).toBe('运营修改过的知识点');
  });
});

describe('what carries an ETag', () => {
  it('lists every plan for an empty ?stage=, like no stage at all', async () => {
    const { app } = await start();

    expect((await plansOnSale(app, '?stage=')).map((plan) => plan.id)).toEqual(ALL_PLAN_IDS);
  });

  it('never answers the assessment POST with 304: a repeated submission still gets its result', async () => {
    const { app } = await start();
    const assessment = await fetchAssessment(app, 'junior', '初二');
    const payload = {
      stage: 'junior',
      grade: '初二',
      answers: assessment.questions.map((question) => ({ questionId: question.id, choice: 0 })),
    };
    const first = await postAssessment(app, payload);
    expect(first.headers.etag).toBeUndefined();

    const again = await postAssessment(app, payload, { 'if-none-match': '"anything"' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});
