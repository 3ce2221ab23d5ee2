import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  FileSearchOutlined,
  LogoutOutlined,
  PictureOutlined,
  ProfileOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Layout, Menu, type MenuProps, Space, Spin, Tag, Typography } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import type { OperatorRole } from '../../../contract/admin.ts';
import { useOperatorLogout, useOperatorMe } from '../../api/admin/admin-auth.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { ADMIN_LOGIN_PATH } from '../admin-paths.ts';
import { LoadError } from '../components/load-error.tsx';
import { ROLE_LABELS } from '../components/labels.ts';
import styles from './admin-layout.module.css';

type MenuEntry = { path: string; label: string; icon: React.ReactNode; roles?: OperatorRole[] };

const MENU: MenuEntry[] = [
  { path: '/admin/dashboard', label: '数据看板', icon: <BarChartOutlined /> },
  { path: '/admin/orders', label: '订单', icon: <ProfileOutlined /> },
  { path: '/admin/review', label: '待复核', icon: <FileSearchOutlined /> },
  { path: '/admin/learners', label: '学员', icon: <UserOutlined /> },
  { path: '/admin/plans', label: '套餐', icon: <AppstoreOutlined /> },
  { path: '/admin/content', label: '内容', icon: <PictureOutlined />, roles: ['admin'] },
  { path: '/admin/operators', label: '操作员', icon: <TeamOutlined />, roles: ['admin'] },
  { path: '/admin/audit-log', label: '审计日志', icon: <AuditOutlined />, roles: ['admin'] },
];

/** The console frame: a side menu of the sections this role may use, a header with the operator and 退出登录. */
export function AdminLayout() {
  const me = useOperatorMe();
  const logout = useOperatorLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  if (me.isPending) return <Spin fullscreen tip="正在加载" />;
  if (me.isError) return <LoadError error={me.error} onRetry={() => void me.refetch()} />;
  const operator = me.data;

  const items: MenuProps['items'] = MENU.filter((entry) => !entry.roles || entry.roles.includes(operator.role)).map((entry) => ({
    key: entry.path,
    icon: entry.icon,
    label: <Link to={entry.path}>{entry.label}</Link>,
  }));
  const selected = MENU.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))?.path;

  return (
    <Layout className={styles.frame}>
      <Layout.Sider width={208} theme="dark" className={styles.sider}>
        <div className={styles.brand}>
          <BrandLogo size={28} withText={false} />
          <span>AI伴学 · 运营后台</span>
        </div>
        <Menu theme="dark" mode="inline" items={items} selectedKeys={selected ? [selected] : []} aria-label="后台导航" />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <Space size="middle">
            <Avatar size="small" icon={<UserOutlined />} />
            <Typography.Text strong data-testid="operator-name">
              {operator.name}
            </Typography.Text>
            <Tag color={operator.role === 'admin' ? 'gold' : 'blue'}>{ROLE_LABELS[operator.role]}</Tag>
            <Button
              icon={<LogoutOutlined />}
              loading={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSettled: () => navigate(ADMIN_LOGIN_PATH, { replace: true }) })}
            >
              退出登录
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Outlet context={operator} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
