import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createTestApp, listenOnFreePort, type TestApp } from './helpers/test-app.ts';
import { createTestEnvironment, type TestEnvironment } from './helpers/test-environment.ts';

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

/** Collects what the app's pino logger writes, one parsed JSON object per line. */
function capturedLogLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
  return { lines, stream };
}

describe('request ids in the logs', () => {
  let loggedApp: FastifyInstance;
  let loggedUrl: string;
  let environment: TestEnvironment;
  const log = capturedLogLines();
  beforeAll(async () => {
    environment = await createTestEnvironment();
    loggedApp = await buildApp({ config: loadConfig(environment.env), logDestination: log.stream });
    loggedUrl = await listenOnFreePort(loggedApp);
  });
  afterAll(async () => {
    await loggedApp.close();
    await environment.cleanup();
  });

  const linesOf = (path: string) =>
    log.lines.filter((line) => {
      const req = line.req as { url?: unknown } | undefined;
      return req?.url === path;
    });

  it.each([
    ['a generated id', undefined],
    ["the load balancer's id", 'lb-0f3a9c21-request'],
  ])('the request log line carries the same id as the X-Request-Id header (%s)', async (_label, incoming) => {
    // A path of its own per case, so the lines of one request are told apart from every other request's.
    const path = `/api/whatever-${incoming ?? 'generated'}`;
    const response = await fetch(`${loggedUrl}${path}`, incoming ? { headers: { 'X-Request-Id': incoming } } : {});
    const header = response.headers.get('x-request-id');
    expect(header).toEqual(incoming ?? expect.stringMatching(uuid));

    const incomingLine = linesOf(path).find((line) => line.msg === 'incoming request');
    expect(incomingLine?.reqId).toBe(header);
    // The completion line has no url; it is found by the id and must say how the request ended.
    await expect
      .poll(() => log.lines.find((line) => line.msg === 'request completed' && line.reqId === header))
      .toMatchObject({
        res: { statusCode: 404 },
      });
  });
});
