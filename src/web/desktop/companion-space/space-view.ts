import type { CompanionPaths } from '../../components/companion/companion-paths.tsx';
import { DATE_KEY } from '../../components/companion/calendar-day.ts';

/**
 * Where the learner is inside the space. The space keeps its one route (/pad-xuesheng, /nuc-xuesheng) and names
 * the view in the query, so a reload, the back button and the shared components' links all land on the same view.
 */
export type SpaceView =
  | { kind: 'today' }
  | { kind: 'plan' }
  | { kind: 'reminders' }
  | { kind: 'library' }
  /** `fromLibrary`: opened from 课本同步 (the rail shows it there, back leads there). */
  | { kind: 'lesson'; lessonId: string; taskId: string | null; fromLibrary?: true }
  | { kind: 'practice' }
  | { kind: 'set'; setId: string }
  | { kind: 'report'; week: string | null }
  | { kind: 'tutor'; exerciseId: string | null };

/** The five places of the rail; every view belongs to one of them. */
export type SpaceSection = 'today' | 'library' | 'practice' | 'report' | 'tutor';

export function parseSpaceView(params: URLSearchParams): SpaceView {
  const id = (name: string) => params.get(name) || null;
  switch (params.get('view')) {
    case 'plan':
      return { kind: 'plan' };
    case 'reminders':
      return { kind: 'reminders' };
    case 'library':
      return { kind: 'library' };
    case 'lesson': {
      const lessonId = id('lesson');
      if (!lessonId) return { kind: 'today' };
      const lesson = { kind: 'lesson', lessonId, taskId: id('task') } as const;
      return params.get('from') === 'library' ? { ...lesson, fromLibrary: true } : lesson;
    }
    case 'practice':
      return { kind: 'practice' };
    case 'set': {
      const setId = id('set');
      return setId ? { kind: 'set', setId } : { kind: 'practice' };
    }
    case 'report': {
      const week = params.get('week');
      return { kind: 'report', week: week && DATE_KEY.test(week) ? week : null };
    }
    case 'tutor':
      return { kind: 'tutor', exerciseId: id('exercise') };
    default:
      return { kind: 'today' };
  }
}

/**
 * The rail place a view is shown under: a plan's lesson under 今日, one opened from 课本同步 there, one opened from a
 * weak point under 练习.
 */
export function sectionOf(view: SpaceView): SpaceSection {
  switch (view.kind) {
    case 'today':
    case 'plan':
    case 'reminders':
      return 'today';
    case 'library':
      return 'library';
    case 'lesson':
      return view.taskId ? 'today' : view.fromLibrary ? 'library' : 'practice';
    case 'practice':
    case 'set':
      return 'practice';
    case 'report':
      return 'report';
    case 'tutor':
      return 'tutor';
  }
}

export type SpacePaths = CompanionPaths & {
  practiceHub: string;
  /** 课本同步; its lessons open with `libraryLesson`, so the rail and the back button lead back to it. */
  library: string;
  libraryLesson: (lessonId: string) => string;
  /** The weekly report of the week starting on `monday`; without it, the last 30 days. */
  report: (monday?: string) => string;
  /** The same view without its one-time `exercise` request (asked once, never again on reload). */
  tutorPlain: string;
};

/** The space's links for one learner; `learnerId` is set for a parent's child (the space then shows that child). */
export function spacePaths(basePath: string, learnerId: string | null): SpacePaths {
  const to = (params: Record<string, string | undefined>) => {
    const query = new URLSearchParams();
    if (learnerId) query.set('learner', learnerId);
    for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
    const text = query.toString();
    return text ? `${basePath}?${text}` : basePath;
  };
  return {
    study: to({}),
    plan: to({ view: 'plan' }),
    progress: to({ view: 'report' }),
    notifications: to({ view: 'reminders' }),
    lesson: (lessonId, taskId) => to({ view: 'lesson', lesson: lessonId, task: taskId }),
    practice: (setId) => to({ view: 'set', set: setId }),
    tutor: (exerciseId) => to({ view: 'tutor', exercise: exerciseId }),
    // Buying happens on the phone: the space's cards show the QR code once the service has ended.
    buy: basePath,
    practiceHub: to({ view: 'practice' }),
    library: to({ view: 'library' }),
    libraryLesson: (lessonId) => to({ view: 'lesson', lesson: lessonId, from: 'library' }),
    report: (monday) => to({ view: 'report', week: monday }),
    tutorPlain: to({ view: 'tutor' }),
  };
}
