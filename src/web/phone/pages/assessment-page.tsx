import { Button, ProgressBar, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Grade, grades } from '../../../contract/accounts.ts';
import { type AssessmentResult, gradesByStage, type Stage, stageLabels, stageOfGrade, stages } from '../../../contract/catalog.ts';
import { useStartAssessment, useSubmitAssessment } from '../../api/catalog/assessment.ts';
import { usePlan } from '../../api/catalog/get-plan.ts';
import { ApiError } from '../../api/client.ts';
import { useMe } from '../../api/me/get-me.ts';
import { Price } from '../../components/price.tsx';
import { type AssessmentProgress, saveAssessmentProgress, useAssessmentProgress } from './assessment-progress.ts';
import styles from './assessment-page.module.css';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : '网络异常，请稍后再试');

/** The free assessment: choose a grade, one question per screen, then the result and a recommended plan. */
export function AssessmentPage() {
  const progress = useAssessmentProgress();
  if (!progress) return <AssessmentStart />;
  if (progress.result) return <AssessmentResultView result={progress.result} />;
  return <QuestionScreen progress={progress} />;
}

function AssessmentStart() {
  const me = useMe();
  // A parent takes it for one of the children, so the result is saved to that child's record.
  const children = me.data?.role === 'parent' ? me.data.learners : [];
  const [learnerId, setLearnerId] = useState<string | undefined>(children[0]?.id);
  const ownGrade = (children[0] ?? me.data?.learners[0])?.grade ?? me.data?.grade ?? null;
  const [grade, setGrade] = useState<Grade | null>(ownGrade);
  const [stage, setStage] = useState<Stage>(ownGrade ? stageOfGrade(ownGrade) : 'primary');
  const start = useStartAssessment();

  const chooseChild = (id: string) => {
    setLearnerId(id);
    const childGrade = children.find((child) => child.id === id)?.grade;
    if (childGrade) {
      setGrade(childGrade);
      setStage(stageOfGrade(childGrade));
    }
  };

  const begin = async () => {
    if (!grade) {
      Toast.show({ content: '请选择年级' });
      return;
    }
    try {
      const assessment = await start.mutateAsync({ stage, grade });
      saveAssessmentProgress({ stage, grade, questions: assessment.questions, answers: {}, index: 0, learnerId });
    } catch (error) {
      Toast.show({ content: errorText(error) });
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.intro}>
        <h2>免费学情测评</h2>
        <p>数学、语文、英语共 12 道选择题，约 3 分钟。做完立刻看到各科掌握情况、薄弱知识点和推荐方案。</p>
      </section>
      <section className={styles.card} aria-labelledby="stage-title">
        {children.length > 0 && (
          <>
            <h3>为哪位孩子测评</h3>
            <div className={styles.choices}>
              {children.map((child) => (
                <button
                  key={child.id}
                  type="button"
                  aria-pressed={learnerId === child.id}
                  className={learnerId === child.id ? styles.choiceActive : styles.choice}
                  onClick={() => chooseChild(child.id)}
                >
                  {child.name}
                </button>
              ))}
            </div>
          </>
        )}
        <h3 id="stage-title">学段</h3>
        <div className={styles.choices}>
          {stages.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={stage === value}
              className={stage === value ? styles.choiceActive : styles.choice}
              onClick={() => {
                setStage(value);
                if (grade && !gradesByStage[value].includes(grade)) setGrade(null);
              }}
            >
              {stageLabels[value]}
            </button>
          ))}
        </div>
        <h3>年级</h3>
        <div className={styles.choices}>
          {grades
            .filter((value) => gradesByStage[stage].includes(value))
            .map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={grade === value}
                className={grade === value ? styles.choiceActive : styles.choice}
                onClick={() => setGrade(value)}
              >
                {value}
              </button>
            ))}
        </div>
      </section>
      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" size="large" loading={start.isPending} onClick={begin}>
          开始测评
        </Button>
      </div>
    </div>
  );
}

function QuestionScreen({ progress }: { progress: AssessmentProgress }) {
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
      Toast.show({ content: errorText(error) });
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

function AssessmentResultView({ result }: { result: AssessmentResult }) {
  const plan = usePlan(result.recommendedPlanId);
  return (
    <div className={styles.page}>
      <section className={styles.scoreCard}>
        <p>综合掌握度</p>
        <strong data-testid="overall-mastery">{result.overallMastery}%</strong>
        <span>
          {stageLabels[result.stage]} · {result.grade}
        </span>
      </section>
      <section className={styles.card} aria-labelledby="subjects-title">
        <h3 id="subjects-title">各科掌握情况</h3>
        <ul className={styles.bars}>
          {result.subjects.map((score) => (
            <li key={score.subject}>
              <span className={styles.barLabel}>{score.subject}</span>
              <span
                className={styles.barTrack}
                role="meter"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={score.mastery}
                aria-label={`${score.subject}掌握度`}
              >
                <span className={styles.barFill} style={{ width: `${Math.max(score.mastery, 2)}%` }} />
              </span>
              <span className={styles.barValue}>
                {score.mastery}%（{score.correct}/{score.total}）
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="weak-title">
        <h3 id="weak-title">需要加强的知识点</h3>
        {result.weakPoints.length === 0 ? (
          <p className={styles.muted}>全部答对，基础很扎实！</p>
        ) : (
          <ul className={styles.weak}>
            {result.weakPoints.map((point) => (
              <li key={`${point.subject}-${point.knowledgePoint}`}>
                <span>{point.subject}</span>
                {point.knowledgePoint}
              </li>
            ))}
          </ul>
        )}
      </section>
      {plan.data && (
        <section className={styles.card} aria-labelledby="recommend-title">
          <h3 id="recommend-title">为你推荐</h3>
          <Link to={`/mobile/student/detail?planId=${encodeURIComponent(plan.data.id)}`} className={styles.recommend}>
            <span>
              <strong>{plan.data.title}</strong>
              <small>{plan.data.subtitle}</small>
            </span>
            <Price fen={plan.data.priceFen} />
          </Link>
        </section>
      )}
      {result.savedForLearnerId && <p className={styles.muted}>测评结果已保存到你的学习档案。</p>}
      <div className={styles.actions}>
        <Button block shape="rounded" onClick={() => saveAssessmentProgress(null)}>
          重新测评
        </Button>
      </div>
    </div>
  );
}
