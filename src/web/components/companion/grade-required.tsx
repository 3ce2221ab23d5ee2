import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Grade, grades, type Learner } from '../../../contract/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { companionKeys } from '../../api/companion/companion-query.ts';
import { useChangeLearner } from '../../api/me/learners.ts';
import { useUpdateMe } from '../../api/me/update-me.ts';
import ui from './companion-ui.module.css';
import styles from './companion-states.module.css';

/**
 * A learner without a grade (400 LEARNER_GRADE_REQUIRED; the grade is optional when the account is made): the plan,
 * practice and the tutor are made for a grade, so it is asked for right here, and the screen carries on once saved.
 */
export function GradeRequired({ learner }: { learner: Pick<Learner, 'id' | 'name' | 'isSelf'> }) {
  const [grade, setGrade] = useState<Grade | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const updateMe = useUpdateMe();
  const changeLearner = useChangeLearner();
  const saving = updateMe.isPending || changeLearner.isPending;

  const save = async () => {
    if (!grade) {
      setError('请选择年级');
      return;
    }
    setError(null);
    try {
      // A student's own grade lives on the account; a child's on the learner.
      if (learner.isSelf) await updateMe.mutateAsync({ grade });
      else await changeLearner.mutateAsync({ id: learner.id, grade });
      await queryClient.invalidateQueries({ queryKey: companionKeys.all });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '保存失败，请稍后再试');
    }
  };

  return (
    <section className={styles.notice} aria-labelledby="grade-required-title" data-testid="grade-required">
      <h2 id="grade-required-title" className={styles.noticeTitle}>
        {learner.isSelf ? '先选择你的年级' : `先选择${learner.name}的年级`}
      </h2>
      <p className={styles.noticeText}>学习计划、练习和小伴老师的讲解都按年级安排，选好后马上开始。</p>
      <div className={styles.gradeGrid} role="group" aria-label="年级">
        {grades.map((value) => (
          <button
            key={value}
            type="button"
            className={value === grade ? ui.button : ui.buttonGhost}
            aria-pressed={value === grade}
            onClick={() => {
              setGrade(value);
              setError(null);
            }}
          >
            {value}
          </button>
        ))}
      </div>
      {error && (
        <p className={styles.gradeError} role="alert">
          {error}
        </p>
      )}
      <button type="button" className={ui.button} onClick={() => void save()} disabled={saving}>
        {saving ? '保存中…' : '保存并继续'}
      </button>
    </section>
  );
}
