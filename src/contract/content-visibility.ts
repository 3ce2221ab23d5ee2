import type { HomeContent, PictureGallery } from './content.ts';

// What the public sees of the content: the server answers it, the console previews a draft with it. Its own module
// so the marketing pages, which only read the answer, do not carry it.

const shown = <T extends { hidden?: boolean | undefined }>(items: T[]): T[] => items.filter((item) => item.hidden !== true);

/** The home page as the public sees it: hidden team members, patents, steps, advantages and honours left out. */
export function publicHomeContent(content: HomeContent): HomeContent {
  return {
    ...content,
    team: { ...content.team, members: shown(content.team.members) },
    patents: { ...content.patents, items: shown(content.patents.items) },
    model: { ...content.model, steps: shown(content.model.steps) },
    advantages: { ...content.advantages, items: shown(content.advantages.items) },
    honors: { ...content.honors, items: shown(content.honors.items) },
  };
}

/** The gallery as the public sees it: hidden categories and hidden pictures left out. */
export function publicPictureGallery(gallery: PictureGallery): PictureGallery {
  return { categories: shown(gallery.categories).map((category) => ({ ...category, pictures: shown(category.pictures) })) };
}
