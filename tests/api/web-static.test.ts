import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/contract/errors.ts';
import { createTestApp, listenOnFreePort, type TestApp } from './helpers/test-app.ts';
import { createTestEnvironment, type TestEnvironment } from './helpers/test-environment.ts';

const INDEX_HTML = '<!doctype html><html><head><title>AI伴学</title></head><body><div id="app"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let webFiles: TestEnvironment;
let testApp: TestApp;
let baseUrl: string;
beforeAll(async () => {
  webFiles = await createTestEnvironment();
  const webDir = path.join(webFiles.tempDir, 'web');
  await fs.mkdir(path.join(webDir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(webDir, 'assets', 'app-abc123.js'), APP_JS);
  await fs.writeFile(path.join(webDir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(APP_JS));
  testApp = await createTestApp({ WEB_DIR: webDir });
  baseUrl = await listenOnFreePort(testApp.app);
});
afterAll(async () => {
  await testApp.close();
  await webFiles.cleanup();
});

describe('the built web app', () => {
  it('serves a hashed asset precompressed with Brotli and cached for a year', async () => {
    const response = await testApp.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('serves the plain asset to a client that does not accept Brotli', async () => {
    const response = await testApp.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(APP_JS);
  });

  it('decodes over real HTTP to the original file', async () => {
    const response = await fetch(`${baseUrl}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br' } });

    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(APP_JS);
  });

  it.each(['/', '/mobile/student/home', '/home#x', '/desktop/about?from=ad'])(
    'answers %s with index.html, revalidated on every visit',
    async (url) => {
      const response = await fetch(`${baseUrl}${url}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/assets/app-gone999.js'],
    ['POST', '/somewhere'],
    ['POST', '/'],
  ])('still answers %s %s with the 404 envelope', async (method, url) => {
    const response = await fetch(`${baseUrl}${url}`, { method });

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('NOT_FOUND');
  });
});
