import type { Grade, Learner } from '../../../contract/accounts.ts';
import type { ServicePeriod } from '../../../contract/catalog.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `grade`: null when the learner has none yet, undefined when the account here does not know the learner yet. */
type Who = { learnerId: string; name: string; isSelf: boolean; grade?: Grade | null };

/** One learner as the student space shows it: serving now, ended, or never bought. */
export type LearnerSpace =
  | (Who & { status: 'active'; planId: string; planTitle: string; endsAt: string; daysLeft: number; usedShare: number })
  | (Who & { status: 'expired'; planTitle: string; endsAt: string })
  | (Who & { status: 'none' });

/** Whole days left until `endsAt`, counting a started day as one (an active service never shows 0). */
export function daysLeft(endsAt: string, now: number): number {
  return Math.max(1, Math.ceil((Date.parse(endsAt) - now) / DAY_MS));
}

function usedShare(service: ServicePeriod, now: number): number {
  const start = Date.parse(service.startsAt);
  const length = Date.parse(service.endsAt) - start;
  return length > 0 ? Math.min(1, Math.max(0, (now - start) / length)) : 1;
}

function spaceOf(who: Who, service: ServicePeriod | undefined, now: number): LearnerSpace {
  if (!service) return { ...who, status: 'none' };
  const { planId, planTitle, endsAt } = service;
  if (!service.active) return { ...who, status: 'expired', planTitle, endsAt };
  return { ...who, status: 'active', planId, planTitle, endsAt, daysLeft: daysLeft(endsAt, now), usedShare: usedShare(service, now) };
}

/**
 * Every learner of the account with their service, in the account's order. GET /api/me/services lists only the
 * learners that have a period; a learner it does not list has never bought one.
 */
export function learnerSpaces(learners: Learner[], services: ServicePeriod[], now: number): LearnerSpace[] {
  const byLearner = new Map(services.map((service) => [service.learnerId, service]));
  const known = new Set(learners.map((learner) => learner.id));
  const fromAccount = learners.map((learner) =>
    spaceOf({ learnerId: learner.id, name: learner.name, isSelf: learner.isSelf, grade: learner.grade }, byLearner.get(learner.id), now),
  );
  // A period of a learner the cached account does not know yet (added on the phone a moment ago) still shows.
  const newer = services
    .filter((service) => !known.has(service.learnerId))
    .map((service) => spaceOf({ learnerId: service.learnerId, name: service.learnerName, isSelf: false }, service, now));
  return [...fromAccount, ...newer];
}

export type ActiveLearnerSpace = Extract<LearnerSpace, { status: 'active' }>;

/**
 * Whose companion the space opens, if any: the learner asked for by the link (`?learner=`) while their service runs,
 * or the only learner of the account when theirs runs. Otherwise the space shows the service cards, where a learner
 * without a service gets the QR code to buy and a parent picks a child.
 */
export function companionSpace(spaces: LearnerSpace[], requestedId: string | null): ActiveLearnerSpace | null {
  const space =
    requestedId === null ? (spaces.length === 1 ? spaces[0] : undefined) : spaces.find((item) => item.learnerId === requestedId);
  return space?.status === 'active' ? space : null;
}

/** Where a phone continues to buy the service for this learner (the phone's student home, learner preselected). */
export function phonePurchaseUrl(origin: string, learnerId: string): string {
  return `${origin}/mobile/student/home?learnerId=${encodeURIComponent(learnerId)}`;
}

/** Where a parent adds a child on the phone. */
export const phoneLearnersUrl = (origin: string): string => `${origin}/mobile/student/mine`;
