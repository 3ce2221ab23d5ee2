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
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<!-- x -->'.repeat(60)}</svg>`;
/** What Chromium, Firefox and Safari send for a page: the precompressed copies must not change how it is cached. */
const BROWSER_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** Writes a file of the built app with the .br and .gz copies scripts/precompress.mjs writes beside it. */
async function writeWithCopies(file: string, content: string) {
  await fs.writeFile(file, content);
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(content));
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(content));
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

let webFiles: TestEnvironment;
let testApp: TestApp;
let baseUrl: string;
beforeAll(async () => {
  webFiles = await createTestEnvironment();
  const webDir = path.join(webFiles.tempDir, 'web');
  await fs.mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeWithCopies(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeWithCopies(path.join(webDir, 'assets', 'app-abc123.js'), APP_JS);
  await writeWithCopies(path.join(webDir, 'favicon.svg'), FAVICON_SVG);
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

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('serves a hashed asset asked with Accept-Encoding %s as %s, cached for a year', async (acceptEncoding, encoding) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const response = await testApp.app.inject({ url: '/assets/app-abc123.js', headers });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response.rawPayload, encoding)).toBe(APP_JS);
  });

  // A page kept from before a deploy names hashed scripts that are gone: every HTML answer is revalidated, whatever
  // copy of it (Brotli, gzip, plain) the browser is sent.
  describe.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('asked as a browser does with Accept-Encoding %s', (acceptEncoding, encoding) => {
    it.each(['/', '/index.html', '/mobile/student/home', '/mobile/student/detail?planId=primary-30', '/admin/orders', '/home#x'])(
      `answers %s with index.html as ${encoding ?? 'the plain file'}, no-cache`,
      async (url) => {
        const headers = acceptEncoding === undefined ? BROWSER_HEADERS : { ...BROWSER_HEADERS, 'accept-encoding': acceptEncoding };
        const response = await testApp.app.inject({ url, headers });

        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decoded(response.rawPayload, encoding)).toBe(INDEX_HTML);
      },
    );
  });

  it('keeps a file of the public folder (no hash in its name) an hour, precompressed or not', async () => {
    for (const acceptEncoding of ['gzip, deflate, br', 'identity']) {
      const response = await testApp.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': acceptEncoding } });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    }
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
