import type { ProviderFinding } from '../../../contract/order-events.ts';
import type { RefundView } from '../../providers/payment-gateway.ts';
import { addOrderEvent, lastProviderQuery } from '../orders/order-events.repository.ts';
import { findOrderRow } from '../orders/orders.repository.ts';
import { applyRefundView } from './apply-refund-view.ts';
import { type RefundDeps, refundProvider } from './refund-deps.ts';
import type { RefundRow } from './refunds.repository.ts';

/** Sends the refund to its provider (again, if need be: the same refund number refunds once) and applies the answer. */
export async function submitRefund(deps: RefundDeps, row: RefundRow, paidFen: number): Promise<void> {
  const view = await deps.gateway.refund(refundProvider(row), {
    outTradeNo: row.out_trade_no,
    outRefundNo: row.out_refund_no,
    amountFen: row.amount_fen,
    totalFen: paidFen,
    reason: row.reason,
  });
  await applyRefundView(deps, row, view, 'reply');
}

/** The reconciliation job's question about a refund and what it found, on the order's timeline; the same finding again is not repeated. */
async function noteRefundQuery(
  { db, clock }: Pick<RefundDeps, 'db' | 'clock'>,
  row: RefundRow,
  by: 'reconciliation',
  found: ProviderFinding,
): Promise<void> {
  const last = await lastProviderQuery(db, row.order_no);
  if (last && last.outRefundNo === row.out_refund_no && last.found === found) return;
  await addOrderEvent(
    db,
    row.order_no,
    { type: 'provider_queried', detail: { provider: refundProvider(row), by, kind: 'refund', outRefundNo: row.out_refund_no, found } },
    clock.now(),
  );
}

/** Asks the provider about a PENDING refund and applies the answer; one the provider never got is sent again. */
export async function syncRefund(deps: RefundDeps, row: RefundRow, by?: 'reconciliation'): Promise<void> {
  let view: RefundView;
  try {
    view = await deps.gateway.queryRefund(refundProvider(row), { outTradeNo: row.out_trade_no, outRefundNo: row.out_refund_no });
  } catch (error) {
    if (by) await noteRefundQuery(deps, row, by, 'error');
    throw error;
  }
  if (by) await noteRefundQuery(deps, row, by, view.state);
  if (view.state !== 'not_found') {
    await applyRefundView(deps, row, view, 'query');
    return;
  }
  const order = await findOrderRow(deps.db, row.order_no);
  if (order) await submitRefund(deps, row, order.amount_fen);
}
