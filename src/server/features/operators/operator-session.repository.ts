import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertOperatorSession(
  db: Kysely<Database>,
  session: { tokenHash: string; operatorId: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: session.tokenHash,
      operator_id: session.operatorId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The operator of a live session (neither revoked nor expired) who is not disabled; the role as it is now. */
export async function findSessionOperator(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
): Promise<{ id: string; name: string; role: string } | undefined> {
  return db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operators.id', 'operators.name', 'operators.role'])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.expires_at', '>', now)
    .where('operators.disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeOperatorSession(db: Kysely<Database>, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Logs an operator out everywhere (disabled, or credentials reset). */
export async function revokeOperatorSessions(db: Kysely<Database>, operatorId: string, now: number): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}
