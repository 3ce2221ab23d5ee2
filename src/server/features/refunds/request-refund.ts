import { REFUND_REASON_MAX, REFUND_REQUEST_ID_PATTERN, type Refund, refundLimitMessage } from '../../../contract/refunds.ts';
import { AppError } from '../../errors.ts';
import { currentRefund } from './read-refunds.ts';
import type { RefundDeps } from './refund-deps.ts';
import { type RefundAsk, type RefundReservation, reservationOf, reserveRefund } from './refund-reservation.repository.ts';
import { submitRefund, syncRefund } from './sync-refund.ts';

export type RefundInput = Pick<RefundAsk, 'orderNo' | 'amountFen' | 'requestId' | 'reason' | 'operatorId' | 'cap'>;

/** The input the service itself insists on, whoever calls it (the operator route validates the same with the contract). */
function checkedAsk(input: RefundInput): RefundAsk {
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen < 1)
    throw new AppError(400, 'VALIDATION_FAILED', '退款金额须为正整数（分）', 'amountFen');
  if (!REFUND_REQUEST_ID_PATTERN.test(input.requestId))
    throw new AppError(400, 'VALIDATION_FAILED', '退款请求号须为 8–64 位字母、数字、_ 或 -', 'requestId');
  const reason = input.reason.trim();
  if (!reason || [...reason].length > REFUND_REASON_MAX)
    throw new AppError(400, 'VALIDATION_FAILED', `退款原因须为 1–${REFUND_REASON_MAX} 个字`, 'reason');
  return {
    orderNo: input.orderNo,
    amountFen: input.amountFen,
    requestId: input.requestId,
    reason,
    operatorId: input.operatorId,
    ...(input.cap ? { cap: input.cap } : {}),
  };
}

async function reserve({ db, clock }: Pick<RefundDeps, 'db' | 'clock'>, ask: RefundAsk): Promise<RefundReservation> {
  try {
    return await reserveRefund(db, ask, clock.now());
  } catch (error) {
    // The request id's unique constraint: the same id at the same moment, for another order.
    const settled = await reservationOf(db, ask);
    if (settled) return settled;
    throw error;
  }
}

/**
 * Refunds `amountFen` of a PAID order, at most what was paid minus every refund that succeeded or is under way.
 * The same requestId returns the same refund (asking the provider again while it is PENDING); for another order
 * or amount it is refused. Answers the refund as it stands: SUCCEEDED, FAILED (the provider refused it), or
 * PENDING (the provider is processing it, or could not be reached: the reconciliation job carries on).
 */
export async function requestRefund(deps: RefundDeps, input: RefundInput): Promise<Refund> {
  const { db, log } = deps;
  const reservation = await reserve(deps, checkedAsk(input));
  switch (reservation.result) {
    case 'order_not_found':
      throw new AppError(404, 'ORDER_NOT_FOUND');
    case 'not_refundable':
      throw new AppError(409, 'REFUND_NOT_ALLOWED');
    case 'exceeds':
      throw new AppError(
        409,
        'REFUND_AMOUNT_EXCEEDED',
        `退款金额超过了这笔订单还可退的金额（还可退 ${reservation.refundableFen} 分）`,
        'amountFen',
      );
    case 'request_reused':
      throw new AppError(409, 'REFUND_REQUEST_REUSED', undefined, 'requestId');
    case 'over_limit':
      throw new AppError(
        403,
        'REFUND_LIMIT_EXCEEDED',
        refundLimitMessage(reservation.limit, reservation.limitFen, reservation.leftFen),
        'amountFen',
      );
    case 'existing': {
      const { refund } = reservation;
      if (refund.status === 'PENDING') {
        await syncRefund(deps, refund).catch((error: unknown) =>
          log.warn({ err: error, outRefundNo: refund.out_refund_no }, 'refund: provider query failed; will retry'),
        );
      }
      return currentRefund(db, refund.id);
    }
    case 'reserved': {
      const { refund, order } = reservation;
      try {
        await submitRefund(deps, refund, order.amount_fen);
      } catch (error) {
        log.warn(
          { err: error, orderNo: refund.order_no, outRefundNo: refund.out_refund_no },
          'refund: the provider did not answer clearly; reconciliation will ask it',
        );
      }
      return currentRefund(db, refund.id);
    }
  }
}
