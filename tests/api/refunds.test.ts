import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { servicePeriodListSchema } from '../../src/contract/catalog.ts';
import type { Order } from '../../src/contract/orders.ts';
import type { Refund } from '../../src/contract/refunds.ts';
import { loadSimulatorKeys } from '../../src/server/providers/simulator/simulator-keys.ts';
import { refundNotification } from '../../src/server/providers/simulator/wechatpay/wechatpay-sim-messages.ts';
import type { SimulatedRefund, SimulatedTransaction } from '../../src/server/providers/simulator/wechatpay/wechatpay-sim-state.ts';
import { type OrderClient, orderClient, orderEvents } from './helpers/orders.ts';
import { attemptOutTradeNo, eventually, orderUntil, pressCashier, simulatorRecord, startPayment, storedOrder } from './helpers/payments.ts';
import { closingAfterEachTest, type TestApp } from './helpers/test-app.ts';
import { testDialect } from './helpers/test-database.ts';
import { createTestClock, type TestClock } from './helpers/test-clock.ts';

const DAY = 24 * 60 * 60 * 1000;
/** junior-30: 30 days for ¥249.00. */
const PAID_FEN = 24900;
const REFUND_NOTIFY = '/api/payments/wechat/refund-notify';
const startApp = closingAfterEachTest();

type Captured = { body: string; headers: Record<string, string> };
const TEST_SENDER = 'x-test-sender';

/**
 * Watches WeChat Pay's refund notifications at the app's door: their answers, and the genuine bodies (to send again).
 * `hold` keeps each waiting until `release()`; `lose` answers each 503 before the app sees it, as if lost on the way.
 */
function watchRefundNotifications(app: FastifyInstance, { hold = false, lose = false }: { hold?: boolean; lose?: boolean } = {}) {
  const statuses: number[] = [];
  const received: Captured[] = [];
  let release = () => {};
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  app.addHook('onRequest', async (request, reply) => {
    // Only what the simulator sends is held or lost; a test's own posts (TEST_SENDER) go straight in.
    if (!request.url.startsWith(REFUND_NOTIFY) || request.headers[TEST_SENDER] !== undefined) return;
    await gate;
    if (lose) return reply.code(503).send('lost on the way');
  });
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith(REFUND_NOTIFY) || typeof request.body !== 'string') return;
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0].startsWith('wechatpay-'),
      ),
    );
    received.push({ body: request.body, headers: { ...headers, 'content-type': 'application/json' } });
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith(REFUND_NOTIFY)) statuses.push(reply.statusCode);
  });
  return { statuses, received, release: () => release() };
}

/** The app on a test clock with its refund notifications watched; `watch` adds a test's own hooks before it starts. */
async function start(options: { hold?: boolean; lose?: boolean; clock?: TestClock; watch?: (app: FastifyInstance) => void } = {}) {
  const clock = options.clock ?? createTestClock();
  const testApp = await startApp({ SESSION_TTL_DAYS: '365' }, { clock });
  const refundNotifications = watchRefundNotifications(testApp.app, options);
  options.watch?.(testApp.app);
  const buyer = await orderClient(testApp.app);
  return { ...testApp, clock, buyer, refundNotifications };
}

/**
 * An order paid at the simulator's cashier, PAID once its notification arrived, with the out_trade_no of the attempt
 * that paid it: the provider knows the payment, and its refunds, by that (decision 025).
 */
async function paidOrder(
  app: FastifyInstance,
  buyer: OrderClient,
  channel: 'wechat_h5' | 'alipay_wap',
): Promise<Order & { outTradeNo: string }> {
  const order = await buyer.order('junior-30');
  const action = await startPayment(app, buyer.headers, order.orderNo, channel);
  if (action.kind !== 'redirect') throw new Error(`${channel} must redirect`);
  expect((await pressCashier(app, action.url, 'pay')).statusCode).toBe(302);
  const paid = await orderUntil(app, buyer.headers, order.orderNo, (current) => current.status === 'PAID');
  return { ...paid, outTradeNo: await attemptOutTradeNo(app, order.orderNo, channel === 'alipay_wap' ? 'alipay' : 'wechatpay') };
}

const newRequestId = () => `r-${randomBytes(10).toString('hex')}`;

/** What an operator's refund route will call. */
const refund = (app: FastifyInstance, orderNo: string, amountFen: number, requestId = newRequestId()) =>
  app.refunds.refund({ orderNo, amountFen, requestId, reason: '家长申请退款', operatorId: null });

const refundRows = (app: FastifyInstance, orderNo: string) =>
  app.db.selectFrom('refunds').selectAll().where('order_no', '=', orderNo).orderBy('created_at').execute();
const refundRow = (app: FastifyInstance, refundId: string) =>
  app.db.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow();

async function serviceEnd(app: FastifyInstance, buyer: OrderClient): Promise<string | undefined> {
  const response = await app.inject({ url: '/api/me/services', headers: buyer.headers });
  return servicePeriodListSchema.parse(response.json()).services.find((service) => service.learnerId === buyer.learner.id)?.endsAt;
}

// A notification is recorded on the timeline whatever its outcome (tests/api/admin-orders.test.ts): not a change of the order.
const eventTypes = async (app: FastifyInstance, orderNo: string) =>
  (await orderEvents(app, orderNo)).flatMap((event) => (event.type === 'notification_received' ? [] : [event.type])).sort();

/** The order as served to its customer, from GET /api/orders (the list the mine page shows). */
async function listedOrder(buyer: OrderClient, orderNo: string): Promise<Order | undefined> {
  return (await buyer.listed()).orders.find((order) => order.orderNo === orderNo);
}

/** Everything a refund could change: the refunds, the order, the learner's service and the timeline. */
async function stateOf(testApp: { app: FastifyInstance; buyer: OrderClient }, orderNo: string) {
  const { app, buyer } = testApp;
  return {
    refunds: await refundRows(app, orderNo),
    order: await storedOrder(app, orderNo),
    serviceEnd: await serviceEnd(app, buyer),
    events: await eventTypes(app, orderNo),
  };
}

/** The WeChat Pay simulator's record of a payment (an attempt's out_trade_no) and one of its refunds. */
async function wechatRefundAtSimulator(
  app: FastifyInstance,
  outTradeNo: string,
  outRefundNo: string,
): Promise<{ transaction: SimulatedTransaction; refund: SimulatedRefund }> {
  const transaction = (await simulatorRecord(app, 'wechatpay', outTradeNo)) as SimulatedTransaction | undefined;
  const found = transaction?.refunds?.find((candidate) => candidate.outRefundNo === outRefundNo);
  if (!transaction || !found) throw new Error('the simulator has no such refund');
  return { transaction, refund: found };
}

/** A refund notification written as WeChat Pay writes it, with the simulator's keys unless told otherwise. */
function wechatRefundNotification(
  testApp: TestApp,
  found: { transaction: SimulatedTransaction; refund: SimulatedRefund },
  { signingKey, mchid, at }: { signingKey?: string; mchid?: string; at?: number } = {},
): Captured {
  const { wechat } = loadSimulatorKeys(testApp.config.dataDir);
  const { body, headers } = refundNotification(
    {
      mchid: mchid ?? wechat.mchid,
      apiV3Key: wechat.apiV3Key,
      now: () => at ?? testApp.app.clock.now(),
      platformSerial: wechat.platformPublicKeyId,
      platformPrivateKey: createPrivateKey(signingKey ?? wechat.platformPrivateKeyPem),
    },
    found.transaction,
    found.refund,
  );
  return { body, headers };
}

const postRefundNotification = (app: FastifyInstance, notification: Captured) =>
  app.inject({
    method: 'POST',
    url: REFUND_NOTIFY,
    headers: { ...notification.headers, [TEST_SENDER]: 'test' },
    payload: notification.body,
  });

describe('a full refund by WeChat Pay', () => {
  it('is PENDING while WeChat Pay processes it; its notification makes the order REFUNDED and takes the plan’s days back', async () => {
    const testApp = await start({ hold: true });
    const { app, buyer, clock, refundNotifications } = testApp;
    const first = await paidOrder(app, buyer, 'wechat_h5');
    const second = await paidOrder(app, buyer, 'wechat_h5');
    expect(await serviceEnd(app, buyer)).toBe(new Date(clock.now() + 60 * DAY).toISOString());

    const pending = await refund(app, second.orderNo, PAID_FEN);

    expect(pending).toMatchObject({
      orderNo: second.orderNo,
      amountFen: PAID_FEN,
      status: 'PENDING',
      providerStatus: 'PROCESSING',
      reason: '家长申请退款',
    });
    expect(pending.outRefundNo).toMatch(/^RF\d{14}\d{8}$/);
    expect(pending.providerRefundId).toMatch(/^wx:50\d+$/);
    expect(await storedOrder(app, second.orderNo)).toMatchObject({ status: 'PAID', refunded_fen: 0 });
    expect(await serviceEnd(app, buyer)).toBe(new Date(clock.now() + 60 * DAY).toISOString());

    refundNotifications.release();
    await eventually(async () => (await refundRow(app, pending.refundId)).status === 'SUCCEEDED', 'the refund notification was applied');

    // Refunded at WeChat Pay under the transaction that paid the order (its attempt's out_trade_no), as the order's own refund.
    expect(await refundRow(app, pending.refundId)).toMatchObject({
      status: 'SUCCEEDED',
      provider_status: 'SUCCESS',
      completed_at: expect.any(Number),
      out_trade_no: second.outTradeNo,
      extra_charge_attempt_id: null,
    });
    // The simulator records the answer once it has it, a moment after the refund is committed.
    await eventually(() => refundNotifications.statuses.length > 0, 'the notification was answered');
    expect(refundNotifications.statuses).toEqual([204]);
    expect(await storedOrder(app, second.orderNo)).toMatchObject({ status: 'REFUNDED', refunded_fen: PAID_FEN });
    // The refunded order's 30 days are gone; the other order's remain.
    expect(await serviceEnd(app, buyer)).toBe(new Date(clock.now() + 30 * DAY).toISOString());
    expect(await listedOrder(buyer, second.orderNo)).toMatchObject({ status: 'REFUNDED', refundedFen: PAID_FEN });
    expect(await listedOrder(buyer, first.orderNo)).toMatchObject({ status: 'PAID', refundedFen: 0 });
    expect((await buyer.get(second.orderNo)).json()).toMatchObject({ status: 'REFUNDED', refundedFen: PAID_FEN });
    expect(await eventTypes(app, second.orderNo)).toEqual(['created', 'paid', 'pay_started', 'refund_requested', 'refund_succeeded']);
    const [succeeded] = (await orderEvents(app, second.orderNo)).filter((event) => event.type === 'refund_succeeded');
    expect(JSON.parse(succeeded?.detail ?? '{}')).toMatchObject({ source: 'notification', daysRemoved: 30, orderStatus: 'REFUNDED' });
    expect((await wechatRefundAtSimulator(app, second.outTradeNo, pending.outRefundNo)).refund).toMatchObject({
      status: 'SUCCESS',
      amountFen: PAID_FEN,
    });
    expect(await app.refunds.refundsOf(second.orderNo)).toEqual([
      expect.objectContaining({ refundId: pending.refundId, status: 'SUCCEEDED' }),
    ]);
  });

  it('applies the same refund notification once, however often and however concurrently it arrives', async () => {
    const testApp = await start();
    const { app, buyer, clock, refundNotifications } = testApp;
    const order = await paidOrder(app, buyer, 'wechat_h5');
    clock.advance(3 * DAY);
    const asked = await refund(app, order.orderNo, PAID_FEN);
    await eventually(async () => (await refundRow(app, asked.refundId)).status === 'SUCCEEDED', 'the refund notification was applied');
    const after = await stateOf(testApp, order.orderNo);
    const [genuine] = refundNotifications.received;
    if (!genuine) throw new Error('no refund notification arrived');

    const again = await postRefundNotification(app, genuine);
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => postRefundNotification(app, genuine)));

    expect(again.statusCode).toBe(204);
    expect(concurrent.map((reply) => reply.statusCode)).toEqual(Array(20).fill(204));
    expect(await stateOf(testApp, order.orderNo)).toEqual(after);
    expect(after.order).toMatchObject({ status: 'REFUNDED', refunded_fen: PAID_FEN });
    // Never before now: the 30 days are taken back, but the service ends now, not 3 days ago.
    expect(after.serviceEnd).toBe(new Date(clock.now()).toISOString());
    expect(after.events.filter((type) => type === 'refund_succeeded')).toHaveLength(1);
  });

  it('refuses a forged, altered or stale refund notification with 401, and one for another merchant with 400; nothing changes', async () => {
    const testApp = await start({ hold: true });
    const { app, buyer, clock, refundNotifications } = testApp;
    try {
      const order = await paidOrder(app, buyer, 'wechat_h5');
      const asked = await refund(app, order.orderNo, PAID_FEN);
      await eventually(
        async () => JSON.stringify(await simulatorRecord(app, 'wechatpay', order.outTradeNo)).includes('"status":"SUCCESS"'),
        'WeChat Pay completed the refund',
      );
      const found = await wechatRefundAtSimulator(app, order.outTradeNo, asked.outRefundNo);
      const before = await stateOf(testApp, order.orderNo);
      const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

      const forged = wechatRefundNotification(testApp, found, { signingKey: stranger });
      const genuine = wechatRefundNotification(testApp, found);
      const altered = { ...genuine, body: genuine.body.replace('"REFUND.SUCCESS"', '"REFUND.SUCCESS" ') };
      const stale = wechatRefundNotification(testApp, found, { at: clock.now() - 6 * 60 * 1000 });
      const otherMerchant = wechatRefundNotification(testApp, found, { mchid: '1900000109' });

      for (const notification of [forged, altered, stale]) expect((await postRefundNotification(app, notification)).statusCode).toBe(401);
      expect((await postRefundNotification(app, otherMerchant)).statusCode).toBe(400);

      expect(await stateOf(testApp, order.orderNo)).toEqual(before);
      expect(before.refunds).toEqual([expect.objectContaining({ status: 'PENDING' })]);
      expect(before.order).toMatchObject({ status: 'PAID', refunded_fen: 0 });
    } finally {
      refundNotifications.release();
    }
  });
});

describe('a refund whose result comes later', () => {
  it('is settled by the reconciliation job’s query when its notification is lost', async () => {
    const testApp = await start({ lose: true });
    const { app, buyer, clock, refundNotifications } = testApp;
    const order = await paidOrder(app, buyer, 'wechat_h5');
    const asked = await refund(app, order.orderNo, 10000);
    expect(asked).toMatchObject({ status: 'PENDING', providerStatus: 'PROCESSING' });
    await eventually(() => refundNotifications.statuses.includes(503), 'the refund notification was sent and lost');

    // WeChat Pay advises asking a minute after applying: not before.
    expect(await app.refunds.reconcileRefunds()).toBe(0);
    clock.advance(61_000);
    expect(await app.refunds.reconcileRefunds()).toBe(1);

    expect(await refundRow(app, asked.refundId)).toMatchObject({ status: 'SUCCEEDED', provider_status: 'SUCCESS' });
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PAID', refunded_fen: 10000 });
    const [succeeded] = (await orderEvents(app, order.orderNo)).filter((event) => event.type === 'refund_succeeded');
    expect(JSON.parse(succeeded?.detail ?? '{}')).toMatchObject({ source: 'query', daysRemoved: 12 });
    // The job's question and what it found are on the timeline, once.
    const queried = (await orderEvents(app, order.orderNo))
      .filter((event) => event.type === 'provider_queried')
      .map((event) => JSON.parse(event.detail));
    expect(queried).toEqual([
      { provider: 'wechatpay', by: 'reconciliation', kind: 'refund', outRefundNo: asked.outRefundNo, found: 'succeeded' },
    ]);
  });

  it('is sent again under the same refund number when WeChat Pay could not be reached, and refunds once', async () => {
    let outage = true;
    let applications = 0;
    const testApp = await start({
      watch: (app) =>
        app.addHook('onRequest', async (request, reply) => {
          if (request.method !== 'POST' || request.url !== '/_sim/wechatpay/v3/refund/domestic/refunds') return;
          applications += 1;
          if (outage) return reply.code(502).send('bad gateway');
        }),
    });
    const { app, buyer, clock } = testApp;
    const order = await paidOrder(app, buyer, 'wechat_h5');

    const asked = await refund(app, order.orderNo, PAID_FEN);
    expect(asked).toMatchObject({ status: 'PENDING', providerStatus: null, providerRefundId: null });
    expect(await simulatorRecord(app, 'wechatpay', `refund:${asked.outRefundNo}`)).toBeUndefined();

    outage = false;
    clock.advance(61_000);
    await app.refunds.reconcileRefunds();
    await eventually(async () => (await refundRow(app, asked.refundId)).status === 'SUCCEEDED', 'the refund was sent again and succeeded');

    expect(applications).toBe(2);
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'REFUNDED', refunded_fen: PAID_FEN });
    const { transaction } = await wechatRefundAtSimulator(app, order.outTradeNo, asked.outRefundNo);
    expect(transaction.refunds).toHaveLength(1);
  });
});

describe('partial refunds by Alipay', () => {
  it('refunds part at once (PAID, 部分退款) and then the rest (REFUNDED), taking back the refunded share of the days', async () => {
    const testApp = await start();
    const { app, buyer, clock } = testApp;
    const order = await paidOrder(app, buyer, 'alipay_wap');
    const paidAt = clock.now();

    const part = await refund(app, order.orderNo, 8300);

    // Alipay answers synchronously (fund_change Y): applied at once.
    expect(part).toMatchObject({
      status: 'SUCCEEDED',
      providerStatus: 'SUCCESS',
      amountFen: 8300,
      providerRefundId: expect.stringMatching(/^alipay:/),
    });
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PAID', refunded_fen: 8300 });
    expect(await listedOrder(buyer, order.orderNo)).toMatchObject({ status: 'PAID', refundedFen: 8300 });
    // round(30 × 8300 / 24900) = 10 days.
    expect(await serviceEnd(app, buyer)).toBe(new Date(paidAt + 20 * DAY).toISOString());

    clock.advance(2 * DAY);
    const rest = await refund(app, order.orderNo, PAID_FEN - 8300);

    expect(rest).toMatchObject({ status: 'SUCCEEDED', amountFen: 16600 });
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'REFUNDED', refunded_fen: PAID_FEN });
    expect(await listedOrder(buyer, order.orderNo)).toMatchObject({ status: 'REFUNDED', refundedFen: PAID_FEN });
    // The other 20 days would end the service before now: it ends now.
    expect(await serviceEnd(app, buyer)).toBe(new Date(clock.now()).toISOString());
    const events = (await orderEvents(app, order.orderNo))
      .filter((event) => event.type === 'refund_succeeded')
      .map((event) => JSON.parse(event.detail));
    expect(events).toEqual([
      expect.objectContaining({ source: 'reply', daysRemoved: 10, refundedFen: 8300, orderStatus: 'PAID' }),
      expect.objectContaining({ source: 'reply', daysRemoved: 20, refundedFen: PAID_FEN, orderStatus: 'REFUNDED' }),
    ]);
    const trade = await simulatorRecord(app, 'alipay', order.outTradeNo);
    expect(trade).toMatchObject({
      status: 'TRADE_CLOSED',
      refunds: [
        { outRequestNo: part.outRefundNo, amountFen: 8300 },
        { outRequestNo: rest.outRefundNo, amountFen: 16600 },
      ],
    });

    await expect(refund(app, order.orderNo, 1)).rejects.toMatchObject({ statusCode: 409, code: 'REFUND_NOT_ALLOWED' });
  });

  it('marks a refund the provider refuses FAILED and frees what it had reserved', async () => {
    const testApp = await start();
    const { app, buyer } = testApp;
    const order = await paidOrder(app, buyer, 'alipay_wap');
    // Refunded by hand in Alipay's merchant platform, which this app does not know about.
    const trade = await simulatorRecord(app, 'alipay', order.outTradeNo);
    const byHand = { ...trade, refunds: [{ outRequestNo: 'BYHAND0001', amountFen: 20000, refundedAt: app.clock.now() }] };
    await app.db
      .updateTable('payment_simulator_transactions')
      .set({ data: JSON.stringify(byHand) })
      .where('provider', '=', 'alipay')
      .where('out_trade_no', '=', order.outTradeNo)
      .execute();

    const refused = await refund(app, order.orderNo, 10000);

    expect(refused).toMatchObject({
      status: 'FAILED',
      providerStatus: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
      failureReason: expect.stringContaining('退款金额超限'),
    });
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PAID', refunded_fen: 0 });
    expect(await eventTypes(app, order.orderNo)).toContain('refund_failed');
    await expect(refund(app, order.orderNo, 4900)).resolves.toMatchObject({ status: 'SUCCEEDED' });
  });
});

describe('how much can be refunded', () => {
  it('never more than was paid minus what is refunded or being refunded', async () => {
    const testApp = await start({ hold: true });
    const { app, buyer, refundNotifications, clock } = testApp;
    try {
      const order = await paidOrder(app, buyer, 'wechat_h5');
      const paid = await storedOrder(app, order.orderNo);
      clock.advance(60_000);

      await expect(refund(app, order.orderNo, PAID_FEN + 1)).rejects.toMatchObject({
        statusCode: 409,
        code: 'REFUND_AMOUNT_EXCEEDED',
        field: 'amountFen',
      });
      // A refused refund changes nothing of the order (not even its updated_at).
      expect(await storedOrder(app, order.orderNo)).toEqual(paid);
      const first = await refund(app, order.orderNo, 20000);
      expect(first.status).toBe('PENDING');
      // 4900 are left while the first is still PENDING.
      await expect(refund(app, order.orderNo, 5000)).rejects.toMatchObject({ statusCode: 409, code: 'REFUND_AMOUNT_EXCEEDED' });
      await expect(refund(app, order.orderNo, 4900)).resolves.toMatchObject({ status: 'PENDING' });
      expect((await refundRows(app, order.orderNo)).map((row) => row.amount_fen)).toEqual([20000, 4900]);
    } finally {
      refundNotifications.release();
    }
  });

  it('lets concurrent refunds that together exceed what was paid through only as far as it goes', async () => {
    const testApp = await start();
    const { app, buyer } = testApp;
    const order = await paidOrder(app, buyer, 'alipay_wap');

    const results = await Promise.allSettled(Array.from({ length: 10 }, () => refund(app, order.orderNo, 5000)));

    const refunded = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as { code?: string }] : []));
    expect(refunded).toHaveLength(4);
    expect(refusals.map((reason) => reason.code)).toEqual(Array(6).fill('REFUND_AMOUNT_EXCEEDED'));
    expect(refunded.map((done) => done.status)).toEqual(Array(4).fill('SUCCEEDED'));
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PAID', refunded_fen: 20000 });
    expect(await simulatorRecord(app, 'alipay', order.outTradeNo)).toMatchObject({
      refunds: Array(4).fill(expect.objectContaining({ amountFen: 5000 })),
    });
  });

  // Two apps in one test process share PostgreSQL as two processes do (two SQLite connections in one thread cannot:
  // see payments-jobs.test.ts). Each app has its own connection pool, so only the order's row lock keeps them apart.
  it.runIf(testDialect() === 'postgres')('holds across two processes refunding one order at the same moment', async () => {
    const clock = createTestClock();
    const first = await start({ clock });
    const second = await startApp({ SESSION_TTL_DAYS: '365' }, { sharedWith: first, clock });
    const order = await paidOrder(first.app, first.buyer, 'alipay_wap');

    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) => refund(index % 2 ? second.app : first.app, order.orderNo, 3000)),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(8);
    expect(await storedOrder(first.app, order.orderNo)).toMatchObject({ status: 'PAID', refunded_fen: 24000 });
    const rows = await refundRows(first.app, order.orderNo);
    expect(rows.map((row) => row.status)).toEqual(Array(8).fill('SUCCEEDED'));
  });
});

describe('one refund per request id', () => {
  it('answers the same request id with the same refund, sequentially and concurrently, and refunds once', async () => {
    const testApp = await start();
    const { app, buyer } = testApp;
    const order = await paidOrder(app, buyer, 'alipay_wap');
    const requestId = newRequestId();

    const concurrent = await Promise.all(Array.from({ length: 6 }, () => refund(app, order.orderNo, 5000, requestId)));
    const replies: Refund[] = [...concurrent, await refund(app, order.orderNo, 5000, requestId)];

    expect(new Set(replies.map((reply) => reply.refundId)).size).toBe(1);
    expect(replies.map((reply) => reply.status)).toEqual(Array(7).fill('SUCCEEDED'));
    expect(await refundRows(app, order.orderNo)).toHaveLength(1);
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ refunded_fen: 5000 });
    expect(await simulatorRecord(app, 'alipay', order.outTradeNo)).toMatchObject({
      refunds: [expect.objectContaining({ amountFen: 5000 })],
    });
    await expect(refund(app, order.orderNo, 6000, requestId)).rejects.toMatchObject({
      statusCode: 409,
      code: 'REFUND_REQUEST_REUSED',
      field: 'requestId',
    });
  });

  it('asks WeChat Pay again for a PENDING refund asked for again, under the same refund number', async () => {
    const testApp = await start({ hold: true });
    const { app, buyer, refundNotifications } = testApp;
    try {
      const order = await paidOrder(app, buyer, 'wechat_h5');
      const requestId = newRequestId();
      const first = await refund(app, order.orderNo, PAID_FEN, requestId);
      expect(first.status).toBe('PENDING');
      await eventually(
        async () => JSON.stringify(await simulatorRecord(app, 'wechatpay', order.outTradeNo)).includes('"status":"SUCCESS"'),
        'WeChat Pay completed the refund',
      );
      const second = await refund(app, order.orderNo, PAID_FEN, requestId);

      expect(second).toMatchObject({ refundId: first.refundId, outRefundNo: first.outRefundNo });
      // Asked again, WeChat Pay already completed it: the query's answer settles it.
      expect(second.status).toBe('SUCCEEDED');
      expect((await wechatRefundAtSimulator(app, order.outTradeNo, first.outRefundNo)).transaction.refunds).toHaveLength(1);
    } finally {
      refundNotifications.release();
    }
    await eventually(() => refundNotifications.statuses.length > 0, 'the held notification was answered');
    expect(refundNotifications.statuses).toEqual([204]);
  });
});

describe('what cannot be refunded', () => {
  it('refuses an order that is not PAID (pending, closed) with 409, and an unknown one with 404; nothing is stored', async () => {
    const testApp = await start();
    const { app, buyer, clock } = testApp;
    const pending = await buyer.order();
    const closed = await buyer.order();
    expect((await buyer.cancel(closed.orderNo)).statusCode).toBe(200);
    const stored = { pending: await storedOrder(app, pending.orderNo), closed: await storedOrder(app, closed.orderNo) };
    clock.advance(60_000);

    await expect(refund(app, pending.orderNo, 100)).rejects.toMatchObject({ statusCode: 409, code: 'REFUND_NOT_ALLOWED' });
    await expect(refund(app, closed.orderNo, 100)).rejects.toMatchObject({ statusCode: 409, code: 'REFUND_NOT_ALLOWED' });
    await expect(refund(app, 'BX2026030209000099999999', 100)).rejects.toMatchObject({ statusCode: 404, code: 'ORDER_NOT_FOUND' });
    await expect(
      app.refunds.refund({ orderNo: pending.orderNo, amountFen: 0, requestId: newRequestId(), reason: '退款', operatorId: null }),
    ).rejects.toMatchObject({ statusCode: 400, field: 'amountFen' });
    await expect(
      app.refunds.refund({ orderNo: pending.orderNo, amountFen: 100, requestId: 'short', reason: '退款', operatorId: null }),
    ).rejects.toMatchObject({ statusCode: 400, field: 'requestId' });
    await expect(
      app.refunds.refund({ orderNo: pending.orderNo, amountFen: 100, requestId: newRequestId(), reason: '  ', operatorId: null }),
    ).rejects.toMatchObject({ statusCode: 400, field: 'reason' });

    expect(await app.db.selectFrom('refunds').selectAll().execute()).toEqual([]);
    expect({ pending: await storedOrder(app, pending.orderNo), closed: await storedOrder(app, closed.orderNo) }).toEqual(stored);
    expect(stored.pending).toMatchObject({ status: 'PENDING', refunded_fen: 0 });
  });
});
