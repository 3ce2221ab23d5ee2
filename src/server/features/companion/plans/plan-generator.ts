import type { Subject } from '../../../../contract/catalog.ts';
import type { TaskKind } from '../../../../contract/companion.ts';
import { MASTERED_FROM } from '../mastery/bkt.ts';

/** One knowledge point the plan may cover: its lesson, a practice set, and how well the learner knows it. */
export type PlanItem = {
  knowledgePointId: string;
  title: string;
  subject: Subject;
  lessonId: string;
  lessonMinutes: number;
  practiceMinutes: number;
  /** P(known), 0–1. */
  mastery: number;
};

export type PlacedTask = {
  date: string;
  kind: TaskKind;
  knowledgePointId: string;
  subject: Subject;
  title: string;
  lessonId: string | null;
  minutes: number;
};

export type PlanLayout = { tasks: PlacedTask[]; unplaced: PlanItem[] };

/**
 * Lays the items out over the study days: weakest first (ties keep curriculum order and alternate subjects), each
 * point's lesson on the earliest day with room and its practice on that day or a later one, never more than
 * `minutesPerDay` on a day. A mastered point only gets its practice. What does not fit before the last day is
 * returned as unplaced, whole (never a lesson without its practice). `usedMinutes` counts tasks already on a day.
 */
export function layOutPlan(input: {
  days: readonly string[];
  minutesPerDay: number;
  items: readonly PlanItem[];
  usedMinutes?: ReadonlyMap<string, number>;
}): PlanLayout {
  const room = input.days.map((day) => input.minutesPerDay - (input.usedMinutes?.get(day) ?? 0));
  const tasks: PlacedTask[] = [];
  const unplaced: PlanItem[] = [];
  const firstFit = (minutes: number, from: number) => {
    for (let i = from; i < room.length; i++) if ((room[i] ?? 0) >= minutes) return i;
    return -1;
  };

  for (const item of prioritise(input.items)) {
    const needsLesson = item.mastery < MASTERED_FROM;
    const lessonDay = needsLesson ? firstFit(item.lessonMinutes, 0) : 0;
    if (lessonDay < 0) {
      unplaced.push(item);
      continue;
    }
    if (needsLesson) room[lessonDay] = (room[lessonDay] ?? 0) - item.lessonMinutes;
    const practiceDay = firstFit(item.practiceMinutes, lessonDay);
    if (practiceDay < 0) {
      if (needsLesson) room[lessonDay] = (room[lessonDay] ?? 0) + item.lessonMinutes;
      unplaced.push(item);
      continue;
    }
    room[practiceDay] = (room[practiceDay] ?? 0) - item.practiceMinutes;
    const common = { knowledgePointId: item.knowledgePointId, subject: item.subject };
    if (needsLesson) {
      tasks.push({
        ...common,
        date: input.days[lessonDay] ?? '',
        kind: 'lesson',
        title: `学习：${item.title}`,
        lessonId: item.lessonId,
        minutes: item.lessonMinutes,
      });
    }
    tasks.push({
      ...common,
      date: input.days[practiceDay] ?? '',
      kind: 'practice',
      title: `练习：${item.title}`,
      lessonId: null,
      minutes: item.practiceMinutes,
    });
  }
  return { tasks, unplaced };
}

/** Weakest first; equal mastery keeps each subject's curriculum order and takes the subjects in turn. */
export function prioritise(items: readonly PlanItem[]): PlanItem[] {
  const rankInSubject = new Map<string, number>();
  const seen = new Map<Subject, number>();
  for (const item of items) {
    const rank = seen.get(item.subject) ?? 0;
    rankInSubject.set(item.knowledgePointId, rank);
    seen.set(item.subject, rank + 1);
  }
  return [...items].sort(
    (a, b) =>
      roundMastery(a.mastery) - roundMastery(b.mastery) ||
      (rankInSubject.get(a.knowledgePointId) ?? 0) - (rankInSubject.get(b.knowledgePointId) ?? 0),
  );
}

/** Mastery compared at two decimals: 0.3001 and 0.3 are the same for ordering. */
const roundMastery = (mastery: number) => Math.round(mastery * 100);
