import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema } from '../../../contract/orders.ts';
import { apiRequest } from '../client.ts';
import { orderQueryKey } from './get-order.ts';
import { orderListQueryKey } from './get-orders.ts';

export function cancelOrder(orderNo: string) {
  return apiRequest(`/api/orders/${encodeURIComponent(orderNo)}/cancel`, { method: 'POST', schema: orderSchema });
}

/** Cancelling (or failing to, because it was paid meanwhile) changes the list either way: it is read again. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(order.orderNo), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderListQueryKey }),
  });
}
