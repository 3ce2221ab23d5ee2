import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminOrderListQuery,
  type OrderReviewRequest,
  adminOrderDetailSchema,
  adminOrderListSchema,
  adminRefundResultSchema,
} from '../../../contract/admin-operations.ts';
import { type RefundRequest, refundSchema } from '../../../contract/refunds.ts';
import { adminRequest } from './admin-client.ts';
import { withQuery } from '../with-query.ts';

const ordersKey = ['admin', 'orders'] as const;
const orderPath = (orderNo: string) => `/api/admin/orders/${encodeURIComponent(orderNo)}`;

/** The order search (and, with paidAfterClose=true, the review queue); newest first, a page at a time. */
export function useAdminOrders(query: AdminOrderListQuery) {
  return useQuery({
    queryKey: [...ordersKey, 'list', query],
    queryFn: () => adminRequest(withQuery('/api/admin/orders', query), { schema: adminOrderListSchema }),
    placeholderData: keepPreviousData,
  });
}

/** An order with its account, learner, refunds, review and timeline. */
export function useAdminOrder(orderNo: string | null) {
  return useQuery({
    queryKey: [...ordersKey, 'detail', orderNo],
    queryFn: () => adminRequest(orderPath(orderNo ?? ''), { schema: adminOrderDetailSchema }),
    enabled: orderNo !== null,
  });
}

/** A refund: the request id is the caller's, made once per intent, so a repeated click asks for the same refund. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, ...request }: RefundRequest & { orderNo: string }) =>
      adminRequest(`${orderPath(orderNo)}/refunds`, { method: 'POST', body: request, schema: adminRefundResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** Marks an order paid after it had closed as looked at (标记已复核). */
export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, ...request }: OrderReviewRequest & { orderNo: string }) =>
      adminRequest(`${orderPath(orderNo)}/review`, { method: 'POST', body: request, schema: undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** Sends a failed extra-charge refund again (重试退款): the whole extra charge, under a new refund number. */
export function useRetryExtraChargeRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, attemptId }: { orderNo: string; attemptId: string }) =>
      adminRequest(`${orderPath(orderNo)}/extra-charges/${encodeURIComponent(attemptId)}/refund`, { method: 'POST', schema: refundSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
