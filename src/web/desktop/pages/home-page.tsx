import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useHomeContent } from '../../api/content/get-home-content.ts';
import { isCompanySectionId } from '../../components/company-sections.ts';
import { AboutSection } from '../home/about-section.tsx';
import { AdvantagesSection } from '../home/advantages-section.tsx';
import { HeroPlaceholder, HeroSection } from '../home/hero-section.tsx';
import { HonorsSection } from '../home/honors-section.tsx';
import { ModelSection } from '../home/model-section.tsx';
import { PatentsSection } from '../home/patents-section.tsx';
import { TeamSection } from '../home/team-section.tsx';
import { useSectionNavigation } from '../layout/section-navigation.ts';

/** Home (index 0): one long page with the seven sections in menu order, from GET /api/content/home. */
export function HomePage() {
  const home = useHomeContent();
  const content = home.data;
  useDeepLinkOnceLoaded(content !== undefined);

  if (!content) {
    return <HeroPlaceholder error={home.isError ? home.error.message : undefined} onRetry={() => void home.refetch()} />;
  }
  return (
    <>
      <HeroSection hero={content.hero} />
      <TeamSection team={content.team} />
      <PatentsSection patents={content.patents} />
      <ModelSection model={content.model} />
      <AdvantagesSection advantages={content.advantages} />
      <HonorsSection honors={content.honors} />
      <AboutSection about={content.about} />
    </>
  );
}

/** A link like /home#honors: once the sections are on the page, open it at that one. */
function useDeepLinkOnceLoaded(loaded: boolean) {
  const { goToSection } = useSectionNavigation();
  const { hash } = useLocation();
  useLayoutEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (loaded && isCompanySectionId(id)) goToSection(id, 'instant');
    // Only when the sections first appear; later hash changes come from the menu, which scrolls by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
}
