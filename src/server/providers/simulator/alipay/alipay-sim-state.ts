import { randomInt } from 'node:crypto';
import { z } from '../../../../contract/schema.ts';
import { formatBeijingTime } from '../../alipay/alipay-protocol.ts';

/** What the Alipay simulator keeps: its trades by out_trade_no, with their refunds, and the changes they go through. */
export type AlipaySimulatedTrade = {
  outTradeNo: string;
  tradeNo: string;
  subject: string;
  amountFen: number;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  createdAt: number;
  notifyUrl?: string;
  returnUrl?: string;
  quitUrl?: string;
  /** time_expire: the trade closes by itself at this instant. */
  expiresAt?: number;
  paidAt?: number;
  buyerId?: string;
  buyerLogonId?: string;
  /** alipay.trade.refund requests, each once per out_request_no; a trade refunded in full becomes TRADE_CLOSED. */
  refunds?: AlipaySimulatedRefund[];
};

export type AlipaySimulatedRefund = { outRequestNo: string; amountFen: number; reason?: string; refundedAt: number };

const refundSchema: z.ZodMiniType<AlipaySimulatedRefund> = z.object({
  outRequestNo: z.string(),
  amountFen: z.number(),
  reason: z.optional(z.string()),
  refundedAt: z.number(),
});

const tradeSchema: z.ZodMiniType<AlipaySimulatedTrade> = z.object({
  outTradeNo: z.string(),
  tradeNo: z.string(),
  subject: z.string(),
  amountFen: z.number(),
  status: z.enum(['WAIT_BUYER_PAY', 'TRADE_SUCCESS', 'TRADE_CLOSED']),
  createdAt: z.number(),
  notifyUrl: z.optional(z.string()),
  returnUrl: z.optional(z.string()),
  quitUrl: z.optional(z.string()),
  expiresAt: z.optional(z.number()),
  paidAt: z.optional(z.number()),
  buyerId: z.optional(z.string()),
  buyerLogonId: z.optional(z.string()),
  refunds: z.optional(z.array(refundSchema)),
});

/** Whether a stored value is one of the simulator's trades (the store hands back only those). */
export const isAlipaySimulatedTrade = (value: unknown): value is AlipaySimulatedTrade => tradeSchema.safeParse(value).success;

/** What the simulator needs of its store: createSimulatorStore(db, 'alipay', now, isAlipaySimulatedTrade) in the app. */
export interface AlipaySimulatorStore {
  get(outTradeNo: string): Promise<AlipaySimulatedTrade | undefined>;
  save(outTradeNo: string, trade: AlipaySimulatedTrade): Promise<void>;
  replace(outTradeNo: string, expected: AlipaySimulatedTrade, next: AlipaySimulatedTrade): Promise<boolean>;
}

/** The trade, closed first if its time_expire has passed (Alipay closes unpaid trades by itself). */
export async function loadTrade(
  store: AlipaySimulatorStore,
  now: () => number,
  outTradeNo: string,
): Promise<AlipaySimulatedTrade | undefined> {
  const trade = await store.get(outTradeNo);
  if (trade?.status !== 'WAIT_BUYER_PAY' || trade.expiresAt === undefined || now() < trade.expiresAt) return trade;
  const closed: AlipaySimulatedTrade = { ...trade, status: 'TRADE_CLOSED' };
  return (await store.replace(outTradeNo, trade, closed)) ? closed : store.get(outTradeNo);
}

/** A trade_no as Alipay gives them: the Beijing date, 22001 and fifteen digits. */
export const newTradeNo = (now: () => number) =>
  `${formatBeijingTime(now()).slice(0, 10).replaceAll('-', '')}22001${String(randomInt(10 ** 9)).padStart(9, '0')}${String(randomInt(10 ** 6)).padStart(6, '0')}`;

/** What the trade's refunds add up to. */
export const refundedFen = (trade: AlipaySimulatedTrade) => (trade.refunds ?? []).reduce((sum, refund) => sum + refund.amountFen, 0);

/** The trade once the buyer paid, by a simulated buyer. */
export function paidTrade(trade: AlipaySimulatedTrade, now: () => number): AlipaySimulatedTrade {
  return {
    ...trade,
    status: 'TRADE_SUCCESS',
    paidAt: now(),
    buyerId: `2088${String(randomInt(10 ** 12)).padStart(12, '0')}`,
    buyerLogonId: '138******00',
  };
}
