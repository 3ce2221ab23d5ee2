import type { Page } from '@playwright/test';
import { type Box, center, clientBox, openPage, type WindowSize, windowSize } from './app.ts';
import { mouseDrag, type Point, touchDrag } from './drag.ts';
import { expect, test } from './fixtures.ts';

type Options = {
  /** How the user moves the bubble: a mouse, or a finger on a touch screen. */
  input: 'mouse' | 'touch';
  /** A page of this route set to test on. */
  path: string;
};

const bubble = (page: Page) => page.getByRole('button', { name: '帮助' });
const helpPanel = (page: Page) => page.getByRole('dialog', { name: '联系我们' });

function expectInside(box: Box, size: WindowSize) {
  expect(box.x, 'left ≥ 0').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top ≥ 0').toBeGreaterThanOrEqual(0);
  expect(box.x, 'left ≤ window width − element width').toBeLessThanOrEqual(size.width - box.width + 0.5);
  expect(box.y, 'top ≤ window height − element height').toBeLessThanOrEqual(size.height - box.height + 0.5);
}

/** Records every position the bubble takes while it moves, to check it never leaves the window even briefly. */
async function recordPositions(page: Page) {
  await bubble(page).evaluate((element) => {
    const positions: { left: number; top: number }[] = [];
    (window as unknown as { __bubblePositions: typeof positions }).__bubblePositions = positions;
    new MutationObserver(() => {
      const rect = element.getBoundingClientRect();
      positions.push({ left: rect.left, top: rect.top });
    }).observe(element, { attributes: true, attributeFilter: ['style'] });
  });
  return async () => page.evaluate(() => (window as unknown as { __bubblePositions: { left: number; top: number }[] }).__bubblePositions);
}

/** Seed §1 / PRODUCT.md: the help bubble can be dragged with mouse or finger and always stays inside the window. */
export function describeHelpBubble({ input, path }: Options) {
  const drag = (page: Page, from: Point, to: Point) => (input === 'mouse' ? mouseDrag(page, from, to) : touchDrag(page, from, to));

  // Where the bubble may go depends on the window: in the desktop projects it runs at both sizes (@layout).
  test.describe(`help bubble (${input})`, { tag: '@layout' }, () => {
    test.beforeEach(async ({ page }) => {
      await openPage(page, path);
      await expect(bubble(page)).toBeVisible();
    });

    test(`follows the ${input} while it is dragged`, async ({ page }) => {
      const size = await windowSize(page);
      const start = await clientBox(bubble(page));
      expectInside(start, size);
      const target = { x: Math.round(size.width / 3), y: Math.round(size.height / 3) };
      await drag(page, center(start), target);
      const end = await clientBox(bubble(page));
      expect(Math.abs(center(end).x - target.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(center(end).y - target.y)).toBeLessThanOrEqual(2);
      await expect(helpPanel(page)).toHaveCount(0);
    });

    test('stays inside the window when dragged far beyond the right and bottom edges', async ({ page }) => {
      const size = await windowSize(page);
      const positions = await recordPositions(page);
      await drag(page, center(await clientBox(bubble(page))), { x: size.width + 400, y: size.height + 400 });
      const end = await clientBox(bubble(page));
      expectInside(end, size);
      // It went as far as it could: flush with the bottom-right corner.
      expect(Math.abs(end.x - (size.width - end.width))).toBeLessThanOrEqual(1);
      expect(Math.abs(end.y - (size.height - end.height))).toBeLessThanOrEqual(1);
      const seen = await positions();
      expect(seen.length).toBeGreaterThan(0);
      for (const position of seen) expectInside({ x: position.left, y: position.top, width: end.width, height: end.height }, size);
      await expect(helpPanel(page)).toHaveCount(0);
    });

    test('stays inside the window when dragged far beyond the left and top edges', async ({ page }) => {
      const size = await windowSize(page);
      const positions = await recordPositions(page);
      await drag(page, center(await clientBox(bubble(page))), { x: -400, y: -400 });
      const end = await clientBox(bubble(page));
      expectInside(end, size);
      expect(end.x).toBeLessThanOrEqual(1);
      expect(end.y).toBeLessThanOrEqual(1);
      for (const position of await positions()) {
        expectInside({ x: position.left, y: position.top, width: end.width, height: end.height }, size);
      }
    });

    test('is moved back inside when the window becomes smaller', async ({ page }) => {
      const size = await windowSize(page);
      await drag(page, center(await clientBox(bubble(page))), { x: size.width + 100, y: size.height + 100 });
      const smaller = { width: Math.round(size.width * 0.6), height: Math.round(size.height * 0.55) };
      await page.setViewportSize(smaller);
      await expect.poll(() => windowSize(page)).toEqual(smaller);
      await expect
        .poll(async () => {
          const box = await clientBox(bubble(page));
          return { right: Math.round(box.x + box.width), bottom: Math.round(box.y + box.height) };
        })
        .toEqual({ right: smaller.width, bottom: smaller.height });
      expectInside(await clientBox(bubble(page)), smaller);
    });

    test(`a plain ${input === 'mouse' ? 'click' : 'tap'} opens the help panel; a drag does not`, async ({ page }) => {
      const press = async () => (input === 'mouse' ? bubble(page).click() : bubble(page).tap());

      await press();
      await expect(helpPanel(page)).toBeVisible();
      await expect(helpPanel(page)).toContainText('客服热线');
      await expect(bubble(page)).toHaveAttribute('aria-expanded', 'true');
      await helpPanel(page).getByRole('button', { name: '关闭' }).click();
      await expect(helpPanel(page)).toHaveCount(0);

      const start = await clientBox(bubble(page));
      await drag(page, center(start), { x: center(start).x - 120, y: center(start).y - 120 });
      await expect(helpPanel(page)).toHaveCount(0);
      await expect(bubble(page)).toHaveAttribute('aria-expanded', 'false');

      // The next plain press opens it again at once: the drag is not remembered.
      await press();
      await expect(helpPanel(page)).toBeVisible();
      await press();
      await expect(helpPanel(page)).toHaveCount(0);

      // So does the keyboard, also right after a drag.
      await drag(page, center(await clientBox(bubble(page))), { x: center(start).x, y: center(start).y });
      await bubble(page).focus();
      await page.keyboard.press('Enter');
      await expect(helpPanel(page)).toBeVisible();
    });
  });
}
