import { spawn } from 'node:child_process';
import { expect } from '@playwright/test';

export type OwnServer = { origin: string; stop: () => Promise<void> };

/**
 * A server of a spec's own (scripts/e2e-server.mjs: the built app on a fresh data directory) on `port`, with `env`
 * added to this process's environment; resolves once it answers /api/health, within `timeoutMs`.
 */
export async function startOwnServer(port: number, env: Record<string, string>, timeoutMs: number): Promise<OwnServer> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, ...env, E2E_PORT: String(port) },
    stdio: 'inherit',
  });
  await expect
    .poll(
      async () =>
        fetch(`${origin}/api/health`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: timeoutMs },
    )
    .toBe(200);
  return {
    origin,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
