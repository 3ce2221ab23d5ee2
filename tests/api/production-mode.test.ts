import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../src/contract/errors.ts';
import { loadConfig } from '../../src/server/config.ts';
import { newPhone, postLogin, requestSmsCode } from './helpers/auth.ts';
import { type FakeTencentSms, lastSentCode, startFakeTencentSms, tencentEnv } from './helpers/fake-tencent-sms.ts';
import { type ServerProcess, spawnServer } from './helpers/server-process.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { configErrorFor } from './helpers/config-error.ts';
import { livePaymentEnv } from './helpers/live-payment-env.ts';

// These start the server as a process through tsx: on a loaded CI machine that alone can take 20 s and more.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const tencentKeys = [
  'TENCENT_SMS_SECRET_ID',
  'TENCENT_SMS_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
  'TENCENT_SMS_SIGN_NAME',
  'TENCENT_SMS_TEMPLATE_ID',
];

let fake: FakeTencentSms;
beforeAll(async () => {
  fake = await startFakeTencentSms();
});
afterAll(() => fake.close());

describe('configuration in production mode', () => {
  it('refuses the default log sender, naming SMS_PROVIDER', () => {
    const { message } = configErrorFor({ NODE_ENV: 'production' });
    expect(message).toMatch(/^ {2}SMS_PROVIDER: /m);
  });

  it('refuses SMS_PROVIDER=log given explicitly', () => {
    expect(configErrorFor({ NODE_ENV: 'production', SMS_PROVIDER: 'log' }).message).toMatch(/^ {2}SMS_PROVIDER: /m);
  });

  it('names every missing TENCENT_* variable when SMS_PROVIDER=tencent', () => {
    const { message } = configErrorFor({ NODE_ENV: 'production', SMS_PROVIDER: 'tencent' });
    for (const key of tencentKeys) expect(message).toMatch(new RegExp(`^ {2}${key}: `, 'm'));
    expect(message).not.toMatch(/^ {2}SMS_PROVIDER: /m);
  });

  it('names only the TENCENT_* variables still missing', () => {
    const { message } = configErrorFor({ SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'id', TENCENT_SMS_SECRET_KEY: 'key' });
    expect(message).not.toMatch(/TENCENT_SMS_SECRET_(ID|KEY)/);
    for (const key of tencentKeys.slice(2)) expect(message).toMatch(new RegExp(`^ {2}${key}: `, 'm'));
  });

  it('accepts tencent with all its variables', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...tencentEnv(fake), ...livePaymentEnv() });
    expect(config.sms).toMatchObject({ provider: 'tencent', tencent: { sdkAppId: '1400000001', endpoint: fake.endpoint } });
  });

  it('listens on every interface unless HOST says otherwise', () => {
    const production = { NODE_ENV: 'production', ...tencentEnv(fake), ...livePaymentEnv() };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('refuses the payment simulators, and names every merchant setting PAYMENT_MODE=live still needs', () => {
    expect(configErrorFor({ NODE_ENV: 'production', PAYMENT_MODE: 'simulator', ...tencentEnv(fake) }).message).toMatch(
      /^ {2}PAYMENT_MODE: .*refused in production/m,
    );
    const { message } = configErrorFor({ NODE_ENV: 'production', ...tencentEnv(fake) });
    for (const key of Object.keys(livePaymentEnv()).filter((name) => name !== 'PAYMENT_MODE'))
      expect(message).toMatch(new RegExp(`^ {2}${key}: `, 'm'));
  });

  it('reads PEM keys written on one line with \\n, and mounts no simulator', async () => {
    const config = loadConfig({ NODE_ENV: 'production', ...tencentEnv(fake), ...livePaymentEnv() });
    expect(config.payment.mode).toBe('live');
    if (config.payment.mode === 'live') expect(config.payment.wechat.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
  });
});

describe('the server process in production mode', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    server = undefined;
  });

  it('refuses to start with the log sender: exit code 1 and a message naming SMS_PROVIDER', async () => {
    server = spawnServer({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/SMS_PROVIDER/);
    expect(server.output().stdout).not.toMatch(/Server listening/);
  });
});

describe('the app in production mode', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('has no development inbox, and sends real codes that log in', async () => {
    testApp = await createTestApp({ NODE_ENV: 'production', ...tencentEnv(fake), ...livePaymentEnv() });
    const { app } = testApp;
    const phone = newPhone();

    expect((await requestSmsCode(app, phone)).statusCode).toBe(204);
    const inbox = await app.inject({ url: `/api/dev/sms/latest?phone=${phone}` });
    expect(inbox.statusCode).toBe(404);
    // The answer for a route that does not exist, not the inbox's own "no code yet".
    expect(inbox.json()).toEqual({ error: { code: 'NOT_FOUND', message: `${errorMessages.NOT_FOUND}：GET /api/dev/sms/latest` } });
    expect(inbox.body).not.toMatch(/"\d{6}"/);

    const docs = await app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('/api/auth/sms-codes');
    expect(docs.body).not.toContain('/api/dev/sms/latest');
    expect((await app.inject({ url: '/_sim/wechatpay/jsbridge.js' })).headers['content-type']).not.toMatch(/javascript/);
    expect((await app.inject({ method: 'POST', url: '/_sim/alipay/gateway.do' })).statusCode).toBe(404);

    expect((await postLogin(app, { phone, code: lastSentCode(fake, phone), agreed: true })).statusCode).toBe(200);
  });
});
