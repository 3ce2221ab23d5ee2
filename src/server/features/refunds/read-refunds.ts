import type { Kysely } from 'kysely';
import { type Refund, refundStatusSchema } from '../../../contract/refunds.ts';
import type { Database } from '../../db/schema.ts';
import { listExtraChargeRefundsOfOrder } from './extra-charge-refunds.repository.ts';
import { findRefund, listOrderRefunds, type RefundRow } from './refunds.repository.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toRefund(row: RefundRow): Refund {
  return {
    refundId: row.id,
    orderNo: row.order_no,
    outRefundNo: row.out_refund_no,
    amountFen: row.amount_fen,
    reason: row.reason,
    status: refundStatusSchema.parse(row.status),
    requestedBy: row.requested_by,
    providerStatus: row.provider_status,
    providerRefundId: row.provider_refund_id,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at).toISOString(),
    completedAt: iso(row.completed_at),
  };
}

/** A refund as it stands now (after the provider's answer was applied). */
export async function currentRefund(db: Kysely<Database>, id: string): Promise<Refund> {
  const row = await findRefund(db, id);
  if (!row) throw new Error(`refund ${id} vanished`);
  return toRefund(row);
}

/** The refunds of the order's extra charges, oldest first. */
export async function extraChargeRefundsOf(db: Kysely<Database>, orderNo: string): Promise<Refund[]> {
  return (await listExtraChargeRefundsOfOrder(db, orderNo)).map(toRefund);
}

/** The refunds of one order, oldest first (for the operators' order detail). */
export async function refundsOf(db: Kysely<Database>, orderNo: string): Promise<Refund[]> {
  return (await listOrderRefunds(db, orderNo)).map(toRefund);
}
