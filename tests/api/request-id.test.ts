import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnFreePort, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let baseUrl: string;
beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await listenOnFreePort(testApp.app);
});
afterAll(() => testApp.close());

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it.each(['/api/health', '/api/whatever', '/api/docs/json'])('is on every response (%s)', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.headers['x-request-id']).toMatch(uuid);
  });

  it('differs from request to request', async () => {
    const [first, second] = await Promise.all([fetch(`${baseUrl}/api/health`), fetch(`${baseUrl}/api/health`)]);
    expect(first.headers.get('x-request-id')).toMatch(uuid);
    expect(second.headers.get('x-request-id')).toMatch(uuid);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  it('echoes a sane id from the load balancer', async () => {
    const response = await fetch(`${baseUrl}/api/health`, { headers: { 'X-Request-Id': 'abc12345-lb' } });
    expect(response.headers.get('x-request-id')).toBe('abc12345-lb');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'abc 12345 lb'],
    ['too short', 'abc'],
    ['with markup', '<script>alert(1)</script>'],
  ])('replaces an id that is %s', async (_label, incoming) => {
    const response = await fetch(`${baseUrl}/api/whatever`, { headers: { 'X-Request-Id': incoming } });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toMatch(uuid);
  });
});
