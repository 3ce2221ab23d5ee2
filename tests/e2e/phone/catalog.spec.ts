import type { APIRequestContext, Page, Route } from '@playwright/test';
import { mobileLayout, openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';

type PlanOnTheWire = { id: string; title: string; subtitle: string; durationDays: number; inclusions: string[]; coverImage: string };

async function plansOf(request: APIRequestContext, stage: string): Promise<PlanOnTheWire[]> {
  const response = await request.get('/api/plans', { params: { stage } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { plans: PlanOnTheWire[] }).plans;
}

const isPlanList = (url: URL) => url.pathname === '/api/plans';

/** The server's own answer to a plan list request, fetched fresh (no ETag revalidation: we need a body). */
async function fetchPlanList(route: Route) {
  const headers = { ...route.request().headers() };
  delete headers['if-none-match'];
  const response = await route.fetch({ headers });
  return { response, body: (await response.json()) as { plans: PlanOnTheWire[] } };
}

const serverError = { status: 500, json: { error: { code: 'INTERNAL_ERROR', message: '服务器开小差了，请稍后再试' } } };

/** Drags down from `fromY` with real touch events, as a thumb pulls a list to refresh it: one move per frame drawn. */
async function pullDown(page: Page, fromY: number, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  const x = 195;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }] });
  for (let step = 1; step <= 12; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: fromY + (distance * step) / 12 }] });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A screenshot beside the test's other output; what the phone's screen shows unless `fullPage` (no fixed bars there). */
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage, animations: 'disabled' });

test.describe('the service on the phone', () => {
  test('browses the stages: each shows its three plans with price, crossed-out original price, duration and three inclusions', async ({
    page,
    request,
  }) => {
    await openPage(page, '/mobile/student/home');
    await expect(page.getByText('登录后查看服务状态')).toBeVisible();

    for (const [stage, key, first] of [
      ['初中', 'junior', '初中AI伴学 · 月卡'],
      ['高中', 'senior', '高中AI伴学 · 月卡'],
      ['小学', 'primary', '小学AI伴学 · 月卡'],
    ] as const) {
      await page.getByText(stage, { exact: true }).click();
      const cards = page.getByRole('region', { name: `${stage}服务方案` }).getByRole('link');
      await expect(cards).toHaveCount(3);
      await expect(cards.first().getByRole('heading')).toHaveText(first);
      await expect(cards.first().getByTestId('price')).toHaveText(/^¥\d+\.\d{2}$/);
      await expect(cards.first().getByTestId('original-price')).toHaveCSS('text-decoration-line', 'line-through');
      await expect(cards.first().getByRole('listitem')).toHaveCount(3);
      const plans = await plansOf(request, key);
      for (const [index, plan] of plans.entries()) {
        await expect(cards.nth(index).getByText(new RegExp(`^${plan.durationDays}天`))).toBeVisible();
      }
    }
    await expect(page).toHaveURL(/stage=primary/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'student-home');
  });

  test('opens a plan: cover, price, inclusions, four steps, a collapsible FAQ and 立即购买 leading to login first', async ({ page }) => {
    await openPage(page, '/mobile/student/home?stage=junior');
    await page.getByRole('link', { name: '初中AI伴学 · 学期卡（120天）' }).click();

    await expect(page).toHaveURL(/\/mobile\/student\/detail\?planId=junior-120$/);
    await expect(mobileLayout(page).title).toHaveText('AI伴学服务');
    await expect(page.getByRole('heading', { name: '初中AI伴学 · 学期卡（120天）' })).toBeVisible();
    await expect(page.getByTestId('price').first()).toHaveText('¥799.00');
    await expect(page.getByRole('region', { name: '如何开始' }).getByRole('listitem')).toHaveCount(4);
    const faq = page.getByRole('region', { name: '常见问题' });
    const firstAnswer = faq.locator('p').first();
    await expect(firstAnswer).toBeHidden();
    await faq.getByText('服务从什么时候开始计算？再次购买怎么算？').click();
    await expect(firstAnswer).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('sharedData') ?? '{}').barText)).toBe(
      '初中AI伴学 · 学期卡（120天）',
    );

    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page).toHaveURL(/\/mobile\/login\?redirect=%2Fmobile%2Fstudent%2Forder%3FplanId%3Djunior-120$/);
  });

  test('the plan page: its cover image, every inclusion, and the bar with price and 立即购买 fixed at the foot while the page scrolls', async ({
    page,
    request,
  }) => {
    const plan = (await plansOf(request, 'junior')).find((candidate) => candidate.id === 'junior-120');
    if (!plan) throw new Error('the seed has no junior-120');
    await openPage(page, `/mobile/student/detail?planId=${plan.id}`);

    const cover = page.locator(`img[src="${plan.coverImage}"]`);
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect((await cover.boundingBox())?.width).toBeGreaterThan(300);
    await expect(page.getByRole('region', { name: '服务包含' }).getByRole('listitem')).toHaveText(plan.inclusions);

    const buy = page.getByRole('button', { name: '立即购买' });
    const bar = page
      .locator('div')
      .filter({ has: buy })
      .filter({ has: page.getByTestId('price') })
      .last();
    await expect(bar.getByTestId('price')).toHaveText('¥799.00');
    const before = await bar.boundingBox();
    if (!before) throw new Error('the bar is laid out');
    expect(before.y + before.height).toBeCloseTo(page.viewportSize()?.height ?? 0, 0);
    const coverTop = (await cover.boundingBox())?.y ?? 0;
    await shot(page, 'plan-detail');

    await page.mouse.move(195, 400);
    await page.mouse.wheel(0, 900);
    // The content moved up under the bar; the bar did not move.
    await expect.poll(async () => (await cover.boundingBox())?.y ?? 0).toBeLessThan(coverTop - 400);
    expect(await bar.boundingBox()).toEqual(before);
  });

  test.describe('a plan that does not exist', () => {
    test.use({ allowBrowserProblems: true });

    test('an unknown plan says so, with a way back', async ({ page }) => {
      await openPage(page, '/mobile/student/detail?planId=nope');
      await expect(page.getByText('没有找到这个方案')).toBeVisible();
      await page.getByRole('link', { name: '查看全部方案' }).click();
      await expect(page).toHaveURL(/\/mobile\/student\/home$/);
    });
  });

  test('takes the free assessment, survives a reload mid-way and gets a recommended plan', async ({ page }) => {
    await openPage(page, '/mobile/student/home');
    await page.getByRole('link', { name: /免费学情测评/ }).click();
    await expect(mobileLayout(page).title).toHaveText('免费学情测评');
    await page.getByRole('button', { name: '初中' }).click();
    await page.getByRole('button', { name: '初二' }).click();
    await page.getByRole('button', { name: '开始测评' }).click();

    await expect(page.getByText('第 1 / 12 题')).toBeVisible();
    await shot(page, 'assessment-question', true);
    for (let i = 1; i <= 5; i += 1) {
      await page.getByRole('radio').first().click();
      await expect(page.getByText(`第 ${i + 1} / 12 题`)).toBeVisible();
    }
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('sharedTestData') ?? '{}'));
    expect(Object.keys(stored.answers)).toHaveLength(5);

    await page.reload();
    await expect(page.getByText('第 6 / 12 题')).toBeVisible();
    for (let i = 6; i <= 12; i += 1) {
      await page.getByRole('radio').nth(1).click();
      if (i < 12) await expect(page.getByText(`第 ${i + 1} / 12 题`)).toBeVisible();
    }
    await page.getByRole('button', { name: '提交并查看结果' }).click();

    await expect(page.getByTestId('overall-mastery')).toHaveText(/^\d{1,3}%$/);
    await expect(page.getByRole('meter')).toHaveCount(3);
    const recommended = page.getByRole('region', { name: '为你推荐' }).getByRole('link');
    await expect(recommended).toContainText('初中AI伴学');
    await shot(page, 'assessment-result', true);
    await page.reload();
    await expect(page.getByTestId('overall-mastery')).toBeVisible();
    await recommended.click();
    await expect(page).toHaveURL(/\/mobile\/student\/detail\?planId=junior-(30|120|365)$/);
  });
});

test.describe(() => {
  test.use({ parentProfile: { children: [{ name: '李小白', grade: '五年级' }] } });

  test('a parent takes the assessment for a child, and the result is saved to that child', async ({ page, parent: _parent }) => {
    await openPage(page, '/mobile/student/assessment');
    await expect(page.getByRole('button', { name: '李小白' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: '五年级' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '开始测评' }).click();
    for (let i = 1; i <= 12; i += 1) {
      await expect(page.getByText(`第 ${i} / 12 题`)).toBeVisible();
      await page.getByRole('radio').nth(2).click();
    }
    await page.getByRole('button', { name: '提交并查看结果' }).click();

    await expect(page.getByText('测评结果已保存到你的学习档案。')).toBeVisible();
    await expect(page.getByText('小学 · 五年级')).toBeVisible();
  });
});

test.describe('loading, failing, empty and refreshing on the student home', () => {
  test('a skeleton while the plans load, then the plans', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(isPlanList, async (route) => {
      await released;
      await route.fallback();
    });
    await openPage(page, '/mobile/student/home');
    const region = page.getByRole('region', { name: '小学服务方案' });
    await expect(region.locator('.adm-skeleton-title')).toHaveCount(3);
    await expect(region.getByRole('link')).toHaveCount(0);

    release();
    await expect(region.getByRole('link')).toHaveCount(3);
    await expect(region.locator('.adm-skeleton-title')).toHaveCount(0);
  });

  test('a stage without plans on sale says so', async ({ page }) => {
    await page.route(isPlanList, async (route) => {
      if (new URL(route.request().url()).searchParams.get('stage') !== 'senior') return route.fallback();
      const { response, body } = await fetchPlanList(route);
      return route.fulfill({ response, json: { ...body, plans: [] } });
    });
    await openPage(page, '/mobile/student/home');
    await page.getByText('高中', { exact: true }).click();
    const region = page.getByRole('region', { name: '高中服务方案' });
    await expect(region.getByText('该学段暂无在售方案')).toBeVisible();
    await expect(region.getByRole('link')).toHaveCount(0);
    await page.getByText('初中', { exact: true }).click();
    await expect(page.getByRole('region', { name: '初中服务方案' }).getByRole('link')).toHaveCount(3);
  });

  test('pulling the page down reloads the plans', async ({ page }) => {
    let loads = 0;
    await page.route(isPlanList, async (route) => {
      loads += 1;
      const { response, body } = await fetchPlanList(route);
      const [first, ...rest] = body.plans;
      if (!first) throw new Error('no plans');
      return route.fulfill({ response, json: { ...body, plans: [{ ...first, subtitle: `第 ${loads} 次加载` }, ...rest] } });
    });
    await openPage(page, '/mobile/student/home');
    const firstCard = page.getByRole('region', { name: '小学服务方案' }).getByRole('link').first();
    await expect(firstCard).toContainText('第 1 次加载');

    await pullDown(page, 150, 300);
    await expect(firstCard).toContainText('第 2 次加载');
    expect(loads).toBe(2);
  });

  test.describe('when the server fails', () => {
    test.use({ allowBrowserProblems: true });

    test('the plans say they could not load, and 重试 loads them', async ({ page }) => {
      let failing = true;
      await page.route(isPlanList, (route) => (failing ? route.fulfill(serverError) : route.fallback()));
      await openPage(page, '/mobile/student/home');
      const region = page.getByRole('region', { name: '小学服务方案' });
      await expect(region.getByText('方案加载失败')).toBeVisible();
      await expect(region.getByText('服务器开小差了，请稍后再试')).toBeVisible();

      failing = false;
      await region.getByRole('button', { name: '重试' }).click();
      await expect(region.getByRole('link')).toHaveCount(3);
      await expect(region.getByText('方案加载失败')).toHaveCount(0);
    });

    test('the service status says it could not load (never 未开通), and 重试 loads it', async ({ page, student: _student }) => {
      let failing = true;
      await page.route('**/api/me/services', (route) => (failing ? route.fulfill(serverError) : route.fallback()));
      await openPage(page, '/mobile/student/home');
      const status = page.getByTestId('service-status');
      await expect(status).toContainText('服务状态加载失败');
      await expect(status).not.toContainText('未开通');

      failing = false;
      await status.getByRole('button', { name: '重试' }).click();
      await expect(status).toHaveText('我的服务未开通');
    });
  });
});
