import { Link } from 'react-router';
import type { HomeContent } from '../../../contract/content.ts';
import { ContentImage } from '../../components/content/content-image.tsx';
import { formatContentDate } from '../../components/content/content-date.ts';
import { patentNumber } from '../../components/content/patent-labels.ts';
import { HomeSection } from './home-section.tsx';
import styles from './patents-section.module.css';

export function PatentsSection({ patents }: { patents: HomeContent['patents'] }) {
  return (
    <HomeSection id="patents" heading={patents.heading} summary={patents.summary} tinted>
      <ul className={styles.grid}>
        {patents.items.map((item) => (
          <PatentCard key={item.number} item={item} />
        ))}
      </ul>
      <p className={styles.more}>
        <Link to="/pictures">查看证书与荣誉图片 →</Link>
      </p>
    </HomeSection>
  );
}

function PatentCard({ item }: { item: HomeContent['patents']['items'][number] }) {
  const number = patentNumber(item.kind, item.number);
  return (
    <li className={styles.card}>
      <div className={styles.frame}>
        <ContentImage image={item.image} className={styles.image} />
      </div>
      <div className={styles.body}>
        <span className={styles.kind}>{item.kind}</span>
        <h3 className={styles.title}>{item.title}</h3>
        <dl className={styles.facts}>
          <dt>{number.label}</dt>
          <dd>{number.value}</dd>
          <dt>{number.dateLabel}</dt>
          <dd>
            <time dateTime={item.date}>{formatContentDate(item.date)}</time>
          </dd>
        </dl>
      </div>
    </li>
  );
}
