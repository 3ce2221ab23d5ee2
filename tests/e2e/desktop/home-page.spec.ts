import type { Page } from '@playwright/test';
import { desktopLayout, MENU_SECTIONS, openPage, waitForApp, windowScrollY } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  expectAllImagesLoaded,
  expectNoSidewaysOverflow,
  expectSectionUnderHeader,
  fetchHomeContent,
  headerBottom,
  recordLayoutShifts,
  saveScreenshots,
  scrollSectionUnderHeader,
  scrollThroughPage,
  sectionTop,
  waitForSections,
} from '../support/home-page.ts';

/** The pictures the window shows now, and whether every one of them has arrived and decoded. */
const picturesInWindow = (page: Page) =>
  page.evaluate(() => {
    const inWindow = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
    return { count: inWindow.length, loaded: inWindow.every((image) => image.complete && image.naturalWidth > 0) };
  });

test.describe('the home page content', () => {
  test('shows the seven sections in menu order, with the copy, people, documents and contact the server gives', async ({
    page,
    request,
  }) => {
    const content = await fetchHomeContent(request);
    await openPage(page, '/home');
    await waitForSections(page);

    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids.filter((id) => MENU_SECTIONS.some((section) => section.id === id))).toEqual(MENU_SECTIONS.map((section) => section.id));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.headline);
    await expect(page.locator('#home')).toContainText(content.hero.subheadline);
    for (const highlight of content.hero.highlights) await expect(page.locator('#home')).toContainText(highlight.label);
    const headings = [
      content.team.heading,
      content.patents.heading,
      content.model.heading,
      content.advantages.heading,
      content.honors.heading,
      content.about.heading,
    ];
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(headings);

    const team = page.locator('#team');
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(content.team.members.map((member) => member.name));
    for (const member of content.team.members) await expect(team.getByRole('img', { name: member.photo.alt })).toBeAttached();

    const patents = page.locator('#patents');
    await expect(patents.getByRole('heading', { level: 3 })).toHaveText(content.patents.items.map((item) => item.title));
    for (const item of content.patents.items) await expect(patents.getByRole('img', { name: item.image.alt })).toBeAttached();

    await expect(page.locator('#model ol > li')).toHaveCount(content.model.steps.length);
    await expect(page.locator('#model').getByRole('heading', { level: 3 })).toHaveText(
      content.model.steps.map((step, index) => `第 ${index + 1} 步：${step.title}`),
    );

    const advantages = page.locator('#advantages');
    await expect(advantages.getByRole('heading', { level: 3 })).toHaveText(content.advantages.items.map((item) => item.title));
    // Each advantage has its icon drawn (a known name gets its own drawing, not the fallback).
    await expect(advantages.locator('svg[data-icon]')).toHaveCount(content.advantages.items.length);
    expect(await advantages.locator('svg[data-icon]').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('data-icon')))).toEqual(
      content.advantages.items.map((item) => item.icon),
    );

    await expect(page.locator('#honors').getByRole('heading', { level: 3 })).toHaveText(content.honors.items.map((item) => item.title));

    const about = page.locator('#about');
    for (const paragraph of content.about.story) await expect(about).toContainText(paragraph);
    const { contact } = content.about;
    await expect(about.getByRole('link', { name: contact.hotline })).toHaveAttribute('href', `tel:${contact.hotline.replaceAll('-', '')}`);
    await expect(about.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    await expect(about).toContainText(contact.address);
    await expect(about).toContainText(contact.icp);
    await expect(about.getByRole('img', { name: contact.wechatQr.alt })).toBeAttached();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(contact.hotline);
    await expect(footer.getByRole('link', { name: contact.icp })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(footer.getByRole('link', { name: '学生登录' })).toHaveAttribute('href', '/login');
  });

  test(
    'images are lazy below the fold, decode off the main thread and have their size, so nothing shifts',
    { tag: '@layout' },
    async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await openPage(page, '/home');
      await waitForSections(page);
      const images = await page.locator('main img:not([data-qr-value])').evaluateAll((list) =>
        list.map((image) => ({
          src: image.getAttribute('src'),
          loading: image.getAttribute('loading'),
          decoding: image.getAttribute('decoding'),
          width: Number(image.getAttribute('width')),
          height: Number(image.getAttribute('height')),
        })),
      );
      expect(images.length).toBeGreaterThan(10);
      for (const image of images) {
        expect(image, `${image.src}`).toMatchObject({ loading: 'lazy', decoding: 'async' });
        expect(image.width, `${image.src} width`).toBeGreaterThan(0);
        expect(image.height, `${image.src} height`).toBeGreaterThan(0);
      }
      // The WeChat QR at the very end of the page is not fetched while the reader is at the top: the pictures in the
      // window have arrived (what the page loads for this place is under way), and the QR was never asked for; it is
      // once the reader gets there.
      const qr = '/content/contact/wechat-qr.svg';
      await expect.poll(() => picturesInWindow(page)).toMatchObject({ loaded: true });
      expect((await picturesInWindow(page)).count).toBeGreaterThan(0);
      expect(requested).not.toContain(qr);
      await scrollThroughPage(page);
      await expectAllImagesLoaded(page);
      expect(requested).toContain(qr);
    },
  );

  test('loading, then all images arriving while the reader scrolls, shifts nothing on the page', { tag: '@layout' }, async ({ page }) => {
    const layoutShifts = await recordLayoutShifts(page);
    // The content arrives late: it is held back until the placeholder on screen has been measured.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/content/home', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/home');
    const hero = page.locator('#home');
    await expect(hero).toHaveAttribute('aria-busy', 'true');
    let loadingHeight = 0;
    await expect.poll(async () => (loadingHeight = (await hero.boundingBox())?.height ?? 0)).toBeGreaterThan(0);
    release();
    await waitForSections(page);
    await expect(hero).toHaveAttribute('aria-busy', 'false');
    expect((await hero.boundingBox())?.height).toBe(loadingHeight);
    await scrollThroughPage(page);
    await expectAllImagesLoaded(page);
    const shifts = await layoutShifts();
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      JSON.stringify(shifts),
    ).toBeLessThan(0.01);
  });

  test.describe('when the content cannot be loaded', () => {
    test.use({ allowBrowserProblems: true });

    test('says so with 重试, which loads it', async ({ page, browserProblems }) => {
      let failures = 0;
      await page.route('**/api/content/home', async (route) => {
        if (failures < 2) {
          failures += 1;
          await route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: '服务暂时不可用，请稍后再试' } }),
          });
        } else await route.continue();
      });
      await openPage(page, '/home');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('内容加载失败');
      await expect(alert).toContainText('服务暂时不可用，请稍后再试');
      await alert.getByRole('button', { name: '重试' }).click();
      await waitForSections(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
      // The only problems were the two refused loads (the first try and the client's one automatic retry).
      expect(browserProblems.pageErrors).toEqual([]);
      expect(browserProblems.failedResponses.map((line) => line.replace(/^(\d+ \w+) .*\/api\//, '$1 /api/'))).toEqual([
        '503 GET /api/content/home',
        '503 GET /api/content/home',
      ]);
    });
  });
});

// Where a section lands and which one is marked depend on the window's height.
test.describe('menu and sections', { tag: '@layout' }, () => {
  for (const { title, id } of MENU_SECTIONS) {
    test(`clicking ${title} glides to its section under the header, marks it, and moves focus there`, async ({ page }) => {
      // The page's timers run on a clock the test can move on (see the end).
      await page.clock.install();
      await openPage(page, '/home');
      await waitForSections(page);
      if (id === 'home') await scrollSectionUnderHeader(page, 'about');
      const { menuItem, menuItems } = desktopLayout(page);
      await menuItem(title).click();
      await expect(page).toHaveURL(new RegExp(`/home#${id}$`));
      await expect(menuItem(title)).toHaveAttribute('aria-current', 'true');
      await expect(menuItems.and(page.locator('[aria-current]'))).toHaveCount(1);
      await expectSectionUnderHeader(page, id);
      // The glide may still be settling its last pixel once the section is within tolerance.
      if (id === 'home') await expect.poll(() => windowScrollY(page)).toBe(0);
      await expect(page.locator(`section#${id}`)).toBeFocused();
      // It stays the marked one once the page has come to rest: a second of stillness, well past the scroll-spy's
      // settling time (section-spy.ts), passes on the page's clock at once.
      await page.clock.runFor(1000);
      await expect(menuItem(title)).toHaveAttribute('aria-current', 'true');
    });
  }

  test('scrolling the page marks the section being read, one after another, down and back up', async ({ page }) => {
    await openPage(page, '/home');
    await waitForSections(page);
    const { menuItem, menuItems } = desktopLayout(page);
    await expect(menuItem('首页')).toHaveAttribute('aria-current', 'true');
    for (const { title, id } of [...MENU_SECTIONS.slice(1), ...MENU_SECTIONS.slice(0, -1).reverse()]) {
      await scrollSectionUnderHeader(page, id, -40);
      await expect(menuItem(title), `after scrolling to #${id}`).toHaveAttribute('aria-current', 'true');
      await expect(menuItems.and(page.locator('[aria-current]'))).toHaveCount(1);
    }
  });

  test('the section just above stays marked until the next one reaches the header', async ({ page }) => {
    await openPage(page, '/home');
    await waitForSections(page);
    const { menuItem } = desktopLayout(page);
    // #model begins 100 px below the header: the reader is still in #patents.
    await scrollSectionUnderHeader(page, 'model', 100);
    await expect(menuItem('专利认证')).toHaveAttribute('aria-current', 'true');
    await scrollSectionUnderHeader(page, 'model', -1);
    await expect(menuItem('运营模式')).toHaveAttribute('aria-current', 'true');
  });

  test('after a menu jump, scrolling on with the mouse wheel hands the mark back to the section being read', async ({ page }) => {
    await openPage(page, '/home');
    await waitForSections(page);
    const { menuItem } = desktopLayout(page);
    await menuItem('核心团队').click();
    await expectSectionUnderHeader(page, 'team');
    const size = page.viewportSize() ?? { width: 1024, height: 768 };
    await page.mouse.move(size.width / 2, size.height / 2);
    const toAdvantages = (await sectionTop(page, 'advantages')) - (await headerBottom(page)) + 40;
    await page.mouse.wheel(0, toAdvantages);
    await expect.poll(() => sectionTop(page, 'advantages')).toBeLessThan(await headerBottom(page));
    await expect(menuItem('产品优势')).toHaveAttribute('aria-current', 'true');
    await expect(menuItem('核心团队')).not.toHaveAttribute('aria-current');
  });

  test('the hero’s 了解运营模式 glides to the model section like the menu does', async ({ page }) => {
    await openPage(page, '/home');
    await waitForSections(page);
    await page.locator('#home').getByRole('link', { name: '了解运营模式' }).click();
    await expect(page).toHaveURL(/\/home#model$/);
    await expectSectionUnderHeader(page, 'model');
    await expect(desktopLayout(page).menuItem('运营模式')).toHaveAttribute('aria-current', 'true');
  });

  for (const { title, id } of MENU_SECTIONS.filter((section) => ['team', 'advantages', 'about'].includes(section.id))) {
    test(`a deep link /home#${id} opens at ${title}, also when the content arrives after the page`, async ({ page }) => {
      // The content is held back until the page shows its placeholder, then arrives.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/content/home', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`/home#${id}`);
      await expect(page.locator('#home')).toHaveAttribute('aria-busy', 'true');
      release();
      await waitForApp(page);
      await waitForSections(page);
      await expectSectionUnderHeader(page, id);
      await expect(desktopLayout(page).menuItem(title)).toHaveAttribute('aria-current', 'true');
    });
  }

  test('a menu item on the gallery page opens the home page at its section', async ({ page }) => {
    await openPage(page, '/pictures');
    const { menuItem, menuItems } = desktopLayout(page);
    await expect(menuItems.and(page.locator('[aria-current]'))).toHaveCount(0);
    await menuItem('荣誉认可').click();
    await expect(page).toHaveURL(/\/home#honors$/);
    await waitForSections(page);
    await expectSectionUnderHeader(page, 'honors');
    await expect(menuItem('荣誉认可')).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('page title and description', () => {
  const description = (page: Page) => page.locator('meta[name="description"]');

  test('each page has its own description, updated on client-side navigation', async ({ page }) => {
    await openPage(page, '/home');
    await expect(page).toHaveTitle('首页 - AI伴学');
    await expect(description(page)).toHaveCount(1);
    const home = await description(page).getAttribute('content');
    expect(home).toContain('北京伴学智能科技有限公司');

    await page.getByRole('navigation', { name: '页脚链接' }).getByRole('link', { name: '图片展示' }).click();
    await expect(page).toHaveTitle('图片展示 - AI伴学');
    await expect(description(page)).toHaveAttribute('content', /资质证书、荣誉奖项与产品截图/);

    await page.getByRole('link', { name: '登录', exact: true }).click();
    await expect(page).toHaveTitle('登录 - AI伴学');
    await expect(description(page)).toHaveAttribute('content', /AI伴学服务：/);
    await expect(description(page)).toHaveCount(1);
  });
});

test.describe('help bubble contact panel', () => {
  test('shows the customer-service phone, hours and WeChat QR from the content', async ({ page, request }) => {
    const { contact } = (await fetchHomeContent(request)).about;
    await openPage(page, '/login');
    await page.getByRole('button', { name: '帮助' }).click();
    const panel = page.getByRole('dialog', { name: '联系我们' });
    await expect(panel.getByRole('link', { name: contact.hotline })).toHaveAttribute('href', `tel:${contact.hotline.replaceAll('-', '')}`);
    await expect(panel).toContainText(contact.serviceHours);
    const qr = panel.getByRole('img', { name: contact.wechatQr.alt });
    await expect(qr).toHaveAttribute('src', contact.wechatQr.src);
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  });
});

test('screenshot of /home at this width', { tag: '@layout' }, async ({ page }, testInfo) => {
  await openPage(page, '/home');
  await waitForSections(page);
  await scrollThroughPage(page);
  await expectAllImagesLoaded(page);
  await expectNoSidewaysOverflow(page);
  const width = page.viewportSize()?.width;
  await saveScreenshots(page, testInfo, `home-${width}`);
});
