import { Skeleton } from 'antd-mobile';
import styles from './checkout.module.css';

export function CheckoutSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" aria-label="加载中">
      <div className={styles.skeleton}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
      <div className={styles.skeleton}>
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    </div>
  );
}
