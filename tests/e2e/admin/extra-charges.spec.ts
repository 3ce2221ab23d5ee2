import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { orderSchema } from '../../../src/contract/orders.ts';
import { alipayPaymentNotification } from '../../api/helpers/provider-notifications.ts';
import { type Account, bearer, cashierUrl, createOrder, orderUntil, pressCashier } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { serverDataDir } from './support/operator.ts';
import { phonePage } from './support/phone-page.ts';

/**
 * An extra charge, as a customer and an operator meet it (decision 025): the customer opened Alipay's cashier, went
 * back, paid with WeChat Pay; Alipay's close did not hold and its trade took the money too. The spec plays that
 * provider: it marks the simulator's closed trade paid (in the server's database) and sends Alipay's signed
 * notification. The app refunds it in full by itself; a refund Alipay refuses waits in 待复核 for 重试退款.
 */
const orderOf = async (request: APIRequestContext, customer: Account, orderNo: string) =>
  orderSchema.parse(await (await request.get(`/api/orders/${orderNo}`, { headers: bearer(customer) })).json());

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
async function chargeTwice(request: APIRequestContext, customer: Account, { refundable }: { refundable: boolean }) {
  const { orderNo, amountFen } = await createOrder(request, customer, {
    planId: 'junior-30',
    learnerId: customer.user.learners[0]?.id ?? '',
  });
  // The customer opens Alipay's cashier and goes back without paying; WeChat Pay's cashier then takes the money.
  const alipayCashier = await request.get(await cashierUrl(request, customer, orderNo, 'alipay_wap'));
  expect(await alipayCashier.text()).toContain('确认支付');
  await pressCashier(request, await cashierUrl(request, customer, orderNo, 'wechat_h5'), 'pay');
  await orderUntil(request, customer, orderNo, 'PAID');

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
  await expect
    .poll(async () => (await orderOf(request, customer, orderNo)).extraCharges[0]?.refund.status, { timeout: 20_000 })
    .toBe(expected);
  return orderOf(request, customer, orderNo);
}

test.describe('an order charged twice', () => {
  test.use({ operatorRole: 'service' });

  test('is refunded by itself: the customer reads it on the order, the operator finds it by 重复扣款 with its attempts', async ({
    page,
    request,
    browser,
    baseURL,
    student: customer,
    operator: _operator,
  }, testInfo) => {
    test.setTimeout(90_000);
    const order = await chargeTwice(request, customer, { refundable: true });

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

  test('whose refund Alipay refuses waits in 待复核 until an operator’s 重试退款 gets it back', async ({
    page,
    request,
    student: customer,
    operator: _operator,
  }, testInfo) => {
    test.setTimeout(90_000);
    const order = await chargeTwice(request, customer, { refundable: false });

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
