import type { Page } from '@playwright/test';
import { desktopLayout, openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { describeClientType, describeDocumentShell, describeRouteSet } from '../support/shared-suites.ts';

describeClientType();
describeRouteSet();
describeDocumentShell();

test.describe('not found', () => {
  test('an unknown path shows 页面不存在 with a link to the desktop home', async ({ page }) => {
    await openPage(page, '/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - AI伴学');
    const home = page.getByRole('link', { name: '返回首页' });
    await expect(home).toHaveAttribute('href', '/home');
    await home.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(desktopLayout(page).menu).toBeVisible();
  });
});

test.describe('a phone link opened on a computer or pad', () => {
  test('says to continue on the phone, with a QR code of the full URL', async ({ page, baseURL }) => {
    const path = '/mobile/student/detail?planId=1';
    await openPage(page, path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1, name: '请在手机上继续' })).toBeVisible();
    await expect(page).toHaveTitle('请在手机上继续 - AI伴学');
    const qr = page.getByRole('img', { name: '当前页面的二维码' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('data-qr-value', `${baseURL}${path}`);
    // The QR image really is drawn (a data: SVG at the size shown, allowed by the Content-Security-Policy).
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
    await expect(page.getByTestId('continue-url')).toHaveText(`${baseURL}${path}`);
    await page.getByRole('link', { name: '浏览官网首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('any other phone path gets the same page, never a bare 404', async ({ page, baseURL }) => {
    await openPage(page, '/mobile/student/wxResult?orderNo=E2E123');
    await expect(page.getByRole('heading', { level: 1, name: '请在手机上继续' })).toBeVisible();
    await expect(page.getByRole('img', { name: '当前页面的二维码' })).toHaveAttribute(
      'data-qr-value',
      `${baseURL}/mobile/student/wxResult?orderNo=E2E123`,
    );
    await expect(page.getByText('页面不存在')).toHaveCount(0);
  });
});

/** The student spaces need a logged-in user (a visitor is sent to the login). */
const desktopPages = [
  { path: '/home', title: '首页 - AI伴学', login: false },
  { path: '/login', title: '登录 - AI伴学', login: false },
  { path: '/pictures', title: '图片展示 - AI伴学', login: false },
  { path: '/pad-xuesheng', title: '学习空间 - AI伴学', login: true },
  { path: '/nuc-xuesheng', title: '学习空间 - AI伴学', login: true },
] as const;

test.describe('titles', () => {
  for (const { path, title, login } of desktopPages) {
    const expectTitle = async (page: Page) => {
      await openPage(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(title);
    };
    if (login) test(`${path}: document title "${title}"`, async ({ page, student: _student }) => expectTitle(page));
    else test(`${path}: document title "${title}"`, async ({ page }) => expectTitle(page));
  }

  test('the document title follows client-side navigation', async ({ page }) => {
    await openPage(page, '/home');
    await expect(page).toHaveTitle('首页 - AI伴学');
    await page.getByRole('link', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('登录 - AI伴学');
  });
});

test('the main pages run without a console error (the Content-Security-Policy lets the built app run)', async ({
  page,
  browserProblems,
}) => {
  for (const { path } of [...desktopPages, { path: '/mobile/student/detail?planId=1' }, { path: '/no-such-page' }]) {
    await openPage(page, path);
    expect(browserProblems, `after ${path}`).toEqual({ consoleErrors: [], pageErrors: [], failedResponses: [] });
  }
});
