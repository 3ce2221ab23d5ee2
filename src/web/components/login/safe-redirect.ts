/** Any origin will do: a path is resolved against it and must stay on it. */
const HERE = 'https://this-site.invalid';

/**
 * The `redirect` query parameter when it is a path of this site, as the browser itself would read it; anything that
 * leads elsewhere (`//evil.com`, `/\evil.com`, `/<TAB>/evil.com` — the URL parser drops tabs and newlines) is ignored.
 */
export function safeRedirect(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(target, HERE);
  } catch {
    return null;
  }
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
}

export function loginPathWithRedirect(loginPath: string, location: { pathname: string; search: string; hash: string }) {
  return `${loginPath}?redirect=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}
