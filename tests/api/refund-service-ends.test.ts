import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AdminRefundResult, adminOrderDetailSchema, adminRefundResultSchema } from '../../src/contract/admin-operations.ts';
import { servicePeriodListSchema } from '../../src/contract/catalog.ts';
import { type Order, orderListSchema, orderSchema } from '../../src/contract/orders.ts';
import { bearer } from './helpers/auth.ts';
import { http } from './helpers/http-shopper.ts';
import { enrolledOperator, loginOperator } from './helpers/operators.ts';
import { type OrderClient, orderClient, orderEvents } from './helpers/orders.ts';
import { eventually, orderUntil, pressCashier, startPayment, storedOrder } from './helpers/payments.ts';
import { closingAfterEachTest, listenOnFreePort } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

// Decision 024: an order's service end is where the learner's service reaches with its days, after refunds of it or
// of an order paid before it. Refunds (but the concurrent ones) and reads go over HTTP to the listening app: the
// console's refund route, the customer's order and order list, the console's order detail and the customer's services.

const DAY = 24 * 60 * 60 * 1000;
/** junior-30: 30 days for ¥249.00. */
const PAID_FEN = 24900;
const startApp = closingAfterEachTest();

async function start() {
  const clock = createTestClock();
  const testApp = await startApp({ SESSION_TTL_DAYS: '365' }, { clock });
  const { app } = testApp;
  const admin = await enrolledOperator(app, clock, 'admin');
  const buyer = await orderClient(app);
  const baseUrl = await listenOnFreePort(app);
  return { app, clock, buyer, baseUrl, admin, console: { headers: bearer(admin.token) } };
}

type Api = Awaited<ReturnType<typeof start>>;

/** An order paid by Alipay at the simulator's cashier (Alipay refunds synchronously: applied when the refund answers). */
async function paidOrder(app: FastifyInstance, buyer: OrderClient): Promise<Order> {
  const order = await buyer.order('junior-30');
  const action = await startPayment(app, buyer.headers, order.orderNo, 'alipay_wap');
  if (action.kind !== 'redirect') throw new Error('alipay_wap must redirect');
  expect((await pressCashier(app, action.url, 'pay')).statusCode).toBe(302);
  await eventually(async () => (await storedOrder(app, order.orderNo)).status === 'PAID', 'the notification made the order PAID');
  return orderUntil(app, buyer.headers, order.orderNo, (current) => current.status === 'PAID');
}

async function getJson(api: Api, path: string, headers: Record<string, string>): Promise<unknown> {
  const reply = await http(`${api.baseUrl}${path}`, { headers });
  expect(reply.status, reply.text).toBe(200);
  return JSON.parse(reply.text);
}

/** POST /api/admin/orders/:orderNo/refunds by an admin logged in that day (a session lasts 12 hours), which must answer 201. */
async function refund(api: Api, orderNo: string, amountFen: number): Promise<AdminRefundResult> {
  api.console.headers = bearer((await loginOperator(api.app, api.clock, api.admin)).token);
  const reply = await http(`${api.baseUrl}/api/admin/orders/${orderNo}/refunds`, {
    method: 'POST',
    headers: api.console.headers,
    json: { amountFen, reason: '家长申请退款', requestId: randomUUID() },
  });
  expect(reply.status, reply.text).toBe(201);
  const result = adminRefundResultSchema.parse(JSON.parse(reply.text));
  expect(result.refund.status).toBe('SUCCEEDED');
  return result;
}

/** An order's service end as each API shows it: the customer's order and order list, the console's order drawer. */
async function shownServiceEnds(api: Api, buyer: OrderClient, orderNo: string) {
  const customer = orderSchema.parse(await getJson(api, `/api/orders/${orderNo}`, buyer.headers)).serviceEndsAt;
  const listed = orderListSchema
    .parse(await getJson(api, '/api/orders', buyer.headers))
    .orders.find((order) => order.orderNo === orderNo)?.serviceEndsAt;
  const console = adminOrderDetailSchema.parse(await getJson(api, `/api/admin/orders/${orderNo}`, api.console.headers)).order.serviceEndsAt;
  return { customer, listed, console };
}

const everywhere = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return { customer: iso, listed: iso, console: iso };
};

/** GET /api/me/services: the learner's service end (what the student's pages and the console's 学员 page show). */
async function learnerServiceEnd(api: Api, buyer: OrderClient): Promise<string | undefined> {
  const services = servicePeriodListSchema.parse(await getJson(api, '/api/me/services', buyer.headers)).services;
  return services.find((service) => service.learnerId === buyer.learner.id)?.endsAt;
}

/** The order's latest refund_succeeded event on its timeline. */
async function lastRefundEvent(app: FastifyInstance, orderNo: string): Promise<{ daysRemoved?: number; serviceEndsAt?: number | null }> {
  const events = (await orderEvents(app, orderNo)).filter((event) => event.type === 'refund_succeeded');
  return JSON.parse(events.at(-1)?.detail ?? '{}') as { daysRemoved?: number; serviceEndsAt?: number | null };
}

describe('an order’s service end after a refund (decision 024)', () => {
  it('moves earlier by the days a partial refund takes back, in every API that shows it, and matches the learner’s end', async () => {
    const api = await start();
    const { app, clock, buyer } = api;
    const paidAt = clock.now();
    const order = await paidOrder(app, buyer);
    expect(order.serviceEndsAt).toBe(new Date(paidAt + 30 * DAY).toISOString());
    clock.advance(2 * DAY);

    const result = await refund(api, order.orderNo, 5000);

    // round(30 × 5000 / 24900) = 6 days.
    const endsAt = paidAt + 24 * DAY;
    expect(result.order).toMatchObject({ status: 'PAID', refundedFen: 5000, serviceEndsAt: new Date(endsAt).toISOString() });
    expect(await shownServiceEnds(api, buyer, order.orderNo)).toEqual(everywhere(endsAt));
    expect(await learnerServiceEnd(api, buyer)).toBe(new Date(endsAt).toISOString());
    expect(await lastRefundEvent(app, order.orderNo)).toMatchObject({ daysRemoved: 6, serviceEndsAt: endsAt });
  });

  it('after a full refund says where the service stands without the order: the earlier order’s end, or now when none is left', async () => {
    const api = await start();
    const { app, clock, buyer } = api;
    const first = await paidOrder(app, buyer);
    const firstEndsAt = clock.now() + 30 * DAY;
    clock.advance(DAY);
    const second = await paidOrder(app, buyer);
    expect(second.serviceEndsAt).toBe(new Date(firstEndsAt + 30 * DAY).toISOString());
    clock.advance(2 * DAY);

    const secondRefunded = await refund(api, second.orderNo, PAID_FEN);

    expect(secondRefunded.order).toMatchObject({ status: 'REFUNDED', serviceEndsAt: new Date(firstEndsAt).toISOString() });
    expect(await shownServiceEnds(api, buyer, second.orderNo)).toEqual(everywhere(firstEndsAt));
    // The earlier order's days come first: its end does not move.
    expect(await shownServiceEnds(api, buyer, first.orderNo)).toEqual(everywhere(firstEndsAt));
    expect(await learnerServiceEnd(api, buyer)).toBe(new Date(firstEndsAt).toISOString());

    await refund(api, first.orderNo, PAID_FEN);

    // All 30 days taken back would end the service 3 days ago: it ends now, and so do both orders.
    const now = clock.now();
    expect(await shownServiceEnds(api, buyer, first.orderNo)).toEqual(everywhere(now));
    expect(await shownServiceEnds(api, buyer, second.orderNo)).toEqual(everywhere(now));
    expect(await learnerServiceEnd(api, buyer)).toBe(new Date(now).toISOString());
    expect(await lastRefundEvent(app, first.orderNo)).toMatchObject({ daysRemoved: 30, serviceEndsAt: now });
  });

  it('moves the ends of the learner’s later orders too when an older order is refunded, and no other learner’s', async () => {
    const api = await start();
    const { app, clock, buyer } = api;
    const paidAt = clock.now();
    const older = await paidOrder(app, buyer);
    clock.advance(DAY);
    const newer = await paidOrder(app, buyer);
    const stranger = await orderClient(app);
    const strangers = await paidOrder(app, stranger);
    expect(newer.serviceEndsAt).toBe(new Date(paidAt + 60 * DAY).toISOString());
    clock.advance(4 * DAY);

    await refund(api, older.orderNo, 8300);

    // round(30 × 8300 / 24900) = 10 days off the older order, and off the newer one whose days came after them.
    expect(await shownServiceEnds(api, buyer, older.orderNo)).toEqual(everywhere(paidAt + 20 * DAY));
    expect(await shownServiceEnds(api, buyer, newer.orderNo)).toEqual(everywhere(paidAt + 50 * DAY));
    expect(await learnerServiceEnd(api, buyer)).toBe(new Date(paidAt + 50 * DAY).toISOString());
    expect(await lastRefundEvent(app, older.orderNo)).toMatchObject({ daysRemoved: 10, serviceEndsAt: paidAt + 20 * DAY });
    expect(await shownServiceEnds(api, stranger, strangers.orderNo)).toEqual(everywhere(paidAt + DAY + 30 * DAY));

    await refund(api, older.orderNo, PAID_FEN - 8300);

    // The other 20 days: the older order's end would fall before now, so it ends now; the newer one ends with the learner's service.
    expect(await shownServiceEnds(api, buyer, older.orderNo)).toEqual(everywhere(clock.now()));
    expect(await shownServiceEnds(api, buyer, newer.orderNo)).toEqual(everywhere(paidAt + 30 * DAY));
    expect(await learnerServiceEnd(api, buyer)).toBe(new Date(paidAt + 30 * DAY).toISOString());
    expect(await shownServiceEnds(api, stranger, strangers.orderNo)).toEqual(everywhere(paidAt + DAY + 30 * DAY));
  });
});

describe('refunds of one learner’s orders at the same moment', () => {
  it('settle one after the other: every refund applied, each order’s end and the learner’s moved by all of them', async () => {
    const api = await start();
    const { app, clock, buyer } = api;
    const paidAt = clock.now();
    const older = await paidOrder(app, buyer);
    const newer = await paidOrder(app, buyer);
    clock.advance(DAY);

    // Three refunds of ¥41.50 (5 days each) of each order, all at once, as two operators or a job and an operator may.
    const settled = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        app.refunds.refund({
          orderNo: index % 2 ? newer.orderNo : older.orderNo,
          amountFen: 4150,
          requestId: `r-${randomUUID()}`,
          reason: '退款',
          operatorId: null,
        }),
      ),
    );

    expect(settled.map((result) => (result.status === 'fulfilled' ? result.value.status : String(result.reason)))).toEqual(
      Array(6).fill('SUCCEEDED'),
    );
    api.console.headers = bearer((await loginOperator(app, clock, api.admin)).token);
    // The older order loses its own 15 days; the newer one, after it, those and its own 15.
    expect(await shownServiceEnds(api, buyer, older.orderNo)).toEqual(everywhere(paidAt + 15 * DAY));
    expect(await shownServiceEnds(api, buyer, newer.orderNo)).toEqual(everywhere(paidAt + 30 * DAY));
    expect(await learnerServiceEnd(api, buyer)).toBe(new Date(paidAt + 30 * DAY).toISOString());
  });
});
