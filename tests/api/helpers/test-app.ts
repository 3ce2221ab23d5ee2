import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import type { Clock } from '../../../src/server/clock.ts';
import { type Config, loadConfig } from '../../../src/server/config.ts';
import type { LogDestination } from '../../../src/server/logger.ts';
import { createTestEnvironment, type TestEnvironment } from './test-environment.ts';

/** A hung close() (the bug a test may be catching) must not keep the test database alive. */
const CLOSE_TIMEOUT_MS = 5_000;

export type TestApp = {
  /** Built but not yet ready: a test may still register routes before its first inject or listen. */
  app: FastifyInstance;
  config: Config;
  environment: TestEnvironment;
  /** Closes the app, then drops its database, Redis keys and temp dir; safe to call after app.close(). */
  close: () => Promise<void>;
};

function closeWithin(app: FastifyInstance, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`app.close() did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([app.close(), timeout]).finally(() => clearTimeout(timer));
}

export type TestAppOptions = {
  /** The app's clock (default: the system clock); see test-clock.ts. */
  clock?: Clock;
  /**
   * Runs on another test app's database and Redis key prefix, like a second process of one deployment. That app
   * owns them: this one's close() only closes this app, so close it first.
   */
  sharedWith?: TestApp;
  /** The app logs (at LOG_LEVEL, redacted as in production) into this instead of staying silent. */
  logDestination?: LogDestination;
};

/** The real app on a database of its own; `overrides` are environment variables (undefined removes one). */
export async function createTestApp(
  overrides: Record<string, string | undefined> = {},
  { clock, sharedWith, logDestination }: TestAppOptions = {},
): Promise<TestApp> {
  const environment = sharedWith?.environment ?? (await createTestEnvironment());
  const cleanup = sharedWith ? async () => {} : environment.cleanup;
  try {
    const config = loadConfig({ ...environment.env, ...overrides });
    const app = await buildApp(logDestination ? { config, logDestination, clock } : { config, logger: false, clock });
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= closeWithin(app, CLOSE_TIMEOUT_MS).finally(() => cleanup());
      return closing;
    };
    return { app, config, environment, close };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Starts the app on a free port of 127.0.0.1 and returns its base URL, e.g. http://127.0.0.1:41234 */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * For a test file whose tests each start their own app(s): returns `start`, and closes every app a test started
 * after it, the last one first (an app started with `sharedWith` must close before the one owning the database).
 */
export function closingAfterEachTest() {
  const started: TestApp[] = [];
  afterEach(async () => {
    for (const testApp of started.splice(0).reverse()) await testApp.close();
  });
  return async (overrides: Record<string, string | undefined> = {}, options: TestAppOptions = {}): Promise<TestApp> => {
    const testApp = await createTestApp(overrides, options);
    started.push(testApp);
    return testApp;
  };
}
