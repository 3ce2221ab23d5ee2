import { Button, Dialog, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import type { Learner } from '../../../../contract/accounts.ts';
import { ApiError } from '../../../api/client.ts';
import { useAddLearner, useChangeLearner, useRemoveLearner } from '../../../api/me/learners.ts';
import { type LearnerFormValue, LearnerFormPopup } from '../../components/learner-form-popup.tsx';
import styles from '../student-mine-page.module.css';

type Editing = { mode: 'add' } | { mode: 'edit'; learner: Learner } | null;

/** 我的孩子: a parent's children, added, edited and removed in a sheet. */
export function ParentLearners({ learners }: { learners: Learner[] }) {
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
