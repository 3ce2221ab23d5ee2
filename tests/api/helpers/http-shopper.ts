import { devSmsLatestSchema, loginResponseSchema, meSchema } from '../../../src/contract/accounts.ts';
import { type ErrorEnvelope, errorEnvelopeSchema } from '../../../src/contract/errors.ts';
import { type Order, orderSchema, type PaymentAction, paymentActionSchema, type PaymentChannel } from '../../../src/contract/orders.ts';
import { newPhone } from './auth.ts';
import { newKey } from './orders.ts';
import { cashierFields, PHONE_UA } from './payments.ts';

/** One HTTP exchange with a server process, read whole; every call has a time limit, so a hung server fails the test. */
export type HttpReply = { status: number; headers: Headers; text: string; ms: number };

/** `json` or `form` is encoded with its content type; `body` is sent as it is (with the caller's headers). */
export type HttpOptions = {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
};

export async function http(
  url: string,
  { method = 'GET', headers = {}, json, form, body: raw, timeoutMs = 15_000 }: HttpOptions = {},
): Promise<HttpReply> {
  const started = performance.now();
  const body = json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : raw;
  const contentType: Record<string, string> =
    json !== undefined ? { 'content-type': 'application/json' } : form ? { 'content-type': 'application/x-www-form-urlencoded' } : {};
  const response = await fetch(url, {
    method,
    headers: { ...contentType, ...headers },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, ms: performance.now() - started };
}

/** The error envelope of a reply, parsed (throws when the body is not one). */
export function envelopeOf(reply: HttpReply): ErrorEnvelope['error'] {
  return errorEnvelopeSchema.parse(JSON.parse(reply.text)).error;
}

function expectStatus(reply: HttpReply, status: number, what: string): void {
  if (reply.status !== status) throw new Error(`${what} answered ${reply.status}, expected ${status}: ${reply.text.slice(0, 500)}`);
}

/** A student account logged in over HTTP, as the phone site does it: SMS code (development inbox), login, role. */
export type Shopper = Awaited<ReturnType<typeof signUpStudent>>;

export async function signUpStudent(baseUrl: string, phone: string = newPhone()) {
  expectStatus(await http(`${baseUrl}/api/auth/sms-codes`, { method: 'POST', json: { phone } }), 204, 'POST /api/auth/sms-codes');
  const inbox = await http(`${baseUrl}/api/dev/sms/latest?phone=${phone}`);
  expectStatus(inbox, 200, 'GET /api/dev/sms/latest');
  const { code } = devSmsLatestSchema.parse(JSON.parse(inbox.text));
  const login = await http(`${baseUrl}/api/auth/login`, { method: 'POST', json: { phone, code, agreed: true } });
  expectStatus(login, 200, 'POST /api/auth/login');
  const { token, user } = loginResponseSchema.parse(JSON.parse(login.text));
  const headers = { authorization: `Bearer ${token}`, 'user-agent': PHONE_UA };
  const chosen = await http(`${baseUrl}/api/me`, { method: 'PATCH', headers, json: { role: 'student', nickname: '小明' } });
  expectStatus(chosen, 200, 'PATCH /api/me');
  const learner = meSchema.parse(JSON.parse(chosen.text)).learners[0];
  if (!learner) throw new Error(`the student ${phone} has no learner`);
  return { phone, token, headers, accountId: user.id, learnerId: learner.id };
}

/** POST /api/orders with an Idempotency-Key, as the order page sends it. */
export function createOrder(baseUrl: string, shopper: Shopper, key: string = newKey(), planId = 'junior-30'): Promise<HttpReply> {
  return http(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { ...shopper.headers, 'idempotency-key': key },
    json: { planId, learnerId: shopper.learnerId },
  });
}

export const parseOrder = (reply: HttpReply): Order => orderSchema.parse(JSON.parse(reply.text));

/** POST /api/orders/:orderNo/pay from a phone browser (H5 and Alipay WAP redirect to the provider's cashier). */
export function pay(baseUrl: string, shopper: Shopper, orderNo: string, channel: PaymentChannel, timeoutMs?: number): Promise<HttpReply> {
  return http(`${baseUrl}/api/orders/${encodeURIComponent(orderNo)}/pay`, {
    method: 'POST',
    headers: shopper.headers,
    json: { channel },
    timeoutMs,
  });
}

export const parsePaymentAction = (reply: HttpReply): PaymentAction => paymentActionSchema.parse(JSON.parse(reply.text));

export function getOrder(baseUrl: string, shopper: Shopper, orderNo: string): Promise<HttpReply> {
  return http(`${baseUrl}/api/orders/${encodeURIComponent(orderNo)}`, { headers: shopper.headers });
}

/**
 * What the browser does at a provider's cashier page (a simulator's, wherever it is served): opens the page the pay
 * action redirects to, then presses 确认支付 (`pay`) or 取消支付 on its form. The provider's reply: a 302 back to the
 * result page once paid.
 */
export async function pressCashierOverHttp(actionUrl: string, action: 'pay' | 'cancel'): Promise<HttpReply> {
  // Our link to Alipay's cashier (decision 025) leads on to it while the attempt is open.
  const hop = new URL(actionUrl).pathname.startsWith('/api/payments/alipay/cashier/') ? await http(actionUrl) : null;
  const cashierUrl = hop?.status === 302 ? new URL(hop.headers.get('location') ?? '', actionUrl).toString() : actionUrl;
  const page = await http(cashierUrl, { headers: { 'user-agent': PHONE_UA } });
  expectStatus(page, 200, `GET ${cashierUrl}`);
  const formAction = /<form method="post" action="([^"]+)">/.exec(page.text)?.[1];
  if (!formAction) throw new Error(`the cashier shows no form: ${page.text.slice(0, 500)}`);
  const target = new URL(
    formAction.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    cashierUrl,
  );
  return http(target.toString(), { method: 'POST', headers: { 'user-agent': PHONE_UA }, form: { ...cashierFields(page.text), action } });
}
