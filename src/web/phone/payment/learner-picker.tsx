import { Button, Toast } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Learner, Me } from '../../../contract/accounts.ts';
import { type Stage, stageLabels, stageOfGrade } from '../../../contract/catalog.ts';
import { ApiError } from '../../api/client.ts';
import { useAddLearner } from '../../api/me/learners.ts';
import { ChoiceList } from '../components/choice-list.tsx';
import { type LearnerFormValue, LearnerFormPopup } from '../components/learner-form-popup.tsx';
import styles from './checkout.module.css';

/** The learners an account buys for: a parent's children, or a student's own record. */
export function buyableLearners(me: Me): Learner[] {
  return me.role === 'parent' ? me.learners.filter((learner) => !learner.isSelf) : me.learners.filter((learner) => learner.isSelf);
}

type Props = {
  me: Me;
  planStage: Stage;
  value: string | null;
  onChange: (learnerId: string) => void;
  error: string | null;
};

/** 学习者: a student buys for themself; a parent picks a child or adds one here. */
export function LearnerPicker({ me, planStage, value, onChange, error }: Props) {
  const learners = buyableLearners(me);
  const chosen = learners.find((learner) => learner.id === value);
  const warning = chosen && <StageWarning learner={chosen} planStage={planStage} />;

  if (me.role !== 'parent') {
    return (
      <section className={styles.card} aria-labelledby="learner-title">
        <h2 id="learner-title" className={styles.cardTitle}>
          学习者
        </h2>
        {chosen ? (
          <p className={styles.self}>
            <span>
              {chosen.name}
              <span className={styles.selfTag}>本人</span>
            </span>
            <span className={styles.muted}>{chosen.grade ?? '未填写年级'}</span>
          </p>
        ) : (
          <p className={styles.muted}>
            还没有学习者信息，请先到<Link to="/mobile/student/mine">「我的」</Link>完善。
          </p>
        )}
        {warning}
      </section>
    );
  }
  return <ChildPicker learners={learners} planStage={planStage} value={value} onChange={onChange} error={error} warning={warning} />;
}

function ChildPicker({ learners, value, onChange, error, warning }: Omit<Props, 'me'> & { learners: Learner[]; warning: ReactNode }) {
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const add = useAddLearner();

  const save = async (input: LearnerFormValue) => {
    try {
      const learner = await add.mutateAsync(input);
      onChange(learner.id);
      setAdding(false);
      setAddError(null);
      Toast.show({ content: '已添加', icon: 'success' });
    } catch (caught) {
      setAddError(caught instanceof ApiError ? caught.message : '保存失败，请稍后再试');
    }
  };

  return (
    <>
      <ChoiceList
        name="learner"
        legend="为哪位孩子购买"
        legendAction={
          <Button size="small" color="primary" fill="none" onClick={() => setAdding(true)}>
            + 添加孩子
          </Button>
        }
        value={value}
        onChange={onChange}
        choices={learners.map((learner) => ({ value: learner.id, label: learner.name, description: learner.grade ?? '未填写年级' }))}
      >
        {learners.length === 0 && <p className={styles.warning}>还没有添加孩子，请先添加要使用服务的孩子。</p>}
        {error && (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
        {warning}
      </ChoiceList>
      {adding && (
        <LearnerFormPopup
          title="添加孩子"
          visible
          submitting={add.isPending}
          error={addError}
          onClose={() => {
            setAdding(false);
            setAddError(null);
          }}
          onSubmit={save}
        />
      )}
    </>
  );
}

/** Not blocking: a parent may buy ahead for next year, but a plan for the wrong stage is worth a second look. */
function StageWarning({ learner, planStage }: { learner: Learner; planStage: Stage }) {
  if (!learner.grade || stageOfGrade(learner.grade) === planStage) return null;
  return (
    <p className={styles.warning}>
      该方案适用于{stageLabels[planStage]}，{learner.name}目前是{learner.grade}，请确认选择的方案是否合适。
    </p>
  );
}
