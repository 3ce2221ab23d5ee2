import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { prefetchHomeContent } from '../api/content/get-home-content.ts';
import { legalRouteEntries } from '../components/legal/legal-routes.ts';
import { NotFoundPage } from '../components/status-page/not-found-page.tsx';
import { ContinueOnLargeScreenPage } from '../components/status-page/other-device-page.tsx';
import { lazyPage } from '../routing/lazy-page.ts';
import { routeHandle as handle } from '../routing/route-handle.ts';
import { PageLoading } from '../routing/page-loading.tsx';
import { RedirectKeepingQuery } from '../routing/redirect-keeping-query.tsx';
import { RootShell } from '../routing/root-shell.tsx';
import { requireLogin } from '../routing/require-login.ts';
import { RouteError } from '../routing/route-error.tsx';
import { MobileIndex } from './layout/mobile-index.tsx';
import './setup.ts';

const SERVICE_TITLE = 'AI伴学服务';
const PAY_RESULT_TITLE = '支付结果';

const loginFirst = requireLogin('/mobile/login');

const HOME_DESCRIPTION =
  'AI伴学（北京伴学智能科技有限公司）：个性化学习计划、每日督学提醒、AI学科答疑与知识点诊断，核心团队、专利认证与运营模式一览。';
const PICTURES_DESCRIPTION = 'AI伴学的资质证书、荣誉奖项与产品截图。';

type CompanionRoute = {
  path: string;
  title: string;
  styleType: 3 | 4;
  navTab?: 0;
  load: () => Promise<ComponentType>;
};

const companionRoutes: CompanionRoute[] = [
  {
    path: 'mobile/student/study',
    title: '今日学习',
    styleType: 3,
    navTab: 0,
    load: async () => (await import('./pages/companion/study-page.tsx')).StudyPage,
  },
  {
    path: 'mobile/student/plan',
    title: '学习计划',
    styleType: 4,
    load: async () => (await import('./pages/companion/plan-page.tsx')).PlanPage,
  },
  {
    path: 'mobile/student/library',
    title: '课本同步',
    styleType: 4,
    load: async () => (await import('./pages/companion/library-page.tsx')).LibraryPage,
  },
  {
    path: 'mobile/student/lesson/:lessonId',
    title: '学习讲解',
    styleType: 4,
    load: async () => (await import('./pages/companion/lesson-page.tsx')).LessonPage,
  },
  {
    path: 'mobile/student/practice/:setId',
    title: '练习',
    styleType: 4,
    load: async () => (await import('./pages/companion/practice-page.tsx')).PracticePage,
  },
  {
    path: 'mobile/student/progress',
    title: '学习报告',
    styleType: 4,
    load: async () => (await import('./pages/companion/progress-page.tsx')).ProgressPage,
  },
  {
    path: 'mobile/student/tutor',
    title: '小伴老师',
    styleType: 4,
    load: async () => (await import('./pages/companion/tutor-page.tsx')).TutorPage,
  },
  {
    path: 'mobile/student/notifications',
    title: '督学提醒',
    styleType: 4,
    load: async () => (await import('./pages/companion/notifications-page.tsx')).NotificationsPage,
  },
];

/** The mobile route set, exactly as the customer's specification lists it: these paths are public. */
export const phoneRoutes: RouteObject[] = [
  {
    element: <RootShell loginPath="/mobile/login" />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/pictures',
        handle: handle({ title: '图片展示', description: PICTURES_DESCRIPTION }),
        lazy: lazyPage(
          () => import('./pages/phone-pictures-page.tsx'),
          (m) => m.PhonePicturesPage,
        ),
      },
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
        path: '/',
        element: <MobileIndex />,
        children: [
          { index: true, loader: () => redirect('/mobile/home'), element: null },
          {
            path: 'mobile/home',
            handle: handle({ title: 'AI伴学', styleType: 0, description: HOME_DESCRIPTION }),
            lazy: lazyPage(
              () => {
                // The content starts loading alongside the page's code.
                prefetchHomeContent();
                return import('./pages/mobile-home-page.tsx');
              },
              (m) => m.MobileHomePage,
            ),
          },
          {
            path: 'mobile/login',
            handle: handle({ title: '登录', styleType: 0 }),
            lazy: lazyPage(
              () => import('./pages/mobile-login-page.tsx'),
              (m) => m.MobileLoginPage,
            ),
          },
          ...legalRouteEntries('mobile/legal').map(({ path, title }) => ({
            path,
            handle: handle({ title, styleType: 4 }),
            lazy: lazyPage(
              () => import('./pages/legal-page.tsx'),
              (m) => m.MobileLegalPage,
            ),
          })),
          {
            path: 'mobile/student/home',
            handle: handle({ title: SERVICE_TITLE, styleType: 3, navTab: 0 }),
            lazy: lazyPage(
              () => import('./pages/student-home-page.tsx'),
              (m) => m.MobileStudentHomePage,
            ),
          },
          {
            path: 'mobile/student/detail',
            handle: handle({ title: SERVICE_TITLE, styleType: 4, navTab: 0 }),
            lazy: lazyPage(
              () => import('./pages/student-detail-page.tsx'),
              (m) => m.MobileStudentDetailPage,
            ),
          },
          {
            path: 'mobile/student/assessment',
            handle: handle({ title: '免费学情测评', styleType: 4, navTab: 0 }),
            lazy: lazyPage(
              () => import('./pages/assessment-page.tsx'),
              (m) => m.AssessmentPage,
            ),
          },
          {
            path: 'mobile/student/order',
            handle: handle({ title: '确认订单', styleType: 4 }),
            loader: loginFirst,
            lazy: lazyPage(
              () => import('./pages/student-order-page.tsx'),
              (m) => m.MobileStudentOrderPage,
            ),
          },
          {
            path: 'mobile/student/mine',
            handle: handle({ title: '我的', styleType: 5, navTab: 1 }),
            loader: loginFirst,
            lazy: lazyPage(
              () => import('./pages/student-mine-page.tsx'),
              (m) => m.MobileStudentMinePage,
            ),
          },
          // The companion a learner pays for (issue 7): each screen its own chunk, all behind the login.
          ...companionRoutes.map(({ path, title, styleType, navTab, load }) => ({
            path,
            handle: handle({ title, styleType, navTab }),
            loader: loginFirst,
            lazy: lazyPage(load, (page) => page),
          })),
          {
            path: 'mobile/student/result',
            handle: handle({ title: PAY_RESULT_TITLE, styleType: 4 }),
            loader: loginFirst,
            lazy: lazyPage(
              () => import('./pages/student-result-page.tsx'),
              (m) => m.MobileStudentResultPage,
            ),
          },
          {
            path: 'mobile/student/wxResult',
            handle: handle({ title: PAY_RESULT_TITLE, styleType: 4 }),
            loader: loginFirst,
            lazy: lazyPage(
              () => import('./pages/student-wx-result-page.tsx'),
              (m) => m.MobileStudentWxResultPage,
            ),
          },
        ],
      },
      // Desktop links opened on a phone: the phone has its own home and login; the pad space needs a large screen.
      { path: '/home', element: <RedirectKeepingQuery to="/mobile/home" /> },
      { path: '/login', element: <RedirectKeepingQuery to="/mobile/login" /> },
      { path: '/pad-xuesheng', handle: handle({ title: '请在电脑或平板上打开' }), element: <ContinueOnLargeScreenPage /> },
      { path: '*', handle: handle({ title: '页面不存在' }), element: <NotFoundPage homePath="/mobile/home" /> },
    ],
  },
];
