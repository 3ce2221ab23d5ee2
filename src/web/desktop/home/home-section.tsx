import type { ReactNode } from 'react';
import { type HomeSectionId, homeSectionTitles } from '../../../contract/content.ts';
import { useSectionNavigation } from '../layout/section-navigation.ts';
import styles from './home-section.module.css';

type Props = { id: HomeSectionId; heading: string; summary?: string; tinted?: boolean; className?: string; children: ReactNode };

/** One of the home page's sections: its menu title as a kicker, its heading and summary, then its body. */
export function HomeSection({ id, heading, summary, tinted = false, className, children }: Props) {
  const { sectionRef } = useSectionNavigation();
  return (
    <section
      id={id}
      ref={sectionRef(id)}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={[tinted ? styles.sectionTinted : styles.section, className].filter(Boolean).join(' ')}
    >
      <div className={styles.inner}>
        <header className={styles.head}>
          <p className={styles.kicker}>{homeSectionTitles[id]}</p>
          <h2 id={`${id}-title`} className={styles.heading}>
            {heading}
          </h2>
          {summary && <p className={styles.summary}>{summary}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
