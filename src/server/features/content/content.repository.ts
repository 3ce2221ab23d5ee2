import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ContentKey = 'home' | 'pictures';

/**
 * First start: each document of content/site goes into the table once (several processes starting together insert it
 * once). Afterwards the rows belong to the operators and the files are not used again.
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

export type StoredContent = { data: unknown; updatedAt: number };

/** A document with its last change time, which is also its version. */
export async function readContentDocument(db: Kysely<Database>, key: ContentKey): Promise<StoredContent | undefined> {
  const row = await db.selectFrom('site_content').select(['data', 'updated_at']).where('key', '=', key).executeTakeFirst();
  return row ? { data: JSON.parse(row.data) as unknown, updatedAt: row.updated_at } : undefined;
}

/**
 * Replaces a document only if it is still the version read (compare-and-set on updated_at); false when someone else
 * saved in between, so nothing is overwritten silently.
 */
export async function replaceContent(
  db: Kysely<Database>,
  key: ContentKey,
  data: unknown,
  { expectedUpdatedAt, updatedAt }: { expectedUpdatedAt: number; updatedAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('site_content')
    .set({ data: JSON.stringify(data), updated_at: updatedAt })
    .where('key', '=', key)
    .where('updated_at', '=', expectedUpdatedAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
