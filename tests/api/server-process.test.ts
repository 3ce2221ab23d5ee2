import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthSchema } from '../../src/contract/health.ts';
import { createTestEnvironment, type TestEnvironment } from './helpers/test-environment.ts';
import { type ServerProcess, spawnServer, waitForListening } from './helpers/server-process.ts';

// These start the server as a process through tsx: on a loaded CI machine that alone can take 20 s and more.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

let server: ServerProcess | undefined;
let environment: TestEnvironment | undefined;
afterEach(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await environment?.cleanup();
  server = undefined;
  environment = undefined;
});

describe('the server process', () => {
  it('refuses to start with a wrong PORT: exit code 1 and a message naming PORT', async () => {
    server = spawnServer({ PORT: 'abc' });

    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/PORT/);
    expect(server.output().stderr).toContain('"abc"');
  });

  it('serves, then exits 0 on SIGTERM after closing its connections', async () => {
    environment = await createTestEnvironment();
    server = spawnServer({ ...environment.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' });
    const baseUrl = await waitForListening(server);

    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(healthSchema.parse(await response.json())).toMatchObject({ status: 'ok', db: 'ok' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain('shutting down');
  });
});
