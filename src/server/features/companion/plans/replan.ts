import type { TaskKind } from '../../../../contract/companion.ts';
import { REVIEW_MIN } from './plan-generator.ts';

/** A task of the plan as re-planning sees it. */
export type ReplanTask = {
  id: string;
  date: string;
  kind: TaskKind;
  /** 'review' tasks are practice that fills a day: they make way for work that must move. */
  origin: string;
  knowledgePointId: string;
  minutes: number;
  done: boolean;
};

export type Replan = {
  moves: { id: string; date: string }[];
  /** Review tasks shortened to make room. */
  shortened: { id: string; minutes: number }[];
  /** Review tasks of the days ahead removed to make way. */
  removed: string[];
  /** Tasks that fit on no study day before the deadline: removed and their points reported on the plan. */
  unplaced: ReplanTask[];
};

/**
 * Moves the unfinished tasks of days before `today` to the study days from today on, in their order: each to the
 * first day whose other work leaves it room (review planned for that day is shortened or removed to make it), a
 * practice never before its point's lesson — a lesson that moves past its practice takes the practice along. No day
 * goes over `minutesPerDay` and nothing is dropped: what fits nowhere is returned as unplaced, so the plan reports it.
 */
export function replanTasks(input: {
  today: string;
  days: readonly string[];
  minutesPerDay: number;
  tasks: readonly ReplanTask[];
}): Replan {
  const { today, days, minutesPerDay } = input;
  const result: Replan = { moves: [], shortened: [], removed: [], unplaced: [] };
  const dateOf = new Map(input.tasks.map((task) => [task.id, task.date]));
  const minutesOf = new Map(input.tasks.map((task) => [task.id, task.minutes]));
  const todo = input.tasks.filter((task) => !task.done);
  const onDay = (day: string) => input.tasks.filter((task) => dateOf.get(task.id) === day && !result.removed.includes(task.id));
  const isReview = (task: ReplanTask) => task.origin === 'review';
  const moved = new Set<string>();
  /** A review of the days ahead still to do: what may make way (never one that is itself being moved). */
  const flexible = (task: ReplanTask) => isReview(task) && !task.done && task.date >= today && !moved.has(task.id);
  const lessonDay = (pointId: string) => {
    const lesson = todo.find((task) => task.kind === 'lesson' && task.knowledgePointId === pointId && !result.unplaced.includes(task));
    return lesson ? dateOf.get(lesson.id) : undefined;
  };

  const work = todo.filter((task) => task.date < today).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const queue = [...work];
  while (queue.length > 0) {
    const task = queue.shift() as ReplanTask;
    const earliest = task.kind === 'practice' ? [today, lessonDay(task.knowledgePointId) ?? today].sort().at(-1)! : today;
    const fixed = (day: string) =>
      onDay(day)
        .filter((other) => !flexible(other) && other.id !== task.id)
        .reduce((sum, other) => sum + (minutesOf.get(other.id) ?? 0), 0);
    const day = days.find((candidate) => candidate >= earliest && fixed(candidate) + task.minutes <= minutesPerDay);
    if (!day) {
      result.unplaced.push(task);
      continue;
    }
    makeRoom(onDay(day).filter(flexible), minutesPerDay - fixed(day) - task.minutes);
    dateOf.set(task.id, day);
    moved.add(task.id);
    result.moves.push({ id: task.id, date: day });
    if (task.kind === 'lesson') {
      // Its practice, planned before the day the lesson now has, follows it.
      for (const practice of todo) {
        const date = dateOf.get(practice.id) ?? '';
        if (
          practice.kind === 'practice' &&
          !isReview(practice) &&
          practice.knowledgePointId === task.knowledgePointId &&
          date >= today &&
          date < day
        ) {
          if (!queue.includes(practice)) queue.unshift(practice);
        }
      }
    }
  }
  return result;

  /** Shortens or removes the day's review tasks (the last first) until they take at most `allowed` minutes. */
  function makeRoom(reviews: ReplanTask[], allowed: number) {
    let total = reviews.reduce((sum, review) => sum + (minutesOf.get(review.id) ?? 0), 0);
    for (const review of [...reviews].reverse()) {
      if (total <= allowed) return;
      const minutes = minutesOf.get(review.id) ?? 0;
      const keep = minutes - (total - allowed);
      if (keep >= REVIEW_MIN) {
        minutesOf.set(review.id, keep);
        result.shortened.push({ id: review.id, minutes: keep });
        total -= minutes - keep;
      } else {
        result.removed.push(review.id);
        total -= minutes;
      }
    }
  }
}
