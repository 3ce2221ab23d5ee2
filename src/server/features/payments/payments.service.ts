import type { PayOrderRequest } from '../../../contract/orders.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { cancelOrder } from './close-order.ts';
import { alipayCashierUrl, payOrder } from './pay-order.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { closeStrayAttempts, expireOverdue, reconcilePending, verifyClosedAttempts } from './payment-jobs.ts';
import { handleAlipayNotification, handleWechatNotification } from './payment-notifications.ts';
import { refreshPending } from './refresh-pending.ts';

/**
 * The payment functions bound to their dependencies: what the payments routes and jobs call (app.payments). Each
 * lives in its own file: paying (pay-order), closing and cancelling (close-order, under payment-lease), asking the
 * providers (provider-sync, refresh-pending), their notifications (payment-notifications) and the jobs (payment-jobs).
 */
export function createPaymentsService(deps: PaymentDeps) {
  return {
    pay: (accountId: string, orderNo: string, request: PayOrderRequest, client: { ip: string; userAgent?: string }) =>
      payOrder(deps, accountId, orderNo, request, client),
    alipayCashier: (outTradeNo: string) => alipayCashierUrl(deps, outTradeNo),
    refreshPending: (order: Pick<OrderRow, 'order_no' | 'status' | 'channel'>) => refreshPending(deps, order),
    cancel: (accountId: string, orderNo: string) => cancelOrder(deps, accountId, orderNo),
    handleWechatNotification: (headers: Record<string, string | string[] | undefined>, rawBody: string) =>
      handleWechatNotification(deps, headers, rawBody),
    handleAlipayNotification: (params: Record<string, string>) => handleAlipayNotification(deps, params),
    expireOverdue: () => expireOverdue(deps),
    reconcilePending: () => reconcilePending(deps),
    closeStrayAttempts: () => closeStrayAttempts(deps),
    verifyClosedAttempts: () => verifyClosedAttempts(deps),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
