import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts.ts';
import { mobileLayout, openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { describeClientType, describeDocumentShell, describeRouteSet } from '../support/shared-suites.ts';

describeClientType();
describeRouteSet();
describeDocumentShell();

test.describe('links of the desktop site opened on a phone', () => {
  test('/home goes to the phone home', async ({ page }) => {
    await openPage(page, '/home');
    await expect(page).toHaveURL(/\/mobile\/home$/);
    await expect(page.getByRole('link', { name: '查看服务方案' })).toBeVisible();
    await expect(page).toHaveTitle('AI伴学 - AI伴学服务');
  });

  test('/login goes to the phone login', async ({ page }) => {
    await openPage(page, '/login');
    await expect(page).toHaveURL(/\/mobile\/login$/);
    await expect(page).toHaveTitle('登录 - AI伴学');
    await expect(page.getByTestId('desktop-menu')).toHaveCount(0);
  });

  test('keeps the query and the section: /home#honors and /login?redirect=… arrive whole', async ({ page }) => {
    await openPage(page, '/home#honors');
    await expect(page).toHaveURL(/\/mobile\/home#honors$/);
    await openPage(page, '/login?redirect=%2Fmobile%2Fstudent%2Fmine');
    await expect(page).toHaveURL(/\/mobile\/login\?redirect=%2Fmobile%2Fstudent%2Fmine$/);
  });

  test('/pad-xuesheng says to open it on a computer or pad', async ({ page, baseURL }) => {
    await openPage(page, '/pad-xuesheng');
    await expect(page).toHaveURL(/\/pad-xuesheng$/);
    await expect(page.getByRole('heading', { level: 1, name: '请在电脑或平板上打开' })).toBeVisible();
    await expect(page.getByText(`${baseURL}/pad-xuesheng`, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('请在电脑或平板上打开 - AI伴学');
    await page.getByRole('link', { name: '查看AI伴学服务' }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/home$/);
  });
});

test.describe('not found', () => {
  test('an unknown path shows 页面不存在 with a link to the phone home', async ({ page }) => {
    await openPage(page, '/mobile/no-such-page?x=1');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - AI伴学');
    const home = page.getByRole('link', { name: '返回首页' });
    await expect(home).toHaveAttribute('href', '/mobile/home');
    await home.click();
    await expect(page).toHaveURL(/\/mobile\/home$/);
    await expect(page.getByRole('link', { name: '查看服务方案' })).toBeVisible();
  });

  test('a path outside /mobile shows it too', async ({ page }) => {
    await openPage(page, '/some/deep/unknown');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/mobile/home');
  });
});

/**
 * Every page of the mobile route set: its document title and, where it has a top bar, the visible title. Order,
 * result, wxResult and mine need a logged-in user (PRODUCT.md), so those tests log in first.
 */
const phonePages = [
  { path: '/mobile/home', title: 'AI伴学 - AI伴学服务', bar: null, login: false },
  { path: '/mobile/login', title: '登录 - AI伴学', bar: null, login: false },
  { path: '/mobile/student/home', title: 'AI伴学服务 - AI伴学', bar: 'AI伴学服务', login: false },
  { path: '/mobile/student/detail', title: 'AI伴学服务 - AI伴学', bar: 'AI伴学服务', login: false },
  { path: '/mobile/student/order', title: '确认订单 - AI伴学', bar: '确认订单', login: true },
  { path: '/mobile/student/mine', title: '我的 - AI伴学', bar: null, login: true },
  { path: '/mobile/student/result', title: '支付结果 - AI伴学', bar: '支付结果', login: true },
  { path: '/mobile/student/wxResult', title: '支付结果 - AI伴学', bar: '支付结果', login: true },
  { path: '/pictures', title: '图片展示 - AI伴学', bar: null, login: false },
  { path: '/nuc-xuesheng', title: '学习空间 - AI伴学', bar: null, login: true },
] as const;

test.describe('titles', () => {
  for (const { path, title, bar, login } of phonePages) {
    const name = `${path}: document title "${title}"${bar ? ` and top bar "${bar}"` : ''}`;
    const expectTitles = async (page: Page) => {
      await openPage(page, path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(page).toHaveTitle(title);
      const { topBar, title: barTitle } = mobileLayout(page);
      if (bar) {
        await expect(barTitle).toHaveText(bar);
        await expect(barTitle).toBeVisible();
      } else {
        await expect(topBar).toHaveCount(0);
      }
    };
    if (login) test(name, async ({ page, student: _student }) => expectTitles(page));
    else test(name, async ({ page }) => expectTitles(page));
  }

  test('the document title follows client-side navigation', async ({ page, student: _student }) => {
    await openPage(page, '/mobile/home');
    await expect(page).toHaveTitle('AI伴学 - AI伴学服务');
    await page.getByRole('link', { name: '查看服务方案' }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/home$/);
    await expect(page).toHaveTitle('AI伴学服务 - AI伴学');
    await mobileLayout(page).mineTab.click();
    await expect(page).toHaveURL(/\/mobile\/student\/mine$/);
    await expect(page).toHaveTitle('我的 - AI伴学');
  });
});

test.describe(() => {
  // Logged out first: the test signs the student in itself half-way.
  test.use({ signedIn: false });

  test('the main pages run without a console error (the Content-Security-Policy lets the built app run)', async ({
    page,
    student,
    browserProblems,
  }) => {
    for (const { path } of phonePages.filter((entry) => !entry.login)) {
      await openPage(page, path);
      expect(browserProblems, `after ${path} (logged out)`).toEqual({ consoleErrors: [], pageErrors: [], failedResponses: [] });
    }
    await signIn(page, student);
    for (const { path } of phonePages) {
      await openPage(page, path);
      expect(browserProblems, `after ${path} (logged in)`).toEqual({ consoleErrors: [], pageErrors: [], failedResponses: [] });
    }
  });
});
