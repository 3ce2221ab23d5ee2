import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertSession(
  db: Kysely<Database>,
  session: { tokenHash: string; accountId: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      account_id: session.accountId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The account of a session that is neither revoked nor expired. */
export async function findSessionAccountId(db: Kysely<Database>, tokenHash: string, now: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('account_id')
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.account_id;
}

export async function revokeSession(db: Kysely<Database>, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}
