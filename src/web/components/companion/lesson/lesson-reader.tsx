import type { ReactNode } from 'react';
import type { Lesson } from '../../../../contract/companion.ts';
import { formatMinutes, subjectKeys } from '../companion-format.ts';
import { ClockIcon } from '../companion-icons.tsx';
import ui from '../companion-ui.module.css';
import styles from './lesson-reader.module.css';

type Props = {
  lesson: Lesson;
  /** What follows the lesson: finishing the task, practising the point. */
  footer?: ReactNode;
};

/** A lesson to read: the knowledge point, the explanation paragraph by paragraph, and worked examples step by step. */
export function LessonReader({ lesson, footer }: Props) {
  const point = lesson.knowledgePoint;
  return (
    <article className={styles.lesson} aria-labelledby="lesson-title">
      <header className={styles.header}>
        <p className={styles.crumbs}>
          <span className={ui.subjectTag} data-subject={subjectKeys[point.subject]}>
            {point.subject}
          </span>
          <span>{point.grade}</span>
          <span aria-hidden="true">·</span>
          <span>{point.unitTitle}</span>
        </p>
        <h2 id="lesson-title" className={styles.title}>
          {lesson.title}
        </h2>
        <p className={styles.meta}>
          <span className={styles.point}>知识点：{point.title}</span>
          <span className={styles.time}>
            <ClockIcon /> 约 {formatMinutes(lesson.minutes)}
          </span>
        </p>
      </header>

      <section className={styles.body} aria-label="讲解">
        {lesson.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>

      {lesson.examples.length > 0 && (
        <section className={styles.examples} aria-labelledby="lesson-examples">
          <h3 id="lesson-examples" className={styles.examplesTitle}>
            例题精讲
          </h3>
          {lesson.examples.map((example, index) => (
            <div key={index} className={styles.example}>
              <p className={styles.problem}>
                <span className={styles.exampleTag}>例{index + 1}</span>
                {example.problem}
              </p>
              <ol className={styles.steps}>
                {example.steps.map((step, stepIndex) => (
                  <li key={stepIndex}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      )}
      {footer}
    </article>
  );
}
