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

  let step: LoginStep = 'login';
  if (isLoggedIn && me.data) step = me.data.role === null ? 'role' : 'done';
  else if (isLoggedIn && !me.isError) step = 'loading';

  useEffect(() => {
    if (step === 'done') void navigate(target, { replace: true });
  }, [step, target, navigate]);
  return step;
}
