import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type Order, orderSchema, type PaymentAction, paymentActionSchema, type PaymentChannel } from '../../../src/contract/orders.ts';

export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN';
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** POST /api/orders/:orderNo/pay as the page sends it (a WeChat user agent for wechat_jsapi). */
export function postPay(
  app: FastifyInstance,
  headers: Record<string, string>,
  orderNo: string,
  body: { channel: PaymentChannel; wechatOauthCode?: string },
) {
  const userAgent = body.channel === 'wechat_jsapi' ? WECHAT_UA : PHONE_UA;
  return app.inject({
    method: 'POST',
    url: `/api/orders/${encodeURIComponent(orderNo)}/pay`,
    headers: { ...headers, 'user-agent': userAgent },
    payload: body,
  });
}

/** Starts a payment, which must answer 200, parsed. */
export async function startPayment(
  app: FastifyInstance,
  headers: Record<string, string>,
  orderNo: string,
  channel: PaymentChannel,
): Promise<PaymentAction> {
  const response = await postPay(app, headers, orderNo, { channel });
  expect(response.statusCode, response.body).toBe(200);
  return paymentActionSchema.parse(response.json());
}

/** The path and query of an absolute URL on the app's own origin, for app.inject. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The hidden fields of the cashier page's form. */
export function cashierFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1], decodeEntities(match[2] ?? '')]),
  );
}

const decodeEntities = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The cashier's form as the page at `url` shows it (where its buttons post and its hidden fields). */
export type CashierForm = { action: string; fields: Record<string, string> };

/**
 * Where a pay action's URL leads: our link to Alipay's cashier redirects to Alipay's signed URL while the attempt is
 * open (decision 025); any other URL is where it says.
 */
export async function cashierUrl(app: FastifyInstance, url: string): Promise<string> {
  if (!new URL(url).pathname.startsWith('/api/payments/alipay/cashier/')) return url;
  const hop = await app.inject({ url: pathOf(url) });
  expect(hop.statusCode, hop.body).toBe(302);
  return new URL(String(hop.headers.location), url).toString();
}

/** Opens the cashier page at `url` (which must show the 模拟支付 cashier with its buttons) and reads its form. */
export async function openCashier(app: FastifyInstance, url: string): Promise<CashierForm> {
  const page = await app.inject({ url: pathOf(await cashierUrl(app, url)) });
  expect(page.statusCode, page.body).toBe(200);
  expect(page.body).toContain('模拟支付');
  const form = /<form method="post" action="([^"]+)">/.exec(page.body);
  if (!form?.[1]) throw new Error(`the cashier shows no form: ${page.body}`);
  return { action: decodeEntities(form[1]), fields: cashierFields(page.body) };
}

/** Presses 确认支付 or 取消支付 on a cashier form read earlier: the simulator's reply (a redirect or a page). */
export function submitCashier(app: FastifyInstance, form: CashierForm, action: 'pay' | 'cancel'): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: pathOf(form.action),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form.fields, action }).toString(),
  });
}

/** Opens the cashier page at `url` and presses 确认支付 or 取消支付: the simulator's reply (a redirect or a page). */
export async function pressCashier(app: FastifyInstance, url: string, action: 'pay' | 'cancel'): Promise<LightMyRequestResponse> {
  return submitCashier(app, await openCashier(app, url), action);
}

/** Reads the order until `done` holds (a notification is delivered in the background), or fails after a while. */
export async function orderUntil(
  app: FastifyInstance,
  headers: Record<string, string>,
  orderNo: string,
  done: (order: Order) => boolean,
): Promise<Order> {
  let last: Order | undefined;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await app.inject({ url: `/api/orders/${encodeURIComponent(orderNo)}`, headers });
    last = orderSchema.parse(response.json());
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the order never got there: ${JSON.stringify(last)}`);
}

/** One notification a provider's simulator posted to the app: whom from, when it arrived, what it was answered. */
export type NotificationCall = { provider: 'wechat' | 'alipay'; arrivedAt: number; lost: boolean; status?: number };

const notifyRoute = /^\/api\/payments\/(wechat|alipay)\/notify(?:\?|$)/;

/**
 * Watches the notifications reaching the app's notify routes, in the order they arrive, with the status each was
 * answered. `lose` answers the n-th one (0-based) 503 before the app sees it, as if it was lost on the way: the
 * provider retries, and only the app's own provider queries can find the payment. Hooks are added, so call it
 * before the app's first request.
 */
export function watchNotifications(
  app: FastifyInstance,
  lose: (index: number, provider: NotificationCall['provider']) => boolean = () => false,
) {
  const calls: NotificationCall[] = [];
  const byRequest = new Map<string, NotificationCall>();
  app.addHook('onRequest', async (request, reply) => {
    const provider = notifyRoute.exec(request.url)?.[1];
    if (provider !== 'wechat' && provider !== 'alipay') return;
    const call: NotificationCall = { provider, arrivedAt: performance.now(), lost: lose(calls.length, provider) };
    calls.push(call);
    byRequest.set(request.id, call);
    if (call.lost) return reply.code(503).type('text/plain; charset=utf-8').send('lost on the way');
  });
  app.addHook('onResponse', async (request, reply) => {
    const call = byRequest.get(request.id);
    if (!call) return;
    byRequest.delete(request.id);
    call.status = reply.statusCode;
  });
  return {
    calls,
    /** The statuses of the answered notifications, in the order they arrived. */
    statuses: () => calls.flatMap((call) => (call.status === undefined ? [] : [call.status])),
  };
}

/** Waits (in real time) until `check` holds, or fails after a while saying what never happened. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The stored row of one order, read from the database (unlike GET /api/orders/:orderNo, it never asks a provider). */
export function storedOrder(app: FastifyInstance, orderNo: string) {
  return app.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
}

/** What a simulator holds for an out_trade_no (its own JSON record), or undefined when the provider never heard of it. */
export async function simulatorRecord(
  app: FastifyInstance,
  provider: 'wechatpay' | 'alipay',
  outTradeNo: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await app.db
    .selectFrom('payment_simulator_transactions')
    .select('data')
    .where('provider', '=', provider)
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirst();
  return row ? (JSON.parse(row.data) as Record<string, unknown>) : undefined;
}

/** The out_trade_no of the order's newest payment attempt at a provider (each attempt has its own; decision 025). */
export async function attemptOutTradeNo(app: FastifyInstance, orderNo: string, provider?: 'wechatpay' | 'alipay'): Promise<string> {
  let query = app.db.selectFrom('payment_attempts').select('out_trade_no').where('order_no', '=', orderNo);
  if (provider) query = query.where('provider', '=', provider);
  const row = await query.orderBy('opened_at', 'desc').orderBy('out_trade_no', 'desc').executeTakeFirst();
  if (!row) throw new Error(`order ${orderNo} has no payment attempt${provider ? ` at ${provider}` : ''}`);
  return row.out_trade_no;
}

/** The order's payment attempts as stored, oldest first. */
export function storedAttempts(app: FastifyInstance, orderNo: string) {
  return app.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_no', '=', orderNo)
    .orderBy('opened_at')
    .orderBy('out_trade_no')
    .execute();
}
