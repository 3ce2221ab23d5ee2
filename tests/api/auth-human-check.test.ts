import { describe, expect, it } from 'vitest';
import { loginResponseSchema } from '../../src/contract/accounts.ts';
import { errorMessages } from '../../src/contract/errors.ts';
import {
  errorOf,
  latestSmsCode,
  newPhone,
  otherCode,
  postLogin,
  requestSmsCode,
  requestSmsCodeAsPerson,
  sendCode,
} from './helpers/auth.ts';
import { encodeAltchaPayload, fetchAltchaChallenge, passHumanCheck, solveAltcha } from './helpers/human-check.ts';
import { closingAfterEachTest, type TestApp, type TestAppOptions } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const ATTACKER_IP = '203.0.113.66';
const OWNER_IP = '198.51.100.8';

const startApp = closingAfterEachTest();

/** Without Redis the limiter follows the test clock; the defaults of the caps and checks apply. */
const start = (overrides: Record<string, string | undefined> = {}, options: TestAppOptions = {}): Promise<TestApp> =>
  startApp({ REDIS_URL: undefined, ...overrides }, options);

/** Five wrong guesses: the code the phone holds is void. */
async function burnCode(app: TestApp['app'], phone: string): Promise<void> {
  const code = await latestSmsCode(app, phone);
  for (let guess = 0; guess < 5; guess += 1) {
    expect((await postLogin(app, { phone, code: otherCode(code), agreed: true })).statusCode).toBe(400);
  }
  expect(errorOf(await postLogin(app, { phone, code, agreed: true })).code).toBe('SMS_CODE_EXPIRED');
}

describe('the SMS lock-out attack (issue 14)', () => {
  it('a script asking every 61 s gets one code an hour; the rest answer 428 HUMAN_CHECK_REQUIRED and send nothing', async () => {
    const clock = createTestClock();
    const { app } = await start({}, { clock });
    const victim = newPhone();

    expect((await requestSmsCode(app, victim, ATTACKER_IP)).statusCode).toBe(204);
    await burnCode(app, victim);
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      clock.advance(61 * SECOND);
      const response = await requestSmsCode(app, victim, ATTACKER_IP);
      expect(response.statusCode, `attempt ${attempt}`).toBe(428);
      expect(errorOf(response)).toEqual({ code: 'HUMAN_CHECK_REQUIRED', message: errorMessages.HUMAN_CHECK_REQUIRED });
    }

    // The owner, minutes later: one check, a code, a login.
    clock.advance(61 * SECOND);
    expect((await requestSmsCode(app, victim, OWNER_IP, await passHumanCheck(app))).statusCode).toBe(204);
    expect((await postLogin(app, { phone: victim, code: await latestSmsCode(app, victim), agreed: true })).statusCode).toBe(200);
  });

  it('an attacker who passes a check for every code and burns all 10 of the daily limit does not lock the owner out', async () => {
    const clock = createTestClock();
    const { app } = await start({}, { clock });
    const victim = newPhone();

    for (let sent = 1; sent <= 10; sent += 1) {
      expect((await requestSmsCodeAsPerson(app, victim, ATTACKER_IP)).statusCode, `code ${sent}`).toBe(204);
      await burnCode(app, victim);
      clock.advance(61 * SECOND);
    }
    // Today's code would have answered 429 SMS_DAILY_LIMIT here until midnight.
    const unchecked = await requestSmsCode(app, victim, OWNER_IP);
    expect(unchecked.statusCode).toBe(428);
    expect(errorOf(unchecked).code).toBe('HUMAN_CHECK_REQUIRED');

    expect((await requestSmsCode(app, victim, OWNER_IP, await passHumanCheck(app))).statusCode).toBe(204);
    const login = await postLogin(app, { phone: victim, code: await latestSmsCode(app, victim), agreed: true });
    expect(login.statusCode).toBe(200);
  });
});

describe('floods are still stopped', () => {
  it('past the daily limit every code needs a check, and none is sent past SMS_PHONE_HARD_DAILY_LIMIT (20), check or not', async () => {
    // 23:00 in Shanghai: the day ends an hour later.
    const clock = createTestClock(Date.UTC(2026, 2, 2, 15, 0, 0));
    const { app } = await start({}, { clock });
    const phone = newPhone();

    for (let sent = 1; sent <= 20; sent += 1) {
      expect((await requestSmsCodeAsPerson(app, phone, ATTACKER_IP)).statusCode, `code ${sent}`).toBe(204);
      clock.advance(61 * SECOND);
    }
    const lastCode = await latestSmsCode(app, phone);
    const refused = await requestSmsCode(app, phone, ATTACKER_IP, await passHumanCheck(app));
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('SMS_DAILY_LIMIT');
    expect(Number(refused.headers['retry-after'])).toBe(Math.ceil((Date.UTC(2026, 2, 2, 16, 0, 0) - clock.now()) / SECOND));
    expect(await latestSmsCode(app, phone)).toBe(lastCode);

    // Midnight in Shanghai: a new day, the first code free again.
    clock.set(Date.UTC(2026, 2, 2, 16, 0, 0));
    expect((await requestSmsCode(app, phone, OWNER_IP)).statusCode).toBe(204);
  });

  it('an address asking for codes for many phones gets 3 an hour without a check, then one per check, up to SMS_IP_HOURLY_LIMIT', async () => {
    const clock = createTestClock();
    const { app } = await start({ SMS_IP_HOURLY_LIMIT: '5' }, { clock });
    for (let sent = 1; sent <= 3; sent += 1) expect((await requestSmsCode(app, newPhone(), ATTACKER_IP)).statusCode).toBe(204);

    const fourth = newPhone();
    expect(errorOf(await requestSmsCode(app, fourth, ATTACKER_IP)).code).toBe('HUMAN_CHECK_REQUIRED');
    expect((await app.inject({ url: `/api/dev/sms/latest?phone=${fourth}` })).statusCode).toBe(404);
    // The refusal counted toward nothing: the check is passed at once, and a fifth phone still fits under the cap.
    expect((await requestSmsCode(app, fourth, ATTACKER_IP, await passHumanCheck(app))).statusCode).toBe(204);
    expect((await requestSmsCode(app, newPhone(), ATTACKER_IP, await passHumanCheck(app))).statusCode).toBe(204);
    const capped = await requestSmsCode(app, newPhone(), ATTACKER_IP, await passHumanCheck(app));
    expect(capped.statusCode).toBe(429);
    expect(errorOf(capped).code).toBe('RATE_LIMITED');

    // Another address has its own free codes; the hour passes and this one has them again.
    expect((await requestSmsCode(app, newPhone(), OWNER_IP)).statusCode).toBe(204);
    clock.advance(60 * MINUTE);
    expect((await requestSmsCode(app, newPhone(), ATTACKER_IP)).statusCode).toBe(204);
  });

  it('a refused check holds nothing: the resend interval does not start and the same person passes right after', async () => {
    const clock = createTestClock();
    const { app } = await start({}, { clock });
    const phone = newPhone();
    expect((await requestSmsCode(app, phone)).statusCode).toBe(204);
    clock.advance(61 * SECOND);

    expect(errorOf(await requestSmsCode(app, phone)).code).toBe('HUMAN_CHECK_REQUIRED');
    const forged = await requestSmsCode(app, phone, '127.0.0.1', Buffer.from('{"challenge":1}').toString('base64'));
    expect(forged.statusCode).toBe(400);
    expect((await requestSmsCode(app, phone, '127.0.0.1', await passHumanCheck(app))).statusCode).toBe(204);
  });
});

describe('the human check is verified on the server', () => {
  /** A phone that needs a check: it had its free code this hour. */
  async function phoneNeedingCheck(app: TestApp['app'], clock: ReturnType<typeof createTestClock>): Promise<string> {
    const phone = newPhone();
    expect((await requestSmsCode(app, phone)).statusCode).toBe(204);
    clock.advance(61 * SECOND);
    return phone;
  }

  it('issues a signed ALTCHA challenge, never cached', async () => {
    const { app } = await start();
    const response = await app.inject({ url: '/api/auth/human-check' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = await fetchAltchaChallenge(app);
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses forged solutions with 403 HUMAN_CHECK_INVALID and garbage with 400, and sends nothing', async () => {
    const clock = createTestClock();
    const { app } = await start({}, { clock });
    const other = await start({}, { clock });
    const phone = await phoneNeedingCheck(app, clock);
    const before = await latestSmsCode(app, phone);

    const challenge = await fetchAltchaChallenge(app);
    const wrongKey = encodeAltchaPayload(challenge, { counter: 1, derivedKey: 'ab'.repeat(32) });
    const raisedCost = encodeAltchaPayload(
      { ...challenge, parameters: { ...challenge.parameters, cost: 2 } },
      { counter: 1, derivedKey: 'ab'.repeat(32) },
    );
    const fromAnotherServer = await passHumanCheck(other.app);
    const unsigned = encodeAltchaPayload({ ...challenge, signature: '' }, { counter: 1, derivedKey: 'ab'.repeat(32) });
    for (const [label, forged] of [
      ['a made-up key', wrongKey],
      ['changed parameters', raisedCost],
      ['a challenge signed by another secret', fromAnotherServer],
      ['no signature', unsigned],
    ] as const) {
      const response = await requestSmsCode(app, phone, '127.0.0.1', forged);
      expect(response.statusCode, label).toBe(403);
      expect(errorOf(response), label).toEqual({
        code: 'HUMAN_CHECK_INVALID',
        message: errorMessages.HUMAN_CHECK_INVALID,
        field: 'humanCheck',
      });
    }
    for (const garbage of ['not base64 at all!', Buffer.from('[]').toString('base64'), 'x'.repeat(3000)]) {
      const response = await requestSmsCode(app, phone, '127.0.0.1', garbage);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).field).toBe('humanCheck');
    }
    expect(await latestSmsCode(app, phone)).toBe(before);
  });

  it('refuses a solution whose challenge is more than 5 minutes old with 403 HUMAN_CHECK_EXPIRED', async () => {
    const clock = createTestClock();
    const { app } = await start({}, { clock });
    const phone = await phoneNeedingCheck(app, clock);
    const solved = await passHumanCheck(app);

    clock.advance(5 * MINUTE + SECOND);
    const response = await requestSmsCode(app, phone, '127.0.0.1', solved);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('HUMAN_CHECK_EXPIRED');
  });

  it('accepts a solution once: a replay, for the same or another phone, is 403 HUMAN_CHECK_USED', async () => {
    const clock = createTestClock();
    const { app } = await start({}, { clock });
    const phone = await phoneNeedingCheck(app, clock);
    const solved = await solveAltcha(await fetchAltchaChallenge(app));
    expect((await requestSmsCode(app, phone, '127.0.0.1', solved)).statusCode).toBe(204);

    clock.advance(61 * SECOND);
    const replay = await requestSmsCode(app, phone, '127.0.0.1', solved);
    expect(replay.statusCode).toBe(403);
    expect(errorOf(replay).code).toBe('HUMAN_CHECK_USED');
    const otherPhone = await phoneNeedingCheck(app, clock);
    expect(errorOf(await requestSmsCode(app, otherPhone, '127.0.0.1', solved)).code).toBe('HUMAN_CHECK_USED');
  });

  it.runIf(Boolean(process.env.REDIS_URL))('refuses a replay on another process sharing Redis', async () => {
    const first = await startApp({ HUMAN_CHECK_SECRET: 'a-secret-both-processes-share-0123456789' });
    const second = await startApp({ HUMAN_CHECK_SECRET: 'a-secret-both-processes-share-0123456789' }, { sharedWith: first });
    const phone = newPhone();
    const solved = await passHumanCheck(first.app);
    expect((await requestSmsCode(first.app, phone, '127.0.0.1', solved)).statusCode).toBe(204);
    expect(errorOf(await requestSmsCode(second.app, newPhone(), '127.0.0.1', solved)).code).toBe('HUMAN_CHECK_USED');
  });
});

describe('a remembered device: the owner’s way through an exhausted hard cap (issue 14)', () => {
  // 10:00 in Shanghai: the day has 14 hours to go.
  const morning = () => createTestClock(Date.UTC(2026, 2, 2, 2, 0, 0));

  /** The owner logs in once on their phone; the login returns the device's token. */
  async function ownerLogsIn(app: TestApp['app'], phone: string): Promise<string> {
    const code = await sendCode(app, phone, OWNER_IP);
    const { deviceToken } = loginResponseSchema.parse((await postLogin(app, { phone, code, agreed: true })).json());
    if (!deviceToken) throw new Error('the login returned no deviceToken');
    return deviceToken;
  }

  /** An attacker passes a check for every code until the phone's hard cap (20) answers 429. */
  async function exhaustHardCap(app: TestApp['app'], clock: ReturnType<typeof createTestClock>, phone: string): Promise<number> {
    for (let sent = 0; sent <= 20; sent += 1) {
      clock.advance(61 * SECOND);
      const response = await requestSmsCodeAsPerson(app, phone, ATTACKER_IP);
      if (response.statusCode === 429) {
        expect(errorOf(response).code).toBe('SMS_DAILY_LIMIT');
        return sent;
      }
      expect(response.statusCode, `code ${sent + 1}`).toBe(204);
    }
    throw new Error('the hard cap never answered');
  }

  it('an attacker who passes a check for every code exhausts the hard cap, yet the owner’s device still gets a code and logs in', async () => {
    const clock = morning();
    const { app } = await start({}, { clock });
    const victim = newPhone();
    const deviceToken = await ownerLogsIn(app, victim);

    expect(await exhaustHardCap(app, clock, victim)).toBe(19);
    clock.advance(61 * SECOND);
    const stranger = await requestSmsCode(app, victim, OWNER_IP, await passHumanCheck(app));
    expect(stranger.statusCode).toBe(429);
    expect(errorOf(stranger).code).toBe('SMS_DAILY_LIMIT');

    // No check asked, no cap of the phone's counted: the owner's device is let through, also right after the stranger
    // was refused (a refusal does not start the resend interval).
    expect((await requestSmsCode(app, victim, OWNER_IP, undefined, deviceToken)).statusCode).toBe(204);
    const login = await postLogin(app, { phone: victim, code: await latestSmsCode(app, victim), agreed: true });
    expect(login.statusCode).toBe(200);
    expect(loginResponseSchema.parse(login.json()).deviceToken).toEqual(expect.any(String));
  });

  it('a token of another phone, a forged one and an expired one count as absent: 429 past the hard cap, 428 when a check is due', async () => {
    const clock = morning();
    const { app } = await start({}, { clock });
    const victim = newPhone();
    const deviceToken = await ownerLogsIn(app, victim);
    const otherPhonesToken = await ownerLogsIn(app, newPhone());
    await exhaustHardCap(app, clock, victim);

    const [issuedAt = '', mac = ''] = deviceToken.split('.');
    const forged = `${issuedAt}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    for (const [label, token] of [
      ['another phone’s', otherPhonesToken],
      ['forged', forged],
      ['made up', 'not-a-device-token'],
    ] as const) {
      clock.advance(61 * SECOND);
      const response = await requestSmsCode(app, victim, OWNER_IP, await passHumanCheck(app), token);
      expect(response.statusCode, label).toBe(429);
      expect(errorOf(response), label).toMatchObject({ code: 'SMS_DAILY_LIMIT' });
    }

    // 91 days later, a new day: the free code of the hour, then the expired token does not spare the check.
    clock.advance(91 * 24 * 60 * MINUTE);
    expect((await requestSmsCode(app, victim, ATTACKER_IP)).statusCode).toBe(204);
    clock.advance(61 * SECOND);
    const expired = await requestSmsCode(app, victim, OWNER_IP, undefined, deviceToken);
    expect(expired.statusCode).toBe(428);
    expect(errorOf(expired).code).toBe('HUMAN_CHECK_REQUIRED');
    const renewed = await ownerLogsIn(app, victim);
    clock.advance(61 * SECOND);
    expect((await requestSmsCode(app, victim, OWNER_IP, undefined, renewed)).statusCode).toBe(204);
  });

  it('the device allowance is capped at SMS_DEVICE_DAILY_LIMIT (5) a day and keeps the resend interval', async () => {
    const clock = morning();
    const { app } = await start({}, { clock });
    const victim = newPhone();
    const deviceToken = await ownerLogsIn(app, victim);
    await exhaustHardCap(app, clock, victim);

    for (let sent = 1; sent <= 5; sent += 1) {
      clock.advance(61 * SECOND);
      expect((await requestSmsCode(app, victim, OWNER_IP, undefined, deviceToken)).statusCode, `device code ${sent}`).toBe(204);
      if (sent === 1) expect(errorOf(await requestSmsCode(app, victim, OWNER_IP, undefined, deviceToken)).code).toBe('SMS_TOO_FREQUENT');
    }
    clock.advance(61 * SECOND);
    const sixth = await requestSmsCode(app, victim, OWNER_IP, undefined, deviceToken);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).code).toBe('SMS_DAILY_LIMIT');
  });
});
