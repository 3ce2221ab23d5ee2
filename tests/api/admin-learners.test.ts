import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type AdminLearnerDetail,
  adminLearnerDetailSchema,
  adminLearnerSearchSchema,
  phoneRevealSchema,
  serviceExtensionSchema,
} from '../../src/contract/admin-operations.ts';
import { servicePeriodListSchema } from '../../src/contract/catalog.ts';
import { errorOf, loginAs } from './helpers/auth.ts';
import { callApi } from './helpers/call-api.ts';
import { buyService } from './helpers/companion.ts';
import { auditedChanges, auditRows, enrolledOperator } from './helpers/operators.ts';
import { type OrderClient, orderClient } from './helpers/orders.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const DAY = 24 * 60 * 60 * 1000;
const startApp = closingAfterEachTest();

async function start() {
  const clock = createTestClock();
  const testApp = await startApp({ SESSION_TTL_DAYS: '365' }, { clock });
  const { app } = testApp;
  const admin = await enrolledOperator(app, clock, 'admin');
  const service = await enrolledOperator(app, clock, 'service');
  return { ...testApp, clock, admin, service };
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

async function learnerDetail(app: FastifyInstance, token: string, id: string): Promise<AdminLearnerDetail> {
  const response = await callApi(app, 'GET', `/api/admin/learners/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return adminLearnerDetailSchema.parse(response.json());
}

async function customerServices(app: FastifyInstance, buyer: OrderClient) {
  const response = await app.inject({ url: '/api/me/services', headers: buyer.headers });
  expect(response.statusCode).toBe(200);
  return servicePeriodListSchema.parse(response.json()).services;
}

describe('access to the learner routes', () => {
  it('answers 401 without a token and to a customer’s token on every learner and account route, and reveals nothing', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);
    const customer = await loginAs(app);
    const routes: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['GET', `/api/admin/learners?phone=${buyer.phone}`],
      ['GET', `/api/admin/learners/${buyer.learner.id}`],
      ['POST', `/api/admin/accounts/${buyer.accountId}/phone-reveal`, { reason: '家长来电核实身份' }],
      ['POST', `/api/admin/learners/${buyer.learner.id}/service-extension`, { days: 7, reason: '补偿' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const token of [null, customer.token, buyer.token]) {
        const response = await callApi(app, method, url, token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.body).not.toContain(buyer.phone);
      }
    }
    expect(await app.db.selectFrom('service_periods').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('operator_audit_log').selectAll().where('target_type', 'in', ['account', 'learner']).execute()).toEqual(
      [],
    );
  });
});

describe('learners and accounts', () => {
  it('finds an account by its phone as typed, with its learners (stage, grade) and service periods, the phone masked', async () => {
    const { app, clock, service } = await start();
    const parent = await orderClient(app, { role: 'parent', children: ['王小明', '王小红'] });
    const [xiaoming, xiaohong] = parent.learners;
    if (!xiaoming || !xiaohong) throw new Error('two children expected');
    await buyService(app, parent, xiaoming.id, 'junior-30');

    const typed = `${parent.phone.slice(0, 3)} ${parent.phone.slice(3, 7)} ${parent.phone.slice(7)}`;
    const response = await callApi(app, 'GET', `/api/admin/learners?phone=${encodeURIComponent(typed)}`, service.token);
    expect(response.statusCode, response.body).toBe(200);
    const found = adminLearnerSearchSchema.parse(response.json());
    expect(found.account).toMatchObject({ id: parent.accountId, phone: masked(parent.phone), role: 'parent' });
    // Children added within one millisecond come in id order: compared by name here.
    expect([...found.learners].sort((a, b) => a.name.localeCompare(b.name, 'zh'))).toEqual([
      expect.objectContaining({ id: xiaohong.id, name: '王小红', stage: 'junior', service: null }),
      {
        id: xiaoming.id,
        name: '王小明',
        grade: '初二',
        stage: 'junior',
        isSelf: false,
        accountId: parent.accountId,
        createdAt: expect.any(String),
        service: {
          planId: 'junior-30',
          planTitle: expect.any(String),
          startsAt: new Date(clock.now()).toISOString(),
          endsAt: new Date(clock.now() + 30 * DAY).toISOString(),
          active: true,
          daysLeft: 30,
        },
      },
    ]);
    expect(response.body).not.toContain(parent.phone);

    const nobody = adminLearnerSearchSchema.parse(
      (await callApi(app, 'GET', '/api/admin/learners?phone=13000000000', service.token)).json(),
    );
    expect(nobody).toEqual({ account: null, learners: [] });
    for (const query of ['', '?phone=1380013', '?phone=abc']) {
      const bad = await callApi(app, 'GET', `/api/admin/learners${query}`, service.token);
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('shows a learner with the account, its learners, service days left and the account’s orders', async () => {
    const { app, clock } = await start();
    const parent = await orderClient(app, { role: 'parent', children: ['王小明', '王小红'] });
    const [xiaoming, xiaohong] = parent.learners;
    if (!xiaoming || !xiaohong) throw new Error('two children expected');
    await buyService(app, parent, xiaoming.id, 'junior-30');
    clock.advance(1000);
    const pending = await parent.order('junior-30', undefined, xiaohong.id);
    clock.advance(DAY + 60_000);
    // Operator sessions last 12 hours: one logged in now.
    const service = await enrolledOperator(app, clock, 'service');

    const shown = await learnerDetail(app, service.token, xiaoming.id);
    expect(shown.learner).toMatchObject({ id: xiaoming.id, service: { active: true, daysLeft: 29 } });
    expect(shown.account).toMatchObject({ id: parent.accountId, phone: masked(parent.phone) });
    expect(shown.learners.map((learner) => learner.id).sort()).toEqual([xiaoming.id, xiaohong.id].sort());
    expect(shown.orders.map((order) => [order.learnerName, order.status])).toEqual([
      ['王小红', 'PENDING'],
      ['王小明', 'PAID'],
    ]);
    expect(shown.orders[0]?.orderNo).toBe(pending.orderNo);
    expect(JSON.stringify(shown)).not.toContain(parent.phone);

    const missing = await callApi(app, 'GET', '/api/admin/learners/no-such-learner', service.token);
    expect([missing.statusCode, errorOf(missing).code]).toEqual([404, 'LEARNER_NOT_FOUND']);
  });

  it('reveals the whole phone only on request, with the reason in the audit log (the phone itself is not written there)', async () => {
    const { app, service } = await start();
    const buyer = await orderClient(app);
    const url = `/api/admin/accounts/${buyer.accountId}/phone-reveal`;

    const noReason = await callApi(app, 'POST', url, service.token, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(await auditRows(app, 'account.phone_reveal')).toEqual([]);

    const revealed = await callApi(app, 'POST', url, service.token, { reason: '家长来电，核对手机号' });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(phoneRevealSchema.parse(revealed.json())).toEqual({ accountId: buyer.accountId, phone: buyer.phone });

    const audited = await auditRows(app, 'account.phone_reveal');
    expect(
      audited.map((row) => [
        row.operator_id,
        row.target_type,
        row.target_id,
        row.before,
        JSON.parse(row.after ?? 'null'),
        typeof row.request_id,
      ]),
    ).toEqual([[service.id, 'account', buyer.accountId, null, { reason: '家长来电，核对手机号' }, 'string']]);
    expect(JSON.stringify(audited)).not.toContain(buyer.phone);

    const unknown = await callApi(app, 'POST', '/api/admin/accounts/no-such-account/phone-reveal', service.token, { reason: '核对' });
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
  });

  it('extends a running service from its end and opens one from now for a learner without; audited before → after, seen by the customer', async () => {
    const { app, clock, service, admin } = await start();
    const buyer = await orderClient(app, { role: 'parent', children: ['王小明', '王小红'] });
    const [xiaoming, xiaohong] = buyer.learners;
    if (!xiaoming || !xiaohong) throw new Error('two children expected');
    await buyService(app, buyer, xiaoming.id, 'junior-30');
    const boughtEnd = clock.now() + 30 * DAY;

    const extended = await callApi(app, 'POST', `/api/admin/learners/${xiaoming.id}/service-extension`, service.token, {
      days: 7,
      reason: '服务中断补偿',
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(serviceExtensionSchema.parse(extended.json())).toEqual({
      learnerId: xiaoming.id,
      previousEndsAt: new Date(boughtEnd).toISOString(),
      service: expect.objectContaining({
        planId: 'junior-30',
        endsAt: new Date(boughtEnd + 7 * DAY).toISOString(),
        daysLeft: 37,
        active: true,
      }),
    });

    const opened = await callApi(app, 'POST', `/api/admin/learners/${xiaohong.id}/service-extension`, admin.token, {
      days: 3,
      reason: '试用',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(serviceExtensionSchema.parse(opened.json())).toEqual({
      learnerId: xiaohong.id,
      previousEndsAt: null,
      service: {
        planId: 'manual',
        planTitle: '人工开通',
        startsAt: new Date(clock.now()).toISOString(),
        endsAt: new Date(clock.now() + 3 * DAY).toISOString(),
        active: true,
        daysLeft: 3,
      },
    });

    const seen = await customerServices(app, buyer);
    expect(
      seen.map((period) => [period.learnerId, period.endsAt, period.active]).sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    ).toEqual([
      [xiaohong.id, new Date(clock.now() + 3 * DAY).toISOString(), true],
      [xiaoming.id, new Date(boughtEnd + 7 * DAY).toISOString(), true],
    ]);

    expect(await auditedChanges(app, 'learner.service_extend')).toEqual([
      [
        service.id,
        'learner',
        xiaoming.id,
        { endsAt: new Date(boughtEnd).toISOString() },
        { endsAt: new Date(boughtEnd + 7 * DAY).toISOString(), days: 7, reason: '服务中断补偿' },
      ],
      [
        admin.id,
        'learner',
        xiaohong.id,
        { endsAt: null },
        { endsAt: new Date(clock.now() + 3 * DAY).toISOString(), days: 3, reason: '试用' },
      ],
    ]);
  });

  it.each([
    [{ days: 0, reason: '补偿' }],
    [{ days: 367, reason: '补偿' }],
    [{ days: 1.5, reason: '补偿' }],
    [{ days: '7', reason: '补偿' }],
    [{ days: 7 }],
    [{ days: 7, reason: '' }],
  ])('refuses an extension %j with 400 and changes nothing', async (body) => {
    const { app, service } = await start();
    const buyer = await orderClient(app);
    const response = await callApi(app, 'POST', `/api/admin/learners/${buyer.learner.id}/service-extension`, service.token, body);
    expect([response.statusCode, errorOf(response).code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await app.db.selectFrom('service_periods').selectAll().execute()).toEqual([]);
    expect(await auditRows(app, 'learner.service_extend')).toEqual([]);
  });

  it('refuses to extend an unknown learner with 404 and writes no audit entry', async () => {
    const { app, service } = await start();
    const response = await callApi(app, 'POST', '/api/admin/learners/no-such-learner/service-extension', service.token, {
      days: 7,
      reason: '补偿',
    });
    expect([response.statusCode, errorOf(response).code]).toEqual([404, 'LEARNER_NOT_FOUND']);
    expect(await auditRows(app, 'learner.service_extend')).toEqual([]);
  });
});
