import type { OperatorRole } from '../../../contract/admin.ts';

export const ROLE_LABELS: Record<OperatorRole, string> = { admin: '管理员', service: '客服' };
