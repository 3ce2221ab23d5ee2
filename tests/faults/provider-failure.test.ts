import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Order } from '../../src/contract/orders.ts';
import { PAGE_QUERY_WAIT_MS, PROVIDER_QUERY_INTERVAL_MS } from '../../src/server/features/payments/refresh-pending.ts';
import { livePaymentEnv } from '../api/helpers/live-payment-env.ts';
import { createTestEnvironment, type TestEnvironment } from '../api/helpers/test-environment.ts';
import { type FakeProviders, startFakeProviders } from './helpers/fake-providers.ts';
import {
  createOrder,
  envelopeOf,
  getOrder,
  http,
  type HttpReply,
  parseOrder,
  parsePaymentAction,
  pay,
  pressCashierOverHttp,
  type Shopper,
  signUpStudent,
} from '../api/helpers/http-shopper.ts';
import { type RunningServer, serverPool } from '../api/helpers/server-pool.ts';

const APP_PORT = 3530;
const PROVIDER_PORT = 3531;
/** The payment clients give up on a provider after 10 s (wechatpay-client.ts, alipay-client.ts). */
const CLIENT_TIMEOUT_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The clear, retryable answer the user gets when the provider fails: 502 PAYMENT_PROVIDER_ERROR, "try again later". */
function expectProviderError(reply: HttpReply): void {
  expect(reply.status, reply.text).toBe(502);
  const error = envelopeOf(reply);
  expect(error.code).toBe('PAYMENT_PROVIDER_ERROR');
  expect(error.message).toMatch(/稍后再试/);
}

describe('a payment provider that fails while the user pays (PAYMENT_MODE=live against providers that answer 500 or too late)', () => {
  const servers = serverPool();
  let environment: TestEnvironment | undefined;
  let providers: FakeProviders | undefined;
  let server: RunningServer;
  let shopper: Shopper;

  const provider = () => {
    if (!providers) throw new Error('the providers did not start');
    return providers;
  };

  /** Reads the order until `done` holds (a notification arrives in the background), or fails after a while. */
  async function orderUntil(orderNo: string, done: (order: Order) => boolean): Promise<Order> {
    const deadline = Date.now() + 20_000;
    let last: Order | undefined;
    while (Date.now() < deadline) {
      last = parseOrder(await getOrder(server.baseUrl, shopper, orderNo));
      if (done(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the order never got there: ${JSON.stringify(last)}`);
  }

  /** The learner's service end as the account sees it (GET /api/me/services). */
  async function serviceEndsAt(): Promise<number | null> {
    const reply = await http(`${server.baseUrl}/api/me/services`, { headers: shopper.headers });
    expect(reply.status).toBe(200);
    const services = (JSON.parse(reply.text) as { services: { learnerId: string; endsAt: string }[] }).services;
    const mine = services.find((service) => service.learnerId === shopper.learnerId);
    return mine ? Date.parse(mine.endsAt) : null;
  }

  /**
   * The create requests WeChat Pay received for an order's payment attempts (out_trade_no: the order number and P01…,
   * decision 025): each must carry its attempt's number and the order's amount.
   */
  const wechatCreates = (orderNo: string) =>
    provider()
      .requests.filter((request) => request.method === 'POST' && request.url === '/wechatpay/v3/pay/transactions/h5')
      .map((request) => JSON.parse(request.body) as { out_trade_no: string; amount: { total: number } })
      .filter((body) => body.out_trade_no.startsWith(orderNo));
  /** The out_trade_no of an order's first payment attempt: a retry on the same channel asks for it again. */
  const firstAttempt = (order: Order) => `${order.orderNo}P01`;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    providers = await startFakeProviders(PROVIDER_PORT, `http://127.0.0.1:${APP_PORT}`);
    server = await servers.start({
      ...environment.env,
      ...livePaymentEnv(),
      ...providers.env,
      HOST: '127.0.0.1',
      PORT: String(APP_PORT),
      PUBLIC_BASE_URL: `http://127.0.0.1:${APP_PORT}`,
      LOG_LEVEL: 'info',
      // Only the user's own requests reach the providers: no job asks them in the background.
      PAYMENT_JOB_INTERVAL_SECONDS: '0',
    });
    shopper = await signUpStudent(server.baseUrl);
  });

  afterAll(async () => {
    await servers.stopAll();
    await providers?.close();
    await environment?.cleanup();
  });

  it('WeChat Pay answering 500: 502 PAYMENT_PROVIDER_ERROR at once, the order stays PENDING, paying again works, one charge and one extension', async () => {
    const { baseUrl } = server;
    const order = parseOrder(await createOrder(baseUrl, shopper));

    provider().setFault('error');
    const failed = await pay(baseUrl, shopper, order.orderNo, 'wechat_h5');
    expectProviderError(failed);
    expect(failed.ms).toBeLessThan(5_000);
    expect(parseOrder(await getOrder(baseUrl, shopper, order.orderNo))).toMatchObject({ status: 'PENDING', channel: null });
    expect((await provider().wechatTransaction(firstAttempt(order))).transaction).toBeUndefined();

    provider().setFault('none');
    const endsBefore = await serviceEndsAt();
    const action = parsePaymentAction(await pay(baseUrl, shopper, order.orderNo, 'wechat_h5'));
    if (action.kind !== 'redirect') throw new Error('H5 must redirect to the cashier');
    expect(action.url.startsWith(`${provider().url}/wechatpay/cashier?`)).toBe(true);
    expect((await pressCashierOverHttp(action.url, 'pay')).status).toBe(302);
    const paid = await orderUntil(order.orderNo, (candidate) => candidate.status === 'PAID');
    const endsAt = await serviceEndsAt();
    expect(endsAt).toBe(Date.parse(paid.serviceEndsAt ?? ''));
    expect(endsAt).toBeGreaterThan(endsBefore ?? 0);

    // Both requests asked for the same attempt's out_trade_no and amount: the provider holds one transaction, charged once.
    expect(wechatCreates(order.orderNo).map((body) => [body.out_trade_no, body.amount.total])).toEqual([
      [firstAttempt(order), order.amountFen],
      [firstAttempt(order), order.amountFen],
    ]);
    expect((await provider().wechatTransaction(firstAttempt(order))).transaction).toMatchObject({
      state: 'SUCCESS',
      amountFen: order.amountFen,
    });

    // The provider's notification again (providers repeat them): acknowledged, and the service is not extended twice.
    const sent = provider().notifications.filter((notification) => notification.url.endsWith('/api/payments/wechat/notify'));
    expect(sent.map((notification) => notification.status)).toContain(204);
    const original = sent.at(-1);
    if (!original) throw new Error('WeChat Pay sent no notification');
    const replayed = await http(original.url, { method: 'POST', headers: original.headers, body: original.body });
    expect([200, 204]).toContain(replayed.status);
    expect(await serviceEndsAt()).toBe(endsAt);
    expect(parseOrder(await getOrder(baseUrl, shopper, order.orderNo))).toMatchObject({
      status: 'PAID',
      serviceEndsAt: paid.serviceEndsAt,
    });
  });

  it("WeChat Pay answering later than the client waits: 502 after the client's timeout, PENDING, paid once on the next try", async () => {
    const { baseUrl } = server;
    const order = parseOrder(await createOrder(baseUrl, shopper));

    provider().setFault('slow');
    const failed = await pay(baseUrl, shopper, order.orderNo, 'wechat_h5', 3 * CLIENT_TIMEOUT_MS);
    expectProviderError(failed);
    expect(failed.ms).toBeGreaterThanOrEqual(CLIENT_TIMEOUT_MS - 500);
    expect(failed.ms).toBeLessThan(CLIENT_TIMEOUT_MS + 5_000);
    expect(parseOrder(await getOrder(baseUrl, shopper, order.orderNo))).toMatchObject({ status: 'PENDING', channel: null });
    // The provider did take the first request (its reply came too late): a transaction, waiting to be paid.
    expect((await provider().wechatTransaction(firstAttempt(order))).transaction).toMatchObject({ state: 'NOTPAY' });

    provider().setFault('none');
    const endsBefore = (await serviceEndsAt()) ?? Date.now();
    const action = parsePaymentAction(await pay(baseUrl, shopper, order.orderNo, 'wechat_h5'));
    if (action.kind !== 'redirect') throw new Error('H5 must redirect to the cashier');
    expect((await pressCashierOverHttp(action.url, 'pay')).status).toBe(302);
    const paid = await orderUntil(order.orderNo, (candidate) => candidate.status === 'PAID');

    // The retry asked for the same out_trade_no (the attempt left open): WeChat Pay gave a second prepay id for the one
    // transaction, so the cashier the first (lost) answer pointed at now says it is paid and offers nothing to pay.
    expect(wechatCreates(order.orderNo).map((body) => body.out_trade_no)).toEqual([firstAttempt(order), firstAttempt(order)]);
    const { transaction, prepayIds } = await provider().wechatTransaction(firstAttempt(order));
    expect(transaction).toMatchObject({ state: 'SUCCESS', amountFen: order.amountFen });
    expect(prepayIds).toHaveLength(2);
    const firstCashier = await http(`${provider().url}/wechatpay/cashier?prepay_id=${prepayIds.find((id) => !action.url.includes(id))}`);
    expect(firstCashier.text).toContain('该订单已支付');
    expect(firstCashier.text).not.toContain('确认支付');

    // One extension: the period grew by the plan's days once.
    expect(await serviceEndsAt()).toBe(Date.parse(paid.serviceEndsAt ?? ''));
    expect(Math.round((Date.parse(paid.serviceEndsAt ?? '') - endsBefore) / DAY_MS)).toBe(30);
  });

  it('Alipay failing while the result page asks about the order: the page gets the order PENDING, and it is paid once', async () => {
    const { baseUrl } = server;
    const order = parseOrder(await createOrder(baseUrl, shopper));
    // Alipay's WAP payment is a signed URL: starting it asks nothing of Alipay; the trade begins at its cashier.
    const action = parsePaymentAction(await pay(baseUrl, shopper, order.orderNo, 'alipay_wap'));
    if (action.kind !== 'redirect') throw new Error('Alipay must redirect to the cashier');
    // The page goes through our link, which leads to Alipay's signed URL while the attempt is open (decision 025).
    expect(action.url.startsWith(`${baseUrl}/api/payments/alipay/cashier/`)).toBe(true);
    const hop = await http(action.url);
    expect(hop.headers.get('location')?.startsWith(`${provider().url}/alipay/gateway.do?`)).toBe(true);

    // The page polling the order asks Alipay (at most every PROVIDER_QUERY_INTERVAL_MS): while Alipay fails it still
    // gets the order as stored, at once for a 500 and after PAGE_QUERY_WAIT_MS (not the client's 10 s timeout) for a
    // reply that does not come.
    const alipayQueries = () => provider().requests.filter((request) => /[?&]method=alipay\.trade\.query(&|$)/.test(request.url)).length;
    for (const [fault, withinMs] of [
      ['error', 5_000],
      ['slow', PAGE_QUERY_WAIT_MS + 2_000],
    ] as const) {
      const queriesBefore = alipayQueries();
      provider().setFault(fault);
      const read = await http(`${baseUrl}/api/orders/${order.orderNo}`, { headers: shopper.headers, timeoutMs: 3 * CLIENT_TIMEOUT_MS });
      provider().setFault('none');
      expect(read.status, read.text).toBe(200);
      expect(parseOrder(read)).toMatchObject({ status: 'PENDING', channel: 'alipay_wap' });
      expect(read.ms, `${fault}: the page waited`).toBeLessThan(withinMs);
      expect(alipayQueries(), `${fault}: the page's read asked Alipay`).toBe(queriesBefore + 1);
      await new Promise((resolve) => setTimeout(resolve, PROVIDER_QUERY_INTERVAL_MS + 100));
    }

    const endsBefore = (await serviceEndsAt()) ?? Date.now();
    expect((await pressCashierOverHttp(action.url, 'pay')).status).toBe(302);
    const paid = await orderUntil(order.orderNo, (candidate) => candidate.status === 'PAID');
    expect((await provider().alipayTrade(firstAttempt(order)))?.status).toBe('TRADE_SUCCESS');
    expect(Math.round((Date.parse(paid.serviceEndsAt ?? '') - endsBefore) / DAY_MS)).toBe(30);
  });
});
