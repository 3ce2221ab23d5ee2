import { openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { CHILD_IMG, CHILD_SCRIPT, collectDialogs, injectedElements, NICKNAME } from '../support/hostile-text.ts';

// On the pad space (/pad-xuesheng), which shows learner names: what a pad opens.
test.describe('hostile text in the pad space', { tag: '@pad-only' }, () => {
  test.use({
    parentProfile: { children: [{ name: CHILD_IMG, paid: true }, { name: CHILD_SCRIPT }] },
    studentProfile: { nickname: NICKNAME, grade: '初二' },
  });

  test('a parent’s children named with HTML: the cards, the child’s space and its rail show the names as text', async ({
    page,
    parent,
  }) => {
    await page.setViewportSize({ width: 1366, height: 1024 });
    expect(parent.user.learners.map((learner) => learner.name).sort()).toEqual([CHILD_IMG, CHILD_SCRIPT].sort());
    const dialogs = collectDialogs(page);

    await openPage(page, '/pad-xuesheng');
    await expect(page.getByTestId('learner-space')).toHaveCount(2);
    await expect(page.getByRole('region', { name: CHILD_IMG, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: CHILD_SCRIPT, exact: true })).toBeVisible();
    expect(await injectedElements(page)).toEqual([]);

    await page
      .getByRole('region', { name: CHILD_IMG, exact: true })
      .getByRole('link', { name: `进入${CHILD_IMG}的学习空间` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `${CHILD_IMG}的今日学习`, exact: true })).toBeVisible();
    await expect(page.getByText(CHILD_IMG, { exact: true }).first()).toBeVisible();
    expect(await injectedElements(page)).toEqual([]);
    expect(dialogs, 'no payload opened a dialog').toEqual([]);
  });

  test('a student whose nickname is an SVG with an onload handler is greeted by it as text', async ({ page, paidLearner }) => {
    expect(paidLearner.user.nickname).toBe(NICKNAME);
    const dialogs = collectDialogs(page);

    await openPage(page, '/pad-xuesheng');
    await expect(page.getByRole('heading', { level: 1, name: `你好，${NICKNAME}`, exact: true })).toBeVisible();
    expect(await injectedElements(page)).toEqual([]);
    expect(dialogs, 'no payload opened a dialog').toEqual([]);
  });
});
