import type { PictureGallery } from '../../../../contract/content.ts';

// The gallery's categories; their pictures follow with the content images.
export const picturesSeed: PictureGallery = { categories: [] };
