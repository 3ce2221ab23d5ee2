import { mobileLayout, openPage, waitForApp } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { bearer } from '../support/accounts.ts';
import { expectedSession, readSession, readSessionItems, sessionValues, setSessionItems } from '../support/session.ts';

test.describe('session stores', () => {
  // These tests write the session into sessionStorage themselves, as the login page would.
  test.use({ signedIn: false });

  test('the four values stay in sessionStorage across a reload and client-side navigation', async ({ page, student }) => {
    const values = sessionValues(student);
    await openPage(page, '/mobile/student/home');
    await setSessionItems(page, values);
    await page.reload();
    await waitForApp(page);
    await expect(mobileLayout(page).title).toHaveText('AI伴学服务');
    // userToken is the plain string (not JSON-quoted); the others are the JSON they were written as.
    expect(await readSession(page)).toEqual(expectedSession(values));
    expect(await page.evaluate(() => sessionStorage.getItem('userToken'))).toBe(student.token);

    // Mine needs the session: reaching it (not the login page) shows the token was read after the reload.
    await mobileLayout(page).mineTab.click();
    await expect(page).toHaveURL(/\/mobile\/student\/mine$/);
    await expect(mobileLayout(page).mineTab).toHaveAttribute('aria-current', 'page');
    await mobileLayout(page).serviceTab.click();
    await expect(page).toHaveURL(/\/mobile\/student\/home$/);
    expect(await readSession(page)).toEqual(expectedSession(values));
  });

  test('a page with its own title keeps it when sharedData has a barText', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('sharedData', '{"barText":"自定义标题"}'));
    await openPage(page, '/mobile/student/home');
    await expect(mobileLayout(page).title).toHaveText('AI伴学服务');
    await openPage(page, '/mobile/student/detail');
    await expect(mobileLayout(page).title).toHaveText('AI伴学服务');
    await expect(page.getByText('自定义标题')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('sharedData'))).toBe('{"barText":"自定义标题"}');
  });

  test('corrupted values in sessionStorage do not break the pages', async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('sharedData', '{"barText": 自定义');
      sessionStorage.setItem('userInfo', '[1, 2, 3]');
      sessionStorage.setItem('sharedTestData', 'not json at all');
    });
    for (const [path, title] of [
      ['/mobile/student/home', 'AI伴学服务'],
      ['/mobile/student/detail', 'AI伴学服务'],
    ] as const) {
      await openPage(page, path);
      await expect(mobileLayout(page).title).toHaveText(title);
    }
    await openPage(page, '/mobile/home');
    await expect(page.getByRole('link', { name: '查看服务方案' })).toBeVisible();
  });

  test('an empty userToken counts as logged out', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('userToken', ''));
    await openPage(page, '/mobile/student/mine');
    await expect(page).toHaveURL(/\/mobile\/login(\?|$)/);
  });
});

test.describe('a session the server no longer knows', () => {
  // The 401s are the point of the test.
  test.use({ allowBrowserProblems: true });

  test('a 401 from the API clears the four stores and goes to login with a way back', async ({ page, request, student }) => {
    await openPage(page, '/mobile/student/home');
    await setSessionItems(page, { sharedData: '{"barText":"初中AI伴学 · 季卡（120天）"}', sharedTestData: '{"answers":{"q1":2}}' });
    expect(Object.values(await readSessionItems(page)).every((value) => value !== null)).toBe(true);

    // Logged out elsewhere (another device, or the session expired): the token in this tab is now refused.
    expect((await request.post('/api/auth/logout', { headers: bearer(student) })).status()).toBe(204);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/me') && response.status() === 401);
    await page.goto('/mobile/student/mine');
    await refused;

    await expect(page).toHaveURL(/\/mobile\/login\?redirect=%2Fmobile%2Fstudent%2Fmine$/);
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    expect(await readSessionItems(page)).toEqual({ userToken: null, sharedTestData: null, userInfo: null, sharedData: null });
  });
});
