import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '../api/client.ts';
import { loginPathWithRedirect } from '../components/login/safe-redirect.ts';

/** A 401 from any call has cleared the session: go to the login page, with a way back. */
export function UnauthorizedRedirect({ loginPath }: { loginPath: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onUnauthorized(() => {
        if (location.pathname !== loginPath) navigate(loginPathWithRedirect(loginPath, location), { replace: true });
      }),
    [navigate, location, loginPath],
  );
  return null;
}
