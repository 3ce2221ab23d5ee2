import { Button } from 'antd-mobile';
import { Link } from 'react-router';
import { type AssessmentResult, stageLabels } from '../../../../contract/catalog.ts';
import { usePlan } from '../../../api/catalog/get-plan.ts';
import { Price } from '../../../components/price.tsx';
import { saveAssessmentProgress } from '../assessment-progress.ts';
import styles from '../assessment-page.module.css';

/** The result: overall and per-subject mastery, the weak points and the recommended plan. */
export function AssessmentResultView({ result }: { result: AssessmentResult }) {
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
