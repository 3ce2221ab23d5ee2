import { Button, ProgressBar, Toast } from 'antd-mobile';
import { useSubmitAssessment } from '../../../api/catalog/assessment.ts';
import { type AssessmentProgress, saveAssessmentProgress } from '../assessment-progress.ts';
import styles from '../assessment-page.module.css';
import { assessmentErrorText } from './assessment-error-text.ts';

/** One question per screen: choosing an answer moves on; the last one submits all answers. */
export function QuestionScreen({ progress }: { progress: AssessmentProgress }) {
  const submit = useSubmitAssessment();
  const { questions, index, answers } = progress;
  const question = questions[Math.min(index, questions.length - 1)];
  if (!question) return null;
  const chosen = answers[question.id];
  const isLast = index >= questions.length - 1;
  const answeredAll = questions.every((item) => answers[item.id] !== undefined);

  const choose = (choice: number) => {
    const next = { ...progress, answers: { ...answers, [question.id]: choice } };
    saveAssessmentProgress(isLast ? next : { ...next, index: index + 1 });
  };

  const finish = async () => {
    try {
      const result = await submit.mutateAsync({
        stage: progress.stage,
        grade: progress.grade,
        answers: questions.map((item) => ({ questionId: item.id, choice: answers[item.id] ?? -1 })),
        ...(progress.learnerId ? { learnerId: progress.learnerId } : {}),
      });
      saveAssessmentProgress({ ...progress, result });
    } catch (error) {
      Toast.show({ content: assessmentErrorText(error) });
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.progress}>
        <span>
          第 {index + 1} / {questions.length} 题
        </span>
        <ProgressBar percent={((index + 1) / questions.length) * 100} style={{ '--fill-color': 'var(--brand)' }} />
      </div>
      <section className={styles.card} aria-labelledby="question-prompt">
        <span className={styles.subject}>{question.subject}</span>
        <h2 id="question-prompt" className={styles.prompt}>
          {question.prompt}
        </h2>
        <div className={styles.options} role="radiogroup" aria-labelledby="question-prompt">
          {question.options.map((option, optionIndex) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={chosen === optionIndex}
              className={chosen === optionIndex ? styles.optionChosen : styles.option}
              onClick={() => choose(optionIndex)}
            >
              <span className={styles.letter}>{'ABCD'[optionIndex]}</span>
              {option}
            </button>
          ))}
        </div>
      </section>
      <div className={styles.navRow}>
        <Button shape="rounded" disabled={index === 0} onClick={() => saveAssessmentProgress({ ...progress, index: index - 1 })}>
          上一题
        </Button>
        {isLast ? (
          <Button color="primary" shape="rounded" disabled={!answeredAll} loading={submit.isPending} onClick={finish}>
            提交并查看结果
          </Button>
        ) : (
          <Button shape="rounded" disabled={chosen === undefined} onClick={() => saveAssessmentProgress({ ...progress, index: index + 1 })}>
            下一题
          </Button>
        )}
      </div>
      <button type="button" className={styles.restart} onClick={() => saveAssessmentProgress(null)}>
        重新选择年级
      </button>
    </div>
  );
}
