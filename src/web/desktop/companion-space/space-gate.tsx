import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ApiError } from '../../api/client.ts';
import { isGradeRequired, isServiceNotActive } from '../../api/companion/companion-query.ts';
import { meQueryKey } from '../../api/me/get-me.ts';
import { CompanionError, CompanionLoading, ServiceInactive } from '../../components/companion/companion-states.tsx';
import { GradeRequired } from '../../components/companion/grade-required.tsx';
import { phonePurchaseUrl } from '../../components/student-space/learner-spaces.ts';
import { StudentSpaceQr } from '../../components/student-space/student-space-qr.tsx';
import { useSpace } from './space-context.tsx';

type Query<T> = { data: T | undefined; error: unknown; isError: boolean; isRefetching: boolean; refetch: () => Promise<unknown> };

export const messageOf = (error: unknown, fallback: string): string => (error instanceof ApiError ? error.message : fallback);

/** A companion query's data, or what stands in for it: loading, a service that has ended, no grade yet, an error to retry. */
export function SpaceGate<T>({ query, children }: { query: Query<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    if (isServiceNotActive(query.error)) return <ServiceEnded />;
    if (isGradeRequired(query.error)) return <SpaceGradeRequired />;
    return (
      <CompanionError
        message={messageOf(query.error, '请检查网络后重试')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return <CompanionLoading />;
}

function SpaceGradeRequired() {
  return <GradeRequired learner={useSpace().learner} />;
}

/** The service ran out while the space was open: the way to renew is the phone, as on the space's cards. */
function ServiceEnded() {
  const { learner } = useSpace();
  const queryClient = useQueryClient();
  // The space's cards read the services again and turn into the renewal card.
  useEffect(() => void queryClient.invalidateQueries({ queryKey: meQueryKey }), [queryClient]);
  return (
    <ServiceInactive
      learnerName={learner.isSelf ? undefined : learner.name}
      action={
        <StudentSpaceQr
          url={phonePurchaseUrl(window.location.origin, learner.id)}
          label="AI伴学服务续费二维码，用手机扫码购买"
          title="扫码续费"
        >
          <p>用手机微信或浏览器扫码，在手机上完成支付</p>
        </StudentSpaceQr>
      }
    />
  );
}
