import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema, errorMessages } from '../../src/contract/errors.ts';
import { createTestApp, listenOnFreePort, type TestApp } from './helpers/test-app.ts';

const SECRET = 'secret db password';

let testApp: TestApp;
let baseUrl: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const app = testApp.app.withTypeProvider<ZodTypeProvider>();
  app.get('/api/test/explode', async () => {
    throw new Error(SECRET);
  });
  app.get(
    '/api/test/search',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1), q: z.string().min(2) }) } },
    async (request) => ({ page: request.query.page, q: request.query.q }),
  );
  app.post(
    '/api/test/profile',
    { schema: { body: z.object({ name: z.string(), tags: z.array(z.string()) }) } },
    async (request) => request.body,
  );
  app.get(
    '/api/test/phone',
    { schema: { querystring: z.object({ phone: z.string().regex(/^1\d{10}$/, { error: 'RATE_LIMITED' }) }) } },
    async (request) => ({ phone: request.query.phone }),
  );
  baseUrl = await listenOnFreePort(testApp.app);
});
afterAll(() => testApp.close());

describe('a failing handler', () => {
  it('answers 500 INTERNAL_ERROR without the error message, stack or request details', async () => {
    const response = await fetch(`${baseUrl}/api/test/explode`);
    const text = await response.text();

    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(errorEnvelopeSchema.parse(JSON.parse(text))).toEqual({
      error: { code: 'INTERNAL_ERROR', message: errorMessages.INTERNAL_ERROR },
    });
    expect(text).not.toContain('secret');
    expect(text).not.toMatch(/at .*\.ts/);
  });
});

describe('a zod-validated route', () => {
  it('answers with the valid input', async () => {
    const response = await testApp.app.inject({ url: '/api/test/search?page=2&q=分数' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ page: 2, q: '分数' });
  });

  it.each([
    ['page=0&q=ok', 'page'],
    ['page=1&q=x', 'q'],
    ['q=ok', 'page'],
  ])('answers 400 VALIDATION_FAILED naming the field (%s)', async (query, field) => {
    const response = await testApp.app.inject({ url: `/api/test/search?${query}` });

    expect(response.statusCode).toBe(400);
    const { error } = errorEnvelopeSchema.parse(response.json());
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(error.message).toContain(field);
  });

  it('uses the catalogue code a schema names as its issue message', async () => {
    const response = await fetch(`${baseUrl}/api/test/phone?phone=12345`);

    expect(response.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await response.json())).toEqual({
      error: { code: 'RATE_LIMITED', message: errorMessages.RATE_LIMITED, field: 'phone' },
    });
  });

  it('passes a value that satisfies the catalogue-coded rule', async () => {
    const response = await testApp.app.inject({ url: '/api/test/phone?phone=13800138000' });
    expect(response.statusCode).toBe(200);
  });
});

describe('a NUL character (U+0000) in a request', () => {
  // PostgreSQL cannot hold it in text and answered a query naming it with a 500; SQLite would store it. Both refuse it.
  it.each([
    ['a path parameter of a real route', '/api/plans/junior-30%00', 'id'],
    ['the query', '/api/test/search?page=1&q=ok%00', 'q'],
  ])('answers 400 VALIDATION_FAILED naming the field, in %s', async (_where, url, field) => {
    const response = await testApp.app.inject({ url });

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('answers 400 naming the field at any depth of a JSON body, which is fine without it', async () => {
    const post = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/test/profile', payload });

    const refused = await post({ name: '小明', tags: ['ok', 'b\u0000'] });
    expect(refused.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'tags.1' });
    expect((await post({ name: '小明', tags: ['ok', 'b'] })).statusCode).toBe(200);
  });
});
