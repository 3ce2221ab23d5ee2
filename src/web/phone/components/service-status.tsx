import { Button } from 'antd-mobile';
import { Link } from 'react-router';
import { useServices } from '../../api/catalog/get-services.ts';
import { formatShanghaiDate } from '../../components/shanghai-time.ts';
import { useIsLoggedIn } from '../../stores/session.ts';
import styles from './service-status.module.css';

/** The current learner's service at a glance: "服务中，至 2027-03-01" or "未开通" (or why it could not be read). */
export function ServiceStatus() {
  const isLoggedIn = useIsLoggedIn();
  const services = useServices();

  if (!isLoggedIn) {
    return (
      <Link to="/mobile/login?redirect=%2Fmobile%2Fstudent%2Fhome" className={styles.card}>
        <span className={styles.label}>我的服务</span>
        <span className={styles.value}>登录后查看服务状态 ›</span>
      </Link>
    );
  }
  if (services.isPending) return <div className={styles.card} aria-busy="true" />;
  // Not knowing is not the same as 未开通: say it failed and offer to ask again.
  if (services.isError && !services.data) {
    return (
      <div className={styles.card} data-testid="service-status">
        <span className={styles.label}>我的服务</span>
        <span className={styles.failed} role="alert">
          服务状态加载失败
          <Button size="mini" fill="none" color="primary" loading={services.isFetching} onClick={() => void services.refetch()}>
            重试
          </Button>
        </span>
      </div>
    );
  }
  const list = services.data?.services ?? [];
  return (
    <div className={styles.card} data-testid="service-status">
      <span className={styles.label}>我的服务</span>
      {list.length === 0 ? (
        <span className={styles.inactive}>未开通</span>
      ) : (
        <ul className={styles.list}>
          {list.map((service) => (
            <li key={service.learnerId}>
              {list.length > 1 && <span className={styles.learner}>{service.learnerName}</span>}
              {service.active ? (
                <span className={styles.active}>服务中，至 {formatShanghaiDate(service.endsAt)}</span>
              ) : (
                <span className={styles.inactive}>已到期（{formatShanghaiDate(service.endsAt)}）</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
