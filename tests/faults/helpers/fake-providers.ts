import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { AlipaySimulatedTrade } from '../../../src/server/providers/simulator/alipay/alipay-sim-state.ts';
import { alipaySimulator } from '../../../src/server/providers/simulator/alipay/alipay-simulator.ts';
import { createNotifier } from '../../../src/server/providers/simulator/notifier.ts';
import { loadSimulatorKeys } from '../../../src/server/providers/simulator/simulator-keys.ts';
import { wechatpaySimulatorOptions } from '../../../src/server/providers/simulator/wechatpay/wechatpay-sim-options.ts';
import type { SimulatedTransaction, WechatSimulatorRecord } from '../../../src/server/providers/simulator/wechatpay/wechatpay-sim-state.ts';
import { wechatpaySimulator } from '../../../src/server/providers/simulator/wechatpay/wechatpay-simulator.ts';

/**
 * How the providers answer: `error` answers 500 without doing anything (a provider or its gateway failing); `slow`
 * does the work but holds the reply until the fault ends (a provider answering later than the client waits).
 */
export type ProviderFault = 'none' | 'error' | 'slow';

/** A request that reached a provider: which API, and its body as sent (the merchant's JSON, or Alipay's form). */
export type ProviderRequest = { method: string; url: string; body: string };

/** A notification a provider sent to the app, as sent: it can be sent again. */
export type SentNotification = { url: string; headers: Record<string, string>; body: string; status: number };

/** A simulator's records kept in memory (the app's own keep them in its database; these providers are the test's). */
function memoryStore<T extends object>() {
  const records = new Map<string, string>();
  return {
    records,
    async get(key: string): Promise<T | undefined> {
      const found = records.get(key);
      return found === undefined ? undefined : (JSON.parse(found) as T);
    },
    async save(key: string, record: T): Promise<void> {
      records.set(key, JSON.stringify(record));
    },
    async replace(key: string, expected: T, next: T): Promise<boolean> {
      if (records.get(key) !== JSON.stringify(expected)) return false;
      records.set(key, JSON.stringify(next));
      return true;
    },
  };
}

/**
 * WeChat Pay and Alipay as the app in PAYMENT_MODE=live reaches them (WECHATPAY_BASE_URL, ALIPAY_GATEWAY): the
 * payment simulators (the same protocol, keys and cashier as the app's own /_sim) served by the test on their own
 * port, with a switch that makes them fail. The keys are those of livePaymentEnv().
 */
export async function startFakeProviders(port: number, merchantOrigin: string) {
  const { wechat, alipay } = loadSimulatorKeys(path.join(os.tmpdir(), 'bx-test-simulator-keys'));
  const app = Fastify({ logger: false });
  const base = `http://127.0.0.1:${port}`;
  let fault: ProviderFault = 'none';
  const held = new Set<() => void>();
  const requests: ProviderRequest[] = [];
  const notifications: SentNotification[] = [];

  // The fault is applied once the body is read (so every attempt is recorded), before the provider acts on it.
  app.addHook('preHandler', async (request, reply) => {
    const body =
      typeof request.body === 'string'
        ? request.body
        : request.body
          ? new URLSearchParams(request.body as Record<string, string>).toString()
          : '';
    requests.push({ method: request.method, url: request.url, body });
    if (fault === 'error') return reply.code(500).type('text/plain; charset=utf-8').send('Internal Server Error');
  });
  app.addHook('onSend', async () => {
    if (fault === 'slow') await new Promise<void>((resolve) => held.add(resolve));
  });

  const sendNotification: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const body = await request.clone().text();
    const response = await fetch(request);
    notifications.push({ url: request.url, headers: Object.fromEntries(request.headers), body, status: response.status });
    return response;
  };
  const notifier = createNotifier({ scale: 0.001, probeRate: 0, log: app.log });
  const wechatStore = memoryStore<WechatSimulatorRecord>();
  const alipayStore = memoryStore<AlipaySimulatedTrade>();
  await app.register(
    wechatpaySimulator(wechatpaySimulatorOptions(wechat, { now: Date.now, publicUrl: `${base}/wechatpay`, merchantOrigin }), {
      store: wechatStore,
      notifier,
      fetch: sendNotification,
    }),
    { prefix: '/wechatpay' },
  );
  await app.register(
    alipaySimulator({
      keys: alipay,
      store: alipayStore,
      notifier,
      now: Date.now,
      publicUrl: `${base}/alipay`,
      merchantOrigin,
      fetch: sendNotification,
    }),
    { prefix: '/alipay' },
  );
  await app.listen({ port, host: '127.0.0.1' });

  const release = () => {
    for (const resolve of held) resolve();
    held.clear();
  };
  return {
    url: base,
    /** Environment for the app: its live clients reach these providers. */
    env: { WECHATPAY_BASE_URL: `${base}/wechatpay`, ALIPAY_GATEWAY: `${base}/alipay/gateway.do` },
    /** Sets how the providers answer from now on; ending `slow` lets the replies it held go. */
    setFault(next: ProviderFault) {
      fault = next;
      if (next !== 'slow') release();
    },
    requests,
    notifications,
    /** WeChat Pay's transaction for an out_trade_no, and the prepay ids (one per accepted create request) pointing at it. */
    async wechatTransaction(outTradeNo: string): Promise<{ transaction: SimulatedTransaction | undefined; prepayIds: string[] }> {
      const record = await wechatStore.get(outTradeNo);
      const transaction = record && 'outTradeNo' in record ? record : undefined;
      const prepayIds = [...wechatStore.records].flatMap(([key, value]) =>
        key.startsWith('prepay:') && (JSON.parse(value) as { prepayFor?: string }).prepayFor === outTradeNo
          ? [key.slice('prepay:'.length)]
          : [],
      );
      return { transaction, prepayIds };
    },
    alipayTrade: (outTradeNo: string) => alipayStore.get(outTradeNo),
    async close() {
      release();
      await notifier.close();
      await app.close();
    },
  };
}

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;
