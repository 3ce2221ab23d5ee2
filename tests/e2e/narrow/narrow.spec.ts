import { desktopLayout, expectedClientType, mobileLayout, openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { describeClientType, describeRouteSet } from '../support/shared-suites.ts';

// narrow-pc: a desktop browser 760 px wide is a phone client (width wins over the UA).
// narrow-pad: a pad 790 px wide stays a pad client, with the half-width desktop menu (below 800 px).
describeClientType();
describeRouteSet();

test.describe('a desktop browser narrower than 768 px', () => {
  test.skip(() => expectedClientType(test.info()) !== 'phone', 'phone-width clients only');

  test('gets the phone pages with the mobile layout', async ({ page }) => {
    await openPage(page, '/login');
    await expect(page).toHaveURL(/\/mobile\/login$/);
    await openPage(page, '/mobile/student/home');
    await expect(mobileLayout(page).title).toHaveText('AI伴学服务');
    await expect(mobileLayout(page).serviceTab).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('desktop-menu')).toHaveCount(0);
  });
});

test.describe('a pad narrower than 800 px', () => {
  test.skip(() => expectedClientType(test.info()) !== 'pad', 'pad clients only');

  test('gets the desktop pages with a menu half the window wide', async ({ page }) => {
    await openPage(page, '/home');
    const { menu, menuItems } = desktopLayout(page);
    await expect(menuItems).toHaveCount(7);
    const windowWidth = await page.evaluate(() => window.innerWidth);
    expect(windowWidth).toBe(790);
    const width = (await menu.boundingBox())?.width ?? 0;
    expect(Math.abs(width - windowWidth / 2)).toBeLessThanOrEqual(2);
    expect(Math.abs(width - 395)).toBeLessThanOrEqual(2);
  });

  test('the half-width menu scrolls sideways to reach every item, and a click still reaches its section', async ({ page }) => {
    await openPage(page, '/home');
    const { menu, menuItem } = desktopLayout(page);
    const overflow = await menu.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    await menuItem('关于我们').click();
    await expect(page).toHaveURL(/\/home#about$/);
    await expect(menuItem('关于我们')).toHaveAttribute('aria-current', 'true');
    await expect(menuItem('关于我们')).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: '关于AI伴学' })).toBeInViewport();
  });
});
