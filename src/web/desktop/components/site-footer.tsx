import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useHomeContent } from '../../api/content/get-home-content.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { ContactDetails } from '../../components/content/contact-details.tsx';
import styles from './site-footer.module.css';

/** The desktop site's footer: contact details and the ICP filing number (from the content), the site's links. */
export function SiteFooter() {
  const contact = useHomeContent().data?.about.contact;
  const ref = useFooterHeight();
  return (
    <footer ref={ref} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandLogo size={30} className={styles.logo} />
          <p>AI伴学 · 让每个孩子都有专属学习伙伴</p>
          {contact && <p className={styles.company}>{contact.company}</p>}
        </div>
        <div className={styles.column}>
          <h2 className={styles.columnTitle}>联系我们</h2>
          {contact && <ContactDetails contact={contact} className={styles.contact} emailLabel="商务合作" />}
        </div>
        <nav className={styles.column} aria-label="页脚链接">
          <h2 className={styles.columnTitle}>快速入口</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/login">学生登录</Link>
            </li>
            <li>
              <Link to="/pictures">图片展示</Link>
            </li>
            <li>
              <Link to="/pad-xuesheng">平板学习空间</Link>
            </li>
            <li>
              <Link to="/legal/user-agreement">用户协议</Link>
            </li>
            <li>
              <Link to="/legal/privacy-policy">隐私政策</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.legal}>
        © 2026 {contact?.company ?? 'AI伴学'}
        {contact && (
          <>
            {' · '}
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
              {contact.icp}
            </a>
          </>
        )}
      </p>
    </footer>
  );
}

/**
 * Tells the page above how tall the footer is (--site-footer-height on the layout), so the home page's last
 * section can be just tall enough to be scrolled to the top of the window.
 */
function useFooterHeight() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const footer = ref.current;
    const layout = footer?.parentElement;
    if (!footer || !layout) return;
    const measure = () => layout.style.setProperty('--site-footer-height', `${footer.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return ref;
}
