import { describeWeight, JS_BUDGET_BYTES, javascriptOf } from '../support/bundle-budget.ts';
import { expect, test } from '../support/fixtures.ts';

// The budget is for a PC (the pad loads the same page): like every desktop test without a tag, it runs in pc only.
test('JavaScript budget: the PC home stays within its budget (gzip)', async ({ page }) => {
  const weight = await javascriptOf(page, '/home', () => expect(page.locator('#home')).toBeVisible());
  expect(weight.total, describeWeight(weight)).toBeLessThanOrEqual(JS_BUDGET_BYTES['/home']);
  expect(weight.files.length).toBeGreaterThan(3);
});
