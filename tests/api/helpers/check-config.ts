import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export type CheckConfigResult = { code: number | string; stdout: string; stderr: string };

/** Runs `npm run check:config -- <args>` as its script does (tsx), with exactly `env`; resolves when it exits. */
export function spawnCheckConfig(env: Record<string, string>, args: string[] = []): Promise<CheckConfigResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/check-config-cli.ts', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => {
    child.once('close', (code, signal) => resolve({ code: code ?? signal ?? 'unknown', stdout, stderr }));
  });
}
