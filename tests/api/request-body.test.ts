import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/contract/errors.ts';
import { createTestApp, listenOnFreePort, type TestApp } from './helpers/test-app.ts';

const BODY_LIMIT_BYTES = 2048;

let testApp: TestApp;
let baseUrl: string;
beforeAll(async () => {
  testApp = await createTestApp({ BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES) });
  testApp.app.post('/api/test/echo', async (request) => ({ received: request.body }));
  baseUrl = await listenOnFreePort(testApp.app);
});
afterAll(() => testApp.close());

const json = { 'content-type': 'application/json' };

/** A POST with Transfer-Encoding: chunked, so the server only learns the size while reading. */
function postChunked(url: string, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: json }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

describe('request bodies', () => {
  it('accepts valid JSON up to the limit', async () => {
    const payload = JSON.stringify({ text: 'x'.repeat(BODY_LIMIT_BYTES - 20) });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/echo', headers: json, payload });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { text: 'x'.repeat(BODY_LIMIT_BYTES - 20) } });
  });

  it('answers 400 INVALID_JSON to a malformed body', async () => {
    const response = await fetch(`${baseUrl}/api/test/echo`, { method: 'POST', headers: json, body: '{"phone": 1' });

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('INVALID_JSON');
  });

  it('answers 400 INVALID_JSON to an empty JSON body', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/echo', headers: json, payload: '' });

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('INVALID_JSON');
  });

  it('answers 413 PAYLOAD_TOO_LARGE to a body over BODY_LIMIT_BYTES', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(BODY_LIMIT_BYTES) });
    const response = await fetch(`${baseUrl}/api/test/echo`, { method: 'POST', headers: json, body });

    expect(response.status).toBe(413);
    expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 413 to an oversized body sent in chunks without Content-Length', async () => {
    const chunks = ['{"text":"', ...Array.from({ length: 3 }, () => 'x'.repeat(1024)), '"}'];
    const { status, body } = await postChunked(`${baseUrl}/api/test/echo`, chunks);

    expect(status).toBe(413);
    expect(errorEnvelopeSchema.parse(JSON.parse(body)).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
