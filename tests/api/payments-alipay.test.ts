import { createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../src/contract/orders.ts';
import { loadSimulatorKeys } from '../../src/server/providers/simulator/simulator-keys.ts';
import { orderClient, orderEvents } from './helpers/orders.ts';
import {
  attemptOutTradeNo,
  cashierUrl,
  eventually,
  openCashier,
  pathOf,
  postPay,
  pressCashier,
  startPayment,
  storedAttempts,
  storedOrder,
  submitCashier,
  watchNotifications,
} from './helpers/payments.ts';
import {
  alipayPaymentNotification,
  beijing,
  type PaidAttempt,
  rsa2Content,
  sentToProvider,
  yuan,
} from './helpers/provider-notifications.ts';
import { closingAfterEachTest, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const DAY = 24 * 60 * 60 * 1000;
const startApp = closingAfterEachTest();

async function start() {
  const clock = createTestClock();
  const testApp = await startApp({ SESSION_TTL_DAYS: '365' }, { clock });
  const notifications = watchNotifications(testApp.app);
  const buyer = await orderClient(testApp.app);
  /** A new order sent to Alipay's cashier (its first attempt there), with the attempt's out_trade_no. */
  const orderAtAlipay = async (planId?: string) => sentToProvider(testApp.app, buyer.headers, await buyer.order(planId), 'alipay_wap');
  return { ...testApp, clock, buyer, notifications, orderAtAlipay };
}

/** An Alipay notification for this attempt, by the simulator's keys in this app's data directory, at the app's time. */
const alipayNotification = (
  testApp: TestApp,
  attempt: PaidAttempt,
  changes: Record<string, string | undefined> = {},
  options: { signingKeyPem?: string } = {},
) => alipayPaymentNotification({ dataDir: testApp.config.dataDir, now: testApp.app.clock.now() }, attempt, changes, options);

const postNotification = (testApp: TestApp, params: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/payments/alipay/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(params).toString(),
  });

/** The order as stored and as served, the learner's services and the timeline: what "nothing changed" is checked on. */
async function stateOf(testApp: TestApp & { buyer: Awaited<ReturnType<typeof orderClient>> }, orderNo: string) {
  const { app, buyer } = testApp;
  const row = await storedOrder(app, orderNo);
  const services = (await app.inject({ url: '/api/me/services', headers: buyer.headers })).json().services;
  // A notification is recorded on the timeline whatever its outcome (tests/api/admin-orders.test.ts): not a change of the order.
  const events = (await orderEvents(app, orderNo)).flatMap((event) => (event.type === 'notification_received' ? [] : [event.type])).sort();
  return {
    status: row.status,
    paidAt: row.paid_at,
    transactionId: row.provider_transaction_id,
    serviceEndsAt: row.service_ends_at,
    services,
    events,
  };
}

describe('paying by Alipay WAP through the simulator', () => {
  it('sends the page to Alipay’s cashier, back to result with Alipay’s return parameters, and the notification makes the order PAID', async () => {
    const testApp = await start();
    const { app, buyer, clock, notifications } = testApp;
    const { alipay } = loadSimulatorKeys(testApp.config.dataDir);
    const order = await buyer.order('junior-30');

    const action = await startPayment(app, buyer.headers, order.orderNo, 'alipay_wap');
    if (action.kind !== 'redirect') throw new Error('Alipay WAP must redirect');
    // Alipay knows the payment by its attempt's out_trade_no; the pages keep the order number the customer sees.
    const outTradeNo = await attemptOutTradeNo(app, order.orderNo, 'alipay');
    // The page goes through our link, which leads to Alipay while the attempt is open (decision 025).
    expect(action.url).toBe(`http://localhost:3000/api/payments/alipay/cashier/${outTradeNo}`);
    const gateway = new URL(await cashierUrl(app, action.url));
    expect(`${gateway.origin}${gateway.pathname}`).toBe('http://localhost:3000/_sim/alipay/gateway.do');
    const resultUrl = `http://localhost:3000/mobile/student/result?orderNo=${order.orderNo}`;
    expect(Object.fromEntries(gateway.searchParams)).toMatchObject({
      method: 'alipay.trade.wap.pay',
      app_id: alipay.appId,
      sign_type: 'RSA2',
      timestamp: beijing(clock.now()),
      return_url: resultUrl,
      notify_url: 'http://localhost:3000/api/payments/alipay/notify',
    });
    expect(JSON.parse(gateway.searchParams.get('biz_content') ?? '')).toMatchObject({
      out_trade_no: outTradeNo,
      total_amount: yuan(order.amountFen),
      product_code: 'QUICK_WAP_WAY',
      time_expire: beijing(Date.parse(order.expiresAt)),
    });

    const cashier = await app.inject({ url: pathOf(gateway.toString()) });
    expect(cashier.statusCode).toBe(200);
    expect(cashier.body).toContain('支付宝（模拟支付）');
    expect(cashier.body).toContain(`¥${yuan(order.amountFen)}`);
    expect(cashier.body).toContain('确认支付');

    const paid = await pressCashier(app, action.url, 'pay');
    expect(paid.statusCode).toBe(302);
    const back = new URL(String(paid.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/mobile/student/result');
    const returned = Object.fromEntries(back.searchParams);
    expect(returned).toMatchObject({
      orderNo: order.orderNo,
      method: 'alipay.trade.wap.pay.return',
      out_trade_no: outTradeNo,
      total_amount: yuan(order.amountFen),
      app_id: alipay.appId,
      seller_id: alipay.sellerId,
      sign_type: 'RSA2',
    });
    // Alipay signs its own return parameters (not the merchant's orderNo) with its key.
    const { orderNo: _merchantParam, ...alipayParams } = returned;
    expect(
      createVerify('RSA-SHA256')
        .update(rsa2Content(alipayParams), 'utf8')
        .verify(alipay.alipayPublicKeyPem, returned.sign ?? '', 'base64'),
    ).toBe(true);

    // The notification arrives in the background; the stored row is read so no provider query can stand in for it.
    await eventually(async () => (await storedOrder(app, order.orderNo)).status === 'PAID', 'the order became PAID');
    // Answered once its outcome is on the timeline too (a moment after the payment's commit).
    await eventually(() => notifications.statuses().length > 0, 'the notification was answered');
    expect(notifications.calls.map((call) => [call.provider, call.status])).toEqual([['alipay', 200]]);
    const read = orderSchema.parse((await buyer.get(order.orderNo)).json());
    expect(read).toMatchObject({
      status: 'PAID',
      channel: 'alipay_wap',
      paidAfterClose: false,
      paidAt: new Date(clock.now()).toISOString(),
      serviceEndsAt: new Date(clock.now() + 30 * DAY).toISOString(),
    });
    expect((await storedOrder(app, order.orderNo)).provider_transaction_id).toBe(`alipay:${returned.trade_no}`);
    const events = await orderEvents(app, order.orderNo);
    expect(events.map((event) => event.type).sort()).toEqual(['created', 'notification_received', 'paid', 'pay_started']);
    expect(JSON.parse(events.find((event) => event.type === 'paid')?.detail ?? '{}')).toMatchObject({
      source: 'notification',
      outTradeNo,
      transactionId: `alipay:${returned.trade_no}`,
    });
    const services = (await app.inject({ url: '/api/me/services', headers: buyer.headers })).json().services;
    expect(services).toEqual([expect.objectContaining({ learnerId: buyer.learner.id, endsAt: read.serviceEndsAt, active: true })]);
  });

  it('leaves the order PENDING and payable when the user presses 取消支付, and it can be paid afterwards', async () => {
    const { app, buyer, notifications } = await start();
    const order = await buyer.order();
    const action = await startPayment(app, buyer.headers, order.orderNo, 'alipay_wap');
    if (action.kind !== 'redirect') throw new Error('Alipay WAP must redirect');

    const cancelled = await pressCashier(app, action.url, 'cancel');

    expect(cancelled.statusCode).toBe(302);
    expect(cancelled.headers.location).toBe(`http://localhost:3000/mobile/student/result?orderNo=${order.orderNo}`);
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PENDING', paidAt: null, serviceEndsAt: null });
    expect(notifications.calls).toEqual([]);

    // Payable: the page starts the payment again and this time the user pays.
    const again = await postPay(app, buyer.headers, order.orderNo, { channel: 'alipay_wap' });
    expect(again.statusCode, again.body).toBe(200);
    // The same channel again asks Alipay for the same transaction (its one open attempt), not a second one.
    expect((await storedAttempts(app, order.orderNo)).map((attempt) => [attempt.out_trade_no, attempt.state])).toEqual([
      [`${order.orderNo}P01`, 'OPEN'],
    ]);
    const form = await openCashier(app, again.json().url);
    expect((await submitCashier(app, form, 'pay')).statusCode).toBe(302);
    await eventually(async () => (await storedOrder(app, order.orderNo)).status === 'PAID', 'the order became PAID');
  });
});

describe('Alipay notifications posted to /api/payments/alipay/notify', () => {
  it('applies a genuine TRADE_SUCCESS notification and answers the plain text success', async () => {
    const testApp = await start();
    const { app, buyer, clock } = testApp;
    const order = await testApp.orderAtAlipay('junior-30');
    const notification = alipayNotification(testApp, order, { gmt_payment: beijing(clock.now() - 5_000) });

    const reply = await postNotification(testApp, notification);

    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('success');
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({
      status: 'PAID',
      channel: 'alipay_wap',
      paidAt: new Date(clock.now() - 5_000).toISOString(),
      serviceEndsAt: new Date(clock.now() + 30 * DAY).toISOString(),
    });
    expect((await storedOrder(app, order.orderNo)).provider_transaction_id).toBe(`alipay:${notification.trade_no ?? ''}`);
  });

  it('applies 20 concurrent copies of one notification once: every copy gets success, one extension, one timeline entry', async () => {
    const testApp = await start();
    const { app, buyer, clock } = testApp;
    const order = await testApp.orderAtAlipay('junior-30');
    const notification = alipayNotification(testApp, order);

    const replies = await Promise.all(Array.from({ length: 20 }, () => postNotification(testApp, notification)));

    expect(replies.map((reply) => [reply.statusCode, reply.body])).toEqual(Array(20).fill([200, 'success']));
    const periods = await app.db.selectFrom('service_periods').selectAll().where('learner_id', '=', buyer.learner.id).execute();
    expect(periods.map((period) => period.ends_at)).toEqual([clock.now() + 30 * DAY]);
    expect((await orderEvents(app, order.orderNo)).filter((event) => event.type === 'paid')).toHaveLength(1);
  });

  it.each([
    ['signed with a key that is not Alipay’s', 'forged'],
    ['with a damaged signature', 'damaged'],
    ['whose total_amount was altered after signing', 'altered'],
    ['without a signature', 'unsigned'],
  ] as const)('refuses a notification %s with 401 fail, and nothing changes', async (_name, kind) => {
    const testApp = await start();
    const order = await testApp.orderAtAlipay();
    const keys = loadSimulatorKeys(testApp.config.dataDir);
    const before = await stateOf(testApp, order.orderNo);
    let notification: Record<string, string> = alipayNotification(testApp, order);
    // The merchant's own key: whoever holds it is still not Alipay.
    if (kind === 'forged') notification = alipayNotification(testApp, order, {}, { signingKeyPem: keys.alipay.appPrivateKeyPem });
    if (kind === 'damaged') {
      const signature = Buffer.from(notification.sign ?? '', 'base64');
      signature.writeUInt8(signature.readUInt8(10) ^ 0x01, 10);
      notification = { ...notification, sign: signature.toString('base64') };
    }
    if (kind === 'altered')
      notification = { ...notification, total_amount: yuan(order.amountFen - 1), receipt_amount: yuan(order.amountFen - 1) };
    if (kind === 'unsigned') delete notification.sign;

    const reply = await postNotification(testApp, notification);

    expect([reply.statusCode, reply.body]).toEqual([401, 'fail']);
    expect(await stateOf(testApp, order.orderNo)).toEqual(before);
    expect(before).toMatchObject({ status: 'PENDING', services: [] });
  });

  it('refuses a genuine notification whose amount is not the order’s: 400 fail, nothing applied, the rejection on the timeline', async () => {
    const testApp = await start();
    const { app } = testApp;
    const order = await testApp.orderAtAlipay();
    const short = yuan(order.amountFen - 1);

    const reply = await postNotification(
      testApp,
      alipayNotification(testApp, order, { total_amount: short, receipt_amount: short, buyer_pay_amount: short }),
    );

    expect([reply.statusCode, reply.body]).toEqual([400, 'fail']);
    expect(await stateOf(testApp, order.orderNo)).toMatchObject({
      status: 'PENDING',
      transactionId: null,
      serviceEndsAt: null,
      services: [],
      events: ['created', 'pay_started', 'payment_rejected'],
    });
    const rejected = (await orderEvents(app, order.orderNo)).find((event) => event.type === 'payment_rejected');
    expect(JSON.parse(rejected?.detail ?? '{}')).toMatchObject({
      reason: 'amount_mismatch',
      amountFen: order.amountFen - 1,
      outTradeNo: order.outTradeNo,
      source: 'notification',
    });
  });

  it('refuses a genuine notification for another app (app_id not ours): 400 fail, and nothing changes', async () => {
    const testApp = await start();
    const order = await testApp.orderAtAlipay();
    const before = await stateOf(testApp, order.orderNo);

    const reply = await postNotification(
      testApp,
      alipayNotification(testApp, order, { app_id: '2021000000000001', auth_app_id: '2021000000000001' }),
    );

    expect([reply.statusCode, reply.body]).toEqual([400, 'fail']);
    expect(await stateOf(testApp, order.orderNo)).toEqual(before);
  });

  it('refuses a genuine notification for another merchant (seller_id not ours): 400 fail, and nothing changes', async () => {
    const testApp = await start();
    const order = await testApp.orderAtAlipay();
    const before = await stateOf(testApp, order.orderNo);

    const reply = await postNotification(testApp, alipayNotification(testApp, order, { seller_id: '2088000000000001' }));

    expect([reply.statusCode, reply.body]).toEqual([400, 'fail']);
    expect(await stateOf(testApp, order.orderNo)).toEqual(before);
  });

  it('refuses a genuine notification for a transaction this app never opened: 400 fail', async () => {
    const testApp = await start();
    const reply = await postNotification(
      testApp,
      alipayNotification(testApp, { outTradeNo: 'BX20260302090000000000000P01', amountFen: 24_900 }),
    );
    expect([reply.statusCode, reply.body]).toEqual([400, 'fail']);
    expect(await testApp.app.db.selectFrom('order_events').selectAll().execute()).toEqual([]);
  });

  it('acknowledges a WAIT_BUYER_PAY notification with success and changes nothing', async () => {
    const testApp = await start();
    const order = await testApp.orderAtAlipay();
    const before = await stateOf(testApp, order.orderNo);

    const reply = await postNotification(
      testApp,
      alipayNotification(testApp, order, { trade_status: 'WAIT_BUYER_PAY', gmt_payment: undefined }),
    );

    expect([reply.statusCode, reply.body]).toEqual([200, 'success']);
    expect(await stateOf(testApp, order.orderNo)).toEqual(before);
    expect(before.status).toBe('PENDING');
  });

  it('makes a cancelled order PAID when its Alipay payment arrives after all, flagged for review', async () => {
    const testApp = await start();
    const { buyer } = testApp;
    const order = await testApp.orderAtAlipay();
    expect((await buyer.cancel(order.orderNo)).statusCode).toBe(200);

    const reply = await postNotification(testApp, alipayNotification(testApp, order));

    expect([reply.statusCode, reply.body]).toEqual([200, 'success']);
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PAID', channel: 'alipay_wap', paidAfterClose: true });
  });
});
