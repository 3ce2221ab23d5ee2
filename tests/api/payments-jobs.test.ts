import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Order, orderSchema, paymentActionSchema } from '../../src/contract/orders.ts';
import { ALIPAY_RETRY_SCHEDULE_MS, WECHATPAY_RETRY_SCHEDULE_MS } from '../../src/server/providers/simulator/notifier.ts';
import { errorOf } from './helpers/auth.ts';
import { type OrderClient, orderClient, orderEvents } from './helpers/orders.ts';
import {
  attemptOutTradeNo,
  type CashierForm,
  cashierUrl,
  eventually,
  openCashier,
  pathOf,
  postPay,
  simulatorRecord,
  startPayment,
  storedAttempts,
  storedOrder,
  submitCashier,
  watchNotifications,
} from './helpers/payments.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';
import { testDialect } from './helpers/test-database.ts';
import { createTestClock, type TestClock } from './helpers/test-clock.ts';

const DAY = 24 * 60 * 60 * 1000;
const PAYMENT_WINDOW = 15 * 60 * 1000;
const CHANNELS = ['wechat_h5', 'alipay_wap'] as const;
type Channel = (typeof CHANNELS)[number];
const PROVIDER = { wechat_h5: 'wechatpay', alipay_wap: 'alipay' } as const;

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
async function start(
  overrides: Record<string, string | undefined> = {},
  { loseNotifications = false, clock = createTestClock() }: { loseNotifications?: boolean; clock?: TestClock } = {},
) {
  const testApp = await startApp({ SESSION_TTL_DAYS: '365', ...overrides }, { clock });
  const notifications = watchNotifications(testApp.app, () => loseNotifications);
  const providerQueries = watchProviderQueries(testApp.app);
  const buyer = await orderClient(testApp.app);
  return { ...testApp, clock, buyer, notifications, providerQueries };
}

/**
 * Starts paying by `channel` and opens the provider's cashier (Alipay creates its trade only then): its form, and the
 * out_trade_no of the attempt the provider knows this transaction by.
 */
async function openAtProvider(
  app: FastifyInstance,
  buyer: OrderClient,
  orderNo: string,
  channel: Channel,
): Promise<CashierForm & { url: string; outTradeNo: string }> {
  const action = await startPayment(app, buyer.headers, orderNo, channel);
  if (action.kind !== 'redirect') throw new Error(`${channel} must redirect`);
  return { ...(await openCashier(app, action.url)), url: action.url, outTradeNo: await attemptOutTradeNo(app, orderNo, PROVIDER[channel]) };
}

/** Pays at the provider's cashier (确认支付); the notification follows in the background, unless it is lost. The attempt's out_trade_no. */
async function payAtProvider(app: FastifyInstance, buyer: OrderClient, orderNo: string, channel: Channel): Promise<string> {
  const cashier = await openAtProvider(app, buyer, orderNo, channel);
  const reply = await submitCashier(app, cashier, 'pay');
  expect(reply.statusCode, reply.body).toBe(302);
  return cashier.outTradeNo;
}

/** The provider's own state of one attempt's transaction (WeChat Pay's trade_state, Alipay's trade_status). */
async function providerState(app: FastifyInstance, channel: Channel, outTradeNo: string): Promise<unknown> {
  const record = await simulatorRecord(app, PROVIDER[channel], outTradeNo);
  return channel === 'alipay_wap' ? record?.status : record?.state;
}

/**
 * Holds the order's payment lease as a pay request or a close in another process does while it talks to a provider
 * (the lease columns on the order's row, decision 025), until the app's clock passes `ms` from now. Returns the release.
 */
async function holdOrderLease(app: FastifyInstance, orderNo: string, ms = 60_000): Promise<() => Promise<void>> {
  const held = await app.db
    .updateTable('orders')
    .set({ payment_lock_id: 'another-process', payment_lock_until: app.clock.now() + ms })
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  expect(held.numUpdatedRows).toBe(1n);
  return async () => {
    await app.db
      .updateTable('orders')
      .set({ payment_lock_id: null, payment_lock_until: null })
      .where('order_no', '=', orderNo)
      .where('payment_lock_id', '=', 'another-process')
      .execute();
  };
}
const PAID_AT_PROVIDER = { wechat_h5: 'SUCCESS', alipay_wap: 'TRADE_SUCCESS' } as const;
const CLOSED_AT_PROVIDER = { wechat_h5: 'CLOSED', alipay_wap: 'TRADE_CLOSED' } as const;

/** The order's timeline entries of one type, details parsed. */
async function eventsOf(app: FastifyInstance, orderNo: string, type: string): Promise<Record<string, unknown>[]> {
  return (await orderEvents(app, orderNo))
    .filter((event) => event.type === type)
    .map((event) => JSON.parse(event.detail) as Record<string, unknown>);
}

async function servicePeriods(app: FastifyInstance, learnerId: string) {
  return app.db.selectFrom('service_periods').select(['starts_at', 'ends_at']).where('learner_id', '=', learnerId).execute();
}

describe('a payment whose notification was lost', () => {
  it.each(CHANNELS)('is found by GET /api/orders/:orderNo, which asks the provider (%s)', async (channel) => {
    const { app, buyer, clock, notifications, providerQueries } = await start({}, { loseNotifications: true });
    const order = await buyer.order('junior-30');
    const outTradeNo = await payAtProvider(app, buyer, order.orderNo, channel);
    await eventually(() => notifications.calls.some((call) => call.status === 503), 'the notification was sent and lost');
    expect((await storedOrder(app, order.orderNo)).status).toBe('PENDING');
    expect(await providerState(app, channel, outTradeNo)).toBe(PAID_AT_PROVIDER[channel]);

    const read = await buyer.get(order.orderNo);

    expect(read.statusCode).toBe(200);
    expect(orderSchema.parse(read.json())).toMatchObject({
      status: 'PAID',
      channel,
      serviceEndsAt: new Date(clock.now() + 30 * DAY).toISOString(),
    });
    expect(providerQueries).toHaveLength(1);
    expect(await eventsOf(app, order.orderNo, 'paid')).toEqual([expect.objectContaining({ source: 'query', outTradeNo })]);
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
    await eventually(
      () => new Set(notifications.calls.filter((call) => call.lost).map((call) => call.provider)).size === 2,
      'both notifications were lost',
    );

    expect(await app.payments.reconcilePending()).toBe(2);

    const statuses = async () =>
      Promise.all(
        [paidByWechat, paidByAlipay, unpaidAtWechat, alipayNeverOpened, neverSent].map(
          async (order) => (await storedOrder(app, order.orderNo)).status,
        ),
      );
    expect(await statuses()).toEqual(['PAID', 'PAID', 'PENDING', 'PENDING', 'PENDING']);
    expect(await eventsOf(app, paidByWechat.orderNo, 'paid')).toEqual([
      expect.objectContaining({ source: 'query', transactionId: expect.stringMatching(/^wx:/) }),
    ]);
    expect(await eventsOf(app, paidByAlipay.orderNo, 'paid')).toEqual([
      expect.objectContaining({ source: 'query', transactionId: expect.stringMatching(/^alipay:/) }),
    ]);
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

    expect(await storedOrder(app, order.orderNo)).toMatchObject({
      status: 'CLOSED',
      close_reason: 'expired',
      closed_at: clock.now(),
      paid_at: null,
    });
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'CLOSED', closedAt: new Date(clock.now()).toISOString() });
    expect(await eventsOf(app, order.orderNo, 'closed')).toEqual([{ reason: 'expired' }]);
    expect(await eventsOf(app, order.orderNo, 'provider_closed')).toEqual([
      { provider: 'wechatpay', outTradeNo: cashier.outTradeNo, reason: 'expired' },
    ]);
    expect(await providerState(app, 'wechat_h5', cashier.outTradeNo)).toBe('CLOSED');

    const page = await app.inject({ url: pathOf(cashier.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('该订单已关闭');
    expect(page.body).not.toContain('<form');
    // A cashier left open before the expiry: 确认支付 no longer takes money.
    await submitCashier(app, cashier, 'pay');
    expect(await providerState(app, 'wechat_h5', cashier.outTradeNo)).toBe('CLOSED');
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
    const overdue: { order: Order; channel: Channel | null; outTradeNo?: string }[] = [];
    for (const channel of ['wechat_h5', 'wechat_h5', 'alipay_wap', 'alipay_wap', null] as const) {
      const order = await buyer.order();
      const outTradeNo = channel ? (await openAtProvider(app, buyer, order.orderNo, channel)).outTradeNo : undefined;
      overdue.push({ order, channel, outTradeNo });
    }
    overdue.push({ order: await buyer.order(), channel: null });
    clock.advance(10 * 60 * 1000);
    const fresh = await buyer.order();
    clock.advance(5 * 60 * 1000);

    const closed = await Promise.all([app.payments.expireOverdue(), second.app.payments.expireOverdue()]);

    expect(closed[0] + closed[1]).toBe(overdue.length);
    for (const { order, channel, outTradeNo } of overdue) {
      expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'CLOSED', close_reason: 'expired' });
      expect(await eventsOf(app, order.orderNo, 'closed')).toHaveLength(1);
      if (channel && outTradeNo) expect(await providerState(app, channel, outTradeNo)).toBe(CLOSED_AT_PROVIDER[channel]);
    }
    expect((await storedOrder(app, fresh.orderNo)).status).toBe('PENDING');
  });

  it.each(CHANNELS)(
    'makes an order PAID, not CLOSED, when it was paid at the provider and the notification was lost (%s)',
    async (channel) => {
      const { app, buyer, clock, notifications } = await start({}, { loseNotifications: true });
      const order = await buyer.order('junior-30');
      const outTradeNo = await payAtProvider(app, buyer, order.orderNo, channel);
      await eventually(() => notifications.calls.some((call) => call.status === 503), 'the notification was sent and lost');
      clock.advance(PAYMENT_WINDOW);

      expect(await app.payments.expireOverdue()).toBe(0);

      expect(await storedOrder(app, order.orderNo)).toMatchObject({
        status: 'PAID',
        channel,
        close_reason: null,
        closed_at: null,
        paid_after_close: 0,
      });
      expect(await eventsOf(app, order.orderNo, 'closed')).toEqual([]);
      expect(await eventsOf(app, order.orderNo, 'paid')).toEqual([expect.objectContaining({ source: 'query' })]);
      expect((await servicePeriods(app, buyer.learner.id)).map((period) => period.ends_at)).toEqual([clock.now() + 30 * DAY]);
      expect(await providerState(app, channel, outTradeNo)).toBe(PAID_AT_PROVIDER[channel]);
    },
  );
});

describe('switching provider for one order', () => {
  it('closes the first provider’s transaction before starting the second, so the order cannot be paid twice', async () => {
    const { app, buyer, clock } = await start();
    const order = await buyer.order('junior-30');
    const wechatCashier = await openAtProvider(app, buyer, order.orderNo, 'wechat_h5');

    const alipayPaid = await payAtProvider(app, buyer, order.orderNo, 'alipay_wap');
    await eventually(async () => (await storedOrder(app, order.orderNo)).status === 'PAID', 'the order became PAID by Alipay');

    expect(await eventsOf(app, order.orderNo, 'provider_closed')).toEqual([
      { provider: 'wechatpay', outTradeNo: wechatCashier.outTradeNo, reason: 'switched' },
    ]);
    expect(await providerState(app, 'wechat_h5', wechatCashier.outTradeNo)).toBe(CLOSED_AT_PROVIDER.wechat_h5);
    await submitCashier(app, wechatCashier, 'pay');
    expect(await providerState(app, 'wechat_h5', wechatCashier.outTradeNo)).toBe(CLOSED_AT_PROVIDER.wechat_h5);
    expect(await eventsOf(app, order.orderNo, 'paid')).toEqual([expect.objectContaining({ outTradeNo: alipayPaid })]);
    expect(await eventsOf(app, order.orderNo, 'extra_charge')).toEqual([]);
    expect((await servicePeriods(app, buyer.learner.id)).map((period) => period.ends_at)).toEqual([clock.now() + 30 * DAY]);
  });

  it('opens a new attempt when switching back to a provider closed by the switch; the closed cashiers refuse and only the open one is paid', async () => {
    const { app, buyer, clock } = await start();
    const order = await buyer.order('junior-30');
    const firstWechat = await openAtProvider(app, buyer, order.orderNo, 'wechat_h5');
    clock.advance(1_000);
    const alipay = await openAtProvider(app, buyer, order.orderNo, 'alipay_wap');
    clock.advance(1_000);

    const wechatAgain = await openAtProvider(app, buyer, order.orderNo, 'wechat_h5');

    // A transaction closed at a provider cannot be opened again: the way back is a new attempt with its own out_trade_no.
    expect([firstWechat.outTradeNo, alipay.outTradeNo, wechatAgain.outTradeNo]).toEqual([
      `${order.orderNo}P01`,
      `${order.orderNo}P02`,
      `${order.orderNo}P03`,
    ]);
    expect((await storedAttempts(app, order.orderNo)).map((attempt) => [attempt.out_trade_no, attempt.provider, attempt.state])).toEqual([
      [firstWechat.outTradeNo, 'wechatpay', 'CLOSED'],
      [alipay.outTradeNo, 'alipay', 'CLOSED'],
      [wechatAgain.outTradeNo, 'wechatpay', 'OPEN'],
    ]);
    expect(await eventsOf(app, order.orderNo, 'provider_closed')).toEqual([
      { provider: 'wechatpay', outTradeNo: firstWechat.outTradeNo, reason: 'switched' },
      { provider: 'alipay', outTradeNo: alipay.outTradeNo, reason: 'switched' },
    ]);
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PENDING', channel: 'wechat_h5' });

    // The cashiers left open on the closed attempts take no money; the new one does, once.
    await submitCashier(app, firstWechat, 'pay');
    await submitCashier(app, alipay, 'pay');
    expect(await providerState(app, 'wechat_h5', firstWechat.outTradeNo)).toBe(CLOSED_AT_PROVIDER.wechat_h5);
    expect(await providerState(app, 'alipay_wap', alipay.outTradeNo)).toBe(CLOSED_AT_PROVIDER.alipay_wap);
    expect((await storedOrder(app, order.orderNo)).status).toBe('PENDING');
    expect((await submitCashier(app, wechatAgain, 'pay')).statusCode).toBe(302);
    await eventually(async () => (await storedOrder(app, order.orderNo)).status === 'PAID', 'the order became PAID');

    expect(await providerState(app, 'wechat_h5', wechatAgain.outTradeNo)).toBe(PAID_AT_PROVIDER.wechat_h5);
    expect((await storedAttempts(app, order.orderNo)).map((attempt) => attempt.state)).toEqual(['CLOSED', 'CLOSED', 'PAID']);
    expect(await eventsOf(app, order.orderNo, 'paid')).toEqual([expect.objectContaining({ outTradeNo: wechatAgain.outTradeNo })]);
    expect(await eventsOf(app, order.orderNo, 'extra_charge')).toEqual([]);
    expect((await servicePeriods(app, buyer.learner.id)).map((period) => period.ends_at)).toEqual([clock.now() + 30 * DAY]);
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

describe('payment attempts (one out_trade_no per pay request that opens a transaction)', () => {
  /** Opens the cashier at `url` as the buyer's browser does and presses 确认支付 when it offers it (a closed one does not). */
  async function payWhereOffered(app: FastifyInstance, url: string): Promise<void> {
    // Our link to Alipay's cashier leads there only while its attempt is open (else to the order's result page).
    const target = await cashierUrl(app, url);
    const page = await app.inject({ url: pathOf(target) });
    if (!page.body.includes('<form method="post"')) return;
    expect((await submitCashier(app, await openCashier(app, target), 'pay')).statusCode).toBe(302);
  }

  /** How many of the order's attempts the providers charged (their own records, whatever the app made of them). */
  async function chargesAtProviders(app: FastifyInstance, orderNo: string): Promise<number> {
    let charged = 0;
    for (const attempt of await storedAttempts(app, orderNo)) {
      const record = await simulatorRecord(app, attempt.provider === 'alipay' ? 'alipay' : 'wechatpay', attempt.out_trade_no);
      if (record?.state === 'SUCCESS' || record?.status === 'TRADE_SUCCESS') charged += 1;
    }
    return charged;
  }

  it('gives the first attempt the order number and P01 at its provider, and a second channel P02; the customer keeps the order number', async () => {
    const { app, buyer, clock } = await start();
    const order = await buyer.order();

    const wechat = await startPayment(app, buyer.headers, order.orderNo, 'wechat_h5');
    clock.advance(1_000);
    const alipay = await startPayment(app, buyer.headers, order.orderNo, 'alipay_wap');

    expect(await attemptOutTradeNo(app, order.orderNo, 'wechatpay')).toBe(`${order.orderNo}P01`);
    expect(await attemptOutTradeNo(app, order.orderNo, 'alipay')).toBe(`${order.orderNo}P02`);
    // WeChat Pay opened its transaction under the attempt's number, never under the bare order number.
    expect(await simulatorRecord(app, 'wechatpay', `${order.orderNo}P01`)).toMatchObject({ state: 'CLOSED', amountFen: order.amountFen });
    expect(await simulatorRecord(app, 'wechatpay', order.orderNo)).toBeUndefined();
    if (alipay.kind !== 'redirect' || wechat.kind !== 'redirect') throw new Error('H5 and Alipay WAP redirect');
    const alipayRequest = new URL(await cashierUrl(app, alipay.url));
    expect(JSON.parse(alipayRequest.searchParams.get('biz_content') ?? '')).toMatchObject({ out_trade_no: `${order.orderNo}P02` });
    expect(alipayRequest.searchParams.get('return_url')).toBe(`http://localhost:3000/mobile/student/result?orderNo=${order.orderNo}`);
    expect(await eventsOf(app, order.orderNo, 'pay_started')).toEqual([
      { channel: 'wechat_h5', outTradeNo: `${order.orderNo}P01` },
      { channel: 'alipay_wap', outTradeNo: `${order.orderNo}P02` },
    ]);
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ orderNo: order.orderNo, status: 'PENDING', channel: 'alipay_wap' });
  });

  it(
    'lets two pay requests sent at the same moment with different channels open one transaction at a time, and both cashiers charge once (100 orders)',
    { timeout: 120_000 },
    async () => {
      const { app, buyer, clock } = await start();
      const orders: Order[] = [];
      for (let round = 0; round < 100; round += 1) {
        const order = await buyer.order('junior-30');
        orders.push(order);

        const replies = await Promise.all([
          postPay(app, buyer.headers, order.orderNo, { channel: 'wechat_h5' }),
          postPay(app, buyer.headers, order.orderNo, { channel: 'alipay_wap' }),
        ]);

        const opened = replies.filter((reply) => reply.statusCode === 200);
        for (const reply of replies.filter((candidate) => candidate.statusCode !== 200)) {
          expect([reply.statusCode, errorOf(reply).code], reply.body).toEqual([409, 'ORDER_BUSY']);
        }
        expect(opened.length).toBeGreaterThanOrEqual(1);
        // Either one request held the order and the other was turned away, or they ran one after the other and the
        // first attempt was closed at its provider before the second was opened.
        const attempts = await storedAttempts(app, order.orderNo);
        expect(attempts.map((attempt) => attempt.state)).toEqual([...Array<string>(opened.length - 1).fill('CLOSED'), 'OPEN']);
        const closed = attempts
          .slice(0, -1)
          .map((attempt) => ({ provider: attempt.provider, outTradeNo: attempt.out_trade_no, reason: 'switched' }));
        expect(await eventsOf(app, order.orderNo, 'provider_closed')).toEqual(closed);

        // The buyer presses 确认支付 on every cashier they were sent to.
        for (const reply of opened) {
          const action = paymentActionSchema.parse(reply.json());
          if (action.kind !== 'redirect') throw new Error('H5 and Alipay WAP redirect');
          await payWhereOffered(app, action.url);
        }
        expect(await chargesAtProviders(app, order.orderNo), `order ${order.orderNo}: ${JSON.stringify(attempts)}`).toBe(1);
      }

      for (const order of orders) {
        await eventually(async () => (await storedOrder(app, order.orderNo)).status === 'PAID', `order ${order.orderNo} became PAID`);
        expect(await eventsOf(app, order.orderNo, 'paid')).toHaveLength(1);
        expect(await eventsOf(app, order.orderNo, 'extra_charge')).toEqual([]);
      }
      expect((await servicePeriods(app, buyer.learner.id)).map((period) => period.ends_at)).toEqual([clock.now() + 100 * 30 * DAY]);
    },
  );

  it('charges once when the buyer switches from an Alipay cashier not opened yet to WeChat Pay and then opens both: the old Alipay link leads to the order, not to a cashier', async () => {
    const { app, buyer } = await start();
    const order = await buyer.order('junior-30');
    const alipay = await startPayment(app, buyer.headers, order.orderNo, 'alipay_wap');
    const wechat = await startPayment(app, buyer.headers, order.orderNo, 'wechat_h5');
    if (alipay.kind !== 'redirect' || wechat.kind !== 'redirect') throw new Error('H5 and Alipay WAP redirect');
    expect((await storedAttempts(app, order.orderNo)).map((attempt) => attempt.state)).toEqual(['CLOSED', 'OPEN']);

    const oldLink = await app.inject({ url: pathOf(alipay.url) });
    expect(oldLink.statusCode).toBe(302);
    expect(oldLink.headers.location).toBe(`http://localhost:3000/mobile/student/result?orderNo=${order.orderNo}`);
    await payWhereOffered(app, alipay.url);
    await payWhereOffered(app, wechat.url);
    await eventually(async () => (await storedOrder(app, order.orderNo)).status === 'PAID', 'the order PAID');
    expect(await chargesAtProviders(app, order.orderNo)).toBe(1);
    expect(await simulatorRecord(app, 'alipay', `${order.orderNo}P01`)).toBeUndefined();
    const unknown = await app.inject({ url: `/api/payments/alipay/cashier/${order.orderNo}P09` });
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'ORDER_NOT_FOUND']);
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
    expect(await providerState(app, channel, cashier.outTradeNo)).toBe(CLOSED_AT_PROVIDER[channel]);
    expect(await eventsOf(app, order.orderNo, 'provider_closed')).toEqual([
      { provider: PROVIDER[channel], outTradeNo: cashier.outTradeNo, reason: 'cancelled' },
    ]);

    await submitCashier(app, cashier, 'pay');
    expect(await providerState(app, channel, cashier.outTradeNo)).toBe(CLOSED_AT_PROVIDER[channel]);
    expect((await storedOrder(app, order.orderNo)).status).toBe('CLOSED');
    expect(notifications.calls).toEqual([]);
  });

  it('answers 409 ORDER_BUSY to a cancel and a pay request while another process holds the order, and cancels once it has let go', async () => {
    const { app, buyer } = await start();
    const order = await buyer.order();
    // What the expiry job (or a pay request) in another process holds while it talks to the provider.
    const release = await holdOrderLease(app, order.orderNo);

    const busy = await buyer.cancel(order.orderNo);
    expect(busy.statusCode).toBe(409);
    expect(errorOf(busy).code).toBe('ORDER_BUSY');
    const busyPay = await postPay(app, buyer.headers, order.orderNo, { channel: 'alipay_wap' });
    expect(busyPay.statusCode).toBe(409);
    expect(errorOf(busyPay).code).toBe('ORDER_BUSY');
    expect((await storedOrder(app, order.orderNo)).status).toBe('PENDING');
    expect(await storedAttempts(app, order.orderNo)).toEqual([]);

    // That close failed at the provider and let go of the order: the customer's next tap cancels.
    await release();
    expect((await buyer.cancel(order.orderNo)).statusCode).toBe(200);
    expect((await storedOrder(app, order.orderNo)).status).toBe('CLOSED');
  });

  it('frees an order whose lease was left by a process that died, once the lease has run out (60 s)', async () => {
    const { app, buyer, clock } = await start();
    const order = await buyer.order();
    await holdOrderLease(app, order.orderNo, 60_000);

    clock.advance(59_999);
    expect(errorOf(await postPay(app, buyer.headers, order.orderNo, { channel: 'wechat_h5' })).code).toBe('ORDER_BUSY');
    clock.advance(1);
    const action = await startPayment(app, buyer.headers, order.orderNo, 'wechat_h5');

    expect(action.kind).toBe('redirect');
    expect((await storedAttempts(app, order.orderNo)).map((attempt) => [attempt.out_trade_no, attempt.state])).toEqual([
      [`${order.orderNo}P01`, 'OPEN'],
    ]);
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

  it.each(CHANNELS)(
    'refuses to cancel an order paid at the provider whose notification was lost, and applies the payment (%s)',
    async (channel) => {
      const { app, buyer, notifications } = await start({}, { loseNotifications: true });
      const order = await buyer.order();
      await payAtProvider(app, buyer, order.orderNo, channel);
      await eventually(() => notifications.calls.some((call) => call.status === 503), 'the notification was sent and lost');

      const reply = await buyer.cancel(order.orderNo);

      expect(reply.statusCode).toBe(409);
      expect(errorOf(reply).code).toBe('ORDER_NOT_CANCELLABLE');
      expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PAID', close_reason: null, paid_after_close: 0 });
      expect(await eventsOf(app, order.orderNo, 'paid')).toEqual([expect.objectContaining({ source: 'query' })]);
    },
  );
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
  ] as const)(
    'are sent again after the provider’s first retry interval when the app did not take one (%s)',
    async (channel, firstInterval) => {
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
    },
  );
});
