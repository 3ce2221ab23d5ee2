import type { HomeContent, PictureGallery } from '../../../contract/content.ts';
import { homeContentFileSchema, pictureGalleryFileSchema } from '../../../contract/site-content.ts';
import { contentRoot, readContentFile } from '../../content-files.ts';

/** content/site/home.json, checked against the contract (decision 032): the home page a new database starts with. */
export function loadHomeContent(root: string = contentRoot): HomeContent {
  return readContentFile(root, 'site/home.json', homeContentFileSchema);
}

/** content/site/pictures.json: the picture gallery a new database starts with. */
export function loadPictureGallery(root: string = contentRoot): PictureGallery {
  return readContentFile(root, 'site/pictures.json', pictureGalleryFileSchema);
}
