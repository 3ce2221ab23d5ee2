/** What the mobile top bar shows when neither the route nor the page has named it. */
export const DEFAULT_BAR_TITLE = 'AI伴学';

/**
 * The mobile top bar's title: the route's own title wins; a route without one shows the page's
 * `sharedData.barText` (the plan title on detail and order pages); a blank or missing one falls back to AI伴学.
 */
export function mobileBarTitle(routeTitle: string | undefined, barText: string | undefined): string {
  if (routeTitle) return routeTitle;
  if (barText?.trim()) return barText;
  return DEFAULT_BAR_TITLE;
}
