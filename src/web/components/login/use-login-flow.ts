import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMe } from '../../api/me/get-me.ts';
import { useIsLoggedIn } from '../../stores/session.ts';
import { safeRedirect } from './safe-redirect.ts';

export type LoginStep = 'login' | 'loading' | 'role' | 'done';

/**
 * The login page's step, read from the session rather than kept in the page, so a reload, the back button or a link
 * lands on the same step: phone and code without a session; the identity step while the account has no role (it
 * cannot buy without one); with both, on to the page that sent the user here (`redirect`) or `defaultPath`.
 */
export function useLoginFlow(defaultPath: string): LoginStep {
  const isLoggedIn = useIsLoggedIn();
  const me = useMe();
  const navigate = useNavigate();
  const target = safeRedirect(useLocation().search) ?? defaultPath;

  // The account cached in sessionStorage is only a start: act on it once the server has confirmed the token (a stale
  // one would be sent on, only to come back on its 401). A login that just happened set the account itself.
  const confirmed = me.data !== undefined && !(me.dataUpdatedAt === 0 && me.isFetching);
  let step: LoginStep = 'login';
  if (isLoggedIn && confirmed) step = me.data.role === null ? 'role' : 'done';
  else if (isLoggedIn && !me.isError) step = 'loading';

  useEffect(() => {
    if (step === 'done') void navigate(target, { replace: true });
  }, [step, target, navigate]);
  return step;
}
