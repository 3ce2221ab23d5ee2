import { signIn } from '../support/account.ts';
import { mobileLayout, openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { freshPhone, inboxCode } from '../support/login-ui.ts';

test.describe('the service on the phone', () => {
  test('browses the stages: each shows its three plans with price, crossed-out original price and three inclusions', async ({ page }) => {
    await openPage(page, '/mobile/student/home');
    await expect(page.getByText('登录后查看服务状态')).toBeVisible();

    for (const [stage, first] of [
      ['初中', '初中AI伴学 · 月卡'],
      ['高中', '高中AI伴学 · 月卡'],
      ['小学', '小学AI伴学 · 月卡'],
    ] as const) {
      await page.getByText(stage, { exact: true }).click();
      const cards = page.getByRole('region', { name: `${stage}服务方案` }).getByRole('link');
      await expect(cards).toHaveCount(3);
      await expect(cards.first().getByRole('heading')).toHaveText(first);
      await expect(cards.first().getByTestId('price')).toHaveText(/^¥\d+\.\d{2}$/);
      await expect(cards.first().getByTestId('original-price')).toHaveCSS('text-decoration-line', 'line-through');
      await expect(cards.first().getByRole('listitem')).toHaveCount(3);
    }
    await expect(page).toHaveURL(/stage=primary/);
  });

  test('opens a plan: cover, price, inclusions, four steps, a collapsible FAQ and 立即购买 leading to login first', async ({ page }) => {
    await openPage(page, '/mobile/student/home?stage=junior');
    await page.getByRole('link', { name: '初中AI伴学 · 季卡（120天）' }).click();

    await expect(page).toHaveURL(/\/mobile\/student\/detail\?planId=junior-120$/);
    await expect(mobileLayout(page).title).toHaveText('AI伴学服务');
    await expect(page.getByRole('heading', { name: '初中AI伴学 · 季卡（120天）' })).toBeVisible();
    await expect(page.getByTestId('price').first()).toHaveText('¥799.00');
    await expect(page.getByRole('region', { name: '如何开始' }).getByRole('listitem')).toHaveCount(4);
    const faq = page.getByRole('region', { name: '常见问题' });
    const firstAnswer = faq.locator('p').first();
    await expect(firstAnswer).toBeHidden();
    await faq.getByText('服务从什么时候开始计算？再次购买怎么算？').click();
    await expect(firstAnswer).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('sharedData') ?? '{}').barText)).toBe('初中AI伴学 · 季卡（120天）');

    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page).toHaveURL(/\/mobile\/login\?redirect=%2Fmobile%2Fstudent%2Forder%3FplanId%3Djunior-120$/);
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
    await page.reload();
    await expect(page.getByTestId('overall-mastery')).toBeVisible();
    await recommended.click();
    await expect(page).toHaveURL(/\/mobile\/student\/detail\?planId=junior-(30|120|365)$/);
  });
});

test('a parent takes the assessment for a child, and the result is saved to that child', async ({ page, request }) => {
  const phone = freshPhone();
  const sent = await request.post('/api/auth/sms-codes', { data: { phone } });
  expect(sent.status()).toBe(204);
  const login = await request.post('/api/auth/login', { data: { phone, code: await inboxCode(request, phone), agreed: true } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.patch('/api/me', { headers, data: { role: 'parent' } })).status()).toBe(200);
  expect((await request.post('/api/me/learners', { headers, data: { name: '李小白', grade: '五年级' } })).status()).toBe(201);
  const me = await (await request.get('/api/me', { headers })).json();
  await signIn(page, { phone, token, user: me });

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
