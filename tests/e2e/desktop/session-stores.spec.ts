import { desktopLayout, openPage, waitForApp } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { bearer } from '../support/accounts.ts';
import { expectedSession, readSession, readSessionItems, sessionValues, setSessionItems } from '../support/session.ts';

test.describe('session stores', () => {
  // These tests write the session into sessionStorage themselves, as the login page would.
  test.use({ signedIn: false });

  test('without a token the header offers 登录', async ({ page }) => {
    await openPage(page, '/home');
    const { header } = desktopLayout(page);
    await expect(header.getByRole('link', { name: '登录', exact: true })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: '学习空间' })).toHaveCount(0);
  });

  test('a userToken in sessionStorage is read after a reload: the header shows 学习空间', async ({ page, student }) => {
    await openPage(page, '/home');
    await expect(desktopLayout(page).header.getByRole('link', { name: '登录', exact: true })).toBeVisible();
    await setSessionItems(page, { userToken: student.token });
    await page.reload();
    await waitForApp(page);
    const { header } = desktopLayout(page);
    const space = header.getByRole('link', { name: '学习空间' });
    await expect(space).toBeVisible();
    await expect(header.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
    // Still the plain string, not JSON-quoted.
    expect(await page.evaluate(() => sessionStorage.getItem('userToken'))).toBe(student.token);
    await space.click();
    await expect(page).toHaveURL(/\/pad-xuesheng$/);
  });

  test('an empty userToken does not count as logged in', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('userToken', ''));
    await openPage(page, '/home');
    await expect(desktopLayout(page).header.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  });

  test('the four values stay in sessionStorage across a reload and client-side navigation', async ({ page, student }) => {
    const values = sessionValues(student);
    await openPage(page, '/home');
    await setSessionItems(page, values);
    await page.reload();
    await waitForApp(page);
    expect(await readSession(page)).toEqual(expectedSession(values));
    expect(await page.evaluate(() => sessionStorage.getItem('userToken'))).toBe(student.token);
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

test.describe('a session the server no longer knows', () => {
  // The 401s are the point of the test.
  test.use({ allowBrowserProblems: true });

  test('a 401 from the API clears the four stores and goes to login with a way back', async ({ page, request, student }) => {
    await openPage(page, '/home');
    await expect(desktopLayout(page).header.getByRole('link', { name: '学习空间' })).toBeVisible();
    await setSessionItems(page, { sharedData: '{"barText":"初中AI伴学 · 季卡（120天）"}', sharedTestData: '{"answers":{"q1":2}}' });
    expect(Object.values(await readSessionItems(page)).every((value) => value !== null)).toBe(true);

    // Logged out elsewhere (another device, or the session expired): the token in this tab is now refused.
    expect((await request.post('/api/auth/logout', { headers: bearer(student) })).status()).toBe(204);
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401);
    await page.goto('/pad-xuesheng');
    await refused;

    await expect(page).toHaveURL(/\/login\?redirect=%2Fpad-xuesheng$/);
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    expect(await readSessionItems(page)).toEqual({ userToken: null, sharedTestData: null, userInfo: null, sharedData: null });
  });
});
