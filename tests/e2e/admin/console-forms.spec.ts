import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createTestPlan } from './support/plans.ts';

// The customer here pays with Alipay, whose refunds succeed at once (WeChat Pay's are 退款中 for a moment).
test.use({ purchase: { planId: 'junior-30', channel: 'alipay_wap' } });

/** The errors antd shows under a form field, found by the field's label (not the one fading out as it changes). */
function fieldError(scope: Locator, label: string): Locator {
  return scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().getByLabel(label, { exact: true }) })
    .locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');
}

/** The requests of a method to a path, counted as the browser sends them (before any answer). */
function countRequests(page: Page, method: string, path: RegExp): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  });
  return { count: () => count };
}

test.describe('operations console forms', () => {
  test('a plan’s 售价 and 原价 refuse 0, negative, three-decimal and exponent amounts on the field instead of saving another price', async ({
    page,
    request,
    operator: _operator,
  }, testInfo) => {
    test.setTimeout(60_000);
    const { title } = await createTestPlan(page, request, { idPrefix: 'e2e-money', titlePrefix: '金额测试' });
    const saves = countRequests(page, 'PUT', /^\/api\/admin\/plans\//);

    await page.getByRole('menuitem', { name: '套餐' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `编辑 ${title}` }).click();
    const editor = page.getByRole('dialog', { name: `编辑套餐 · ${title}` });
    const price = editor.getByLabel('售价（元）');
    const original = editor.getByLabel('原价（元）');

    for (const [typed, message] of [
      ['0', '金额须大于 0'],
      ['-5', '金额须大于 0'],
      ['199.999', '金额最多两位小数（精确到分）'],
      ['1e3', '请输入金额，如 199 或 199.90'],
    ] as const) {
      await price.fill(typed);
      await editor.getByRole('button', { name: '保存' }).click();
      await expect(fieldError(editor, '售价（元）')).toHaveText(message);
      // What was typed stays as typed: nothing is clamped or rounded behind the operator's back.
      await expect(price).toHaveValue(typed);
    }
    await price.fill('199.00');
    await original.fill('0');
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(fieldError(editor, '售价（元）')).toHaveCount(0);
    await expect(fieldError(editor, '原价（元）')).toHaveText('金额须大于 0');
    await original.fill('299.999');
    await price.fill('0');
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(fieldError(editor, '原价（元）')).toHaveText('金额最多两位小数（精确到分）');
    await expect(fieldError(editor, '售价（元）')).toHaveText('金额须大于 0');
    await editor.screenshot({ path: testInfo.outputPath('plan-price-errors.png') });
    expect(saves.count(), 'no amount above was sent to the server').toBe(0);

    // A right amount is saved as typed.
    await price.fill('0.01');
    await original.fill('1000');
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已保存')).toBeVisible();
    await expect(row.getByTestId('plan-price')).toHaveText('¥0.01');
    expect(saves.count()).toBe(1);
  });

  test('a partial refund above what is left, of 0 or with three decimals is refused on 退款金额; a right one is refunded, and the timeline and the audit log say it in words', async ({
    page,
    paidLearner: { orderNo },
    operator: admin,
  }, testInfo) => {
    test.setTimeout(90_000);
    const refunds = countRequests(page, 'POST', /\/refunds$/);

    await page.goto(`/admin/orders?order=${orderNo}`);
    const drawer = page.getByRole('dialog', { name: `订单 ${orderNo}` });
    await drawer.getByRole('button', { name: '退款' }).click();
    const dialog = page.getByRole('dialog', { name: `退款 · ${orderNo}` });
    await expect(dialog.getByText('可退金额：¥249.00')).toBeVisible();
    await dialog.getByRole('radio', { name: '部分退款' }).check();
    await dialog.getByLabel('退款原因').fill('部分退款测试');
    const amount = dialog.getByLabel('退款金额（元）');

    for (const [typed, message] of [
      ['500', '不能超过可退金额 ¥249.00'],
      ['249.01', '不能超过可退金额 ¥249.00'],
      ['0', '金额须大于 0'],
      ['-1', '金额须大于 0'],
      ['1.234', '金额最多两位小数（精确到分）'],
    ] as const) {
      await amount.fill(typed);
      await dialog.getByRole('button', { name: '确认退款' }).click();
      await expect(fieldError(dialog, '退款金额（元）')).toHaveText(message);
      await expect(amount).toHaveValue(typed);
    }
    await amount.fill('500');
    await dialog.getByRole('button', { name: '确认退款' }).click();
    await expect(fieldError(dialog, '退款金额（元）')).toHaveText('不能超过可退金额 ¥249.00');
    await dialog.screenshot({ path: testInfo.outputPath('refund-amount-error.png') });
    expect(refunds.count(), 'no refund was asked for').toBe(0);

    await amount.fill('12.34');
    await dialog.getByRole('button', { name: '确认退款' }).click();
    await expect(page.getByText('已退款 ¥12.34')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(refunds.count()).toBe(1);
    await expect(drawer.getByText('部分退款', { exact: true })).toBeVisible();

    // The timeline names who and what, and shows times in Beijing time.
    const events = drawer.getByTestId('timeline-event');
    await expect(events.filter({ hasText: '下单' })).toContainText('套餐：初中AI伴学 · 月卡');
    await expect(events.filter({ hasText: '下单' })).toContainText('学员：林小雨');
    await expect(events.filter({ hasText: '支付成功' })).toContainText(/服务到期：\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    await expect(events.filter({ hasText: '申请退款' })).toContainText(`操作员：${admin.name}`);
    const timeline = await drawer.getByTestId('timeline-event').allInnerTexts();
    expect(timeline.join('\n')).not.toMatch(/[0-9a-f]{32}|：\d{13}(；|$)|succeeded|processing/m);
    await drawer.locator('.ant-timeline').screenshot({ path: testInfo.outputPath('order-timeline.png') });

    // The audit log: the refund's fields by name, its state in refund words.
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: '审计日志' }).click();
    const entry = page.getByRole('row').filter({ hasText: orderNo }).filter({ hasText: '退款' });
    await expect(entry).toContainText('退款编号：');
    await expect(entry).toContainText(/退款状态：退款(成功|中)/);
    await expect(entry).not.toContainText('refundId');
    await expect(entry).not.toContainText('待支付');
    await entry.screenshot({ path: testInfo.outputPath('audit-refund.png') });
  });

  test('a double click on 创建 creates the operator once and shows its one-time password', async ({
    page,
    operator: _operator,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.getByRole('menuitem', { name: '操作员' }).click();
    await page.getByRole('button', { name: '新建操作员' }).click();
    const name = `e2e-twice-${Math.floor(Math.random() * 1e6)}`;
    await page.getByRole('dialog', { name: '新建操作员' }).getByLabel('账号').fill(name);
    const creates = countRequests(page, 'POST', /^\/api\/admin\/operators$/);

    await page.getByRole('button', { name: '创建', exact: true }).dblclick();

    const credentials = page.getByRole('dialog', { name: `已创建 ${name}` });
    await expect(credentials.getByTestId('one-time-password')).toHaveText(/^[\w-]{23}$/);
    await expect(page.getByRole('dialog', { name: '新建操作员' })).toBeHidden();
    await credentials.screenshot({ path: testInfo.outputPath('operator-created.png') });
    expect(creates.count(), 'one create was sent').toBe(1);
    await credentials.getByRole('button', { name: '我已记下' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  });

  test('the home page’s 主标题 and 副标题 count their characters and refuse more than fits, without publishing', async ({
    page,
    operator: _operator,
  }, testInfo) => {
    test.setTimeout(60_000);
    const puts = countRequests(page, 'PUT', /^\/api\/admin\/content\/home$/);
    await page.getByRole('menuitem', { name: '内容' }).click();
    const headline = page.getByLabel('主标题', { exact: true });
    await headline.fill('这是一个为了测试长度而写得特别特别特别长的主标题文字，超过三十个字');
    await page.getByRole('button', { name: /发\s*布/ }).click();
    await expect(fieldError(page.locator('form'), '主标题')).toHaveText('主标题最多 30 个字');
    await expect(page.locator('.ant-input-show-count-suffix, .ant-input-data-count').first()).toContainText('/ 30');
    await page.screenshot({ path: testInfo.outputPath('headline-too-long.png') });
    expect(puts.count()).toBe(0);
  });
});
