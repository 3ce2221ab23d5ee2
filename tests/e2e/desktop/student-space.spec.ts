import type { Locator, Page } from '@playwright/test';
import { payThroughSimulator } from '../support/accounts.ts';
import { openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { freshPhone, logInThroughForm } from '../support/login-ui.ts';

const PLAN_TITLE = '初中AI伴学 · 月卡';
const PLAN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE_NOTE = '扫码在手机上购买，支付在手机上完成';

const space = (page: Page) => page.getByTestId('student-space');
const card = (page: Page, heading: string) => page.getByRole('region', { name: heading });
const qrIn = (scope: Locator) => scope.getByRole('img', { name: /二维码/ });
const purchaseUrl = (baseURL: string | undefined, learnerId: string) =>
  `${baseURL}/mobile/student/home?learnerId=${encodeURIComponent(learnerId)}`;

/** The end date a 30-day plan paid between `from` and now shows (Shanghai calendar), as the page writes it. */
function expectedEndDates(from: number): string[] {
  const format = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'long', day: 'numeric' });
  return [...new Set([format.format(from + PLAN_DAYS * DAY_MS), format.format(Date.now() + PLAN_DAYS * DAY_MS)])].map(
    (date) => `服务有效期至 ${date}`,
  );
}

/** Whether the page scrolls, and the smallest text and touch target in it. */
function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="student-space"]');
    const texts = [...(root?.querySelectorAll('*') ?? [])].filter(
      (element) =>
        element instanceof HTMLElement &&
        element.offsetParent !== null &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    const fontSizes = texts.map((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    const targets = [...(root?.querySelectorAll('a, button') ?? [])].map((element) => element.getBoundingClientRect());
    return {
      verticalScroll: document.documentElement.scrollHeight - window.innerHeight,
      horizontalScroll: document.documentElement.scrollWidth - window.innerWidth,
      smallestText: Math.min(...fontSizes),
      smallestTarget: Math.min(...targets.map((rect) => Math.min(rect.width, rect.height))),
    };
  });
}

async function expectPlanShown(scope: Locator, paidFrom: number) {
  await expect(scope.getByText('服务中', { exact: true })).toBeVisible();
  await expect(scope.getByText(PLAN_TITLE, { exact: true })).toBeVisible();
  const until = scope.getByTestId('service-until');
  await expect(until).toHaveText(/^服务有效期至 \d{4}年\d{1,2}月\d{1,2}日$/);
  expect(expectedEndDates(paidFrom)).toContain(await until.innerText());
  await expect(scope).toContainText(`剩余${PLAN_DAYS}天`);
  await expect(qrIn(scope)).toHaveCount(0);
}

async function expectPurchaseQr(scope: Locator, url: string) {
  await expect(scope.getByText('未开通', { exact: true })).toBeVisible();
  await expect(qrIn(scope)).toHaveAttribute('data-qr-value', url);
  await expect(qrIn(scope)).toHaveAttribute('alt', /用手机扫码购买/);
  await expect(scope.getByText(PHONE_NOTE)).toBeVisible();
}

async function saveScreenshot(page: Page, name: string) {
  // Let the QR codes finish drawing before the picture is taken.
  await expect(page.locator('[data-qr-value]')).toHaveCount(await page.getByRole('img', { name: /二维码/ }).count());
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
}

test.describe('student space on a pad and a classroom screen', () => {
  test('a visitor is sent to the login and back; a new student without service sees 未开通 and a QR code to buy on the phone', async ({
    page,
    request,
    baseURL,
  }) => {
    await openPage(page, '/pad-xuesheng');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpad-xuesheng$/);
    await logInThroughForm(page, request, freshPhone());
    await page.getByRole('button', { name: /我是学生/ }).click();
    await page.getByLabel('称呼（选填）').fill('林小雨');
    await page.getByRole('button', { name: '继续' }).click();

    await expect(page).toHaveURL(/\/pad-xuesheng$/);
    await expect(page.getByRole('heading', { level: 1, name: '你好，林小雨' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();

    const token = await page.evaluate(() => sessionStorage.getItem('userToken'));
    const me = (await (await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
      learners: { id: string }[];
    };
    const learnerId = me.learners[0]?.id ?? '';
    expect(learnerId).not.toBe('');
    await expectPurchaseQr(card(page, '我的AI伴学服务'), purchaseUrl(baseURL, learnerId));
    await saveScreenshot(page, 'pad-student-without-service.png');
  });

  test('the classroom page sends a visitor to the login too', async ({ page }) => {
    await openPage(page, '/nuc-xuesheng');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fnuc-xuesheng$/);
  });

  test('a student who paid on the phone sees the plan, 服务有效期至 and the days left', async ({ page, paidLearner }) => {
    await openPage(page, '/pad-xuesheng');
    await expectPlanShown(card(page, '我的AI伴学服务'), paidLearner.paidFrom);
    await expect(page.getByText(PHONE_NOTE)).toHaveCount(0);
  });

  test('a parent with two children sees both: one to buy for, one with its plan', async ({ page, parent, baseURL }) => {
    const [first, second] = parent.user.learners;
    if (!first || !second) throw new Error('the parent has two children');
    await openPage(page, '/pad-xuesheng');
    await expect(page.getByRole('heading', { level: 1, name: '您好，家长' })).toBeVisible();
    await expect(page.getByTestId('learner-space')).toHaveCount(2);
    await expectPurchaseQr(card(page, first.name), purchaseUrl(baseURL, first.id));
    await expectPlanShown(card(page, second.name), parent.paidFrom);
  });

  test('a purchase made on the phone while the QR code is up shows without touching the screen', async ({ page, request, student }) => {
    await openPage(page, '/nuc-xuesheng');
    const mine = card(page, '我的AI伴学服务');
    await expect(mine.getByText('未开通', { exact: true })).toBeVisible();
    const paidFrom = Date.now();
    await payThroughSimulator(request, student, student.user.learners[0]?.id ?? '');
    await expect(mine.getByText('服务中', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expectPlanShown(mine, paidFrom);
    await expect(page.getByText('在手机上开通，只需三步')).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ parentProfile: { children: [] } });

    test('a parent without a child is asked to add one on the phone', async ({ page, parent: _parent, baseURL }) => {
      await openPage(page, '/pad-xuesheng');
      await expect(page.getByRole('heading', { level: 1, name: '还没有添加孩子' })).toBeVisible();
      await expect(qrIn(space(page))).toHaveAttribute('data-qr-value', `${baseURL}/mobile/student/mine`);
    });
  });

  test('log out asks once more, then goes to the login with the way back', async ({ page, student: _student }) => {
    await openPage(page, '/nuc-xuesheng');
    await page.getByRole('button', { name: '退出登录' }).click();
    const confirm = page.getByRole('group', { name: '确认退出登录' });
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '你好，林小雨' })).toBeVisible();
    await page.getByRole('button', { name: '退出登录' }).click();
    await confirm.getByRole('button', { name: '退出', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fnuc-xuesheng$/);
    expect(await page.evaluate(() => sessionStorage.getItem('userToken'))).toBeNull();
  });

  test('the classroom page fits 1920×1080 and 1366×768 without scrolling, with large text and targets', async ({
    page,
    parent: _parent,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await openPage(page, '/nuc-xuesheng');
    await expect(page.getByTestId('learner-space')).toHaveCount(2);
    await expect(page.getByTestId('service-until')).toBeVisible();
    await saveScreenshot(page, 'nuc-1920x1080.png');
    const large = await measure(page);
    expect(large.verticalScroll, 'no vertical scroll at 1920×1080').toBeLessThanOrEqual(0);
    expect(large.horizontalScroll, 'no horizontal scroll at 1920×1080').toBeLessThanOrEqual(0);
    expect(large.smallestText, 'every text at least 28 px').toBeGreaterThanOrEqual(28);
    expect(large.smallestTarget, 'every target at least 64 px').toBeGreaterThanOrEqual(64);

    await page.setViewportSize({ width: 1366, height: 768 });
    await saveScreenshot(page, 'nuc-1366x768.png');
    const small = await measure(page);
    expect(small.verticalScroll, 'no vertical scroll at 1366×768').toBeLessThanOrEqual(0);
    expect(small.horizontalScroll, 'no horizontal scroll at 1366×768').toBeLessThanOrEqual(0);
    expect(small.smallestTarget).toBeGreaterThanOrEqual(64);
  });

  test.describe(() => {
    test.use({ parentProfile: { children: [{ name: '王小明' }, { name: '王小红' }] } });

    test('the classroom page fits 1366×768 with two children to buy for, both QR codes shown', async ({ page, parent: _parent }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await openPage(page, '/nuc-xuesheng');
      await expect(qrIn(space(page))).toHaveCount(2);
      expect((await measure(page)).verticalScroll).toBeLessThanOrEqual(0);
      await saveScreenshot(page, 'nuc-1366x768-two-qr.png');
      await page.setViewportSize({ width: 1920, height: 1080 });
      expect((await measure(page)).verticalScroll).toBeLessThanOrEqual(0);
      await saveScreenshot(page, 'nuc-1920x1080-two-qr.png');
    });
  });

  test('the pad page is comfortable in portrait and landscape', async ({ page, parent: _parent }) => {
    for (const size of [
      { width: 1024, height: 1366 },
      { width: 1366, height: 1024 },
    ]) {
      await page.setViewportSize(size);
      await openPage(page, '/pad-xuesheng');
      await expect(page.getByTestId('learner-space')).toHaveCount(2);
      const measured = await measure(page);
      expect(measured.horizontalScroll).toBeLessThanOrEqual(0);
      expect(measured.verticalScroll).toBeLessThanOrEqual(0);
      expect(measured.smallestText).toBeGreaterThanOrEqual(14);
      await saveScreenshot(page, `pad-${size.width}x${size.height}.png`);
    }
  });

  test('a student with service on the pad, for the screenshot', async ({ page, paidLearner: _paidLearner }) => {
    await page.setViewportSize({ width: 1024, height: 1366 });
    await openPage(page, '/pad-xuesheng');
    await expect(page.getByTestId('service-until')).toBeVisible();
    await saveScreenshot(page, 'pad-1024x1366-student.png');
  });

  test.describe('when the services cannot be read', () => {
    test.use({ allowBrowserProblems: true });

    test('shows 服务状态加载失败 with 重试, which loads them', async ({ page, student: _student }) => {
      await page.route('**/api/me/services', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
      await openPage(page, '/pad-xuesheng');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('服务状态加载失败');
      await page.unroute('**/api/me/services');
      await alert.getByRole('button', { name: '重试' }).click();
      await expect(card(page, '我的AI伴学服务').getByText('未开通', { exact: true })).toBeVisible();
    });
  });
});
