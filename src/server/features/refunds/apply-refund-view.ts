import { addOrderEvent } from '../orders/order-events.repository.ts';
import type { RefundView } from '../../providers/payment-gateway.ts';
import type { RefundDeps } from './refund-deps.ts';
import { type ConfirmedRefund, type RefundSettlementOutcome, settleRefund } from './refund-settlement.ts';
import { failRefund, notePendingRefund, type RefundRow } from './refunds.repository.ts';

function reportSettlement({ log }: Pick<RefundDeps, 'log'>, row: RefundRow, outcome: RefundSettlementOutcome): void {
  if (outcome.result === 'amount_mismatch' || outcome.result === 'unknown_refund') {
    log.error({ orderNo: row.order_no, outRefundNo: row.out_refund_no, outcome }, 'refund: a confirmed refund does not match ours');
  } else if (outcome.result === 'after_failure') {
    log.error(
      { orderNo: row.order_no, outRefundNo: row.out_refund_no },
      'refund: the provider reports success for a refund it had failed; review it',
    );
  }
}

/** Applies what the provider says about one of our PENDING refunds; `not_found` is left to the caller. */
export async function applyRefundView(
  deps: Pick<RefundDeps, 'db' | 'clock' | 'log'>,
  row: RefundRow,
  view: RefundView,
  source: ConfirmedRefund['source'],
): Promise<RefundSettlementOutcome | null> {
  const { db, clock, log } = deps;
  const now = clock.now();
  switch (view.state) {
    case 'succeeded': {
      const confirmed: ConfirmedRefund = {
        outRefundNo: row.out_refund_no,
        providerRefundId: view.providerRefundId,
        succeededAt: view.succeededAt,
        source,
      };
      const outcome = await settleRefund(db, view.amountFen === undefined ? confirmed : { ...confirmed, amountFen: view.amountFen }, now);
      reportSettlement(deps, row, outcome);
      return outcome;
    }
    case 'processing':
    case 'abnormal': {
      const providerStatus = view.state === 'abnormal' ? 'ABNORMAL' : 'PROCESSING';
      await notePendingRefund(db, row.id, { providerStatus, providerRefundId: view.providerRefundId }, now);
      if (view.state === 'abnormal' && row.provider_status !== 'ABNORMAL') {
        // WeChat Pay could not return the money the way it came (a closed card): it stays owed and reserved.
        await addOrderEvent(
          db,
          row.order_no,
          { type: 'refund_abnormal', detail: { refundId: row.id, outRefundNo: row.out_refund_no, source } },
          now,
        );
        log.error(
          { orderNo: row.order_no, outRefundNo: row.out_refund_no },
          'refund: ABNORMAL at WeChat Pay; handle it in the merchant platform',
        );
      }
      return null;
    }
    case 'closed':
      await failRefund(db, row, { providerStatus: 'CLOSED', reason: '支付机构关闭了这笔退款' }, now);
      return null;
    case 'refused':
      await failRefund(db, row, { providerStatus: view.code, reason: view.reason.slice(0, 500) }, now);
      log.warn({ orderNo: row.order_no, outRefundNo: row.out_refund_no, code: view.code }, 'refund: the provider refused it');
      return null;
    case 'rejected':
      log.error(
        { orderNo: row.order_no, outRefundNo: row.out_refund_no, reason: view.reason },
        'refund: the provider answered about something else',
      );
      return null;
    case 'not_found':
      return null;
  }
}
