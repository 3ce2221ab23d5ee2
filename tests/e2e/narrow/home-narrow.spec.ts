import { desktopLayout, expectedClientType, MENU_SECTIONS, openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  expectAllImagesLoaded,
  expectNoSidewaysOverflow,
  expectSectionUnderHeader,
  saveScreenshots,
  scrollSectionUnderHeader,
  scrollThroughPage,
  waitForSections,
} from '../support/home-page.ts';

// narrow-pad: a pad 790 px wide gets the desktop pages with the half-width menu that scrolls sideways.
test.describe('the home page on a pad narrower than 800 px', () => {
  test.skip(() => expectedClientType(test.info()) !== 'pad', 'pad clients only');

  test('scrolling the page marks each section, and the half-width menu slides to keep the marked item in view', async ({ page }) => {
    await openPage(page, '/home');
    await waitForSections(page);
    const { menu, menuItem } = desktopLayout(page);
    const menuBox = await menu.boundingBox();
    if (!menuBox) throw new Error('the menu has no box');
    for (const { title, id } of [...MENU_SECTIONS.slice(1), ...MENU_SECTIONS.slice(0, -1).reverse()]) {
      await scrollSectionUnderHeader(page, id, -40);
      await expect(menuItem(title), `after scrolling to #${id}`).toHaveAttribute('aria-current', 'true');
      // The marked item is fully inside the menu's half-width box (the menu has scrolled sideways to it).
      await expect
        .poll(
          async () => {
            const box = await menuItem(title).boundingBox();
            return box !== null && box.x >= menuBox.x - 1 && box.x + box.width <= menuBox.x + menuBox.width + 1;
          },
          { message: `${title} visible in the menu` },
        )
        .toBe(true);
    }
  });

  test('every menu item still reaches its section', async ({ page }) => {
    await openPage(page, '/home');
    await waitForSections(page);
    const { menuItem } = desktopLayout(page);
    for (const { title, id } of MENU_SECTIONS.slice(1)) {
      await menuItem(title).click();
      await expectSectionUnderHeader(page, id);
      await expect(menuItem(title)).toHaveAttribute('aria-current', 'true');
    }
  });

  test('screenshots of /home and /pictures at 790 px', async ({ page }, testInfo) => {
    for (const [path, name] of [
      ['/home', 'home-790'],
      ['/pictures', 'pictures-790'],
    ] as const) {
      await openPage(page, path);
      if (path === '/home') await waitForSections(page);
      await scrollThroughPage(page);
      await expectAllImagesLoaded(page);
      await expectNoSidewaysOverflow(page);
      await saveScreenshots(page, testInfo, name);
    }
  });

  test('the gallery viewer opens, steps and closes', async ({ page }) => {
    await openPage(page, '/pictures');
    await page
      .getByRole('button', { name: /^查看大图：/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '图片查看器' });
    await expect(dialog.getByTestId('viewer-counter')).toHaveText(/^1 \/ \d+$/);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByTestId('viewer-counter')).toHaveText(/^2 \/ \d+$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
