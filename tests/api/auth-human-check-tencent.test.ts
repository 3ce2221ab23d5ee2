import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { humanCheckChallengeSchema } from '../../src/contract/accounts.ts';
import { errorMessages } from '../../src/contract/errors.ts';
import { errorOf, latestSmsCode, newPhone, postLogin, requestSmsCode } from './helpers/auth.ts';
import { configErrorFor } from './helpers/config-error.ts';
import {
  describeCaptchaResultBodySchema,
  FAKE_CAPTCHA_KEYS,
  type FakeTencentCaptcha,
  startFakeTencentCaptcha,
  tencentCaptchaEnv,
} from './helpers/fake-tencent-captcha.ts';
import { closingAfterEachTest, listenOnFreePort, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const SECOND = 1000;
const USER_IP = '198.51.100.23';

let fake: FakeTencentCaptcha;
beforeAll(async () => {
  fake = await startFakeTencentCaptcha();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  fake.answer({ captchaCode: 1 });
});

const startApp = closingAfterEachTest();
type TencentTestApp = TestApp & { clock: ReturnType<typeof createTestClock> };
async function start(overrides: Record<string, string | undefined> = {}): Promise<TencentTestApp> {
  const clock = createTestClock();
  return { ...(await startApp({ REDIS_URL: undefined, ...tencentCaptchaEnv(fake), ...overrides }, { clock })), clock };
}

/** What Tencent's web widget hands the page, encoded as the login form sends it. */
let tickets = 0;
const widgetSolution = (ticket = `t-${(tickets += 1)}-${Date.now()}`, randstr = '@r4nd') =>
  Buffer.from(JSON.stringify({ ticket, randstr })).toString('base64');

/** A phone that had its free code this hour: the next one needs the check. */
async function phoneNeedingCheck(testApp: TencentTestApp): Promise<string> {
  const phone = newPhone();
  expect((await requestSmsCode(testApp.app, phone, USER_IP)).statusCode).toBe(204);
  testApp.clock.advance(61 * SECOND);
  return phone;
}

describe('Tencent Cloud captcha as the human check (HUMAN_CHECK_PROVIDER=tencent)', () => {
  it('issues the CaptchaAppId and the script the page loads: Tencent’s by default, or HUMAN_CHECK_TENCENT_SCRIPT_URL', async () => {
    const byDefault = await start();
    const issued = await byDefault.app.inject({ url: '/api/auth/human-check' });
    expect(issued.statusCode).toBe(200);
    expect(humanCheckChallengeSchema.parse(issued.json())).toEqual({
      provider: 'tencent',
      captchaAppId: FAKE_CAPTCHA_KEYS.appId,
      scriptUrl: 'https://turing.captcha.qcloud.com/TCaptcha.js',
    });
    expect(issued.body).not.toContain(FAKE_CAPTCHA_KEYS.appSecretKey);

    const configured = await start({ HUMAN_CHECK_TENCENT_SCRIPT_URL: 'http://127.0.0.1:4567/TCaptcha.js' });
    expect((await configured.app.inject({ url: '/api/auth/human-check' })).json()).toMatchObject({
      scriptUrl: 'http://127.0.0.1:4567/TCaptcha.js',
    });
  });

  it('sends the code when DescribeCaptchaResult answers CaptchaCode 1, asking Tencent with a signed request carrying the ticket, the user’s IP and the app’s keys', async () => {
    const testApp = await start();
    const phone = await phoneNeedingCheck(testApp);
    expect(errorOf(await requestSmsCode(testApp.app, phone, USER_IP)).code).toBe('HUMAN_CHECK_REQUIRED');
    expect(fake.received).toHaveLength(0);

    const response = await requestSmsCode(testApp.app, phone, USER_IP, widgetSolution('t-ticket-from-widget', '@Vki'));

    expect(response.statusCode).toBe(204);
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request?.headers['x-tc-action']).toBe('DescribeCaptchaResult');
    expect(request?.headers['x-tc-version']).toBe('2019-07-22');
    // The SDK names its scope after the endpoint's first label: `captcha` in production, `127` against the fake.
    expect(request?.headers.authorization).toMatch(
      new RegExp(`^TC3-HMAC-SHA256 Credential=${FAKE_CAPTCHA_KEYS.secretId}/\\d{4}-\\d{2}-\\d{2}/\\w+/tc3_request, `),
    );
    expect(request?.headers.authorization).not.toContain(FAKE_CAPTCHA_KEYS.secretKey);
    expect(request?.signatureValid).toBe(true);
    expect(describeCaptchaResultBodySchema.parse(request?.body)).toEqual({
      CaptchaType: 9,
      Ticket: 't-ticket-from-widget',
      UserIp: USER_IP,
      Randstr: '@Vki',
      CaptchaAppId: Number(FAKE_CAPTCHA_KEYS.appId),
      AppSecretKey: FAKE_CAPTCHA_KEYS.appSecretKey,
    });

    const login = await postLogin(testApp.app, { phone, code: await latestSmsCode(testApp.app, phone), agreed: true });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['7 (randstr does not match)', 7],
    ['15 (ticket cannot be decrypted)', 15],
    ['16 (ticket of another CaptchaAppId)', 16],
    ['21 (ticket refused by its risk rules)', 21],
  ])('refuses CaptchaCode %s with 403 HUMAN_CHECK_INVALID and sends nothing', async (_label, captchaCode) => {
    const testApp = await start();
    const phone = await phoneNeedingCheck(testApp);
    const before = await latestSmsCode(testApp.app, phone);
    fake.answer({ captchaCode });

    const response = await requestSmsCode(testApp.app, phone, USER_IP, widgetSolution());

    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'HUMAN_CHECK_INVALID', message: errorMessages.HUMAN_CHECK_INVALID, field: 'humanCheck' });
    expect(await latestSmsCode(testApp.app, phone)).toBe(before);
  });

  it('accepts a ticket once: the same ticket again, for the same or another phone, is 403 HUMAN_CHECK_USED, even when Tencent would pass it again', async () => {
    const testApp = await start({ HUMAN_CHECK_IP_FREE_PER_HOUR: '100' });
    const phone = await phoneNeedingCheck(testApp);
    const solved = widgetSolution();
    expect((await requestSmsCode(testApp.app, phone, USER_IP, solved)).statusCode).toBe(204);
    testApp.clock.advance(61 * SECOND);

    for (const target of [phone, await phoneNeedingCheck(testApp)]) {
      const replay = await requestSmsCode(testApp.app, target, USER_IP, solved);
      expect(replay.statusCode).toBe(403);
      expect(errorOf(replay).code).toBe('HUMAN_CHECK_USED');
    }
  });

  it('tells Tencent’s ticket reused (9) as HUMAN_CHECK_USED and ticket expired (8) as HUMAN_CHECK_EXPIRED', async () => {
    const testApp = await start();
    const phone = await phoneNeedingCheck(testApp);
    fake.answer({ captchaCode: 9 });
    expect(errorOf(await requestSmsCode(testApp.app, phone, USER_IP, widgetSolution())).code).toBe('HUMAN_CHECK_USED');
    fake.answer({ captchaCode: 8 });
    expect(errorOf(await requestSmsCode(testApp.app, phone, USER_IP, widgetSolution())).code).toBe('HUMAN_CHECK_EXPIRED');
  });

  it('answers 503 when Tencent answers HTTP 500, holds nothing, and the person passes with a new ticket at once', async () => {
    const testApp = await start();
    const phone = await phoneNeedingCheck(testApp);
    const before = await latestSmsCode(testApp.app, phone);
    fake.answer({ httpStatus: 500, body: 'internal error' });

    const failed = await requestSmsCode(testApp.app, phone, USER_IP, widgetSolution());

    expect(failed.statusCode).toBe(503);
    expect(errorOf(failed).code).toBe('SERVICE_UNAVAILABLE');
    expect(failed.body).not.toContain('internal error');
    expect(await latestSmsCode(testApp.app, phone)).toBe(before);

    fake.answer({ captchaCode: 1 });
    expect((await requestSmsCode(testApp.app, phone, USER_IP, widgetSolution())).statusCode).toBe(204);
  });

  it('the fake checks the signature: a request signed with another secret key is refused (AuthFailure), so the code request is 503', async () => {
    const testApp = await start({ TENCENT_CAPTCHA_SECRET_KEY: 'not-the-secret-key' });
    const phone = await phoneNeedingCheck(testApp);
    expect((await requestSmsCode(testApp.app, phone, USER_IP, widgetSolution())).statusCode).toBe(503);
    expect(fake.received.map((request) => request.signatureValid)).toEqual([false]);
  });

  it('refuses a malformed solution with 400 and a disaster-recovery ticket (trerror_…) with 403, without asking Tencent', async () => {
    const testApp = await start();
    const phone = await phoneNeedingCheck(testApp);
    for (const garbage of [
      'not base64 at all!',
      Buffer.from('{"ticket":""}').toString('base64'),
      Buffer.from('{"ticket":"t"}').toString('base64'),
    ]) {
      const response = await requestSmsCode(testApp.app, phone, USER_IP, garbage);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).field).toBe('humanCheck');
    }
    const disaster = await requestSmsCode(
      testApp.app,
      phone,
      USER_IP,
      widgetSolution(`trerror_1001_${FAKE_CAPTCHA_KEYS.appId}_1760000000`, '@x1'),
    );
    expect(disaster.statusCode).toBe(403);
    expect(errorOf(disaster).code).toBe('HUMAN_CHECK_INVALID');
    expect(fake.received).toHaveLength(0);
  });
});

function directives(csp: string | null): Map<string, string[]> {
  const entries = (csp ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...values]) => [name, values]));
}

describe('the CSP follows the human check', () => {
  it('with Tencent, pages may run, frame and fetch from Tencent’s captcha origins and the configured script’s origin', async () => {
    const testApp = await start({ HUMAN_CHECK_TENCENT_SCRIPT_URL: 'http://127.0.0.1:4567/TCaptcha.js' });
    const baseUrl = await listenOnFreePort(testApp.app);
    for (const path of ['/', '/mobile/login', '/api/health']) {
      const csp = directives((await fetch(`${baseUrl}${path}`)).headers.get('content-security-policy'));
      for (const directive of ['script-src', 'frame-src', 'connect-src']) {
        expect(csp.get(directive), `${path} ${directive}`).toEqual(
          expect.arrayContaining([
            "'self'",
            'http://127.0.0.1:4567',
            'https://turing.captcha.qcloud.com',
            'https://turing.captcha.gtimg.com',
          ]),
        );
      }
      expect(csp.get('object-src')).toEqual(["'none'"]);
    }

    const byDefault = await start();
    const csp = directives((await byDefault.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://turing.captcha.qcloud.com', 'https://turing.captcha.gtimg.com']);
  });

  it('with ALTCHA, only our own origin: no frame-src, no third-party script', async () => {
    const testApp = await startApp({ REDIS_URL: undefined });
    const csp = directives((await testApp.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });
});

describe('HUMAN_CHECK_TENCENT_SCRIPT_URL', () => {
  it('must be an https URL in production and an http(s) URL anywhere', () => {
    expect(
      configErrorFor({ NODE_ENV: 'production', HUMAN_CHECK_TENCENT_SCRIPT_URL: 'http://captcha.example.com/TCaptcha.js' }).message,
    ).toMatch(/^ {2}HUMAN_CHECK_TENCENT_SCRIPT_URL: must be an https URL in production/m);
    for (const url of ['javascript:alert(1)', 'turing.captcha.qcloud.com/TCaptcha.js', "https://a;script-src 'unsafe-inline'/x.js"]) {
      expect(configErrorFor({ HUMAN_CHECK_TENCENT_SCRIPT_URL: url }).message, url).toMatch(
        /^ {2}HUMAN_CHECK_TENCENT_SCRIPT_URL: must be an http\(s\) URL/m,
      );
    }
  });
});
