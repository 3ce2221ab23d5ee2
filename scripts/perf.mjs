// npm run perf: Lighthouse scores of the marketing pages, measured with Debian's Chromium against the built app.
// /home with the desktop preset, /mobile/home with the mobile preset (the defaults). Prints one line per page;
// with PERF_MIN=95 it exits 1 when any score is lower.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const PORT = Number(process.env.PERF_PORT ?? 3390);
const base = `http://127.0.0.1:${PORT}`;
const pages = [
  { path: '/home', preset: 'desktop', config: desktopConfig },
  { path: '/mobile/home', preset: 'mobile', config: undefined },
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

if (!fs.existsSync('dist/server/server.js') || !fs.existsSync('dist/web/index.html')) {
  console.error('perf: the app is not built; run `npm run build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'banxue-perf-'));
const server = spawn(process.execPath, ['dist/server/server.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_BASE_URL: base },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`perf: the server did not answer on ${base}`);
}

let chrome;
let failed = false;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const minimum = process.env.PERF_MIN ? Number(process.env.PERF_MIN) : null;
  for (const page of pages) {
    const result = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories }, page.config);
    const scores = Object.fromEntries(categories.map((id) => [id, Math.round((result?.lhr.categories[id]?.score ?? 0) * 100)]));
    console.log(`${page.path} (${page.preset}): ${categories.map((id) => `${id} ${scores[id]}`).join(', ')}`);
    if (minimum !== null && Object.values(scores).some((score) => score < minimum)) failed = true;
    if (process.env.PERF_VERBOSE) {
      for (const audit of Object.values(result?.lhr.audits ?? {})) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') console.log(`  ${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`);
      }
    }
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
