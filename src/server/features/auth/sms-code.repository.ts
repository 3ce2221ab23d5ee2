import type { Kysely, Selectable } from 'kysely';
import type { Database, SmsCodesTable } from '../../db/schema.ts';

export type SmsCodeRow = Selectable<SmsCodesTable>;

export async function insertSmsCode(
  db: Kysely<Database>,
  row: { id: string; phone: string; codeHash: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sms_codes')
    .values({ id: row.id, phone: row.phone, code_hash: row.codeHash, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

/** Once a new code has been sent, only it works: the codes sent before it are void. */
export async function voidOlderSmsCodes(db: Kysely<Database>, phone: string, keepId: string, now: number): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set({ voided_at: now })
    .where('phone', '=', phone)
    .where('id', '!=', keepId)
    .where('consumed_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
}

export async function voidSmsCode(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db.updateTable('sms_codes').set({ voided_at: now }).where('id', '=', id).where('voided_at', 'is', null).execute();
}

export async function findNewestSmsCode(db: Kysely<Database>, phone: string): Promise<SmsCodeRow | undefined> {
  return db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('consumed_at', 'is', null)
    .where('voided_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Claims one of the code's `maxAttempts` guesses before the guess is judged, in one statement, so guesses that
 * arrive at the same moment cannot judge more than `maxAttempts` times. Returns the attempt's number, or null
 * when the code can no longer be tried (used, void, expired or out of guesses).
 */
export async function claimGuess(db: Kysely<Database>, id: string, maxAttempts: number, now: number): Promise<number | null> {
  const claimed = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return claimed?.attempts ?? null;
}

/** Uses a code once: true only for the one request that consumed it while it was still valid. */
export async function consumeSmsCode(db: Kysely<Database>, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('voided_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
