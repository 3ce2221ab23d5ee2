import type { Page } from '@playwright/test';
import { type FakeTencentCaptcha, startFakeTencentCaptcha, tencentCaptchaEnv } from '../../api/helpers/fake-tencent-captcha.ts';
import { type FakeTencentCaptchaWidget, startFakeTencentCaptchaWidget } from '../support/fake-tencent-captcha-widget.ts';
import { expect, test } from '../support/fixtures.ts';
import { freshPhone } from '../support/login-ui.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';

/**
 * A server of this spec's own with Tencent's captcha as the human check (HUMAN_CHECK_PROVIDER=tencent): its challenge
 * names a fake TCaptcha.js on another origin, which the page's CSP must allow, and DescribeCaptchaResult is a local
 * fake. Every code request needs the check (HUMAN_CHECK_IP_FREE_PER_HOUR=0). The tests share it, one after the other.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 38;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let server: OwnServer | undefined;
let describeCaptchaResult: FakeTencentCaptcha;
let widget: FakeTencentCaptchaWidget;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  describeCaptchaResult = await startFakeTencentCaptcha();
  widget = await startFakeTencentCaptchaWidget();
  server = await startOwnServer(
    PORT,
    {
      ...tencentCaptchaEnv(describeCaptchaResult),
      HUMAN_CHECK_TENCENT_SCRIPT_URL: widget.scriptUrl,
      HUMAN_CHECK_IP_FREE_PER_HOUR: '0',
    },
    20_000,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await widget?.close();
  await describeCaptchaResult?.close();
});

// The first request's 428 is the point of the tests (the browser logs it as a failed resource).
test.use({ allowBrowserProblems: true });

const captchaFrame = (page: Page) => page.frameLocator('iframe[title="腾讯云验证码"]');

test('a code behind Tencent’s captcha: the page loads TCaptcha.js only then, the person passes it, the server verifies the ticket, the code comes and logs in', async ({
  page,
  request,
  browserProblems,
}) => {
  const phone = freshPhone();
  await page.goto(`${ORIGIN}/mobile/login`);
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  expect(widget.requested).toEqual([]);

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/auth/sms-codes') && response.status() === 204);
  await page.getByRole('button', { name: '获取验证码' }).click();

  await expect(page.getByRole('status')).toContainText('请完成安全验证');
  await expect(page.getByRole('button', { name: '验证中…' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('tencent-captcha.png') });
  await captchaFrame(page).getByRole('button', { name: '完成验证' }).click();

  const accepted = await sent;
  const { humanCheck } = JSON.parse(accepted.request().postData() ?? '{}') as { humanCheck?: string };
  const solution: unknown = JSON.parse(Buffer.from(humanCheck ?? '', 'base64').toString('utf8'));
  expect(solution).toEqual({ ticket: expect.stringMatching(/^t-\w+$/), randstr: 'r' });
  // The server asked Tencent (the fake) about exactly that ticket, from the browser's address.
  expect(describeCaptchaResult.received.at(-1)?.body).toMatchObject({
    Ticket: (solution as { ticket: string }).ticket,
    Randstr: 'r',
    UserIp: '127.0.0.1',
  });
  expect(widget.requested).toEqual(['/TCaptcha.js', '/captcha.html']);

  await expect(page.getByRole('status')).toBeHidden();
  await expect(page.getByText(`验证码已发送至 ${phone.slice(0, 3)}****${phone.slice(7)}，5 分钟内有效`)).toBeVisible();
  const inbox = await request.get(`${ORIGIN}/api/dev/sms/latest`, { params: { phone } });
  expect(inbox.status()).toBe(200);
  const { code } = (await inbox.json()) as { code: string };
  await page.getByLabel('验证码', { exact: true }).fill(code);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '你是谁？' })).toBeVisible();

  // Nothing was blocked (a CSP violation is a console error) and nothing broke; only the 428 that asked for the check failed.
  expect(browserProblems.pageErrors).toEqual([]);
  expect(browserProblems.consoleErrors.filter((line) => !line.includes('428'))).toEqual([]);
  expect(browserProblems.failedResponses.filter((line) => !line.startsWith('428 POST'))).toEqual([]);
});

test('closing Tencent’s captcha: the form is as it was with 请完成安全验证后再获取验证码, sends nothing, and the next try passes', async ({
  page,
  browserProblems,
}) => {
  const phone = freshPhone();
  const codeRequests: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/sms-codes')) codeRequests.push(response.status());
  });
  await page.goto(`${ORIGIN}/mobile/login`);
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await captchaFrame(page).getByRole('button', { name: '关闭' }).click();

  await expect(page.getByText('请完成安全验证后再获取验证码')).toBeVisible();
  await expect(page.locator('iframe[title="腾讯云验证码"]')).toHaveCount(0);
  await expect(page.getByRole('status')).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const sendButton = page.getByRole('button', { name: '获取验证码' });
  await expect(sendButton).toBeEnabled();
  expect(codeRequests).toEqual([428]);

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/auth/sms-codes') && response.status() === 204);
  await sendButton.click();
  await captchaFrame(page).getByRole('button', { name: '完成验证' }).click();
  await sent;
  await expect(page.getByText(`验证码已发送至 ${phone.slice(0, 3)}****${phone.slice(7)}，5 分钟内有效`)).toBeVisible();
  expect(codeRequests).toEqual([428, 428, 204]);

  expect(browserProblems.pageErrors).toEqual([]);
  expect(browserProblems.consoleErrors.filter((line) => !line.includes('428'))).toEqual([]);
});
