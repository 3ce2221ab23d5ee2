import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { meSchema } from '../../src/contract/accounts.ts';
import { servicePeriodListSchema } from '../../src/contract/catalog.ts';
import { errorEnvelopeSchema, errorMessages } from '../../src/contract/errors.ts';
import { bearer, loginAs } from './helpers/auth.ts';
import { closingAfterEachTest, listenOnFreePort } from './helpers/test-app.ts';
import { createTestClock, type TestClock } from './helpers/test-clock.ts';

const DAY = 24 * 60 * 60 * 1000;

const startApp = closingAfterEachTest();

async function start(): Promise<{ app: FastifyInstance; clock: TestClock }> {
  const clock = createTestClock();
  const testApp = await startApp({}, { clock });
  return { app: testApp.app, clock };
}

async function student(app: FastifyInstance, nickname = '小明') {
  const { token } = await loginAs(app);
  const response = await app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload: { role: 'student', nickname } });
  expect(response.statusCode).toBe(200);
  const self = meSchema.parse(response.json()).learners[0];
  if (!self) throw new Error('a student has its own learner');
  return { token, learnerId: self.id };
}

/** A parent with children added one second apart (the list follows the order they were added in). */
async function parent(app: FastifyInstance, clock: TestClock, children: string[]) {
  const { token } = await loginAs(app);
  expect((await app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload: { role: 'parent' } })).statusCode).toBe(200);
  const childIds: string[] = [];
  for (const name of children) {
    clock.advance(1000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/me/learners',
      headers: bearer(token),
      payload: { name, grade: '初二' },
    });
    expect(response.statusCode).toBe(201);
    childIds.push((response.json() as { id: string }).id);
  }
  return { token, childIds };
}

/** A service period as the orders issue will write it. */
async function givePeriod(
  app: FastifyInstance,
  learnerId: string,
  startsAt: number,
  endsAt: number,
  plan = { id: 'junior-30', title: '初中AI伴学 · 月卡' },
) {
  await app.db
    .insertInto('service_periods')
    .values({ learner_id: learnerId, plan_id: plan.id, plan_title: plan.title, starts_at: startsAt, ends_at: endsAt, updated_at: startsAt })
    .execute();
}

async function services(app: FastifyInstance, token: string) {
  const response = await app.inject({ url: '/api/me/services', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return servicePeriodListSchema.parse(response.json()).services;
}

describe('GET /api/me/services', () => {
  it.each([
    ['no token', {}],
    ['a garbage token', { authorization: 'Bearer not a token!' }],
    ['a token nobody was given', { authorization: `Bearer ${'A'.repeat(43)}` }],
  ])('answers 401 UNAUTHORIZED with %s', async (_label, headers) => {
    const { app } = await start();

    const response = await app.inject({ url: '/api/me/services', headers });

    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({ error: { code: 'UNAUTHORIZED', message: errorMessages.UNAUTHORIZED } });
  });

  it('lists nothing for a new account, with or without a role', async () => {
    const { app } = await start();
    const { token } = await loginAs(app);
    expect(await services(app, token)).toEqual([]);

    const me = await student(app);
    expect(await services(app, me.token)).toEqual([]);
  });

  it('shows a learner’s current period: learner, plan title, ISO times and active', async () => {
    const { app, clock } = await start();
    const me = await student(app, '小明');
    const startsAt = clock.now() - DAY;
    const endsAt = clock.now() + 29 * DAY;
    await givePeriod(app, me.learnerId, startsAt, endsAt);

    expect(await services(app, me.token)).toEqual([
      {
        learnerId: me.learnerId,
        learnerName: '小明',
        planId: 'junior-30',
        planTitle: '初中AI伴学 · 月卡',
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
        active: true,
      },
    ]);
    // The exact UTC instants: 2026-03-01T01:00Z to 2026-03-31T01:00Z on the test clock.
    const [period] = await services(app, me.token);
    expect(period?.startsAt).toBe('2026-03-01T01:00:00.000Z');
    expect(period?.endsAt).toBe('2026-03-31T01:00:00.000Z');
  });

  it('marks a period that has ended inactive, and one that ends later active until its end', async () => {
    const { app, clock } = await start();
    const me = await student(app);
    await givePeriod(app, me.learnerId, clock.now() - 31 * DAY, clock.now() - DAY);
    expect((await services(app, me.token)).map((period) => period.active)).toEqual([false]);

    await app.db
      .updateTable('service_periods')
      .set({ ends_at: clock.now() + 2 * DAY })
      .where('learner_id', '=', me.learnerId)
      .execute();
    expect((await services(app, me.token))[0]?.active).toBe(true);

    clock.advance(2 * DAY - 1);
    expect((await services(app, me.token))[0]?.active).toBe(true);
    clock.advance(1);
    expect((await services(app, me.token))[0]?.active).toBe(false);
  });

  it('marks a period that has not started yet inactive', async () => {
    const { app, clock } = await start();
    const me = await student(app);
    await givePeriod(app, me.learnerId, clock.now() + DAY, clock.now() + 31 * DAY);

    expect((await services(app, me.token))[0]?.active).toBe(false);
  });

  it('lists each child of a parent that has a period, and only those', async () => {
    const { app, clock } = await start();
    const family = await parent(app, clock, ['大宝', '二宝', '三宝']);
    const [eldest, second] = family.childIds;
    await givePeriod(app, String(eldest), clock.now() - DAY, clock.now() + 119 * DAY, { id: 'junior-120', title: '初中AI伴学 · 季卡' });
    await givePeriod(app, String(second), clock.now() - 40 * DAY, clock.now() - 10 * DAY);

    const listed = await services(app, family.token);

    expect(listed.map(({ learnerId, learnerName, planId, active }) => ({ learnerId, learnerName, planId, active }))).toEqual([
      { learnerId: eldest, learnerName: '大宝', planId: 'junior-120', active: true },
      { learnerId: second, learnerName: '二宝', planId: 'junior-30', active: false },
    ]);
  });

  it('never shows another account’s learners', async () => {
    const { app, clock } = await start();
    const me = await student(app);
    const other = await student(app, '别人家的孩子');
    const family = await parent(app, clock, ['小红']);
    await givePeriod(app, other.learnerId, clock.now() - DAY, clock.now() + 29 * DAY);
    await givePeriod(app, String(family.childIds[0]), clock.now() - DAY, clock.now() + 29 * DAY);

    expect(await services(app, me.token)).toEqual([]);
    expect((await services(app, other.token)).map((period) => period.learnerId)).toEqual([other.learnerId]);
    expect((await services(app, family.token)).map((period) => period.learnerId)).toEqual([family.childIds[0]]);
  });

  it('is private: not publicly cacheable', async () => {
    const { app } = await start();
    const me = await student(app);

    const response = await app.inject({ url: '/api/me/services', headers: bearer(me.token) });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers over real HTTP', async () => {
    const { app, clock } = await start();
    const baseUrl = await listenOnFreePort(app);
    const me = await student(app);
    await givePeriod(app, me.learnerId, clock.now() - DAY, clock.now() + 29 * DAY);

    const response = await fetch(`${baseUrl}/api/me/services`, { headers: bearer(me.token) });

    expect(response.status).toBe(200);
    const body = servicePeriodListSchema.parse(await response.json());
    expect(body.services).toHaveLength(1);
    expect(body.services[0]).toMatchObject({ learnerId: me.learnerId, active: true });
  });
});
