import { defineConfig, devices } from '@playwright/test';
import type { AccountOptions } from './tests/e2e/support/fixtures.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_UA =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_UA = devices['Desktop Chrome'].userAgent;

export default defineConfig<Partial<AccountOptions>>({
  testDir: 'tests/e2e',
  outputDir: '.test-output/playwright',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright.json' }]],
  timeout: 30_000,
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: nothing is downloaded (scripts/ensure-browser.mjs checks it is there).
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      testMatch: /phone\/.*\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    },
    // The desktop specs (tests/e2e/desktop) run in pc only, unless a test (or its describe) carries a tag:
    //   { tag: '@layout' }   what it checks depends on the window's size or on the client type (pad or pc): where a
    //                        section lands, what fits, screenshots per width, where login leads — it runs in pad and pc;
    //   { tag: '@pad-only' } a pad's own journey (the pad space, a finger on the touch screen) — it runs in pad only.
    // A journey that works the same on both (content, forms, sessions, the classroom screen) needs no tag.
    {
      name: 'pad',
      testMatch: /desktop\/.*\.spec\.ts/,
      grep: /@layout|@pad-only/,
      use: { viewport: { width: 1024, height: 1366 }, userAgent: IPAD_UA, hasTouch: true },
    },
    {
      name: 'pc',
      testMatch: /desktop\/.*\.spec\.ts/,
      grepInvert: /@pad-only/,
      use: { viewport: { width: 1280, height: 800 }, userAgent: DESKTOP_UA },
    },
    {
      // A desktop browser narrower than 768 px is a phone client (width wins).
      name: 'narrow-pc',
      testMatch: /narrow\/.*\.spec\.ts/,
      use: { viewport: { width: 760, height: 900 }, userAgent: DESKTOP_UA },
    },
    {
      // A pad at 790 px is a pad client with the half-width desktop menu.
      name: 'narrow-pad',
      testMatch: /narrow\/.*\.spec\.ts/,
      use: { viewport: { width: 790, height: 900 }, userAgent: IPAD_UA, hasTouch: true },
    },
    {
      // The operations console (/admin): a desktop application for operators.
      name: 'admin',
      testMatch: /admin\/.*\.spec\.ts/,
      // The page is the operator's: a customer's session goes into a phone page of its own (admin/support/phone-page.ts).
      use: { viewport: { width: 1280, height: 800 }, userAgent: DESKTOP_UA, signedIn: false },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      E2E_PORT: String(PORT),
      // 督学 reminders at any time of day: the evening reminder (to learners with today's tasks still open) is due
      // from 00:00, and the jobs look every two seconds, so a browser test sees one arrive after making a plan.
      REMINDER_EVENING_TIME: '00:00',
      COMPANION_JOB_INTERVAL_SECONDS: '2',
    },
  },
});
