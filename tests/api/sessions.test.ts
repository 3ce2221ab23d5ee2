import { describe, expect, it } from 'vitest';
import { meSchema } from '../../src/contract/accounts.ts';
import { errorEnvelopeSchema, errorMessages } from '../../src/contract/errors.ts';
import { bearer, loginAs, newPhone } from './helpers/auth.ts';
import { closingAfterEachTest, listenOnFreePort } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const DAY = 24 * 60 * 60 * 1000;
const unauthorized = { error: { code: 'UNAUTHORIZED', message: errorMessages.UNAUTHORIZED } };

const startApp = closingAfterEachTest();

async function start(overrides: Record<string, string | undefined> = {}) {
  const clock = createTestClock();
  const testApp = await startApp({ REDIS_URL: undefined, ...overrides }, { clock });
  return { app: testApp.app, clock };
}

describe('GET /api/me without a live session', () => {
  it.each([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['a bare token without Bearer', 'x'.repeat(43)],
    ['Bearer and garbage', 'Bearer not a token!'],
    ['a well-formed token nobody was given', `Bearer ${'A'.repeat(43)}`],
    ['Basic credentials', 'Basic MTM4MTIzNDEyMzQ6MTIzNDU2'],
  ])('answers 401 UNAUTHORIZED for %s', async (_label, authorization) => {
    const { app } = await start();
    const response = await app.inject({ url: '/api/me', headers: authorization === undefined ? {} : { authorization } });

    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual(unauthorized);
  });

  it('answers 401 on logout without a token', async () => {
    const { app } = await start();
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual(unauthorized);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and the token stops working at once, while the account’s other session keeps working', async () => {
    const { app, clock } = await start();
    const phone = newPhone();
    const onPhone = await loginAs(app, phone);
    clock.advance(61_000);
    const onDesktop = await loginAs(app, phone);
    expect(onDesktop.user.id).toBe(onPhone.user.id);

    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(onPhone.token) });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    const revoked = await app.inject({ url: '/api/me', headers: bearer(onPhone.token) });
    expect(revoked.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(revoked.json())).toEqual(unauthorized);
    const again = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(onPhone.token) });
    expect(again.statusCode).toBe(401);
    const patch = await app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(onPhone.token), payload: { role: 'parent' } });
    expect(patch.statusCode).toBe(401);

    const other = await app.inject({ url: '/api/me', headers: bearer(onDesktop.token) });
    expect(other.statusCode).toBe(200);
    expect(meSchema.parse(other.json())).toMatchObject({ id: onPhone.user.id, role: null });
  });

  it('revokes over real HTTP', async () => {
    const { app } = await start();
    const baseUrl = await listenOnFreePort(app);
    const { token } = await loginAs(app);

    expect((await fetch(`${baseUrl}/api/me`, { headers: bearer(token) })).status).toBe(200);
    const logout = await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: bearer(token) });
    expect(logout.status).toBe(204);

    const after = await fetch(`${baseUrl}/api/me`, { headers: bearer(token) });
    expect(after.status).toBe(401);
    expect(errorEnvelopeSchema.parse(await after.json())).toEqual(unauthorized);
  });
});

describe('session expiry', () => {
  it('keeps a session for 30 days and refuses it after', async () => {
    const { app, clock } = await start();
    const { token } = await loginAs(app);

    clock.advance(30 * DAY - 1);
    expect((await app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    clock.advance(2);
    const expired = await app.inject({ url: '/api/me', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(expired.json())).toEqual(unauthorized);
  });

  it('follows SESSION_TTL_DAYS', async () => {
    const { app, clock } = await start({ SESSION_TTL_DAYS: '1' });
    const { token } = await loginAs(app);

    clock.advance(DAY - 1);
    expect((await app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    clock.advance(2);
    expect((await app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);

    // Logging in again gives a fresh day.
    const fresh = await loginAs(app);
    clock.advance(DAY - 1);
    expect((await app.inject({ url: '/api/me', headers: bearer(fresh.token) })).statusCode).toBe(200);
  });
});
