import { useServices } from '../../api/catalog/get-services.ts';
import { useMe } from '../../api/me/get-me.ts';
import { sharedDataStore } from '../../stores/session.ts';
import { activeLearnerIds, pickCompanionLearner } from './companion-learner.ts';

const CHOSEN_KEY = 'companionLearnerId';

/**
 * The learner whose companion is on screen, and the switch between a parent's children. The choice is cross-page
 * view data, so it lives in sharedData and follows the parent from 今日学习 to the lesson and the tutor.
 */
export function useCompanionLearner() {
  const me = useMe();
  const services = useServices();
  const chosenId = sharedDataStore.useSelect((data) => {
    const value = data?.[CHOSEN_KEY];
    return typeof value === 'string' ? value : null;
  });

  const learners = me.data?.learners ?? [];
  const learner = pickCompanionLearner(learners, services.data?.services ?? [], chosenId);

  return {
    me: me.data,
    learners,
    learner,
    /** Learners with a running service (the switch marks the others). */
    activeIds: activeLearnerIds(services.data?.services ?? []),
    /** The account and its services are still on their way: who is learning is not known yet. */
    isLoading: !me.data || (services.isPending && services.fetchStatus !== 'idle'),
    error: me.isError && !me.data ? me.error : null,
    chooseLearner: (learnerId: string) => sharedDataStore.set({ ...sharedDataStore.get(), [CHOSEN_KEY]: learnerId }),
  };
}
