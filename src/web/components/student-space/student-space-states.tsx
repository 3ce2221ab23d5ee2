import { ApiError } from '../../api/client.ts';
import { RoleChoice } from '../login/role-choice.tsx';
import { phoneLearnersUrl } from './learner-spaces.ts';
import { StudentSpaceQr } from './student-space-qr.tsx';
import styles from './student-space-states.module.css';
import qr from './student-space-qr.module.css';
import layout from './student-space.module.css';

/** Two card shapes while the account and its services load: the page does not jump when they arrive. */
export function StudentSpaceSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="正在加载服务状态">
      <span className={styles.skeletonTitle} />
      <div className={layout.cards}>
        <span className={styles.skeletonCard} />
        <span className={styles.skeletonCard} />
      </div>
    </div>
  );
}

export function StudentSpaceError({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  return (
    <section className={styles.notice} role="alert" aria-labelledby="space-error-title">
      <h1 id="space-error-title" className={styles.title}>
        服务状态加载失败
      </h1>
      <p className={layout.lead}>{error instanceof ApiError ? error.message : '网络连接失败，请检查网络后重试'}</p>
      <button type="button" className={layout.primaryButton} onClick={onRetry} disabled={retrying}>
        {retrying ? '正在重试…' : '重试'}
      </button>
    </section>
  );
}

/** A parent without a child yet: children are added on the phone, so point there. */
export function StudentSpaceNoChild({ origin }: { origin: string }) {
  return (
    <section className={styles.notice} aria-labelledby="space-no-child-title">
      <h1 id="space-no-child-title" className={styles.title}>
        还没有添加孩子
      </h1>
      <p className={layout.lead}>在手机上打开AI伴学，进入「我的」添加孩子后，孩子的服务状态就会显示在这里。</p>
      <StudentSpaceQr url={phoneLearnersUrl(origin)} label="AI伴学「我的」页面二维码，用手机扫码添加孩子" title="扫码添加孩子">
        <p className={qr.note}>用手机微信或浏览器扫码，在手机上添加</p>
        <p className={layout.muted}>添加后，这里会自动更新</p>
      </StudentSpaceQr>
    </section>
  );
}

/** An account that left the login before choosing student or parent chooses here. */
export function StudentSpaceRoleChoice() {
  return (
    <section className={styles.notice} aria-labelledby="space-role-title">
      <h1 id="space-role-title" className={styles.title}>
        完善身份信息
      </h1>
      <p className={layout.lead}>选择身份后，就能在这里查看AI伴学服务。</p>
      <div className={styles.roleChoice}>
        <RoleChoice />
      </div>
    </section>
  );
}
