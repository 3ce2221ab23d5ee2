import type { MouseEvent } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { companySections } from '../../components/company-sections.ts';
import { scrollToHashOrTop } from '../../routing/navigation-effects.tsx';
import { useRouteHandle } from '../../routing/route-handle.ts';
import { useIsLoggedIn } from '../../stores/session.ts';
import styles from './desktop-index.module.css';

/** The active menu item: the section named in the URL hash, else the page's own menu index. */
function useActiveSection(menuIndex: number | undefined): string | undefined {
  const { hash } = useLocation();
  const id = hash.replace(/^#/, '');
  return companySections.some((section) => section.id === id) ? id : companySections[menuIndex ?? 0]?.id;
}

/** Desktop layout (seed §2): a fixed header with the logo and the seven-section menu, half width below 800 px. */
export function DesktopIndex() {
  const { menuIndex } = useRouteHandle();
  const active = useActiveSection(menuIndex);
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const onMenuClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    navigate(`/home#${id}`, { preventScrollReset: true });
    if (pathname === '/home') scrollToHashOrTop(`#${id}`, 'smooth');
  };

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to="/home" className={styles.logo} aria-label="AI伴学首页">
            <BrandLogo size={34} />
          </Link>
          <nav className={styles.menu} aria-label="主菜单" data-testid="desktop-menu">
            {companySections.map((section) => (
              <a
                key={section.id}
                href={`/home#${section.id}`}
                className={section.id === active ? styles.menuItemActive : styles.menuItem}
                aria-current={section.id === active ? 'true' : undefined}
                onClick={(event) => onMenuClick(event, section.id)}
              >
                {section.title}
              </a>
            ))}
          </nav>
          <Link className={styles.login} to={isLoggedIn ? '/pad-xuesheng' : '/login'}>
            {isLoggedIn ? '学习空间' : '登录'}
          </Link>
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
