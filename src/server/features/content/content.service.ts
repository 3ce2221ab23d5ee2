import type { Kysely } from 'kysely';
import { type HomeContent, homeContentSchema, type PictureGallery, pictureGallerySchema } from '../../../contract/content.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { appendAuditEntry } from '../operators/audit-log.repository.ts';
import type { Actor } from '../operators/operators.service.ts';
import { missingUploads } from '../uploads/uploads.service.ts';
import { type ContentKey, readContentDocument, replaceContent } from './content.repository.ts';

/** Every image `src` in a document. */
function imageSources(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageSources);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'src' && typeof inner === 'string' ? [inner] : imageSources(inner)));
}

type Documents = { home: HomeContent; pictures: PictureGallery };
const parsers: { [K in ContentKey]: (value: unknown) => Documents[K] } = {
  home: (value) => homeContentSchema.parse(value),
  pictures: (value) => pictureGallerySchema.parse(value),
};
export type VersionedContent<K extends ContentKey> = { content: Documents[K]; version: string; updatedAt: string };

/**
 * The console's content editing. A document is replaced whole, and only from the version the operator read: the
 * version is the document's updated_at, which every save moves forward by at least a millisecond, and the save is a
 * compare-and-set on it. A stale version is 409 CONTENT_CHANGED; the audit entry (before → after) commits with it.
 */
export function createContentAdminService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const notFound = () => new AppError(404, 'NOT_FOUND', '内容不存在');
  const changed = () => new AppError(409, 'CONTENT_CHANGED', undefined, 'version');

  async function read<K extends ContentKey>(trx: Kysely<Database>, key: K) {
    const stored = await readContentDocument(trx, key);
    if (!stored) throw notFound();
    // A stored document that no longer fits the contract (a bad manual edit) fails loudly, as the public route does.
    const content = parsers[key](stored.data);
    return { content, updatedAt: stored.updatedAt };
  }

  const versioned = <K extends ContentKey>({ content, updatedAt }: { content: Documents[K]; updatedAt: number }): VersionedContent<K> => ({
    content,
    version: String(updatedAt),
    updatedAt: new Date(updatedAt).toISOString(),
  });

  async function getDocument<K extends ContentKey>(key: K): Promise<VersionedContent<K>> {
    return versioned(await read(db, key));
  }

  async function replaceDocument<K extends ContentKey>(
    key: K,
    content: Documents[K],
    version: string,
    actor: Actor,
  ): Promise<VersionedContent<K>> {
    const missing = await missingUploads(db, imageSources(content));
    if (missing.length > 0) throw new AppError(400, 'UPLOAD_NOT_FOUND', `图片不存在：${missing[0]}`, 'content');
    return db.transaction().execute(async (trx) => {
      const before = await read(trx, key);
      if (String(before.updatedAt) !== version) throw changed();
      if (JSON.stringify(before.content) === JSON.stringify(content)) return versioned(before);
      const now = clock.now();
      const updatedAt = Math.max(now, before.updatedAt + 1);
      if (!(await replaceContent(trx, key, content, { expectedUpdatedAt: before.updatedAt, updatedAt }))) throw changed();
      await appendAuditEntry(trx, {
        operatorId: actor.operatorId,
        requestId: actor.requestId,
        action: 'content.update',
        targetType: 'content',
        targetId: key,
        before: before.content,
        after: content,
        createdAt: now,
      });
      return versioned<K>({ content, updatedAt });
    });
  }

  return { getDocument, replaceDocument };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
