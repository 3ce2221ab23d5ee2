import { describe, expect, it } from 'vitest';
import { loginResponseSchema, meSchema } from '../../src/contract/accounts.ts';
import { errorEnvelopeSchema, errorMessages } from '../../src/contract/errors.ts';
import { bearer, errorOf, newPhone, otherCode, postLogin, sendCode } from './helpers/auth.ts';
import { closingAfterEachTest, listenOnFreePort, type TestApp } from './helpers/test-app.ts';
import { createTestClock, type TestClock } from './helpers/test-clock.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

const startApp = closingAfterEachTest();

/** An app on a clock the test moves; without Redis so the resend interval follows that clock too. */
async function start(): Promise<{ app: TestApp['app']; clock: TestClock }> {
  const clock = createTestClock();
  const testApp = await startApp({ REDIS_URL: undefined }, { clock });
  return { app: testApp.app, clock };
}

function expectLoginError(response: Awaited<ReturnType<typeof postLogin>>, code: 'SMS_CODE_INVALID' | 'SMS_CODE_EXPIRED') {
  expect(response.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(response.json())).toEqual({ error: { code, message: errorMessages[code], field: 'code' } });
}

describe('POST /api/auth/login', () => {
  it('answers 200 with a 256-bit url-safe token and the new account, phone masked, no role, no learners', async () => {
    const { app } = await start();
    const phone = '13812341234';
    const code = await sendCode(app, phone);

    const response = await postLogin(app, { phone, code, agreed: true });

    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({ id: expect.any(String), phone: '138****1234', role: null, nickname: null, grade: null, learners: [] });
    expect(response.body).not.toContain(phone);

    const me = await app.inject({ url: '/api/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(meSchema.parse(me.json())).toEqual(body.user);
  });

  it('creates the account on the first login and returns the same account on the next', async () => {
    const { app, clock } = await start();
    const phone = newPhone();
    const first = loginResponseSchema.parse((await postLogin(app, { phone, code: await sendCode(app, phone), agreed: true })).json());

    clock.advance(61 * SECOND);
    const second = loginResponseSchema.parse((await postLogin(app, { phone, code: await sendCode(app, phone), agreed: true })).json());

    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
    // Both sessions of the account work.
    for (const token of [first.token, second.token]) {
      const me = await app.inject({ url: '/api/me', headers: bearer(token) });
      expect(meSchema.parse(me.json()).id).toBe(first.user.id);
    }

    const otherPhone = newPhone();
    const other = loginResponseSchema.parse(
      (await postLogin(app, { phone: otherPhone, code: await sendCode(app, otherPhone), agreed: true })).json(),
    );
    expect(other.user.id).not.toBe(first.user.id);
  });

  it('logs in over real HTTP and the token opens GET /api/me', async () => {
    const { app } = await start();
    const baseUrl = await listenOnFreePort(app);
    const phone = newPhone();
    const code = await sendCode(app, phone);

    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, code, agreed: true }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { token, user } = loginResponseSchema.parse(await response.json());

    const me = await fetch(`${baseUrl}/api/me`, { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect(meSchema.parse(await me.json()).id).toBe(user.id);
  });

  it('refuses a wrong code with 400 SMS_CODE_INVALID on the code field, and the right one still works', async () => {
    const { app } = await start();
    const phone = newPhone();
    const code = await sendCode(app, phone);

    expectLoginError(await postLogin(app, { phone, code: otherCode(code), agreed: true }), 'SMS_CODE_INVALID');
    expect((await postLogin(app, { phone, code, agreed: true })).statusCode).toBe(200);
  });

  it('still accepts the right code after four wrong tries', async () => {
    const { app } = await start();
    const phone = newPhone();
    const code = await sendCode(app, phone);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectLoginError(await postLogin(app, { phone, code: otherCode(code), agreed: true }), 'SMS_CODE_INVALID');
    }
    expect((await postLogin(app, { phone, code, agreed: true })).statusCode).toBe(200);
  });

  it('voids the code on the fifth wrong try: even the right code then gets SMS_CODE_EXPIRED, and a new code works', async () => {
    const { app, clock } = await start();
    const phone = newPhone();
    const code = await sendCode(app, phone);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectLoginError(await postLogin(app, { phone, code: otherCode(code), agreed: true }), 'SMS_CODE_INVALID');
    }

    expectLoginError(await postLogin(app, { phone, code, agreed: true }), 'SMS_CODE_EXPIRED');

    clock.advance(61 * SECOND);
    const fresh = await sendCode(app, phone);
    expect((await postLogin(app, { phone, code: fresh, agreed: true })).statusCode).toBe(200);
  });

  it('accepts the code until 5 minutes have passed', async () => {
    const { app, clock } = await start();
    const phone = newPhone();
    const code = await sendCode(app, phone);
    clock.advance(5 * MINUTE - 1);
    expect((await postLogin(app, { phone, code, agreed: true })).statusCode).toBe(200);
  });

  it('refuses the code with SMS_CODE_EXPIRED once 5 minutes have passed', async () => {
    const { app, clock } = await start();
    const phone = newPhone();
    const code = await sendCode(app, phone);
    clock.advance(5 * MINUTE + 1);
    expectLoginError(await postLogin(app, { phone, code, agreed: true }), 'SMS_CODE_EXPIRED');
  });

  it('accepts a code once: the second login with it gets SMS_CODE_EXPIRED', async () => {
    const { app } = await start();
    const phone = newPhone();
    const code = await sendCode(app, phone);
    expect((await postLogin(app, { phone, code, agreed: true })).statusCode).toBe(200);
    expectLoginError(await postLogin(app, { phone, code, agreed: true }), 'SMS_CODE_EXPIRED');
  });

  it('answers SMS_CODE_EXPIRED for a phone that was sent no code', async () => {
    const { app } = await start();
    expectLoginError(await postLogin(app, { phone: newPhone(), code: '123456', agreed: true }), 'SMS_CODE_EXPIRED');
  });

  it.each([
    ['false', { agreed: false }],
    ['missing', {}],
    ['the string "true"', { agreed: 'true' }],
  ])('refuses agreed %s with 400 AGREEMENT_REQUIRED and leaves the code usable', async (_label, agreement) => {
    const { app } = await start();
    const phone = newPhone();
    const code = await sendCode(app, phone);

    const response = await postLogin(app, { phone, code, ...agreement });

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      error: { code: 'AGREEMENT_REQUIRED', message: errorMessages.AGREEMENT_REQUIRED, field: 'agreed' },
    });
    expect((await postLogin(app, { phone, code, agreed: true })).statusCode).toBe(200);
  });

  it("does not accept one phone's code for another phone", async () => {
    const { app } = await start();
    const [owner, other, never] = [newPhone(), newPhone(), newPhone()];
    const ownersCode = await sendCode(app, owner);
    const othersCode = await sendCode(app, other);
    if (othersCode === ownersCode) return; // one chance in a million: the rule cannot be seen

    expectLoginError(await postLogin(app, { phone: other, code: ownersCode, agreed: true }), 'SMS_CODE_INVALID');
    expectLoginError(await postLogin(app, { phone: never, code: ownersCode, agreed: true }), 'SMS_CODE_EXPIRED');
    expect((await postLogin(app, { phone: owner, code: ownersCode, agreed: true })).statusCode).toBe(200);
  });

  it.each(['12345', '1234567', 'abcdef', '12 456', ''])(
    'refuses the malformed code %j with 400 SMS_CODE_INVALID, without counting it as a guess',
    async (malformed) => {
      const { app } = await start();
      const phone = newPhone();
      const code = await sendCode(app, phone);

      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await postLogin(app, { phone, code: malformed, agreed: true });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toEqual({ code: 'SMS_CODE_INVALID', message: errorMessages.SMS_CODE_INVALID, field: 'code' });
      }
      expect((await postLogin(app, { phone, code, agreed: true })).statusCode).toBe(200);
    },
  );

  it('refuses an invalid phone with 400 INVALID_PHONE', async () => {
    const { app } = await start();
    const response = await postLogin(app, { phone: '12812341234', code: '123456', agreed: true });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'INVALID_PHONE', field: 'phone' });
  });

  it('accepts a code once even when it is sent twice at the same moment', async () => {
    const { app } = await start();
    const phone = newPhone();
    const code = await sendCode(app, phone);

    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => postLogin(app, { phone, code, agreed: true })));

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('judges at most five guesses of one code, even when they arrive at once', async () => {
    const { app } = await start();
    const phone = newPhone();
    const code = await sendCode(app, phone);

    const responses = await Promise.all(Array.from({ length: 20 }, () => postLogin(app, { phone, code: otherCode(code), agreed: true })));

    const answers = responses.map((response) => errorOf(response).code);
    expect(answers.filter((answer) => answer === 'SMS_CODE_INVALID')).toHaveLength(5);
    expect(answers.filter((answer) => answer === 'SMS_CODE_EXPIRED')).toHaveLength(15);
    expectLoginError(await postLogin(app, { phone, code, agreed: true }), 'SMS_CODE_EXPIRED');
  });
});
