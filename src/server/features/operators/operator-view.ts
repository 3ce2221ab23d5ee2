import { type Operator, type OperatorRole, operatorRoles } from '../../../contract/admin.ts';
import type { OperatorRow } from './operator.repository.ts';

export function parseOperatorRole(value: string): OperatorRole {
  const role = operatorRoles.find((known) => known === value);
  if (!role) throw new Error(`unknown operator role in the database: ${value}`);
  return role;
}

export function toOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    name: row.name,
    role: parseOperatorRole(row.role),
    totpEnrolled: row.totp_enrolled === 1,
    oneTimePasswordExpiresAt: row.one_time_password_expires_at === null ? null : new Date(row.one_time_password_expires_at).toISOString(),
    disabled: row.disabled_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** What the audit log keeps of an operator: never the password hash nor the TOTP secret. */
export function auditedOperator(row: OperatorRow) {
  return { name: row.name, role: row.role, totpEnrolled: row.totp_enrolled === 1, disabled: row.disabled_at !== null };
}
