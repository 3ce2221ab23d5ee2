import { useState } from 'react';
import { type Answer, type AnswerFeedback, exerciseKindLabels, type PracticeSet } from '../../../../contract/companion.ts';
import ui from '../companion-ui.module.css';
import { type AnswerDraft, draftAnswer, emptyDraft } from './answer-draft.ts';
import { AnswerFeedbackView } from './answer-feedback-view.tsx';
import { ExerciseInput } from './exercise-input.tsx';
import styles from './practice-runner.module.css';

type Props = {
  set: PracticeSet;
  /** Hands one answer in; the set passed back in afterwards carries its feedback. */
  onAnswer: (exerciseId: string, answer: Answer) => void;
  answering: boolean;
  /** All answered: see the result (the host finishes the set on the server). */
  onFinish: () => void;
  finishing: boolean;
  /** The last answer or the finish failed: what to tell the learner. */
  error?: string | null;
};

function firstOpenIndex(set: PracticeSet): number {
  const answered = new Set(set.answers.map((answer) => answer.exerciseId));
  const open = set.exercises.findIndex((exercise) => !answered.has(exercise.id));
  return open === -1 ? Math.max(0, set.exercises.length - 1) : open;
}

/** A practice set one exercise at a time: answer, see right or wrong with the explanation, then the next. */
export function PracticeRunner({ set, onAnswer, answering, onFinish, finishing, error = null }: Props) {
  const [index, setIndex] = useState(() => firstOpenIndex(set));
  const [drafts, setDrafts] = useState<Record<string, AnswerDraft>>({});
  const exercise = set.exercises[index];
  if (!exercise) return null;

  const feedbackOf = (exerciseId: string): AnswerFeedback | null => set.answers.find((answer) => answer.exerciseId === exerciseId) ?? null;
  const feedback = feedbackOf(exercise.id);
  const draft = drafts[exercise.id] ?? emptyDraft(exercise.kind);
  const answer = draftAnswer(draft);
  const isLast = index === set.exercises.length - 1;
  const reachable = firstOpenIndex(set);
  const allAnswered = set.answers.length >= set.exercises.length;

  const submit = () => {
    if (answer && !feedback && !answering) onAnswer(exercise.id, answer);
  };

  return (
    <div className={styles.runner}>
      <div className={styles.progress}>
        <p className={styles.count}>
          第 <strong>{index + 1}</strong> 题 <span>/ 共 {set.exercises.length} 题</span>
        </p>
        <ol className={styles.dots} aria-label="答题进度">
          {set.exercises.map((item, itemIndex) => {
            const itemFeedback = feedbackOf(item.id);
            const state = itemFeedback ? (itemFeedback.correct ? 'correct' : 'wrong') : 'open';
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.dot}
                  data-state={state}
                  aria-current={itemIndex === index ? 'step' : undefined}
                  aria-label={`第 ${itemIndex + 1} 题${state === 'correct' ? '，答对' : state === 'wrong' ? '，答错' : ''}`}
                  disabled={itemIndex > reachable}
                  onClick={() => setIndex(itemIndex)}
                />
              </li>
            );
          })}
        </ol>
      </div>

      <section
        className={styles.question}
        aria-labelledby={`prompt-${exercise.id}`}
        data-exercise-id={exercise.id}
        data-kind={exercise.kind}
      >
        <p className={styles.kind}>
          <span>{exerciseKindLabels[exercise.kind]}</span>
          {exercise.kind === 'multiple' && <small>选出所有正确答案</small>}
        </p>
        <h2 id={`prompt-${exercise.id}`} className={styles.prompt}>
          {exercise.prompt}
        </h2>
        <ExerciseInput
          key={exercise.id}
          exercise={exercise}
          draft={draft}
          onChange={(next) => setDrafts((all) => ({ ...all, [exercise.id]: next }))}
          feedback={feedback}
          disabled={answering}
          onSubmit={submit}
        />
      </section>

      {feedback && <AnswerFeedbackView exercise={exercise} feedback={feedback} />}
      {error && (
        <p className={ui.alert} role="alert">
          {error}
        </p>
      )}

      <div className={styles.actions}>
        {!feedback ? (
          <button type="button" className={`${ui.button} ${ui.block}`} onClick={submit} disabled={!answer || answering}>
            {answering ? <span className={ui.spinner} aria-hidden="true" /> : null}
            提交答案
          </button>
        ) : isLast || allAnswered ? (
          allAnswered ? (
            <button type="button" className={`${ui.button} ${ui.block}`} onClick={onFinish} disabled={finishing}>
              {finishing ? <span className={ui.spinner} aria-hidden="true" /> : null}
              查看练习结果
            </button>
          ) : (
            <button type="button" className={`${ui.button} ${ui.block}`} onClick={() => setIndex(reachable)}>
              还有题目没做，继续
            </button>
          )
        ) : (
          <button type="button" className={`${ui.button} ${ui.block}`} onClick={() => setIndex(index + 1)}>
            下一题
          </button>
        )}
      </div>
    </div>
  );
}
