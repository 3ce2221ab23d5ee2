import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';

/**
 * Every row of every table of the app's database (Kysely's migration tables left out), each row as canonical JSON,
 * so two snapshots taken around a request show whether it stored, changed or deleted anything, and what.
 */
export type DatabaseSnapshot = Map<string, string[]>;

export type TableChange = { table: string; added: string[]; removed: string[] };

/** Binary columns (uploaded images) as their SHA-256, so a snapshot stays small; keys sorted, so rows compare as text. */
function canonicalRow(row: Record<string, unknown>): string {
  const entries = Object.keys(row)
    .sort()
    .map((key) => {
      const value = row[key];
      return [
        key,
        Buffer.isBuffer(value)
          ? `sha256:${createHash('sha256').update(value).digest('hex')}`
          : typeof value === 'bigint'
            ? String(value)
            : value,
      ];
    });
  return JSON.stringify(Object.fromEntries(entries));
}

/** The app's tables, as the database lists them. */
export async function tableNames(app: FastifyInstance): Promise<string[]> {
  return (await app.db.introspection.getTables()).map((table) => table.name).sort();
}

const rowsSchema = z.array(z.record(z.string(), z.unknown()));

export async function snapshotDatabase(app: FastifyInstance, tables: string[]): Promise<DatabaseSnapshot> {
  if (app.dialect === 'postgres') {
    // One round trip for every table (a query per table costs most of the time on PostgreSQL).
    const columns = tables.map(
      (table) => sql`(select coalesce(json_agg(t), '[]'::json)::text from ${sql.table(table)} t) as ${sql.ref(table)}`,
    );
    const result = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(app.db);
    const row = result.rows[0] ?? {};
    return new Map(
      tables.map((table) => [
        table,
        rowsSchema
          .parse(JSON.parse(row[table] ?? '[]'))
          .map(canonicalRow)
          .sort(),
      ]),
    );
  }
  const rows = await Promise.all(
    tables.map(async (table) => {
      const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(app.db);
      return [table, result.rows.map(canonicalRow).sort()] as const;
    }),
  );
  return new Map(rows);
}

/** The rows each table gained and lost between two snapshots (tables that did not change are left out). */
export function changesBetween(before: DatabaseSnapshot, after: DatabaseSnapshot): TableChange[] {
  const changes: TableChange[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const was = new Set(before.get(table) ?? []);
    const is = new Set(after.get(table) ?? []);
    const added = [...is].filter((row) => !was.has(row));
    const removed = [...was].filter((row) => !is.has(row));
    if (added.length > 0 || removed.length > 0) changes.push({ table, added, removed });
  }
  return changes;
}
