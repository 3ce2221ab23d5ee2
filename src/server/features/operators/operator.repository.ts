import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, OperatorsTable } from '../../db/schema.ts';

export type OperatorRow = Selectable<OperatorsTable>;

export async function insertOperator(
  db: Kysely<Database>,
  row: { id: string; name: string; role: string; passwordHash: string; passwordExpiresAt: number; now: number },
): Promise<void> {
  await db
    .insertInto('operators')
    .values({
      id: row.id,
      name: row.name,
      role: row.role,
      password_hash: row.passwordHash,
      one_time_password_expires_at: row.passwordExpiresAt,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

/** A second insert of a taken name that raced past the check (PostgreSQL 23505, SQLite's UNIQUE constraint). */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function findOperatorByName(db: Kysely<Database>, name: string): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function findOperatorById(db: Kysely<Database>, id: string): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listOperatorRows(db: Kysely<Database>): Promise<OperatorRow[]> {
  return db.selectFrom('operators').selectAll().orderBy('created_at').orderBy('name').execute();
}

/** Admins who can still log in, other than `exceptId`. */
export async function countOtherEnabledAdmins(db: Kysely<Database>, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateOperator(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<OperatorsTable>,
): Promise<OperatorRow | undefined> {
  return db.updateTable('operators').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Enrolment: the new password and the confirmed TOTP secret, only while the operator still awaits enrolment with the
 * password it logged in with (a reset in between changes it). False when that no longer holds.
 */
export async function completeEnrolment(
  db: Kysely<Database>,
  row: { id: string; expectedPasswordHash: string; passwordHash: string; sealedTotpSecret: string; step: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({
      password_hash: row.passwordHash,
      totp_secret: row.sealedTotpSecret,
      totp_enrolled: 1,
      totp_last_step: row.step,
      one_time_password_expires_at: null,
      updated_at: row.now,
    })
    .where('id', '=', row.id)
    .where('totp_enrolled', '=', 0)
    .where('password_hash', '=', row.expectedPasswordHash)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Accepts a TOTP step once, in one statement: true only for the first use of a step later than every step accepted
 * before, so a code cannot be replayed, not even by two requests at the same moment.
 */
export async function claimTotpStep(db: Kysely<Database>, id: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
