import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Grade, loginResponseSchema, type Me, meSchema } from '../../../src/contract/accounts.ts';
import { orderSchema, type PaymentChannel, paymentActionSchema } from '../../../src/contract/orders.ts';
import { freshPhone, inboxCode } from './login-ui.ts';

/**
 * Customer accounts made through the API as the pages make them (an SMS code from the development inbox, the login,
 * the role), and plans bought at the payment simulator's cashier. Specs get accounts from the fixtures (fixtures.ts);
 * a spec calls `payThroughSimulator` itself only for a purchase that is part of what it watches.
 */
export type Account = { phone: string; token: string; user: Me };

export const bearer = (account: Pick<Account, 'token'>) => ({ authorization: `Bearer ${account.token}` });

/** Safari on an iPhone: WeChat Pay H5 is offered to a phone browser outside WeChat. */
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A new account on a phone of its own (its orders and services start empty), logged in, no role chosen yet. */
async function newAccount(request: APIRequestContext): Promise<Account> {
  const phone = freshPhone();
  const sent = await request.post('/api/auth/sms-codes', { data: { phone } });
  expect(sent.status(), await sent.text()).toBe(204);
  const login = await request.post('/api/auth/login', { data: { phone, code: await inboxCode(request, phone), agreed: true } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = loginResponseSchema.parse(await login.json());
  return { phone, token, user };
}

async function updateMe(request: APIRequestContext, account: Account, data: Record<string, string>): Promise<Account> {
  const response = await request.patch('/api/me', { headers: bearer(account), data });
  expect(response.status(), await response.text()).toBe(200);
  return { ...account, user: meSchema.parse(await response.json()) };
}

/** A student (a learner of their own); `grade: null` is one who skipped the optional grade when choosing the role. */
export async function newStudent(request: APIRequestContext, { nickname, grade }: { nickname: string; grade: Grade | null }) {
  return updateMe(request, await newAccount(request), { role: 'student', nickname, ...(grade === null ? {} : { grade }) });
}

/** A parent with these children, added in order on mine (each a learner of the account). */
export async function newParent(
  request: APIRequestContext,
  { nickname, children }: { nickname?: string; children: { name: string; grade: Grade }[] },
): Promise<Account> {
  const parent = await updateMe(request, await newAccount(request), { role: 'parent', ...(nickname === undefined ? {} : { nickname }) });
  for (const child of children) {
    const added = await request.post('/api/me/learners', { headers: bearer(parent), data: child });
    expect(added.status(), await added.text()).toBe(201);
  }
  const me = await request.get('/api/me', { headers: bearer(parent) });
  expect(me.status(), await me.text()).toBe(200);
  return { ...parent, user: meSchema.parse(await me.json()) };
}

/** The simulator cashier's form: where its buttons post and its hidden fields. */
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

/** POST /api/orders/:orderNo/pay as the phone's page does: the URL of the provider's (simulated) cashier. */
export async function cashierUrl(request: APIRequestContext, account: Account, orderNo: string, channel: PaymentChannel) {
  const pay = await request.post(`/api/orders/${encodeURIComponent(orderNo)}/pay`, {
    headers: { ...bearer(account), 'user-agent': PHONE_UA },
    data: { channel },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  const action = paymentActionSchema.parse(await pay.json());
  if (action.kind !== 'redirect') throw new Error(`${channel} must send the phone to a cashier`);
  return action.url;
}

/** Opens the cashier at `url` (following our hop to Alipay's) and presses 确认支付 or 取消支付 as the customer does. */
export async function pressCashier(request: APIRequestContext, url: string, button: 'pay' | 'cancel') {
  const cashier = await request.get(url, { headers: { 'user-agent': PHONE_UA } });
  expect(cashier.status()).toBe(200);
  const html = await cashier.text();
  expect(html).toContain('确认支付');
  const form = cashierForm(html);
  const pressed = await request.post(form.action, { form: { ...form.fields, action: button }, maxRedirects: 0 });
  expect(pressed.status(), await pressed.text()).toBeLessThan(400);
}

/** Reads the order until it has `status` (the simulator notifies the app in the background). */
export async function orderUntil(request: APIRequestContext, account: Account, orderNo: string, status: string) {
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/orders/${encodeURIComponent(orderNo)}`, { headers: bearer(account) });
        return orderSchema.parse(await response.json()).status;
      },
      { timeout: 20_000, message: `order ${orderNo} becomes ${status}` },
    )
    .toBe(status);
}

/** A new order of the plan for the learner, as the confirm-order page makes it: its number. */
export async function createOrder(
  request: APIRequestContext,
  account: Account,
  { planId, learnerId }: { planId: string; learnerId: string },
) {
  const created = await request.post('/api/orders', {
    headers: { ...bearer(account), 'idempotency-key': randomUUID().replace(/-/g, '') },
    data: { planId, learnerId },
  });
  expect(created.status(), await created.text()).toBe(201);
  return orderSchema.parse(await created.json());
}

export type Purchase = { planId: string; channel: Extract<PaymentChannel, 'wechat_h5' | 'alipay_wap'> };

/**
 * Buys a plan for a learner the way the phone does: an order, the channel's cashier, 确认支付; the simulator then
 * notifies the app, which alone makes the order paid. Answers the order number once the order is PAID.
 */
export async function payThroughSimulator(
  request: APIRequestContext,
  account: Account,
  learnerId: string,
  { planId, channel }: Purchase = { planId: 'junior-30', channel: 'wechat_h5' },
): Promise<string> {
  const { orderNo } = await createOrder(request, account, { planId, learnerId });
  await pressCashier(request, await cashierUrl(request, account, orderNo, channel), 'pay');
  await orderUntil(request, account, orderNo, 'PAID');
  return orderNo;
}

/**
 * Puts the account's session into sessionStorage before the first page of the test loads (as the login page does),
 * once: a reload later in the test finds what the app itself left there.
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
