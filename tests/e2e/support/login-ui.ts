import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A phone number no other test uses, so the 60-second resend interval never meets another test. */
export function freshPhone(): string {
  return `137${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
}

/**
 * Reads the code the log sender "sent" from the development inbox (outside production only), waiting for it: the
 * page's request for the code may still be on its way when the test asks.
 */
export async function inboxCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/sms/latest', { params: { phone } });
      if (response.status() === 200) code = ((await response.json()) as { code: string }).code;
      return response.status();
    })
    .toBe(200);
  return code;
}

/** Fills the login form as a person does: phone, 获取验证码, the code from the inbox, the agreement, 登录. */
export async function logInThroughForm(page: Page, request: APIRequestContext, phone: string, options: { agree?: boolean } = {}) {
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/验证码已发送/)).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await page.getByLabel('验证码', { exact: true }).fill(await inboxCode(request, phone));
  if (options.agree !== false) await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}
