import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NewPlan, type PlanEdit, adminPlanListSchema, adminPlanSchema, uploadSchema } from '../../../contract/admin-catalog.ts';
import { adminRequest } from './admin-client.ts';

const plansKey = ['admin', 'plans'] as const;

/** Every plan, on sale or not, in display order. */
export function useAdminPlans() {
  return useQuery({ queryKey: plansKey, queryFn: () => adminRequest('/api/admin/plans', { schema: adminPlanListSchema }) });
}

function usePlanMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: plansKey }) });
}

export const useCreatePlan = () =>
  usePlanMutation((plan: NewPlan) => adminRequest('/api/admin/plans', { method: 'POST', body: plan, schema: adminPlanSchema }));

export const useEditPlan = () =>
  usePlanMutation(({ id, plan }: { id: string; plan: PlanEdit }) =>
    adminRequest(`/api/admin/plans/${encodeURIComponent(id)}`, { method: 'PUT', body: plan, schema: adminPlanSchema }),
  );

export const useReorderPlans = () =>
  usePlanMutation((ids: string[]) =>
    adminRequest('/api/admin/plans/order', { method: 'POST', body: { ids }, schema: adminPlanListSchema }),
  );

/** Sends an image file as the raw body; answers where it is served. */
export function uploadImage(file: Blob) {
  return adminRequest('/api/admin/uploads', { method: 'POST', body: file, schema: uploadSchema });
}
