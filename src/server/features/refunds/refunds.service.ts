import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  REFUND_REASON_MAX,
  REFUND_REQUEST_ID_PATTERN,
  type Refund,
  refundLimitMessage,
  refundStatusSchema,
} from '../../../contract/refunds.ts';
import type { NotificationOutcome, ProviderFinding } from '../../../contract/order-events.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findOrderRow } from '../orders/orders.repository.ts';
import { addOrderEvent, lastProviderQuery, newOrderEventId, noteNotification } from '../orders/order-events.repository.ts';
import { type ConfirmedRefund, type RefundSettlementOutcome, settleRefund } from './refund-settlement.ts';
import {
  failRefund,
  findRefund,
  findRefundByOutRefundNo,
  listExtraChargeRefundsOfOrder,
  listOrderRefunds,
  listPendingRefunds,
  notePendingRefund,
  type RefundAsk,
  type RefundReservation,
  type RefundRow,
  reservationOf,
  reserveExtraChargeRetry,
  reserveRefund,
  touchPendingRefund,
} from './refunds.repository.ts';
import { findAttempt } from '../orders/payment-attempts.repository.ts';
import type { NotificationResult, PaymentGateway, Provider, RefundView } from '../../providers/payment-gateway.ts';

/** Both providers advise asking about a refund a while after applying for it (WeChat Pay: a minute; Alipay: 10 s). */
export const REFUND_QUERY_AFTER_MS = 60_000;
const JOB_BATCH = 100;

export type RefundInput = Pick<RefundAsk, 'orderNo' | 'amountFen' | 'requestId' | 'reason' | 'operatorId' | 'cap'>;

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

/**
 * Refunds of PAID orders through the provider they were paid with. A refund is reserved (checked against what is
 * left, under the order's row lock) and committed as PENDING before the provider is asked; the provider's answer, its
 * notification or our query then settles it once. An unclear answer leaves it PENDING for the reconciliation job,
 * which asks the provider and sends a refund the provider never got again, under the same refund number.
 */
export function createRefunds(deps: { db: Kysely<Database>; gateway: PaymentGateway; clock: Clock; log: FastifyBaseLogger }) {
  const { db, gateway, clock, log } = deps;
  const providerOf = (row: RefundRow): Provider => (row.provider === 'alipay' ? 'alipay' : 'wechatpay');

  async function reserve(ask: RefundAsk): Promise<RefundReservation> {
    try {
      return await reserveRefund(db, ask, clock.now());
    } catch (error) {
      // The request id's unique constraint: the same id at the same moment, for another order.
      const settled = await reservationOf(db, ask);
      if (settled) return settled;
      throw error;
    }
  }

  function reportSettlement(row: RefundRow, outcome: RefundSettlementOutcome): void {
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
  async function apply(row: RefundRow, view: RefundView, source: ConfirmedRefund['source']): Promise<RefundSettlementOutcome | null> {
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
        reportSettlement(row, outcome);
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

  /** Sends the refund to its provider (again, if need be: the same refund number refunds once) and applies the answer. */
  async function submit(row: RefundRow, paidFen: number): Promise<void> {
    const view = await gateway.refund(providerOf(row), {
      outTradeNo: row.out_trade_no,
      outRefundNo: row.out_refund_no,
      amountFen: row.amount_fen,
      totalFen: paidFen,
      reason: row.reason,
    });
    await apply(row, view, 'reply');
  }

  /** The reconciliation job's question about a refund and what it found, on the order's timeline; the same finding again is not repeated. */
  async function noteRefundQuery(row: RefundRow, by: 'reconciliation', found: ProviderFinding): Promise<void> {
    const last = await lastProviderQuery(db, row.order_no);
    if (last && last.outRefundNo === row.out_refund_no && last.found === found) return;
    await addOrderEvent(
      db,
      row.order_no,
      { type: 'provider_queried', detail: { provider: providerOf(row), by, kind: 'refund', outRefundNo: row.out_refund_no, found } },
      clock.now(),
    );
  }

  /** Asks the provider about a PENDING refund and applies the answer; one the provider never got is sent again. */
  async function sync(row: RefundRow, by?: 'reconciliation'): Promise<void> {
    let view: RefundView;
    try {
      view = await gateway.queryRefund(providerOf(row), { outTradeNo: row.out_trade_no, outRefundNo: row.out_refund_no });
    } catch (error) {
      if (by) await noteRefundQuery(row, by, 'error');
      throw error;
    }
    if (by) await noteRefundQuery(row, by, view.state);
    if (view.state !== 'not_found') {
      await apply(row, view, 'query');
      return;
    }
    const order = await findOrderRow(db, row.order_no);
    if (order) await submit(row, order.amount_fen);
  }

  async function current(id: string): Promise<Refund> {
    const row = await findRefund(db, id);
    if (!row) throw new Error(`refund ${id} vanished`);
    return toRefund(row);
  }

  return {
    /**
     * Refunds `amountFen` of a PAID order, at most what was paid minus every refund that succeeded or is under way.
     * The same requestId returns the same refund (asking the provider again while it is PENDING); for another order
     * or amount it is refused. Answers the refund as it stands: SUCCEEDED, FAILED (the provider refused it), or
     * PENDING (the provider is processing it, or could not be reached: the reconciliation job carries on).
     */
    async refund(input: RefundInput): Promise<Refund> {
      const reservation = await reserve(checkedAsk(input));
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
            await sync(refund).catch((error: unknown) =>
              log.warn({ err: error, outRefundNo: refund.out_refund_no }, 'refund: provider query failed; will retry'),
            );
          }
          return current(refund.id);
        }
        case 'reserved': {
          const { refund, order } = reservation;
          try {
            await submit(refund, order.amount_fen);
          } catch (error) {
            log.warn(
              { err: error, orderNo: refund.order_no, outRefundNo: refund.out_refund_no },
              'refund: the provider did not answer clearly; reconciliation will ask it',
            );
          }
          return current(refund.id);
        }
      }
    },

    /** Sends the refund of an extra charge reserved by the settlement; an unclear answer is left to reconciliation. */
    async submitExtraChargeRefund(row: RefundRow): Promise<void> {
      try {
        await submit(row, row.amount_fen);
      } catch (error) {
        log.warn(
          { err: error, orderNo: row.order_no, outRefundNo: row.out_refund_no },
          'refund: the extra charge refund got no clear answer; reconciliation will ask',
        );
      }
    },

    /** An operator sends a failed extra-charge refund again (a new refund number); 409 unless every earlier one failed. */
    async retryExtraChargeRefund(
      orderNo: string,
      attemptId: string,
      actor: { operatorId: string; requestId: string | null },
    ): Promise<Refund> {
      const retry = await reserveExtraChargeRetry(db, { orderNo, attemptId, ...actor, now: clock.now() });
      if (retry.result === 'not_found') throw new AppError(404, 'EXTRA_CHARGE_NOT_FOUND');
      if (retry.result === 'not_failed') throw new AppError(409, 'EXTRA_CHARGE_REFUND_NOT_FAILED');
      try {
        await submit(retry.refund, retry.refund.amount_fen);
      } catch (error) {
        log.warn(
          { err: error, orderNo, outRefundNo: retry.refund.out_refund_no },
          'refund: the provider did not answer clearly; reconciliation will ask it',
        );
      }
      return current(retry.refund.id);
    },

    /** The refunds of the order's extra charges, oldest first. */
    async extraChargeRefundsOf(orderNo: string): Promise<Refund[]> {
      return (await listExtraChargeRefundsOfOrder(db, orderNo)).map(toRefund);
    },

    /** The refunds of one order, oldest first (for the operators' order detail). */
    async refundsOf(orderNo: string): Promise<Refund[]> {
      return (await listOrderRefunds(db, orderNo)).map(toRefund);
    },

    /**
     * A WeChat Pay refund notification, verified on its raw body like a payment notification (serial, timestamp
     * window, signature, decryption, then mchid), applied at most once and acknowledged only after it is committed.
     */
    async handleWechatRefundNotification(
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ): Promise<NotificationResult> {
      let view: ReturnType<PaymentGateway['openWechatRefundNotification']>;
      try {
        view = gateway.openWechatRefundNotification(headers, rawBody);
      } catch (error) {
        log.warn({ err: error }, 'refund: WeChat Pay refund notification refused');
        const outTradeNo = gateway.refusedWechatNotificationOutTradeNo(rawBody);
        const orderNo = outTradeNo ? (await findAttempt(db, 'wechatpay', outTradeNo))?.order_no : undefined;
        if (orderNo) await noteNotification(db, orderNo, { provider: 'wechatpay', kind: 'refund', outcome: 'bad_signature' }, clock.now());
        return { status: 'bad_signature', detail: (error as Error).message };
      }
      // On the order's timeline with its verification result (taken now, so it sorts before what it led to).
      const orderNo = (await findAttempt(db, 'wechatpay', view.outTradeNo))?.order_no ?? '';
      const receivedAt = clock.now();
      const eventId = newOrderEventId(receivedAt);
      const said = {
        outRefundNo: view.outRefundNo,
        state: view.state,
        ...('amountFen' in view && view.amountFen !== undefined ? { amountFen: view.amountFen } : {}),
      };
      const note = (outcome: NotificationOutcome, extra: { reason?: string } = {}) =>
        noteNotification(db, orderNo, { provider: 'wechatpay', kind: 'refund', outcome, ...said, ...extra }, receivedAt, eventId);
      if (view.state === 'rejected') {
        log.error(
          { outTradeNo: view.outTradeNo, outRefundNo: view.outRefundNo, reason: view.reason },
          'refund: verified refund notification is not for this merchant',
        );
        await note('rejected', { reason: view.reason });
        return { status: 'rejected', detail: view.reason };
      }
      const row = await findRefundByOutRefundNo(db, view.outRefundNo);
      if (!row || row.out_trade_no !== view.outTradeNo || row.provider !== 'wechatpay') {
        // Not a refund this app asked for (one made by hand in the merchant platform): kept on record, not applied.
        if (await note('ignored', { reason: 'unknown refund' })) {
          await addOrderEvent(
            db,
            orderNo,
            { type: 'refund_unrecognized', detail: { outRefundNo: view.outRefundNo, state: view.state } },
            clock.now(),
          );
        }
        log.error(
          { outTradeNo: view.outTradeNo, outRefundNo: view.outRefundNo },
          'refund: a refund notification for a refund this app did not ask for',
        );
        return { status: 'ignored', detail: 'unknown refund' };
      }
      const outcome = await apply(row, view, 'notification');
      if (outcome?.result === 'amount_mismatch') {
        await note('amount_mismatch');
        return { status: 'rejected', detail: 'amount does not match the refund' };
      }
      const applied = outcome?.result === 'applied' || outcome?.result === 'applied_extra_charge';
      await note(applied ? 'applied' : 'ignored');
      return { status: applied ? 'applied' : 'ignored' };
    },

    /**
     * Asks the providers about PENDING refunds older than a minute (the longest waiting first), so a lost
     * notification or an unclear answer never leaves a refund unsettled. Safe in several processes at once.
     */
    async reconcileRefunds(): Promise<number> {
      const pending = await listPendingRefunds(db, clock.now() - REFUND_QUERY_AFTER_MS, JOB_BATCH);
      let settled = 0;
      for (const row of pending) {
        try {
          await sync(row, 'reconciliation');
          if ((await findRefund(db, row.id))?.status !== 'PENDING') settled += 1;
        } catch (error) {
          log.warn({ err: error, outRefundNo: row.out_refund_no }, 'refund: reconciliation could not reach the provider; will retry');
        } finally {
          await touchPendingRefund(db, row.id, clock.now());
        }
      }
      return settled;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
