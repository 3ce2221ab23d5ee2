import type { APIRequestContext, Page } from '@playwright/test';
import { type LibraryTree, libraryTreeSchema } from '../../../src/contract/library.ts';
import { type Account, bearer } from '../support/accounts.ts';
import { openPage } from '../support/app.ts';
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

const rail = (page: Page) => page.getByRole('navigation', { name: '学习空间' });

/** A picture of the screen as the learner sees it: the view scrolls inside its pane, so the page is one screen. */
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** Neither the page nor the view's pane scrolls sideways. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const pane = document.querySelector('[data-testid="companion-pane"]');
    return Math.max(document.documentElement.scrollWidth - window.innerWidth, pane ? pane.scrollWidth - pane.clientWidth : 0);
  });

test.describe('课本同步 in the pad space', () => {
  test.use({ studentProfile: { nickname: '林小雨', grade: '五年级' }, purchase: { planId: 'primary-30', channel: 'wechat_h5' } });

  test(
    'pad: a learner browses the textbooks, opens a unit’s lesson, practises a point and sees its mastery',
    { tag: '@pad-only' },
    async ({ page, request, paidLearner: student, loadedScripts }) => {
      test.setTimeout(120_000);
      const tree = await libraryOf(request, student);
      const [volume] = tree.volumes;
      const firstUnit = volume?.units[0];
      const unit = volume?.units[1] ?? firstUnit;
      const point = unit?.knowledgePoints[0];
      if (!volume || !firstUnit || !unit || !point) throw new Error('五年级 数学 has a volume with a unit and a point');

      // The rail leads to 课本同步: the learner's grade and 数学, every volume, the first unit open.
      await openPage(page, '/pad-xuesheng');
      await rail(page).getByRole('link', { name: '课本同步' }).click();
      await expect(page).toHaveURL(/\/pad-xuesheng\?view=library$/);
      await expect(page.getByRole('heading', { level: 1, name: '课本同步' })).toBeVisible();
      await expect(rail(page).getByRole('link', { name: '课本同步' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('combobox', { name: '年级' })).toHaveValue('五年级');
      await expect(page.getByRole('radio', { name: '数学' })).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByTestId('textbook-volume').getByRole('heading', { level: 2 })).toHaveText(
        tree.volumes.map((item) => startsWith(item.title)),
      );
      await expect(page.getByRole('button', { name: startsWith(firstUnit.title) })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('list', { name: `${firstUnit.title}的知识点` }).getByTestId('textbook-point')).toHaveText(
        firstUnit.knowledgePoints.map((item) => startsWith(`${item.title}未练习`)),
      );
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await shot(page, 'pad-01-library');

      // A unit's lesson opens in the space; the rail keeps 课本同步 and back leads there.
      const unitHead = page.getByRole('button', { name: startsWith(unit.title) });
      if (unit !== firstUnit) await unitHead.click();
      await expect(unitHead).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('link', { name: `讲解：${point.title}` }).click();
      await expect(page).toHaveURL(/\/pad-xuesheng\?view=lesson&lesson=[^&]+&from=library$/);
      await expect(page.getByText(`知识点：${point.title}`)).toBeVisible();
      await expect(rail(page).getByRole('link', { name: '课本同步' })).toHaveAttribute('aria-current', 'page');
      await shot(page, 'pad-02-lesson');
      await page.getByRole('button', { name: '返回课本同步' }).click();
      await expect(page).toHaveURL(/\/pad-xuesheng\?view=library$/);

      // 练一练: a set on the point, answered right; back in 课本同步 the point shows its mastery.
      if ((await unitHead.getAttribute('aria-expanded')) === 'false') await unitHead.click();
      await page.getByRole('button', { name: `练一练：${point.title}` }).click();
      await expect(page).toHaveURL(/\/pad-xuesheng\?view=set&set=/);
      const count = await page.getByRole('list', { name: '答题进度' }).getByRole('listitem').count();
      for (let index = 0; index < count; index += 1) {
        await expect(page.getByText(`第 ${index + 1} 题`, { exact: false }).first()).toBeVisible();
        await enterAnswer(page.locator('[data-exercise-id]'), true);
        await page.getByRole('button', { name: '提交答案' }).click();
        await expect(page.getByTestId('answer-feedback')).toContainText('回答正确');
        if (index < count - 1) await page.getByRole('button', { name: '下一题' }).click();
      }
      await page.getByRole('button', { name: '查看练习结果' }).click();
      await expect(page.getByTestId('practice-score')).toHaveText(String(count));
      await rail(page).getByRole('link', { name: '课本同步' }).click();
      const practised = (await libraryOf(request, student)).volumes
        .flatMap((item) => item.units.flatMap((candidate) => candidate.knowledgePoints))
        .find((candidate) => candidate.id === point.id);
      expect(practised?.mastery).not.toBeNull();
      if (unit !== firstUnit) await unitHead.click();
      const row = page.getByTestId('textbook-point').filter({ hasText: point.title }).first();
      await expect(row).toContainText(`${Math.round((practised?.mastery ?? 0) * 100)}%`);
      await shot(page, 'pad-03-library-practised');

      // Another subject and an earlier grade; 英语 before 三年级 says why it is empty; back to the learner's grade.
      await page.getByRole('radio', { name: '语文' }).click();
      await expect(page).toHaveURL(/view=library&grade=.+&subject=/);
      await page.getByRole('combobox', { name: '年级' }).selectOption('三年级');
      const third = await libraryOf(request, student, `?grade=${encodeURIComponent('三年级')}&subject=${encodeURIComponent('语文')}`);
      await expect(page.getByTestId('textbook-volume').getByRole('heading', { level: 2 })).toHaveText(
        third.volumes.map((item) => startsWith(item.title)),
      );
      await shot(page, 'pad-04-other-grade');
      await page.getByRole('combobox', { name: '年级' }).selectOption('一年级');
      await page.getByRole('radio', { name: '英语' }).click();
      await expect(page.getByText('一年级还没有英语课')).toBeVisible();
      await page.getByRole('button', { name: '回到五年级' }).click();
      await expect(page.getByRole('combobox', { name: '年级' })).toHaveValue('五年级');
      await expect(page.getByRole('radio', { name: '英语' })).toHaveAttribute('aria-checked', 'true');

      // Landscape: the same view, within the width.
      await page.setViewportSize({ width: 1366, height: 1024 });
      await page.getByRole('radio', { name: '数学' }).click();
      await expect(page.getByTestId('textbook-volume').first()).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await shot(page, 'pad-05-library-landscape');

      // The desktop bundle never loads the phone's UI library.
      const scripts = await loadedScripts.settled();
      expect(scripts.filter((script) => /\badm-[a-z]/.test(script.body)).map((script) => script.url)).toEqual([]);
    },
  );
});
