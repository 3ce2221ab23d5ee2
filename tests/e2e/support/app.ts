import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export type ClientType = 'pc' | 'pad' | 'phone';

/** The client type each Playwright project must be detected as (seed §2: width below 768 wins, else the UA). */
const clientTypeByProject: Record<string, ClientType> = {
  phone: 'phone',
  pad: 'pad',
  pc: 'pc',
  'narrow-pc': 'phone',
  'narrow-pad': 'pad',
};

export function expectedClientType(testInfo: TestInfo): ClientType {
  const clientType = clientTypeByProject[testInfo.project.name];
  if (!clientType) throw new Error(`No expected client type for project ${testInfo.project.name}`);
  return clientType;
}

/**
 * Text that only the code of one route set contains: the desktop layout's menu and the phone layout's tab bar.
 * Asserting on content, not on file names, keeps the check true whatever the bundler calls the chunks.
 */
export const DESKTOP_SET_MARKER = 'desktop-menu';
export const PHONE_SET_MARKER = '底部导航';
/** The lazily loaded home page chunks of each set (named after their source files by Vite). */
export const DESKTOP_HOME_CHUNK = /\/assets\/home-page-[\w-]+\.js$/;
export const PHONE_HOME_CHUNK = /\/assets\/mobile-home-page-[\w-]+\.js$/;

/** Opens a path and waits until the app has rendered a page (the loading placeholder is gone). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

export async function waitForApp(page: Page) {
  await expect(page.locator('#app')).not.toBeEmpty();
  await expect(page.getByRole('progressbar', { name: '页面加载中' })).toHaveCount(0);
}

/** The mobile layout's parts (src/web/phone/layout/mobile-index.tsx). */
export function mobileLayout(page: Page) {
  // The layout's own header (a page may have a header of its own further down, like the phone home's hero).
  const topBar = page.locator('[data-style-type] > header');
  return {
    topBar,
    title: topBar.getByRole('heading', { level: 1 }),
    back: page.getByRole('button', { name: '返回' }),
    tabBar: page.getByRole('navigation', { name: '底部导航' }),
    serviceTab: page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: 'AI伴学服务' }),
    mineTab: page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' }),
  };
}

/** The desktop layout's parts (src/web/desktop/layout/desktop-index.tsx). */
export function desktopLayout(page: Page) {
  const menu = page.getByTestId('desktop-menu');
  return {
    header: page.locator('header').filter({ has: menu }),
    menu,
    menuItems: menu.getByRole('link'),
    menuItem: (name: string) => menu.getByRole('link', { name, exact: true }),
  };
}

export const MENU_SECTIONS = [
  { title: '首页', id: 'home' },
  { title: '核心团队', id: 'team' },
  { title: '专利认证', id: 'patents' },
  { title: '运营模式', id: 'model' },
  { title: '产品优势', id: 'advantages' },
  { title: '荣誉认可', id: 'honors' },
  { title: '关于我们', id: 'about' },
] as const;

/**
 * Appends a tall block after #app so that every page of the app is long enough to stay scrolled: a test of
 * "scrolls to the top after navigation" then fails if the app leaves the scroll position alone, even when the
 * next page is short.
 */
export async function addTallSpacer(page: Page) {
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.setAttribute('data-e2e-spacer', '');
    spacer.style.height = '6000px';
    document.body.appendChild(spacer);
  });
}

export async function scrollWindowTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, left: 0, behavior: 'instant' }), top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top / 2);
}

export const windowScrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

export type WindowSize = { width: number; height: number };

export const windowSize = (page: Page): Promise<WindowSize> =>
  page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));

/** Reads sessionStorage and localStorage entries exactly as stored. */
export const sessionItem = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);
export const localItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

export type Box = { x: number; y: number; width: number; height: number };

/** The element's box relative to the window (getBoundingClientRect), which is what the drag clamp works on. */
export async function clientBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
  });
}

export function center(box: Box) {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
