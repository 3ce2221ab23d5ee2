import { useQuery } from '@tanstack/react-query';
import { planListSchema, type Stage } from '../../../contract/catalog.ts';
import { apiRequest } from '../client.ts';

export function getPlans(stage?: Stage) {
  return apiRequest(stage ? `/api/plans?stage=${stage}` : '/api/plans', { schema: planListSchema });
}

export const usePlans = (stage?: Stage) => useQuery({ queryKey: ['plans', stage ?? 'all'], queryFn: () => getPlans(stage) });
