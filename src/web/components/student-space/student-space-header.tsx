import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Me } from '../../../contract/accounts.ts';
import { useLogout } from '../../api/auth/logout.ts';
import { BrandLogo } from '../brand-logo.tsx';
import { loginPathWithRedirect } from '../login/safe-redirect.ts';
import styles from './student-space-header.module.css';
import layout from './student-space.module.css';

const ROLE_TEXT = { student: '学生', parent: '家长' } as const;

type Props = { me: Me | undefined; loginPath: string; homePath?: string };

/** The space's top bar: brand, whose account this is, and a way out (a classroom screen is shared). */
export function StudentSpaceHeader({ me, loginPath, homePath }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        {/* The mark and the name follow the screen's type size, set in CSS. */}
        <BrandLogo withText={false} />
        <span className={styles.brandName}>
          AI<span>伴学</span>
        </span>
        <span className={styles.spaceLabel}>学习空间</span>
      </div>
      <div className={styles.account}>
        {me && (
          <span className={styles.accountName}>
            {me.role && <span className={styles.roleTag}>{ROLE_TEXT[me.role]}</span>}
            {me.phone}
          </span>
        )}
        {homePath && (
          <Link className={layout.ghostButton} to={homePath}>
            官网首页
          </Link>
        )}
        <LogoutButton loginPath={loginPath} />
      </div>
    </header>
  );
}

/** Asks once more before logging out: a stray tap on a classroom screen should not need a new SMS code. */
function LogoutButton({ loginPath }: { loginPath: string }) {
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();

  if (!confirming) {
    return (
      <button type="button" className={layout.ghostButton} onClick={() => setConfirming(true)}>
        退出登录
      </button>
    );
  }
  const leave = () =>
    logout.mutate(undefined, { onSettled: () => navigate(loginPathWithRedirect(loginPath, location), { replace: true }) });
  return (
    <div className={styles.confirm} role="group" aria-label="确认退出登录">
      <span>确定退出？</span>
      <button type="button" className={layout.primaryButton} onClick={leave} disabled={logout.isPending}>
        退出
      </button>
      <button type="button" className={layout.ghostButton} onClick={() => setConfirming(false)} autoFocus>
        取消
      </button>
    </div>
  );
}
