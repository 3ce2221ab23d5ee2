import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { onAdminUnauthorized } from '../api/admin/admin-client.ts';
import { loginPathWithRedirect } from '../components/login/safe-redirect.ts';
import { NavigationEffects } from '../routing/navigation-effects.tsx';
import { useRouteHandle } from '../routing/route-handle.ts';
import { ADMIN_LOGIN_PATH } from './admin-paths.ts';

dayjs.locale('zh-cn');

export const CONSOLE_NAME = 'AI伴学运营后台';

/** A 401 from /api/admin has ended the operator session: to the console's login, with a way back. */
function AdminUnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onAdminUnauthorized(() => {
        if (location.pathname !== ADMIN_LOGIN_PATH) navigate(loginPathWithRedirect(ADMIN_LOGIN_PATH, location), { replace: true });
      }),
    [navigate, location],
  );
  return null;
}

/** The top of the console's route set: antd in Chinese, the page title, navigation effects and 401 handling. */
export function AdminShell() {
  const { title } = useRouteHandle();
  useEffect(() => {
    document.title = title ? `${title} - ${CONSOLE_NAME}` : CONSOLE_NAME;
  }, [title]);
  return (
    <ConfigProvider
      locale={zhCN}
      button={{ autoInsertSpace: false }}
      theme={{ token: { colorPrimary: '#12a594', colorLink: '#0b7f72', colorInfo: '#12a594', borderRadius: 6 } }}
    >
      <AntdApp>
        <NavigationEffects />
        <AdminUnauthorizedRedirect />
        <Outlet />
      </AntdApp>
    </ConfigProvider>
  );
}
