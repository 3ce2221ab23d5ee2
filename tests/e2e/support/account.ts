import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { requestSmsCode } from './human-check.ts';

export type Account = { phone: string; token: string; user: Record<string, unknown> };

/** A phone number of its own for each worker process, so the per-phone SMS limits never meet. */
function workerPhone(workerIndex: number): string {
  const suffix = (process.pid * 100 + (workerIndex % 100)) % 100_000_000;
  return `139${String(suffix).padStart(8, '0')}`;
}

/**
 * Logs in as a user would (SMS code, then login), reading the code from the server's development inbox, which
 * exists outside production only.
 */
export async function logInThroughApi(request: APIRequestContext, workerIndex: number): Promise<Account> {
  const phone = workerPhone(workerIndex);
  // The worker's phone logs in again and again: past its first code of the hour, with a human check.
  const sent = await requestSmsCode(request, phone);
  expect(sent.status(), await sent.text()).toBe(204);
  const inbox = await request.get('/api/dev/sms/latest', { params: { phone } });
  expect(inbox.status(), await inbox.text()).toBe(200);
  const { code } = (await inbox.json()) as { code: string };
  const login = await request.post('/api/auth/login', { data: { phone, code, agreed: true } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: Record<string, unknown> };
  return { phone, token, user };
}

/**
 * Puts the account's session into sessionStorage before the first page of the test loads (as the login page
 * does), once: a reload later in the test finds what the app itself left there.
 */
export async function signIn(page: Page, account: Account) {
  await page.addInitScript(
    ({ token, userInfo }) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      sessionStorage.setItem('userToken', token);
      sessionStorage.setItem('userInfo', userInfo);
    },
    { token: account.token, userInfo: JSON.stringify(account.user) },
  );
}
