import { Outlet } from 'react-router';
import { HelpBubble } from '../components/help-bubble/help-bubble.tsx';
import { useDocumentTitle } from './document-title.ts';
import { NavigationEffects } from './navigation-effects.tsx';
import { useRouteHandle } from './route-handle.ts';

/** The top of both route sets: navigation effects, the page title, the help bubble. */
export function RootShell() {
  const { title } = useRouteHandle();
  useDocumentTitle(title);
  return (
    <>
      <NavigationEffects />
      <Outlet />
      <HelpBubble />
    </>
  );
}
