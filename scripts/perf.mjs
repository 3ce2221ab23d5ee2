// npm run perf: Lighthouse scores measured with Debian's Chromium against the built app: /home with the desktop
// preset, /mobile/home and a signed-in student's /mobile/student/home with the mobile preset (the defaults). Prints
// one line per page; with PERF_MIN=95 it exits 1 when any score is lower; PERF_JSON=<file> also writes them as JSON.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const PORT = Number(process.env.PERF_PORT ?? 3390);
const base = `http://127.0.0.1:${PORT}`;
const pages = [
  { path: '/home', preset: 'desktop', config: desktopConfig },
  { path: '/mobile/home', preset: 'mobile', config: undefined },
  { path: '/mobile/student/home', preset: 'mobile', config: undefined, signedIn: true },
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

if (!fs.existsSync('dist/server/server.js') || !fs.existsSync('dist/web/index.html')) {
  console.error('perf: the app is not built; run `npm run build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'banxue-perf-'));
const server = spawn(process.execPath, ['dist/server/server.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: base,
  },
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

async function post(url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method: url === '/api/me' ? 'PATCH' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`perf: ${url} answered ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** A student signed in as the login page leaves it: an SMS code from the development inbox, then login. */
async function newStudent() {
  const phone = `139${String(Date.now()).slice(-8)}`;
  await post('/api/auth/sms-codes', { phone });
  const { code } = await (await fetch(`${base}/api/dev/sms/latest?phone=${phone}`)).json();
  const { token, user } = await post('/api/auth/login', { phone, code, agreed: true });
  await post('/api/me', { role: 'student', nickname: '小林', grade: '初二' }, token);
  return { token, user };
}

/** Lighthouse runs in this tab; a signed-in page finds the session in sessionStorage, where the login page puts it. */
async function tabFor(browser, page) {
  const tab = await browser.newPage();
  if (page.signedIn) {
    const { token, user } = await newStudent();
    await tab.evaluateOnNewDocument(
      (session) => {
        if (location.origin === session.origin) {
          sessionStorage.setItem('userToken', session.token);
          sessionStorage.setItem('userInfo', session.user);
        }
      },
      { origin: base, token, user: JSON.stringify(user) },
    );
  }
  return tab;
}

let chrome;
let failed = false;
const results = [];
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const minimum = process.env.PERF_MIN ? Number(process.env.PERF_MIN) : null;
  for (const page of pages) {
    const tab = await tabFor(browser, page);
    const flags = { output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: Boolean(page.signedIn) };
    const result = await lighthouse(`${base}${page.path}`, flags, page.config, tab);
    if (result?.lhr.runtimeError) throw new Error(`perf: ${page.path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const landedOn = new URL(result?.lhr.finalDisplayedUrl ?? base).pathname;
    if (landedOn !== page.path) throw new Error(`perf: ${page.path} ended on ${landedOn} (not signed in?)`);
    await tab.close();
    const scores = Object.fromEntries(categories.map((id) => [id, Math.round((result?.lhr.categories[id]?.score ?? 0) * 100)]));
    console.log(`${page.path} (${page.preset}): ${categories.map((id) => `${id} ${scores[id]}`).join(', ')}`);
    results.push({ page: page.path, preset: page.preset, scores });
    if (minimum !== null && Object.values(scores).some((score) => score < minimum)) failed = true;
    if (process.env.PERF_VERBOSE) {
      for (const audit of Object.values(result?.lhr.audits ?? {})) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
          console.log(`  ${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`);
      }
    }
  }
  await browser.disconnect();
  // `npm run bench` reads the scores from here for docs/PERFORMANCE.md.
  if (process.env.PERF_JSON) fs.writeFileSync(process.env.PERF_JSON, JSON.stringify(results));
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
