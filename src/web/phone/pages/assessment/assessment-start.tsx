import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { type Grade, grades } from '../../../../contract/accounts.ts';
import { gradesByStage, type Stage, stageLabels, stageOfGrade, stages } from '../../../../contract/catalog.ts';
import { useStartAssessment } from '../../../api/catalog/assessment.ts';
import { useMe } from '../../../api/me/get-me.ts';
import { saveAssessmentProgress } from '../assessment-progress.ts';
import styles from '../assessment-page.module.css';
import { assessmentErrorText } from './assessment-error-text.ts';

/** Before the questions: the child (for a parent), the stage and the grade, then 开始测评. */
export function AssessmentStart() {
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
      Toast.show({ content: assessmentErrorText(error) });
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
