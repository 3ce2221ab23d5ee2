import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NewOperatorRequest,
  type OperatorChanges,
  auditLogSchema,
  operatorCredentialsSchema,
  operatorListSchema,
  operatorSchema,
} from '../../../contract/admin.ts';
import { adminRequest } from './admin-client.ts';
import { withQuery } from '../with-query.ts';

const operatorsKey = ['admin', 'operators'] as const;
const auditLogKey = ['admin', 'audit-log'] as const;

export function useOperators() {
  return useQuery({ queryKey: operatorsKey, queryFn: () => adminRequest('/api/admin/operators', { schema: operatorListSchema }) });
}

export function useAuditLog(filter: { limit?: number; targetId?: string }) {
  return useQuery({
    queryKey: [...auditLogKey, filter],
    queryFn: () => adminRequest(withQuery('/api/admin/audit-log', filter), { schema: auditLogSchema }),
  });
}

/** Operator writes refresh the list and the audit log (each write is an audit entry). */
function useOperatorMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: operatorsKey });
      await queryClient.invalidateQueries({ queryKey: auditLogKey });
    },
  });
}

export const useCreateOperator = () =>
  useOperatorMutation((input: NewOperatorRequest) =>
    adminRequest('/api/admin/operators', { method: 'POST', body: input, schema: operatorCredentialsSchema }),
  );

export const useChangeOperator = () =>
  useOperatorMutation(({ id, ...changes }: OperatorChanges & { id: string }) =>
    adminRequest(`/api/admin/operators/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes, schema: operatorSchema }),
  );

export const useResetOperator = () =>
  useOperatorMutation((id: string) =>
    adminRequest(`/api/admin/operators/${encodeURIComponent(id)}/reset`, { method: 'POST', schema: operatorCredentialsSchema }),
  );
