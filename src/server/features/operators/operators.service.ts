import type { Kysely } from 'kysely';
import type { AuditLog, NewOperatorRequest, Operator, OperatorChanges, OperatorCredentials } from '../../../contract/admin.ts';
import { type Clock, DAY_MS } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { newId } from '../../secrets.ts';
import { appendAuditEntry, listAuditEntries } from './audit-log.repository.ts';
import { voidLoginChallenges } from './login-challenge.repository.ts';
import {
  countOtherEnabledAdmins,
  findOperatorById,
  findOperatorByName,
  insertOperator,
  isUniqueViolation,
  listOperatorRows,
  updateOperator,
} from './operator.repository.ts';
import { revokeOperatorSessions } from './operator-session.repository.ts';
import { auditedOperator, toOperator } from './operator-view.ts';
import { hashPassword, newOneTimePassword } from './password.ts';

/** A one-time password works for three days: long enough to hand it over, short enough not to lie about (decision 023). */
export const ONE_TIME_PASSWORD_TTL_MS = 3 * DAY_MS;

/** Who did it: an operator through the API (with the request's id), or the command line (null). */
export type Actor = { operatorId: string | null; requestId: string | null };

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** Managing operators. Every change writes its audit entry in the same transaction. */
export function createOperatorsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const notFound = () => new AppError(404, 'OPERATOR_NOT_FOUND');

  async function createOperator({ name, role }: NewOperatorRequest, actor: Actor): Promise<OperatorCredentials> {
    const oneTimePassword = newOneTimePassword();
    const passwordHash = await hashPassword(oneTimePassword);
    const id = newId();
    const taken = () => new AppError(409, 'OPERATOR_NAME_TAKEN', undefined, 'name');
    const operator = await db
      .transaction()
      .execute(async (trx) => {
        if (await findOperatorByName(trx, name)) throw taken();
        const now = clock.now();
        await insertOperator(trx, { id, name, role, passwordHash, passwordExpiresAt: now + ONE_TIME_PASSWORD_TTL_MS, now });
        const row = await findOperatorById(trx, id);
        if (!row) throw new Error('the operator just inserted is missing');
        await appendAuditEntry(trx, audit(actor, 'operator.create', id, null, auditedOperator(row), now));
        return toOperator(row);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? taken() : error;
      });
    return { operator, oneTimePassword };
  }

  async function listOperators(): Promise<Operator[]> {
    return (await listOperatorRows(db)).map(toOperator);
  }

  /** Role and enabled state; a change that would leave no admin able to log in is refused. */
  async function changeOperator(id: string, changes: OperatorChanges, actor: Actor): Promise<Operator> {
    return db.transaction().execute(async (trx) => {
      const before = await findOperatorById(trx, id);
      if (!before) throw notFound();
      const role = changes.role ?? before.role;
      const disabled = changes.disabled ?? before.disabled_at !== null;
      if (role === before.role && disabled === (before.disabled_at !== null)) return toOperator(before);

      const wasActiveAdmin = before.role === 'admin' && before.disabled_at === null;
      if (wasActiveAdmin && (role !== 'admin' || disabled) && (await countOtherEnabledAdmins(trx, id)) === 0) {
        throw new AppError(409, 'LAST_ADMIN');
      }
      const now = clock.now();
      const after = await updateOperator(trx, id, {
        role,
        disabled_at: disabled ? (before.disabled_at ?? now) : null,
        updated_at: now,
      });
      if (!after) throw notFound();
      if (disabled) {
        await revokeOperatorSessions(trx, id, now);
        await voidLoginChallenges(trx, id, now);
      }
      await appendAuditEntry(trx, audit(actor, 'operator.update', id, auditedOperator(before), auditedOperator(after), now));
      return toOperator(after);
    });
  }

  /** A new one-time password and a new TOTP enrolment at the next login; every session of the operator ends. */
  async function resetOperator(id: string, actor: Actor): Promise<OperatorCredentials> {
    const oneTimePassword = newOneTimePassword();
    const passwordHash = await hashPassword(oneTimePassword);
    const operator = await db.transaction().execute(async (trx) => {
      const before = await findOperatorById(trx, id);
      if (!before) throw notFound();
      const now = clock.now();
      const after = await updateOperator(trx, id, {
        password_hash: passwordHash,
        totp_secret: null,
        totp_enrolled: 0,
        totp_last_step: null,
        one_time_password_expires_at: now + ONE_TIME_PASSWORD_TTL_MS,
        updated_at: now,
      });
      if (!after) throw notFound();
      await revokeOperatorSessions(trx, id, now);
      await voidLoginChallenges(trx, id, now);
      await appendAuditEntry(trx, audit(actor, 'operator.reset', id, auditedOperator(before), auditedOperator(after), now));
      return toOperator(after);
    });
    return { operator, oneTimePassword };
  }

  async function readAuditLog(query: { limit?: number | undefined; targetId?: string | undefined }): Promise<AuditLog> {
    const rows = await listAuditEntries(db, { limit: query.limit ?? 50, targetId: query.targetId });
    return {
      entries: rows.map((row) => ({
        id: row.id,
        operatorId: row.operator_id,
        operatorName: row.operator_name,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        before: parseJson(row.before),
        after: parseJson(row.after),
        requestId: row.request_id,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  }

  return { createOperator, listOperators, changeOperator, resetOperator, readAuditLog };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;

export function audit(actor: Actor, action: string, operatorId: string, before: unknown, after: unknown, now: number) {
  return {
    operatorId: actor.operatorId,
    requestId: actor.requestId,
    action,
    targetType: 'operator',
    targetId: operatorId,
    before,
    after,
    createdAt: now,
  };
}
