import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { retryUnlessClientError } from '../api/client.ts';
import type { ClientType } from './client-type.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: retryUnlessClientError, refetchOnWindowFocus: false } },
});

/** Everything under /admin is the operations console, whatever the client type. */
const isConsolePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Loads only one route set: the console's under /admin (its own chunks, antd with them), else the one of this
 * client type (seed §2: phone → mobile set, pad and pc → desktop set).
 */
async function loadRoutes(clientType: ClientType) {
  if (isConsolePath(window.location.pathname)) return (await import('../admin/routes.tsx')).adminRoutes;
  if (clientType === 'phone') return (await import('../phone/routes.tsx')).phoneRoutes;
  return (await import('../desktop/routes.tsx')).desktopRoutes;
}

export async function startApp(clientType: ClientType) {
  const container = document.getElementById('app');
  if (!container) throw new Error('The page has no #app element to mount into.');
  const router = createBrowserRouter(await loadRoutes(clientType));
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
