import { ORDER_NO_PATTERN, type PaymentAction, type PayOrderRequest, planSnapshotSchema } from '../../../contract/orders.ts';
import { isDatabaseUnavailable } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { providerOf } from '../../providers/payment-gateway.ts';
import { addOrderEvent } from '../orders/order-events.repository.ts';
import { findAccountOrderRow, findOrderRow, setOrderChannel } from '../orders/orders.repository.ts';
import { findAttempt, insertAttempt, listOpenAttempts } from '../orders/payment-attempts.repository.ts';
import { closeAttempt } from './close-order.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { renewOrderLease, withOrderLease } from './payment-lease.ts';

/** What the payer's cashier and statement show for an order. */
const describeOrder = (planTitle: string) => `AI伴学服务 · ${planTitle}`;

const isWechatBrowser = (userAgent: string | undefined) => /MicroMessenger/i.test(userAgent ?? '');

/**
 * Starts paying a PENDING order through the chosen channel: a payment attempt at its provider (one at a time per
 * order, under the order's lease), or first WeChat's OAuth detour. Answers what the page does next.
 */
export async function payOrder(
  deps: PaymentDeps,
  accountId: string,
  orderNo: string,
  request: PayOrderRequest,
  client: { ip: string; userAgent?: string },
): Promise<PaymentAction> {
  const { db, gateway, clock, log } = deps;
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
    const action = await withOrderLease(deps, orderNo, async (lockId) => {
      const current = await findOrderRow(db, orderNo);
      if (!current || current.status !== 'PENDING' || current.expires_at <= clock.now()) throw new AppError(409, 'ORDER_NOT_PAYABLE');
      // The same channel again (back from its cashier) reuses its open attempt: the provider keeps one transaction
      // for one out_trade_no. Any other open attempt is closed at its provider first, so that one order never has
      // two cashiers that can take money; one that was paid meanwhile is applied instead.
      const open = await listOpenAttempts(db, orderNo);
      const reused = open.length === 1 && open[0]?.channel === request.channel ? open[0] : undefined;
      for (const other of open.filter((attempt) => attempt !== reused)) {
        if ((await closeAttempt(deps, other, 'switched')) === 'paid') throw new AppError(409, 'ORDER_NOT_PAYABLE');
      }
      // Paid meanwhile by a notification of an attempt that was no longer open (a close that did not hold).
      if ((await findOrderRow(db, orderNo))?.status !== 'PENDING') throw new AppError(409, 'ORDER_NOT_PAYABLE');
      const now = clock.now();
      // The provider calls above may have taken long: the lease must still be ours before a transaction is opened.
      if (!(await renewOrderLease(deps, orderNo, lockId, now))) throw new AppError(409, 'ORDER_BUSY');
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
        await closeAttempt(deps, attempt, 'settled').catch((error: unknown) =>
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
}

/**
 * Our link to Alipay's cashier for one attempt (GET /api/payments/alipay/cashier/:outTradeNo): Alipay's signed URL
 * while the attempt is open and its order payable, else the order's result page, which says how it stands (paid by
 * the other channel, closed). Null for a transaction this app never opened.
 */
export async function alipayCashierUrl(
  { db, gateway, clock, log }: Pick<PaymentDeps, 'db' | 'gateway' | 'clock' | 'log'>,
  outTradeNo: string,
): Promise<string | null> {
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
}
