import type { ExerciseKind } from '../../../../contract/companion.ts';

/**
 * Bayesian Knowledge Tracing (Corbett & Anderson, 1995): the probability that a learner knows a knowledge point,
 * updated after every answer. Parameters (docs/decisions/012-companion-plan-and-mastery.md):
 * - P(L0) = 0.3: prior for a point we have no evidence about;
 * - P(T)  = 0.1: chance of learning the point at each practice opportunity;
 * - P(S)  = 0.1: chance of a slip (knows it, answers wrong);
 * - P(G)  by question kind, the chance of guessing right without knowing: single choice 1/4, true/false 1/2,
 *   multiple choice 0.1 (every right option and no wrong one), fill-in 0.05.
 */
export const bktParameters = {
  initial: 0.3,
  transit: 0.1,
  slip: 0.1,
  guess: { single: 0.25, truefalse: 0.5, multiple: 0.1, fill: 0.05 } satisfies Record<ExerciseKind, number>,
} as const;

/** Below this a point is weak: shown after practice, its lesson goes into the plan. */
export const WEAK_BELOW = 0.6;
/** From this a point is mastered: the plan only practises it. */
export const MASTERED_FROM = 0.95;

/** P(known) after one answer: the posterior given the answer, then the chance of learning from the attempt. */
export function bktUpdate(pKnown: number, correct: boolean, kind: ExerciseKind): number {
  const { slip, transit } = bktParameters;
  const guess = bktParameters.guess[kind];
  const posterior = correct
    ? (pKnown * (1 - slip)) / (pKnown * (1 - slip) + (1 - pKnown) * guess)
    : (pKnown * slip) / (pKnown * slip + (1 - pKnown) * (1 - guess));
  return posterior + (1 - posterior) * transit;
}
