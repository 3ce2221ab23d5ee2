import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

/** Moves to the element named by the URL hash, or to the top of the page. */
export function scrollToHashOrTop(hash: string, behavior: ScrollBehavior = 'auto') {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView({ behavior, block: 'start' });
  else window.scrollTo({ top: 0, left: 0, behavior });
}

/**
 * After every navigation the page scrolls to the top and the progress bar finishes. The bar runs while
 * a lazy route is loading. A URL with a hash goes to that section instead of the top.
 */
export function NavigationEffects() {
  const { pathname, search, hash } = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  useLayoutEffect(() => {
    scrollToHashOrTop(hash);
    NProgress.done();
    // Only a change of page counts as a navigation here; hash-only moves are handled by the page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);

  return null;
}
