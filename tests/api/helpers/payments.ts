import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type Order, orderSchema, type PaymentAction, paymentActionSchema, type PaymentChannel } from '../../../src/contract/orders.ts';

export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN';
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** POST /api/orders/:orderNo/pay as the page sends it (a WeChat user agent for wechat_jsapi). */
export function postPay(app: FastifyInstance, headers: Record<string, string>, orderNo: string, body: { channel: PaymentChannel; wechatOauthCode?: string }) {
  const userAgent = body.channel === 'wechat_jsapi' ? WECHAT_UA : PHONE_UA;
  return app.inject({ method: 'POST', url: `/api/orders/${encodeURIComponent(orderNo)}/pay`, headers: { ...headers, 'user-agent': userAgent }, payload: body });
}

/** Starts a payment, which must answer 200, parsed. */
export async function startPayment(app: FastifyInstance, headers: Record<string, string>, orderNo: string, channel: PaymentChannel): Promise<PaymentAction> {
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
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1], decodeEntities(match[2] ?? '')]));
}

const decodeEntities = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** Opens the cashier page at `url` and presses 确认支付 or 取消支付: the simulator's reply (a redirect or a page). */
export async function pressCashier(app: FastifyInstance, url: string, action: 'pay' | 'cancel'): Promise<LightMyRequestResponse> {
  const page = await app.inject({ url: pathOf(url) });
  expect(page.statusCode, page.body).toBe(200);
  expect(page.body).toContain('模拟支付');
  const form = /<form method="post" action="([^"]+)">/.exec(page.body);
  if (!form?.[1]) throw new Error(`the cashier shows no form: ${page.body}`);
  return app.inject({
    method: 'POST',
    url: pathOf(decodeEntities(form[1])),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...cashierFields(page.body), action }).toString(),
  });
}

/** Reads the order until `done` holds (a notification is delivered in the background), or fails after a while. */
export async function orderUntil(app: FastifyInstance, headers: Record<string, string>, orderNo: string, done: (order: Order) => boolean): Promise<Order> {
  let last: Order | undefined;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await app.inject({ url: `/api/orders/${encodeURIComponent(orderNo)}`, headers });
    last = orderSchema.parse(response.json());
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the order never got there: ${JSON.stringify(last)}`);
}
