import type { Picture, PictureGallery } from '../../../contract/content.ts';

/** A picture with the category it belongs to, in the order a viewer steps through them. */
export type GalleryPicture = Picture & { categoryTitle: string };

/** Every picture of the gallery in page order (category by category), so a viewer can step across categories. */
export function flattenGallery(gallery: PictureGallery): GalleryPicture[] {
  return gallery.categories.flatMap((category) => category.pictures.map((picture) => ({ ...picture, categoryTitle: category.title })));
}

/** The index after stepping `step` from `index` in a list of `length`, wrapping around at both ends. */
export function stepIndex(index: number, step: number, length: number): number {
  if (length === 0) return 0;
  return (((index + step) % length) + length) % length;
}
