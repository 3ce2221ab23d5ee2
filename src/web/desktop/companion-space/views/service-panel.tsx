import { formatShanghaiLongDate } from '../../../components/shanghai-time.ts';
import { useSpace } from '../space-context.tsx';
import styles from './service-panel.module.css';

/** The learner's running service: plan, days left and the last day, as the space's card shows it. */
export function ServicePanel() {
  const { learner, service } = useSpace();
  const heading = learner.isSelf ? '我的AI伴学服务' : `${learner.name}的AI伴学服务`;
  return (
    <section className={styles.panel} aria-labelledby="service-panel-title" data-testid="service-panel">
      <div className={styles.head}>
        <h2 id="service-panel-title" className={styles.title}>
          {heading}
        </h2>
        <span className={styles.pill}>服务中</span>
      </div>
      <p className={styles.plan}>{service.planTitle}</p>
      <p className={styles.days}>
        剩余<strong>{service.daysLeft}</strong>天
      </p>
      <div className={styles.meter} aria-hidden="true">
        <span style={{ width: `${Math.round(service.usedShare * 100)}%` }} />
      </div>
      <p className={styles.until} data-testid="service-until">
        服务有效期至 {formatShanghaiLongDate(service.endsAt)}
      </p>
    </section>
  );
}
