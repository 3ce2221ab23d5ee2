import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { inboxCode, freshPhone } from '../../support/login-ui.ts';

export type Customer = { phone: string; token: string; user: Record<string, unknown> };

/** A new student account of its own (SMS login through the development inbox), with a name and grade. */
export async function newStudent(request: APIRequestContext): Promise<Customer> {
  const phone = freshPhone();
  expect((await request.post('/api/auth/sms-codes', { data: { phone } })).status()).toBe(204);
  const login = await request.post('/api/auth/login', { data: { phone, code: await inboxCode(request, phone), agreed: true } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const me = await request.patch('/api/me', {
    headers: { authorization: `Bearer ${token}` },
    data: { role: 'student', nickname: '林小雨', grade: '初二' },
  });
  expect(me.status(), await me.text()).toBe(200);
  return { phone, token, user: (await me.json()) as Record<string, unknown> };
}

/**
 * Buys a plan as the customer does: the order, Alipay WAP, and 确认支付 on the simulator's cashier, which notifies
 * the app with real signatures; answers the order number once the app has it PAID.
 */
export async function buyThroughSimulator(page: Page, request: APIRequestContext, customer: Customer, planId: string): Promise<string> {
  const headers = { authorization: `Bearer ${customer.token}` };
  const me = await request.get('/api/me', { headers });
  const { learners } = (await me.json()) as { learners: { id: string }[] };
  const learnerId = learners[0]?.id;
  expect(learnerId, 'a student has a learner of their own').toBeTruthy();
  const created = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': `e2e-admin-${Date.now()}-${Math.floor(Math.random() * 1e6)}` },
    data: { planId, learnerId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNo } = (await created.json()) as { orderNo: string };
  const pay = await request.post(`/api/orders/${orderNo}/pay`, { headers, data: { channel: 'alipay_wap' } });
  expect(pay.status(), await pay.text()).toBe(200);
  const action = (await pay.json()) as { kind: string; url?: string };
  expect(action.kind).toBe('redirect');
  await page.goto(action.url ?? '');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect
    .poll(async () => ((await (await request.get(`/api/orders/${orderNo}`, { headers })).json()) as { status: string }).status, {
      timeout: 20_000,
    })
    .toBe('PAID');
  return orderNo;
}
