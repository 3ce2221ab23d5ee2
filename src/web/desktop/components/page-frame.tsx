import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import styles from './page-frame.module.css';

/** The frame of the desktop pages that live outside the marketing layout (login, gallery, student spaces). */
export function PageFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Link to="/home" aria-label="AI伴学首页">
          <BrandLogo size={32} />
        </Link>
        <Link to="/home" className={styles.homeLink}>
          返回官网首页
        </Link>
      </header>
      <main className={wide ? styles.mainWide : styles.main}>{children}</main>
    </div>
  );
}

export function FrameCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="frame-card-title">
      <h1 id="frame-card-title" className={styles.cardTitle}>
        {title}
      </h1>
      {children}
    </section>
  );
}
