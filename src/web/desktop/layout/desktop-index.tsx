import { type MouseEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { type HomeSectionId, homeSectionIds } from '../../../contract/content.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { companySections, isCompanySectionId } from '../../components/company-sections.ts';
import { useRouteHandle } from '../../routing/route-handle.ts';
import { useIsLoggedIn } from '../../stores/session.ts';
import { SiteFooter } from '../components/site-footer.tsx';
import styles from './desktop-index.module.css';
import type { SectionNavigation } from './section-navigation.ts';
import { SectionSpy } from './section-spy.ts';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The active menu item: the section being read, else the one named in the URL hash, else the page's own item. */
function useActiveSection(spy: SectionSpy, menuIndex: number | undefined): HomeSectionId | undefined {
  const spied = useSyncExternalStore(spy.subscribe, spy.getActive);
  const { hash } = useLocation();
  const fromHash = decodeURIComponent(hash.replace(/^#/, ''));
  if (spied) return spied;
  if (isCompanySectionId(fromHash)) return fromHash;
  return menuIndex === undefined ? undefined : companySections[menuIndex]?.id;
}

/**
 * Desktop layout: a fixed header with the logo and the seven-section menu (half width below 800 px), the
 * page, and the footer with contact details and the ICP number.
 */
export function DesktopIndex() {
  const { menuIndex } = useRouteHandle();
  const [spy] = useState(() => new SectionSpy(homeSectionIds));
  const active = useActiveSection(spy, menuIndex);
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => spy.start(headerRef.current?.getBoundingClientRect().bottom ?? 64), [spy]);

  // The half-width menu scrolls sideways: keep the active item in it (moving only the menu, never the page).
  useEffect(() => {
    const menu = menuRef.current;
    const item = menu?.querySelector<HTMLElement>('[aria-current]');
    if (!menu || !item || menu.scrollWidth <= menu.clientWidth) return;
    const menuBox = menu.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    const left = menu.scrollLeft + itemBox.left - menuBox.left - (menuBox.width - itemBox.width) / 2;
    menu.scrollTo({ left: Math.max(0, left), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [active]);

  const onHome = pathname === '/home';
  const navigation = useMemo<SectionNavigation>(() => {
    const goToSection = (id: HomeSectionId, behavior?: ScrollBehavior) =>
      spy.goTo(id, behavior ?? (prefersReducedMotion() ? 'auto' : 'smooth'));
    return {
      sectionRef: spy.sectionRef,
      goToSection,
      openSection: (id) => {
        navigate(`/home#${id}`, { preventScrollReset: true });
        // From another page the home page goes to the section itself once it has rendered it.
        if (!onHome) return;
        goToSection(id);
        // Keyboard and screen-reader users continue reading from the section they chose.
        document.getElementById(id)?.focus({ preventScroll: true });
      },
    };
  }, [spy, navigate, onHome]);

  const onMenuClick = (event: MouseEvent<HTMLAnchorElement>, id: HomeSectionId) => {
    event.preventDefault();
    navigation.openSection(id);
  };

  return (
    <div className={styles.shell}>
      <header ref={headerRef} className={styles.header}>
        <div className={styles.inner}>
          <Link to="/home" className={styles.logo} aria-label="AI伴学首页">
            <BrandLogo size={34} />
          </Link>
          <nav ref={menuRef} className={styles.menu} aria-label="主菜单" data-testid="desktop-menu">
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
        <Outlet context={navigation} />
      </main>
      <SiteFooter />
    </div>
  );
}
