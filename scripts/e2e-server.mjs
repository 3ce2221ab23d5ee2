// Starts the built app for the browser tests: a fresh SQLite data directory, the production build, port E2E_PORT.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// E2E_DIST: another build than ./dist (a build of its own, so that rebuilding ./dist does not pull files from under it).
const dist = process.env.E2E_DIST ?? 'dist';
if (!fs.existsSync(path.join(dist, 'server/server.js')) || !fs.existsSync(path.join(dist, 'web/index.html'))) {
  console.error('e2e-server: the app is not built; run `npm run build` first (npm test does).');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'banxue-e2e-'));
// Where this server keeps its data, for specs that act on it from outside (the console's operators are created by
// `npm run operator:create` on the same DATA_DIR): tests/e2e/admin/support/operator.ts reads it.
const dataDirNote = path.join(os.tmpdir(), `banxue-e2e-${process.env.E2E_PORT ?? '3210'}.data-dir`);
fs.writeFileSync(dataDirNote, dataDir);
const child = spawn(process.execPath, [path.join(dist, 'server/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '3210',
    // The browser opens 127.0.0.1: providers must send it back to that origin, where its session is.
    PUBLIC_BASE_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3210'}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    REDIS_KEY_PREFIX: `bxe2e:${process.pid}:`,
    // Every browser test logs in from 127.0.0.1: the per-IP caps are for the open internet.
    SMS_IP_HOURLY_LIMIT: '100000',
    LOGIN_IP_HOURLY_LIMIT: '100000',
    // The login-human-check spec runs a server of its own where every code needs the check.
    HUMAN_CHECK_IP_FREE_PER_HOUR: process.env.HUMAN_CHECK_IP_FREE_PER_HOUR ?? '100000',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(dataDirNote, { force: true });
  process.exit(code ?? 0);
});
