import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { company } from '../../components/company-profile.ts';
import { companySections } from '../../components/company-sections.ts';
import styles from './mobile-home-page.module.css';

/** The phone version of the marketing home: the seven sections stacked, with a way into the service. */
export function MobileHomePage() {
  const [hero, ...sections] = companySections;
  return (
    <div className={styles.page}>
      <header className={styles.hero} id={hero.id}>
        <BrandLogo size={30} />
        <h1 className={styles.heroTitle}>{hero.heading}</h1>
        <p className={styles.heroText}>{hero.summary}</p>
        <Link className={styles.heroLink} to="/mobile/student/home">
          查看服务方案
        </Link>
      </header>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <p className={styles.kicker}>{section.title}</p>
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            {section.heading}
          </h2>
          <p className={styles.sectionText}>{section.summary}</p>
        </section>
      ))}
      <footer className={styles.footer}>
        <p>{company.name}</p>
        <p>客服热线 {company.hotline}（{company.serviceHours}）</p>
        <p>{company.icp}</p>
      </footer>
      <div className={styles.cta}>
        <Link to="/mobile/student/home" className={styles.ctaButton}>
          了解AI伴学服务
        </Link>
      </div>
    </div>
  );
}
