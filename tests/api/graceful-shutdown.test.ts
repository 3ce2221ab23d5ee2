import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnFreePort, type TestApp } from './helpers/test-app.ts';

const SLOW_MS = 500;
const CLOSE_BUDGET_MS = 2_000;

let testApp: TestApp | undefined;
let unusedConnectionApp: TestApp | undefined;
afterAll(async () => {
  await testApp?.close();
  await unusedConnectionApp?.close();
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    testApp = await createTestApp();
    let signalStarted = () => {};
    const started = new Promise<void>((resolve) => {
      signalStarted = resolve;
    });
    testApp.app.get('/api/test/slow', async () => {
      signalStarted();
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      return { finished: true };
    });
    const baseUrl = await listenOnFreePort(testApp.app);

    const inFlight = fetch(`${baseUrl}/api/test/slow`);
    await started;
    let closedAt = 0;
    const closing = testApp.app.close().then(() => {
      closedAt = Date.now();
    });

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    // The keep-alive connection must not hold close() open after its last response.
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, CLOSE_BUDGET_MS))]);
    expect(closedAt, `close() still pending ${CLOSE_BUDGET_MS} ms after the last response`).toBeGreaterThan(0);

    const refused = await fetch(`${baseUrl}/api/health`).then(
      () => 'connected',
      (error: unknown) => (error instanceof Error && error.cause instanceof Error ? error.cause : error),
    );
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('closes promptly with a connection open on which no request came (Node counts it as busy, not idle)', async () => {
    unusedConnectionApp = await createTestApp();
    const baseUrl = await listenOnFreePort(unusedConnectionApp.app);
    // What fetch leaves behind when it reconnects for a request it has just aborted, or what a browser preconnects.
    const unused = connect(Number(new URL(baseUrl).port), '127.0.0.1');
    await new Promise<void>((resolve, reject) => unused.once('connect', resolve).once('error', reject));
    const ended = new Promise<void>((resolve) => unused.once('close', () => resolve()));

    let closedAt = 0;
    const closing = unusedConnectionApp.app.close().then(() => {
      closedAt = Date.now();
    });
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, CLOSE_BUDGET_MS))]);
    unused.destroy();
    expect(closedAt, `close() still pending ${CLOSE_BUDGET_MS} ms after it began`).toBeGreaterThan(0);
    await ended;
  });
});
