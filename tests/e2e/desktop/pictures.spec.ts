import type { Page } from '@playwright/test';
import { openPage, windowScrollY } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAllImagesLoaded, expectNoSidewaysOverflow, fetchGallery, saveScreenshots, scrollThroughPage } from '../support/home-page.ts';

const viewer = (page: Page) => page.getByRole('dialog', { name: '图片查看器' });

/**
 * Turns the mouse wheel and waits until the page has received it and drawn two frames since: a scroll the wheel causes
 * has happened by then (Chromium moves the page by the whole distance in the first frame).
 */
async function turnWheel(page: Page, deltaY: number) {
  await page.evaluate(() => {
    const flags = window as unknown as { __wheelHandled?: Promise<void> };
    flags.__wheelHandled = new Promise((resolve) =>
      addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, passive: true }),
    );
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as unknown as { __wheelHandled?: Promise<void> }).__wheelHandled);
}

test.describe('the gallery', () => {
  test('shows the pictures by category, in the server’s order, each with its caption', async ({ page, request }) => {
    const gallery = await fetchGallery(request);
    const categories = gallery.categories.filter((category) => category.pictures.length > 0);
    expect(categories.length).toBeGreaterThan(1);
    await openPage(page, '/pictures');
    await expect(page.getByRole('heading', { level: 1, name: '图片展示' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      categories.map((category) => `${category.title}${category.pictures.length} 张`),
    );
    for (const category of categories) {
      const section = page.getByRole('region', { name: category.title });
      await expect(section.getByRole('button', { name: /^查看大图：/ })).toHaveCount(category.pictures.length);
      await expect(section.locator('figcaption')).toHaveText(category.pictures.map((picture) => picture.caption));
    }
  });

  test('a picture opens the viewer; ← → step through all pictures (wrapping), the buttons too; Esc closes and focus returns', async ({
    page,
    request,
  }) => {
    const gallery = await fetchGallery(request);
    const pictures = gallery.categories.flatMap((category) =>
      category.pictures.map((picture) => ({ ...picture, category: category.title })),
    );
    const total = pictures.length;
    const third = pictures[2];
    if (!third) throw new Error('the gallery has fewer than three pictures');
    await openPage(page, '/pictures');

    const thumbnail = page.getByRole('button', { name: `查看大图：${third.caption}` });
    await thumbnail.click();
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByTestId('viewer-counter')).toHaveText(`3 / ${total}`);
    await expect(dialog).toContainText(third.caption);
    await expect(dialog).toContainText(third.category);
    const shown = dialog.getByRole('img', { name: third.image.alt });
    await expect(shown).toHaveAttribute('src', third.image.src);
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    // It covers the window, above the fixed header.
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()?.width, height: page.viewportSize()?.height });
    await expect(dialog.getByRole('button', { name: '关闭' })).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByTestId('viewer-counter')).toHaveText(`4 / ${total}`);
    await expect(dialog).toContainText(pictures[3]?.caption ?? '');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByTestId('viewer-counter')).toHaveText(`2 / ${total}`);
    await dialog.getByRole('button', { name: '下一张' }).click();
    await expect(dialog.getByTestId('viewer-counter')).toHaveText(`3 / ${total}`);
    await dialog.getByRole('button', { name: '上一张' }).click();
    await dialog.getByRole('button', { name: '上一张' }).click();
    await dialog.getByRole('button', { name: '上一张' }).click();
    await expect(dialog.getByTestId('viewer-counter')).toHaveText(`${total} / ${total}`);
    await expect(dialog).toContainText(pictures[total - 1]?.caption ?? '');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByTestId('viewer-counter')).toHaveText(`1 / ${total}`);

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });

  test('Back closes the viewer and stays on the gallery; the next Back leaves it', async ({ page }) => {
    await openPage(page, '/home');
    await page.goto('/pictures');
    await page
      .getByRole('button', { name: /^查看大图：/ })
      .nth(1)
      .click();
    await expect(viewer(page).getByTestId('viewer-counter')).toHaveText(/^2 \//);
    await page.keyboard.press('ArrowRight');
    await expect(viewer(page).getByTestId('viewer-counter')).toHaveText(/^3 \//);

    await page.goBack();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/pictures$/);
    await expect(page.getByRole('heading', { level: 1, name: '图片展示' })).toBeVisible();
    // Forward opens it again at the picture it was on.
    await page.goForward();
    await expect(viewer(page).getByTestId('viewer-counter')).toHaveText(/^3 \//);
    // Closed by hand — even by a double click — it goes back one entry, its own: one more Back leaves the gallery.
    await viewer(page).getByRole('button', { name: '关闭' }).dblclick();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/pictures$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the viewer keeps keyboard focus inside itself and closes with its button', async ({ page }) => {
    await openPage(page, '/pictures');
    const thumbnail = page.getByRole('button', { name: /^查看大图：/ }).first();
    await thumbnail.focus();
    await page.keyboard.press('Enter');
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    const labels: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `focus stays in the viewer after ${i + 1} Tab`).toBe(true);
      labels.push((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '');
    }
    expect(new Set(labels)).toEqual(new Set(['关闭', '上一张', '下一张']));
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The page behind does not scroll while the viewer is open (its modal dialog keeps the wheel, and the page is locked).
    const before = await windowScrollY(page);
    await turnWheel(page, 800);
    expect(await windowScrollY(page)).toBe(before);

    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(viewer(page)).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });

  test('screenshot of /pictures at this width, and of the viewer', { tag: '@layout' }, async ({ page }, testInfo) => {
    await openPage(page, '/pictures');
    await scrollThroughPage(page);
    await expectAllImagesLoaded(page);
    await expectNoSidewaysOverflow(page);
    const width = page.viewportSize()?.width;
    await saveScreenshots(page, testInfo, `pictures-${width}`);
    await page
      .getByRole('button', { name: /^查看大图：/ })
      .nth(2)
      .click();
    await expect(viewer(page)).toBeVisible();
    await expectAllImagesLoaded(page);
    const path = testInfo.outputPath(`pictures-viewer-${width}.png`);
    await page.screenshot({ path, animations: 'disabled' });
    await testInfo.attach(`pictures-viewer-${width}`, { path, contentType: 'image/png' });
  });
});
