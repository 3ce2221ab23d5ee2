import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  /** Resolves with the exit code (or the signal's name when killed by one). */
  exited: Promise<number | string>;
};

/**
 * Runs src/server/server.ts in a Node process of its own through tsx, so no build is needed. Node is started
 * directly (not through npx or the tsx CLI) so the signals we send reach the server itself.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** Waits for Fastify's "Server listening at …" log line and returns that base URL. */
export async function waitForListening(server: ServerProcess, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | string | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline && exitCode === undefined) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output().stdout);
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { stdout, stderr } = server.output();
  throw new Error(`server did not start (exit: ${exitCode ?? 'still running'})\nstdout:\n${stdout}\nstderr:\n${stderr}`);
}
