import { useOutletContext } from 'react-router';
import type { HomeSectionId } from '../../../contract/content.ts';
import type { SectionSpy } from './section-spy.ts';

/** What the layout gives the home page: where its sections register, and the ways to move to one of them. */
export type SectionNavigation = {
  sectionRef: SectionSpy['sectionRef'];
  /** Scrolls to the section (a deep link once the sections are there). */
  goToSection: (id: HomeSectionId, behavior?: ScrollBehavior) => void;
  /** What a menu item or an in-page link does: the URL names the section, the page glides there, focus follows. */
  openSection: (id: HomeSectionId) => void;
};

export const useSectionNavigation = () => useOutletContext<SectionNavigation>();
