import { Button } from 'antd-mobile';
import { useLayoutEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useHomeContent } from '../../api/content/get-home-content.ts';
import { scrollToHashOrTop } from '../../routing/navigation-effects.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { MobileHero, MobileHeroPlaceholder } from '../home/mobile-hero.tsx';
import { MobileAbout, MobileAdvantages, MobileHonors, MobileModel, MobilePatents, MobileTeam } from '../home/mobile-sections.tsx';
import styles from '../home/mobile-home.module.css';

/** The phone version of the marketing home: the seven sections stacked, with a way into the service. */
export function MobileHomePage() {
  const home = useHomeContent();
  const content = home.data;
  const { hash } = useLocation();
  const loaded = content !== undefined;

  // A link to a section (/home#honors opened on a phone lands here): go there once the sections are on the page.
  useLayoutEffect(() => {
    if (loaded && hash) scrollToHashOrTop(hash);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  return (
    <div className={styles.page}>
      {content ? (
        <>
          <MobileHero hero={content.hero} />
          <MobileTeam team={content.team} />
          <MobilePatents patents={content.patents} />
          <MobileModel model={content.model} />
          <MobileAdvantages advantages={content.advantages} />
          <MobileHonors honors={content.honors} />
          <MobileAbout about={content.about} />
          <footer className={styles.footer}>
            <p>{content.about.contact.company}</p>
            <p>{content.about.contact.icp}</p>
          </footer>
        </>
      ) : (
        <>
          <MobileHeroPlaceholder />
          {home.isError && (
            <EmptyState
              title="内容加载失败"
              description={home.error.message}
              action={
                <Button color="primary" shape="rounded" onClick={() => void home.refetch()}>
                  重试
                </Button>
              }
            />
          )}
        </>
      )}
      <div className={styles.cta}>
        <Link to="/mobile/student/home" className={styles.ctaButton}>
          了解AI伴学服务
        </Link>
      </div>
    </div>
  );
}
