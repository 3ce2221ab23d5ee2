import type { Page } from '@playwright/test';
import { signIn } from '../support/account.ts';
import { openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { newParent, newStudent, payForLearner } from '../support/student-space-accounts.ts';

/**
 * Issue 9, hostile input, on the pad space (/pad-xuesheng), which shows learner names: names made of HTML are
 * stored as typed and shown as text. Each payload fits the API's rule for names (1–20 characters).
 */
const NICKNAME = '<svg onload=alert()>';
const CHILD_IMG = '<b>x</b><img src=x>';
const CHILD_SCRIPT = '<script>z()</script>';

/** Elements that only a payload rendered as HTML would create (the app itself makes none of them). */
async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], script:not([src])'),
      ...[...document.querySelectorAll('b')].filter((element) => element.textContent === 'x'),
    ].map((element) => element.outerHTML),
  );
}

function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test.describe('hostile text in the pad space', () => {
  test('a parent’s children named with HTML: the cards, the child’s space and its rail show the names as text', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'pad', 'the pad space is what a pad opens');
    await page.setViewportSize({ width: 1366, height: 1024 });
    const parent = await newParent(request, [CHILD_IMG, CHILD_SCRIPT]);
    expect(parent.learners.map((learner) => learner.name).sort()).toEqual([CHILD_IMG, CHILD_SCRIPT].sort());
    const child = parent.learners.find((learner) => learner.name === CHILD_IMG);
    if (!child) throw new Error('the parent has the child');
    await payForLearner(request, parent, child.id);
    const dialogs = collectDialogs(page);
    await signIn(page, parent);

    await openPage(page, '/pad-xuesheng');
    await expect(page.getByTestId('learner-space')).toHaveCount(2);
    await expect(page.getByRole('region', { name: CHILD_IMG, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: CHILD_SCRIPT, exact: true })).toBeVisible();
    expect(await injectedElements(page)).toEqual([]);

    await page.getByRole('region', { name: CHILD_IMG, exact: true }).getByRole('link', { name: `进入${CHILD_IMG}的学习空间` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${CHILD_IMG}的今日学习`, exact: true })).toBeVisible();
    await expect(page.getByText(CHILD_IMG, { exact: true }).first()).toBeVisible();
    expect(await injectedElements(page)).toEqual([]);
    expect(dialogs, 'no payload opened a dialog').toEqual([]);
  });

  test('a student whose nickname is an SVG with an onload handler is greeted by it as text', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'pad', 'the pad space is what a pad opens');
    const student = await newStudent(request, NICKNAME);
    expect(student.user.nickname).toBe(NICKNAME);
    await payForLearner(request, student, student.learners[0]?.id ?? '');
    const dialogs = collectDialogs(page);
    await signIn(page, student);

    await openPage(page, '/pad-xuesheng');
    await expect(page.getByRole('heading', { level: 1, name: `你好，${NICKNAME}`, exact: true })).toBeVisible();
    expect(await injectedElements(page)).toEqual([]);
    expect(dialogs, 'no payload opened a dialog').toEqual([]);
  });
});
