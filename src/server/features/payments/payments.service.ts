import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ORDER_NO_PATTERN, type PaymentAction, type PayOrderRequest, paymentChannelSchema, planSnapshotSchema } from '../../../contract/orders.ts';
import type { Clock } from '../../clock.ts';
import { isDatabaseUnavailable } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Limiter } from '../../limits/limiter.ts';
import { addOrderEvent, closePendingOrder, findOrderRow, lastOrderEvent, newOrderEventId, noteNotification, type OrderRow } from '../orders/orders.repository.ts';
import { settlePayment, type SettlementOutcome } from '../orders/payment-settlement.ts';
import { type PaymentGateway, type Provider, providerOf, type ProviderView } from './payment-gateway.ts';
import { createRefunds } from './refunds.service.ts';

/** A page that polls a PENDING order asks the provider at most this often per order. */
export const PROVIDER_QUERY_INTERVAL_MS = 5_000;
/** How long a page's read of a PENDING order waits for that question; then it gets the order as stored. */
export const PAGE_QUERY_WAIT_MS = 3_000;
const JOB_BATCH = 100;
/**
 * One close of an order at a time across processes (the expiry job runs in all of them; a customer may cancel
 * meanwhile). Held until it runs out, not released on success: a process that read the order as PENDING a moment
 * before finds the claim taken rather than closing it at the provider again. Released when the close failed.
 */
const CLOSE_CLAIM_MS = 60_000;

const isWechatBrowser = (userAgent: string | undefined) => /MicroMessenger/i.test(userAgent ?? '');

/** How a notification was answered: the route turns it into the provider's reply. */
export type NotificationResult = { status: 'applied' | 'ignored' | 'rejected' | 'bad_signature'; detail?: string };

/** Who asked a provider about an order, for the timeline (a page polling is not recorded: it may ask every few seconds). */
type QueryBy = 'reconciliation' | 'expiry';
const foundOf: Record<ProviderView['state'], string> = { paid: 'paid', unpaid: 'pending', closed: 'closed', unknown: 'not_found', rejected: 'rejected' };

export function createPaymentsService(deps: { db: Kysely<Database>; gateway: PaymentGateway; clock: Clock; limiter: Limiter; log: FastifyBaseLogger }) {
  const { db, gateway, clock, limiter, log } = deps;
  const refunds = createRefunds({ db, gateway, clock, log });

  /** The providers this order was sent to (every pay attempt is an event), in the order they were used. */
  async function providersOf(orderNo: string): Promise<Provider[]> {
    const events = await db.selectFrom('order_events').select('detail').where('order_no', '=', orderNo).where('type', '=', 'pay_started').orderBy('created_at').execute();
    const providers = events.flatMap((event) => {
      const channel = paymentChannelSchema.safeParse((JSON.parse(event.detail) as { channel?: unknown }).channel).data;
      return channel ? [providerOf(channel)] : [];
    });
    return [...new Set(providers)];
  }

  async function wasSwitchedAway(orderNo: string, provider: Provider): Promise<boolean> {
    const events = await db.selectFrom('order_events').select('detail').where('order_no', '=', orderNo).where('type', '=', 'provider_closed').execute();
    return events.some((event) => (JSON.parse(event.detail) as { provider?: unknown }).provider === provider);
  }

  async function settle(view: ProviderView, orderNo: string): Promise<SettlementOutcome | null> {
    if (view.state !== 'paid') return null;
    const outcome = await settlePayment(db, view.payment, clock.now());
    if (outcome.result === 'conflict') {
      // Paid twice (say, by WeChat and then by Alipay): recorded for a refund by hand; never silently dropped.
      await addOrderEvent(db, orderNo, 'duplicate_payment', { transactionId: view.payment.transactionId, amountFen: view.payment.amountFen }, clock.now());
      log.error({ orderNo, transactionId: view.payment.transactionId }, 'payment: a second payment arrived for a paid order; refund it');
    } else if (outcome.result === 'amount_mismatch' || outcome.result === 'unknown_order') {
      log.error({ orderNo, outcome }, 'payment: a confirmed payment does not match any order as it is');
    }
    return outcome;
  }

  /** A job's question to a provider and what it found, on the timeline; the same finding again is not repeated. */
  async function noteProviderQuery(orderNo: string, detail: { provider: Provider; by: QueryBy; found: string }): Promise<void> {
    const last = await lastOrderEvent(db, orderNo, 'provider_queried');
    const lastDetail = last ? (JSON.parse(last.detail) as Record<string, unknown>) : null;
    if (lastDetail && lastDetail.provider === detail.provider && lastDetail.by === detail.by && lastDetail.found === detail.found) return;
    await addOrderEvent(db, orderNo, 'provider_queried', detail, clock.now());
  }

  /** Asks every provider the order went to; applies a payment found there. True when the order is now paid. */
  async function syncWithProviders(orderNo: string, by?: QueryBy): Promise<boolean> {
    for (const provider of await providersOf(orderNo)) {
      let view: ProviderView;
      try {
        view = await gateway.query(provider, orderNo);
      } catch (error) {
        if (by) await noteProviderQuery(orderNo, { provider, by, found: 'error' });
        throw error;
      }
      if (by) await noteProviderQuery(orderNo, { provider, by, found: foundOf[view.state] });
      const outcome = await settle(view, orderNo);
      if (outcome && (outcome.result === 'applied' || outcome.result === 'already_applied')) return true;
    }
    return false;
  }

  /**
   * Closes a PENDING order: first at every provider it went to (a payment found there is applied instead), then
   * here. Throws when a provider cannot be reached, leaving the order PENDING for the next try.
   */
  async function closeOrder(orderNo: string, reason: 'cancelled' | 'expired'): Promise<'closed' | 'paid' | 'not_pending' | 'closing'> {
    const claim = `closing:${orderNo}`;
    if ((await limiter.hit(claim, CLOSE_CLAIM_MS)).count > 1) {
      // Someone closed it a moment ago (the claim outlives the close), or is closing it now.
      const order = await findOrderRow(db, orderNo);
      return order?.status === 'PENDING' ? 'closing' : 'not_pending';
    }
    try {
      // Read after claiming: whoever held the claim before may have closed it already.
      const order = await findOrderRow(db, orderNo);
      if (!order || order.status !== 'PENDING') return 'not_pending';
      for (const provider of await providersOf(orderNo)) {
        const atProvider = await gateway.close(provider, orderNo);
        if (atProvider === 'paid' && (await syncWithProviders(orderNo, reason === 'expired' ? 'expiry' : undefined))) return 'paid';
        await addOrderEvent(db, orderNo, 'provider_closed', { provider, reason }, clock.now());
      }
      const now = clock.now();
      const closed = await db.transaction().execute(async (trx) => {
        const done = await closePendingOrder(trx, orderNo, reason, now);
        if (done) await addOrderEvent(trx, orderNo, 'closed', { reason }, now);
        return done;
      });
      return closed ? 'closed' : 'not_pending';
    } catch (error) {
      // Released so the next try can close it; if even that fails, the claim runs out by itself. The close's own
      // error is the one to answer.
      await limiter.reset(claim).catch((resetError: unknown) => log.warn({ err: resetError, orderNo }, 'payment: could not release a close claim'));
      throw error;
    }
  }

  return {
    // Refunds of PAID orders: refund, refundsOf, handleWechatRefundNotification, reconcileRefunds (refunds.service.ts).
    ...refunds,

    async pay(accountId: string, orderNo: string, request: PayOrderRequest, client: { ip: string; userAgent?: string }): Promise<PaymentAction> {
      const order = await db.selectFrom('orders').selectAll().where('account_id', '=', accountId).where('order_no', '=', orderNo).executeTakeFirst();
      if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
      const now = clock.now();
      if (order.status !== 'PENDING' || order.expires_at <= now) throw new AppError(409, 'ORDER_NOT_PAYABLE');
      // WeChat's browser runs JSAPI only; H5 payments and Alipay do not open inside it.
      if (isWechatBrowser(client.userAgent) !== (request.channel === 'wechat_jsapi')) throw new AppError(409, 'CHANNEL_NOT_AVAILABLE', undefined, 'channel');
      const plan = planSnapshotSchema.parse(JSON.parse(order.plan_snapshot));
      try {
        // Switching provider (WeChat after Alipay, or back): the other one's transaction is closed first, so the
        // same order cannot be paid twice. If it was paid there meanwhile, that payment is applied instead.
        // A provider's order number cannot be used again once closed there, so switching back is refused clearly.
        const target = providerOf(request.channel);
        if (await wasSwitchedAway(orderNo, target)) throw new AppError(409, 'PAYMENT_CHANNEL_SWITCHED', undefined, 'channel');
        for (const other of (await providersOf(orderNo)).filter((provider) => provider !== target)) {
          if ((await gateway.close(other, orderNo)) === 'paid' && (await syncWithProviders(orderNo))) throw new AppError(409, 'ORDER_NOT_PAYABLE');
          await addOrderEvent(db, orderNo, 'provider_closed', { provider: other, reason: 'switched' }, clock.now());
        }
        const action = await gateway.start(
          { orderNo, amountFen: order.amount_fen, description: `AI伴学服务 · ${plan.title}`, expiresAt: order.expires_at },
          request.channel,
          { clientIp: client.ip, wechatOauthCode: request.wechatOauthCode },
        );
        // The OAuth detour is not yet an attempt at the provider.
        if (action.kind === 'jsapi' || request.channel !== 'wechat_jsapi') {
          await db.updateTable('orders').set({ channel: request.channel, updated_at: now }).where('order_no', '=', orderNo).where('status', '=', 'PENDING').execute();
          await addOrderEvent(db, orderNo, 'pay_started', { channel: request.channel }, now);
        }
        return action;
      } catch (error) {
        if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
        if ((error as Error).name === 'WechatOauthError') throw new AppError(400, 'WECHAT_OAUTH_FAILED', undefined, 'wechatOauthCode');
        log.error({ err: error, orderNo, channel: request.channel }, 'payment: the provider did not start the payment');
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
      const order = await db.selectFrom('orders').select('order_no').where('account_id', '=', accountId).where('order_no', '=', orderNo).executeTakeFirst();
      if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
      let result: Awaited<ReturnType<typeof closeOrder>>;
      try {
        result = await closeOrder(orderNo, 'cancelled');
      } catch (error) {
        // Ours to say (Redis cannot hold the close claim, the database is out of reach: 503), not the provider's.
        if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
        log.error({ err: error, orderNo }, 'payment: could not close the order at the provider');
        throw new AppError(502, 'PAYMENT_PROVIDER_ERROR');
      }
      // Another process is closing it right now (the expiry job): it may still fail and leave the order PENDING.
      if (result === 'closing') throw new AppError(409, 'ORDER_BUSY');
      if (result !== 'closed') throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
    },

    async handleWechatNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<NotificationResult> {
      const header = (name: string) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      let view: ProviderView & { orderNo: string };
      try {
        view = gateway.openWechatNotification(
          { timestamp: header('wechatpay-timestamp'), nonce: header('wechatpay-nonce'), signature: header('wechatpay-signature'), serial: header('wechatpay-serial') },
          rawBody,
        );
      } catch (error) {
        log.warn({ err: error }, 'payment: WeChat Pay notification refused');
        const orderNo = gateway.refusedWechatNotificationOrderNo(rawBody);
        if (orderNo) await noteNotification(db, orderNo, { provider: 'wechatpay', kind: 'payment', outcome: 'bad_signature' }, clock.now());
        return { status: 'bad_signature', detail: (error as Error).message };
      }
      return applyNotification(view, 'wechatpay');
    },

    async handleAlipayNotification(params: Record<string, string>): Promise<NotificationResult> {
      const view = gateway.openAlipayNotification(params);
      if (!view) {
        log.warn({ outTradeNo: params.out_trade_no }, 'payment: Alipay notification refused (signature)');
        const orderNo = params.out_trade_no ?? '';
        if (ORDER_NO_PATTERN.test(orderNo)) await noteNotification(db, orderNo, { provider: 'alipay', kind: 'payment', outcome: 'bad_signature' }, clock.now());
        return { status: 'bad_signature' };
      }
      return applyNotification(view, 'alipay');
    },

    /** Closes PENDING orders whose payment window has passed (at the provider first). Safe in several processes. */
    async expireOverdue(): Promise<number> {
      const overdue = await db.selectFrom('orders').select('order_no').where('status', '=', 'PENDING').where('expires_at', '<=', clock.now()).orderBy('expires_at').limit(JOB_BATCH).execute();
      let closed = 0;
      for (const { order_no } of overdue) {
        try {
          if ((await closeOrder(order_no, 'expired')) === 'closed') closed += 1;
        } catch (error) {
          log.warn({ err: error, orderNo: order_no }, 'payment: expiry could not close the order (provider, database or Redis out of reach); will retry');
        }
      }
      return closed;
    },

    /** Asks the providers about PENDING orders that went to one, so a lost notification never leaves one unpaid. */
    async reconcilePending(): Promise<number> {
      const pending = await db.selectFrom('orders').select('order_no').where('status', '=', 'PENDING').where('channel', 'is not', null).orderBy('updated_at').limit(JOB_BATCH).execute();
      let paid = 0;
      for (const { order_no } of pending) {
        try {
          if (await syncWithProviders(order_no, 'reconciliation')) paid += 1;
        } catch (error) {
          log.warn({ err: error, orderNo: order_no }, 'payment: reconciliation could not ask the provider about the order; will retry');
        }
      }
      return paid;
    },
  };

  async function applyNotification(view: ProviderView & { orderNo: string }, provider: Provider): Promise<NotificationResult> {
    const receivedAt = clock.now();
    const eventId = newOrderEventId(receivedAt);
    const said = view.state === 'paid' ? { transactionId: view.payment.transactionId, amountFen: view.payment.amountFen } : { state: view.state };
    const note = (outcome: string, extra: Record<string, unknown> = {}) =>
      noteNotification(db, view.orderNo, { provider, kind: 'payment', outcome, ...said, ...extra }, receivedAt, eventId);
    if (view.state === 'rejected') {
      log.error({ orderNo: view.orderNo, reason: view.reason }, 'payment: verified notification is not for this merchant');
      await note('rejected', { reason: view.reason });
      return { status: 'rejected', detail: view.reason };
    }
    const outcome = await settle(view, view.orderNo);
    if (!outcome) {
      await note('ignored');
      return { status: 'ignored' };
    }
    if (outcome.result === 'amount_mismatch') {
      await note('amount_mismatch', { expectedFen: outcome.expectedFen });
      return { status: 'rejected', detail: 'amount does not match the order' };
    }
    if (outcome.result === 'unknown_order') return { status: 'rejected', detail: 'unknown order' };
    await note(outcome.result === 'applied' ? 'applied' : 'ignored');
    return { status: outcome.result === 'applied' ? 'applied' : 'ignored' };
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
