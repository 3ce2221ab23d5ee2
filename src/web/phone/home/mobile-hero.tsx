import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HomeContent } from '../../../contract/content.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { scrollToHashOrTop } from '../../routing/navigation-effects.tsx';
import styles from './mobile-home.module.css';

/** The hero's box is as tall loading as loaded, so the sections never push it around. */
function HeroFrame({ children }: { children: ReactNode }) {
  return (
    <header id="home" className={styles.hero}>
      <BrandLogo size={30} />
      {children}
    </header>
  );
}

export function MobileHero({ hero }: { hero: HomeContent['hero'] }) {
  const secondary = hero.secondaryCta;
  return (
    <HeroFrame>
      <h1 className={styles.heroTitle}>{hero.headline}</h1>
      <p className={styles.heroText}>{hero.subheadline}</p>
      <div className={styles.heroActions}>
        <Link className={styles.heroPrimary} to="/mobile/student/home">
          查看服务方案
        </Link>
        {secondary.href.startsWith('#') ? (
          <a
            className={styles.heroSecondary}
            href={secondary.href}
            onClick={(event) => {
              event.preventDefault();
              scrollToHashOrTop(secondary.href, 'smooth');
            }}
          >
            {secondary.label}
          </a>
        ) : (
          <Link className={styles.heroSecondary} to={secondary.href}>
            {secondary.label}
          </Link>
        )}
      </div>
      {hero.highlights.length > 0 && (
        <ul className={styles.highlights}>
          {hero.highlights.map((item) => (
            <li key={item.label}>
              <strong>{item.value}</strong>
              <span>{item.label}</span>
            </li>
          ))}
        </ul>
      )}
    </HeroFrame>
  );
}

export function MobileHeroPlaceholder() {
  return (
    <HeroFrame>
      <div aria-hidden="true">
        <span className={styles.skeletonTitle} />
        <span className={styles.skeletonLine} />
        <span className={styles.skeletonLineShort} />
      </div>
      <h1 className="visually-hidden">AI伴学 正在加载</h1>
    </HeroFrame>
  );
}
