import { useQuery } from '@tanstack/react-query';
import { planSchema } from '../../../contract/catalog.ts';
import { apiRequest } from '../client.ts';

export function getPlan(id: string) {
  return apiRequest(`/api/plans/${encodeURIComponent(id)}`, { schema: planSchema });
}

export const usePlan = (id: string | null) => useQuery({ queryKey: ['plan', id], queryFn: () => getPlan(id ?? ''), enabled: Boolean(id) });
