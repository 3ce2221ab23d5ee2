import { useMatches } from 'react-router';

/** What a route tells its layout: the mobile style type, the active tab or menu item, the title and description. */
export type RouteHandle = {
  title?: string;
  /** The page's description meta; the site's own description when absent. */
  description?: string;
  /** Mobile layout: 0 bare, 3 top bar + tab bar, 4 top bar with back arrow, 5 tab bar only. */
  styleType?: 0 | 3 | 4 | 5;
  /** Mobile bottom tab: 0 AI伴学服务, 1 我的. */
  navTab?: 0 | 1;
  /** Desktop menu item the page belongs to. */
  menuIndex?: number;
};

/** Types a route's `handle` where the route table declares it. */
export const routeHandle = (value: RouteHandle): RouteHandle => value;

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return {};
}
