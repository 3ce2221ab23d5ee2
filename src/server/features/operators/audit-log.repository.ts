import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type AuditRecord = {
  operatorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  createdAt: number;
};

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The only statement that touches the audit log besides reading it: the database refuses UPDATE and DELETE. */
export async function appendAuditEntry(db: Kysely<Database>, entry: AuditRecord): Promise<void> {
  await db
    .insertInto('operator_audit_log')
    .values({
      operator_id: entry.operatorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: json(entry.before),
      after: json(entry.after),
      request_id: entry.requestId,
      created_at: entry.createdAt,
    })
    .execute();
}

/** Newest first, with the acting operator's name. */
export async function listAuditEntries(db: Kysely<Database>, { limit, targetId }: { limit: number; targetId?: string | undefined }) {
  let query = db
    .selectFrom('operator_audit_log')
    .leftJoin('operators', 'operators.id', 'operator_audit_log.operator_id')
    .select([
      'operator_audit_log.id',
      'operator_audit_log.operator_id',
      'operators.name as operator_name',
      'operator_audit_log.action',
      'operator_audit_log.target_type',
      'operator_audit_log.target_id',
      'operator_audit_log.before',
      'operator_audit_log.after',
      'operator_audit_log.request_id',
      'operator_audit_log.created_at',
    ])
    .orderBy('operator_audit_log.id', 'desc')
    .limit(limit);
  if (targetId) query = query.where('operator_audit_log.target_id', '=', targetId);
  return query.execute();
}
