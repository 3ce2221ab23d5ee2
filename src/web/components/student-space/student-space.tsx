import type { Me } from '../../../contract/accounts.ts';
import type { LearnerSpace } from './learner-spaces.ts';
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
};

/** The student's space: each learner's service and plan; without one, a QR code to buy it on the phone. */
export function StudentSpace({ variant, loginPath, homePath, purchaseHere = false }: Props) {
  const { me, spaces, error, retry, isRetrying } = useLearnerSpaces();
  const origin = window.location.origin;

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
            <StudentSpaceCard key={space.learnerId} space={space} origin={origin} purchaseHere={purchaseHere} />
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
