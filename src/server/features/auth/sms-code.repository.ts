import type { Kysely, Selectable } from 'kysely';
import type { Database, SmsCodesTable } from '../../db/schema.ts';

export type SmsCodeRow = Selectable<SmsCodesTable>;

export async function replaceActiveSmsCode(
  db: Kysely<Database>,
  row: { id: string; phone: string; codeHash: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Only the newest code works: the ones sent before it are void.
    await trx
      .updateTable('sms_codes')
      .set({ voided_at: row.createdAt })
      .where('phone', '=', row.phone)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .execute();
    await trx
      .insertInto('sms_codes')
      .values({ id: row.id, phone: row.phone, code_hash: row.codeHash, created_at: row.createdAt, expires_at: row.expiresAt })
      .execute();
  });
}

export async function voidSmsCode(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db.updateTable('sms_codes').set({ voided_at: now }).where('id', '=', id).where('voided_at', 'is', null).execute();
}

export async function findUsableSmsCode(db: Kysely<Database>, phone: string): Promise<SmsCodeRow | undefined> {
  return db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('consumed_at', 'is', null)
    .where('voided_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a wrong guess; the guess that reaches `maxAttempts` voids the code. */
export async function recordWrongGuess(db: Kysely<Database>, id: string, maxAttempts: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('sms_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', id)
      .where('voided_at', 'is', null)
      .returning('failed_attempts')
      .executeTakeFirst();
    if (updated && updated.failed_attempts >= maxAttempts) {
      await trx.updateTable('sms_codes').set({ voided_at: now }).where('id', '=', id).execute();
    }
  });
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
