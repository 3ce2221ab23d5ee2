import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, bearer, createOrder } from '../support/accounts.ts';
import { mobileLayout, openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';

const PLAN = { id: 'junior-120', title: '初中AI伴学 · 学期卡（120天）', price: '¥799.00', days: 120 };
const DAY_MS = 24 * 60 * 60 * 1000;
const RESULT_TIMEOUT = { timeout: 20_000 };

async function ordersOf(request: APIRequestContext, account: Account) {
  const response = await request.get('/api/orders', { headers: bearer(account) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: { orderNo: string; status: string }[] }).orders;
}

/** The service end date the result page may show for a payment made between `from` and `to` (Shanghai calendar). */
function expectedEndDates(from: number, to: number): string[] {
  const format = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'long', day: 'numeric' });
  return [...new Set([format.format(from + PLAN.days * DAY_MS), format.format(to + PLAN.days * DAY_MS)])];
}

/** 2027年3月1日 → 2027-03-01 */
function isoDateOf(chineseDate: string): string {
  const match = /^(\d{4})年(\d{1,2})月(\d{1,2})日$/.exec(chineseDate);
  if (!match) throw new Error(`not a Chinese date: ${chineseDate}`);
  const [, year, month, day] = match;
  return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}

/** From the plan's page to the confirm-order page, with the plan and price the server gives. */
async function openCheckout(page: Page) {
  await openPage(page, `/mobile/student/detail?planId=${PLAN.id}`);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(new RegExp(`/mobile/student/order\\?planId=${PLAN.id}$`));
  await expect(mobileLayout(page).title).toHaveText('确认订单');
  await expect(page.getByRole('heading', { name: PLAN.title })).toBeVisible();
  await expect(page.getByTestId('pay-amount')).toHaveText(PLAN.price);
  await expect(page.getByRole('region', { name: '学习者' })).toContainText('林小雨');
}

/** The result page reads the order from the server until it is paid, then shows the new service end date. */
async function expectPaid(page: Page, paidBetween: number) {
  await expect(page.getByText('支付成功')).toBeVisible(RESULT_TIMEOUT);
  const period = page.getByTestId('service-ends-at');
  await expect(period).toHaveText(/^服务有效期至 \d{4}年\d{1,2}月\d{1,2}日$/);
  const endsAt = (await period.innerText()).replace('服务有效期至 ', '');
  expect(expectedEndDates(paidBetween, Date.now())).toContain(endsAt);
  await expect(page.getByText(PLAN.title)).toBeVisible();
  return endsAt;
}

/** Mine shows the new period and the order, paid. */
async function expectMineShowsPaid(page: Page, endsAt: string) {
  await page.getByRole('link', { name: '查看我的服务' }).click();
  await expect(page).toHaveURL(/\/mobile\/student\/mine$/);
  const period = page.getByTestId('service-period');
  await expect(period).toContainText('服务中');
  await expect(period).toContainText(`服务有效期至 ${endsAt}`);
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(PLAN.title);
  await expect(rows.first()).toContainText('已支付');
  await expect(rows.first()).toContainText(PLAN.price);
  await expect(rows.first().getByRole('link', { name: '去支付' })).toHaveCount(0);
}

test.describe('paying on the phone', () => {
  test('WeChat Pay H5: a double tap makes one order, the simulator cashier pays it, wxResult, mine and the student home show it', async ({
    page,
    request,
    student,
  }) => {
    await openPage(page, '/mobile/student/home');
    await expect(page.getByTestId('service-status')).toContainText('未开通');
    await openCheckout(page);
    await expect(page.getByRole('radio', { name: '微信支付' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '支付宝' })).not.toBeChecked();

    // Without the agreement nothing is sent.
    await page.getByRole('button', { name: '提交订单并支付' }).click();
    await expect(page.getByRole('alert')).toContainText('请先阅读并同意');
    expect(await ordersOf(request, student)).toHaveLength(0);

    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    const started = Date.now();
    await page.getByRole('button', { name: '提交订单并支付' }).dblclick();

    await expect(page).toHaveURL(/\/_sim\/wechatpay\//);
    await expect(page.getByText('模拟支付').first()).toBeVisible();
    await expect(page.getByText(PLAN.price)).toBeVisible();
    expect(await ordersOf(request, student)).toHaveLength(1);
    await page.getByRole('button', { name: '确认支付' }).click();

    await expect(page).toHaveURL(/\/mobile\/student\/wxResult\?orderNo=BX\d+/);
    await expect(mobileLayout(page).title).toHaveText('支付结果');
    const endsAt = await expectPaid(page, started);
    await expectMineShowsPaid(page, endsAt);

    // The student home's status card: the same end date, written YYYY-MM-DD.
    await mobileLayout(page).serviceTab.click();
    await expect(page).toHaveURL(/\/mobile\/student\/home/);
    await expect(page.getByTestId('service-status')).toHaveText(`我的服务服务中，至 ${isoDateOf(endsAt)}`);
  });

  test('Alipay WAP: the simulator cashier pays, the return lands on result, mine shows it', async ({ page, student: _student }) => {
    await openCheckout(page);
    await page.getByRole('radio', { name: '支付宝' }).check();
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    const started = Date.now();
    await page.getByRole('button', { name: '提交订单并支付' }).click();

    await expect(page).toHaveURL(/\/_sim\/alipay\//);
    await expect(page.getByText('模拟支付').first()).toBeVisible();
    await page.getByRole('button', { name: '确认支付' }).click();

    await expect(page).toHaveURL(/\/mobile\/student\/result\?/);
    const endsAt = await expectPaid(page, started);
    await expectMineShowsPaid(page, endsAt);
  });

  test('leaving the cashier unpaid: the order stays payable, and paying it again from mine pays that same order', async ({
    page,
    request,
    student,
  }) => {
    await openCheckout(page);
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await page.getByRole('button', { name: '提交订单并支付' }).click();
    await expect(page).toHaveURL(/\/_sim\/wechatpay\//);
    await page.getByRole('button', { name: '取消支付' }).click();

    // Back on our side, the order is not paid: the result page is confirming the result and offers to pay again.
    await expect(page).toHaveURL(/\/mobile\/student\/wxResult\?orderNo=BX\d+/);
    await expect(page.getByRole('status')).toHaveText('正在确认支付结果', RESULT_TIMEOUT);
    await expect(page.getByText('如果取消了支付，可以重新支付')).toBeVisible();
    await expect(page.getByRole('link', { name: '重新支付' })).toBeVisible();
    await expect(page.getByRole('button', { name: '我已完成支付' })).toBeVisible();
    await page.getByRole('button', { name: '遇到问题' }).click();
    await expect(page.getByRole('dialog')).toContainText('400-860-2580');
    await page.getByRole('button', { name: '知道了' }).click();

    await openPage(page, '/mobile/student/mine');
    const row = page.getByTestId('order-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('待支付');
    await row.getByRole('link', { name: '去支付' }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/order\?orderNo=BX\d+$/);
    await expect(page.getByText(PLAN.title)).toBeVisible();
    const started = Date.now();
    await page.getByRole('button', { name: '立即支付' }).click();
    await expect(page).toHaveURL(/\/_sim\/wechatpay\//);
    await page.getByRole('button', { name: '确认支付' }).click();

    await expectPaid(page, started);
    const orders = await ordersOf(request, student);
    expect(orders.map((order) => order.status)).toEqual(['PAID']);
  });

  test('buying the same plan again while an order is unpaid: the checkout offers to pay that order instead of making another', async ({
    page,
    request,
    student,
  }) => {
    await openCheckout(page);
    await expect(page.getByTestId('pending-order-notice')).toHaveCount(0);
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await page.getByRole('button', { name: '提交订单并支付' }).click();
    await expect(page).toHaveURL(/\/_sim\/wechatpay\//);
    await page.getByRole('button', { name: '取消支付' }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/wxResult\?orderNo=BX\d+/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

    await openCheckout(page);
    const notice = page.getByTestId('pending-order-notice');
    await expect(notice).toContainText('你已有一笔这个方案的订单还没有支付');
    await notice.getByRole('link', { name: '继续支付这笔订单' }).click();
    await expect(page).toHaveURL(new RegExp(`/mobile/student/order\\?orderNo=${orderNo}$`));
    expect((await ordersOf(request, student)).map((order) => order.orderNo)).toEqual([orderNo]);
  });

  test('a pending order can be cancelled from mine after confirming', async ({ page, request, student }) => {
    await createOrder(request, student, { planId: PLAN.id, learnerId: student.user.learners[0]?.id ?? '' });

    await openPage(page, '/mobile/student/mine');
    const row = page.getByTestId('order-row');
    await expect(row).toContainText('待支付');
    // The row opens the order's details; cancelling asks first.
    await row.getByRole('button').first().click();
    const detail = page.getByRole('dialog', { name: '订单详情' });
    await expect(detail).toContainText(PLAN.title);
    await detail.getByRole('button', { name: '取消订单' }).click();
    await page.getByRole('dialog').filter({ hasText: '确定取消这个订单吗' }).getByRole('button', { name: '取消订单' }).click();
    await expect(page.getByText('订单已取消')).toBeVisible();
    await expect(row).toContainText('已关闭');
    await expect(row.getByRole('link', { name: '去支付' })).toHaveCount(0);
  });

  test.describe('inside WeChat', () => {
    // The phone project's user agent with WeChat's token appended: the page pays by JSAPI.
    test.use({ userAgent: async ({ userAgent }, use) => use(`${userAgent ?? ''} MicroMessenger/8.0.50`) });

    test('WeChat Pay JSAPI: OAuth comes back by itself, the bridge opens the cashier, wxResult shows 支付成功', async ({
      page,
      student: _student,
    }) => {
      await openCheckout(page);
      await expect(page.getByRole('radio', { name: '微信支付' })).toBeChecked();
      await expect(page.getByRole('radio', { name: '支付宝' })).toHaveCount(0);
      await expect(page.getByText('在微信中无法使用支付宝，如需支付宝支付请点击右上角在浏览器中打开')).toBeVisible();
      await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
      const started = Date.now();
      await page.getByRole('button', { name: '提交订单并支付' }).click();

      // Through the simulated OAuth page and back: the one-use code is gone from the address.
      const cashier = page.frameLocator('iframe[src*="/_sim/"]');
      await expect(cashier.getByRole('button', { name: '确认支付' })).toBeVisible(RESULT_TIMEOUT);
      await expect(page).toHaveURL(/\/mobile\/student\/order\?orderNo=BX\d+$/);
      await cashier.getByRole('button', { name: '确认支付' }).click();

      await expect(page).toHaveURL(/\/mobile\/student\/wxResult\?orderNo=BX\d+/);
      const endsAt = await expectPaid(page, started);
      await expectMineShowsPaid(page, endsAt);
    });

    test('WeChat Pay JSAPI cancelled in the cashier: a toast, and the order stays on the page to pay', async ({
      page,
      request,
      student,
    }) => {
      await openCheckout(page);
      await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
      await page.getByRole('button', { name: '提交订单并支付' }).click();

      const cashier = page.frameLocator('iframe[src*="/_sim/"]');
      await cashier.getByRole('button', { name: '取消支付' }).click(RESULT_TIMEOUT);
      await expect(page.getByText('已取消支付')).toBeVisible();
      await expect(page).toHaveURL(/\/mobile\/student\/order\?orderNo=BX\d+$/);
      await expect(page.getByRole('button', { name: '立即支付' })).toBeEnabled();
      expect((await ordersOf(request, student)).map((order) => order.status)).toEqual(['PENDING']);
    });
  });

  test.describe('an order that is not there', () => {
    test.use({ allowBrowserProblems: true });

    test('the result page says so, with a way to the orders', async ({ page, student: _student }) => {
      await openPage(page, '/mobile/student/wxResult?orderNo=BX20260101000000123456789');
      await expect(page.getByText('没有找到这个订单')).toBeVisible();
      await page.getByRole('link', { name: '查看我的订单' }).click();
      await expect(page).toHaveURL(/\/mobile\/student\/mine$/);
    });
  });
});
