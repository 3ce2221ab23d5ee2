import { Button, Dialog, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Learner, Me } from '../../../contract/accounts.ts';
import { useLogout } from '../../api/auth/logout.ts';
import { ApiError } from '../../api/client.ts';
import { useMe } from '../../api/me/get-me.ts';
import { useAddLearner, useChangeLearner, useRemoveLearner } from '../../api/me/learners.ts';
import { useUpdateMe } from '../../api/me/update-me.ts';
import { RoleChoice } from '../../components/login/role-choice.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { type LearnerFormValue, LearnerFormPopup } from '../components/learner-form-popup.tsx';
import { OrderList } from '../components/order-list.tsx';
import { ServicePeriods } from '../components/service-periods.tsx';
import { StudyEntries } from '../components/study-entries.tsx';
import styles from './student-mine-page.module.css';

const roleLabel = { student: '学生', parent: '家长' } as const;

type Editing = { mode: 'add' } | { mode: 'edit'; learner: Learner } | null;

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

function AccountHeader({ me }: { me: Me }) {
  const displayName = me.nickname ?? me.learners.find((learner) => learner.isSelf)?.name ?? (me.role === 'parent' ? '家长' : '同学');
  return (
    <header className={styles.header}>
      <div className={styles.avatar} aria-hidden="true">
        {displayName.slice(0, 1)}
      </div>
      <div>
        <h1 className={styles.name}>{displayName}</h1>
        <p className={styles.meta}>
          <span data-testid="account-phone">{me.phone}</span>
          {me.role && displayName !== roleLabel[me.role] && <span className={styles.roleTag}>{roleLabel[me.role]}</span>}
        </p>
      </div>
    </header>
  );
}

/** An account that left the login before choosing student or parent chooses here (it cannot buy without). */
function ChooseRole() {
  return (
    <section className={styles.chooseRole} aria-label="完善身份信息">
      <RoleChoice />
    </section>
  );
}

/** A student's own name and grade (the study plan is made for the grade), changed in the same sheet as a child's. */
function StudentInfo({ me }: { me: Me }) {
  const self = me.learners.find((learner) => learner.isSelf);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const updateMe = useUpdateMe();
  const grade = self?.grade ?? me.grade;

  const close = () => {
    setEditing(false);
    setError(null);
  };
  const save = async ({ name, grade: nextGrade }: LearnerFormValue) => {
    try {
      await updateMe.mutateAsync({ nickname: name, grade: nextGrade });
      Toast.show({ content: '已保存', icon: 'success' });
      close();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '保存失败，请稍后再试');
    }
  };

  return (
    <>
      <List
        header={
          <span className={styles.listHeader}>
            学习信息
            <Button size="mini" color="primary" fill="none" onClick={() => setEditing(true)}>
              编辑
            </Button>
          </span>
        }
        className={styles.list}
      >
        <List.Item extra={self?.name ?? '—'}>称呼</List.Item>
        <List.Item extra={grade ?? <span className={styles.missing}>未填写</span>} onClick={() => setEditing(true)}>
          年级
        </List.Item>
      </List>
      {editing && (
        <LearnerFormPopup
          title="编辑学习信息"
          nameLabel="称呼"
          initial={{ name: self?.name ?? '', grade }}
          visible
          submitting={updateMe.isPending}
          error={error}
          onClose={close}
          onSubmit={save}
        />
      )}
    </>
  );
}

function ParentLearners({ learners }: { learners: Learner[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  const add = useAddLearner();
  const change = useChangeLearner();
  const remove = useRemoveLearner();

  const close = () => {
    setEditing(null);
    setError(null);
  };

  const save = async (value: LearnerFormValue) => {
    try {
      if (editing?.mode === 'edit') await change.mutateAsync({ id: editing.learner.id, ...value });
      else await add.mutateAsync(value);
      Toast.show({ content: '已保存', icon: 'success' });
      close();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '保存失败，请稍后再试');
    }
  };

  const confirmRemove = async (learner: Learner) => {
    const confirmed = await Dialog.confirm({ content: `确定删除「${learner.name}」吗？`, confirmText: '删除', cancelText: '取消' });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(learner.id);
      Toast.show({ content: '已删除' });
    } catch (caught) {
      Toast.show({ content: caught instanceof ApiError ? caught.message : '删除失败，请稍后再试' });
    }
  };

  return (
    <section aria-labelledby="learners-title">
      <div className={styles.sectionHeader}>
        <h2 id="learners-title">我的孩子</h2>
        <Button size="small" color="primary" fill="none" onClick={() => setEditing({ mode: 'add' })}>
          + 添加孩子
        </Button>
      </div>
      {learners.length === 0 ? (
        <p className={styles.emptyLearners}>还没有添加孩子，添加后即可为孩子购买AI伴学服务。</p>
      ) : (
        <List className={styles.list}>
          {learners.map((learner) => (
            <List.Item
              key={learner.id}
              description={learner.grade ?? '未填写年级'}
              extra={
                <span className={styles.itemActions}>
                  <Button size="mini" fill="none" onClick={() => setEditing({ mode: 'edit', learner })}>
                    编辑
                  </Button>
                  <Button size="mini" fill="none" color="danger" onClick={() => confirmRemove(learner)}>
                    删除
                  </Button>
                </span>
              }
            >
              {learner.name}
            </List.Item>
          ))}
        </List>
      )}
      {editing && (
        <LearnerFormPopup
          key={editing.mode === 'edit' ? editing.learner.id : 'new'}
          title={editing.mode === 'edit' ? '编辑孩子信息' : '添加孩子'}
          initial={editing.mode === 'edit' ? editing.learner : undefined}
          visible
          submitting={add.isPending || change.isPending}
          error={error}
          onClose={close}
          onSubmit={save}
        />
      )}
    </section>
  );
}
