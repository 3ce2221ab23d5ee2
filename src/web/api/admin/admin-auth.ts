import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminEnrolmentRequest,
  type AdminLoginRequest,
  type AdminSession,
  type AdminTotpRequest,
  adminLoginStepSchema,
  adminSessionSchema,
  operatorMeSchema,
} from '../../../contract/admin.ts';
import { adminRequest, adminTokenStore } from './admin-client.ts';

export const adminMeQueryKey = ['admin', 'me'] as const;

export function loginOperator(input: AdminLoginRequest) {
  return adminRequest('/api/admin/login', { method: 'POST', body: input, schema: adminLoginStepSchema });
}

export function verifyOperatorTotp(input: AdminTotpRequest) {
  return adminRequest('/api/admin/login/totp', { method: 'POST', body: input, schema: adminSessionSchema });
}

export function enrolOperator(input: AdminEnrolmentRequest) {
  return adminRequest('/api/admin/login/enrolment', { method: 'POST', body: input, schema: adminSessionSchema });
}

/** Step 1: name + password → the TOTP step or the enrolment. */
export const useOperatorLogin = () => useMutation({ mutationFn: loginOperator });

/** Step 2 (TOTP or enrolment): keeps the session token in `adminToken` and the operator as `me`. */
export function useOperatorSessionStep<I>(step: (input: I) => Promise<AdminSession>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: ({ token, operator }) => {
      adminTokenStore.set(token);
      queryClient.setQueryData(adminMeQueryKey, operator);
    },
  });
}

/** The logged-in operator (name and role); a stale token gets a 401 that leads to the login page. */
export function useOperatorMe() {
  const token = adminTokenStore.useValue();
  return useQuery({
    queryKey: adminMeQueryKey,
    queryFn: () => adminRequest('/api/admin/me', { schema: operatorMeSchema }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** Ends the session on the server, then forgets the token and every cached console answer. */
export function useOperatorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest('/api/admin/logout', { method: 'POST', schema: undefined }),
    onSettled: () => {
      adminTokenStore.set(null);
      queryClient.removeQueries({ queryKey: ['admin'] });
    },
  });
}
