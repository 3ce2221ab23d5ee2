import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';

/**
 * A page open across a deploy asks for a page chunk the server no longer has. The spec runs a server of its own on a
 * copy of the built web app, so it can take a chunk's files away under a running page (the shared server's files
 * are used by every other spec at the same time) and put them back, as the next release's files are there for the
 * reloaded page.
 */
const DIST = process.env.E2E_DIST ?? 'dist';
/** The plan page's code: its script and stylesheet, with their .br and .gz copies. */
const DETAIL_CHUNK = /^student-detail-page-[\w-]+\.(js|css)(\.br|\.gz)?$/;
const DETAIL_PATH = '/mobile/student/detail';

let server: OwnServer | undefined;
let webDir = '';
let origin = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  // A server starts in a few seconds, more on a machine busy with other suites.
  test.setTimeout(90_000);
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'banxue-deploy-web-'));
  fs.cpSync(path.join(DIST, 'web'), webDir, { recursive: true });
  const port = await freePort();
  server = await startOwnServer(port, { E2E_DIST: DIST, WEB_DIR: webDir }, 80_000);
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** Takes the plan page's chunk away from the running server, as a deploy does; returns how to put it back. */
function removeDetailChunk(): () => void {
  const assets = path.join(webDir, 'assets');
  const hidden = fs.mkdtempSync(path.join(os.tmpdir(), 'banxue-deploy-gone-'));
  const names = fs.readdirSync(assets).filter((name) => DETAIL_CHUNK.test(name));
  expect(
    names.filter((name) => name.endsWith('.js')),
    'the build has one plan page chunk',
  ).toHaveLength(1);
  for (const name of names) fs.renameSync(path.join(assets, name), path.join(hidden, name));
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    for (const name of names) fs.renameSync(path.join(hidden, name), path.join(assets, name));
    fs.rmSync(hidden, { recursive: true, force: true });
  };
}

/** The documents the tab loaded from the server (its first page, then each reload), in order. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

const planPage = (page: Page) => page.getByRole('button', { name: '立即购买' });
const loadFailed = (page: Page) => page.getByRole('heading', { level: 1, name: '页面加载失败' });

// The chunk's 404s are the point of these tests (the browser logs each as a failed resource).
test.use({ allowBrowserProblems: true });

test('a page chunk gone after a deploy: the page reloads once at the address it went to and shows that page', async ({ page }) => {
  const loads = documentLoads(page);
  await openPage(page, `${origin}/mobile/student/home`);
  const restore = removeDetailChunk();
  try {
    // The new release is in place when the page comes back: the chunk is served again to the reloaded page.
    await page.route(
      (url) => url.pathname === DETAIL_PATH,
      async (route) => {
        if (route.request().isNavigationRequest()) restore();
        await route.continue();
      },
    );
    const missing = page.waitForResponse((response) => DETAIL_CHUNK.test(path.basename(new URL(response.url()).pathname)));

    await page.locator(`a[href="${DETAIL_PATH}?planId=primary-30"]`).first().click();

    expect((await missing).status()).toBe(404);
    await expect(planPage(page)).toBeVisible();
    await expect(page).toHaveURL(`${origin}${DETAIL_PATH}?planId=primary-30`);
    await expect(page.getByRole('region', { name: '服务包含' })).toBeVisible();
    expect(loads).toEqual([`${origin}/mobile/student/home`, `${origin}${DETAIL_PATH}?planId=primary-30`]);
    await expect(loadFailed(page)).toHaveCount(0);
  } finally {
    restore();
  }
});

test('a page chunk that stays missing: one reload, then 页面加载失败 with 重新加载, which works once the chunk is back', async ({
  page,
}) => {
  const loads = documentLoads(page);
  await openPage(page, `${origin}/mobile/student/home`);
  const target = `${origin}${DETAIL_PATH}?planId=primary-30#inclusions`;
  // What the browser asks the server for: the address without its hash.
  const targetDocument = `${origin}${DETAIL_PATH}?planId=primary-30`;
  const restore = removeDetailChunk();
  try {
    // A client-side move to the plan page, with a query and a hash, as the router's links make it.
    await page.evaluate((to) => {
      window.history.pushState({ usr: null, key: 'e2e-deploy', idx: (window.history.state?.idx ?? 0) + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, target);

    // The error page shows only once the page has decided not to reload again: no loop, no blank page.
    await expect(loadFailed(page)).toBeVisible();
    await expect(page.getByText('网络可能不太稳定，请重新加载页面。')).toBeVisible();
    await expect(page).toHaveURL(target);
    expect(loads).toEqual([`${origin}/mobile/student/home`, targetDocument]);
    await page.screenshot({ path: test.info().outputPath('chunk-still-missing.png') });

    restore();
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(planPage(page)).toBeVisible();
    await expect(page).toHaveURL(target);
    expect(loads).toEqual([`${origin}/mobile/student/home`, targetDocument, targetDocument]);
  } finally {
    restore();
  }
});
