import { describe, expect, it } from 'vitest';
import { devSmsLatestSchema } from '../../src/contract/accounts.ts';
import { errorEnvelopeSchema, errorMessages } from '../../src/contract/errors.ts';
import { errorOf, latestSmsCode, newPhone, postLogin, requestSmsCode, requestSmsCodeAsPerson, sendCode } from './helpers/auth.ts';
import { passHumanCheck } from './helpers/human-check.ts';
import { closingAfterEachTest, listenOnFreePort, type TestApp, type TestAppOptions } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

const startApp = closingAfterEachTest();

/**
 * An app whose rate-limit windows follow `clock`: without Redis the in-memory limiter uses the injected clock
 * (the Redis limiter counts in Redis time, which a test cannot move).
 */
async function start(overrides: Record<string, string | undefined> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  return startApp({ REDIS_URL: undefined, ...overrides }, options);
}

function retryAfterSeconds(value: string | string[] | number | undefined): number {
  expect(value).toMatch(/^\d+$/);
  return Number(value);
}

async function expectInvalidPhone(phone: unknown): Promise<void> {
  const { app } = await start();

  const response = await requestSmsCode(app, phone);

  expect(response.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(response.json())).toEqual({
    error: { code: 'INVALID_PHONE', message: errorMessages.INVALID_PHONE, field: 'phone' },
  });
  const inbox = await app.inject({ url: '/api/dev/sms/latest?phone=13812341234' });
  expect(inbox.statusCode).toBe(404);
}

describe('POST /api/auth/sms-codes', () => {
  it('answers 204 and sends a 6-digit code that the development inbox shows', async () => {
    const clock = createTestClock();
    const { app } = await start({}, { clock });
    const phone = newPhone();

    const response = await requestSmsCode(app, phone);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const inbox = await app.inject({ url: `/api/dev/sms/latest?phone=${phone}` });
    expect(inbox.statusCode).toBe(200);
    expect(devSmsLatestSchema.parse(inbox.json())).toEqual({
      phone,
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: new Date(clock.now()).toISOString(),
    });
  });

  it('has nothing in the development inbox for a phone that was sent no code', async () => {
    const { app } = await start();
    const response = await app.inject({ url: `/api/dev/sms/latest?phone=${newPhone()}` });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });

  it('sends and shows the code over real HTTP', async () => {
    const { app } = await start();
    const baseUrl = await listenOnFreePort(app);
    const phone = newPhone();

    const response = await fetch(`${baseUrl}/api/auth/sms-codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    const inbox = await fetch(`${baseUrl}/api/dev/sms/latest?phone=${phone}`);
    expect(inbox.status).toBe(200);
    expect(devSmsLatestSchema.parse(await inbox.json()).code).toMatch(/^\d{6}$/);
  });

  it.each([
    ['ten digits', '1381234123'],
    ['twelve digits', '138123412345'],
    ['a 12 prefix', '12812341234'],
    ['a 10 prefix', '10812341234'],
    ['letters', '1381234abcd'],
    ['a +86 prefix', '+8613812341234'],
    ['an empty string', ''],
  ])('refuses %s with 400 INVALID_PHONE and sends nothing', async (_label, phone) => {
    await expectInvalidPhone(phone);
  });

  // A phone that is missing or not a string fails zod's type check before the pattern: the same code must come back.
  it.each([
    ['a number instead of a string', 13812341234],
    ['no phone at all', undefined],
  ])('refuses %s with 400 INVALID_PHONE and sends nothing', async (_label, phone) => {
    await expectInvalidPhone(phone);
  });

  it('refuses a resend within 60 s with 429 SMS_TOO_FREQUENT and Retry-After, and keeps the first code working', async () => {
    const clock = createTestClock();
    const { app } = await start({}, { clock });
    const phone = newPhone();
    const code = await sendCode(app, phone);

    clock.advance(20 * SECOND);
    const resend = await requestSmsCode(app, phone);
    expect(resend.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(resend.json())).toEqual({
      error: { code: 'SMS_TOO_FREQUENT', message: errorMessages.SMS_TOO_FREQUENT },
    });
    expect(retryAfterSeconds(resend.headers['retry-after'])).toBe(40);

    clock.advance(39 * SECOND + 999);
    const lastMoment = await requestSmsCode(app, phone);
    expect(lastMoment.statusCode).toBe(429);
    expect(retryAfterSeconds(lastMoment.headers['retry-after'])).toBe(1);

    // The refused resends sent nothing new and voided nothing.
    expect(await latestSmsCode(app, phone)).toBe(code);
    expect((await postLogin(app, { phone, code, agreed: true })).statusCode).toBe(200);
  });

  it('allows the resend once 60 s have passed, after a human check within the hour (decision 026)', async () => {
    const clock = createTestClock();
    const { app } = await start({}, { clock });
    const phone = newPhone();
    await sendCode(app, phone);

    clock.advance(60 * SECOND);
    expect(errorOf(await requestSmsCode(app, phone)).code).toBe('HUMAN_CHECK_REQUIRED');
    expect((await requestSmsCode(app, phone, '127.0.0.1', await passHumanCheck(app))).statusCode).toBe(204);
    clock.advance(61 * SECOND);
    expect((await requestSmsCode(app, phone, '127.0.0.1', await passHumanCheck(app))).statusCode).toBe(204);
    // An hour after the first: free again.
    clock.advance(60 * MINUTE);
    expect((await requestSmsCode(app, phone)).statusCode).toBe(204);
  });

  it('keeps the resend interval per phone: another phone is served at once', async () => {
    const { app } = await start();
    await sendCode(app, newPhone());
    expect((await requestSmsCode(app, newPhone())).statusCode).toBe(204);
  });

  it('says SMS_TOO_FREQUENT with Retry-After over real HTTP too', async () => {
    const { app } = await start();
    const baseUrl = await listenOnFreePort(app);
    const phone = newPhone();
    const send = () =>
      fetch(`${baseUrl}/api/auth/sms-codes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone }),
      });

    expect((await send()).status).toBe(204);
    const resend = await send();

    expect(resend.status).toBe(429);
    const seconds = Number(resend.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(errorEnvelopeSchema.parse(await resend.json()).error.code).toBe('SMS_TOO_FREQUENT');
  });

  it('voids the previous code when a new one is sent', async () => {
    const clock = createTestClock();
    const { app } = await start({}, { clock });
    const phone = newPhone();
    const first = await sendCode(app, phone);
    clock.advance(61 * SECOND);
    const second = await sendCode(app, phone);
    if (second === first) return; // one chance in a million: the rule cannot be seen

    const withFirst = await postLogin(app, { phone, code: first, agreed: true });
    expect(withFirst.statusCode).toBe(400);
    expect(errorOf(withFirst).code).toMatch(/^SMS_CODE_(INVALID|EXPIRED)$/);

    expect((await postLogin(app, { phone, code: second, agreed: true })).statusCode).toBe(200);
  });
});

describe('the daily limit of a phone', () => {
  it('sends 10 codes a phone in one Asia/Shanghai day and asks a human check for the 11th (the hard cap: auth-human-check.test.ts)', async () => {
    // 23:30 in Shanghai is 15:30 UTC: the Shanghai day ends at 16:00 UTC, half-way through the UTC day.
    const clock = createTestClock(Date.UTC(2026, 2, 2, 15, 30, 0));
    const { app } = await start({}, { clock });
    const phone = newPhone();

    for (let sent = 1; sent <= 10; sent += 1) {
      const response = await requestSmsCodeAsPerson(app, phone);
      expect(response.statusCode, `code ${sent}`).toBe(204);
      clock.advance(61 * SECOND);
    }
    // Past the daily limit (and an hour after the first code): the 11th needs a check, and the refusal sends nothing.
    const lastCode = await latestSmsCode(app, phone);
    clock.set(Date.UTC(2026, 2, 2, 15, 59, 0));
    const eleventh = await requestSmsCode(app, phone);
    expect(eleventh.statusCode).toBe(428);
    expect(errorEnvelopeSchema.parse(eleventh.json())).toEqual({
      error: { code: 'HUMAN_CHECK_REQUIRED', message: errorMessages.HUMAN_CHECK_REQUIRED },
    });
    expect(await latestSmsCode(app, phone)).toBe(lastCode);

    // Midnight in Shanghai, while it is still 2 March in UTC: a new day.
    clock.set(Date.UTC(2026, 2, 2, 16, 0, 0));
    expect((await requestSmsCodeAsPerson(app, phone)).statusCode).toBe(204);
  });

  it('counts each phone on its own', async () => {
    const clock = createTestClock();
    const { app } = await start({ SMS_PHONE_DAILY_LIMIT: '1', SMS_PHONE_HARD_DAILY_LIMIT: '1' }, { clock });
    const phone = newPhone();
    await sendCode(app, phone);
    clock.advance(61 * SECOND);

    expect(errorOf(await requestSmsCode(app, phone)).code).toBe('SMS_DAILY_LIMIT');
    expect((await requestSmsCode(app, newPhone())).statusCode).toBe(204);
  });
});

describe('the per-IP cap', () => {
  it('serves 30 codes an hour to one IP by default (past the third with human checks) and refuses the 31st with 429 RATE_LIMITED', async () => {
    const { app } = await start();
    for (let sent = 1; sent <= 30; sent += 1) {
      expect((await requestSmsCodeAsPerson(app, newPhone(), '203.0.113.7')).statusCode, `code ${sent}`).toBe(204);
    }
    const refused = await requestSmsCode(app, newPhone(), '203.0.113.7', await passHumanCheck(app));

    expect(refused.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(refused.json())).toEqual({ error: { code: 'RATE_LIMITED', message: errorMessages.RATE_LIMITED } });
  });

  it('follows SMS_IP_HOURLY_LIMIT across different phones, per IP, for one hour', async () => {
    const clock = createTestClock();
    const { app } = await start({ SMS_IP_HOURLY_LIMIT: '3' }, { clock });
    const ip = '198.51.100.20';
    for (let sent = 1; sent <= 3; sent += 1) {
      expect((await requestSmsCode(app, newPhone(), ip)).statusCode, `code ${sent}`).toBe(204);
    }

    clock.advance(10 * MINUTE);
    const phone = newPhone();
    const refused = await requestSmsCode(app, phone, ip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(retryAfterSeconds(refused.headers['retry-after'])).toBe(50 * 60);
    expect((await app.inject({ url: `/api/dev/sms/latest?phone=${phone}` })).statusCode).toBe(404);

    // Another address is not affected.
    expect((await requestSmsCode(app, phone, '198.51.100.21')).statusCode).toBe(204);

    clock.advance(50 * MINUTE);
    expect((await requestSmsCode(app, newPhone(), ip)).statusCode).toBe(204);
  });

  it('cannot be dodged with a made-up X-Forwarded-For header', async () => {
    const { app } = await start({ SMS_IP_HOURLY_LIMIT: '1' });
    await sendCode(app, newPhone(), '198.51.100.30');

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sms-codes',
      payload: { phone: newPhone() },
      remoteAddress: '198.51.100.30',
      headers: { 'x-forwarded-for': '192.0.2.99' },
    });

    expect(response.statusCode).toBe(429);
    expect(errorOf(response).code).toBe('RATE_LIMITED');
  });
});

describe('behind load balancers named in TRUST_PROXY', () => {
  const viaProxy = (app: TestApp['app'], forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sms-codes',
      payload: { phone: newPhone() },
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts the address the proxy saw, whatever a client puts in front of it in X-Forwarded-For', async () => {
    const { app } = await start({ SMS_IP_HOURLY_LIMIT: '1', TRUST_PROXY: '10.0.0.0/8' });
    expect((await viaProxy(app, '203.0.113.50')).statusCode).toBe(204);

    // The same client forging another address on the left: nginx appends the one it saw, and that one counts.
    const forged = await viaProxy(app, '192.0.2.1, 203.0.113.50');
    expect(forged.statusCode).toBe(429);
    expect(errorOf(forged).code).toBe('RATE_LIMITED');
    // Another client behind the same proxy has its own budget.
    expect((await viaProxy(app, '203.0.113.51')).statusCode).toBe(204);
  });

  it('with TRUST_PROXY=true trusts every hop, so the left-most (forgeable) address counts', async () => {
    const { app } = await start({ SMS_IP_HOURLY_LIMIT: '1', TRUST_PROXY: 'true' });
    expect((await viaProxy(app, '203.0.113.50')).statusCode).toBe(204);
    expect((await viaProxy(app, '192.0.2.1, 203.0.113.50')).statusCode).toBe(204);
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('with Redis shared by two app instances', () => {
  it('refuses on instance B a resend of a code that instance A sent, and B logs in with it', async () => {
    const first = await startApp();
    const second = await startApp({}, { sharedWith: first });
    expect(first.config.redis?.keyPrefix).toBeTruthy();
    expect(second.config.redis).toEqual(first.config.redis);
    const phone = newPhone();

    const code = await sendCode(first.app, phone);
    const resend = await requestSmsCode(second.app, phone);

    expect(resend.statusCode).toBe(429);
    expect(errorOf(resend).code).toBe('SMS_TOO_FREQUENT');
    const seconds = retryAfterSeconds(resend.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);

    expect((await postLogin(second.app, { phone, code, agreed: true })).statusCode).toBe(200);
  });

  it('counts the per-IP cap across instances', async () => {
    const first = await startApp({ SMS_IP_HOURLY_LIMIT: '2' });
    const second = await startApp({ SMS_IP_HOURLY_LIMIT: '2' }, { sharedWith: first });

    expect((await requestSmsCode(first.app, newPhone(), '203.0.113.50')).statusCode).toBe(204);
    expect((await requestSmsCode(second.app, newPhone(), '203.0.113.50')).statusCode).toBe(204);
    expect(errorOf(await requestSmsCode(first.app, newPhone(), '203.0.113.50')).code).toBe('RATE_LIMITED');
  });
});
