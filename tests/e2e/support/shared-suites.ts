import {
  DESKTOP_HOME_CHUNK,
  DESKTOP_SET_MARKER,
  expectedClientType,
  localItem,
  openPage,
  PHONE_HOME_CHUNK,
  PHONE_SET_MARKER,
  waitForApp,
} from './app.ts';
import { expect, test } from './fixtures.ts';

const ALL_CLIENT_TYPES = ['pc', 'pad', 'phone'] as const;

/**
 * The operations console's code: every chunk holding it, or antd or recharts, is named admin-* (vite.config.ts), and
 * its route set carries the console's name.
 */
const ADMIN_CHUNK = /\/assets\/admin-[\w-]+\.js$/;
const ADMIN_SET_MARKER = 'AI伴学运营后台';

/** Seed §2 "Client type": detected at start, stored in localStorage `clientType`, added as a class on <body>. */
export function describeClientType() {
  test.describe('client type', { tag: '@layout' }, () => {
    test('is detected from the window width and user agent, stored in localStorage and on <body>', async ({ page }, testInfo) => {
      const expected = expectedClientType(testInfo);
      await openPage(page, '/');
      expect(await localItem(page, 'clientType')).toBe(expected);
      await expect(page.locator('body')).toHaveClass(new RegExp(`(^|\\s)${expected}(\\s|$)`));
      for (const other of ALL_CLIENT_TYPES.filter((type) => type !== expected)) {
        await expect(page.locator('body')).not.toHaveClass(new RegExp(`(^|\\s)${other}(\\s|$)`));
      }
    });

    test('is detected again at every start: a stale stored value is replaced', async ({ page }, testInfo) => {
      const expected = expectedClientType(testInfo);
      const stale = expected === 'pc' ? 'phone' : 'pc';
      await page.addInitScript((value) => localStorage.setItem('clientType', value), stale);
      await openPage(page, '/');
      expect(await localItem(page, 'clientType')).toBe(expected);
      await expect(page.locator('body')).not.toHaveClass(new RegExp(`(^|\\s)${stale}(\\s|$)`));
    });
  });
}

/** Seed §2: phone clients get the mobile route set, pad and pc the desktop set; each set is its own lazy bundle. */
export function describeRouteSet() {
  test.describe('route set', { tag: '@layout' }, () => {
    test('/ redirects to the home of this client’s route set', async ({ page }, testInfo) => {
      const isPhone = expectedClientType(testInfo) === 'phone';
      await openPage(page, '/');
      await expect(page).toHaveURL(isPhone ? /\/mobile\/home$/ : /\/home$/);
      if (isPhone) {
        await expect(page.getByRole('link', { name: '查看服务方案' })).toBeVisible();
        await expect(page.getByTestId('desktop-menu')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('desktop-menu')).toBeVisible();
        await expect(page.getByRole('link', { name: '查看服务方案' })).toHaveCount(0);
      }
    });

    test('only this client’s route set is downloaded, lazily, never the other one', async ({ page, loadedScripts }, testInfo) => {
      const isPhone = expectedClientType(testInfo) === 'phone';
      // Every page of the set, plus the pages that answer a link of the other set.
      const paths = isPhone
        ? [
            '/',
            '/mobile/student/home',
            '/mobile/student/detail',
            '/mobile/student/mine',
            '/mobile/login',
            '/pad-xuesheng',
            '/home',
            '/pictures',
            '/no-such-page',
          ]
        : ['/', '/login', '/pictures', '/pad-xuesheng', '/nuc-xuesheng', '/mobile/student/detail?planId=1', '/no-such-page'];
      for (const path of paths) await openPage(page, path);

      const scripts = await loadedScripts.settled();
      const urls = scripts.map((script) => script.url);
      const own = isPhone ? PHONE_SET_MARKER : DESKTOP_SET_MARKER;
      const other = isPhone ? DESKTOP_SET_MARKER : PHONE_SET_MARKER;

      expect(
        scripts.filter((script) => script.body.includes(own)),
        `a script with the ${own} layout was loaded`,
      ).not.toHaveLength(0);
      expect(
        scripts.filter((script) => script.body.includes(other)).map((script) => script.url),
        `no script with the other set's layout (${other}) was loaded`,
      ).toEqual([]);
      expect(urls.filter((url) => (isPhone ? DESKTOP_HOME_CHUNK : PHONE_HOME_CHUNK).test(url))).toEqual([]);
      // The operations console (/admin) is neither set: none of its chunks (antd, recharts with them), none of its code.
      expect(
        urls.filter((url) => ADMIN_CHUNK.test(url)),
        'no admin-* chunk was requested',
      ).toEqual([]);
      expect(
        scripts.filter((script) => script.body.includes(ADMIN_SET_MARKER)).map((script) => script.url),
        `no script with the console's code (${ADMIN_SET_MARKER}) was loaded`,
      ).toEqual([]);
      expect(urls.filter((url) => (isPhone ? PHONE_HOME_CHUNK : DESKTOP_HOME_CHUNK).test(url))).not.toEqual([]);

      // The entry script holds neither layout: both sets are split off and loaded on demand.
      const entrySrc = await page.locator('script[type="module"][src]').first().getAttribute('src');
      expect(entrySrc).toBeTruthy();
      const entry = scripts.find((script) => new URL(script.url).pathname === entrySrc);
      expect(entry, 'the entry script was downloaded').toBeDefined();
      expect(entry?.body.includes(PHONE_SET_MARKER) || entry?.body.includes(DESKTOP_SET_MARKER)).toBe(false);
    });
  });
}

/** The HTML document around the app. */
export function describeDocumentShell() {
  test.describe('document', () => {
    test('is Chinese, has a favicon and exactly one #app root that the app mounts into', async ({ page, request }) => {
      await openPage(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      const icon = page.locator('head link[rel="icon"]');
      await expect(icon).toHaveCount(1);
      const href = await icon.getAttribute('href');
      expect(href).toBeTruthy();
      const favicon = await request.get(href ?? '');
      expect(favicon.status()).toBe(200);
      expect(favicon.headers()['content-type']).toMatch(/image\//);
      await expect(page.locator('#app')).toHaveCount(1);
      await expect(page.locator('#app')).not.toBeEmpty();
      await waitForApp(page);
    });

    test('is served with a Content-Security-Policy under which the app runs', async ({ page }) => {
      const response = await page.goto('/');
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      await waitForApp(page);
      // The browser fixture fails the test on any console error, which is where CSP violations are reported.
    });
  });
}
