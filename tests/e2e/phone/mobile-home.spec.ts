import { MENU_SECTIONS, mobileLayout, openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  expectAllImagesLoaded,
  expectNoSidewaysOverflow,
  fetchGallery,
  fetchHomeContent,
  saveScreenshots,
  scrollThroughPage,
} from '../support/home-page.ts';

test.describe('the phone home', () => {
  test('shows the seven sections stacked, in menu order, from the server’s content', async ({ page, request }) => {
    const content = await fetchHomeContent(request);
    await openPage(page, '/mobile/home');
    await expect(page.locator('#about')).toBeAttached();
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids.filter((id) => MENU_SECTIONS.some((section) => section.id === id))).toEqual(MENU_SECTIONS.map((section) => section.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.headline);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      content.team.heading,
      content.patents.heading,
      content.model.heading,
      content.advantages.heading,
      content.honors.heading,
      content.about.heading,
    ]);
    await expect(page.locator('#team').getByRole('heading', { level: 3 })).toHaveText(content.team.members.map((member) => member.name));
    await expect(page.locator('#patents').getByRole('heading', { level: 3 })).toHaveText(content.patents.items.map((item) => item.title));
    await expect(page.locator('#advantages svg[data-icon]')).toHaveCount(content.advantages.items.length);
    const { contact } = content.about;
    await expect(page.locator('#about').getByRole('link', { name: contact.hotline })).toHaveAttribute(
      'href',
      `tel:${contact.hotline.replaceAll('-', '')}`,
    );
    await expect(page.locator('#about').getByRole('img', { name: contact.wechatQr.alt })).toBeAttached();
    await expect(page.getByText(contact.icp)).toBeVisible();
  });

  test('the call to action 了解AI伴学服务 stays at the bottom of the screen while scrolling and opens the student home', async ({
    page,
  }) => {
    await openPage(page, '/mobile/home');
    await expect(page.locator('#about')).toBeAttached();
    const cta = page.getByRole('link', { name: '了解AI伴学服务' });
    const height = await page.evaluate(() => window.innerHeight);
    for (const y of [0, 1500, 4000]) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await expect(cta).toBeInViewport({ ratio: 1 });
      const box = await cta.boundingBox();
      expect(box && box.y + box.height).toBeGreaterThan(height - 80);
    }
    await cta.tap();
    await expect(page).toHaveURL(/\/mobile\/student\/home$/);
    await expect(mobileLayout(page).title).toHaveText('AI伴学服务');
  });

  test('a desktop link to a section (/home#honors) opens the phone home at that section', async ({ page }) => {
    await openPage(page, '/home#honors');
    await expect(page).toHaveURL(/\/mobile\/home#honors$/);
    await expect(page.locator('#honors')).toBeAttached();
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById('honors')?.getBoundingClientRect().top ?? 99)))
      .toBeLessThanOrEqual(1);
  });

  test('the help bubble panel shows the customer-service phone, hours and WeChat QR', async ({ page, request }) => {
    const { contact } = (await fetchHomeContent(request)).about;
    await openPage(page, '/mobile/student/home');
    await page.getByRole('button', { name: '帮助' }).tap();
    const panel = page.getByRole('dialog', { name: '联系我们' });
    await expect(panel.getByRole('link', { name: contact.hotline })).toBeVisible();
    await expect(panel).toContainText(contact.serviceHours);
    const qr = panel.getByRole('img', { name: contact.wechatQr.alt });
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  });

  test('screenshot of /mobile/home at 390 px', async ({ page }, testInfo) => {
    await openPage(page, '/mobile/home');
    await expect(page.locator('#about')).toBeAttached();
    await scrollThroughPage(page);
    await expectAllImagesLoaded(page);
    await expectNoSidewaysOverflow(page);
    await saveScreenshots(page, testInfo, `mobile-home-${page.viewportSize()?.width}`);
  });
});

test.describe('the phone gallery', () => {
  test('shows the pictures by category; a tap opens the full-screen viewer at that picture, 关闭 closes it', async ({ page, request }) => {
    const gallery = await fetchGallery(request);
    const pictures = gallery.categories.flatMap((category) => category.pictures);
    const second = pictures[1];
    if (!second) throw new Error('the gallery has fewer than two pictures');
    await openPage(page, '/pictures');
    await expect(page.getByRole('heading', { level: 1, name: '图片展示' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^查看大图：/ })).toHaveCount(pictures.length);

    const thumbnail = page.getByRole('button', { name: `查看大图：${second.caption}` });
    await thumbnail.tap();
    const viewer = page.getByRole('dialog', { name: '图片查看器' });
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute('aria-modal', 'true');
    await expect(viewer.getByText(`2 / ${pictures.length}`)).toBeVisible();
    await expect(viewer).toContainText(second.caption);
    const viewerImage = viewer.getByRole('img', { name: second.image.alt });
    await expect.poll(() => viewerImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    // Full screen: the picture spans the phone's width.
    expect((await viewerImage.boundingBox())?.width).toBeGreaterThan(300);
    await expect(viewer.getByRole('button', { name: '关闭' })).toBeFocused();

    await viewer.getByRole('button', { name: '关闭' }).tap();
    await expect(page.getByRole('dialog', { name: '图片查看器' })).toHaveCount(0);
    await expect(thumbnail).toBeVisible();

    // The phone's Back closes the viewer rather than leaving the gallery.
    await thumbnail.tap();
    await expect(page.getByRole('dialog', { name: '图片查看器' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: '图片查看器' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/pictures$/);
    await expect(thumbnail).toBeVisible();
  });

  test('screenshot of /pictures at 390 px', async ({ page }, testInfo) => {
    await openPage(page, '/pictures');
    await scrollThroughPage(page);
    await expectAllImagesLoaded(page);
    await expectNoSidewaysOverflow(page);
    await saveScreenshots(page, testInfo, `phone-pictures-${page.viewportSize()?.width}`);
  });
});
