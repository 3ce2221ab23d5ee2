import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Dashboard, dashboardCsvHeaders, dashboardSchema } from '../../src/contract/admin-operations.ts';
import type { Order } from '../../src/contract/orders.ts';
import { bearer, errorOf, loginAs } from './helpers/auth.ts';
import { callApi } from './helpers/call-api.ts';
import { type CompanionClient, learnerWithService, rightAnswer } from './helpers/companion.ts';
import { enrolledOperator } from './helpers/operators.ts';
import { type OrderClient, orderClient } from './helpers/orders.ts';
import { orderUntil, pressCashier, startPayment } from './helpers/payments.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';
import { createTestClock, type TestClock } from './helpers/test-clock.ts';

/** junior-30: 30 days for ¥249.00. */
const PAID_FEN = 24900;
const REFUND_FEN = 10000;
const startApp = closingAfterEachTest();

/** Shanghai wall-clock time (UTC+8) as an instant. */
const shanghai = (day: string, time: string) => Date.parse(`${day}T${time}:00+08:00`);

async function paidOrder(app: FastifyInstance, buyer: OrderClient): Promise<Order> {
  const order = await buyer.order('junior-30');
  const action = await startPayment(app, buyer.headers, order.orderNo, 'alipay_wap');
  if (action.kind !== 'redirect') throw new Error('Alipay must redirect');
  expect((await pressCashier(app, action.url, 'pay')).statusCode).toBe(302);
  return orderUntil(app, buyer.headers, order.orderNo, (current) => current.status === 'PAID');
}

/** One practice exercise answered: the learner was active in the companion that day. */
async function practiseOnce(app: FastifyInstance, student: CompanionClient): Promise<void> {
  const set = await student.startPractice({ knowledgePointId: 'junior-math-pythagorean' });
  const first = set.exercises[0];
  if (!first) throw new Error('an exercise expected');
  await student.answer(set.id, first.id, await rightAnswer(app, first.id));
}

/**
 * Known business over four Shanghai days:
 * 03-02 a student buys (WeChat) and practises; another account creates an order it never pays.
 * 03-03 23:50 that account buys (Alipay); 23:59 it creates a second order, paid at 00:01 on 03-04.
 * 03-04 an admin refunds ¥100 of the 03-03 order; the student practises again.
 */
async function knownBusiness(app: FastifyInstance, clock: TestClock) {
  clock.set(shanghai('2026-03-02', '09:00'));
  const student = await learnerWithService(app);
  await practiseOnce(app, student);
  const buyer = await orderClient(app);
  await buyer.order('junior-30');

  clock.set(shanghai('2026-03-03', '23:50'));
  const lateBuy = await paidOrder(app, buyer);
  clock.set(shanghai('2026-03-03', '23:59'));
  const acrossMidnight = await buyer.order('junior-30');
  clock.set(shanghai('2026-03-04', '00:01'));
  const action = await startPayment(app, buyer.headers, acrossMidnight.orderNo, 'alipay_wap');
  if (action.kind !== 'redirect') throw new Error('Alipay must redirect');
  await pressCashier(app, action.url, 'pay');
  await orderUntil(app, buyer.headers, acrossMidnight.orderNo, (current) => current.status === 'PAID');

  clock.set(shanghai('2026-03-04', '10:00'));
  const admin = await enrolledOperator(app, clock, 'admin');
  const refund = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${lateBuy.orderNo}/refunds`,
    headers: bearer(admin.token),
    payload: { amountFen: REFUND_FEN, reason: '部分退款', requestId: randomUUID() },
  });
  expect(refund.statusCode, refund.body).toBe(201);
  expect(refund.json()).toMatchObject({ refund: { status: 'SUCCEEDED' } });
  await practiseOnce(app, student);
  return { admin };
}

async function dashboard(app: FastifyInstance, token: string, query: string): Promise<Dashboard> {
  const response = await callApi(app, 'GET', `/api/admin/dashboard${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return dashboardSchema.parse(response.json());
}

const zeros = {
  ordersCreated: 0,
  ordersPaid: 0,
  paidOfCreated: 0,
  conversionRate: null,
  grossRevenueFen: 0,
  refundedFen: 0,
  netRevenueFen: 0,
};

describe('the dashboard', () => {
  it('answers 401 without a token and to a customer’s token, for the figures and the CSV', async () => {
    const { app } = await startApp({}, { clock: createTestClock() });
    const customer = await loginAs(app);
    for (const url of ['/api/admin/dashboard', '/api/admin/dashboard.csv?from=2026-03-01&to=2026-03-02']) {
      for (const token of [null, customer.token]) {
        const response = await callApi(app, 'GET', url, token);
        expect([response.statusCode, errorOf(response).code], url).toEqual([401, 'UNAUTHORIZED']);
      }
    }
  });

  it('counts orders created and paid, revenue gross and net of refunds, conversion and active learners per Shanghai day', async () => {
    const clock = createTestClock();
    const { app } = await startApp({ SESSION_TTL_DAYS: '365' }, { clock });
    await knownBusiness(app, clock);
    // Any role reads the figures.
    const service = await enrolledOperator(app, clock, 'service');

    const figures = await dashboard(app, service.token, '?from=2026-03-01&to=2026-03-05');
    expect(figures.from).toBe('2026-03-01');
    expect(figures.to).toBe('2026-03-05');
    expect(figures.days).toEqual([
      { date: '2026-03-01', ...zeros, learnersInService: 0, learnersStudying: 0 },
      {
        date: '2026-03-02',
        ordersCreated: 2,
        ordersPaid: 1,
        paidOfCreated: 1,
        conversionRate: 0.5,
        grossRevenueFen: PAID_FEN,
        refundedFen: 0,
        netRevenueFen: PAID_FEN,
        learnersInService: 1,
        learnersStudying: 1,
      },
      {
        date: '2026-03-03',
        ordersCreated: 2,
        ordersPaid: 1,
        paidOfCreated: 2,
        conversionRate: 1,
        grossRevenueFen: PAID_FEN,
        refundedFen: 0,
        netRevenueFen: PAID_FEN,
        learnersInService: 2,
        learnersStudying: 0,
      },
      {
        date: '2026-03-04',
        ordersCreated: 0,
        ordersPaid: 1,
        paidOfCreated: 0,
        conversionRate: null,
        grossRevenueFen: PAID_FEN,
        refundedFen: REFUND_FEN,
        netRevenueFen: PAID_FEN - REFUND_FEN,
        learnersInService: 2,
        learnersStudying: 1,
      },
      { date: '2026-03-05', ...zeros, learnersInService: 2, learnersStudying: 0 },
    ]);
    expect(figures.totals).toEqual({
      ordersCreated: 4,
      ordersPaid: 3,
      paidOfCreated: 3,
      conversionRate: 0.75,
      grossRevenueFen: 3 * PAID_FEN,
      refundedFen: REFUND_FEN,
      netRevenueFen: 3 * PAID_FEN - REFUND_FEN,
      learnersInService: 2,
      learnersStudying: 1,
    });

    // One day alone: the learner figures count that day.
    const single = await dashboard(app, service.token, '?from=2026-03-03&to=2026-03-03');
    expect(single.days).toHaveLength(1);
    expect(single.totals).toMatchObject({ ordersCreated: 2, ordersPaid: 1, learnersInService: 2, learnersStudying: 0 });
    // A service period that ended before the range does not count; long after, nobody is in service.
    expect((await dashboard(app, service.token, '?from=2026-06-01&to=2026-06-02')).totals).toMatchObject({
      learnersInService: 0,
      ordersCreated: 0,
    });
  });

  it('sends the same per-day figures as a CSV download Excel opens: BOM, Chinese headers, yuan, its range in the file name', async () => {
    const clock = createTestClock();
    const { app } = await startApp({ SESSION_TTL_DAYS: '365' }, { clock });
    const { admin } = await knownBusiness(app, clock);

    const response = await callApi(app, 'GET', '/api/admin/dashboard.csv?from=2026-03-01&to=2026-03-05', admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="dashboard-20260301-20260305.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines).toEqual([
      dashboardCsvHeaders.join(','),
      '2026-03-01,0,0,0,,0.00,0.00,0.00,0,0',
      '2026-03-02,2,1,1,50.00%,249.00,0.00,249.00,1,1',
      '2026-03-03,2,1,2,100.00%,249.00,0.00,249.00,2,0',
      '2026-03-04,0,1,0,,249.00,100.00,149.00,2,1',
      '2026-03-05,0,0,0,,0.00,0.00,0.00,2,0',
      '',
    ]);
    expect(lines[0]).toBe(
      '日期,新建订单数,支付订单数,当日订单已支付数,转化率,支付金额（元）,退款金额（元）,净收入（元）,服务期内学员数,学习学员数',
    );
  });

  it('defaults to the 30 days up to today and refuses bad or too long ranges with 400', async () => {
    const clock = createTestClock();
    const { app } = await startApp({}, { clock });
    const admin = await enrolledOperator(app, clock, 'admin');
    const defaults = await dashboard(app, admin.token, '');
    // The test clock starts at 2026-03-02 09:00 in Shanghai.
    expect([defaults.from, defaults.to, defaults.days.length]).toEqual(['2026-02-01', '2026-03-02', 30]);
    expect((await dashboard(app, admin.token, '?from=2025-03-02&to=2026-03-02')).days).toHaveLength(366);

    for (const [query, code] of [
      ['?from=2025-03-01&to=2026-03-02', 'DATE_RANGE_INVALID'],
      ['?from=2026-03-05&to=2026-03-04', 'DATE_RANGE_INVALID'],
      ['?from=2026-02-30&to=2026-03-04', 'DATE_RANGE_INVALID'],
      ['?from=20260301&to=2026-03-04', 'VALIDATION_FAILED'],
      ['?to=yesterday', 'VALIDATION_FAILED'],
    ] as const) {
      for (const path of ['/api/admin/dashboard', '/api/admin/dashboard.csv']) {
        const response = await callApi(app, 'GET', `${path}${query}`, admin.token);
        expect([response.statusCode, errorOf(response).code], `${path}${query}`).toEqual([400, code]);
      }
    }
  });
});
