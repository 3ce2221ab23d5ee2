import { useMutation } from '@tanstack/react-query';
import { type PayOrderRequest, paymentActionSchema } from '../../../contract/orders.ts';
import { apiRequest } from '../client.ts';

/** Asks the server to start paying a pending order; the answer says what the page does next. */
export function payOrder({ orderNo, ...request }: PayOrderRequest & { orderNo: string }) {
  return apiRequest(`/api/orders/${encodeURIComponent(orderNo)}/pay`, { method: 'POST', body: request, schema: paymentActionSchema });
}

export const usePayOrder = () => useMutation({ mutationFn: payOrder });
