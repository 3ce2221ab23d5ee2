import { type ServerProcess, spawnServer, waitForListening } from './server-process.ts';

export type RunningServer = { process: ServerProcess; baseUrl: string };

const isRunning = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

/**
 * The server processes a test file starts (through tsx, see server-process.ts): `start` waits until one listens,
 * `stop` ends one by a signal and waits for it, `stopAll` (for afterAll) kills whatever is still running.
 */
export function serverPool() {
  const started: ServerProcess[] = [];
  return {
    async start(env: Record<string, string>, timeoutMs = 45_000): Promise<RunningServer> {
      const process = spawnServer(env);
      started.push(process);
      return { process, baseUrl: await waitForListening(process, timeoutMs) };
    },
    /** Sends `signal` and resolves with the exit code (or the signal's name). */
    async stop(server: RunningServer, signal: NodeJS.Signals): Promise<number | string> {
      if (isRunning(server.process)) server.process.child.kill(signal);
      return server.process.exited;
    },
    async stopAll(): Promise<void> {
      for (const process of started.splice(0)) {
        if (isRunning(process)) process.child.kill('SIGKILL');
        await process.exited;
      }
    },
  };
}
