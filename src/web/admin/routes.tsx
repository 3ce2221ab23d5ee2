import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { adminTokenStore } from '../api/admin/admin-client.ts';
import { loginPathWithRedirect } from '../components/login/safe-redirect.ts';
import { NotFoundPage } from '../components/status-page/not-found-page.tsx';
import { lazyPage } from '../routing/lazy-page.ts';
import { PageLoading } from '../routing/page-loading.tsx';
import { routeHandle as handle } from '../routing/route-handle.ts';
import { RouteError } from '../routing/route-error.tsx';
import { AdminShell } from './admin-shell.tsx';
import { ADMIN_LOGIN_PATH } from './admin-paths.ts';

/** Console pages need an operator session (its own `adminToken`); without one, to the login and back. */
function requireOperator({ request }: LoaderFunctionArgs) {
  if (adminTokenStore.get()) return null;
  throw redirect(loginPathWithRedirect(ADMIN_LOGIN_PATH, new URL(request.url)));
}

/** The operations console: its own route set, loaded only under /admin (src/web/app/start.tsx). */
export const adminRoutes: RouteObject[] = [
  {
    element: <AdminShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: ADMIN_LOGIN_PATH,
        handle: handle({ title: '登录' }),
        lazy: lazyPage(
          () => import('./pages/login-page.tsx'),
          (m) => m.AdminLoginPage,
        ),
      },
      {
        path: '/admin',
        loader: requireOperator,
        lazy: lazyPage(
          () => import('./layout/admin-layout.tsx'),
          (m) => m.AdminLayout,
        ),
        children: [
          { index: true, loader: () => redirect('/admin/dashboard'), element: null },
          {
            path: 'dashboard',
            handle: handle({ title: '数据看板' }),
            lazy: lazyPage(
              () => import('./pages/dashboard-page.tsx'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: 'orders',
            handle: handle({ title: '订单' }),
            lazy: lazyPage(
              () => import('./pages/orders-page.tsx'),
              (m) => m.OrdersPage,
            ),
          },
          {
            path: 'review',
            handle: handle({ title: '待复核' }),
            lazy: lazyPage(
              () => import('./pages/review-page.tsx'),
              (m) => m.ReviewPage,
            ),
          },
          {
            path: 'learners',
            handle: handle({ title: '学员' }),
            lazy: lazyPage(
              () => import('./pages/learners-page.tsx'),
              (m) => m.LearnersPage,
            ),
          },
          {
            path: 'plans',
            handle: handle({ title: '套餐' }),
            lazy: lazyPage(
              () => import('./pages/plans-page.tsx'),
              (m) => m.PlansPage,
            ),
          },
          {
            path: 'content',
            handle: handle({ title: '内容' }),
            lazy: lazyPage(
              () => import('./pages/content-page.tsx'),
              (m) => m.ContentPage,
            ),
          },
          {
            path: 'operators',
            handle: handle({ title: '操作员' }),
            lazy: lazyPage(
              () => import('./pages/operators-page.tsx'),
              (m) => m.OperatorsPage,
            ),
          },
          {
            path: 'audit-log',
            handle: handle({ title: '审计日志' }),
            lazy: lazyPage(
              () => import('./pages/audit-log-page.tsx'),
              (m) => m.AuditLogPage,
            ),
          },
          { path: '*', handle: handle({ title: '页面不存在' }), element: <NotFoundPage homePath="/admin" /> },
        ],
      },
      { path: '*', handle: handle({ title: '页面不存在' }), element: <NotFoundPage homePath="/admin" /> },
    ],
  },
];
