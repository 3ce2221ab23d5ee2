import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * An overlay (a picture viewer) kept in the browser's history, as phones and browsers lead people to expect: opening
 * it adds a history entry on the same URL, so Back (the button, Android's back gesture) closes it instead of leaving
 * the page; stepping inside it replaces that entry; closing it by hand goes back. `key` names it in the entry's state.
 */
export function useHistoryOverlay(key: string) {
  const location = useLocation();
  const navigate = useNavigate();
  // The entry already being left: a double tap or a second click must not go back twice (off the gallery, or the site).
  const leaving = useRef<string | null>(null);
  const state: Record<string, unknown> =
    typeof location.state === 'object' && location.state !== null ? (location.state as Record<string, unknown>) : {};
  const raw = state[key];
  const value = typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : null;
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  const to = (next: number, replace: boolean) => void navigate(here, { replace, state: { ...state, [key]: next } });

  return {
    value,
    open: (next: number) => to(next, value !== null),
    change: (next: number) => to(next, true),
    close: () => {
      if (value === null || leaving.current === location.key) return;
      leaving.current = location.key;
      void navigate(-1);
    },
  };
}
