import { expect, test } from '../support/fixtures.ts';
import { freshPhone } from '../support/login-ui.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';

/**
 * A server of this spec's own where every code request needs the human check (HUMAN_CHECK_IP_FREE_PER_HOUR=0), as a
 * second code within the hour does on the shared one, without waiting out the 60-second resend interval.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 37;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  server = await startOwnServer(PORT, { HUMAN_CHECK_IP_FREE_PER_HOUR: '0' }, 20_000);
});

test.afterAll(async () => {
  await server?.stop();
});

// The first request's 428 is the point of the test (the browser logs it as a failed resource).
test.use({ allowBrowserProblems: true });

test('a code that needs a human check: the form shows 正在进行安全验证…, solves it, sends the code and logs in', async ({
  page,
  request,
  browserProblems,
}) => {
  const phone = freshPhone();
  await page.goto(`${ORIGIN}/mobile/login`);
  await page.getByLabel('手机号', { exact: true }).fill(phone);

  // Hold the challenge until the test has seen the check's state: solving takes about a second, too short to watch.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let releasedAt = 0;
  await page.route('**/api/auth/human-check', async (route) => {
    await held;
    releasedAt = Date.now();
    await route.continue();
  });
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/sms-codes') && response.status() === 428);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/auth/sms-codes') && response.status() === 204);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await refused;

  const checking = page.getByRole('status');
  await expect(checking).toContainText('正在进行安全验证…');
  await expect(page.getByRole('button', { name: '验证中…' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('human-check.png') });
  release();

  const accepted = await sent;
  const solveMs = Date.now() - releasedAt;
  test.info().annotations.push({ type: 'human check', description: `challenge fetched, solved and the code sent in ${solveMs} ms` });
  expect(JSON.parse(accepted.request().postData() ?? '{}')).toMatchObject({
    phone,
    humanCheck: expect.stringMatching(/^[A-Za-z0-9+/=]{200,}$/),
  });
  expect(solveMs).toBeLessThan(10_000);
  await expect(checking).toBeHidden();
  await expect(page.getByText(`验证码已发送至 ${phone.slice(0, 3)}****${phone.slice(7)}，5 分钟内有效`)).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  // This server's development inbox (the shared server's `inboxCode` reads another one).
  const inbox = await request.get(`${ORIGIN}/api/dev/sms/latest`, { params: { phone } });
  expect(inbox.status()).toBe(200);
  const { code } = (await inbox.json()) as { code: string };
  await page.getByLabel('验证码', { exact: true }).fill(code);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '你是谁？' })).toBeVisible();

  // Only the 428 that asked for the check failed; nothing broke in the page.
  expect(browserProblems.pageErrors).toEqual([]);
  expect(browserProblems.failedResponses.filter((line) => !line.startsWith('428 POST'))).toEqual([]);

  // The login remembered this device for the phone (localStorage, decision 026) ...
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('deviceTokens') ?? '{}') as Record<string, string>);
  expect(stored[phone]).toMatch(/^\d{13}\.[A-Za-z0-9_-]{43}$/);

  // ... and, the session gone, the next code request for it sends the token. Answered here: the server's own answer to
  // it (no check asked) is the API tests' (auth-human-check.test.ts); this one would wait out the resend interval.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${ORIGIN}/mobile/login`);
  let askedForCheck = false;
  await page.route('**/api/auth/human-check', async (route) => {
    askedForCheck = true;
    await route.abort();
  });
  await page.route('**/api/auth/sms-codes', (route) => route.fulfill({ status: 204 }));
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  const again = page.waitForRequest((sent) => sent.url().endsWith('/api/auth/sms-codes'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  expect(JSON.parse((await again).postData() ?? '{}')).toEqual({ phone, deviceToken: stored[phone] });
  await expect(page.getByText(`验证码已发送至 ${phone.slice(0, 3)}****${phone.slice(7)}，5 分钟内有效`)).toBeVisible();
  expect(askedForCheck).toBe(false);
});
