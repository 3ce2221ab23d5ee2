import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/contract/errors.ts';
import { AUTH_BODY_LIMIT_BYTES, MAX_JSON_DEPTH } from '../../src/server/plugins/body-limits.ts';
import { bearer, errorOf, loginAs } from './helpers/auth.ts';
import { createTestApp, listenOnFreePort, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 14, parser abuse: a 1 MB body of nested arrays cost 0.3–0.5 s of CPU per request on the login routes (JSON.parse,
 * then the NUL check and zod walking it), so four senders starved every other request. Measured as CPU time of this
 * process around many inject() calls, which other work on the machine does not inflate as it does wall time.
 */
const json = { 'content-type': 'application/json' };
const nested = (depth: number, inner = '') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
/** Just under the default BODY_LIMIT_BYTES (1 MiB): the attack's body. */
const megabyteNested = nested(500_000);

let testApp: TestApp;
let baseUrl: string;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  testApp.app.post('/api/test/echo', async (request) => ({ received: request.body }));
  baseUrl = await listenOnFreePort(testApp.app);
  token = (await loginAs(testApp.app)).token;
});
afterAll(() => testApp.close());

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, headers: { ...json, ...headers }, payload });

/** Average CPU milliseconds (user + system, this process) per request over `count` requests, and their statuses. */
async function cpuPerRequest(count: number, send: () => Promise<{ statusCode: number }>) {
  const statuses = new Set<number>();
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) statuses.add((await send()).statusCode);
  const { user, system } = process.cpuUsage(start);
  return { ms: (user + system) / 1000 / count, statuses: [...statuses] };
}

describe('JSON nesting depth', () => {
  it(`accepts ${MAX_JSON_DEPTH} levels and refuses ${MAX_JSON_DEPTH + 1} with 400 JSON_TOO_DEEP`, async () => {
    const ok = await post('/api/test/echo', JSON.stringify({ a: JSON.parse(nested(MAX_JSON_DEPTH - 1, '1')) }));
    expect(ok.statusCode).toBe(200);

    const refused = await post('/api/test/echo', JSON.stringify({ a: JSON.parse(nested(MAX_JSON_DEPTH, '1')) }));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('JSON_TOO_DEEP');
  });

  it('counts no brackets inside strings, escaped quotes included', async () => {
    const text = `\\"${'['.repeat(1000)}"{{`;
    const response = await post('/api/test/echo', JSON.stringify({ text }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { text } });
  });

  it('refuses a deep body on a signed-in route before its validation, and on the login routes', async () => {
    const orders = await post('/api/orders', JSON.stringify({ planId: JSON.parse(nested(100)) }), {
      ...bearer(token),
      'idempotency-key': 'k-deep-1',
    });
    expect(orders.statusCode).toBe(400);
    expect(errorOf(orders).code).toBe('JSON_TOO_DEEP');

    for (const url of ['/api/auth/login', '/api/auth/sms-codes', '/api/admin/login', '/api/admin/login/totp']) {
      const response = await post(url, `{"phone":${nested(1000)}}`);
      expect([url, response.statusCode, errorOf(response).code]).toEqual([url, 400, 'JSON_TOO_DEEP']);
    }
  });

  it('refuses a 1 MB nested body sent over HTTP in chunks, with the envelope', async () => {
    const response = await fetch(`${baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: json,
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 16; i++) controller.enqueue(new TextEncoder().encode('['.repeat(65_536)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('JSON_TOO_DEEP');
  });

  it('costs a few milliseconds of CPU per 1 MB nested body, not hundreds', async () => {
    const targets: [string, Record<string, string>][] = [
      ['/api/test/echo', {}],
      ['/api/orders', { ...bearer(token), 'idempotency-key': 'k-deep-2' }],
      ['/api/auth/login', {}],
      ['/api/auth/sms-codes', {}],
      ['/api/admin/login', {}],
    ];
    for (const [url, headers] of targets) {
      const { ms, statuses } = await cpuPerRequest(10, () => post(url, megabyteNested, headers));
      // Before: 280–460 ms per request on the login routes. After: about 1–3 ms (reading 1 MB into inject).
      expect([url, statuses.every((status) => status === 400 || status === 413)]).toEqual([url, true]);
      expect(ms, `${url}: ${ms.toFixed(1)} ms CPU per request`).toBeLessThan(25);
    }
  });
});

describe('authentication routes take small bodies only', () => {
  const oversized = JSON.stringify({ phone: '13800000000', code: '123456', agreed: true, padding: 'x'.repeat(AUTH_BODY_LIMIT_BYTES) });

  it.each(['/api/auth/login', '/api/auth/sms-codes', '/api/admin/login', '/api/admin/login/totp', '/api/admin/login/enrolment'])(
    `%s answers 413 PAYLOAD_TOO_LARGE above ${AUTH_BODY_LIMIT_BYTES} bytes`,
    async (url) => {
      const response = await post(url, oversized);
      expect(response.statusCode).toBe(413);
      expect(errorOf(response).code).toBe('PAYLOAD_TOO_LARGE');
    },
  );

  it('leaves other routes at BODY_LIMIT_BYTES', async () => {
    const response = await post('/api/test/echo', oversized);
    expect(response.statusCode).toBe(200);
  });
});
