import { Link } from 'react-router';
import { usePlan } from '../../api/catalog/get-plan.ts';
import { formatShanghaiLongDate } from '../shanghai-time.ts';
import { type LearnerSpace, phonePurchaseUrl } from './learner-spaces.ts';
import { StudentSpaceQr } from './student-space-qr.tsx';
import styles from './student-space-card.module.css';
import qr from './student-space-qr.module.css';
import layout from './student-space.module.css';

const STATUS_TEXT = { active: '服务中', expired: '已到期', none: '未开通' } as const;

type Props = {
  space: LearnerSpace;
  origin: string;
  purchaseHere: boolean;
  /** Where the learner's companion opens, when this space has one (a parent picks the child here). */
  enterTo?: string;
};

/** One learner's service: plan, end date and days left while it runs; otherwise a QR code to buy on the phone. */
export function StudentSpaceCard({ space, origin, purchaseHere, enterTo }: Props) {
  const headingId = `learner-${space.learnerId}`;
  const heading = space.isSelf ? '我的AI伴学服务' : space.name;
  return (
    <section className={styles.card} data-status={space.status} aria-labelledby={headingId} data-testid="learner-space">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {heading}
        </h2>
        <span className={styles.pill} data-status={space.status}>
          {STATUS_TEXT[space.status]}
        </span>
      </div>
      {space.status === 'active' ? (
        <ActiveService space={space} enterTo={enterTo} />
      ) : (
        <NoActiveService space={space} origin={origin} purchaseHere={purchaseHere} />
      )}
    </section>
  );
}

function ActiveService({ space, enterTo }: { space: Extract<LearnerSpace, { status: 'active' }>; enterTo?: string }) {
  return (
    <>
      <p className={styles.plan}>{space.planTitle}</p>
      <div className={styles.period}>
        <p className={styles.days}>
          剩余<strong>{space.daysLeft}</strong>天
        </p>
        <p className={styles.until} data-testid="service-until">
          服务有效期至 {formatShanghaiLongDate(space.endsAt)}
        </p>
      </div>
      <div className={styles.meter} aria-hidden="true">
        <span style={{ width: `${Math.round(space.usedShare * 100)}%` }} />
      </div>
      {/* With the companion here, what the plan includes is what the learner's space shows: the card leads into it. */}
      {enterTo ? (
        <Link to={enterTo} className={`${layout.primaryButton} ${styles.enter}`}>
          {space.isSelf ? '进入我的学习空间' : `进入${space.name}的学习空间`}
        </Link>
      ) : (
        <PlanInclusions planId={space.planId} />
      )}
    </>
  );
}

/** What the plan includes, as the catalog says; the list keeps its room while it loads. */
function PlanInclusions({ planId }: { planId: string }) {
  const plan = usePlan(planId);
  if (plan.isError) return null;
  return (
    <div className={styles.inclusions} aria-busy={plan.isPending}>
      <p className={styles.inclusionsTitle}>服务包含</p>
      <ul className={styles.inclusionList}>
        {plan.data?.inclusions.map((inclusion) => (
          <li key={inclusion}>{inclusion}</li>
        ))}
      </ul>
    </div>
  );
}

type NoActiveProps = Omit<Props, 'space'> & { space: Exclude<LearnerSpace, { status: 'active' }> };

function NoActiveService({ space, origin, purchaseHere }: NoActiveProps) {
  const url = phonePurchaseUrl(origin, space.learnerId);
  const path = url.slice(origin.length);
  const who = space.isSelf ? '' : space.name;
  return (
    <>
      {space.status === 'expired' ? (
        <>
          <p className={styles.plan}>{space.planTitle}</p>
          <p className={styles.until} data-testid="service-until">
            服务已于 {formatShanghaiLongDate(space.endsAt)} 到期
          </p>
        </>
      ) : (
        <p className={layout.lead}>{space.isSelf ? '你' : '孩子'}还没有开通AI伴学服务。</p>
      )}
      <StudentSpaceQr
        url={url}
        label={`${who}AI伴学服务购买二维码，用手机扫码购买`}
        title={space.status === 'expired' ? '扫码续费' : '扫码开通'}
        openHere={purchaseHere ? { to: path, text: '在本机打开购买页 ›' } : undefined}
      >
        <p className={qr.note}>扫码在手机上购买，支付在手机上完成</p>
      </StudentSpaceQr>
    </>
  );
}
