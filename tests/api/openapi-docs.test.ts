import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocumentSchema } from './helpers/openapi.ts';
import { createTestApp, listenOnFreePort, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let baseUrl: string;
beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await listenOnFreePort(testApp.app);
});
afterAll(() => testApp.close());

describe('OpenAPI documentation', () => {
  it('serves an OpenAPI 3 document listing /api/health', async () => {
    const response = await testApp.app.inject({ url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = openApiDocumentSchema.parse(response.json());
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(Object.keys(document.paths['/api/health'] ?? {})).toContain('get');
  });

  it('serves the documentation page as HTML', async () => {
    const response = await fetch(`${baseUrl}/api/docs`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html/i);
    // Our CSP forbids inline scripts, so the page only works if every script is a file we serve.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      const src = /src="([^"]+)"/.exec(attributes)?.[1];
      expect(src, `inline <script${attributes}> would be blocked by the CSP`).toBeDefined();
      const script = await fetch(new URL(src ?? '', response.url));
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type'), src).toMatch(/javascript/);
      expect((await script.arrayBuffer()).byteLength, src).toBeGreaterThan(0);
    }
  });
});
