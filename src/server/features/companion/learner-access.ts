import type { Kysely } from 'kysely';
import type { Grade } from '../../../contract/accounts.ts';
import { gradesByStage, type Stage, stageOfGrade } from '../../../contract/catalog.ts';
import type { Clock } from '../../clock.ts';
import type { SchoolCalendar } from '../../config/companion.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { listLearners } from '../accounts/account.repository.ts';
import { listLearnerServices } from '../catalog/service-period.repository.ts';

export type CompanionLearner = {
  id: string;
  accountId: string;
  name: string;
  grade: Grade;
  stage: Stage;
  /** When the learner's service ends (ms); null when they never bought it. */
  serviceEndsAt: number | null;
};

/** The grades of the learner's stage up to their own: a 初一 learner does not get 初三 points. */
export function gradesUpTo(learner: Pick<CompanionLearner, 'stage' | 'grade'>): string[] {
  const grades = gradesByStage[learner.stage];
  return grades.slice(0, grades.indexOf(learner.grade) + 1);
}

/**
 * Which learner a companion request is about, and whether they may use the service. `learnerId` may be left out
 * when the account has one learner (a student account's own learner, or a parent's only child).
 */
export function createLearnerAccess(db: Kysely<Database>, clock: Clock) {
  async function resolve(accountId: string, learnerId: string | undefined, requireService = false): Promise<CompanionLearner> {
    const learners = await listLearners(db, accountId);
    const learner = learnerId
      ? learners.find((candidate) => candidate.id === learnerId)
      : (learners.find((candidate) => candidate.is_self === 1) ?? (learners.length === 1 ? learners[0] : undefined));
    if (!learner) {
      if (!learnerId && learners.length > 1) throw new AppError(400, 'VALIDATION_FAILED', '请选择是哪位孩子', 'learnerId');
      throw new AppError(404, 'LEARNER_NOT_FOUND', undefined, 'learnerId');
    }
    const period = (await listLearnerServices(db, accountId)).find((service) => service.learnerId === learner.id);
    const endsAt = period ? Number(period.endsAt) : null;
    if (requireService && (endsAt === null || endsAt <= clock.now())) throw new AppError(403, 'SERVICE_NOT_ACTIVE');
    if (!learner.grade) throw new AppError(400, 'LEARNER_GRADE_REQUIRED', undefined, 'learnerId');
    const grade = learner.grade as Grade;
    return {
      id: learner.id,
      accountId,
      name: learner.name,
      grade,
      stage: stageOfGrade(grade),
      serviceEndsAt: endsAt,
    };
  }

  return {
    /** The learner, whatever their service (reports a parent reads after the service ended). */
    resolve: (accountId: string, learnerId: string | undefined) => resolve(accountId, learnerId),
    /** The learner, or 403 SERVICE_NOT_ACTIVE when their service is not running now. */
    resolveActive: (accountId: string, learnerId: string | undefined) => resolve(accountId, learnerId, true),
  };
}

export type LearnerAccess = ReturnType<typeof createLearnerAccess>;

/** What the companion's services take: the database, the clock, the learner access guard and the school calendar. */
export type CompanionDeps = { db: Kysely<Database>; clock: Clock; access: LearnerAccess; calendar: SchoolCalendar };
