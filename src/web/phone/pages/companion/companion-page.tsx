import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Learner } from '../../../../contract/accounts.ts';
import { ApiError } from '../../../api/client.ts';
import { isGradeRequired, isServiceNotActive } from '../../../api/companion/companion-query.ts';
import { CompanionPathsProvider } from '../../../components/companion/companion-paths.tsx';
import { CompanionEmpty, CompanionError, CompanionLoading, ServiceInactive } from '../../../components/companion/companion-states.tsx';
import { GradeRequired } from '../../../components/companion/grade-required.tsx';
import { LearnerSwitcher } from '../../../components/companion/learner-switcher.tsx';
import { useCompanionLearner } from '../../../components/companion/use-companion-learner.ts';
import { phoneCompanionPaths } from './phone-companion-paths.ts';
import styles from './companion-page.module.css';

type Props = {
  /** A parent with several children picks whose study to see (today, reports). */
  withSwitcher?: boolean;
  /** The screen for the learner whose companion is on show. */
  children: (learner: Learner) => ReactNode;
  /** A page that fills the screen itself (the tutor's chat) goes without the side padding. */
  flush?: boolean;
};

/** Every companion screen on the phone: the site's paths for the shared components, and who is learning. */
export function CompanionPage({ withSwitcher = false, children, flush = false }: Props) {
  const companion = useCompanionLearner();
  const navigate = useNavigate();

  let content: ReactNode;
  if (companion.error) content = <CompanionError message={errorMessage(companion.error)} onRetry={() => window.location.reload()} />;
  else if (companion.isLoading) content = <CompanionLoading />;
  else if (!companion.learner) {
    content =
      companion.me?.role === 'parent' ? (
        <CompanionEmpty
          title="还没有添加孩子"
          description="添加孩子并开通AI伴学服务后，就能为孩子制定学习计划、查看学习报告。"
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate('/mobile/student/mine')}>
              去添加孩子
            </Button>
          }
        />
      ) : (
        <CompanionEmpty
          title="先完善一下你的信息"
          description="选择身份并填写年级后，就可以开通AI伴学服务。"
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate('/mobile/student/mine')}>
              去完善信息
            </Button>
          }
        />
      );
  } else {
    content = (
      <>
        {withSwitcher && companion.learners.length > 1 && (
          <LearnerSwitcher
            learners={companion.learners}
            selectedId={companion.learner.id}
            activeIds={companion.activeIds}
            onChange={companion.chooseLearner}
          />
        )}
        <div className={flush ? styles.flush : styles.body} key={companion.learner.id}>
          {/* Plans, practice and the tutor are made for a grade: a learner without one chooses it first. */}
          {companion.learner.grade === null ? <GradeRequired learner={companion.learner} /> : children(companion.learner)}
        </div>
      </>
    );
  }

  return (
    <CompanionPathsProvider paths={phoneCompanionPaths}>
      <div className={flush ? styles.fullPage : styles.page}>{content}</div>
    </CompanionPathsProvider>
  );
}

function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : '请检查网络后重试';
}

/** A learner without a running service: what they would get, and the way to buy it. */
export function PhoneServiceInactive({ learner }: { learner: Learner }) {
  const navigate = useNavigate();
  return (
    <ServiceInactive
      learnerName={learner.isSelf ? undefined : learner.name}
      action={
        <Button color="primary" shape="rounded" size="large" className={styles.buy} onClick={() => navigate(phoneCompanionPaths.buy)}>
          去开通服务
        </Button>
      }
    />
  );
}

type GateProps<T> = {
  query: { data: T | undefined; error: unknown; isError: boolean; isRefetching: boolean; refetch: () => Promise<unknown> };
  learner: Learner;
  children: (data: T) => ReactNode;
};

/** A companion query's data, or what stands in for it: loading, no service, no grade yet, an error to retry. */
export function QueryGate<T>({ query, learner, children }: GateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    if (isServiceNotActive(query.error)) return <PhoneServiceInactive learner={learner} />;
    if (isGradeRequired(query.error)) return <GradeRequired learner={learner} />;
    return <CompanionError message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  return <CompanionLoading />;
}
