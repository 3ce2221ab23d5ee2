import type { APIRequestContext, Page } from '@playwright/test';
import { type LibraryTree, libraryTreeSchema } from '../../../src/contract/library.ts';
import { type Account, bearer } from '../support/accounts.ts';
import { mobileLayout, openPage } from '../support/app.ts';
import { enterAnswer } from '../support/companion-practice.ts';
import { expect, test } from '../support/fixtures.ts';

/** Text that starts with `text`, whatever characters it holds. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The tree the API gives the learner (the API tests compare it with the content files). */
async function libraryOf(request: APIRequestContext, account: Account, query = ''): Promise<LibraryTree> {
  const response = await request.get(`/api/companion/library${query}`, { headers: bearer(account) });
  expect(response.status(), await response.text()).toBe(200);
  return libraryTreeSchema.parse(await response.json());
}

/** Answers every exercise of the practice set on screen right, then shows the result. */
async function practiseAllRight(page: Page): Promise<number> {
  const count = await page.getByRole('list', { name: '答题进度' }).getByRole('listitem').count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let index = 0; index < count; index += 1) {
    await expect(page.getByText(`第 ${index + 1} 题`, { exact: false }).first()).toBeVisible();
    await enterAnswer(page.locator('[data-exercise-id]'), true);
    await page.getByRole('button', { name: '提交答案' }).click();
    await expect(page.getByTestId('answer-feedback')).toContainText('回答正确');
    if (index < count - 1) await page.getByRole('button', { name: '下一题' }).click();
  }
  await page.getByRole('button', { name: '查看练习结果' }).click();
  await expect(page.getByTestId('practice-score')).toHaveText(String(count));
  return count;
}

test.describe('课本同步 on the phone', () => {
  test.use({ studentProfile: { nickname: '林小雨', grade: '五年级' }, purchase: { planId: 'primary-30', channel: 'wechat_h5' } });

  test('a learner browses the textbooks, opens a unit’s lesson, practises a point and sees its mastery', async ({
    page,
    request,
    paidLearner: student,
  }) => {
    test.setTimeout(120_000);
    const subjectTab = (subject: string) => page.getByRole('region', { name: '选择课本' }).getByText(subject, { exact: true });
    const shot = (name: string, fullPage = true) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
    const tree = await libraryOf(request, student);
    const [volume] = tree.volumes;
    const firstUnit = volume?.units[0];
    const unit = volume?.units[1] ?? firstUnit;
    const point = unit?.knowledgePoints[0];
    if (!volume || !firstUnit || !unit || !point) throw new Error('五年级 数学 has a volume with a unit and a point');

    // 今日学习 leads into 课本同步: the learner's grade and 数学, every volume, the first unit open.
    await openPage(page, '/mobile/student/study');
    await expect(page.getByTestId('library-entry')).toContainText('人教版五年级');
    await shot('00-study');
    await page.getByTestId('library-entry').click();
    await expect(page).toHaveURL(/\/mobile\/student\/library$/);
    await expect(mobileLayout(page).title).toHaveText('课本同步');
    await expect(page.getByRole('button', { name: '年级：五年级' })).toBeVisible();
    await expect(page.getByTestId('textbook-volume').getByRole('heading', { level: 2 })).toHaveText(
      tree.volumes.map((item) => startsWith(`${item.title}`)),
    );
    const units = page.getByTestId('textbook-unit');
    await expect(units).toHaveCount(tree.volumes.reduce((sum, item) => sum + item.units.length, 0));
    await expect(page.getByRole('button', { name: startsWith(`${firstUnit.title}`) })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('list', { name: `${firstUnit.title}的知识点` }).getByTestId('textbook-point')).toHaveText(
      firstUnit.knowledgePoints.map((item) => startsWith(`${item.title}未练习`)),
    );
    await shot('01-library');

    // Open the unit and its first point's lesson; back lands on the same textbooks.
    const unitHead = page.getByRole('button', { name: startsWith(`${unit.title}`) });
    if (unit !== firstUnit) {
      await expect(unitHead).toHaveAttribute('aria-expanded', 'false');
      await unitHead.click();
    }
    await expect(unitHead).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: `讲解：${point.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/mobile/student/lesson/${encodeURIComponent(point.lessonId)}$`));
    await expect(mobileLayout(page).title).toHaveText('学习讲解');
    await expect(page.getByText(`知识点：${point.title}`)).toBeVisible();
    await shot('02-lesson', false);
    await page.goBack();
    await expect(page).toHaveURL(/\/mobile\/student\/library$/);

    // 练一练: a practice set on the point, answered right; back in 课本同步 the point shows its mastery.
    if ((await unitHead.getAttribute('aria-expanded')) === 'false') await unitHead.click();
    await page.getByRole('button', { name: `练一练：${point.title}` }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/practice\/[^/]+$/);
    await expect(mobileLayout(page).title).toHaveText('练习');
    await practiseAllRight(page);
    await openPage(page, '/mobile/student/library');
    const practised = (await libraryOf(request, student)).volumes
      .flatMap((item) => item.units.flatMap((candidate) => candidate.knowledgePoints))
      .find((candidate) => candidate.id === point.id);
    expect(practised?.mastery).not.toBeNull();
    if (unit !== firstUnit) await page.getByRole('button', { name: startsWith(`${unit.title}`) }).click();
    const row = page.getByTestId('textbook-point').filter({ hasText: point.title }).first();
    await expect(row).toContainText(`${Math.round((practised?.mastery ?? 0) * 100)}%`);
    await expect(row).toContainText(practised?.mastered ? '已掌握' : /基本掌握|待加强/);
    await shot('03-library-practised');

    // Another subject, and another grade from the sheet; 英语 before 三年级 says why it is empty.
    await subjectTab('语文').click();
    await expect(page).toHaveURL(/subject=%E8%AF%AD%E6%96%87/);
    const chinese = await libraryOf(request, student, `?subject=${encodeURIComponent('语文')}`);
    await expect(page.getByTestId('textbook-volume').first()).toContainText(chinese.volumes[0]?.title ?? '');
    await page.getByRole('button', { name: '年级：五年级' }).click();
    const sheet = page.getByRole('dialog', { name: '选择年级' });
    await expect(sheet).toBeVisible();
    await shot('04-grade-sheet', false);
    await sheet.getByText('三年级', { exact: true }).click();
    await expect(page.getByRole('button', { name: '年级：三年级' })).toBeVisible();
    const third = await libraryOf(request, student, `?grade=${encodeURIComponent('三年级')}&subject=${encodeURIComponent('语文')}`);
    await expect(page.getByTestId('textbook-volume').first()).toContainText(third.volumes[0]?.title ?? '');
    await expect(page.getByText('正在看三年级的课本')).toBeVisible();
    await page.getByRole('button', { name: '年级：三年级' }).click();
    await page.getByRole('dialog', { name: '选择年级' }).getByText('一年级', { exact: true }).click();
    await subjectTab('英语').click();
    await expect(page.getByText('一年级还没有英语课')).toBeVisible();
    await shot('05-empty');
    await page.getByRole('button', { name: '回到五年级' }).click();
    await expect(page.getByRole('button', { name: '年级：五年级' })).toBeVisible();
  });
});
