import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateOrderRequest, orderSchema } from '../../../contract/orders.ts';
import { apiRequest } from '../client.ts';
import { orderQueryKey } from './get-order.ts';
import { orderListQueryKey } from './get-orders.ts';

export type CreateOrderInput = CreateOrderRequest & {
  /** The client's id for this intent to buy: the same key always answers with the same order. */
  idempotencyKey: string;
};

export function createOrder({ idempotencyKey, ...request }: CreateOrderInput) {
  return apiRequest('/api/orders', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: orderSchema,
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.orderNo), order);
      void queryClient.invalidateQueries({ queryKey: orderListQueryKey });
    },
  });
}
