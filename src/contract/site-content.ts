import { HERO_TEXT_LIMITS } from './admin-content.ts';
import { homeContentSchema, pictureGallerySchema } from './content.ts';
import { z } from './schema.ts';

/**
 * The site copy a new database starts with (decision 032): content/site/home.json and content/site/pictures.json,
 * the documents the console edits afterwards. Each file is held to what the console could publish; a top-level field
 * the document does not have is refused as a typo.
 */

const heroTextFits = (field: keyof typeof HERO_TEXT_LIMITS) =>
  z.refine<{ hero: Record<keyof typeof HERO_TEXT_LIMITS, string> }>((home) => [...home.hero[field]].length <= HERO_TEXT_LIMITS[field], {
    error: `at most ${HERO_TEXT_LIMITS[field]} characters, as the console publishes it`,
    path: ['hero', field],
  });

/** content/site/home.json: the seven sections of the marketing home. */
export const homeContentFileSchema = z.catchall(homeContentSchema, z.never()).check(heroTextFits('headline'), heroTextFits('subheadline'));

/** content/site/pictures.json: the picture gallery; each category's id and each picture's id once in the gallery. */
export const pictureGalleryFileSchema = z.catchall(pictureGallerySchema, z.never()).check(
  z.superRefine((gallery, ctx) => {
    const categories = new Set<string>();
    const pictures = new Set<string>();
    gallery.categories.forEach((category, c) => {
      if (categories.has(category.id))
        ctx.addIssue({ code: 'custom', message: `the id ${category.id} is used twice`, path: ['categories', c, 'id'] });
      categories.add(category.id);
      category.pictures.forEach((picture, p) => {
        if (pictures.has(picture.id)) {
          ctx.addIssue({ code: 'custom', message: `the id ${picture.id} is used twice`, path: ['categories', c, 'pictures', p, 'id'] });
        }
        pictures.add(picture.id);
      });
    });
  }),
);
