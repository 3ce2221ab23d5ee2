import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../api/catalog/get-services.ts';
import { meQueryKey, useMe } from '../../api/me/get-me.ts';
import { learnerSpaces } from './learner-spaces.ts';

/** While a QR code is up the learner may be paying on the phone right now: look again soon. */
const WAITING_REFRESH_MS = 10_000;
/** A classroom screen stays open all day: its day counts and statuses still follow the server. */
const IDLE_REFRESH_MS = 5 * 60_000;

/** The account and each of its learners' services, kept fresh while the space stays on screen. */
export function useLearnerSpaces() {
  const me = useMe();
  const services = useServices();
  const queryClient = useQueryClient();

  // "Now" is when the periods were read, so the day counts agree with the server's `active`.
  const spaces = me.data && services.data ? learnerSpaces(me.data.learners, services.data.services, services.dataUpdatedAt) : undefined;
  const waiting = spaces ? spaces.length === 0 || spaces.some((space) => space.status !== 'active') : false;

  useEffect(() => {
    const timer = window.setInterval(
      // ['me'] covers the account (its learners: a child added on the phone) and ['me', 'services'].
      () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
      waiting ? WAITING_REFRESH_MS : IDLE_REFRESH_MS,
    );
    return () => window.clearInterval(timer);
  }, [queryClient, waiting]);

  const failed = (me.isError && !me.data) || (services.isError && !services.data);
  return {
    me: me.data,
    spaces,
    error: failed ? (me.error ?? services.error) : null,
    retry: () => {
      void me.refetch();
      void services.refetch();
    },
    isRetrying: me.isFetching || services.isFetching,
  };
}
