import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeContentSchema } from '../../../contract/content.ts';
import { apiRequest } from '../client.ts';

export const getHomeContent = () => apiRequest('/api/content/home', { schema: homeContentSchema });

/** The server lets this be cached for five minutes; the page, the footer and the help bubble share one copy. */
export const homeContentQuery = queryOptions({ queryKey: ['content', 'home'], queryFn: getHomeContent, staleTime: 5 * 60_000 });

export const useHomeContent = (options: { enabled?: boolean } = {}) => useQuery({ ...homeContentQuery, ...options });
