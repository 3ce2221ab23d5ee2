import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Rewrites health_probe's one row: a write that must reach the database's disk, or throw. */
export async function writeHealthProbe(db: Kysely<Database>, probe: { at: number; by: string }): Promise<void> {
  await db
    .insertInto('health_probe')
    .values({ id: 1, written_at: probe.at, written_by: probe.by })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ written_at: probe.at, written_by: probe.by }))
    .execute();
}
