import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnFreePort, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let baseUrl: string;
beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await listenOnFreePort(testApp.app);
});
afterAll(() => testApp.close());

function directives(csp: string | null): Map<string, string> {
  const entries = (csp ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...values]) => [name, values.join(' ')]));
}

describe('security headers', () => {
  it.each(['/api/health', '/api/whatever'])('%s carries a CSP that only allows our own scripts', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    const csp = directives(response.headers.get('content-security-policy'));

    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends no HSTS outside production', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each(['/api/health', '/api/whatever', '/api/docs/json'])('%s is never cached (Cache-Control: no-store)', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
