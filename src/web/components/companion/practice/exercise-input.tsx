import type { Answer, AnswerFeedback, Exercise } from '../../../../contract/companion.ts';
import { CheckIcon, CrossIcon } from '../companion-icons.tsx';
import { type AnswerDraft, optionLetter, toggleChoice } from './answer-draft.ts';
import styles from './exercise-input.module.css';

type Props = {
  exercise: Exercise;
  draft: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  /** After answering: the inputs lock and show the right answer and the learner's own. */
  feedback: AnswerFeedback | null;
  disabled?: boolean;
  /** Enter in a fill-in hands the answer in. */
  onSubmit?: () => void;
};

type Mark = 'correct' | 'wrong' | undefined;

function isChosen(answer: Answer | undefined, index: number): boolean {
  if (answer?.kind === 'single') return answer.choice === index;
  if (answer?.kind === 'multiple') return answer.choices.includes(index);
  return false;
}

function optionMark(feedback: AnswerFeedback | null, index: number): Mark {
  if (!feedback) return undefined;
  if (isChosen(feedback.correctAnswer, index)) return 'correct';
  if (isChosen(feedback.given, index)) return 'wrong';
  return undefined;
}

/** The answer field of one exercise: options for single and multiple choice, a text box to fill, 正确 / 错误. */
export function ExerciseInput({ exercise, draft, onChange, feedback, disabled = false, onSubmit }: Props) {
  const locked = disabled || feedback !== null;
  const name = `exercise-${exercise.id}`;

  if (draft.kind === 'fill') {
    const mark: Mark = feedback ? (feedback.correct ? 'correct' : 'wrong') : undefined;
    return (
      <div className={styles.fill} data-mark={mark}>
        <input
          className={styles.fillInput}
          type="text"
          inputMode="text"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={200}
          placeholder="在这里填写答案"
          aria-label="填写答案"
          value={feedback?.given.kind === 'fill' ? feedback.given.text : draft.text}
          readOnly={locked}
          onChange={(event) => onChange({ kind: 'fill', text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSubmit?.();
          }}
        />
        {mark && <span className={styles.fillMark}>{mark === 'correct' ? <CheckIcon /> : <CrossIcon />}</span>}
      </div>
    );
  }

  if (draft.kind === 'truefalse') {
    const given = feedback?.given.kind === 'truefalse' ? feedback.given.value : draft.value;
    const right = feedback?.correctAnswer.kind === 'truefalse' ? feedback.correctAnswer.value : null;
    return (
      <div className={styles.judge} role="radiogroup" aria-label="判断正误">
        {[true, false].map((value) => {
          const mark: Mark = feedback ? (right === value ? 'correct' : given === value ? 'wrong' : undefined) : undefined;
          return (
            <label key={String(value)} className={styles.judgeOption} data-checked={given === value} data-mark={mark}>
              <input
                type="radio"
                name={name}
                className={styles.native}
                checked={given === value}
                disabled={locked}
                onChange={() => onChange({ kind: 'truefalse', value })}
              />
              <span className={styles.judgeIcon} aria-hidden="true">
                {value ? <CheckIcon /> : <CrossIcon />}
              </span>
              {value ? '正确' : '错误'}
            </label>
          );
        })}
      </div>
    );
  }

  const multiple = draft.kind === 'multiple';
  const draftChosen = (index: number) => (draft.kind === 'multiple' ? draft.choices.includes(index) : draft.choice === index);
  const chosen = (index: number) => (feedback ? isChosen(feedback.given, index) : draftChosen(index));

  return (
    <div className={styles.options} role={multiple ? 'group' : 'radiogroup'} aria-label={multiple ? '选择所有正确的选项' : '选择一个选项'}>
      {exercise.options.map((option, index) => {
        const mark = optionMark(feedback, index);
        return (
          <label key={index} className={styles.option} data-checked={chosen(index)} data-mark={mark} data-multiple={multiple || undefined}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              className={styles.native}
              checked={chosen(index)}
              disabled={locked}
              aria-label={`${optionLetter(index)}. ${option}`}
              onChange={() =>
                onChange(
                  draft.kind === 'multiple'
                    ? { kind: 'multiple', choices: toggleChoice(draft.choices, index) }
                    : { kind: 'single', choice: index },
                )
              }
            />
            <span className={styles.letter} aria-hidden="true">
              {mark === 'correct' ? <CheckIcon /> : mark === 'wrong' ? <CrossIcon /> : optionLetter(index)}
            </span>
            <span className={styles.optionText}>{option}</span>
          </label>
        );
      })}
    </div>
  );
}
