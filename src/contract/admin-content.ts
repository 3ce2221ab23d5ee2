import { homeContentSchema, pictureGallerySchema } from './content.ts';
import { described, z } from './schema.ts';

/**
 * The operations console's content editing: each document (the home page's sections, the picture gallery) is read
 * with its version and replaced whole. The PUT sends the version it started from; when someone saved in between,
 * the answer is 409 CONTENT_CHANGED and nothing is overwritten. Hidden items are in these documents; the public
 * /api/content routes leave them out.
 */

const versionSchema = described(z.string().check(z.minLength(1), z.maxLength(32)), {
  description: 'opaque; send back the one you read — a newer one on the server means 409 CONTENT_CHANGED',
  example: '1763861234567',
});
const metadata = {
  version: versionSchema,
  updatedAt: described(z.string(), { description: 'ISO 8601 (UTC)' }),
};

export const adminHomeContentSchema = described(z.object({ content: homeContentSchema, ...metadata }), { id: 'AdminHomeContent' });
export type AdminHomeContent = z.infer<typeof adminHomeContentSchema>;

export const adminPictureGallerySchema = described(z.object({ content: pictureGallerySchema, ...metadata }), { id: 'AdminPictureGallery' });
export type AdminPictureGallery = z.infer<typeof adminPictureGallerySchema>;

export const homeContentUpdateSchema = described(z.object({ content: homeContentSchema, version: versionSchema }), { id: 'HomeContentUpdate' });
export type HomeContentUpdate = z.infer<typeof homeContentUpdateSchema>;

export const pictureGalleryUpdateSchema = described(z.object({ content: pictureGallerySchema, version: versionSchema }), {
  id: 'PictureGalleryUpdate',
});
export type PictureGalleryUpdate = z.infer<typeof pictureGalleryUpdateSchema>;
