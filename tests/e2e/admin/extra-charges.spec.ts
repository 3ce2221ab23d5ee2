import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { alipayPaymentNotification } from '../../api/helpers/provider-notifications.ts';
import { expect, test } from '../support/fixtures.ts';
import { createOperatorWithCli, enrolInConsole, serverDataDir } from './support/operator.ts';
import { type Customer, newStudent } from './support/paid-order.ts';
import { phonePage } from './support/phone-page.ts';

/**
 * An extra charge, as a customer and an operator meet it (decision 025): the customer opened Alipay's cashier, went
 * back, paid with WeChat Pay; Alipay's close did not hold and its trade took the money too. The spec plays that
 * provider: it marks the simulator's closed trade paid (in the server's database) and sends Alipay's signed
 * notification. The app refunds it in full by itself; a refund Alipay refuses waits in 待复核 for 重试退款.
 */
type Order = { orderNo: string; amountFen: number; extraCharges: { refund: { status: string } }[] };

async function customerRequest(request: APIRequestContext, customer: Customer) {
  const headers = { authorization: `Bearer ${customer.token}` };
  const me = (await (await request.get('/api/me', { headers })).json()) as { learners: { id: string }[] };
  return {
    headers,
    learnerId: me.learners[0]?.id ?? '',
    order: async (orderNo: string) => (await (await request.get(`/api/orders/${orderNo}`, { headers })).json()) as Order,
    pay: async (orderNo: string, channel: 'wechat_h5' | 'alipay_wap') => {
      const reply = await request.post(`/api/orders/${orderNo}/pay`, { headers, data: { channel } });
      expect(reply.status(), await reply.text()).toBe(200);
      return ((await reply.json()) as { url: string }).url;
    },
  };
}

/** The simulator's Alipay trade of an attempt, as the provider holds it: `paid` makes it TRADE_SUCCESS (or closed). */
function setAlipayTrade(outTradeNo: string, status: 'TRADE_SUCCESS' | 'TRADE_CLOSED'): { tradeNo: string } {
  const db = new Database(path.join(serverDataDir(), 'banxue.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const row = db
      .prepare("select data from payment_simulator_transactions where provider = 'alipay' and out_trade_no = ?")
      .get(outTradeNo) as { data: string } | undefined;
    if (!row) throw new Error(`Alipay has no trade ${outTradeNo}`);
    const trade: Record<string, unknown> = { ...(JSON.parse(row.data) as Record<string, unknown>), status, paidAt: Date.now() };
    db.prepare("update payment_simulator_transactions set data = ? where provider = 'alipay' and out_trade_no = ?").run(
      JSON.stringify(trade),
      outTradeNo,
    );
    return { tradeNo: String(trade.tradeNo) };
  } finally {
    db.close();
  }
}

/** An order paid by WeChat Pay after its Alipay cashier was opened, then charged by Alipay as well. */
async function chargeTwice(
  page: Page,
  request: APIRequestContext,
  customer: Customer,
  { refundable }: { refundable: boolean },
): Promise<Order> {
  const client = await customerRequest(request, customer);
  const created = await request.post('/api/orders', {
    headers: { ...client.headers, 'idempotency-key': `e2e-extra-${Date.now()}-${Math.floor(Math.random() * 1e6)}` },
    data: { planId: 'junior-30', learnerId: client.learnerId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNo, amountFen } = (await created.json()) as Order;

  await page.goto(await client.pay(orderNo, 'alipay_wap'));
  await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
  await page.goto(await client.pay(orderNo, 'wechat_h5'));
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect.poll(async () => ((await client.order(orderNo)) as Order & { status: string }).status, { timeout: 20_000 }).toBe('PAID');

  const outTradeNo = `${orderNo}P01`;
  const { tradeNo } = setAlipayTrade(outTradeNo, refundable ? 'TRADE_SUCCESS' : 'TRADE_CLOSED');
  const notification = alipayPaymentNotification(
    { dataDir: serverDataDir(), now: Date.now() },
    { outTradeNo, amountFen },
    { trade_no: tradeNo },
  );
  const answer = await request.post('/api/payments/alipay/notify', { form: notification });
  expect(await answer.text()).toBe('success');
  const expected = refundable ? 'SUCCEEDED' : 'FAILED';
  await expect.poll(async () => (await client.order(orderNo)).extraCharges[0]?.refund.status, { timeout: 20_000 }).toBe(expected);
  return client.order(orderNo);
}

test.describe('an order charged twice', () => {
  test('is refunded by itself: the customer reads it on the order, the operator finds it by 重复扣款 with its attempts', async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const customer = await newStudent(request);
    const order = await chargeTwice(page, request, customer, { refundable: true });

    const phone = await phonePage(browser, baseURL, customer);
    await phone.goto('/mobile/student/mine');
    const row = phone.getByTestId('order-row').filter({ hasText: '重复支付的款项已原路退回' });
    await expect(row).toBeVisible();
    await row.getByRole('button').first().click();
    const sheet = phone.getByRole('dialog', { name: '订单详情' });
    await expect(sheet.getByRole('region', { name: '重复支付' })).toContainText('支付宝多付了 ¥249.00');
    await expect(sheet.getByRole('region', { name: '重复支付' })).toContainText('已原路退回');
    await phone.screenshot({ path: testInfo.outputPath('phone-order-extra-charge.png') });
    await phone.context().close();

    await enrolInConsole(page, await createOperatorWithCli('service'));
    await page.getByRole('menuitem', { name: '订单' }).click();
    await page.getByLabel('重复扣款').click();
    await page.getByTitle('有重复扣款').click();
    await page.getByRole('button', { name: '查询' }).click();
    const listed = page.getByRole('row').filter({ hasText: order.orderNo });
    await expect(listed.getByText('重复扣款·已退回')).toBeVisible();
    await listed.getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog', { name: `订单 ${order.orderNo}` });
    const charges = drawer.getByRole('table').filter({ hasText: '自动退款' });
    await expect(charges.getByRole('row').filter({ hasText: `${order.orderNo}P01` })).toContainText('退款成功');
    const attempts = drawer.getByRole('table').filter({ hasText: '关闭/支付时间' });
    await expect(attempts.getByRole('row').filter({ hasText: `${order.orderNo}P01` })).toContainText('重复扣款');
    await expect(attempts.getByRole('row').filter({ hasText: `${order.orderNo}P02` })).toContainText('已支付');
    await page.locator('.ant-drawer-content-wrapper').screenshot({ path: testInfo.outputPath('console-extra-charge.png') });
  });

  test('whose refund Alipay refuses waits in 待复核 until an operator’s 重试退款 gets it back', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const customer = await newStudent(request);
    const order = await chargeTwice(page, request, customer, { refundable: false });

    await enrolInConsole(page, await createOperatorWithCli('service'));
    await page.getByRole('menuitem', { name: '待复核' }).click();
    const queue = page.locator('.ant-card').filter({ hasText: '重复扣款退款失败' });
    const row = queue.getByRole('row').filter({ hasText: order.orderNo });
    await expect(row.getByText('重复扣款·退款失败')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('review-extra-charge.png'), fullPage: true });

    // Alipay can refund it now (the merchant's balance was topped up): the operator retries.
    setAlipayTrade(`${order.orderNo}P01`, 'TRADE_SUCCESS');
    await row.getByRole('button', { name: '去处理' }).click();
    const drawer = page.getByRole('dialog', { name: `订单 ${order.orderNo}` });
    await drawer.getByRole('button', { name: '重试退款' }).click();
    await expect(page.getByText('已重新申请退款：退款成功')).toBeVisible();
    await expect(drawer.getByRole('table').filter({ hasText: '自动退款' })).toContainText('退款成功');
    await expect(drawer.getByRole('button', { name: '重试退款' })).toHaveCount(0);
    await page.locator('.ant-drawer-content-wrapper').screenshot({ path: testInfo.outputPath('console-extra-charge-retried.png') });
    await page.keyboard.press('Escape');
    await expect(queue.getByRole('row').filter({ hasText: order.orderNo })).toHaveCount(0);
  });
});
