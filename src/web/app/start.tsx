import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { retryUnlessClientError } from '../api/client.ts';
import { PageLoading } from '../routing/page-loading.tsx';
import { shouldReloadForNewRelease } from '../routing/reload-for-new-release.ts';
import { PageLoadFailed } from '../routing/route-error.tsx';
import type { ClientType } from './client-type.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: retryUnlessClientError, refetchOnWindowFocus: false } },
});

/** Everything under /admin is the operations console, whatever the client type. */
const isConsolePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Loads only one route set: the console's under /admin (its own chunks, antd with them), else the one of this
 * client type (phone → mobile set, pad and pc → desktop set).
 */
async function loadRoutes(clientType: ClientType) {
  if (isConsolePath(window.location.pathname)) return (await import('../admin/routes.tsx')).adminRoutes;
  if (clientType === 'phone') return (await import('../phone/routes.tsx')).phoneRoutes;
  return (await import('../desktop/routes.tsx')).desktopRoutes;
}

export async function startApp(clientType: ClientType) {
  const container = document.getElementById('app');
  if (!container) throw new Error('The page has no #app element to mount into.');
  const root = createRoot(container);
  let routes: Awaited<ReturnType<typeof loadRoutes>>;
  try {
    routes = await loadRoutes(clientType);
  } catch (error) {
    // The route set's chunk is gone (this page's scripts are from a release replaced since): reload once for the
    // new one, else say so with 重新加载 instead of leaving the page blank.
    if (shouldReloadForNewRelease(error)) {
      root.render(<PageLoading />);
      window.location.reload();
      return;
    }
    root.render(<PageLoadFailed />);
    throw error;
  }
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
