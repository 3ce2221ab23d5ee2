import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useLogout } from '../../api/auth/logout.ts';
import { ApiError } from '../../api/client.ts';
import { useMe } from '../../api/me/get-me.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { OrderList } from '../components/order-list.tsx';
import { ServicePeriods } from '../components/service-periods.tsx';
import { StudyEntries } from '../components/study-entries.tsx';
import { AccountHeader } from './student-mine/account-header.tsx';
import { ChooseRole } from './student-mine/choose-role.tsx';
import { ParentLearners } from './student-mine/parent-learners.tsx';
import { StudentInfo } from './student-mine/student-info.tsx';
import styles from './student-mine-page.module.css';

/** MobileStudentMine (style 5): the account, its service periods, its learners (a parent manages them), its orders, log out. */
export function MobileStudentMinePage() {
  const me = useMe();
  const navigate = useNavigate();
  const logout = useLogout();

  if (me.isError && !me.data) {
    return <EmptyState title="加载失败" description={me.error instanceof ApiError ? me.error.message : '请稍后再试'} />;
  }
  if (!me.data) return <div className={styles.loading} role="progressbar" aria-label="加载中" />;

  const onLogout = async () => {
    const confirmed = await Dialog.confirm({ content: '确定要退出登录吗？', confirmText: '退出', cancelText: '取消' });
    if (!confirmed) return;
    await logout.mutateAsync();
    navigate('/mobile/login', { replace: true });
  };

  return (
    <div className={styles.page}>
      <AccountHeader me={me.data} />
      <ServicePeriods />
      <StudyEntries />
      {me.data.role === null ? (
        <ChooseRole />
      ) : me.data.role === 'parent' ? (
        <ParentLearners learners={me.data.learners} />
      ) : (
        <StudentInfo me={me.data} />
      )}
      <OrderList />
      <div className={styles.logout}>
        <Button block fill="outline" onClick={onLogout} loading={logout.isPending}>
          退出登录
        </Button>
      </div>
    </div>
  );
}
