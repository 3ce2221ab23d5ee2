import { randomBytes } from 'node:crypto';
import { devSmsLatestSchema, type LoginResponse, loginResponseSchema, meSchema } from '../../../src/contract/accounts.ts';
import { type ErrorEnvelope, errorEnvelopeSchema } from '../../../src/contract/errors.ts';
import { type Order, orderSchema, type PaymentAction, paymentActionSchema, type PaymentChannel } from '../../../src/contract/orders.ts';
import { bearer, newPhone } from '../../api/helpers/auth.ts';
import { PHONE_UA, WECHAT_UA } from '../../api/helpers/payments.ts';

/**
 * A client of a real server process over HTTP, for tests of whole deployments: each call names the process it goes
 * to, so a test can spread one customer's requests over several processes. The app.inject helpers of tests/api are
 * the in-process twins of these.
 */

export type HttpReply = { status: number; headers: Headers; text: string };

/** One request to one process: `json` is sent as JSON, `body` exactly as given (with its content-type in `headers`). */
export async function call(
  baseUrl: string,
  path: string,
  { method = 'GET', token, json, body, headers = {} }: { method?: string; token?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<HttpReply> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(token ? bearer(token) : {}), ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: json === undefined ? body : JSON.stringify(json),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The reply's body as JSON, checked by `schema`; throws with the status and body when it is not that. */
export function bodyOf<T>(reply: HttpReply, schema: { parse: (value: unknown) => T }): T {
  try {
    return schema.parse(JSON.parse(reply.text));
  } catch (error) {
    throw new Error(`unexpected reply ${reply.status}: ${reply.text}`, { cause: error });
  }
}

export const errorOf = (reply: HttpReply): ErrorEnvelope['error'] => bodyOf(reply, errorEnvelopeSchema).error;

function expectStatus(reply: HttpReply, status: number, what: string): void {
  if (reply.status !== status) throw new Error(`${what} answered ${reply.status}: ${reply.text}`);
}

export const requestSmsCode = (baseUrl: string, phone: string) => call(baseUrl, '/api/auth/sms-codes', { method: 'POST', json: { phone } });

/** The last code a process's development inbox holds for a phone (each process keeps the codes it sent). */
export async function latestSmsCode(baseUrl: string, phone: string): Promise<string> {
  const reply = await call(baseUrl, `/api/dev/sms/latest?phone=${phone}`);
  expectStatus(reply, 200, `the development inbox of ${baseUrl} for ${phone}`);
  return bodyOf(reply, devSmsLatestSchema).code;
}

/** Logs a phone in on one process as a client does: a code by SMS, read from that process's inbox, then the login. */
export async function loginOverHttp(baseUrl: string, phone: string = newPhone()): Promise<LoginResponse & { phone: string }> {
  expectStatus(await requestSmsCode(baseUrl, phone), 204, `sms-codes for ${phone}`);
  const code = await latestSmsCode(baseUrl, phone);
  const reply = await call(baseUrl, '/api/auth/login', { method: 'POST', json: { phone, code, agreed: true } });
  expectStatus(reply, 200, `login of ${phone}`);
  return { ...bodyOf(reply, loginResponseSchema), phone };
}

/** A logged-in student (its own learner) who can order on any process of the deployment. */
export async function studentOverHttp(baseUrl: string) {
  const { token, phone } = await loginOverHttp(baseUrl);
  const chosen = await call(baseUrl, '/api/me', { method: 'PATCH', token, json: { role: 'student', nickname: '小明' } });
  expectStatus(chosen, 200, 'PATCH /api/me');
  const learner = bodyOf(chosen, meSchema).learners[0];
  if (!learner) throw new Error(`a student has its own learner: ${chosen.text}`);
  return { token, phone, learnerId: learner.id };
}

/** Creates a PENDING order on `baseUrl` (which must answer 201). */
export async function createOrderOverHttp(baseUrl: string, token: string, learnerId: string, planId = 'junior-30'): Promise<Order> {
  const reply = await call(baseUrl, '/api/orders', {
    method: 'POST',
    token,
    json: { planId, learnerId },
    headers: { 'idempotency-key': `k-${randomBytes(12).toString('hex')}` },
  });
  expectStatus(reply, 201, 'POST /api/orders');
  return bodyOf(reply, orderSchema);
}

/** Starts paying an order on `baseUrl` from the browser the channel needs (which must answer 200). */
export async function startPaymentOverHttp(baseUrl: string, token: string, orderNo: string, channel: PaymentChannel): Promise<PaymentAction> {
  const reply = await call(baseUrl, `/api/orders/${orderNo}/pay`, {
    method: 'POST',
    token,
    json: { channel },
    headers: { 'user-agent': channel === 'wechat_jsapi' ? WECHAT_UA : PHONE_UA },
  });
  expectStatus(reply, 200, `paying ${orderNo} by ${channel}`);
  return bodyOf(reply, paymentActionSchema);
}

export async function orderOverHttp(baseUrl: string, token: string, orderNo: string): Promise<Order> {
  const reply = await call(baseUrl, `/api/orders/${orderNo}`, { token });
  expectStatus(reply, 200, `GET /api/orders/${orderNo}`);
  return bodyOf(reply, orderSchema);
}
