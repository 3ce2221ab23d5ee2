import type { Learner } from '../../../contract/accounts.ts';
import type { ServicePeriod } from '../../../contract/catalog.ts';

/**
 * Whose companion the screens show: the learner chosen before (while still one of the account's), else the first
 * with a running service, else the first. Null for an account without learners (a parent who added no child yet).
 */
export function pickCompanionLearner(learners: Learner[], services: ServicePeriod[], chosenId: string | null): Learner | null {
  const chosen = learners.find((learner) => learner.id === chosenId);
  if (chosen) return chosen;
  const active = new Set(services.filter((service) => service.active).map((service) => service.learnerId));
  return learners.find((learner) => active.has(learner.id)) ?? learners[0] ?? null;
}

/** Learners with a running service, by id. */
export const activeLearnerIds = (services: ServicePeriod[]): Set<string> =>
  new Set(services.filter((service) => service.active).map((service) => service.learnerId));
