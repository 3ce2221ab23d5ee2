import type { Page } from '@playwright/test';

export type Point = { x: number; y: number };

const STEPS = 12;

function* path(from: Point, to: Point, steps: number) {
  for (let i = 1; i <= steps; i += 1) {
    yield { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
  }
}

/** A real mouse drag: press at `from`, move in steps to `to` (which may lie outside the window), release. */
export async function mouseDrag(page: Page, from: Point, to: Point, steps = STEPS) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (const point of path(from, to, steps)) await page.mouse.move(point.x, point.y);
  await page.mouse.up();
}

/**
 * A real finger drag: touch events sent through the DevTools protocol, which Chromium turns into touch pointer
 * events exactly as it does for a finger on a touch screen (needs a context with hasTouch).
 */
export async function touchDrag(page: Page, from: Point, to: Point, steps = STEPS) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
    for (const point of path(from, to, steps)) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: point.x, y: point.y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
