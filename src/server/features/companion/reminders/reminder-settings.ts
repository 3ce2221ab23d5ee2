import type { Kysely } from 'kysely';
import type { ReminderSettings } from '../../../../contract/companion.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import { findAccount, updateAccount } from '../../accounts/account.repository.ts';

/** Whether the account takes 督学 reminders by SMS too. */
export async function getReminderSettings(db: Kysely<Database>, accountId: string): Promise<ReminderSettings> {
  const account = await findAccount(db, accountId);
  return { sms: account?.reminder_sms === 1 };
}

export async function setReminderSettings(
  { db, clock }: { db: Kysely<Database>; clock: Clock },
  accountId: string,
  settings: ReminderSettings,
): Promise<ReminderSettings> {
  await updateAccount(db, accountId, { reminder_sms: settings.sms ? 1 : 0, updated_at: clock.now() });
  return getReminderSettings(db, accountId);
}
