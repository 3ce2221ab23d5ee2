import { mobileLayout, openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { freshPhone, inboxCode, logInThroughForm } from '../support/login-ui.ts';
import { readSessionItems } from '../support/session.ts';

test.describe('phone login', () => {
  test('a guarded page sends the visitor to login and back there after logging in as a new parent', async ({ page, request }) => {
    await openPage(page, '/mobile/student/mine');
    await expect(page).toHaveURL(/\/mobile\/login\?redirect=%2Fmobile%2Fstudent%2Fmine$/);
    await expect(page.getByRole('checkbox')).not.toBeChecked();

    const phone = freshPhone();
    await logInThroughForm(page, request, phone);
    await expect(page.getByRole('heading', { name: '你是谁？' })).toBeVisible();
    await page.getByRole('button', { name: /我是家长/ }).click();
    await page.getByRole('button', { name: '继续' }).click();

    await expect(page).toHaveURL(/\/mobile\/student\/mine$/);
    await expect(page.getByTestId('account-phone')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    const session = await readSessionItems(page);
    expect(session.userToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(session.userInfo ?? '{}')).toMatchObject({ role: 'parent' });
  });

  test('the form: +86 before the phone number, a one-time-code field of 6 digits, the guardian wording by the agreement', async ({
    page,
  }) => {
    await openPage(page, '/mobile/login');
    const phoneField = page.getByLabel('手机号', { exact: true });
    const prefix = page.getByText('+86', { exact: true });
    await expect(prefix).toBeVisible();
    const prefixBox = await prefix.boundingBox();
    const phoneBox = await phoneField.boundingBox();
    if (!prefixBox || !phoneBox) throw new Error('the prefix and the phone field are laid out');
    // On the same row, just before the field.
    expect(prefixBox.x + prefixBox.width).toBeLessThanOrEqual(phoneBox.x);
    expect(Math.abs(prefixBox.y + prefixBox.height / 2 - (phoneBox.y + phoneBox.height / 2))).toBeLessThan(8);

    const codeField = page.getByLabel('验证码', { exact: true });
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('maxlength', '6');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await codeField.pressSequentially('12a34567');
    await expect(codeField).toHaveValue('123456');

    // The wording is part of the agreement's own label, so it is read with the checkbox.
    const agreement = page.getByRole('checkbox', {
      name: /我已阅读并同意.*《儿童个人信息保护规则》.*未满 14 周岁的学生，请在监护人同意后使用/,
    });
    await expect(agreement).toBeVisible();
    await expect(page.getByText('未满 14 周岁的学生，请在监护人同意后使用')).toBeVisible();
  });

  test('without a redirect, logging in on the phone lands on the student home', async ({ page, request }) => {
    await openPage(page, '/mobile/login');
    await logInThroughForm(page, request, freshPhone());
    await page.getByRole('button', { name: /我是学生/ }).click();
    await page.getByRole('button', { name: '继续' }).click();

    await expect(page).toHaveURL(/\/mobile\/student\/home$/);
    await expect(mobileLayout(page).serviceTab).toHaveAttribute('aria-current', 'page');
    expect((await readSessionItems(page)).userToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('the agreement must be ticked: without it nothing is sent to log in', async ({ page, request }) => {
    await openPage(page, '/mobile/login');
    await logInThroughForm(page, request, freshPhone(), { agree: false });

    await expect(page.getByRole('alert')).toContainText('请先阅读并同意');
    await expect(page).toHaveURL(/\/mobile\/login$/);
    expect((await readSessionItems(page)).userToken).toBeNull();
  });

  test.describe('with an error the server reports on purpose', () => {
    test.use({ allowBrowserProblems: true });

    test('a wrong code is reported next to the code field, in Chinese', async ({ page, request }) => {
      await openPage(page, '/mobile/login');
      const phone = freshPhone();
      await page.getByLabel('手机号', { exact: true }).fill(phone);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expect(page.getByText(/验证码已发送/)).toBeVisible();
      const code = await inboxCode(request, phone);
      await page.getByLabel('验证码', { exact: true }).fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: '登录', exact: true }).click();

      await expect(page.locator('#login-code-error')).toHaveText('验证码不正确');
    });

    test("asking again too soon counts down from the server's Retry-After, not a full 60 seconds", async ({ page, request }) => {
      const phone = freshPhone();
      // A code sent a few seconds ago (another tab, a reload): the server has less than 60 s of the interval left.
      expect((await request.post('/api/auth/sms-codes', { data: { phone } })).status()).toBe(204);
      const secondsLeft = async () =>
        Number((await request.post('/api/auth/sms-codes', { data: { phone } })).headers()['retry-after'] ?? Number.NaN);
      await expect.poll(secondsLeft, { message: 'the interval has run a few seconds', timeout: 15_000 }).toBeLessThanOrEqual(56);

      await openPage(page, '/mobile/login');
      await page.getByLabel('手机号', { exact: true }).fill(phone);
      const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/sms-codes'));
      await page.getByRole('button', { name: '获取验证码' }).click();
      const response = await refused;
      expect(response.status()).toBe(429);
      const retryAfter = Number(response.headers()['retry-after']);
      expect(retryAfter).toBeGreaterThan(40);
      expect(retryAfter).toBeLessThanOrEqual(56);

      await expect(page.locator('#login-phone-error')).toHaveText('验证码发送太频繁，请稍后再试');
      const resend = page.getByRole('button', { name: /秒后重新获取/ });
      await expect(resend).toBeDisabled();
      const seconds = Number(/(\d+) 秒后重新获取/.exec((await resend.textContent()) ?? '')?.[1]);
      expect(seconds).toBeLessThanOrEqual(retryAfter);
      expect(seconds).toBeGreaterThan(retryAfter - 5);
    });
  });

  test('an invalid phone number is refused before any code is sent', async ({ page }) => {
    await openPage(page, '/mobile/login');
    await page.getByLabel('手机号', { exact: true }).fill('1234567');
    await page.getByRole('button', { name: '获取验证码' }).click();

    await expect(page.locator('#login-phone-error')).toHaveText('请输入正确的11位手机号');
  });

  test('the three legal documents open over the form, which keeps the number, the tick and the countdown', async ({ page }, testInfo) => {
    await openPage(page, '/mobile/login');
    await page.getByLabel('手机号', { exact: true }).fill(freshPhone());
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await page.getByRole('checkbox').check();
    const phone = await page.getByLabel('手机号', { exact: true }).inputValue();

    for (const [name, title] of [
      ['《用户协议》', '用户协议'],
      ['《隐私政策》', '隐私政策'],
      ['《儿童个人信息保护规则》', '儿童个人信息保护规则'],
    ] as const) {
      await page.getByRole('link', { name }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.locator('article h2').first()).toBeVisible();
      expect(await dialog.locator('article').innerText()).toMatch(/[\u4e00-\u9fa5]{200}|[\s\S]{800}/);
      if (name === '《用户协议》') await page.screenshot({ path: testInfo.outputPath('legal-dialog.png') });
      // Reading starts at the top of the text, not on the button below it; Esc closes as 我知道了 does.
      await expect(dialog.getByRole('button', { name: '我知道了' })).not.toBeFocused();
      if (name === '《隐私政策》') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: '我知道了' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/mobile\/login$/);
    }
    // Reading them changed nothing: not even the agreement was ticked off by a tap in the text.
    await expect(page.getByLabel('手机号', { exact: true })).toHaveValue(phone);
    await expect(page.getByRole('checkbox')).toBeChecked();
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  });

  test('each legal document is also a page of its own', async ({ page }) => {
    for (const slug of ['user-agreement', 'privacy-policy', 'children-privacy']) {
      await openPage(page, `/mobile/legal/${slug}`);
      await expect(page.locator('article h2').first()).toBeVisible();
      expect(await page.locator('article').innerText()).toMatch(/[\u4e00-\u9fa5]{200}|[\s\S]{800}/);
    }
  });

  test('an account that left before choosing student or parent gets the identity step back: on reload, on the login page and on mine', async ({
    page,
    request,
  }) => {
    await openPage(page, '/mobile/login?redirect=%2Fmobile%2Fstudent%2Forder%3FplanId%3Dprimary-30');
    await logInThroughForm(page, request, freshPhone());
    await expect(page.getByRole('heading', { name: '完善身份信息' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: '完善身份信息' })).toBeVisible();
    await expect(page.getByLabel('手机号', { exact: true })).toHaveCount(0);

    // Away and back through mine, which asks the same question.
    await openPage(page, '/mobile/student/mine');
    await expect(page.getByRole('button', { name: /我是学生/ })).toBeVisible();
    await page.getByRole('button', { name: /我是家长/ }).click();
    await page.getByRole('button', { name: '继续' }).click();
    await expect(page.getByRole('heading', { name: '我的孩子' })).toBeVisible();

    // With a role, the login page sends a logged-in user on to where they were going.
    await openPage(page, '/mobile/login?redirect=%2Fmobile%2Fstudent%2Fmine');
    await expect(page).toHaveURL(/\/mobile\/student\/mine$/);
  });

  test('a student logs in, sees the account on mine, and logging out clears the four session values', async ({ page, request }) => {
    await openPage(page, '/mobile/login?redirect=%2Fmobile%2Fstudent%2Fmine');
    await logInThroughForm(page, request, freshPhone());
    await page.getByRole('button', { name: /我是学生/ }).click();
    await page.getByLabel('称呼（选填）').fill('小雨');
    await page.getByRole('button', { name: '继续' }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/mine$/);
    await expect(page.getByRole('heading', { name: '小雨' })).toBeVisible();

    await page.evaluate(() => sessionStorage.setItem('sharedData', '{"barText":"x"}'));
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出', exact: true }).click();
    await expect(page).toHaveURL(/\/mobile\/login$/);
    expect(await readSessionItems(page)).toEqual({ userToken: null, sharedTestData: null, userInfo: null, sharedData: null });
  });

  test('a parent adds, edits and removes a child on mine', async ({ page, request }) => {
    await openPage(page, '/mobile/login?redirect=%2Fmobile%2Fstudent%2Fmine');
    await logInThroughForm(page, request, freshPhone());
    await page.getByRole('button', { name: /我是家长/ }).click();
    await page.getByRole('button', { name: '继续' }).click();

    await page.getByRole('button', { name: '+ 添加孩子' }).click();
    await page.getByLabel('孩子姓名').fill('王小明');
    await page.getByText('初二', { exact: true }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('王小明')).toBeVisible();

    await page.getByRole('button', { name: '编辑' }).click();
    await page.getByLabel('孩子姓名').fill('王小亮');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('王小亮')).toBeVisible();

    await page.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('还没有添加孩子')).toBeVisible();
  });
});
