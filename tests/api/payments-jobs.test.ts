import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Order, orderSchema } from '../../src/contract/orders.ts';
import { ALIPAY_RETRY_SCHEDULE_MS, WECHATPAY_RETRY_SCHEDULE_MS } from '../../src/server/payments/simulator/notifier.ts';
import { errorOf } from './helpers/auth.ts';
import { type OrderClient, orderClient, orderEvents } from './helpers/orders.ts';
import { type CashierForm, eventually, openCashier, pathOf, simulatorRecord, startPayment, storedOrder, submitCashier, watchNotifications } from './helpers/payments.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';
import { testDialect } from './helpers/test-database.ts';
import { createTestClock, type TestClock } from './helpers/test-clock.ts';

const DAY = 24 * 60 * 60 * 1000;
const PAYMENT_WINDOW = 15 * 60 * 1000;
const CHANNELS = ['wechat_h5', 'alipay_wap'] as const;
type Channel = (typeof CHANNELS)[number];

const startApp = closingAfterEachTest();

/** The requests the app's provider clients made to a simulator's query endpoint (WeChat Pay's or Alipay's). */
function watchProviderQueries(app: FastifyInstance) {
  const queries: string[] = [];
  app.addHook('onRequest', async (request) => {
    const wechatQuery = request.method === 'GET' && /^\/_sim\/wechatpay\/v3\/pay\/transactions\/out-trade-no\/[^/?]+\?/.test(request.url);
    const alipayQuery = request.url.startsWith('/_sim/alipay/gateway.do') && /[?&]method=alipay\.trade\.query(&|$)/.test(request.url);
    if (wechatQuery || alipayQuery) queries.push(request.url);
  });
  return queries;
}

/**
 * The app on a test clock, watched: the notifications reaching it (`loseNotifications`: every one is lost on the way,
 * so only the app's own provider queries can find a payment) and its queries to the providers.
 */
async function start(overrides: Record<string, string | undefined> = {}, { loseNotifications = false, clock = createTestClock() }: { loseNotifications?: boolean; clock?: TestClock } = {}) {
  const testApp = await startApp({ SESSION_TTL_DAYS: '365', ...overrides }, { clock });
  const notifications = watchNotifications(testApp.app, () => loseNotifications);
  const providerQueries = watchProviderQueries(testApp.app);
  const buyer = await orderClient(testApp.app);
  return { ...testApp, clock, buyer, notifications, providerQueries };
}

/** Starts paying by `channel` and opens the provider's cashier (Alipay creates its trade only then): its form. */
async function openAtProvider(app: FastifyInstance, buyer: OrderClient, orderNo: string, channel: Channel): Promise<CashierForm & { url: string }> {
  const action = await startPayment(app, buyer.headers, orderNo, channel);
  if (action.kind !== 'redirect') throw new Error(`${channel} must redirect`);
  return { ...(await openCashier(app, action.url)), url: action.url };
}

/** Pays at the provider's cashier (确认支付); the notification follows in the background, unless it is lost. */
async function payAtProvider(app: FastifyInstance, buyer: OrderClient, orderNo: string, channel: Channel): Promise<void> {
  const reply = await submitCashier(app, await openAtProvider(app, buyer, orderNo, channel), 'pay');
  expect(reply.statusCode, reply.body).toBe(302);
}

/** The provider's own state of the order's transaction (WeChat Pay's trade_state, Alipay's trade_status). */
async function providerState(app: FastifyInstance, channel: Channel, orderNo: string): Promise<unknown> {
  const record = await simulatorRecord(app, channel === 'alipay_wap' ? 'alipay' : 'wechatpay', orderNo);
  return channel === 'alipay_wap' ? record?.status : record?.state;
}
const PAID_AT_PROVIDER = { wechat_h5: 'SUCCESS', alipay_wap: 'TRADE_SUCCESS' } as const;
const CLOSED_AT_PROVIDER = { wechat_h5: 'CLOSED', alipay_wap: 'TRADE_CLOSED' } as const;

/** The order's timeline entries of one type, details parsed. */
async function eventsOf(app: FastifyInstance, orderNo: string, type: string): Promise<Record<string, unknown>[]> {
  return (await orderEvents(app, orderNo)).filter((event) => event.type === type).map((event) => JSON.parse(event.detail) as Record<string, unknown>);
}

async function servicePeriods(app: FastifyInstance, learnerId: string) {
  return app.db.selectFrom('service_periods').select(['starts_at', 'ends_at']).where('learner_id', '=', learnerId).execute();
}

describe('a payment whose notification was lost', () => {
  it.each(CHANNELS)('is found by GET /api/orders/:orderNo, which asks the provider (%s)', async (channel) => {
    const { app, buyer, clock, notifications, providerQueries } = await start({}, { loseNotifications: true });
    const order = await buyer.order('junior-30');
    await payAtProvider(app, buyer, order.orderNo, channel);
    await eventually(() => notifications.calls.some((call) => call.status === 503), 'the notification was sent and lost');
    expect((await storedOrder(app, order.orderNo)).status).toBe('PENDING');
    expect(await providerState(app, channel, order.orderNo)).toBe(PAID_AT_PROVIDER[channel]);

    const read = await buyer.get(order.orderNo);

    expect(read.statusCode).toBe(200);
    expect(orderSchema.parse(read.json())).toMatchObject({ status: 'PAID', channel, serviceEndsAt: new Date(clock.now() + 30 * DAY).toISOString() });
    expect(providerQueries).toHaveLength(1);
    expect(await eventsOf(app, order.orderNo, 'paid')).toEqual([expect.objectContaining({ source: 'query' })]);
    expect(notifications.calls.every((call) => call.lost)).toBe(true);
  });

  it('is found by reconcilePending() without anyone reading the order; orders not paid at a provider stay PENDING', async () => {
    const { app, buyer, clock, notifications } = await start({}, { loseNotifications: true });
    const paidByWechat = await buyer.order('junior-30');
    const paidByAlipay = await buyer.order('junior-120');
    const unpaidAtWechat = await buyer.order();
    const alipayNeverOpened = await buyer.order();
    const neverSent = await buyer.order();
    await payAtProvider(app, buyer, paidByWechat.orderNo, 'wechat_h5');
    await payAtProvider(app, buyer, paidByAlipay.orderNo, 'alipay_wap');
    await openAtProvider(app, buyer, unpaidAtWechat.orderNo, 'wechat_h5');
    await startPayment(app, buyer.headers, alipayNeverOpened.orderNo, 'alipay_wap');
    await eventually(() => new Set(notifications.calls.filter((call) => call.lost).map((call) => call.provider)).size === 2, 'both notifications were lost');

    expect(await app.payments.reconcilePending()).toBe(2);

    const statuses = async () => Promise.all([paidByWechat, paidByAlipay, unpaidAtWechat, alipayNeverOpened, neverSent].map(async (order) => (await storedOrder(app, order.orderNo)).status));
    expect(await statuses()).toEqual(['PAID', 'PAID', 'PENDING', 'PENDING', 'PENDING']);
    expect(await eventsOf(app, paidByWechat.orderNo, 'paid')).toEqual([expect.objectContaining({ source: 'query', transactionId: expect.stringMatching(/^wx:/) })]);
    expect(await eventsOf(app, paidByAlipay.orderNo, 'paid')).toEqual([expect.objectContaining({ source: 'query', transactionId: expect.stringMatching(/^alipay:/) })]);
    expect((await servicePeriods(app, buyer.learner.id)).map((period) => period.ends_at)).toEqual([clock.now() + 150 * DAY]);

    // Idempotent: a second run finds nothing new and applies nothing twice.
    expect(await app.payments.reconcilePending()).toBe(0);
    expect(await eventsOf(app, paidByWechat.orderNo, 'paid')).toHaveLength(1);
    expect((await servicePeriods(app, buyer.learner.id)).map((period) => period.ends_at)).toEqual([clock.now() + 150 * DAY]);
  });
});

describe('GET of a PENDING order', () => {
  it('asks the provider at most once every 5 seconds per order, and never for an order not sent to one', async () => {
    // The in-memory limiter runs on the app's clock (Redis windows would run on real time).
    const { app, buyer, clock, providerQueries } = await start({ REDIS_URL: undefined }, { loseNotifications: true });
    const queriesFor = (orderNo: string) => providerQueries.filter((url) => url.includes(orderNo)).length;
    const neverSent = await buyer.order();
    const order = await buyer.order();
    const other = await buyer.order();

    expect((await buyer.get(neverSent.orderNo)).json()).toMatchObject({ status: 'PENDING' });
    expect(providerQueries).toEqual([]);

    const cashier = await openAtProvider(app, buyer, order.orderNo, 'wechat_h5');
    await openAtProvider(app, buyer, other.orderNo, 'wechat_h5');
    await buyer.get(order.orderNo);
    expect(queriesFor(order.orderNo)).toBe(1);
    await buyer.get(order.orderNo);
    // Another order has a window of its own.
    await buyer.get(other.orderNo);
    expect(queriesFor(other.orderNo)).toBe(1);
    clock.advance(4_999);
    await buyer.get(order.orderNo);
    expect(queriesFor(order.orderNo)).toBe(1);
    clock.advance(1);
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PENDING' });
    expect(queriesFor(order.orderNo)).toBe(2);

    // Paid at WeChat Pay now (the notification is lost): a read inside the window does not ask, the next one does.
    expect((await submitCashier(app, cashier, 'pay')).statusCode).toBe(302);
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PENDING' });
    expect(queriesFor(order.orderNo)).toBe(2);
    clock.advance(5_000);
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PAID' });
    expect(queriesFor(order.orderNo)).toBe(3);
    // A PAID order is final: reading it asks no one.
    await buyer.get(order.orderNo);
    expect(queriesFor(order.orderNo)).toBe(3);
    expect(providerQueries).toHaveLength(queriesFor(order.orderNo) + queriesFor(other.orderNo));
  });
});

describe('expiry (expireOverdue)', () => {
  it('closes an order sent to WeChat Pay and not paid after 15 minutes, at WeChat Pay too: its cashier then cannot pay', async () => {
    const { app, buyer, clock, notifications } = await start();
    const order = await buyer.order();
    const cashier = await openAtProvider(app, buyer, order.orderNo, 'wechat_h5');

    clock.advance(PAYMENT_WINDOW - 1);
    expect(await app.payments.expireOverdue()).toBe(0);
    expect((await storedOrder(app, order.orderNo)).status).toBe('PENDING');
    clock.advance(1);
    expect(await app.payments.expireOverdue()).toBe(1);

    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'CLOSED', close_reason: 'expired', closed_at: clock.now(), paid_at: null });
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'CLOSED', closedAt: new Date(clock.now()).toISOString() });
    expect(await eventsOf(app, order.orderNo, 'closed')).toEqual([{ reason: 'expired' }]);
    expect(await providerState(app, 'wechat_h5', order.orderNo)).toBe('CLOSED');

    const page = await app.inject({ url: pathOf(cashier.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('该订单已关闭');
    expect(page.body).not.toContain('<form');
    // A cashier left open before the expiry: 确认支付 no longer takes money.
    await submitCashier(app, cashier, 'pay');
    expect(await providerState(app, 'wechat_h5', order.orderNo)).toBe('CLOSED');
    expect((await storedOrder(app, order.orderNo)).status).toBe('CLOSED');
    expect(notifications.calls).toEqual([]);
    expect(await app.payments.expireOverdue()).toBe(0);
  });

  it('closes an order that never went to a provider', async () => {
    const { app, buyer, clock } = await start();
    const order = await buyer.order();
    clock.advance(PAYMENT_WINDOW);

    expect(await app.payments.expireOverdue()).toBe(1);

    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'CLOSED', close_reason: 'expired', channel: null });
    expect(await eventsOf(app, order.orderNo, 'closed')).toEqual([{ reason: 'expired' }]);
  });

  // Two apps in one test process can share PostgreSQL as two processes do. Two SQLite connections in one thread
  // cannot: one app's write waits for the other's lock synchronously (busy_timeout), blocking the event loop the
  // other app needs to commit, so the test would measure that stall instead of the job.
  it.runIf(testDialect() === 'postgres')('closes each overdue order once when two processes run the job at the same moment', async () => {
    const clock = createTestClock();
    const first = await start({}, { clock });
    const second = await startApp({ SESSION_TTL_DAYS: '365' }, { sharedWith: first, clock });
    const { app, buyer } = first;
    const overdue: { order: Order; channel: Channel | null }[] = [];
    for (const channel of ['wechat_h5', 'wechat_h5', 'alipay_wap', 'alipay_wap', null] as const) {
      const order = await buyer.order();
      if (channel) await openAtProvider(app, buyer, order.orderNo, channel);
      overdue.push({ order, channel });
    }
    overdue.push({ order: await buyer.order(), channel: null });
    clock.advance(10 * 60 * 1000);
    const fresh = await buyer.order();
    clock.advance(5 * 60 * 1000);

    const closed = await Promise.all([app.payments.expireOverdue(), second.app.payments.expireOverdue()]);

    expect(closed[0] + closed[1]).toBe(overdue.length);
    for (const { order, channel } of overdue) {
      expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'CLOSED', close_reason: 'expired' });
      expect(await eventsOf(app, order.orderNo, 'closed')).toHaveLength(1);
      if (channel) expect(await providerState(app, channel, order.orderNo)).toBe(CLOSED_AT_PROVIDER[channel]);
    }
    expect((await storedOrder(app, fresh.orderNo)).status).toBe('PENDING');
  });

  it.each(CHANNELS)('makes an order PAID, not CLOSED, when it was paid at the provider and the notification was lost (%s)', async (channel) => {
    const { app, buyer, clock, notifications } = await start({}, { loseNotifications: true });
    const order = await buyer.order('junior-30');
    await payAtProvider(app, buyer, order.orderNo, channel);
    await eventually(() => notifications.calls.some((call) => call.status === 503), 'the notification was sent and lost');
    clock.advance(PAYMENT_WINDOW);

    expect(await app.payments.expireOverdue()).toBe(0);

    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PAID', channel, close_reason: null, closed_at: null, paid_after_close: 0 });
    expect(await eventsOf(app, order.orderNo, 'closed')).toEqual([]);
    expect(await eventsOf(app, order.orderNo, 'paid')).toEqual([expect.objectContaining({ source: 'query' })]);
    expect((await servicePeriods(app, buyer.learner.id)).map((period) => period.ends_at)).toEqual([clock.now() + 30 * DAY]);
    expect(await providerState(app, channel, order.orderNo)).toBe(PAID_AT_PROVIDER[channel]);
  });
});

describe('switching provider for one order', () => {
  it('closes the first provider’s transaction before starting the second, so the order cannot be paid twice', async () => {
    const { app, buyer } = await start();
    const order = await buyer.order();
    const wechatCashier = await openAtProvider(app, buyer, order.orderNo, 'wechat_h5');

    await payAtProvider(app, buyer, order.orderNo, 'alipay_wap');
    await eventually(async () => (await storedOrder(app, order.orderNo)).status === 'PAID', 'the order became PAID by Alipay');

    expect(await providerState(app, 'wechat_h5', order.orderNo)).toBe(CLOSED_AT_PROVIDER.wechat_h5);
    await submitCashier(app, wechatCashier, 'pay');
    expect(await providerState(app, 'wechat_h5', order.orderNo)).toBe(CLOSED_AT_PROVIDER.wechat_h5);
    expect(await eventsOf(app, order.orderNo, 'duplicate_payment')).toEqual([]);
  });

  it('refuses to switch back to a provider closed by the switch (its order number is spent there): 409 PAYMENT_CHANNEL_SWITCHED', async () => {
    const { app, buyer } = await start();
    const order = await buyer.order();
    await openAtProvider(app, buyer, order.orderNo, 'wechat_h5');
    await openAtProvider(app, buyer, order.orderNo, 'alipay_wap');

    const back = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderNo}/pay`,
      headers: { ...buyer.headers, 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari' },
      payload: { channel: 'wechat_h5' },
    });

    expect(back.statusCode).toBe(409);
    expect(errorOf(back)).toMatchObject({ code: 'PAYMENT_CHANNEL_SWITCHED', field: 'channel' });
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PENDING', channel: 'alipay_wap' });
  });

  it('applies the first provider’s payment instead when it was paid there meanwhile: 409 ORDER_NOT_PAYABLE, order PAID', async () => {
    const { app, buyer } = await start({}, { loseNotifications: true });
    const order = await buyer.order();
    await payAtProvider(app, buyer, order.orderNo, 'wechat_h5');

    const reply = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderNo}/pay`,
      headers: { ...buyer.headers, 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari' },
      payload: { channel: 'alipay_wap' },
    });

    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply).code).toBe('ORDER_NOT_PAYABLE');
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PAID', channel: 'wechat_h5' });
  });
});

describe('cancelling an order (POST /api/orders/:orderNo/cancel)', () => {
  it.each(CHANNELS)('after a pay attempt closes the provider’s transaction too, so its cashier cannot take money (%s)', async (channel) => {
    const { app, buyer, clock, notifications } = await start();
    const order = await buyer.order();
    const cashier = await openAtProvider(app, buyer, order.orderNo, channel);

    const cancelled = await buyer.cancel(order.orderNo);

    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ orderNo: order.orderNo, status: 'CLOSED', closedAt: new Date(clock.now()).toISOString() });
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'CLOSED', close_reason: 'cancelled' });
    expect(await providerState(app, channel, order.orderNo)).toBe(CLOSED_AT_PROVIDER[channel]);

    await submitCashier(app, cashier, 'pay');
    expect(await providerState(app, channel, order.orderNo)).toBe(CLOSED_AT_PROVIDER[channel]);
    expect((await storedOrder(app, order.orderNo)).status).toBe('CLOSED');
    expect(notifications.calls).toEqual([]);
  });

  it('answers 409 ORDER_BUSY while another process is closing the order, and cancels once it has let go', async () => {
    const { app, buyer } = await start();
    const order = await buyer.order();
    // What the expiry job in another process holds while it closes the order at the provider.
    await app.limiter.hit(`closing:${order.orderNo}`, 60_000);

    const busy = await buyer.cancel(order.orderNo);
    expect(busy.statusCode).toBe(409);
    expect(errorOf(busy).code).toBe('ORDER_BUSY');
    expect((await storedOrder(app, order.orderNo)).status).toBe('PENDING');

    // That close failed at the provider and let go of its claim: the customer's next tap cancels.
    await app.limiter.reset(`closing:${order.orderNo}`);
    expect((await buyer.cancel(order.orderNo)).statusCode).toBe(200);
    expect((await storedOrder(app, order.orderNo)).status).toBe('CLOSED');
  });

  it('refuses to cancel a paid order: 409 ORDER_NOT_CANCELLABLE, and it stays PAID', async () => {
    const { app, buyer } = await start();
    const order = await buyer.order();
    await payAtProvider(app, buyer, order.orderNo, 'wechat_h5');
    await eventually(async () => (await storedOrder(app, order.orderNo)).status === 'PAID', 'the order became PAID');

    const reply = await buyer.cancel(order.orderNo);

    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply).code).toBe('ORDER_NOT_CANCELLABLE');
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PAID', close_reason: null });
    expect(await eventsOf(app, order.orderNo, 'closed')).toEqual([]);
  });

  it.each(CHANNELS)('refuses to cancel an order paid at the provider whose notification was lost, and applies the payment (%s)', async (channel) => {
    const { app, buyer, notifications } = await start({}, { loseNotifications: true });
    const order = await buyer.order();
    await payAtProvider(app, buyer, order.orderNo, channel);
    await eventually(() => notifications.calls.some((call) => call.status === 503), 'the notification was sent and lost');

    const reply = await buyer.cancel(order.orderNo);

    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply).code).toBe('ORDER_NOT_CANCELLABLE');
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PAID', close_reason: null, paid_after_close: 0 });
    expect(await eventsOf(app, order.orderNo, 'paid')).toEqual([expect.objectContaining({ source: 'query' })]);
  });
});

describe('the simulators’ notifications', () => {
  const acknowledged = { wechat_h5: 204, alipay_wap: 200 } as const;

  it.each(CHANNELS)('come after a forged copy when probing: the copy is refused and the order is paid once (%s)', async (channel) => {
    const { app, buyer, clock, notifications } = await start({ PAYMENT_SIM_PROBE_RATE: '1' });
    const order = await buyer.order('junior-30');

    await payAtProvider(app, buyer, order.orderNo, channel);
    await eventually(() => notifications.statuses().includes(acknowledged[channel]), 'the genuine notification was acknowledged');

    // The forged copy first, refused for its signature; then the genuine one.
    expect(notifications.statuses()).toEqual([401, acknowledged[channel]]);
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PAID', channel });
    expect(await eventsOf(app, order.orderNo, 'paid')).toEqual([expect.objectContaining({ source: 'notification' })]);
    expect((await servicePeriods(app, buyer.learner.id)).map((period) => period.ends_at)).toEqual([clock.now() + 30 * DAY]);
  });

  it.each([
    ['wechat_h5', WECHATPAY_RETRY_SCHEDULE_MS[0] ?? Number.NaN],
    ['alipay_wap', ALIPAY_RETRY_SCHEDULE_MS[0] ?? Number.NaN],
  ] as const)('are sent again after the provider’s first retry interval when the app did not take one (%s)', async (channel, firstInterval) => {
    const scale = 0.001;
    const testApp = await startApp({ SESSION_TTL_DAYS: '365', PAYMENT_SIM_RETRY_SCALE: String(scale) }, { clock: createTestClock() });
    const { app } = testApp;
    // Only the first notification fails to get through.
    const notifications = watchNotifications(app, (index) => index === 0);
    const buyer = await orderClient(app);
    const order = await buyer.order();

    await payAtProvider(app, buyer, order.orderNo, channel);
    // The stored row, not GET: a provider query must not stand in for the retried notification.
    await eventually(async () => (await storedOrder(app, order.orderNo)).status === 'PAID', 'the order became PAID');
    // The row is committed before the reply is on its way: wait for the retried notification's answer too.
    await eventually(() => notifications.statuses().length >= 2, 'the retried notification was answered');

    expect(notifications.statuses()).toEqual([503, acknowledged[channel]]);
    const [lost, retried] = notifications.calls;
    expect((retried?.arrivedAt ?? 0) - (lost?.arrivedAt ?? 0)).toBeGreaterThanOrEqual(firstInterval * scale - 1);
    expect(await eventsOf(app, order.orderNo, 'paid')).toEqual([expect.objectContaining({ source: 'notification' })]);
  });
});
