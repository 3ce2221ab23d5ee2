import type { CSSProperties } from 'react';
import type { HomeContent } from '../../../contract/content.ts';
import { HomeSection } from './home-section.tsx';
import styles from './model-section.module.css';

/** The operating model as numbered steps joined by a line: the path a family takes through the service. */
export function ModelSection({ model }: { model: HomeContent['model'] }) {
  return (
    <HomeSection id="model" heading={model.heading} summary={model.summary}>
      <ol className={styles.steps} style={{ '--steps': model.steps.length } as CSSProperties}>
        {model.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title}>
              <span className="visually-hidden">第 {index + 1} 步：</span>
              {step.title}
            </h3>
            <p className={styles.description}>{step.description}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
