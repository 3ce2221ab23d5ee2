import { redirect, type RouteObject } from 'react-router';
import { prefetchHomeContent } from '../api/content/get-home-content.ts';
import { legalRouteEntries } from '../components/legal/legal-routes.ts';
import { NotFoundPage } from '../components/status-page/not-found-page.tsx';
import { ContinueOnPhonePage } from '../components/status-page/other-device-page.tsx';
import { lazyPage } from '../routing/lazy-page.ts';
import { routeHandle as handle } from '../routing/route-handle.ts';
import { PageLoading } from '../routing/page-loading.tsx';
import { RootShell } from '../routing/root-shell.tsx';
import { requireLogin } from '../routing/require-login.ts';
import { RouteError } from '../routing/route-error.tsx';
import { DesktopIndex } from './layout/desktop-index.tsx';
import './desktop-theme.css';

const loginFirst = requireLogin('/login');

const HOME_DESCRIPTION =
  'AI伴学（北京伴学智能科技有限公司）：核心团队、专利认证、运营模式与产品优势。个性化学习计划、每日督学、AI学科答疑与知识点诊断。';
const PICTURES_DESCRIPTION = 'AI伴学的资质证书、荣誉奖项与产品截图。';

/** The desktop/pad route set, exactly as the customer's specification lists it: these paths are public. */
export const desktopRoutes: RouteObject[] = [
  {
    element: <RootShell loginPath="/login" />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/login',
        handle: handle({ title: '登录' }),
        lazy: lazyPage(
          () => import('./pages/login-page.tsx'),
          (m) => m.LoginPage,
        ),
      },
      ...legalRouteEntries('/legal').map(({ path, title }) => ({
        path,
        handle: handle({ title }),
        lazy: lazyPage(
          () => import('./pages/legal-page.tsx'),
          (m) => m.LegalPage,
        ),
      })),
      {
        path: '/nuc-xuesheng',
        handle: handle({ title: '学习空间' }),
        loader: loginFirst,
        lazy: lazyPage(
          () => import('./pages/nuc-xuesheng-page.tsx'),
          (m) => m.NucXueshengPage,
        ),
      },
      {
        path: '/pad-xuesheng',
        handle: handle({ title: '学习空间' }),
        loader: loginFirst,
        lazy: lazyPage(
          () => import('./pages/pad-xuesheng-page.tsx'),
          (m) => m.PadXueshengPage,
        ),
      },
      {
        path: '/',
        element: <DesktopIndex />,
        children: [
          { index: true, loader: () => redirect('/home'), element: null },
          {
            path: 'home',
            handle: handle({ title: '首页', menuIndex: 0, description: HOME_DESCRIPTION }),
            lazy: lazyPage(
              () => {
                // The content starts loading alongside the page's code.
                prefetchHomeContent();
                return import('./pages/home-page.tsx');
              },
              (m) => m.HomePage,
            ),
          },
          {
            path: 'pictures',
            handle: handle({ title: '图片展示', description: PICTURES_DESCRIPTION }),
            lazy: lazyPage(
              () => import('./pages/pictures-page.tsx'),
              (m) => m.PicturesPage,
            ),
          },
        ],
      },
      // A phone link opened on a PC or pad: say where to continue, with a QR code of the same URL.
      { path: '/mobile/*', handle: handle({ title: '请在手机上继续' }), element: <ContinueOnPhonePage /> },
      { path: '*', handle: handle({ title: '页面不存在' }), element: <NotFoundPage homePath="/home" /> },
    ],
  },
];
