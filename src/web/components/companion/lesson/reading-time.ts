const MINUTE_MS = 60_000;
/** The contract's bounds for `spentMinutes`. */
const MIN_MINUTES = 1;
const MAX_MINUTES = 600;

/** Time on the page as whole minutes for the plan: at least one, rounded, never beyond the contract's 600. */
export function readingMinutes(visibleMs: number): number {
  return Math.min(MAX_MINUTES, Math.max(MIN_MINUTES, Math.round(visibleMs / MINUTE_MS)));
}

/**
 * Sums the time a page is visible: a phone locked or another app in front does not count as reading.
 * `now` is injectable for tests.
 */
export function createVisibleTimer(now: () => number = Date.now, visible = true) {
  let total = 0;
  let since: number | null = visible ? now() : null;
  return {
    setVisible(isVisible: boolean) {
      if (isVisible && since === null) since = now();
      if (!isVisible && since !== null) {
        total += now() - since;
        since = null;
      }
    },
    elapsedMs: () => total + (since === null ? 0 : now() - since),
  };
}
