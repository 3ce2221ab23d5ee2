import { Link } from 'react-router';
import { useServices } from '../../api/catalog/get-services.ts';
import { formatShanghaiLongDate } from '../../components/shanghai-time.ts';
import styles from './service-periods.module.css';

/** 我的服务 on mine: each learner's service period, active or ended. */
export function ServicePeriods() {
  const services = useServices();
  const list = services.data?.services ?? [];

  return (
    <section className={styles.section} aria-labelledby="services-title">
      <h2 id="services-title" className={styles.title}>
        我的服务
      </h2>
      {services.isPending ? (
        <div className={styles.placeholder} aria-busy="true" />
      ) : list.length === 0 ? (
        <p className={styles.empty}>
          还没有开通AI伴学服务。<Link to="/mobile/student/home">去看看服务方案 ›</Link>
        </p>
      ) : (
        <ul className={styles.list}>
          {list.map((service) => (
            <li key={service.learnerId} className={styles.item} data-testid="service-period">
              <div className={styles.head}>
                <strong>{service.learnerName}</strong>
                <span className={service.active ? styles.active : styles.ended}>{service.active ? '服务中' : '已到期'}</span>
              </div>
              <p className={styles.plan}>{service.planTitle}</p>
              <p className={styles.until}>服务有效期至 {formatShanghaiLongDate(service.endsAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
