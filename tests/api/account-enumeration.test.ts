import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, newPhone, otherCode, postLogin, requestSmsCode, sendCode } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

// A response must not tell whether a phone number has an account: same status, headers and body either way.
const varying = new Set(['x-request-id', 'date']);

function visible(response: LightMyRequestResponse) {
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !varying.has(name)));
  return { status: response.statusCode, headers, body: response.body };
}

let testApp: TestApp;
const clock = createTestClock();
const accounts = [newPhone(), newPhone(), newPhone()] as const;
beforeAll(async () => {
  testApp = await createTestApp({ REDIS_URL: undefined }, { clock });
  for (const phone of accounts) await loginAs(testApp.app, phone);
  // An hour on: the accounts' next codes are their first of the hour again, like a phone that never asked (decision 026).
  clock.advance(60 * 60_000 + 1_000);
});
afterAll(() => testApp.close());

describe('a phone with an account and one without', () => {
  it('get the same answers from sms-codes: sent, then too frequent', async () => {
    const { app } = testApp;
    const [known, unknown] = [accounts[0], newPhone()];

    const sent = [visible(await requestSmsCode(app, known)), visible(await requestSmsCode(app, unknown))];
    expect(sent[0]?.status).toBe(204);
    expect(sent[0]).toEqual(sent[1]);

    const again = [visible(await requestSmsCode(app, known)), visible(await requestSmsCode(app, unknown))];
    expect(again[0]?.status).toBe(429);
    expect(again[0]).toEqual(again[1]);
  });

  it('get the same answer to a wrong code', async () => {
    const { app } = testApp;
    const [known, unknown] = [accounts[1], newPhone()];
    const knownCode = await sendCode(app, known);
    const unknownCode = await sendCode(app, unknown);

    const wrong = [
      visible(await postLogin(app, { phone: known, code: otherCode(knownCode), agreed: true })),
      visible(await postLogin(app, { phone: unknown, code: otherCode(unknownCode), agreed: true })),
    ];

    expect(wrong[0]?.status).toBe(400);
    expect(wrong[0]).toEqual(wrong[1]);
  });

  it('get the same answer to a code when none is pending', async () => {
    const { app } = testApp;
    const [known, unknown] = [accounts[2], newPhone()];

    const answers = [
      visible(await postLogin(app, { phone: known, code: '123456', agreed: true })),
      visible(await postLogin(app, { phone: unknown, code: '123456', agreed: true })),
    ];

    expect(answers[0]?.status).toBe(400);
    expect(answers[0]).toEqual(answers[1]);
  });
});
