import type { HomeContent } from '../../../contract/content.ts';
import { AdvantageIcon } from '../../components/content/advantage-icon.tsx';
import { HomeSection } from './home-section.tsx';
import styles from './advantages-section.module.css';

export function AdvantagesSection({ advantages }: { advantages: HomeContent['advantages'] }) {
  return (
    <HomeSection id="advantages" heading={advantages.heading} summary={advantages.summary} tinted>
      <ul className={styles.grid}>
        {advantages.items.map((item) => (
          <li key={item.title} className={styles.card}>
            <span className={styles.icon}>
              <AdvantageIcon name={item.icon} />
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.description}>{item.description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
