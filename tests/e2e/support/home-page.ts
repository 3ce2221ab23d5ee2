import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { homeContentSchema, type HomeContent, pictureGallerySchema, type PictureGallery } from '../../../src/contract/content.ts';
import { desktopLayout } from './app.ts';

/** The marketing content as the server serves it: the pages must show exactly this. */
export async function fetchHomeContent(request: APIRequestContext): Promise<HomeContent> {
  const response = await request.get('/api/content/home');
  expect(response.status()).toBe(200);
  return homeContentSchema.parse(await response.json());
}

export async function fetchGallery(request: APIRequestContext): Promise<PictureGallery> {
  const response = await request.get('/api/content/pictures');
  expect(response.status()).toBe(200);
  return pictureGallerySchema.parse(await response.json());
}

/** Where the desktop's fixed header ends, in window coordinates. */
export const headerBottom = (page: Page) => desktopLayout(page).header.evaluate((element) => element.getBoundingClientRect().bottom);

export const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN, id);

/** Waits until the home page has rendered its sections from the content (the loading placeholder is gone). */
export async function waitForSections(page: Page) {
  await expect(page.locator('section#about')).toBeAttached();
}

/** The section's top sits just below the fixed header (within 2 px). */
export async function expectSectionUnderHeader(page: Page, id: string) {
  const bottom = await headerBottom(page);
  await expect
    .poll(async () => Math.round((await sectionTop(page, id)) - bottom), { message: `#${id} just below the header` })
    .toBeGreaterThanOrEqual(-2);
  await expect
    .poll(async () => Math.round((await sectionTop(page, id)) - bottom), { message: `#${id} just below the header` })
    .toBeLessThanOrEqual(2);
}

/** Scrolls the window the way a script or a scrollbar does (no wheel or key), so the section lies `offset` px below the header. */
export async function scrollSectionUnderHeader(page: Page, id: string, offset = 0) {
  const delta = (await sectionTop(page, id)) - (await headerBottom(page)) - offset;
  await page.evaluate((by) => window.scrollBy({ top: by, left: 0, behavior: 'instant' }), delta);
}

/**
 * Scrolls through the whole page in steps, each shown for two frames (the browser starts a lazy image's fetch when it
 * lays out the image near the window), so that every lazily loaded image below the fold is fetched.
 */
export async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const step = Math.round(window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
  });
}

/** Every image on the page has arrived and decoded to a real picture. */
export async function expectAllImagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.currentSrc || image.src),
      ),
    )
    .toEqual([]);
}

/** Records layout shifts from the first paint on (call before the page loads). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts);
}

/**
 * Saves what the window shows at the top of the page and the full page into the test's output folder, and attaches
 * them to the report. The draggable help bubble is left out of the full page: a full-page capture resizes the
 * window for a moment, and the bubble would be drawn wherever that moment put it.
 */
export async function saveScreenshots(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const top = testInfo.outputPath(`${name}-top.png`);
  const full = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: top, animations: 'disabled' });
  await page.screenshot({
    path: full,
    fullPage: true,
    animations: 'disabled',
    style: '[data-testid="help-bubble"] { visibility: hidden; }',
  });
  await testInfo.attach(`${name}-top`, { path: top, contentType: 'image/png' });
  await testInfo.attach(name, { path: full, contentType: 'image/png' });
}

/** The page is no wider than the window: nothing sticks out sideways. */
export async function expectNoSidewaysOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
