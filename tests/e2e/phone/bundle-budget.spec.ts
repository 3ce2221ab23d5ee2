import { describeWeight, JS_BUDGET_BYTES, javascriptOf } from '../support/bundle-budget.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('JavaScript budget on a phone (gzip)', () => {
  test('the marketing home stays within its budget', async ({ page }) => {
    const weight = await javascriptOf(page, '/mobile/home', () => expect(page.getByRole('link', { name: '查看服务方案' })).toBeVisible());
    expect(weight.total, describeWeight(weight)).toBeLessThanOrEqual(JS_BUDGET_BYTES['/mobile/home']);
    // A page that loaded no script at all would pass any budget.
    expect(weight.files.length).toBeGreaterThan(3);
  });

  test("a student's home stays within its budget", async ({ page, student: _student }) => {
    const weight = await javascriptOf(page, '/mobile/student/home', () => expect(page.getByText('未开通').first()).toBeVisible());
    expect(weight.total, describeWeight(weight)).toBeLessThanOrEqual(JS_BUDGET_BYTES['/mobile/student/home']);
  });
});
