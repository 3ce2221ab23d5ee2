import type { HomeContent } from '../../../contract/content.ts';
import { ContentImage } from '../../components/content/content-image.tsx';
import { HomeSection } from './home-section.tsx';
import styles from './honors-section.module.css';

export function HonorsSection({ honors }: { honors: HomeContent['honors'] }) {
  return (
    <HomeSection id="honors" heading={honors.heading} summary={honors.summary}>
      <ul className={styles.grid}>
        {honors.items.map((item) => (
          <li key={`${item.title}-${item.year}`} className={styles.card}>
            <div className={styles.frame}>
              <ContentImage image={item.image} className={styles.image} />
            </div>
            <div className={styles.body}>
              <span className={styles.year}>{item.year} 年</span>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.issuer}>{item.issuer}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
