import type { ReactNode } from 'react';
import type { HomeContent } from '../../../contract/content.ts';
import { QrCode } from '../../components/qr-code.tsx';
import { useSectionNavigation } from '../layout/section-navigation.ts';
import { ContentLink } from './content-link.tsx';
import styles from './hero-section.module.css';

/** The first section (#home). Its box has the same height loading, failed or loaded, so nothing below it jumps. */
function HeroFrame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const { sectionRef } = useSectionNavigation();
  return (
    <section id="home" ref={sectionRef('home')} tabIndex={-1} className={styles.hero} aria-labelledby="home-title" aria-busy={busy}>
      <div className={styles.inner}>{children}</div>
    </section>
  );
}

export function HeroSection({ hero }: { hero: HomeContent['hero'] }) {
  const serviceUrl = `${window.location.origin}/mobile/student/home`;
  return (
    <HeroFrame>
      <div className={styles.main}>
        <div className={styles.text}>
          <p className={styles.kicker}>AI伴学服务 · 北京伴学智能科技</p>
          <h1 id="home-title" className={styles.title}>
            {hero.headline}
          </h1>
          <p className={styles.lead}>{hero.subheadline}</p>
          <div className={styles.actions}>
            <ContentLink href={hero.primaryCta.href} className={styles.primary}>
              {hero.primaryCta.label}
            </ContentLink>
            <ContentLink href={hero.secondaryCta.href} className={styles.secondary}>
              {hero.secondaryCta.label}
            </ContentLink>
          </div>
        </div>
        <aside className={styles.qrCard} aria-label="手机扫码了解服务">
          <QrCode value={serviceUrl} size={148} label="AI伴学服务的手机页面二维码" />
          <p>
            <strong>手机扫码</strong>
            了解并购买AI伴学服务
          </p>
        </aside>
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

/** While the content loads: the hero's box with quiet placeholders; if it failed, the reason and 重试. */
export function HeroPlaceholder({ error, onRetry }: { error?: string; onRetry: () => void }) {
  return (
    <HeroFrame busy={!error}>
      {error ? (
        <div className={styles.failed} role="alert">
          <h1 id="home-title" className={styles.failedTitle}>
            内容加载失败
          </h1>
          <p>{error}</p>
          <button type="button" className={styles.primary} onClick={onRetry}>
            重试
          </button>
        </div>
      ) : (
        <div className={styles.main} aria-hidden="true">
          <div className={styles.text}>
            <span className={styles.skeletonKicker} />
            <h1 id="home-title" className={styles.skeletonTitle}>
              <span className="visually-hidden">AI伴学 正在加载</span>
            </h1>
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLineShort} />
          </div>
          <span className={styles.skeletonCard} />
        </div>
      )}
    </HeroFrame>
  );
}
