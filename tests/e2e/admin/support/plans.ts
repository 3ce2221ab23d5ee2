import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * A plan of the test's own (¥199, was ¥299, 30 days), made through the console's API with the signed-in operator's
 * session and off sale, so no other spec's prices or plan lists move. Its id and title end in the same random part.
 */
export async function createTestPlan(
  page: Page,
  request: APIRequestContext,
  { idPrefix, titlePrefix }: { idPrefix: string; titlePrefix: string },
) {
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  const planId = `${idPrefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  const title = `${titlePrefix} ${planId.slice(-4)}`;
  const created = await request.post('/api/admin/plans', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      id: planId,
      title,
      subtitle: '浏览器测试专用',
      stage: 'junior',
      priceFen: 19_900,
      originalPriceFen: 29_900,
      durationDays: 30,
      inclusions: ['个性化学习计划'],
      detailSections: [],
      faq: [],
      coverImage: '/images/plans/junior.svg',
      onSale: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { planId, title };
}
