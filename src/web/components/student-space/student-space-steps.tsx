import styles from './student-space-steps.module.css';

const STEPS = [
  { title: '用手机扫码', text: '微信或手机浏览器扫一扫' },
  { title: '选择方案并支付', text: '在手机上完成支付' },
  { title: '服务自动开通', text: '付款成功后，这里即刻更新' },
] as const;

/** How buying works from a screen that cannot take payments itself. */
export function StudentSpaceSteps() {
  return (
    <section className={styles.steps} aria-labelledby="space-steps-title">
      <h2 id="space-steps-title" className={styles.title}>
        在手机上开通，只需三步
      </h2>
      <ol className={styles.list}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong>{step.title}</strong>
              <span className={styles.text}>{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
