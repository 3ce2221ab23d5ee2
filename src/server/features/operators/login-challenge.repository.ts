import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ChallengeKind = 'totp' | 'enrol';

export async function insertLoginChallenge(
  db: Kysely<Database>,
  row: {
    tokenHash: string;
    operatorId: string;
    kind: ChallengeKind;
    sealedTotpSecret: string | null;
    createdAt: number;
    expiresAt: number;
  },
): Promise<void> {
  await db
    .insertInto('operator_login_challenges')
    .values({
      token_hash: row.tokenHash,
      operator_id: row.operatorId,
      kind: row.kind,
      totp_secret: row.sealedTotpSecret,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/**
 * Claims one of a challenge's `maxAttempts` guesses before the code is judged, in one statement (as for SMS codes):
 * the attempt's number with the challenge's operator and pending secret, or null when it can no longer be tried.
 */
export async function claimChallengeGuess(
  db: Kysely<Database>,
  tokenHash: string,
  kind: ChallengeKind,
  maxAttempts: number,
  now: number,
): Promise<{ attempts: number; operatorId: string; sealedTotpSecret: string | null } | null> {
  const claimed = await db
    .updateTable('operator_login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning(['attempts', 'operator_id', 'totp_secret'])
    .executeTakeFirst();
  return claimed ? { attempts: claimed.attempts, operatorId: claimed.operator_id, sealedTotpSecret: claimed.totp_secret } : null;
}

/** Uses a challenge once: true only for the request that consumed it. */
export async function consumeLoginChallenge(db: Kysely<Database>, tokenHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('operator_login_challenges')
    .set({ consumed_at: now })
    .where('token_hash', '=', tokenHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends every open challenge of an operator (logged in, disabled, credentials reset). */
export async function voidLoginChallenges(db: Kysely<Database>, operatorId: string, now: number): Promise<void> {
  await db
    .updateTable('operator_login_challenges')
    .set({ consumed_at: now })
    .where('operator_id', '=', operatorId)
    .where('consumed_at', 'is', null)
    .execute();
}
