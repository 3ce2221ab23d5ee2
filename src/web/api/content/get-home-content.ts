import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeContentSchema } from '../../../contract/content.ts';
import { apiRequest } from '../client.ts';

export const getHomeContent = () => apiRequest('/api/content/home', { schema: homeContentSchema });

/** A request started before the page's code has arrived, for the page's first query to take over. */
let early: { promise: ReturnType<typeof getHomeContent>; startedAt: number } | undefined;
const EARLY_FOR_MS = 10_000;

/**
 * Starts loading the home content while the home page's code is still downloading (called by the route), so the
 * two travel side by side instead of one after the other.
 */
export function prefetchHomeContent() {
  if (early) return;
  const promise = getHomeContent();
  // A failure is the query's to report, when it takes the request over.
  promise.catch(() => undefined);
  early = { promise, startedAt: Date.now() };
}

function takeEarlyOrFetch() {
  const pending = early;
  early = undefined;
  return pending && Date.now() - pending.startedAt < EARLY_FOR_MS ? pending.promise : getHomeContent();
}

/** The server lets this be cached for five minutes; the page, the footer and the help bubble share one copy. */
export const homeContentQuery = queryOptions({ queryKey: ['content', 'home'], queryFn: takeEarlyOrFetch, staleTime: 5 * 60_000 });

export const useHomeContent = (options: { enabled?: boolean } = {}) => useQuery({ ...homeContentQuery, ...options });
