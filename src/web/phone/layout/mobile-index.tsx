import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useRouteHandle } from '../../routing/route-handle.ts';
import { sharedDataStore } from '../../stores/session.ts';
import { mobileBarTitle } from './mobile-bar-title.ts';
import styles from './mobile-index.module.css';

const tabs = [
  { to: '/mobile/student/home', title: 'AI伴学服务', icon: <ServiceIcon /> },
  { to: '/mobile/student/mine', title: '我的', icon: <MineIcon /> },
] as const;

/**
 * MobileIndex: style 0 bare; 3 and 4 a top bar with the title (fallback sharedData.barText), 4 with
 * a back arrow; 3 and 5 the two-tab bottom bar with the active tab in green.
 */
export function MobileIndex() {
  const { styleType = 0, navTab, title } = useRouteHandle();
  const barText = sharedDataStore.useSelect((data) => data?.barText);
  const navigate = useNavigate();
  const location = useLocation();
  const hasTopBar = styleType === 3 || styleType === 4;
  const hasTabBar = styleType === 3 || styleType === 5;

  const goBack = () => {
    // Opened directly (a shared link, a payment return): there is no page of ours to go back to.
    if (location.key === 'default' || window.history.length <= 1) navigate('/mobile/student/home', { replace: true });
    else navigate(-1);
  };

  return (
    <div className={styles.page} data-style-type={styleType}>
      {hasTopBar && (
        <header className={styles.topBar}>
          {styleType === 4 && (
            <button type="button" className={styles.back} aria-label="返回" onClick={goBack}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" d="m15 5-7 7 7 7" />
              </svg>
            </button>
          )}
          <h1 className={styles.title}>{mobileBarTitle(title, barText)}</h1>
        </header>
      )}
      <main className={hasTabBar ? styles.contentWithTabBar : styles.content}>
        <Outlet />
      </main>
      {hasTabBar && (
        <nav className={styles.tabBar} aria-label="底部导航">
          {tabs.map((tab, index) => (
            <Link
              key={tab.to}
              to={tab.to}
              className={index === navTab ? styles.tabActive : styles.tab}
              aria-current={index === navTab ? 'page' : undefined}
            >
              <span className={styles.tabIcon}>{tab.icon}</span>
              <span>{tab.title}</span>
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}

function ServiceIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path
        fill="currentColor"
        d="M3 5.5C6.3 4.4 9.3 4.8 12 6.7v13c-2.7-1.9-5.7-2.3-9-1.2v-13Zm18 0c-3.3-1.1-6.3-.7-9 1.2v13c2.7-1.9 5.7-2.3 9-1.2v-13Z"
      />
    </svg>
  );
}

function MineIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path fill="currentColor" d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.3-8 5.2V21h16v-1.8c0-2.9-3.6-5.2-8-5.2Z" />
    </svg>
  );
}
