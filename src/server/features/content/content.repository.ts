import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ContentKey = 'home' | 'pictures';

/**
 * First start: each seed document goes into the table once (several processes starting together insert it once).
 * Afterwards the rows belong to the operators and the seed files are not read again.
 */
export async function seedContent(db: Kysely<Database>, documents: Record<ContentKey, unknown>, now: number): Promise<void> {
  for (const [key, data] of Object.entries(documents)) {
    await db
      .insertInto('site_content')
      .values({ key, data: JSON.stringify(data), created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
  }
}

export async function readContent(db: Kysely<Database>, key: ContentKey): Promise<unknown> {
  const row = await db.selectFrom('site_content').select('data').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.data) as unknown) : undefined;
}
