/** The `redirect` query parameter when it is a path of this site; anything else (another origin) is ignored. */
export function safeRedirect(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

export function loginPathWithRedirect(loginPath: string, location: { pathname: string; search: string; hash: string }) {
  return `${loginPath}?redirect=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}
