import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/contract/errors.ts';
import { createTestApp, listenOnFreePort, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let baseUrl: string;
beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await listenOnFreePort(testApp.app);
});
afterAll(() => testApp.close());

describe('an unknown API path', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s answers the 404 JSON envelope, never HTML', async (method) => {
    const response = await testApp.app.inject({ method, url: '/api/whatever?x=1', payload: method === 'POST' ? { a: 1 } : undefined });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const { error } = errorEnvelopeSchema.parse(response.json());
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toContain(`${method} /api/whatever`);
    expect(error.message).not.toContain('x=1');
  });

  it('answers the envelope over real HTTP too', async () => {
    const response = await fetch(`${baseUrl}/api/whatever`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('NOT_FOUND');
  });

  it('answers the envelope for non-API paths when no web app is built', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/mobile/student/home' });

    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
  });
});
