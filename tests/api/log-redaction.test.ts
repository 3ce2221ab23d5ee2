import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '../../src/contract/accounts.ts';
import { bearer, newPhone, otherCode, postLogin, sendCode } from './helpers/auth.ts';
import { enrolledOperator, loginOperator, totpCode } from './helpers/operators.ts';
import { orderClient } from './helpers/orders.ts';
import { orderUntil, pressCashier, startPayment } from './helpers/payments.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

/**
 * Issue 14, logs without phones or secrets: a whole run's log (every level, as production writes it) after customer
 * logins, an operator's login with TOTP and searches by phone, a payment and its notification, and a failing request
 * whose error carries the body — grepped for every phone, code, token and password used. None may appear.
 */
const lines: string[] = [];
const logDestination = { write: (line: string) => lines.push(line) };
/** Everything the run must never write, by what it is. */
const secrets: [string, string][] = [];
const keep = (what: string, value: string) => secrets.push([what, value]);
const clock = createTestClock(Date.now());

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'trace' }, { clock, logDestination });
  testApp.app.post('/api/test/fails', async (request) => {
    // An error that quotes what it was given, as provider and driver errors do.
    throw Object.assign(new Error(`could not handle ${JSON.stringify(request.body)} at ${request.url}`), { input: request.body });
  });
  await testApp.app.ready();
}, 60_000);
afterAll(() => testApp.close());

/** Where `value` stands alone in the log: not as part of a longer run of the same characters (digits in a timestamp). */
const standingAlone = (value: string) => new RegExp(`(?<![\\w-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);

describe('a whole run of the app writes no phone, code, token or password into its log', () => {
  it('logs in, pays, is searched for by phone and fails, with everything kept out of the log', async () => {
    const { app } = testApp;

    // Customers: a code by SMS (the development inbox), a wrong code, the right one.
    const phone = newPhone();
    const code = await sendCode(app, phone);
    keep('phone', phone);
    keep('SMS code', code);
    expect((await postLogin(app, { phone, code: otherCode(code), agreed: true })).statusCode).toBe(400);
    const login = await postLogin(app, { phone, code, agreed: true });
    expect(login.statusCode).toBe(200);
    const { token } = loginResponseSchema.parse(login.json());
    keep('session token', token);
    expect((await app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);

    // A buyer pays with WeChat Pay H5 at the simulator's cashier; the signed notification marks the order paid.
    const buyer = await orderClient(app);
    keep('buyer phone', buyer.phone);
    keep('buyer token', buyer.token);
    const order = await buyer.order();
    const action = await startPayment(app, buyer.headers, order.orderNo, 'wechat_h5');
    if (action.kind !== 'redirect') throw new Error(`expected a redirect, got ${action.kind}`);
    expect([302, 200]).toContain((await pressCashier(app, action.url, 'pay')).statusCode);
    await orderUntil(app, buyer.headers, order.orderNo, (current) => current.status === 'PAID');

    // An operator: enrolment (one-time password, first TOTP code, new password), a later login, searches by phone.
    const enrolAt = clock.now();
    const operator = await enrolledOperator(app, clock, 'admin');
    keep('operator password', operator.password);
    keep('operator TOTP secret', operator.secret);
    keep('operator token', operator.token);
    keep('enrolment TOTP code', totpCode(operator.secret, enrolAt));
    const session = await loginOperator(app, clock, operator);
    keep('second operator token', session.token);
    keep('login TOTP code', totpCode(operator.secret, clock.now()));
    const admin = bearer(session.token);
    for (const url of [
      `/api/admin/orders?phone=${buyer.phone}`,
      `/api/admin/learners?phone=${buyer.phone}`,
      `/api/admin/learners?phone=${encodeURIComponent(`+86 ${buyer.phone}`)}`,
    ]) {
      expect((await app.inject({ url, headers: admin })).statusCode, url).toBe(200);
    }
    const reveal = await app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${buyer.accountId}/phone-reveal`,
      headers: admin,
      payload: { reason: '家长来电核实身份' },
    });
    expect(reveal.statusCode).toBe(200);

    // OAuth codes and tokens in a query, and a request that fails with its body quoted in the error.
    const oauthCode = `0${'AbC1x'.repeat(6)}`;
    keep('WeChat OAuth code', oauthCode);
    await app.inject({ url: `/api/nowhere?code=${oauthCode}&phone=${phone}&token=${token}` });
    const failed = await app.inject({
      method: 'POST',
      url: `/api/test/fails?phone=${phone}`,
      payload: { phone, code, password: operator.password, newPassword: operator.password, authorization: `Bearer ${token}` },
    });
    expect(failed.statusCode).toBe(500);

    const log = lines.join('');
    // The log is there and says what happened, phones masked as the console masks them.
    expect(log).toContain('request failed');
    expect(log).toContain(`/api/admin/orders?phone=${buyer.phone.slice(0, 3)}****${buyer.phone.slice(7)}`);
    expect(log).toContain('incoming request');
    const found = secrets.filter(([, value]) => standingAlone(value).test(log)).map(([what, value]) => `${what} ${value}`);
    expect(found).toEqual([]);
  });
});
