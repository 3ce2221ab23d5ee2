import { addTallSpacer, mobileLayout, openPage, scrollWindowTo, windowScrollY } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';

const GREEN = 'rgb(18, 128, 63)';

// Order, result, wxResult and mine need a logged-in user (PRODUCT.md): the tests of those pages log in first, so
// the layout is what is tested, not the login guard.

test.describe('mobile layout by style type', () => {
  test('style 3 (student home): top bar with the title, no back arrow, tab bar with AI伴学服务 active in green', async ({ page }) => {
    await openPage(page, '/mobile/student/home');
    const layout = mobileLayout(page);
    await expect(layout.topBar).toBeVisible();
    await expect(layout.title).toHaveText('AI伴学服务');
    await expect(layout.back).toHaveCount(0);
    await expect(layout.tabBar).toBeVisible();
    await expect(layout.tabBar.getByRole('link')).toHaveText(['AI伴学服务', '我的']);
    await expect(layout.serviceTab).toHaveAttribute('aria-current', 'page');
    await expect(layout.mineTab).not.toHaveAttribute('aria-current');
    await expect(layout.serviceTab).toHaveCSS('color', GREEN);
    await expect(layout.mineTab).not.toHaveCSS('color', GREEN);
  });

  test('the tab bar sits at the bottom of the window and the top bar at the top', async ({ page }) => {
    await openPage(page, '/mobile/student/home');
    const layout = mobileLayout(page);
    const viewportHeight = await page.evaluate(() => window.innerHeight);
    const tabBar = await layout.tabBar.boundingBox();
    const topBar = await layout.topBar.boundingBox();
    expect(tabBar).not.toBeNull();
    expect(topBar).not.toBeNull();
    expect(Math.abs((tabBar?.y ?? 0) + (tabBar?.height ?? 0) - viewportHeight)).toBeLessThanOrEqual(1);
    expect(topBar?.y).toBe(0);
  });

  test('style 4 (detail): top bar with the title and a back arrow, no tab bar', async ({ page }) => {
    await openPage(page, '/mobile/student/detail');
    const layout = mobileLayout(page);
    await expect(layout.title).toHaveText('AI伴学服务');
    await expect(layout.back).toBeVisible();
    await expect(layout.tabBar).toHaveCount(0);
  });

  test('style 4 (order): title 确认订单, back arrow, no tab bar', async ({ page, student: _student }) => {
    await openPage(page, '/mobile/student/order');
    const layout = mobileLayout(page);
    await expect(layout.title).toHaveText('确认订单');
    await expect(layout.back).toBeVisible();
    await expect(layout.tabBar).toHaveCount(0);
  });

  for (const path of ['/mobile/student/result', '/mobile/student/wxResult']) {
    test(`style 4 (${path}): title 支付结果, back arrow, no tab bar`, async ({ page, student: _student }) => {
      await openPage(page, path);
      const layout = mobileLayout(page);
      await expect(layout.title).toHaveText('支付结果');
      await expect(layout.back).toBeVisible();
      await expect(layout.tabBar).toHaveCount(0);
    });
  }

  test('style 5 (mine): tab bar with 我的 active in green, no top bar', async ({ page, student: _student }) => {
    await openPage(page, '/mobile/student/mine');
    const layout = mobileLayout(page);
    await expect(layout.topBar).toHaveCount(0);
    await expect(layout.back).toHaveCount(0);
    await expect(layout.tabBar).toBeVisible();
    await expect(layout.mineTab).toHaveAttribute('aria-current', 'page');
    await expect(layout.serviceTab).not.toHaveAttribute('aria-current');
    await expect(layout.mineTab).toHaveCSS('color', GREEN);
    await expect(layout.serviceTab).not.toHaveCSS('color', GREEN);
  });

  for (const path of ['/mobile/login', '/mobile/home']) {
    test(`style 0 (${path}): no top bar, no tab bar`, async ({ page }) => {
      await openPage(page, path);
      const layout = mobileLayout(page);
      await expect(page.locator('[data-style-type]')).toHaveAttribute('data-style-type', '0');
      await expect(layout.topBar).toHaveCount(0);
      await expect(layout.back).toHaveCount(0);
      await expect(layout.tabBar).toHaveCount(0);
    });
  }
});

test.describe('tab bar', () => {
  test('the tabs move between the student home and mine', async ({ page, student: _student }) => {
    await openPage(page, '/mobile/student/home');
    const layout = mobileLayout(page);
    await layout.mineTab.click();
    await expect(page).toHaveURL(/\/mobile\/student\/mine$/);
    await expect(layout.mineTab).toHaveAttribute('aria-current', 'page');
    await expect(layout.topBar).toHaveCount(0);

    await layout.serviceTab.click();
    await expect(page).toHaveURL(/\/mobile\/student\/home$/);
    await expect(layout.serviceTab).toHaveAttribute('aria-current', 'page');
    await expect(layout.title).toHaveText('AI伴学服务');
  });

  test('after a tab change the new page starts at the top', async ({ page, student: _student }) => {
    await openPage(page, '/mobile/student/home');
    await addTallSpacer(page);
    await scrollWindowTo(page, 2000);
    await mobileLayout(page).mineTab.click();
    await expect(page).toHaveURL(/\/mobile\/student\/mine$/);
    await expect.poll(() => windowScrollY(page)).toBe(0);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('back arrow', () => {
  test('on a page opened directly it goes to the student home', async ({ page }) => {
    await openPage(page, '/mobile/student/detail');
    await mobileLayout(page).back.click();
    await expect(page).toHaveURL(/\/mobile\/student\/home$/);
    await expect(mobileLayout(page).title).toHaveText('AI伴学服务');
  });

  test.describe('with an order the server does not know', () => {
    // E2E123 is no order of this account: the result page asks the server, which answers 404 (on purpose here).
    test.use({ allowBrowserProblems: true });

    test('on a payment result opened directly (a payment return) it goes to the student home', async ({ page, student: _student }) => {
      await openPage(page, '/mobile/student/wxResult?orderNo=E2E123');
      await mobileLayout(page).back.click();
      await expect(page).toHaveURL(/\/mobile\/student\/home$/);
    });
  });

  test('after navigating from the student home to detail it goes back to the student home', async ({ page }) => {
    await openPage(page, '/mobile/home');
    await page.getByRole('link', { name: '查看服务方案' }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/home$/);
    // No page links to detail yet; push the entry exactly as a router link does (pushState + popstate).
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'e2e-detail', idx: (window.history.state?.idx ?? 0) + 1 }, '', '/mobile/student/detail');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(mobileLayout(page).back).toBeVisible();
    await mobileLayout(page).back.click();
    await expect(page).toHaveURL(/\/mobile\/student\/home$/);
    // It went back in history (not a replace): one more step back is the phone home we started on.
    await page.goBack();
    await expect(page).toHaveURL(/\/mobile\/home$/);
  });
});
