import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Account, signIn } from './account.ts';
import { freshPhone, inboxCode } from './login-ui.ts';

/** Safari on an iPhone: WeChat Pay H5 is offered to a phone browser outside WeChat. */
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export type Learner = { id: string; name: string; isSelf: boolean };
export type SpaceAccount = Account & { learners: Learner[] };

const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/** A new account on a fresh phone (its own orders and services start empty), logged in as a user does. */
async function newAccount(request: APIRequestContext): Promise<Account> {
  const phone = freshPhone();
  const sent = await request.post('/api/auth/sms-codes', { data: { phone } });
  expect(sent.status(), await sent.text()).toBe(204);
  const login = await request.post('/api/auth/login', { data: { phone, code: await inboxCode(request, phone), agreed: true } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: Record<string, unknown> };
  return { phone, token, user };
}

async function chooseRole(request: APIRequestContext, account: Account, data: Record<string, string>): Promise<SpaceAccount> {
  const response = await request.patch('/api/me', { headers: bearer(account), data });
  expect(response.status(), await response.text()).toBe(200);
  const user = (await response.json()) as Record<string, unknown> & { learners: Learner[] };
  return { ...account, user, learners: user.learners };
}

/** A student of 初二, or — `grade: null` — one who skipped the optional grade when choosing the role. */
export async function newStudent(
  request: APIRequestContext,
  nickname: string,
  { grade = '初二' }: { grade?: string | null } = {},
): Promise<SpaceAccount> {
  return chooseRole(request, await newAccount(request), { role: 'student', nickname, ...(grade === null ? {} : { grade }) });
}

export async function newParent(request: APIRequestContext, children: string[]): Promise<SpaceAccount> {
  const parent = await chooseRole(request, await newAccount(request), { role: 'parent' });
  for (const name of children) {
    const added = await request.post('/api/me/learners', { headers: bearer(parent), data: { name, grade: '初一' } });
    expect(added.status(), await added.text()).toBe(201);
  }
  const me = await request.get('/api/me', { headers: bearer(parent) });
  const user = (await me.json()) as Record<string, unknown> & { learners: Learner[] };
  return { ...parent, user, learners: user.learners };
}

/** The hidden fields and target of the simulator cashier's form. */
function cashierForm(html: string) {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error(`the cashier shows no form: ${html.slice(0, 500)}`);
  const decode = (value: string) =>
    value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', decode(match[2] ?? '')]),
  );
  return { action: decode(action), fields };
}

/**
 * Buys the 30-day junior plan for a learner the way the phone does: an order, WeChat Pay H5 from a phone browser,
 * 确认支付 on the simulator's cashier; the simulator then notifies the app, which alone makes the order paid.
 */
export async function payForLearner(request: APIRequestContext, account: Account, learnerId: string) {
  const created = await request.post('/api/orders', {
    headers: { ...bearer(account), 'Idempotency-Key': randomUUID().replace(/-/g, '') },
    data: { planId: 'junior-30', learnerId },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { orderNo } = (await created.json()) as { orderNo: string };
  const orderPath = `/api/orders/${encodeURIComponent(orderNo)}`;

  const pay = await request.post(`${orderPath}/pay`, {
    headers: { ...bearer(account), 'user-agent': PHONE_UA },
    data: { channel: 'wechat_h5' },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  const action = (await pay.json()) as { kind: string; url?: string };
  expect(action.kind).toBe('redirect');

  const cashier = await request.get(action.url ?? '', { headers: { 'user-agent': PHONE_UA } });
  expect(cashier.status()).toBe(200);
  const form = cashierForm(await cashier.text());
  const pressed = await request.post(form.action, { form: { ...form.fields, action: 'pay' }, maxRedirects: 0 });
  expect(pressed.status(), await pressed.text()).toBeLessThan(400);

  await expect
    .poll(async () => ((await (await request.get(orderPath, { headers: bearer(account) })).json()) as { status: string }).status, {
      timeout: 15_000,
    })
    .toBe('PAID');
}

/**
 * A student whose 30-day service is paid, signed in on the page: 林小雨 of 初二 unless told otherwise (`grade: null`:
 * one who skipped the optional grade).
 */
export async function studentWithService(
  page: Page,
  request: APIRequestContext,
  { nickname = '林小雨', grade }: { nickname?: string; grade?: string | null } = {},
): Promise<SpaceAccount> {
  const student = await newStudent(request, nickname, grade === undefined ? {} : { grade });
  const learner = student.learners[0];
  if (!learner) throw new Error('a student account has its own learner');
  await payForLearner(request, student, learner.id);
  await signIn(page, student);
  return student;
}
