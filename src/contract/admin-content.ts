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

/**
 * The hero's texts are set large at the top of /home on every screen: a publish keeps them to what fits (a 60-character
 * headline wrapped to four lines). Only publishing is held to it; the stored document is read with the public schema.
 */
export const HERO_TEXT_LIMITS = { headline: 30, subheadline: 120 } as const;

const heroTextFits = (field: keyof typeof HERO_TEXT_LIMITS) =>
  z.refine<{ content: { hero: Record<keyof typeof HERO_TEXT_LIMITS, string> } }>(
    (update) => [...update.content.hero[field]].length <= HERO_TEXT_LIMITS[field],
    {
      error: 'VALIDATION_FAILED',
      path: ['content', 'hero', field],
    },
  );

export const homeContentUpdateSchema = described(
  z.object({ content: homeContentSchema, version: versionSchema }).check(heroTextFits('headline'), heroTextFits('subheadline')),
  {
    id: 'HomeContentUpdate',
    description: `hero.headline at most ${HERO_TEXT_LIMITS.headline} characters, hero.subheadline at most ${HERO_TEXT_LIMITS.subheadline}`,
  },
);
export type HomeContentUpdate = z.infer<typeof homeContentUpdateSchema>;

export const pictureGalleryUpdateSchema = described(z.object({ content: pictureGallerySchema, version: versionSchema }), {
  id: 'PictureGalleryUpdate',
});
export type PictureGalleryUpdate = z.infer<typeof pictureGalleryUpdateSchema>;
