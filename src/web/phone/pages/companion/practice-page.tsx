import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import type { Learner } from '../../../../contract/accounts.ts';
import type { PracticeSet } from '../../../../contract/companion.ts';
import { ApiError } from '../../../api/client.ts';
import { useAnswerExercise } from '../../../api/companion/answer-exercise.ts';
import { useFinishPractice } from '../../../api/companion/finish-practice.ts';
import { usePractice } from '../../../api/companion/get-practice.ts';
import { PracticeResult } from '../../../components/companion/practice/practice-result.tsx';
import { PracticeRunner } from '../../../components/companion/practice/practice-runner.tsx';
import { CompanionPage, QueryGate } from './companion-page.tsx';
import { phoneCompanionPaths as paths } from './phone-companion-paths.ts';
import styles from './practice-page.module.css';

/** 练习 (style 4): a practice set one exercise at a time, then its result with the weak points. */
export function PracticePage() {
  const { setId = '' } = useParams();
  return <CompanionPage>{(learner) => <PracticeScreen learner={learner} setId={setId} />}</CompanionPage>;
}

function PracticeScreen({ learner, setId }: { learner: Learner; setId: string }) {
  const practice = usePractice(setId);
  return (
    <QueryGate query={practice} learner={learner}>
      {(set) => (
        <div className={styles.stack}>
          <h2 className={styles.title}>{set.title}</h2>
          {set.result ? <FinishedSet set={set} /> : <OpenSet set={set} />}
        </div>
      )}
    </QueryGate>
  );
}

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

function OpenSet({ set }: { set: PracticeSet }) {
  const answer = useAnswerExercise(set.id);
  const finish = useFinishPractice(set.id);
  const error = answer.error
    ? messageOf(answer.error, '答案没能提交，请重试')
    : finish.error
      ? messageOf(finish.error, '没能交卷，请重试')
      : null;
  return (
    <PracticeRunner
      set={set}
      onAnswer={(exerciseId, given) => {
        finish.reset();
        answer.mutate({ exerciseId, answer: given });
      }}
      answering={answer.isPending}
      onFinish={() => finish.mutate()}
      finishing={finish.isPending}
      error={error}
    />
  );
}

function FinishedSet({ set }: { set: PracticeSet }) {
  const navigate = useNavigate();
  return (
    <PracticeResult
      set={set}
      actions={
        <>
          <Button block color="primary" shape="rounded" size="large" onClick={() => navigate(paths.study, { replace: true })}>
            回到今日学习
          </Button>
          <Button block fill="none" className={styles.secondary} onClick={() => navigate(paths.progress)}>
            查看学习报告
          </Button>
        </>
      }
    />
  );
}
