import { describeWeight, JS_BUDGET_BYTES, javascriptOf } from '../support/bundle-budget.ts';
import { expect, test } from '../support/fixtures.ts';

test('JavaScript budget: the PC home stays within its budget (gzip)', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'pc', 'the budget is for a PC; the pad loads the same page');
  const weight = await javascriptOf(page, '/home', () => expect(page.locator('#home')).toBeVisible());
  expect(weight.total, describeWeight(weight)).toBeLessThanOrEqual(JS_BUDGET_BYTES['/home']);
  expect(weight.files.length).toBeGreaterThan(3);
});
