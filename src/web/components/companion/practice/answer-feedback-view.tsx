import { Link } from 'react-router';
import type { AnswerFeedback, Exercise } from '../../../../contract/companion.ts';
import { useCompanionPaths } from '../companion-paths.tsx';
import { formatPercent, masteryLevel } from '../companion-format.ts';
import { ChatIcon, CheckIcon, CrossIcon } from '../companion-icons.tsx';
import { answerText } from './answer-draft.ts';
import styles from './answer-feedback-view.module.css';

/** After answering: right or wrong, the right answer, the explanation step by step, mastery now, and the tutor. */
export function AnswerFeedbackView({ exercise, feedback }: { exercise: Exercise; feedback: AnswerFeedback }) {
  const paths = useCompanionPaths();
  return (
    <section className={styles.feedback} data-correct={feedback.correct} aria-live="polite" data-testid="answer-feedback">
      <p className={styles.verdict}>
        <span className={styles.verdictIcon} aria-hidden="true">
          {feedback.correct ? <CheckIcon /> : <CrossIcon />}
        </span>
        {feedback.correct ? '回答正确' : '回答错误'}
      </p>
      <dl className={styles.answers}>
        <div>
          <dt>正确答案</dt>
          <dd data-testid="correct-answer">{feedback.correctAnswerText}</dd>
        </div>
        {!feedback.correct && (
          <div>
            <dt>你的答案</dt>
            <dd className={styles.given}>{answerText(exercise, feedback.given)}</dd>
          </div>
        )}
      </dl>
      {feedback.explanation.length > 0 && (
        <div className={styles.explanation}>
          <h3 className={styles.explanationTitle}>解析</h3>
          <ol className={styles.steps}>
            {feedback.explanation.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      {feedback.mastery.length > 0 && (
        <ul className={styles.mastery} aria-label="知识点掌握度">
          {feedback.mastery.map((point) => (
            <li key={point.knowledgePointId}>
              <span className={styles.masteryTitle}>{point.title}</span>
              <span className={styles.masteryBar} aria-hidden="true">
                <span data-level={masteryLevel(point.mastery)} style={{ width: formatPercent(point.mastery) }} />
              </span>
              <span className={styles.masteryValue}>掌握度 {formatPercent(point.mastery)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.tutor(exercise.id)} className={styles.tutor}>
        <ChatIcon /> 还是不太懂？<strong>讲讲这道题</strong>
      </Link>
    </section>
  );
}
