import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminPlan, adminPlanListSchema, adminPlanSchema, uploadSchema } from '../../src/contract/admin-catalog.ts';
import { auditLogSchema } from '../../src/contract/admin.ts';
import { planListSchema, planSchema } from '../../src/contract/catalog.ts';
import { orderSchema } from '../../src/contract/orders.ts';
import { bearer, errorOf, loginAs } from './helpers/auth.ts';
import { callApi } from './helpers/call-api.ts';
import { getPlans } from './helpers/catalog.ts';
import { pngImage } from './helpers/images.ts';
import { type EnrolledOperator, enrolledOperator } from './helpers/operators.ts';
import { orderClient } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const clock = createTestClock();
let testApp: TestApp;
let admin: EnrolledOperator;
let service: EnrolledOperator;
beforeAll(async () => {
  testApp = await createTestApp({ REDIS_URL: undefined, LOGIN_IP_HOURLY_LIMIT: '100000' }, { clock });
  admin = await enrolledOperator(testApp.app, clock, 'admin');
  service = await enrolledOperator(testApp.app, clock, 'service');
});
afterAll(() => testApp.close());

const app = () => testApp.app;
type Method = 'GET' | 'POST' | 'PUT';

let planCounter = 0;
/** A valid new plan with an id no other test uses. */
function newPlan(overrides: Record<string, unknown> = {}) {
  planCounter += 1;
  return {
    id: `junior-${process.pid}-${planCounter}`,
    title: `初中AI伴学 · 试用 ${planCounter}`,
    subtitle: '两周体验',
    stage: 'junior',
    priceFen: 4900,
    originalPriceFen: 9900,
    durationDays: 14,
    inclusions: ['个性化学习计划'],
    detailSections: [{ heading: '适合谁', paragraphs: ['想先体验的初中生。'] }],
    faq: [{ question: '什么时候开始？', answer: '支付后立即开始。' }],
    coverImage: '/images/plans/junior.svg',
    onSale: true,
    ...overrides,
  };
}
/** The editable fields of a stored plan, as PUT takes them. */
const editable = ({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields }: AdminPlan) => fields;

async function createPlan(overrides: Record<string, unknown> = {}): Promise<AdminPlan> {
  const response = await callApi(app(), 'POST', '/api/admin/plans', admin.token, newPlan(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return adminPlanSchema.parse(response.json());
}

async function adminPlans(token = admin.token): Promise<AdminPlan[]> {
  const response = await callApi(app(), 'GET', '/api/admin/plans', token);
  expect(response.statusCode, response.body).toBe(200);
  return adminPlanListSchema.parse(response.json()).plans;
}

async function auditFor(targetId: string) {
  const response = await callApi(app(), 'GET', `/api/admin/audit-log?targetId=${targetId}`, admin.token);
  return auditLogSchema.parse(response.json()).entries;
}

function expectError(response: LightMyRequestResponse, status: number, code: string, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const error = errorOf(response);
  expect(error.code).toBe(code);
  if (field) expect(error.field).toBe(field);
}

describe('GET /api/admin/plans', () => {
  it('lists every plan, on sale or not, in display order, to admin and service operators alike', async () => {
    const offSale = await createPlan({ onSale: false });
    const forAdmin = await adminPlans();
    expect(await adminPlans(service.token)).toEqual(forAdmin);
    expect(forAdmin.map((plan) => plan.id)).toContain(offSale.id);
    expect(forAdmin.find((plan) => plan.id === offSale.id)?.onSale).toBe(false);
    const orders = forAdmin.map((plan) => plan.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    // The public list has the plans on sale only, in the same order.
    const publicIds = planListSchema.parse((await getPlans(app())).json()).plans.map((plan) => plan.id);
    expect(publicIds).toEqual(forAdmin.filter((plan) => plan.onSale).map((plan) => plan.id));
    expect(publicIds).not.toContain(offSale.id);
  });
});

describe('POST /api/admin/plans', () => {
  it('creates a plan, last in display order, audited, and on sale in the public list at once', async () => {
    const before = await adminPlans();
    const plan = await createPlan();
    expect(plan.sortOrder).toBeGreaterThan(Math.max(...before.map((existing) => existing.sortOrder)));
    expect(plan).toMatchObject({ priceFen: 4900, originalPriceFen: 9900, durationDays: 14, onSale: true, stage: 'junior' });
    expect((await adminPlans()).at(-1)?.id).toBe(plan.id);
    expect(planSchema.parse((await app().inject({ url: `/api/plans/${plan.id}` })).json()).title).toBe(plan.title);

    const [entry] = await auditFor(plan.id);
    expect(entry).toMatchObject({
      operatorId: admin.id,
      action: 'plan.create',
      targetType: 'plan',
      targetId: plan.id,
      before: null,
      after: plan,
    });
  });

  it('refuses an id that is taken with 409 PLAN_ID_TAKEN', async () => {
    expectError(await callApi(app(), 'POST', '/api/admin/plans', admin.token, newPlan({ id: 'junior-30' })), 409, 'PLAN_ID_TAKEN', 'id');
  });

  it('validates like a careful product: price, original price, duration, title, id and cover image', async () => {
    const count = (await adminPlans()).length;
    const refused: [Record<string, unknown>, string, string][] = [
      [{ priceFen: 0 }, 'VALIDATION_FAILED', 'priceFen'],
      [{ priceFen: 12.5 }, 'VALIDATION_FAILED', 'priceFen'],
      [{ priceFen: 10_000_001, originalPriceFen: 10_000_001 }, 'VALIDATION_FAILED', 'priceFen'],
      [{ originalPriceFen: 10_000_001 }, 'VALIDATION_FAILED', 'originalPriceFen'],
      [{ priceFen: 10000, originalPriceFen: 9999 }, 'PLAN_PRICE_ABOVE_ORIGINAL', 'originalPriceFen'],
      [{ durationDays: 0 }, 'VALIDATION_FAILED', 'durationDays'],
      [{ durationDays: 1096 }, 'VALIDATION_FAILED', 'durationDays'],
      [{ title: '   ' }, 'VALIDATION_FAILED', 'title'],
      [{ stage: 'college' }, 'VALIDATION_FAILED', 'stage'],
      [{ id: 'Bad Id!' }, 'VALIDATION_FAILED', 'id'],
      [{ inclusions: [''] }, 'VALIDATION_FAILED', 'inclusions.0'],
      [{ coverImage: 'https://evil.example/x.png' }, 'PLAN_COVER_IMAGE_INVALID', 'coverImage'],
      [{ coverImage: '/images/../../etc/passwd' }, 'PLAN_COVER_IMAGE_INVALID', 'coverImage'],
      [{ coverImage: '/images/plans/not-shipped.svg' }, 'PLAN_COVER_IMAGE_INVALID', 'coverImage'],
      [{ coverImage: '/api/uploads/0123456789abcdef0123456789abcdef.png' }, 'PLAN_COVER_IMAGE_INVALID', 'coverImage'],
    ];
    for (const [overrides, code, field] of refused) {
      const response = await callApi(app(), 'POST', '/api/admin/plans', admin.token, newPlan(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(response), JSON.stringify(overrides)).toMatchObject({ code, field });
    }
    expect((await adminPlans()).length).toBe(count);
    // The limits themselves are fine.
    await createPlan({ priceFen: 1, originalPriceFen: 1, durationDays: 1 });
    await createPlan({ durationDays: 1095 });
  });

  it('takes an uploaded image as the cover only with the type it was uploaded as', async () => {
    const upload = await app().inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...bearer(admin.token), 'content-type': 'image/png' },
      payload: pngImage,
    });
    const { url } = uploadSchema.parse(upload.json());
    expectError(
      await callApi(app(), 'POST', '/api/admin/plans', admin.token, newPlan({ coverImage: url.replace('.png', '.jpg') })),
      400,
      'PLAN_COVER_IMAGE_INVALID',
    );
    const plan = await createPlan({ coverImage: url });
    expect(plan.coverImage).toBe(url);
  });
});

describe('PUT /api/admin/plans/:id', () => {
  it('replaces the editable fields, audits before → after and changes the public ETag', async () => {
    const plan = await createPlan();
    const first = await getPlans(app());
    const etag = String(first.headers.etag);
    expect((await getPlans(app(), '', { 'if-none-match': etag })).statusCode).toBe(304);

    const edit = { ...editable(plan), title: '初中AI伴学 · 改名', priceFen: 5900, inclusions: ['每日督学提醒', 'AI答疑'], faq: [] };
    const response = await callApi(app(), 'PUT', `/api/admin/plans/${plan.id}`, admin.token, edit);
    expect(response.statusCode, response.body).toBe(200);
    const after = adminPlanSchema.parse(response.json());
    expect(after).toMatchObject({
      id: plan.id,
      title: '初中AI伴学 · 改名',
      priceFen: 5900,
      inclusions: ['每日督学提醒', 'AI答疑'],
      faq: [],
      sortOrder: plan.sortOrder,
    });

    const changed = await getPlans(app(), '', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(planListSchema.parse(changed.json()).plans.find((listed) => listed.id === plan.id)).toMatchObject({
      title: '初中AI伴学 · 改名',
      priceFen: 5900,
    });

    const [entry] = await auditFor(plan.id);
    expect(entry).toMatchObject({ operatorId: admin.id, action: 'plan.update', before: plan, after });
  });

  it('writes nothing when nothing changes', async () => {
    const plan = await createPlan();
    const response = await callApi(app(), 'PUT', `/api/admin/plans/${plan.id}`, admin.token, editable(plan));
    expect(response.statusCode).toBe(200);
    expect((await auditFor(plan.id)).map((entry) => entry.action)).toEqual(['plan.create']);
  });

  it('takes a plan off sale: the public list leaves it out and it cannot be ordered, but it is still readable', async () => {
    const plan = await createPlan();
    const response = await callApi(app(), 'PUT', `/api/admin/plans/${plan.id}`, admin.token, { ...editable(plan), onSale: false });
    expect(adminPlanSchema.parse(response.json()).onSale).toBe(false);
    expect(planListSchema.parse((await getPlans(app())).json()).plans.map((listed) => listed.id)).not.toContain(plan.id);
    expect(planSchema.parse((await app().inject({ url: `/api/plans/${plan.id}` })).json()).onSale).toBe(false);
    const customer = await orderClient(app());
    expectError(await customer.create({ planId: plan.id, learnerId: customer.learner.id }), 409, 'PLAN_OFF_SALE');
  });

  it('validates the edit and answers 404 for an unknown plan', async () => {
    const plan = await createPlan();
    expectError(
      await callApi(app(), 'PUT', `/api/admin/plans/${plan.id}`, admin.token, { ...editable(plan), originalPriceFen: 100 }),
      400,
      'PLAN_PRICE_ABOVE_ORIGINAL',
      'originalPriceFen',
    );
    expectError(
      await callApi(app(), 'PUT', `/api/admin/plans/${plan.id}`, admin.token, { ...editable(plan), title: undefined }),
      400,
      'VALIDATION_FAILED',
      'title',
    );
    expectError(
      await callApi(app(), 'PUT', `/api/admin/plans/${plan.id}`, admin.token, { ...editable(plan), coverImage: '/images/plans/gone.png' }),
      400,
      'PLAN_COVER_IMAGE_INVALID',
    );
    expectError(await callApi(app(), 'PUT', '/api/admin/plans/no-such-plan', admin.token, editable(plan)), 404, 'PLAN_NOT_FOUND');
    expect(await auditFor(plan.id)).toHaveLength(1);
  });

  it('never changes an existing order: it keeps its amount and plan snapshot, a new order has the new price', async () => {
    const plan = await createPlan({ priceFen: 4900, originalPriceFen: 9900 });
    const customer = await orderClient(app());
    const earlier = await customer.order(plan.id);
    expect(earlier.amountFen).toBe(4900);

    const edit = { ...editable(plan), title: '初中AI伴学 · 涨价后', priceFen: 6900, durationDays: 21 };
    expect((await callApi(app(), 'PUT', `/api/admin/plans/${plan.id}`, admin.token, edit)).statusCode).toBe(200);

    const reread = orderSchema.parse((await app().inject({ url: `/api/orders/${earlier.orderNo}`, headers: customer.headers })).json());
    expect(reread.amountFen).toBe(4900);
    expect(reread.planSnapshot).toEqual({ planId: plan.id, title: plan.title, stage: 'junior', durationDays: 14, priceFen: 4900 });
    const stored = await app()
      .db.selectFrom('orders')
      .select(['amount_fen', 'plan_snapshot'])
      .where('order_no', '=', earlier.orderNo)
      .executeTakeFirstOrThrow();
    expect(stored.amount_fen).toBe(4900);

    const later = await customer.order(plan.id);
    expect(later.amountFen).toBe(6900);
    expect(later.planSnapshot).toMatchObject({ title: '初中AI伴学 · 涨价后', durationDays: 21, priceFen: 6900 });
  });
});

describe('POST /api/admin/plans/order', () => {
  it('shows the plans in the order sent, in the console and the public list, audited', async () => {
    const ids = (await adminPlans()).map((plan) => plan.id);
    const reversed = [...ids].reverse();
    const response = await callApi(app(), 'POST', '/api/admin/plans/order', admin.token, { ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminPlanListSchema.parse(response.json()).plans.map((plan) => plan.id)).toEqual(reversed);
    expect((await adminPlans()).map((plan) => plan.id)).toEqual(reversed);
    const onSale = new Set(planListSchema.parse((await getPlans(app())).json()).plans.map((plan) => plan.id));
    expect([...onSale]).toEqual(reversed.filter((id) => onSale.has(id)));

    const [entry] = await auditFor('plans');
    expect(entry).toMatchObject({ operatorId: admin.id, action: 'plan.order', before: { ids }, after: { ids: reversed } });
  });

  it('refuses a list that leaves a plan out, repeats one or names an unknown one', async () => {
    const ids = (await adminPlans()).map((plan) => plan.id);
    const [first = '', second = ''] = ids;
    for (const wrong of [ids.slice(1), [...ids, first], [...ids.slice(1), 'no-such-plan'], [second, ...ids.slice(1)]]) {
      expectError(await callApi(app(), 'POST', '/api/admin/plans/order', admin.token, { ids: wrong }), 400, 'PLAN_ORDER_MISMATCH', 'ids');
    }
    expectError(await callApi(app(), 'POST', '/api/admin/plans/order', admin.token, { ids: [] }), 400, 'VALIDATION_FAILED');
    expect((await adminPlans()).map((plan) => plan.id)).toEqual(ids);
  });
});

describe('access to the console’s catalog', () => {
  it('answers 401 without a token and to a customer’s token on every route, and 403 to a service operator on every write', async () => {
    const customer = await loginAs(app());
    const plan = await createPlan();
    const ids = (await adminPlans()).map((listed) => listed.id);
    const routes: [Method, string, unknown][] = [
      ['GET', '/api/admin/plans', undefined],
      ['POST', '/api/admin/plans', newPlan()],
      ['PUT', `/api/admin/plans/${plan.id}`, { ...editable(plan), priceFen: 1 }],
      ['POST', '/api/admin/plans/order', { ids: [...ids].reverse() }],
    ];
    for (const [method, url, payload] of routes) {
      expectError(await callApi(app(), method, url, null, payload), 401, 'UNAUTHORIZED');
      expectError(await callApi(app(), method, url, customer.token, payload), 401, 'UNAUTHORIZED');
      if (method !== 'GET') expectError(await callApi(app(), method, url, service.token, payload), 403, 'FORBIDDEN');
    }
    // Nothing changed.
    expect((await adminPlans()).map((listed) => listed.id)).toEqual(ids);
    expect((await adminPlans()).find((listed) => listed.id === plan.id)?.priceFen).toBe(plan.priceFen);
  });
});
