import { Outlet } from 'react-router';
import { HelpBubble } from '../components/help-bubble/help-bubble.tsx';
import { useDocumentMeta } from './document-title.ts';
import { NavigationEffects } from './navigation-effects.tsx';
import { useRouteHandle } from './route-handle.ts';
import { UnauthorizedRedirect } from './unauthorized-redirect.tsx';

/** The top of both route sets: navigation effects, the page title and description, 401 handling, the help bubble. */
export function RootShell({ loginPath }: { loginPath: string }) {
  const { title, description } = useRouteHandle();
  useDocumentMeta(title, description);
  return (
    <>
      <NavigationEffects />
      <UnauthorizedRedirect loginPath={loginPath} />
      <Outlet />
      <HelpBubble />
    </>
  );
}
