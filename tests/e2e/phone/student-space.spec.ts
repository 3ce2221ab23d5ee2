import { openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { freshPhone, logInThroughForm } from '../support/login-ui.ts';

test.describe('classroom space in the phone route set', () => {
  test('a visitor logs in on the phone login and comes back to a space with the purchase QR and a link to buy right here', async ({
    page,
    request,
    baseURL,
  }) => {
    await openPage(page, '/nuc-xuesheng');
    await expect(page).toHaveURL(/\/mobile\/login\?redirect=%2Fnuc-xuesheng$/);
    await logInThroughForm(page, request, freshPhone());
    await page.getByRole('button', { name: /我是学生/ }).click();
    await page.getByLabel('称呼（选填）').fill('林小雨');
    await page.getByRole('button', { name: '继续' }).click();

    await expect(page).toHaveURL(/\/nuc-xuesheng$/);
    await expect(page.getByRole('heading', { level: 1, name: '你好，林小雨' })).toBeVisible();
    const card = page.getByRole('region', { name: '我的AI伴学服务' });
    await expect(card.getByText('未开通', { exact: true })).toBeVisible();
    await expect(card.getByText('扫码在手机上购买，支付在手机上完成')).toBeVisible();

    const qr = card.getByRole('img', { name: /二维码/ });
    const url = await qr.getAttribute('data-qr-value');
    expect(url).toMatch(new RegExp(`^${baseURL}/mobile/student/home\\?learnerId=[^&]+$`));
    const here = card.getByRole('link', { name: /在本机打开购买页/ });
    await expect(here).toHaveAttribute('href', (url ?? '').slice(baseURL?.length ?? 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('phone-nuc-390.png'), fullPage: true });

    await here.click();
    await expect(page).toHaveURL(/\/mobile\/student\/home\?learnerId=/);
  });
});
