import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { company } from '../../components/company-profile.ts';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandLogo size={30} />
          <p>{company.name}</p>
        </div>
        <dl className={styles.contact}>
          <dt>客服热线</dt>
          <dd>
            {company.hotline}（{company.serviceHours}）
          </dd>
          <dt>商务合作</dt>
          <dd>{company.email}</dd>
          <dt>公司地址</dt>
          <dd>{company.address}</dd>
        </dl>
        <nav className={styles.links} aria-label="页脚链接">
          <Link to="/login">学生登录</Link>
          <Link to="/pictures">图片展示</Link>
          <Link to="/pad-xuesheng">平板学习空间</Link>
        </nav>
      </div>
      <p className={styles.legal}>
        © 2026 {company.name} ·{' '}
        <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
          {company.icp}
        </a>
      </p>
    </footer>
  );
}
