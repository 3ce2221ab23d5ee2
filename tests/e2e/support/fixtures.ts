import { test as base, expect, type Page } from '@playwright/test';
import { type Account, logInThroughApi } from './account.ts';

/** What went wrong in the browser while a test ran: console errors, uncaught exceptions, failed requests. */
export type BrowserProblems = {
  consoleErrors: string[];
  pageErrors: string[];
  failedResponses: string[];
};

/** A script the page downloaded from our own origin, with its text (to tell which route set it belongs to). */
export type LoadedScript = { url: string; body: string };

type Fixtures = {
  /** Filled while the test runs; every test ends by asserting it is empty (see `allowBrowserProblems`). */
  browserProblems: BrowserProblems;
  /** Set to true in a test that provokes errors on purpose. */
  allowBrowserProblems: boolean;
  /** Every JavaScript file the page fetched from the app's origin, with its body, once all bodies are read. */
  loadedScripts: { settled: () => Promise<LoadedScript[]> };
};

function watchBrowserProblems(page: Page, origin: string): BrowserProblems {
  const problems: BrowserProblems = { consoleErrors: [], pageErrors: [], failedResponses: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(`${error.name}: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.failedResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A navigation that replaces the page aborts what the old page still had in flight; that is not an error.
    if (reason.includes('ERR_ABORTED')) return;
    problems.failedResponses.push(`${reason} ${request.method()} ${request.url()}`);
  });
  return problems;
}

type WorkerFixtures = {
  /** A real account, logged in once per worker through the API (a fake token would be refused by the server). */
  account: Account;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  account: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('The Playwright config sets no baseURL');
      const request = await playwright.request.newContext({ baseURL });
      try {
        await use(await logInThroughApi(request, workerInfo.workerIndex));
      } finally {
        await request.dispose();
      }
    },
    { scope: 'worker' },
  ],

  allowBrowserProblems: [false, { option: true }],

  browserProblems: [
    async ({ page, baseURL, allowBrowserProblems }, use) => {
      const problems = watchBrowserProblems(page, new URL(baseURL ?? 'http://127.0.0.1').origin);
      await use(problems);
      if (!allowBrowserProblems) {
        expect(problems, 'the browser reported no console error, page error or failed request').toEqual({
          consoleErrors: [],
          pageErrors: [],
          failedResponses: [],
        });
      }
    },
    { auto: true },
  ],

  loadedScripts: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const scripts: LoadedScript[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (!url.startsWith(origin) || !/\.m?js$/.test(new URL(url).pathname)) return;
      pending.push(
        response.text().then(
          (body) => void scripts.push({ url, body }),
          () => void scripts.push({ url, body: '' }),
        ),
      );
    });
    await use({ settled: async () => (await Promise.all(pending), scripts) });
  },
});

export { expect };
