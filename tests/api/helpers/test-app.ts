import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { type Config, loadConfig } from '../../../src/server/config.ts';
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

/** The real app on a database of its own; `overrides` are environment variables (undefined removes one). */
export async function createTestApp(overrides: Record<string, string | undefined> = {}): Promise<TestApp> {
  const environment = await createTestEnvironment();
  try {
    const config = loadConfig({ ...environment.env, ...overrides });
    const app = await buildApp({ config, logger: false });
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= closeWithin(app, CLOSE_TIMEOUT_MS).finally(() => environment.cleanup());
      return closing;
    };
    return { app, config, environment, close };
  } catch (error) {
    await environment.cleanup();
    throw error;
  }
}

/** Starts the app on a free port of 127.0.0.1 and returns its base URL, e.g. http://127.0.0.1:41234 */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}
