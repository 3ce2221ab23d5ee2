import { Link } from 'react-router';
import { companySections } from '../../components/company-sections.ts';
import { QrCode } from '../../components/qr-code.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import styles from './home-page.module.css';

const highlights = [
  { value: '12 年', label: '核心教研团队平均教龄' },
  { value: '3 学段', label: '覆盖小学、初中、高中' },
  { value: '7×24', label: 'AI学科答疑随时在线' },
  { value: '每周', label: '学习报告发送给家长' },
];

/** Home (index 0): one long page with the seven sections in menu order. */
export function HomePage() {
  const [hero, ...sections] = companySections;
  const serviceUrl = `${window.location.origin}/mobile/student/home`;
  return (
    <>
      <section id={hero.id} className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.kicker}>AI伴学服务</p>
            <h1 id="home-title" className={styles.heroTitle}>
              {hero.heading}
            </h1>
            <p className={styles.heroLead}>{hero.summary}</p>
            <div className={styles.heroActions}>
              <Link to="/login" className={styles.primary}>
                登录学习空间
              </Link>
              <a href="#model" className={styles.secondary}>
                了解运营模式
              </a>
            </div>
          </div>
          <aside className={styles.qrCard} aria-label="手机扫码了解服务">
            <QrCode value={serviceUrl} size={148} label="AI伴学服务的手机页面二维码" />
            <p>手机扫码，了解并购买AI伴学服务</p>
          </aside>
        </div>
        <ul className={styles.highlights}>
          {highlights.map((item) => (
            <li key={item.label}>
              <strong>{item.value}</strong>
              <span>{item.label}</span>
            </li>
          ))}
        </ul>
      </section>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className={index % 2 === 0 ? styles.section : styles.sectionAlt}
          aria-labelledby={`${section.id}-title`}
        >
          <div className={styles.sectionInner}>
            <p className={styles.kicker}>{section.title}</p>
            <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
              {section.heading}
            </h2>
            <p className={styles.sectionLead}>{section.summary}</p>
          </div>
        </section>
      ))}
      <SiteFooter />
    </>
  );
}
