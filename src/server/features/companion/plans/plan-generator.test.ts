import { describe, expect, it } from 'vitest';
import type { Subject } from '../../../../contract/catalog.ts';
import { daysFrom, isoWeekday } from '../calendar.ts';
import { layOutPlan, type PlanItem, prioritise } from './plan-generator.ts';

const subjectsCycle: Subject[] = ['数学', '语文', '英语'];

/** A small deterministic generator, so property runs are repeatable. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function items(count: number, next: () => number): PlanItem[] {
  return Array.from({ length: count }, (_, i) => ({
    knowledgePointId: `kp-${i}`,
    title: `知识点${i}`,
    subject: subjectsCycle[i % 3] ?? '数学',
    lessonId: `kp-${i}-lesson`,
    lessonMinutes: 5 + Math.floor(next() * 11),
    practiceMinutes: 3 + Math.floor(next() * 10),
    mastery: Math.round(next() * 100) / 100,
  }));
}

describe('layOutPlan', () => {
  it('keeps every property over 300 random plans', () => {
    const next = random(20261122);
    for (let run = 0; run < 300; run++) {
      const start = `2026-12-${String(1 + Math.floor(next() * 20)).padStart(2, '0')}`;
      const all = daysFrom(start, '2027-01-31').slice(0, 1 + Math.floor(next() * 40));
      const weekDays = [1, 2, 3, 4, 5, 6, 7].filter(() => next() < 0.6);
      const days = all.filter((day) => weekDays.includes(isoWeekday(day)));
      const minutesPerDay = 10 + Math.floor(next() * 60);
      const input = items(1 + Math.floor(next() * 40), next);
      const { tasks, unplaced } = layOutPlan({ days, minutesPerDay, items: input });

      // Never over the daily minutes, only on chosen days, nothing after the last day (the deadline).
      const perDay = new Map<string, number>();
      for (const task of tasks) perDay.set(task.date, (perDay.get(task.date) ?? 0) + task.minutes);
      for (const [day, minutes] of perDay) {
        expect(minutes).toBeLessThanOrEqual(minutesPerDay);
        expect(days).toContain(day);
      }
      // Every item placed (with its practice, after its lesson) or reported — never both, never lost.
      for (const item of input) {
        const own = tasks.filter((task) => task.knowledgePointId === item.knowledgePointId);
        const isUnplaced = unplaced.some((other) => other.knowledgePointId === item.knowledgePointId);
        expect(own.length > 0).not.toBe(isUnplaced);
        if (isUnplaced) continue;
        const practice = own.find((task) => task.kind === 'practice');
        const lesson = own.find((task) => task.kind === 'lesson');
        expect(practice).toBeDefined();
        if (item.mastery < 0.95) expect(lesson && practice && lesson.date <= practice.date).toBe(true);
        else expect(lesson).toBeUndefined();
      }
    }
  });

  it('places the weakest point first and leaves what does not fit', () => {
    const plan = layOutPlan({
      days: ['2026-12-01', '2026-12-02'],
      minutesPerDay: 20,
      items: [
        { knowledgePointId: 'a', title: 'A', subject: '数学', lessonId: 'a-l', lessonMinutes: 10, practiceMinutes: 10, mastery: 0.7 },
        { knowledgePointId: 'b', title: 'B', subject: '数学', lessonId: 'b-l', lessonMinutes: 10, practiceMinutes: 10, mastery: 0.1 },
        { knowledgePointId: 'c', title: 'C', subject: '数学', lessonId: 'c-l', lessonMinutes: 10, practiceMinutes: 10, mastery: 0.4 },
        { knowledgePointId: 'd', title: 'D', subject: '数学', lessonId: 'd-l', lessonMinutes: 25, practiceMinutes: 5, mastery: 0 },
      ],
    });
    expect(plan.tasks.map((task) => `${task.date} ${task.kind} ${task.knowledgePointId}`)).toEqual([
      '2026-12-01 lesson b',
      '2026-12-01 practice b',
      '2026-12-02 lesson c',
      '2026-12-02 practice c',
    ]);
    expect(plan.unplaced.map((item) => item.knowledgePointId)).toEqual(['d', 'a']);
  });

  it('counts minutes already planned on a day', () => {
    const plan = layOutPlan({
      days: ['2026-12-01', '2026-12-02'],
      minutesPerDay: 30,
      usedMinutes: new Map([['2026-12-01', 25]]),
      items: [{ knowledgePointId: 'a', title: 'A', subject: '英语', lessonId: 'a-l', lessonMinutes: 8, practiceMinutes: 6, mastery: 0.3 }],
    });
    expect(plan.tasks.map((task) => task.date)).toEqual(['2026-12-02', '2026-12-02']);
  });
});

describe('prioritise', () => {
  it('takes subjects in turn when mastery is equal', () => {
    const order = prioritise([
      { knowledgePointId: 'm1', title: '', subject: '数学', lessonId: '', lessonMinutes: 5, practiceMinutes: 5, mastery: 0.3 },
      { knowledgePointId: 'm2', title: '', subject: '数学', lessonId: '', lessonMinutes: 5, practiceMinutes: 5, mastery: 0.3 },
      { knowledgePointId: 'c1', title: '', subject: '语文', lessonId: '', lessonMinutes: 5, practiceMinutes: 5, mastery: 0.3 },
      { knowledgePointId: 'e1', title: '', subject: '英语', lessonId: '', lessonMinutes: 5, practiceMinutes: 5, mastery: 0.15 },
    ]);
    expect(order.map((item) => item.knowledgePointId)).toEqual(['e1', 'm1', 'c1', 'm2']);
  });
});
