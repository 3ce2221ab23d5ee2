import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ORDER_NO_PATTERN, type PaymentAction, type PayOrderRequest, planSnapshotSchema } from '../../../contract/orders.ts';
import type { NotificationOutcome, ProviderFinding } from '../../../contract/order-events.ts';
import type { Clock } from '../../clock.ts';
import { isDatabaseUnavailable } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Limiter } from '../../limits/limiter.ts';
import { newId } from '../../secrets.ts';
import {
  closePendingOrder,
  findAccountOrderRow,
  findOrderRow,
  listOverdueOrderNos,
  listPendingPaymentOrderNos,
  type OrderRow,
  setOrderChannel,
} from '../orders/orders.repository.ts';
import { addOrderEvent, lastProviderQuery, newOrderEventId, noteNotification } from '../orders/order-events.repository.ts';
import {
  findAttempt,
  insertAttempt,
  leaseOrderPayment,
  listOpenAttempts,
  listStrayAttempts,
  listUnverifiedClosedAttempts,
  markAttemptClosed,
  markAttemptVerified,
  type PaymentAttemptRow,
  releaseOrderPayment,
  renewOrderPayment,
  touchAttempt,
} from '../orders/payment-attempts.repository.ts';
import { settlePayment, type SettlementOutcome } from './payment-settlement.ts';
import {
  type NotificationResult,
  type PaymentGateway,
  type Provider,
  providerOf,
  type ProviderView,
} from '../../providers/payment-gateway.ts';
import type { Refunds } from '../refunds/refunds.service.ts';

/** A page that polls a PENDING order asks the provider at most this often per order. */
export const PROVIDER_QUERY_INTERVAL_MS = 5_000;
/** How long a page's read of a PENDING order waits for that question; then it gets the order as stored. */
export const PAGE_QUERY_WAIT_MS = 3_000;
const JOB_BATCH = 100;
/**
 * How long a pay request or a close may hold the order's lease (decision 025): longer than the provider calls it makes
 * (10 s time-outs each); a process that died holding it frees the order after this.
 */
const PAYMENT_LEASE_MS = 60_000;
/** Closed attempts are asked about again this long after their order's payment window (clocks differ a little). */
const VERIFY_AFTER_WINDOW_MS = 5 * 60_000;

/** What the payer's cashier and statement show for an order. */
const describeOrder = (planTitle: string) => `AI伴学服务 · ${planTitle}`;

const isWechatBrowser = (userAgent: string | undefined) => /MicroMessenger/i.test(userAgent ?? '');

/** Who asked a provider about an order, for the timeline (a page polling is not recorded: it may ask every few seconds). */
type QueryBy = 'reconciliation' | 'expiry';
/** Why an attempt was closed at its provider: another channel chosen, the order expired or cancelled, or already settled otherwise. */
type CloseReason = 'switched' | 'expired' | 'cancelled' | 'settled';
const foundOf: Record<ProviderView['state'], ProviderFinding> = {
  paid: 'paid',
  unpaid: 'pending',
  closed: 'closed',
  unknown: 'not_found',
  rejected: 'rejected',
};

export function createPaymentsService(deps: {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  clock: Clock;
  limiter: Limiter;
  log: FastifyBaseLogger;
  /** An extra charge found while settling is refunded through them. */
  refunds: Pick<Refunds, 'submitExtraChargeRefund'>;
}) {
  const { db, gateway, clock, limiter, log, refunds } = deps;
  const attemptProvider = (attempt: PaymentAttemptRow): Provider => (attempt.provider === 'alipay' ? 'alipay' : 'wechatpay');

  /**
   * Runs `work` holding the order's payment lease (one pay request or close at a time per order, across processes);
   * `busy` when someone else holds it, `not_pending` when the order is no longer PENDING.
   */
  async function withOrderLease<T>(orderNo: string, work: (lockId: string) => Promise<T>): Promise<T | 'busy' | 'not_pending'> {
    const lockId = newId();
    if (!(await leaseOrderPayment(db, { orderNo, lockId, now: clock.now(), leaseMs: PAYMENT_LEASE_MS }))) {
      const order = await findOrderRow(db, orderNo);
      return order?.status === 'PENDING' ? 'busy' : 'not_pending';
    }
    try {
      return await work(lockId);
    } finally {
      await releaseOrderPayment(db, orderNo, lockId).catch((error: unknown) =>
        log.warn({ err: error, orderNo }, 'payment: could not release the order lease; it runs out by itself'),
      );
    }
  }

  /** Applies a provider's view of an attempt; an extra charge found is refunded at once (reconciliation retries). */
  async function settle(view: ProviderView, orderNo: string): Promise<SettlementOutcome | null> {
    if (view.state !== 'paid') return null;
    const outcome = await settlePayment(db, view.payment, clock.now());
    if (outcome.result === 'extra_charge') {
      log.error(
        { orderNo, outTradeNo: view.payment.outTradeNo, transactionId: view.payment.transactionId },
        'payment: an extra charge for a paid order; refunding it in full',
      );
      await refunds.submitExtraChargeRefund(outcome.refund);
    } else if (outcome.result === 'amount_mismatch' || outcome.result === 'unknown_order') {
      log.error(
        { orderNo, outTradeNo: view.payment.outTradeNo, outcome },
        'payment: a confirmed payment does not match any order as it is',
      );
    }
    return outcome;
  }

  /** A job's question to a provider and what it found, on the timeline; the same finding again is not repeated. */
  async function noteProviderQuery(
    orderNo: string,
    detail: { provider: Provider; outTradeNo: string; by: QueryBy; found: ProviderFinding },
  ): Promise<void> {
    const last = await lastProviderQuery(db, orderNo);
    if (last && last.outTradeNo === detail.outTradeNo && last.by === detail.by && last.found === detail.found) return;
    await addOrderEvent(db, orderNo, { type: 'provider_queried', detail: detail }, clock.now());
  }

  /** Asks the provider about one attempt and applies what it says. True when the attempt's payment is the order's now. */
  async function syncAttempt(attempt: PaymentAttemptRow, by?: QueryBy): Promise<boolean> {
    const provider = attemptProvider(attempt);
    let view: ProviderView;
    try {
      view = await gateway.query(provider, attempt.out_trade_no);
    } catch (error) {
      if (by) await noteProviderQuery(attempt.order_no, { provider, outTradeNo: attempt.out_trade_no, by, found: 'error' });
      throw error;
    }
    if (by) await noteProviderQuery(attempt.order_no, { provider, outTradeNo: attempt.out_trade_no, by, found: foundOf[view.state] });
    const outcome = await settle(view, attempt.order_no);
    return outcome?.result === 'applied' || outcome?.result === 'already_applied';
  }

  /** Asks the provider about every attempt that may be paid; applies a payment found there. True when the order is now paid. */
  async function syncWithProviders(orderNo: string, by?: QueryBy): Promise<boolean> {
    let paid = false;
    for (const attempt of await listOpenAttempts(db, orderNo)) {
      if (await syncAttempt(attempt, by)) paid = true;
    }
    return paid;
  }

  /**
   * Closes an attempt at its provider so that its cashier can no longer take money; a payment it took meanwhile is
   * applied instead ('paid': the order's payment, or an extra charge that is refunded). Throws when the provider
   * cannot be reached, leaving the attempt OPEN.
   */
  async function closeAttempt(attempt: PaymentAttemptRow, reason: CloseReason): Promise<'closed' | 'paid'> {
    const provider = attemptProvider(attempt);
    if ((await gateway.close(provider, attempt.out_trade_no)) === 'paid') {
      await syncAttempt(attempt, reason === 'expired' ? 'expiry' : reason === 'settled' ? 'reconciliation' : undefined);
      return 'paid';
    }
    const now = clock.now();
    await markAttemptClosed(db, attempt.id, now);
    await addOrderEvent(
      db,
      attempt.order_no,
      { type: 'provider_closed', detail: { provider, outTradeNo: attempt.out_trade_no, reason } },
      now,
    );
    return 'closed';
  }

  /**
   * Closes a PENDING order: first every attempt at its provider (a payment found there is applied instead), then here.
   * Throws when a provider cannot be reached, leaving the order PENDING for the next try.
   */
  async function closeOrder(orderNo: string, reason: 'cancelled' | 'expired'): Promise<'closed' | 'paid' | 'not_pending' | 'closing'> {
    const result = await withOrderLease(orderNo, async () => {
      // Read under the lease: whoever held it before may have closed the order already.
      const order = await findOrderRow(db, orderNo);
      if (!order || order.status !== 'PENDING') return 'not_pending' as const;
      let paid = false;
      // Every attempt is closed, also after one turns out paid: none may take money a second time.
      for (const attempt of await listOpenAttempts(db, orderNo)) {
        if ((await closeAttempt(attempt, reason)) === 'paid') paid = true;
      }
      if (paid && (await findOrderRow(db, orderNo))?.status !== 'PENDING') return 'paid' as const;
      const now = clock.now();
      const closed = await db.transaction().execute(async (trx) => {
        const done = await closePendingOrder(trx, orderNo, reason, now);
        if (done) await addOrderEvent(trx, orderNo, { type: 'closed', detail: { reason } }, now);
        return done;
      });
      return closed ? ('closed' as const) : ('not_pending' as const);
    });
    return result === 'busy' ? 'closing' : result;
  }

  return {
    async pay(
      accountId: string,
      orderNo: string,
      request: PayOrderRequest,
      client: { ip: string; userAgent?: string },
    ): Promise<PaymentAction> {
      const order = await findAccountOrderRow(db, accountId, orderNo);
      if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
      if (order.status !== 'PENDING' || order.expires_at <= clock.now()) throw new AppError(409, 'ORDER_NOT_PAYABLE');
      // WeChat's browser runs JSAPI only; H5 payments and Alipay do not open inside it.
      if (isWechatBrowser(client.userAgent) !== (request.channel === 'wechat_jsapi'))
        throw new AppError(409, 'CHANNEL_NOT_AVAILABLE', undefined, 'channel');
      // The OAuth detour is not yet an attempt at the provider.
      if (request.channel === 'wechat_jsapi' && !request.wechatOauthCode) return gateway.wechatAuthorization(orderNo);
      const plan = planSnapshotSchema.parse(JSON.parse(order.plan_snapshot));
      try {
        const action = await withOrderLease(orderNo, async (lockId) => {
          const current = await findOrderRow(db, orderNo);
          if (!current || current.status !== 'PENDING' || current.expires_at <= clock.now()) throw new AppError(409, 'ORDER_NOT_PAYABLE');
          // The same channel again (back from its cashier) reuses its open attempt: the provider keeps one transaction
          // for one out_trade_no. Any other open attempt is closed at its provider first, so that one order never has
          // two cashiers that can take money; one that was paid meanwhile is applied instead.
          const open = await listOpenAttempts(db, orderNo);
          const reused = open.length === 1 && open[0]?.channel === request.channel ? open[0] : undefined;
          for (const other of open.filter((attempt) => attempt !== reused)) {
            if ((await closeAttempt(other, 'switched')) === 'paid') throw new AppError(409, 'ORDER_NOT_PAYABLE');
          }
          // Paid meanwhile by a notification of an attempt that was no longer open (a close that did not hold).
          if ((await findOrderRow(db, orderNo))?.status !== 'PENDING') throw new AppError(409, 'ORDER_NOT_PAYABLE');
          const now = clock.now();
          // The provider calls above may have taken long: the lease must still be ours before a transaction is opened.
          if (!(await renewOrderPayment(db, { orderNo, lockId, now, leaseMs: PAYMENT_LEASE_MS }))) throw new AppError(409, 'ORDER_BUSY');
          const attempt =
            reused ?? (await insertAttempt(db, { orderNo, provider: providerOf(request.channel), channel: request.channel, now }));
          if (!attempt) throw new AppError(409, 'PAYMENT_ATTEMPTS_EXHAUSTED');
          const started = await gateway.start(
            {
              orderNo,
              outTradeNo: attempt.out_trade_no,
              amountFen: order.amount_fen,
              description: describeOrder(plan.title),
              expiresAt: order.expires_at,
            },
            request.channel,
            { clientIp: client.ip, wechatOauthCode: request.wechatOauthCode },
          );
          if ((await findOrderRow(db, orderNo))?.status !== 'PENDING') {
            // Settled while the provider opened it: the new cashier must not take money.
            await closeAttempt(attempt, 'settled').catch((error: unknown) =>
              log.warn({ err: error, orderNo }, 'payment: could not close an attempt opened as the order settled; the job will'),
            );
            throw new AppError(409, 'ORDER_NOT_PAYABLE');
          }
          await setOrderChannel(db, orderNo, request.channel, now);
          await addOrderEvent(
            db,
            orderNo,
            { type: 'pay_started', detail: { channel: request.channel, outTradeNo: attempt.out_trade_no } },
            now,
          );
          return started;
        });
        if (action === 'busy') throw new AppError(409, 'ORDER_BUSY');
        if (action === 'not_pending') throw new AppError(409, 'ORDER_NOT_PAYABLE');
        return action;
      } catch (error) {
        if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
        if ((error as Error).name === 'WechatOauthError') throw new AppError(400, 'WECHAT_OAUTH_FAILED', undefined, 'wechatOauthCode');
        log.error({ err: error, orderNo, channel: request.channel }, 'payment: the provider did not start the payment');
        throw new AppError(502, 'PAYMENT_PROVIDER_ERROR');
      }
    },

    /**
     * Our link to Alipay's cashier for one attempt (GET /api/payments/alipay/cashier/:outTradeNo): Alipay's signed URL
     * while the attempt is open and its order payable, else the order's result page, which says how it stands (paid by
     * the other channel, closed). Null for a transaction this app never opened.
     */
    async alipayCashier(outTradeNo: string): Promise<string | null> {
      const attempt = ORDER_NO_PATTERN.test(outTradeNo) ? await findAttempt(db, 'alipay', outTradeNo) : undefined;
      if (!attempt) return null;
      const order = await findOrderRow(db, attempt.order_no);
      if (!order) return null;
      if (attempt.state !== 'OPEN' || order.status !== 'PENDING' || order.expires_at <= clock.now())
        return gateway.alipayResultUrl(order.order_no);
      const plan = planSnapshotSchema.parse(JSON.parse(order.plan_snapshot));
      try {
        return await gateway.alipayWapUrl({
          orderNo: order.order_no,
          outTradeNo,
          amountFen: order.amount_fen,
          description: describeOrder(plan.title),
          expiresAt: order.expires_at,
        });
      } catch (error) {
        log.error({ err: error, outTradeNo }, 'payment: could not sign the Alipay cashier URL');
        throw new AppError(502, 'PAYMENT_PROVIDER_ERROR');
      }
    },

    /**
     * For a page polling a PENDING order: asks the providers (at most every few seconds per order), waiting up to
     * PAGE_QUERY_WAIT_MS for the answer. A slow provider's answer still lands (the page's next poll sees it).
     */
    async refreshPending(order: Pick<OrderRow, 'order_no' | 'status' | 'channel'>): Promise<void> {
      if (order.status !== 'PENDING' || order.channel === null) return;
      const asked = (async () => {
        try {
          const window = await limiter.hit(`payquery:${order.order_no}`, PROVIDER_QUERY_INTERVAL_MS);
          if (window.count > 1) return;
          await syncWithProviders(order.order_no);
        } catch (error) {
          // The page still gets the order as stored (also while Redis cannot count the queries: then none is made);
          // the reconciliation job tries again.
          log.warn({ err: error, orderNo: order.order_no }, 'payment: provider query failed');
        }
      })();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([asked, new Promise((resolve) => (timer = setTimeout(resolve, PAGE_QUERY_WAIT_MS)))]);
      clearTimeout(timer);
    },

    /** The user cancels: closed at the provider too; a payment that already happened wins. */
    async cancel(accountId: string, orderNo: string): Promise<void> {
      const order = await findAccountOrderRow(db, accountId, orderNo);
      if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
      let result: Awaited<ReturnType<typeof closeOrder>>;
      try {
        result = await closeOrder(orderNo, 'cancelled');
      } catch (error) {
        // Ours to say (the database is out of reach: 503), not the provider's.
        if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
        log.error({ err: error, orderNo }, 'payment: could not close the order at the provider');
        throw new AppError(502, 'PAYMENT_PROVIDER_ERROR');
      }
      // Another request holds the order (the expiry job closing it, a pay request): it may still leave the order PENDING.
      if (result === 'closing') throw new AppError(409, 'ORDER_BUSY');
      if (result !== 'closed') throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
    },

    async handleWechatNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<NotificationResult> {
      let view: ProviderView & { outTradeNo: string };
      try {
        view = gateway.openWechatNotification(headers, rawBody);
      } catch (error) {
        log.warn({ err: error }, 'payment: WeChat Pay notification refused');
        const outTradeNo = gateway.refusedWechatNotificationOutTradeNo(rawBody);
        const attempt = outTradeNo ? await findAttempt(db, 'wechatpay', outTradeNo) : undefined;
        if (attempt)
          await noteNotification(db, attempt.order_no, { provider: 'wechatpay', kind: 'payment', outcome: 'bad_signature' }, clock.now());
        return { status: 'bad_signature', detail: (error as Error).message };
      }
      return applyNotification(view, 'wechatpay');
    },

    async handleAlipayNotification(params: Record<string, string>): Promise<NotificationResult> {
      const view = gateway.openAlipayNotification(params);
      if (!view) {
        log.warn({ outTradeNo: params.out_trade_no }, 'payment: Alipay notification refused (signature)');
        const outTradeNo = params.out_trade_no ?? '';
        const attempt = ORDER_NO_PATTERN.test(outTradeNo) ? await findAttempt(db, 'alipay', outTradeNo) : undefined;
        if (attempt)
          await noteNotification(db, attempt.order_no, { provider: 'alipay', kind: 'payment', outcome: 'bad_signature' }, clock.now());
        return { status: 'bad_signature' };
      }
      return applyNotification(view, 'alipay');
    },

    /** Closes PENDING orders whose payment window has passed (at the provider first). Safe in several processes. */
    async expireOverdue(): Promise<number> {
      let closed = 0;
      for (const order_no of await listOverdueOrderNos(db, clock.now(), JOB_BATCH)) {
        try {
          if ((await closeOrder(order_no, 'expired')) === 'closed') closed += 1;
        } catch (error) {
          log.warn(
            { err: error, orderNo: order_no },
            'payment: expiry could not close the order (provider, database or Redis out of reach); will retry',
          );
        }
      }
      return closed;
    },

    /** Asks the providers about PENDING orders that went to one, so a lost notification never leaves one unpaid. */
    async reconcilePending(): Promise<number> {
      let paid = 0;
      for (const order_no of await listPendingPaymentOrderNos(db, JOB_BATCH)) {
        try {
          if (await syncWithProviders(order_no, 'reconciliation')) paid += 1;
        } catch (error) {
          log.warn({ err: error, orderNo: order_no }, 'payment: reconciliation could not ask the provider about the order; will retry');
        }
      }
      return paid;
    },

    /**
     * Closes at their providers the attempts still OPEN on orders that are no longer PENDING (paid another way, or
     * attempts from before they had a table): a payment one took meanwhile is an extra charge, refunded at once.
     */
    async closeStrayAttempts(): Promise<number> {
      let handled = 0;
      for (const attempt of await listStrayAttempts(db, clock.now(), JOB_BATCH)) {
        try {
          await closeAttempt(attempt, 'settled');
          handled += 1;
        } catch (error) {
          log.warn(
            { err: error, orderNo: attempt.order_no, outTradeNo: attempt.out_trade_no },
            'payment: could not close a stray attempt at its provider; will retry',
          );
        } finally {
          // One the provider calls paid but whose payment changed nothing here (refunded by hand, another amount)
          // stays OPEN for a person: it goes to the back of the queue instead of being first every time.
          await touchAttempt(db, attempt.id, clock.now());
        }
      }
      return handled;
    },

    /**
     * Asks the providers once more about CLOSED attempts whose order's payment window is over (they take no money after
     * it): a close that did not hold and whose notification was lost is found and applied — the order's payment, or an
     * extra charge refunded. Those found unpaid are not asked again.
     */
    async verifyClosedAttempts(): Promise<number> {
      let found = 0;
      for (const attempt of await listUnverifiedClosedAttempts(db, clock.now(), VERIFY_AFTER_WINDOW_MS, JOB_BATCH)) {
        const provider = attemptProvider(attempt);
        try {
          const view = await gateway.query(provider, attempt.out_trade_no);
          await noteProviderQuery(attempt.order_no, {
            provider,
            outTradeNo: attempt.out_trade_no,
            by: 'reconciliation',
            found: foundOf[view.state],
          });
          if (view.state === 'paid') {
            await settle(view, attempt.order_no);
            found += 1;
          }
          if (view.state === 'unpaid' || view.state === 'closed' || view.state === 'unknown')
            await markAttemptVerified(db, attempt.id, clock.now());
        } catch (error) {
          log.warn(
            { err: error, orderNo: attempt.order_no, outTradeNo: attempt.out_trade_no },
            'payment: could not ask the provider about a closed attempt; will retry',
          );
        } finally {
          await touchAttempt(db, attempt.id, clock.now());
        }
      }
      return found;
    },
  };

  async function applyNotification(view: ProviderView & { outTradeNo: string }, provider: Provider): Promise<NotificationResult> {
    const receivedAt = clock.now();
    const eventId = newOrderEventId(receivedAt);
    const attempt = await findAttempt(db, provider, view.outTradeNo);
    if (!attempt) {
      log.error({ provider, outTradeNo: view.outTradeNo }, 'payment: verified notification for a transaction this app did not open');
      return { status: 'rejected', detail: 'unknown order' };
    }
    const orderNo = attempt.order_no;
    const said =
      view.state === 'paid'
        ? { outTradeNo: view.outTradeNo, transactionId: view.payment.transactionId, amountFen: view.payment.amountFen }
        : { outTradeNo: view.outTradeNo, state: view.state };
    const note = (outcome: NotificationOutcome, extra: { reason?: string; expectedFen?: number } = {}) =>
      noteNotification(db, orderNo, { provider, kind: 'payment', outcome, ...said, ...extra }, receivedAt, eventId);
    if (view.state === 'rejected') {
      log.error({ orderNo, reason: view.reason }, 'payment: verified notification is not for this merchant');
      await note('rejected', { reason: view.reason });
      return { status: 'rejected', detail: view.reason };
    }
    const outcome = await settle(view, orderNo);
    if (!outcome) {
      await note('ignored');
      return { status: 'ignored' };
    }
    if (outcome.result === 'amount_mismatch') {
      await note('amount_mismatch', { expectedFen: outcome.expectedFen });
      return { status: 'rejected', detail: 'amount does not match the order' };
    }
    if (outcome.result === 'unknown_order') return { status: 'rejected', detail: 'unknown order' };
    // An extra charge is taken in (it is ours to refund): the provider must stop sending it.
    const applied = outcome.result === 'applied' || outcome.result === 'extra_charge';
    await note(outcome.result === 'extra_charge' ? 'extra_charge' : applied ? 'applied' : 'ignored');
    return { status: applied ? 'applied' : 'ignored' };
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
