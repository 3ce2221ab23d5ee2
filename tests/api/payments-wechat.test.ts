import { describe, expect, it } from 'vitest';
import { type Order } from '../../src/contract/orders.ts';
import { loadSimulatorKeys } from '../../src/server/providers/simulator/simulator-keys.ts';
import type { SimulatedTransaction } from '../../src/server/providers/simulator/wechatpay/wechatpay-sim-state.ts';
import { errorOf } from './helpers/auth.ts';
import { orderClient, orderEvents } from './helpers/orders.ts';
import { orderUntil, pathOf, postPay, pressCashier, startPayment, storedAttempts } from './helpers/payments.ts';
import { type PaidAttempt, sentToProvider, wechatPaymentNotification } from './helpers/provider-notifications.ts';
import { closingAfterEachTest, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const DAY = 24 * 60 * 60 * 1000;
const startApp = closingAfterEachTest();

async function start() {
  const clock = createTestClock();
  const testApp = await startApp({ SESSION_TTL_DAYS: '365' }, { clock });
  const buyer = await orderClient(testApp.app);
  /** A new order sent to WeChat Pay's H5 cashier (its first attempt there), with the attempt's out_trade_no. */
  const orderAtWechat = async (planId?: string) => sentToProvider(testApp.app, buyer.headers, await buyer.order(planId), 'wechat_h5');
  return { ...testApp, clock, buyer, orderAtWechat };
}

/** What WeChat Pay would send for this attempt, by the simulator's keys in this app's data directory, at the app's time. */
const notificationFor = (
  testApp: TestApp,
  attempt: PaidAttempt,
  changes: Partial<SimulatedTransaction> = {},
  { at, signingKeyPem }: { at?: number; signingKeyPem?: string } = {},
) =>
  wechatPaymentNotification({ dataDir: testApp.config.dataDir, now: at ?? testApp.app.clock.now() }, attempt, changes, { signingKeyPem });

const notify = (testApp: TestApp, notification: { body: string; headers: Record<string, string> }) =>
  testApp.app.inject({ method: 'POST', url: '/api/payments/wechat/notify', headers: notification.headers, payload: notification.body });

describe('paying by WeChat Pay H5 through the simulator', () => {
  it('sends the page to the cashier, back to wxResult, and the notification makes the order PAID and extends the service', async () => {
    const testApp = await start();
    const { app, buyer, clock } = testApp;
    const order = await buyer.order('junior-30');

    const action = await startPayment(app, buyer.headers, order.orderNo, 'wechat_h5');
    if (action.kind !== 'redirect') throw new Error('H5 must redirect');
    expect(action.url).toMatch(/^http:\/\/localhost:3000\/_sim\/wechatpay\/cashier\?prepay_id=wx[0-9a-f]+&redirect_url=/);
    expect(new URL(action.url).searchParams.get('redirect_url')).toBe(
      `http://localhost:3000/mobile/student/wxResult?orderNo=${order.orderNo}`,
    );

    const paid = await pressCashier(app, action.url, 'pay');
    expect(paid.statusCode).toBe(302);
    expect(paid.headers.location).toBe(`http://localhost:3000/mobile/student/wxResult?orderNo=${order.orderNo}`);

    const settled = await orderUntil(app, buyer.headers, order.orderNo, (o) => o.status === 'PAID');
    expect(settled).toMatchObject({
      status: 'PAID',
      channel: 'wechat_h5',
      paidAfterClose: false,
      serviceEndsAt: new Date(clock.now() + 30 * DAY).toISOString(),
    });
    const services = await app.inject({ url: '/api/me/services', headers: buyer.headers });
    expect(services.json().services).toEqual([
      expect.objectContaining({ learnerId: buyer.learner.id, endsAt: settled.serviceEndsAt, active: true }),
    ]);
    const events = await orderEvents(app, order.orderNo);
    // One clock tick for the whole test: the timeline's order within it is not defined, its content is. The page's query
    // may settle it before the notification arrives, so the notification's own record is not counted here.
    expect(events.flatMap((event) => (event.type === 'notification_received' ? [] : [event.type])).sort()).toEqual([
      'created',
      'paid',
      'pay_started',
    ]);
  });

  it('leaves the order PENDING and payable when the user cancels at the cashier', async () => {
    const { app, buyer } = await start();
    const order = await buyer.order();
    const action = await startPayment(app, buyer.headers, order.orderNo, 'wechat_h5');
    if (action.kind !== 'redirect') throw new Error('H5 must redirect');

    const cancelled = await pressCashier(app, action.url, 'cancel');
    expect(cancelled.statusCode).toBe(302);
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PENDING' });
    expect((await postPay(app, buyer.headers, order.orderNo, { channel: 'wechat_h5' })).statusCode).toBe(200);
    // The same channel again asks WeChat Pay for the same transaction (its one open attempt), not a second one.
    expect((await storedAttempts(app, order.orderNo)).map((attempt) => [attempt.out_trade_no, attempt.state])).toEqual([
      [`${order.orderNo}P01`, 'OPEN'],
    ]);
  });
});

describe('WeChat Pay notifications', () => {
  it('applies 100 concurrent copies of one notification once: one PAID, one extension, one timeline entry', async () => {
    const testApp = await start();
    const { app, buyer, clock } = testApp;
    const order = await testApp.orderAtWechat('junior-30');
    const notification = notificationFor(testApp, order);

    const replies = await Promise.all(Array.from({ length: 100 }, () => notify(testApp, notification)));

    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(100).fill(204));
    const stored = (await buyer.get(order.orderNo)).json<Order>();
    expect(stored).toMatchObject({ status: 'PAID', serviceEndsAt: new Date(clock.now() + 30 * DAY).toISOString() });
    expect((await orderEvents(app, order.orderNo)).filter((event) => event.type === 'paid')).toHaveLength(1);
  });

  it.each([
    ['forged (signed with another key)', 'forged'],
    ['altered after signing', 'altered'],
    ['stale (timestamp 6 minutes old)', 'stale'],
    ['from an unknown platform key serial', 'serial'],
    ['without signature headers', 'unsigned'],
  ] as const)('refuses a notification %s with 401, and nothing changes', async (_name, kind) => {
    const testApp = await start();
    const { app, buyer, clock } = testApp;
    const order = await testApp.orderAtWechat();
    let notification: { body: string; headers: Record<string, string> } = notificationFor(testApp, order);
    if (kind === 'forged')
      notification = notificationFor(
        testApp,
        order,
        {},
        { signingKeyPem: loadSimulatorKeys(testApp.config.dataDir).alipay.alipayPrivateKeyPem },
      );
    if (kind === 'altered')
      notification = { ...notification, body: notification.body.replace('"summary":"支付成功"', '"summary":"支付成功 "') };
    if (kind === 'stale') notification = notificationFor(testApp, order, {}, { at: clock.now() - 6 * 60 * 1000 });
    if (kind === 'serial')
      notification = {
        ...notification,
        headers: { ...notification.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_0000000000000000000000000000000000' },
      };
    if (kind === 'unsigned') notification = { ...notification, headers: { 'Content-Type': 'application/json' } };

    const reply = await notify(testApp, notification);

    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ code: 'FAIL', message: '签名验证失败' });
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PENDING', serviceEndsAt: null });
    expect((await app.inject({ url: '/api/me/services', headers: buyer.headers })).json().services).toEqual([]);
    // Its resource decrypts with our API v3 key, so the refusal is on the order's timeline (the operators' console).
    const received = (await orderEvents(app, order.orderNo)).filter((event) => event.type === 'notification_received');
    expect(received.map((event) => JSON.parse(event.detail))).toEqual([
      { provider: 'wechatpay', kind: 'payment', outcome: 'bad_signature' },
    ]);
  });

  it('refuses a genuine notification whose amount is not the order’s (400, so WeChat keeps it visible), and nothing is applied', async () => {
    const testApp = await start();
    const { app, buyer } = testApp;
    const order = await testApp.orderAtWechat();

    const reply = await notify(testApp, notificationFor(testApp, { ...order, amountFen: order.amountFen - 1 }));

    expect(reply.statusCode).toBe(400);
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PENDING' });
    expect((await orderEvents(app, order.orderNo)).map((event) => event.type).sort()).toEqual([
      'created',
      'notification_received',
      'pay_started',
      'payment_rejected',
    ]);
  });

  it('makes a CLOSED order PAID when its payment arrives after all, flagged for review', async () => {
    const testApp = await start();
    const { app, buyer } = testApp;
    const order = await testApp.orderAtWechat();
    expect((await buyer.cancel(order.orderNo)).statusCode).toBe(200);

    expect((await notify(testApp, notificationFor(testApp, order))).statusCode).toBe(204);

    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PAID', paidAfterClose: true });
    expect((await app.inject({ url: '/api/me/services', headers: buyer.headers })).json().services).toHaveLength(1);
  });
});

describe('starting a payment', () => {
  it('refuses an order that is paid, closed or past its 15 minutes: 409 ORDER_NOT_PAYABLE', async () => {
    const testApp = await start();
    const { app, buyer, clock } = testApp;
    const paid = await testApp.orderAtWechat();
    expect((await notify(testApp, notificationFor(testApp, paid))).statusCode).toBe(204);
    const closed = await buyer.order();
    await buyer.cancel(closed.orderNo);
    const late = await buyer.order();
    clock.advance(15 * 60 * 1000);

    for (const order of [paid, closed, late]) {
      const reply = await postPay(app, buyer.headers, order.orderNo, { channel: 'wechat_h5' });
      expect(reply.statusCode).toBe(409);
      expect(errorOf(reply).code).toBe('ORDER_NOT_PAYABLE');
    }
  });

  it('answers 404 for someone else’s order and for an order that does not exist', async () => {
    const { app, buyer } = await start();
    const stranger = await orderClient(app);
    const order = await buyer.order();

    expect(errorOf(await postPay(app, stranger.headers, order.orderNo, { channel: 'wechat_h5' })).code).toBe('ORDER_NOT_FOUND');
    expect((await postPay(app, buyer.headers, 'BX0000000000000000000000', { channel: 'wechat_h5' })).statusCode).toBe(404);
  });

  it('offers JSAPI only inside WeChat, and H5 and Alipay only outside it', async () => {
    const { app, buyer } = await start();
    const order = await buyer.order();
    const inWechat = { ...buyer.headers, 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50' };

    const h5InWechat = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderNo}/pay`,
      headers: inWechat,
      payload: { channel: 'wechat_h5' },
    });
    const alipayInWechat = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderNo}/pay`,
      headers: inWechat,
      payload: { channel: 'alipay_wap' },
    });
    const jsapiOutside = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderNo}/pay`,
      headers: buyer.headers,
      payload: { channel: 'wechat_jsapi' },
    });

    for (const reply of [h5InWechat, alipayInWechat, jsapiOutside]) {
      expect(reply.statusCode).toBe(409);
      expect(errorOf(reply)).toMatchObject({ code: 'CHANNEL_NOT_AVAILABLE', field: 'channel' });
    }
  });

  it('checks the channel: an unknown one is 400 with the field', async () => {
    const { app, buyer } = await start();
    const order = await buyer.order();
    const reply = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderNo}/pay`,
      headers: buyer.headers,
      payload: { channel: 'cash' },
    });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).field).toBe('channel');
  });
});

describe('paying by WeChat Pay JSAPI inside WeChat', () => {
  it('goes through WeChat OAuth for the openid, then gives signed getBrandWCPayRequest parameters the cashier accepts', async () => {
    const { app, buyer } = await start();
    const order = await buyer.order();

    const first = await startPayment(app, buyer.headers, order.orderNo, 'wechat_jsapi');
    if (first.kind !== 'redirect') throw new Error('JSAPI without an openid must go to OAuth');
    expect(first.url).toMatch(
      /^http:\/\/localhost:3000\/_sim\/wechat-oauth\/connect\/oauth2\/authorize\?appid=wx.*scope=snsapi_base.*#wechat_redirect$/,
    );
    const back = await app.inject({ url: pathOf(first.url.replace(/#.*$/, '')) });
    expect(back.statusCode).toBe(302);
    const returned = new URL(String(back.headers.location));
    expect(`${returned.origin}${returned.pathname}`).toBe('http://localhost:3000/mobile/student/order');
    expect(returned.searchParams.get('orderNo')).toBe(order.orderNo);
    const code = returned.searchParams.get('code') ?? '';

    const second = await postPay(app, buyer.headers, order.orderNo, { channel: 'wechat_jsapi', wechatOauthCode: code });
    expect(second.statusCode, second.body).toBe(200);
    const action = second.json();
    expect(action).toMatchObject({
      kind: 'jsapi',
      bridgeScriptUrl: '/_sim/wechatpay/jsbridge.js',
      params: { signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) },
    });

    const cashierUrl = `http://localhost:3000/_sim/wechatpay/cashier?${new URLSearchParams(action.params)}`;
    const done = await pressCashier(app, cashierUrl, 'pay');
    expect(done.body).toContain('get_brand_wcpay_request:ok');
    expect(await orderUntil(app, buyer.headers, order.orderNo, (o) => o.status === 'PAID')).toMatchObject({ channel: 'wechat_jsapi' });

    // A code works once, as WeChat's does.
    const reused = await postPay(app, buyer.headers, (await buyer.order()).orderNo, { channel: 'wechat_jsapi', wechatOauthCode: code });
    expect(errorOf(reused).code).toBe('WECHAT_OAUTH_FAILED');
  });

  it('is refused at the OAuth simulator for a redirect_uri that is no URL, which keeps no code for it', async () => {
    const testApp = await start();
    const { appid } = loadSimulatorKeys(testApp.config.dataDir).wechat;
    const query = new URLSearchParams({ appid, redirect_uri: 'http://[', response_type: 'code', scope: 'snsapi_base' });

    const refused = await testApp.app.inject({ url: `/_sim/wechat-oauth/connect/oauth2/authorize?${query}` });
    expect(refused.statusCode).toBe(400);
    expect(
      await testApp.app.db.selectFrom('payment_simulator_transactions').selectAll().where('provider', '=', 'wechat-oauth').execute(),
    ).toEqual([]);
  });

  it('shows the cashier’s “no such payment” page for a prepay_id no payment has, one holding U+0000 too', async () => {
    const { app } = await start();
    for (const prepayId of ['wx0123456789abcdef', 'wx01%00', '%00']) {
      const page = await app.inject({ url: `/_sim/wechatpay/cashier?prepay_id=${prepayId}` });
      expect(page.statusCode, prepayId).toBe(404);
      expect(page.body).toContain('找不到这笔支付');
    }
  });

  it('refuses JSAPI parameters whose paySign was tampered with', async () => {
    const { app, buyer } = await start();
    const order = await buyer.order();
    const first = await startPayment(app, buyer.headers, order.orderNo, 'wechat_jsapi');
    if (first.kind !== 'redirect') throw new Error('expected OAuth');
    const code =
      new URL(String((await app.inject({ url: pathOf(first.url.replace(/#.*$/, '')) })).headers.location)).searchParams.get('code') ?? '';
    const action = (await postPay(app, buyer.headers, order.orderNo, { channel: 'wechat_jsapi', wechatOauthCode: code })).json();

    const page = await app.inject({ url: `/_sim/wechatpay/cashier?${new URLSearchParams({ ...action.params, timeStamp: '1' })}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('SIGN_ERROR');
  });
});
