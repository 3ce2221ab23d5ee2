import type { Page } from '@playwright/test';
import { addTallSpacer, desktopLayout, MENU_SECTIONS, openPage, scrollWindowTo, waitForApp, windowScrollY } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';

/** Where the fixed header ends, in window coordinates. */
const headerBottom = (page: Page) => desktopLayout(page).header.evaluate((element) => element.getBoundingClientRect().bottom);

const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN, id);

/** A section is "opened at" when its top sits just below the header, or, near the page end, the page is at its end. */
async function expectSectionAtTop(page: Page, id: string) {
  const bottom = await headerBottom(page);
  await expect
    .poll(
      async () => {
        const top = await sectionTop(page, id);
        const atEnd = await page.evaluate(
          () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
        );
        if (Math.abs(top - bottom) <= 2) return 'just below the header';
        if (atEnd && top >= bottom - 2 && top < (await page.evaluate(() => window.innerHeight)) / 2) return 'just below the header';
        return `top ${top}, header bottom ${bottom}, page at end ${atEnd}`;
      },
      { timeout: 5000 },
    )
    .toBe('just below the header');
}

test.describe('desktop header', { tag: '@layout' }, () => {
  test('is fixed: it stays at the top of the window after scrolling', async ({ page }) => {
    await openPage(page, '/home');
    const { header } = desktopLayout(page);
    await scrollWindowTo(page, 1500);
    expect(await windowScrollY(page)).toBeGreaterThan(700);
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
    await expect(header).toBeInViewport();
    // It is on top of the content: the point under the header's middle belongs to the header.
    const onTop = await header.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  });

  test('has the logo and the seven menu items in order', async ({ page }) => {
    await openPage(page, '/home');
    const { header, menuItems } = desktopLayout(page);
    await expect(header.getByRole('link', { name: 'AI伴学首页' })).toBeVisible();
    await expect(menuItems).toHaveText(MENU_SECTIONS.map((section) => section.title));
    await expect(desktopLayout(page).menuItem('首页')).toHaveAttribute('aria-current', 'true');
    await expect(menuItems.and(page.locator('[aria-current]'))).toHaveCount(1);
  });

  test('the menu is not squeezed to half the width on a wide screen', async ({ page }) => {
    await openPage(page, '/home');
    const width = (await desktopLayout(page).menu.boundingBox())?.width ?? 0;
    const windowWidth = await page.evaluate(() => window.innerWidth);
    expect(windowWidth).toBeGreaterThanOrEqual(800);
    expect(Math.abs(width - windowWidth / 2)).toBeGreaterThan(20);
    expect(width).toBeGreaterThan(windowWidth * 0.55);
    // All seven items fit without sideways scrolling.
    for (const item of await desktopLayout(page).menuItems.all()) await expect(item).toBeInViewport({ ratio: 1 });
  });
});

test.describe('menu navigation', { tag: '@layout' }, () => {
  for (const { title, id } of MENU_SECTIONS.filter((section) => ['team', 'patents', 'model'].includes(section.id))) {
    test(`clicking ${title} scrolls its section to just below the header and marks the item`, async ({ page }) => {
      await openPage(page, '/home');
      const { menuItem } = desktopLayout(page);
      await menuItem(title).click();
      await expect(page).toHaveURL(new RegExp(`/home#${id}$`));
      await expect(menuItem(title)).toHaveAttribute('aria-current', 'true');
      await expect(menuItem('首页')).not.toHaveAttribute('aria-current');
      await expectSectionAtTop(page, id);
      expect(await windowScrollY(page)).toBeGreaterThan(100);
    });
  }

  test('clicking 首页 after another item goes back to the top', async ({ page }) => {
    await openPage(page, '/home');
    const { menuItem } = desktopLayout(page);
    await menuItem('产品优势').click();
    await expectSectionAtTop(page, 'advantages');
    await menuItem('首页').click();
    await expect(page).toHaveURL(/\/home#home$/);
    await expect.poll(() => windowScrollY(page)).toBeLessThanOrEqual(1);
    await expect(menuItem('首页')).toHaveAttribute('aria-current', 'true');
  });

  test('a deep link /home#honors opens at that section', async ({ page }) => {
    await openPage(page, '/home#honors');
    await expect(desktopLayout(page).menuItem('荣誉认可')).toHaveAttribute('aria-current', 'true');
    await expectSectionAtTop(page, 'honors');
    await expect(page.getByRole('heading', { level: 2, name: '来自行业与用户的认可' })).toBeInViewport();
    expect(await windowScrollY(page)).toBeGreaterThan(500);
  });
});

test.describe('after a navigation', () => {
  test('a footer link opens the next page at the top, and the progress bar is gone', async ({ page }) => {
    await openPage(page, '/home');
    await addTallSpacer(page);
    const footerLogin = page.getByRole('navigation', { name: '页脚链接' }).getByRole('link', { name: '学生登录' });
    await footerLogin.scrollIntoViewIfNeeded();
    expect(await windowScrollY(page)).toBeGreaterThan(500);
    await footerLogin.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: '登录 AI伴学' })).toBeVisible();
    await expect.poll(() => windowScrollY(page)).toBe(0);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('going back to the home page from another page starts at the top too', async ({ page }) => {
    await openPage(page, '/login');
    await addTallSpacer(page);
    await scrollWindowTo(page, 3000);
    await page.getByRole('link', { name: '返回官网首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(desktopLayout(page).menu).toBeVisible();
    await expect.poll(() => windowScrollY(page)).toBe(0);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('the progress bar shows while a page is loading and finishes when it is there', async ({ page }) => {
    await openPage(page, '/home');
    // From now on every script arrives slowly, so loading the next page's code takes a visible moment.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('navigation', { name: '页脚链接' }).getByRole('link', { name: '图片展示' }).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/pictures$/);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: '图片展示' })).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});
