import { Button, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import type { Me } from '../../../../contract/accounts.ts';
import { ApiError } from '../../../api/client.ts';
import { useUpdateMe } from '../../../api/me/update-me.ts';
import { type LearnerFormValue, LearnerFormPopup } from '../../components/learner-form-popup.tsx';
import styles from '../student-mine-page.module.css';

/** A student's own name and grade (the study plan is made for the grade), changed in the same sheet as a child's. */
export function StudentInfo({ me }: { me: Me }) {
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
