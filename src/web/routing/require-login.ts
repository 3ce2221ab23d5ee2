import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loginPathWithRedirect } from '../components/login/safe-redirect.ts';
import { userTokenStore } from '../stores/session.ts';

/** A route loader that sends a visitor without a session to `loginPath`, and back here after logging in. */
export function requireLogin(loginPath: string) {
  return ({ request }: LoaderFunctionArgs) => {
    if (userTokenStore.get()) return null;
    const url = new URL(request.url);
    throw redirect(loginPathWithRedirect(loginPath, url));
  };
}
