import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

const SHOWN_MS = 6000;

/** Navigation state that carries a short confirmation to the next view (“学习计划已生成”). */
export const flashState = (message: string) => ({ flash: message });

/** The flash's own clean-up: the same view, nothing new to scroll to. */
const QUIET = { quiet: true };

/** Whether a navigation only tidied the current view's state (the view keeps its scroll position). */
export const isQuietNavigation = (state: unknown): boolean => typeof state === 'object' && state !== null && 'quiet' in state;

function flashOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  return typeof state.flash === 'string' ? state.flash : null;
}

/** The confirmation the last navigation brought, cleared after a few seconds (and so not shown again on reload). */
export function useFlash(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const message = flashOf(location.state);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => navigate(location, { replace: true, state: QUIET }), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [message, location, navigate]);

  return message;
}
