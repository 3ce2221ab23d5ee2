import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PhoneRevealRequest,
  type ServiceExtensionRequest,
  adminLearnerDetailSchema,
  adminLearnerSearchSchema,
  phoneRevealSchema,
  serviceExtensionSchema,
} from '../../../contract/admin-operations.ts';
import { adminRequest } from './admin-client.ts';
import { withQuery } from '../with-query.ts';

const learnersKey = ['admin', 'learners'] as const;

/** The account with this phone and its learners (the phone exactly, as the operator typed it). */
export function useLearnerSearch(phone: string | null) {
  return useQuery({
    queryKey: [...learnersKey, 'search', phone],
    queryFn: () => adminRequest(withQuery('/api/admin/learners', { phone }), { schema: adminLearnerSearchSchema }),
    enabled: phone !== null,
    retry: false,
  });
}

/** A learner with the account, its other learners and its orders. */
export function useLearnerDetail(learnerId: string | null) {
  return useQuery({
    queryKey: [...learnersKey, 'detail', learnerId],
    queryFn: () => adminRequest(`/api/admin/learners/${encodeURIComponent(learnerId ?? '')}`, { schema: adminLearnerDetailSchema }),
    enabled: learnerId !== null,
  });
}

/** The whole phone of an account, for a reason that goes into the audit log. */
export function useRevealPhone() {
  return useMutation({
    mutationFn: ({ accountId, ...request }: PhoneRevealRequest & { accountId: string }) =>
      adminRequest(`/api/admin/accounts/${encodeURIComponent(accountId)}/phone-reveal`, {
        method: 'POST',
        body: request,
        schema: phoneRevealSchema,
      }),
  });
}

/** 延长服务: days and a reason; the learner's figures reload. */
export function useExtendService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ learnerId, ...request }: ServiceExtensionRequest & { learnerId: string }) =>
      adminRequest(`/api/admin/learners/${encodeURIComponent(learnerId)}/service-extension`, {
        method: 'POST',
        body: request,
        schema: serviceExtensionSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnersKey }),
  });
}
