import { z } from '../../../../contract/schema.ts';

/**
 * What the WeChat Pay simulator keeps: transactions by out_trade_no, with their refunds, and pointers from a prepay id
 * and from an out_refund_no to their transaction; and the changes a transaction goes through.
 */
export type SimulatedTransaction = {
  outTradeNo: string;
  prepayId: string;
  description: string;
  amountFen: number;
  notifyUrl: string;
  kind: 'h5' | 'jsapi';
  openid?: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'PAYERROR';
  transactionId?: string;
  successTime?: string;
  /** Refunds of a paid transaction, kept in its record so that one compare-and-set checks and adds each. */
  refunds?: SimulatedRefund[];
};

/** A refund (POST /v3/refund/domestic/refunds): PROCESSING when taken, SUCCESS a moment later. */
export type SimulatedRefund = {
  outRefundNo: string;
  refundId: string;
  amountFen: number;
  reason?: string;
  notifyUrl?: string;
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  createTime: string;
  successTime?: string;
};

/**
 * Transactions by out_trade_no; `prepay:<id>` records point a prepay id at its transaction and `refund:<out_refund_no>`
 * records a refund number at the transaction that holds it.
 */
export type WechatSimulatorRecord = SimulatedTransaction | { prepayFor: string } | { refundFor: string };

const refundSchema: z.ZodMiniType<SimulatedRefund> = z.object({
  outRefundNo: z.string(),
  refundId: z.string(),
  amountFen: z.number(),
  reason: z.optional(z.string()),
  notifyUrl: z.optional(z.string()),
  status: z.enum(['PROCESSING', 'SUCCESS', 'CLOSED', 'ABNORMAL']),
  createTime: z.string(),
  successTime: z.optional(z.string()),
});

const transactionSchema: z.ZodMiniType<SimulatedTransaction> = z.object({
  outTradeNo: z.string(),
  prepayId: z.string(),
  description: z.string(),
  amountFen: z.number(),
  notifyUrl: z.string(),
  kind: z.enum(['h5', 'jsapi']),
  openid: z.optional(z.string()),
  state: z.enum(['NOTPAY', 'SUCCESS', 'CLOSED', 'PAYERROR']),
  transactionId: z.optional(z.string()),
  successTime: z.optional(z.string()),
  refunds: z.optional(z.array(refundSchema)),
});

const recordSchema: z.ZodMiniType<WechatSimulatorRecord> = z.union([
  transactionSchema,
  z.object({ prepayFor: z.string() }),
  z.object({ refundFor: z.string() }),
]);

/** Whether a stored value is one of the simulator's records (the store hands back only those). */
export const isWechatSimulatorRecord = (value: unknown): value is WechatSimulatorRecord => recordSchema.safeParse(value).success;

export interface WechatSimulatorStore {
  get(key: string): Promise<WechatSimulatorRecord | undefined>;
  save(key: string, record: WechatSimulatorRecord): Promise<void>;
  replace(key: string, expected: WechatSimulatorRecord, next: WechatSimulatorRecord): Promise<boolean>;
}

export const isTransaction = (record: WechatSimulatorRecord | undefined): record is SimulatedTransaction =>
  record !== undefined && 'outTradeNo' in record;

export const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

export async function transactionByPrepayId(store: WechatSimulatorStore, prepayId: string): Promise<SimulatedTransaction | undefined> {
  const pointer = await store.get(`prepay:${prepayId}`);
  if (!pointer || !('prepayFor' in pointer)) return undefined;
  const transaction = await store.get(pointer.prepayFor);
  return isTransaction(transaction) ? transaction : undefined;
}

/** The transaction and its refund of this out_refund_no, or undefined when either is unknown. */
export async function transactionWithRefund(
  store: WechatSimulatorStore,
  outTradeNo: string,
  outRefundNo: string,
): Promise<{ transaction: SimulatedTransaction; refund: SimulatedRefund } | undefined> {
  const transaction = await store.get(outTradeNo);
  const refund = isTransaction(transaction) ? transaction.refunds?.find((candidate) => candidate.outRefundNo === outRefundNo) : undefined;
  return isTransaction(transaction) && refund ? { transaction, refund } : undefined;
}

/** The transaction once the payer paid: WeChat Pay's transaction_id and the time of payment. */
export function paidTransaction(transaction: SimulatedTransaction, now: () => number): SimulatedTransaction {
  return {
    ...transaction,
    state: 'SUCCESS',
    transactionId: `42000${String(now()).slice(-13)}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`,
    successTime: rfc3339(now()),
  };
}

/**
 * Marks a PROCESSING refund SUCCESS (compare-and-set, tried a few times against concurrent changes): the transaction
 * and the refund as they are now, or undefined when either is gone or the change could not be stored.
 */
export async function succeedRefund(
  store: WechatSimulatorStore,
  now: () => number,
  outTradeNo: string,
  outRefundNo: string,
): Promise<{ transaction: SimulatedTransaction; refund: SimulatedRefund } | undefined> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await transactionWithRefund(store, outTradeNo, outRefundNo);
    if (!found) return undefined;
    const { transaction, refund } = found;
    if (refund.status !== 'PROCESSING') return found;
    const done: SimulatedRefund = { ...refund, status: 'SUCCESS', successTime: rfc3339(now()) };
    const next: SimulatedTransaction = {
      ...transaction,
      refunds: (transaction.refunds ?? []).map((candidate) => (candidate.outRefundNo === outRefundNo ? done : candidate)),
    };
    if (await store.replace(outTradeNo, transaction, next)) return { transaction: next, refund: done };
  }
  return undefined;
}
