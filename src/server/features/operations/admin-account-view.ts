import type { Selectable } from 'kysely';
import { maskPhone, roleSchema } from '../../../contract/accounts.ts';
import type { AdminAccount } from '../../../contract/admin-operations.ts';
import type { AccountsTable } from '../../db/schema.ts';

/** An account as operators see it: the phone masked (only the audited reveal shows it whole). */
export function toAdminAccount(account: Selectable<AccountsTable>): AdminAccount {
  return {
    id: account.id,
    phone: maskPhone(account.phone),
    role: roleSchema.safeParse(account.role).data ?? null,
    nickname: account.nickname,
    createdAt: new Date(account.created_at).toISOString(),
  };
}
