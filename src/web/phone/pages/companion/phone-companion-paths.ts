import type { CompanionPaths } from '../../../components/companion/companion-paths.tsx';

const base = '/mobile/student';

/** The companion's screens in the phone route set. */
export const phoneCompanionPaths: CompanionPaths = {
  study: `${base}/study`,
  plan: `${base}/plan`,
  progress: `${base}/progress`,
  notifications: `${base}/notifications`,
  lesson: (lessonId, taskId) => `${base}/lesson/${encodeURIComponent(lessonId)}${taskId ? `?taskId=${encodeURIComponent(taskId)}` : ''}`,
  practice: (setId) => `${base}/practice/${encodeURIComponent(setId)}`,
  tutor: (exerciseId) => `${base}/tutor${exerciseId ? `?exerciseId=${encodeURIComponent(exerciseId)}` : ''}`,
  buy: `${base}/home`,
};
