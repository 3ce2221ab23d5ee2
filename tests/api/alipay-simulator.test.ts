import { createVerify, generateKeyPairSync } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AlipayClient, createAlipayClient } from '../../src/server/providers/alipay/alipay-client.ts';
import type { AlipayNotification } from '../../src/server/providers/alipay/alipay-replies.ts';
import { loadConfig } from '../../src/server/config.ts';
import { databasePlugin } from '../../src/server/plugins/database.ts';
import { isAlipaySimulatedTrade } from '../../src/server/providers/simulator/alipay/alipay-sim-state.ts';
import { alipaySimulator } from '../../src/server/providers/simulator/alipay/alipay-simulator.ts';
import { createLoopbackFetch } from '../../src/server/providers/simulator/loopback-fetch.ts';
import { createNotifier } from '../../src/server/providers/simulator/notifier.ts';
import { loadSimulatorKeys, type SimulatorKeys } from '../../src/server/providers/simulator/simulator-keys.ts';
import { createSimulatorStore } from '../../src/server/providers/simulator/simulator-store.ts';
import { createTestClock, type TestClock } from './helpers/test-clock.ts';
import { createTestEnvironment } from './helpers/test-environment.ts';

/** The public origin the simulator and the client believe they are at; requests to it are served in-process. */
const BASE = 'http://127.0.0.1:3210';
const NOTIFY_PATH = '/api/payments/alipay/notify';
const MINUTE = 60_000;

type Received = { params: Record<string, string>; verified: AlipayNotification | null };

type Harness = {
  app: FastifyInstance;
  keys: SimulatorKeys['alipay'];
  clock: TestClock;
  client: AlipayClient;
  received: Received[];
  clientWith: (changes: { privateKeyPem?: string; alipayPublicKeyPem?: string; fetch?: typeof fetch; now?: () => number }) => AlipayClient;
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A bare Fastify app on a test database with the Alipay simulator under /_sim/alipay and a notify route like the
 * app's (verifyNotification, then `success`); the production client drives it through the loopback fetch, or over
 * real HTTP when `listen` is set.
 */
async function startSimulator({ probeRate = 0, listen = false } = {}): Promise<Harness> {
  const environment = await createTestEnvironment();
  const config = loadConfig(environment.env);
  const keys = loadSimulatorKeys(config.dataDir).alipay;
  const clock = createTestClock();
  const app = Fastify();
  cleanups.push(async () => {
    await app.close();
    await environment.cleanup();
  });
  await app.register(databasePlugin, { database: config.database });

  const received: Received[] = [];
  let base = BASE;
  let appFetch: typeof fetch = fetch;
  const clientWith: Harness['clientWith'] = (changes) =>
    createAlipayClient({
      gateway: `${base}/_sim/alipay/gateway.do`,
      appId: keys.appId,
      privateKeyPem: changes.privateKeyPem ?? keys.appPrivateKeyPem,
      alipayPublicKeyPem: changes.alipayPublicKeyPem ?? keys.alipayPublicKeyPem,
      fetch: changes.fetch ?? appFetch,
      now: changes.now ?? clock.now,
    });
  const harness: Harness = { app, keys, clock, received, clientWith, client: clientWith({}) };

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(NOTIFY_PATH, async (request, reply) => {
      const params = Object.fromEntries(new URLSearchParams(typeof request.body === 'string' ? request.body : ''));
      const verified = harness.client.verifyNotification(params);
      received.push({ params, verified });
      return verified ? reply.type('text/plain').send('success') : reply.code(401).type('text/plain').send('fail');
    });
  });

  const notifier = createNotifier({ scale: 0.0001, probeRate, log: app.log, random: () => 0 });
  app.addHook('onClose', () => notifier.close());
  const simulatorFetch: typeof fetch = (input, init) => appFetch(input, init);
  await app.register(
    async (scope) =>
      alipaySimulator({
        keys,
        store: createSimulatorStore(scope.db, 'alipay', clock.now, isAlipaySimulatedTrade),
        notifier,
        now: clock.now,
        publicUrl: `${BASE}/_sim/alipay`,
        fetch: simulatorFetch,
      })(scope, {}),
    { prefix: '/_sim/alipay' },
  );

  if (listen) {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  } else {
    await app.ready();
    appFetch = createLoopbackFetch(app, BASE);
  }
  harness.client = clientWith({});
  return harness;
}

const payment = (outTradeNo: string, clock: TestClock, changes: { amountFen?: number } = {}) => ({
  outTradeNo,
  subject: '初中AI伴学 · 季卡 100%+',
  amountFen: changes.amountFen ?? 79929,
  notifyUrl: `${BASE}${NOTIFY_PATH}`,
  returnUrl: `${BASE}/mobile/student/result?orderNo=${outTradeNo}`,
  expiresAt: clock.now() + 15 * MINUTE,
});

/** What the buyer's browser does with the gateway URL: opens it and gets the cashier. */
const openCashier = (app: FastifyInstance, url: string) => {
  const { pathname, search } = new URL(url);
  return app.inject({ method: 'GET', url: `${pathname}${search}` });
};

const pressCashierButton = (app: FastifyInstance, outTradeNo: string, action: 'pay' | 'cancel') =>
  app.inject({
    method: 'POST',
    url: '/_sim/alipay/cashier',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ out_trade_no: outTradeNo, action }).toString(),
  });

function signedByAlipay(params: Record<string, string>, alipayPublicKeyPem: string): boolean {
  const { sign, sign_type: _signType, ...rest } = params;
  const content = Object.keys(rest)
    .sort()
    .map((name) => `${name}=${rest[name]}`)
    .join('&');
  return createVerify('RSA-SHA256')
    .update(content, 'utf8')
    .verify(alipayPublicKeyPem, sign ?? '', 'base64');
}

describe('the Alipay simulator, driven by the production client', () => {
  it('takes a WAP payment from the cashier to a verified notification, the return and a paid query', async () => {
    const { app, client, clock, keys, received } = await startSimulator();
    const order = payment('BX2026030200000001', clock);
    const url = client.wapPayUrl(order);

    // Alipay creates the trade only once the buyer reaches the cashier.
    await expect(client.query(order.outTradeNo)).resolves.toBeNull();
    await expect(client.close(order.outTradeNo)).resolves.toBe('not_exist');

    const page = await openCashier(app, url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('模拟支付');
    expect(page.body).toContain('¥799.29');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('取消支付');
    const waiting = await client.query(order.outTradeNo);
    expect(waiting).toMatchObject({ tradeStatus: 'WAIT_BUYER_PAY', outTradeNo: order.outTradeNo, totalAmountFen: 79929 });
    expect(waiting?.tradeNo).toMatch(/^2026030222001\d{15}$/);
    expect(waiting?.paidAt).toBeUndefined();

    clock.advance(2 * MINUTE);
    const paying = await pressCashierButton(app, order.outTradeNo, 'pay');

    expect(paying.statusCode).toBe(302);
    const back = new URL(paying.headers.location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${BASE}/mobile/student/result`);
    const returned = Object.fromEntries(back.searchParams);
    expect(returned).toMatchObject({
      orderNo: order.outTradeNo,
      method: 'alipay.trade.wap.pay.return',
      out_trade_no: order.outTradeNo,
      trade_no: waiting?.tradeNo,
      total_amount: '799.29',
      app_id: keys.appId,
      auth_app_id: keys.appId,
      seller_id: keys.sellerId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
    });
    const { orderNo: _ours, ...alipayReturn } = returned;
    expect(signedByAlipay(alipayReturn, keys.alipayPublicKeyPem)).toBe(true);

    await vi.waitFor(() => expect(received).toHaveLength(1));
    const paidAt = clock.now() - (clock.now() % 1000);
    expect(received[0]?.params).toMatchObject({
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '799.29',
      sign_type: 'RSA2',
    });
    expect(received[0]?.verified).toEqual({
      appId: keys.appId,
      outTradeNo: order.outTradeNo,
      tradeNo: waiting?.tradeNo,
      tradeStatus: 'TRADE_SUCCESS',
      totalAmountFen: 79929,
      sellerId: keys.sellerId,
      paidAt,
    });

    await expect(client.query(order.outTradeNo)).resolves.toEqual({
      tradeStatus: 'TRADE_SUCCESS',
      tradeNo: waiting?.tradeNo,
      outTradeNo: order.outTradeNo,
      totalAmountFen: 79929,
      paidAt,
    });
    await expect(client.close(order.outTradeNo)).resolves.toBe('paid');

    // A second click, or the gateway URL opened again, finds the trade paid: a notice, no second payment.
    const again = await pressCashierButton(app, order.outTradeNo, 'pay');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('该订单已支付');
    expect((await openCashier(app, client.wapPayUrl(order))).body).toContain('该订单已支付');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
  });

  it('sends the forged copy first when probing, and verifyNotification refuses it while accepting the genuine one', async () => {
    const { app, client, clock, received } = await startSimulator({ probeRate: 1 });
    const order = payment('BX2026030200000002', clock);
    await openCashier(app, client.wapPayUrl(order));

    await pressCashierButton(app, order.outTradeNo, 'pay');

    await vi.waitFor(() => expect(received).toHaveLength(2));
    const [forged, genuine] = received;
    expect(forged?.verified).toBeNull();
    expect(genuine?.verified).toMatchObject({ outTradeNo: order.outTradeNo, totalAmountFen: 79929, tradeStatus: 'TRADE_SUCCESS' });
    const { sign: forgedSign, ...forgedRest } = forged?.params ?? {};
    const { sign: genuineSign, ...genuineRest } = genuine?.params ?? {};
    expect(forgedRest).toEqual(genuineRest);
    expect(forgedSign).not.toBe(genuineSign);
  });

  it('refuses a wap.pay request whose signature does not cover what it carries, and creates no trade', async () => {
    const { app, client, clock } = await startSimulator();
    const order = payment('BX2026030200000003', clock);
    const url = new URL(client.wapPayUrl(order));
    const bizContent = url.searchParams.get('biz_content') ?? '';
    url.searchParams.set('biz_content', bizContent.replace('"799.29"', '"0.01"'));

    const page = await openCashier(app, url.toString());

    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('错误代码 invalid-signature');
    await expect(client.query(order.outTradeNo)).resolves.toBeNull();
    // The untouched URL still works.
    expect((await openCashier(app, client.wapPayUrl(order))).statusCode).toBe(200);
  });

  it('answers requests signed with another key, and replies the client cannot verify, as errors', async () => {
    const { clientWith } = await startSimulator();
    const stranger = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });

    await expect(clientWith({ privateKeyPem: stranger.privateKey }).query('BX2026030200000004')).rejects.toMatchObject({
      name: 'AlipayError',
      code: '40002',
      subCode: 'isv.invalid-signature',
    });
    await expect(clientWith({ alipayPublicKeyPem: stranger.publicKey }).query('BX2026030200000004')).rejects.toMatchObject({
      name: 'AlipayError',
    });
  });

  it('refuses a request stamped outside the gateway’s window', async () => {
    const { clientWith, clock } = await startSimulator();
    const late = clientWith({ now: () => clock.now() - 20 * MINUTE });

    await expect(late.query('BX2026030200000005')).rejects.toMatchObject({ subCode: 'isv.invalid-timestamp' });
  });

  it('closes a waiting trade; the cashier then refuses to pay it and closing again is harmless', async () => {
    const { app, client, clock, received } = await startSimulator();
    const order = payment('BX2026030200000006', clock);
    await openCashier(app, client.wapPayUrl(order));

    await expect(client.close(order.outTradeNo)).resolves.toBe('closed');
    await expect(client.query(order.outTradeNo)).resolves.toMatchObject({ tradeStatus: 'TRADE_CLOSED' });
    const refused = await pressCashierButton(app, order.outTradeNo, 'pay');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('交易已关闭');
    await expect(client.close(order.outTradeNo)).resolves.toBe('closed');
    expect(received).toHaveLength(0);
  });

  it('goes back to the merchant without paying on 取消支付, leaving the trade payable', async () => {
    const { app, client, clock } = await startSimulator();
    const order = payment('BX2026030200000007', clock);
    await openCashier(app, client.wapPayUrl(order));

    const cancelled = await pressCashierButton(app, order.outTradeNo, 'cancel');

    expect(cancelled.statusCode).toBe(302);
    expect(cancelled.headers.location).toBe(order.returnUrl);
    await expect(client.query(order.outTradeNo)).resolves.toMatchObject({ tradeStatus: 'WAIT_BUYER_PAY' });
    expect((await pressCashierButton(app, order.outTradeNo, 'pay')).statusCode).toBe(302);
  });

  it('pays once however many cashier clicks race', async () => {
    const { app, client, clock, received } = await startSimulator();
    const order = payment('BX2026030200000008', clock);
    await openCashier(app, client.wapPayUrl(order));

    const clicks = await Promise.all(Array.from({ length: 5 }, () => pressCashierButton(app, order.outTradeNo, 'pay')));

    expect(clicks.filter((click) => click.statusCode === 302)).toHaveLength(1);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
  });

  it('closes a trade by itself at time_expire', async () => {
    const { app, client, clock } = await startSimulator();
    const order = payment('BX2026030200000009', clock);
    await openCashier(app, client.wapPayUrl(order));

    clock.advance(15 * MINUTE);

    await expect(client.query(order.outTradeNo)).resolves.toMatchObject({ tradeStatus: 'TRADE_CLOSED' });
    expect((await pressCashierButton(app, order.outTradeNo, 'pay')).body).toContain('交易已关闭');
  });

  it('reuses an unpaid trade for the same order, but refuses the same out_trade_no with another amount', async () => {
    const { app, client, clock } = await startSimulator();
    const order = payment('BX2026030200000010', clock);
    await openCashier(app, client.wapPayUrl(order));
    const first = await client.query(order.outTradeNo);

    expect((await openCashier(app, client.wapPayUrl(order))).statusCode).toBe(200);
    await expect(client.query(order.outTradeNo)).resolves.toMatchObject({ tradeNo: first?.tradeNo });
    const changed = await openCashier(app, client.wapPayUrl(payment(order.outTradeNo, clock, { amountFen: 1 })));
    expect(changed.statusCode).toBe(400);
    expect(changed.body).toContain('CONTEXT_INCONSISTENT');
  });
});

describe('the Alipay simulator over real HTTP', () => {
  it('serves the sdk’s own requests and posts notifications over sockets', async () => {
    const { app, clock, keys, received, clientWith } = await startSimulator({ listen: true });
    const client = clientWith({ fetch });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const order = { ...payment('BX2026030200000011', clock), notifyUrl: `http://127.0.0.1:${port}${NOTIFY_PATH}` };

    const page = await fetch(client.wapPayUrl(order));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('模拟支付');
    await expect(client.query(order.outTradeNo)).resolves.toMatchObject({ tradeStatus: 'WAIT_BUYER_PAY', totalAmountFen: 79929 });
    await pressCashierButton(app, order.outTradeNo, 'pay');

    await vi.waitFor(() => expect(received.filter((entry) => entry.verified)).toHaveLength(1));
    expect(received[0]?.verified).toMatchObject({ appId: keys.appId, totalAmountFen: 79929 });
    await expect(client.query(order.outTradeNo)).resolves.toMatchObject({ tradeStatus: 'TRADE_SUCCESS' });
  });
});
