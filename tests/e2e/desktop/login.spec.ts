import { openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { freshPhone, logInThroughForm } from '../support/login-ui.ts';
import { readSessionItems } from '../support/session.ts';

test.describe('desktop and pad login', () => {
  test(
    'logs in through the centred card and lands on the pad space (pad) or the home page (pc)',
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      await openPage(page, '/login');
      await expect(page.getByRole('heading', { name: '登录 AI伴学' })).toBeVisible();
      await logInThroughForm(page, request, freshPhone());
      await page.getByRole('button', { name: /我是学生/ }).click();
      await page.getByRole('button', { name: '继续' }).click();

      await expect(page).toHaveURL(testInfo.project.name === 'pad' ? /\/pad-xuesheng$/ : /\/home$/);
      expect((await readSessionItems(page)).userToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    },
  );

  test('goes back to the page named in redirect', async ({ page, request }) => {
    await openPage(page, '/login?redirect=%2Fpictures');
    await logInThroughForm(page, request, freshPhone());
    await page.getByRole('button', { name: /我是家长/ }).click();
    await page.getByRole('button', { name: '继续' }).click();

    await expect(page).toHaveURL(/\/pictures$/);
  });

  test('ignores a redirect to another site', async ({ page, request }) => {
    await openPage(page, '/login?redirect=%2F%2Fevil.example%2F');
    await logInThroughForm(page, request, freshPhone());
    await page.getByRole('button', { name: /我是家长/ }).click();
    await page.getByRole('button', { name: '继续' }).click();

    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/(home|pad-xuesheng)$/);
  });
});
