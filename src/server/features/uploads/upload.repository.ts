import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type NewUploadRow = {
  id: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  sha256: string;
  data: Buffer;
  createdBy: string;
  now: number;
};

export async function insertUpload(db: Kysely<Database>, row: NewUploadRow): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      id: row.id,
      content_type: row.contentType,
      byte_size: row.byteSize,
      width: row.width,
      height: row.height,
      sha256: row.sha256,
      data: row.data,
      created_by: row.createdBy,
      created_at: row.now,
    })
    .execute();
}

/** The bytes and their type, for serving. */
export async function findUploadData(db: Kysely<Database>, id: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  const row = await db.selectFrom('uploads').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst();
  return row && { contentType: row.content_type, data: row.data };
}

/** Which of these ids name stored uploads of the given types (ids of other types are left out). */
export async function findExistingUploads(db: Kysely<Database>, wanted: { id: string; contentType: string }[]): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'content_type'])
    .where(
      'id',
      'in',
      wanted.map((upload) => upload.id),
    )
    .execute();
  const typeOf = new Map(wanted.map((upload) => [upload.id, upload.contentType]));
  return new Set(rows.filter((row) => typeOf.get(row.id) === row.content_type).map((row) => row.id));
}
