import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Me } from '../../../contract/accounts.ts';
import { type ActiveLearnerSpace, companionSpace, type LearnerSpace } from './learner-spaces.ts';
import { StudentSpaceCard } from './student-space-card.tsx';
import { StudentSpaceHeader } from './student-space-header.tsx';
import { StudentSpaceSteps } from './student-space-steps.tsx';
import { StudentSpaceError, StudentSpaceNoChild, StudentSpaceRoleChoice, StudentSpaceSkeleton } from './student-space-states.tsx';
import { useLearnerSpaces } from './use-learner-spaces.ts';
import styles from './student-space.module.css';

type Props = {
  /** `pad`: a pad held at arm's length; `nuc`: a classroom screen read from the desks, touched standing. */
  variant: 'pad' | 'nuc';
  loginPath: string;
  homePath?: string;
  /** The phone route set may also open the purchase page on this very device. */
  purchaseHere?: boolean;
  /**
   * The companion of a learner whose service runs. With it, such a learner's space is the companion itself and a
   * parent's cards lead into each child's; without it, the space shows the service cards only.
   */
  companion?: (entry: CompanionEntry) => ReactNode;
};

export type CompanionEntry = {
  space: ActiveLearnerSpace;
  /** Back to all of the account's learners (a parent with several), or null when this is the only one. */
  overviewPath: string | null;
};

/** The link that opens a learner's companion (`?learner=`), and the overview without it. */
const LEARNER_PARAM = 'learner';

/** The student's space: each learner's service and plan; without one, a QR code to buy it on the phone. */
export function StudentSpace({ variant, loginPath, homePath, purchaseHere = false, companion }: Props) {
  const { me, spaces, error, retry, isRetrying } = useLearnerSpaces();
  const { pathname, search } = useLocation();
  const origin = window.location.origin;
  const entered = companion && spaces ? companionSpace(spaces, new URLSearchParams(search).get(LEARNER_PARAM)) : null;

  if (companion && entered && spaces) {
    return (
      <div className={`${styles.space} ${styles[variant]} ${styles.companionSpace}`} data-testid="student-space" data-mode="companion">
        <StudentSpaceHeader me={me} loginPath={loginPath} homePath={homePath} />
        <main className={styles.companionMain}>{companion({ space: entered, overviewPath: spaces.length > 1 ? pathname : null })}</main>
      </div>
    );
  }
  const enterPath = (space: LearnerSpace) =>
    companion && space.status === 'active'
      ? `${pathname}?${new URLSearchParams({ [LEARNER_PARAM]: space.learnerId }).toString()}`
      : undefined;

  let content;
  if (error) content = <StudentSpaceError error={error} onRetry={retry} retrying={isRetrying} />;
  else if (!me || !spaces) content = <StudentSpaceSkeleton />;
  else if (me.role === null && spaces.length === 0) content = <StudentSpaceRoleChoice />;
  else if (spaces.length === 0) content = <StudentSpaceNoChild origin={origin} />;
  else {
    content = (
      <>
        <Greeting me={me} spaces={spaces} />
        <div className={styles.cards}>
          {spaces.map((space) => (
            <StudentSpaceCard key={space.learnerId} space={space} origin={origin} purchaseHere={purchaseHere} enterTo={enterPath(space)} />
          ))}
        </div>
        {spaces.some((space) => space.status !== 'active') && <StudentSpaceSteps />}
      </>
    );
  }

  return (
    <div className={`${styles.space} ${styles[variant]}`} data-testid="student-space">
      <StudentSpaceHeader me={me} loginPath={loginPath} homePath={homePath} />
      <main className={styles.main} data-learners={spaces?.length === 1 ? 1 : undefined}>
        {content}
      </main>
    </div>
  );
}

function Greeting({ me, spaces }: { me: Me; spaces: LearnerSpace[] }) {
  const self = spaces.find((space) => space.isSelf);
  const isParent = me.role === 'parent' || !self;
  return (
    <div className={styles.greeting}>
      <h1 className={styles.title}>{isParent ? '您好，家长' : `你好，${self.name}`}</h1>
      <p className={styles.subtitle}>{isParent ? `${spaces.length > 1 ? '孩子们' : '孩子'}的AI伴学服务一览` : '这是你的AI伴学服务'}</p>
    </div>
  );
}
