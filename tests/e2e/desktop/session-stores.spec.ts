import { desktopLayout, openPage, waitForApp } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectedSession, readSession, sessionValues, setSessionItems } from '../support/session.ts';

test.describe('session stores', () => {
  test('without a token the header offers 登录', async ({ page }) => {
    await openPage(page, '/home');
    const { header } = desktopLayout(page);
    await expect(header.getByRole('link', { name: '登录', exact: true })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: '学习空间' })).toHaveCount(0);
  });

  test('a userToken in sessionStorage is read after a reload: the header shows 学习空间', async ({ page, account }) => {
    await openPage(page, '/home');
    await expect(desktopLayout(page).header.getByRole('link', { name: '登录', exact: true })).toBeVisible();
    await setSessionItems(page, { userToken: account.token });
    await page.reload();
    await waitForApp(page);
    const { header } = desktopLayout(page);
    const space = header.getByRole('link', { name: '学习空间' });
    await expect(space).toBeVisible();
    await expect(header.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
    // Still the plain string, not JSON-quoted.
    expect(await page.evaluate(() => sessionStorage.getItem('userToken'))).toBe(account.token);
    await space.click();
    await expect(page).toHaveURL(/\/pad-xuesheng$/);
  });

  test('an empty userToken does not count as logged in', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('userToken', ''));
    await openPage(page, '/home');
    await expect(desktopLayout(page).header.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  });

  test('the four values stay in sessionStorage across a reload and client-side navigation', async ({ page, account }) => {
    const values = sessionValues(account);
    await openPage(page, '/home');
    await setSessionItems(page, values);
    await page.reload();
    await waitForApp(page);
    expect(await readSession(page)).toEqual(expectedSession(values));
    expect(await page.evaluate(() => sessionStorage.getItem('userToken'))).toBe(account.token);
    await page.getByRole('navigation', { name: '页脚链接' }).getByRole('link', { name: '图片展示' }).click();
    await expect(page).toHaveURL(/\/pictures$/);
    await page.getByRole('link', { name: '返回官网首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(desktopLayout(page).header.getByRole('link', { name: '学习空间' })).toBeVisible();
    expect(await readSession(page)).toEqual(expectedSession(values));
  });

  test('corrupted JSON values do not break the page', async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('sharedData', '{"barText": 自定义');
      sessionStorage.setItem('userInfo', '[1, 2, 3]');
      sessionStorage.setItem('sharedTestData', 'not json at all');
    });
    await openPage(page, '/home');
    await expect(desktopLayout(page).menuItems).toHaveCount(7);
    await expect(page.getByRole('heading', { level: 1, name: 'AI伴学，让每个孩子都有专属学习伙伴' })).toBeVisible();
  });
});
