/** Where the last reload for a missing chunk is remembered: `{ url, at }` (the page's address, epoch ms). */
export const RELOAD_MARK_KEY = 'reloadedForNewRelease';

/** Within this time a second failure on the same address is not reloaded again: the reload did not help. */
export const RELOAD_INTERVAL_MS = 10_000;

/**
 * How each browser says a module's code could not be fetched (Chromium: "Failed to fetch dynamically imported
 * module", Firefox: "error loading dynamically imported module", Safari: "Importing a module script failed"), and
 * Vite's own error for a stylesheet a chunk needs: what a page open across a deploy sees when it asks for the
 * previous release's files.
 */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

type ReloadMark = { url: string; at: number };

function readMark(storage: Storage): ReloadMark | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(RELOAD_MARK_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { url, at } = value as Record<string, unknown>;
    return typeof url === 'string' && typeof at === 'number' ? { url, at } : null;
  } catch {
    return null;
  }
}

/**
 * Whether to reload the page for a chunk that failed to load, remembering the attempt: yes the first time for this
 * address, no if it was reloaded for the same address less than RELOAD_INTERVAL_MS ago (the files are still missing:
 * the error page stays, no loop). Offline, or where the attempt cannot be remembered, never.
 */
export function claimReloadForNewRelease(url: string, now = Date.now()): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    const storage = window.sessionStorage;
    const mark = readMark(storage);
    if (mark && mark.url === url && now - mark.at >= 0 && now - mark.at < RELOAD_INTERVAL_MS) return false;
    storage.setItem(RELOAD_MARK_KEY, JSON.stringify({ url, at: now } satisfies ReloadMark));
    return true;
  } catch {
    return false;
  }
}

/** Each error is decided once: a second render of the same error page must not count as a second attempt. */
const decided = new WeakMap<object, boolean>();

/**
 * For the error of a page whose code failed to load: whether the page is to be reloaded, at the address it shows
 * (same path, query and hash), to fetch the release now deployed. Errors of any other kind are not reloaded.
 */
export function shouldReloadForNewRelease(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof error !== 'object' || error === null) return false;
  const known = decided.get(error);
  if (known !== undefined) return known;
  const reload = claimReloadForNewRelease(window.location.href);
  decided.set(error, reload);
  return reload;
}
