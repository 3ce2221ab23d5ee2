import { test as base, expect, type Page } from '@playwright/test';
import type { Grade } from '../../../src/contract/accounts.ts';
import { type ConsoleOperator, createOperatorWithCli, enrolInConsole, type NewOperator } from '../admin/support/operator.ts';
import { type Account, newParent, newStudent, type Purchase, payThroughSimulator, signIn } from './accounts.ts';

/** What went wrong in the browser while a test ran: console errors, uncaught exceptions, failed requests. */
export type BrowserProblems = {
  consoleErrors: string[];
  pageErrors: string[];
  failedResponses: string[];
};

/** A script the page downloaded from our own origin, with its text (to tell which route set it belongs to). */
export type LoadedScript = { url: string; body: string };

/** A child of the parent fixture; `paid`: the purchase (see `purchase`) is bought for that child. */
export type Child = { name: string; grade?: Grade; paid?: boolean };

/**
 * `paidFrom`: the moment before the first purchase began (Date.now()), so a service it paid ends between `paidFrom` and
 * now plus its days, whatever the clock read when the order was paid.
 */
export type Parent = Account & { paidFrom: number };
/** A student whose service is paid (`purchase`), with the order that paid it. */
export type PaidLearner = Account & { paidFrom: number; orderNo: string };

/** Set with `test.use({ … })` (or in the project's `use`) to change the accounts the fixtures make. */
export type AccountOptions = {
  /** The student's nickname and grade; `grade: null` is one who skipped the optional grade. Default 林小雨, 初二. */
  studentProfile: { nickname: string; grade: Grade | null };
  /** The parent's nickname (none by default) and children; default 王小明 without a service and 王小红 with one. */
  parentProfile: { nickname?: string; children: Child[] };
  /** What the paid learner and a parent's paid children bought, and how. Default junior-30 by WeChat Pay H5. */
  purchase: Purchase;
  /** The operator's role. Default admin. */
  operatorRole: 'admin' | 'service';
  /**
   * Whether student, parent and paidLearner put their session into the test's page, as the login page does (default).
   * False: the account is only made, not signed in — the console's page is the operator's (the admin project sets
   * false), and a test of the session stores writes the session itself.
   */
  signedIn: boolean;
};

/**
 * The accounts (student, parent, paidLearner, newOperator, operator) are made through the API for one test alone, when
 * the test names them: nothing is shared, so a test may pay, rename or log out what it got without disturbing another.
 */
type Fixtures = {
  /** Filled while the test runs; every test ends by asserting it is empty (see `allowBrowserProblems`). */
  browserProblems: BrowserProblems;
  /** Set to true in a test that provokes errors on purpose. */
  allowBrowserProblems: boolean;
  /** Every JavaScript file the page fetched from the app's origin, with its body, once all bodies are read. */
  loadedScripts: { settled: () => Promise<LoadedScript[]> };

  /** A student without a service (`studentProfile`), signed in on the page. */
  student: Account;
  /** A parent with children (`parentProfile`), signed in on the page. */
  parent: Parent;
  /** The student fixture with its service paid through the simulator (`purchase`). */
  paidLearner: PaidLearner;
  /** An operator made with `npm run operator:create` on the server's data, not logged in yet (`operatorRole`). */
  newOperator: NewOperator;
  /** The new operator after the first login on the test's page (TOTP enrolled, new password): in the console. */
  operator: ConsoleOperator;
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

export const test = base.extend<AccountOptions & Fixtures>({
  studentProfile: [{ nickname: '林小雨', grade: '初二' }, { option: true }],
  parentProfile: [{ children: [{ name: '王小明' }, { name: '王小红', paid: true }] }, { option: true }],
  purchase: [{ planId: 'junior-30', channel: 'wechat_h5' }, { option: true }],
  operatorRole: ['admin', { option: true }],
  signedIn: [true, { option: true }],

  student: async ({ request, page, studentProfile, signedIn }, use) => {
    const student = await newStudent(request, studentProfile);
    if (signedIn) await signIn(page, student);
    await use(student);
  },

  // Purchases and the console's first login take their time on a loaded machine: their own timeouts, not the test's.
  parent: [
    async ({ request, page, parentProfile, purchase, signedIn }, use) => {
      const { nickname, children } = parentProfile;
      const parent = await newParent(request, { nickname, children: children.map(({ name, grade = '初一' }) => ({ name, grade })) });
      const paidFrom = Date.now();
      for (const child of children.filter(({ paid }) => paid)) {
        const learner = parent.user.learners.find(({ name }) => name === child.name);
        if (!learner) throw new Error(`the parent has no child ${child.name}`);
        await payThroughSimulator(request, parent, learner.id, purchase);
      }
      if (signedIn) await signIn(page, parent);
      await use({ ...parent, paidFrom });
    },
    { timeout: 60_000 },
  ],

  paidLearner: [
    async ({ request, student, purchase }, use) => {
      const learner = student.user.learners[0];
      if (!learner) throw new Error('a student account has a learner of its own');
      const paidFrom = Date.now();
      const orderNo = await payThroughSimulator(request, student, learner.id, purchase);
      await use({ ...student, paidFrom, orderNo });
    },
    { timeout: 60_000 },
  ],

  newOperator: [async ({ operatorRole }, use) => use(await createOperatorWithCli(operatorRole)), { timeout: 60_000 }],

  operator: [async ({ page, newOperator }, use) => use(await enrolInConsole(page, newOperator)), { timeout: 60_000 }],

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
