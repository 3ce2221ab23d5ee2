import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PracticeSet } from '../../../../contract/companion.ts';
import { useAnswerExercise } from '../../../api/companion/answer-exercise.ts';
import { useFinishPractice } from '../../../api/companion/finish-practice.ts';
import { usePractice } from '../../../api/companion/get-practice.ts';
import ui from '../../../components/companion/companion-ui.module.css';
import { PracticeResult } from '../../../components/companion/practice/practice-result.tsx';
import { PracticeRunner } from '../../../components/companion/practice/practice-runner.tsx';
import { useSpace } from '../space-context.tsx';
import { messageOf, SpaceGate } from '../space-gate.tsx';
import { BackButton } from './back-button.tsx';
import space from './space-ui.module.css';
import styles from './practice-set-view.module.css';

/** A practice set one exercise at a time, the explanation after each answer, then the result with the weak points. */
export function PracticeSetView({ setId }: { setId: string }) {
  const { paths } = useSpace();
  const practice = usePractice(setId);
  return (
    <div className={space.reading}>
      <BackButton fallback={paths.practiceHub} />
      <SpaceGate query={practice}>
        {(set) => (
          <div className={space.stack}>
            <header>
              <h1 className={space.title}>{set.title}</h1>
              <p className={space.subtitle}>{set.result ? '练习完成' : `共 ${set.exercises.length} 题，答完一题就能看到解析`}</p>
            </header>
            {set.result ? <FinishedSet set={set} /> : <OpenSet set={set} />}
          </div>
        )}
      </SpaceGate>
    </div>
  );
}

function OpenSet({ set }: { set: PracticeSet }) {
  const answer = useAnswerExercise(set.id);
  const finish = useFinishPractice(set.id);
  const host = useRef<HTMLDivElement>(null);
  const answered = set.answers.length;
  const error = answer.error
    ? messageOf(answer.error, '答案没能提交，请重试')
    : finish.error
      ? messageOf(finish.error, '没能交卷，请重试')
      : null;

  // The explanation appears under the question: bring it into view on a screen where it would land below the fold.
  useEffect(() => {
    if (answered === 0) return;
    host.current?.querySelector('[data-testid="answer-feedback"]')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [answered]);

  return (
    <div ref={host} className={styles.runner}>
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
    </div>
  );
}

function FinishedSet({ set }: { set: PracticeSet }) {
  const { paths } = useSpace();
  const navigate = useNavigate();
  return (
    <PracticeResult
      set={set}
      actions={
        <div className={styles.after}>
          <button type="button" className={ui.button} onClick={() => navigate(paths.study)}>
            回到今日学习
          </button>
          <Link to={paths.practiceHub} className={ui.buttonGhost}>
            继续练习薄弱点
          </Link>
          <Link to={paths.progress} className={ui.buttonGhost}>
            查看学习报告
          </Link>
        </div>
      }
    />
  );
}
