import type { ReactNode } from 'react';
import { type HomeSectionId, homeSectionTitles } from '../../../contract/content.ts';
import styles from './mobile-home.module.css';

type Props = { id: HomeSectionId; heading: string; summary?: string; children: ReactNode };

/** One of the seven sections on the phone: a card with its menu title, heading, summary and body. */
export function MobileSection({ id, heading, summary, children }: Props) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <p className={styles.kicker}>{homeSectionTitles[id]}</p>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {heading}
      </h2>
      {summary && <p className={styles.summary}>{summary}</p>}
      {children}
    </section>
  );
}
