import { useQuery } from '@tanstack/react-query';
import { type Order, orderSchema } from '../../../contract/orders.ts';
import { apiRequest } from '../client.ts';

export const orderQueryKey = (orderNo: string) => ['orders', 'detail', orderNo] as const;

export function getOrder(orderNo: string) {
  return apiRequest(`/api/orders/${encodeURIComponent(orderNo)}`, { schema: orderSchema });
}

type Options = {
  /** How long to wait before asking again, decided from the latest answer; false stops asking. */
  pollInterval?: (order: Order | undefined) => number | false;
};

/**
 * One of the account's orders. With `pollInterval` it is always read fresh from the server (which asks the payment
 * provider about a pending order) and again whenever the page regains focus, e.g. back from the WeChat or Alipay app.
 */
export function useOrder(orderNo: string | null, { pollInterval }: Options = {}) {
  const polling = pollInterval && {
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query: { state: { data: Order | undefined } }) => pollInterval(query.state.data),
  };
  return useQuery({
    queryKey: orderQueryKey(orderNo ?? ''),
    queryFn: () => getOrder(orderNo ?? ''),
    enabled: Boolean(orderNo),
    ...polling,
  });
}
