import { useInfiniteQuery } from '@tanstack/react-query';
import { orderListSchema } from '../../../contract/orders.ts';
import { apiRequest } from '../client.ts';

export const orderListQueryKey = ['orders', 'list'] as const;

const PAGE_SIZE = 10;

export function getOrders(cursor: string | null) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`/api/orders?${query}`, { schema: orderListSchema });
}

/** The account's orders, newest first, a page at a time. */
export const useOrders = () =>
  useInfiniteQuery({
    queryKey: orderListQueryKey,
    queryFn: ({ pageParam }: { pageParam: string | null }) => getOrders(pageParam),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
  });
