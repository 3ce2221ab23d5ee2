import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Upload, type UploadContentType, uploadContentTypes, uploadExtensions } from '../../../contract/admin-catalog.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { newId } from '../../secrets.ts';
import { appendAuditEntry } from '../operators/audit-log.repository.ts';
import { readImageSize } from './image-format.ts';
import { findExistingUploads, findUploadData, insertUpload } from './upload.repository.ts';

const contentTypeByExtension = new Map<string, UploadContentType>(uploadContentTypes.map((type) => [uploadExtensions[type], type]));
const uploadFile = /^\/api\/uploads\/([0-9a-f]{32})\.(png|jpg|webp)$/;
const fileName = /^([0-9a-f]{32})\.(png|jpg|webp)$/;

export const isUploadContentType = (value: string): value is UploadContentType => (uploadContentTypes as readonly string[]).includes(value);

/** The media type of a Content-Type header, without parameters, in lower case. */
export const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export const uploadUrl = (id: string, contentType: UploadContentType) => `/api/uploads/${id}.${uploadExtensions[contentType]}`;

function parseFile(pattern: RegExp, value: string): { id: string; contentType: UploadContentType } | null {
  const match = pattern.exec(value);
  const contentType = match?.[2] ? contentTypeByExtension.get(match[2]) : undefined;
  return match?.[1] && contentType ? { id: match[1], contentType } : null;
}

/**
 * The URLs among `urls` that look like uploads (/api/uploads/<id>.<ext>) but name none stored with that type: a
 * document or plan pointing there would show a broken image.
 */
export async function missingUploads(db: Kysely<Database>, urls: string[]): Promise<string[]> {
  const wanted = urls.flatMap((url) => {
    const upload = parseFile(uploadFile, url);
    return upload ? [{ url, ...upload }] : [];
  });
  const existing = await findExistingUploads(db, wanted);
  return wanted.filter((upload) => !existing.has(upload.id)).map((upload) => upload.url);
}

/** Image uploads: checked against their declared type, stored in the database, served to everyone forever. */
export function createUploadsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function createUpload(
    bytes: Buffer,
    contentType: UploadContentType,
    actor: { operatorId: string; requestId: string | null },
  ): Promise<Upload> {
    const size = readImageSize(bytes, contentType);
    if (!size) throw new AppError(400, 'UPLOAD_NOT_AN_IMAGE');
    const id = newId();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const upload: Upload = { id, url: uploadUrl(id, contentType), contentType, byteSize: bytes.length, ...size };
    await db.transaction().execute(async (trx) => {
      const now = clock.now();
      await insertUpload(trx, { id, contentType, byteSize: bytes.length, ...size, sha256, data: bytes, createdBy: actor.operatorId, now });
      // The entry describes the image; its bytes stay in the uploads table only.
      await appendAuditEntry(trx, {
        operatorId: actor.operatorId,
        requestId: actor.requestId,
        action: 'upload.create',
        targetType: 'upload',
        targetId: id,
        before: null,
        after: { ...upload, sha256 },
        createdAt: now,
      });
    });
    return upload;
  }

  /** `<id>.<ext>` as served; an unknown id, or an extension of another type than the stored one, is not found. */
  async function readUpload(file: string): Promise<{ contentType: UploadContentType; data: Buffer }> {
    const wanted = parseFile(fileName, file);
    const stored = wanted ? await findUploadData(db, wanted.id) : undefined;
    if (!wanted || !stored || stored.contentType !== wanted.contentType) throw new AppError(404, 'UPLOAD_NOT_FOUND');
    return { contentType: wanted.contentType, data: stored.data };
  }

  return { createUpload, readUpload };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
