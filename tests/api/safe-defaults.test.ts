import { createSign } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signContent } from '../../src/server/providers/alipay/alipay-protocol.ts';
import { loadSimulatorKeys } from '../../src/server/providers/simulator/simulator-keys.ts';
import { orderClient } from './helpers/orders.ts';
import {
  attemptOutTradeNo,
  cashierFields,
  cashierUrl,
  openCashier,
  pathOf,
  simulatorRecord,
  startPayment,
  submitCashier,
} from './helpers/payments.ts';
import { type ServerProcess, spawnServer, waitForListening } from './helpers/server-process.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestEnvironment, type TestEnvironment } from './helpers/test-environment.ts';

// These start the server as a process through tsx: on a loaded CI machine that alone can take 20 s and more.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

/**
 * Issue 14, unsafe defaults: with NODE_ENV unset the server listened on every interface with the development SMS inbox
 * and the payment simulators on, without a word; and the simulator cashier sent the browser to any redirect_url or
 * return_url it was given (an open redirect).
 */
const EVIL = 'https://evil.example/steal';

describe('the simulator cashier sends the browser back to the site only', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const redirectAction = async (channel: 'wechat_h5' | 'alipay_wap') => {
    const buyer = await orderClient(testApp.app);
    const order = await buyer.order();
    const action = await startPayment(testApp.app, buyer.headers, order.orderNo, channel);
    if (action.kind !== 'redirect') throw new Error(`expected a redirect, got ${action.kind}`);
    return { order, url: new URL(action.url) };
  };

  it('WeChat Pay: refuses a foreign redirect_url with a 400 page, on the page and on the form, and pays nothing', async () => {
    const { order, url } = await redirectAction('wechat_h5');
    const genuine = await openCashier(testApp.app, url.toString());

    for (const foreign of [EVIL, '//evil.example/steal', 'javascript:alert(1)']) {
      url.searchParams.set('redirect_url', foreign);
      const page = await testApp.app.inject({ url: pathOf(url.toString()) });
      expect([foreign, page.statusCode, page.headers.location]).toEqual([foreign, 400, undefined]);
      expect(page.body).toContain('redirect_url');

      const pressed = await submitCashier(testApp.app, { ...genuine, fields: { ...genuine.fields, redirect_url: foreign } }, 'pay');
      expect([foreign, pressed.statusCode, pressed.headers.location]).toEqual([foreign, 400, undefined]);
    }
    const outTradeNo = await attemptOutTradeNo(testApp.app, order.orderNo, 'wechatpay');
    expect(await simulatorRecord(testApp.app, 'wechatpay', outTradeNo)).toMatchObject({ state: 'NOTPAY' });

    // The site's own result page still gets the buyer back.
    const paid = await submitCashier(testApp.app, genuine, 'pay');
    expect(paid.statusCode).toBe(302);
    expect(paid.headers.location).toBe(genuine.fields.redirect_url);
    expect(new URL(String(paid.headers.location)).origin).toBe(new URL(testApp.config.payment.publicBaseUrl).origin);
  });

  it('Alipay: refuses a correctly signed wap.pay whose return_url is foreign, and returns to the site after paying', async () => {
    const { url: link } = await redirectAction('alipay_wap');
    const url = new URL(await cashierUrl(testApp.app, link.toString()));
    const { appPrivateKeyPem } = loadSimulatorKeys(testApp.config.dataDir).alipay;
    const resigned = (changes: Record<string, string>) => {
      const params: Record<string, string> = { ...Object.fromEntries(url.searchParams), ...changes };
      delete params.sign;
      const sign = createSign('RSA-SHA256')
        .update(signContent(params, ['sign']))
        .sign(appPrivateKeyPem, 'base64');
      return `${url.pathname}?${new URLSearchParams({ ...params, sign }).toString()}`;
    };

    for (const foreign of [EVIL, '//evil.example/steal']) {
      const page = await testApp.app.inject({ url: resigned({ return_url: foreign }) });
      expect([foreign, page.statusCode, page.headers.location]).toEqual([foreign, 400, undefined]);
      expect(page.body).toContain('return_url');
    }

    const cashier = await testApp.app.inject({ url: resigned({}) });
    expect(cashier.statusCode).toBe(200);
    const form = /<form method="post" action="([^"]+)">/.exec(cashier.body)?.[1] ?? '';
    const paid = await submitCashier(testApp.app, { action: form, fields: cashierFields(cashier.body) }, 'pay');
    expect(paid.statusCode).toBe(302);
    expect(String(paid.headers.location)).toMatch(new RegExp(`^${url.searchParams.get('return_url')?.replace(/[.?]/g, '\\$&')}`));
  });

  it('WeChat OAuth: refuses a foreign redirect_uri with 400, and sends the browser back with a code to the site', async () => {
    const buyer = await orderClient(testApp.app);
    const order = await buyer.order();
    const action = await startPayment(testApp.app, buyer.headers, order.orderNo, 'wechat_jsapi');
    if (action.kind !== 'redirect') throw new Error(`expected the OAuth redirect, got ${action.kind}`);
    const url = new URL(action.url);
    for (const foreign of [EVIL, '//evil.example/steal']) {
      url.searchParams.set('redirect_uri', foreign);
      const refused = await testApp.app.inject({ url: pathOf(url.toString()) });
      expect([foreign, refused.statusCode, refused.headers.location]).toEqual([foreign, 400, undefined]);
    }
    const back = await testApp.app.inject({ url: pathOf(action.url) });
    expect(back.statusCode).toBe(302);
    expect(new URL(String(back.headers.location)).origin).toBe(new URL(action.url).origin);
  });
});

describe('the server process outside production', () => {
  let server: ServerProcess | undefined;
  let environment: TestEnvironment | undefined;
  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await environment?.cleanup();
  });

  it('listens on loopback only and says, one warning a line, that the inbox and the simulators are on and where it listens', async () => {
    environment = await createTestEnvironment();
    const { NODE_ENV: _unset, ...env } = environment.env;
    server = spawnServer({ ...env, PORT: '0', LOG_LEVEL: 'info' });
    const baseUrl = await waitForListening(server);
    const port = new URL(baseUrl).port;

    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200);
    // Not on the machine's other addresses (when it has any).
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4');
    if (external) await expect(fetch(`http://${external.address}:${port}/api/health`)).rejects.toThrow();

    const warnings = server
      .output()
      .stdout.split('\n')
      .filter((line) => line.includes('"level":40'))
      .map((line) => String((JSON.parse(line) as { msg?: unknown }).msg));
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^development SMS inbox is on: .*GET \/api\/dev\/sms\/latest/),
        expect.stringMatching(/^payment simulators are on under \/_sim/),
        expect.stringMatching(new RegExp(`^listening on http://127\\.0\\.0\\.1:${port}.*: this machine only`)),
      ]),
    );
  });
});
