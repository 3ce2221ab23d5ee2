import { ApiError } from '../client.ts';

/** Every companion query of one learner sits under `companionKeys.learner(id)`, so one invalidation refreshes them all. */
export const companionKeys = {
  all: ['companion'] as const,
  learner: (learnerId: string) => ['companion', 'learner', learnerId] as const,
  today: (learnerId: string) => ['companion', 'learner', learnerId, 'today'] as const,
  plan: (learnerId: string, from?: string, to?: string) => ['companion', 'learner', learnerId, 'plan', from ?? '', to ?? ''] as const,
  progress: (learnerId: string, from?: string, to?: string) =>
    ['companion', 'learner', learnerId, 'progress', from ?? '', to ?? ''] as const,
  weeklyReport: (learnerId: string, week: string) => ['companion', 'learner', learnerId, 'weekly', week] as const,
  chat: (learnerId: string) => ['companion', 'learner', learnerId, 'chat'] as const,
  lesson: (lessonId: string) => ['companion', 'lesson', lessonId] as const,
  practice: (setId: string) => ['companion', 'practice', setId] as const,
};

export const isServiceNotActive = (error: unknown): boolean => error instanceof ApiError && error.code === 'SERVICE_NOT_ACTIVE';

/** The learner has no grade yet (400 LEARNER_GRADE_REQUIRED): plans, practice and the tutor are made for a grade. */
export const isGradeRequired = (error: unknown): boolean => error instanceof ApiError && error.code === 'LEARNER_GRADE_REQUIRED';
