import { useQuery } from '@tanstack/react-query';
import { servicePeriodListSchema } from '../../../contract/catalog.ts';
import { useIsLoggedIn } from '../../stores/session.ts';
import { apiRequest } from '../client.ts';

export const servicesQueryKey = ['me', 'services'] as const;

export function getServices() {
  return apiRequest('/api/me/services', { schema: servicePeriodListSchema });
}

/** The logged-in account's service periods; idle for visitors. */
export function useServices() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ queryKey: servicesQueryKey, queryFn: getServices, enabled: isLoggedIn });
}
