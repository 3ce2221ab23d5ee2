import { type HomeSectionId, homeSectionIds, homeSectionTitles } from '../../contract/content.ts';

/**
 * The seven sections of the marketing home in the order of the seed's top menu: each section's anchor and menu
 * title. Their headings and copy come from GET /api/content/home.
 */
export const companySections: readonly { id: HomeSectionId; title: string }[] = homeSectionIds.map((id) => ({
  id,
  title: homeSectionTitles[id],
}));

export const isCompanySectionId = (value: string): value is HomeSectionId => homeSectionIds.some((id) => id === value);
