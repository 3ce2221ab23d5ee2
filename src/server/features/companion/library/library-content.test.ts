import { describe, expect, it } from 'vitest';
import { gradesByStage, stages, subjects } from '../../../../contract/catalog.ts';
import { assessmentQuestionSeeds } from '../../catalog/seed/assessment-questions.ts';
import { curricula } from './curriculum.ts';

const points = curricula.flatMap((curriculum) =>
  curriculum.units.flatMap((unit) => unit.knowledgePoints.map((point) => ({ ...point, curriculum }))),
);
const exercises = points.flatMap((point) => point.exercises.map((exercise) => ({ ...exercise, point })));

describe('the course library', () => {
  it('covers every stage and subject with at least 60 knowledge points and 300 exercises', () => {
    expect(points.length).toBeGreaterThanOrEqual(60);
    expect(exercises.length).toBeGreaterThanOrEqual(300);
    for (const stage of stages) {
      for (const subject of subjects) {
        const own = curricula.filter((curriculum) => curriculum.stage === stage && curriculum.subject === subject);
        expect(own, `${stage} ${subject}`).toHaveLength(1);
        const kinds = new Set(exercises.filter((exercise) => exercise.point.curriculum === own[0]).map((exercise) => exercise.kind));
        expect([...kinds].sort(), `${stage} ${subject}`).toEqual(['fill', 'multiple', 'single', 'truefalse']);
      }
    }
  });

  it('has unique ids, a lesson and five or more exercises per point, a grade of its stage', () => {
    const ids = [
      ...points.map((point) => point.id),
      ...exercises.map((exercise) => exercise.id),
      ...curricula.flatMap((c) => c.units.map((unit) => unit.id)),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const point of points) {
      expect(point.id).toMatch(/^[a-z0-9-]+$/);
      expect(gradesByStage[point.curriculum.stage], point.id).toContain(point.grade);
      expect(point.exercises.length, point.id).toBeGreaterThanOrEqual(5);
      expect(point.lesson.paragraphs.length, point.id).toBeGreaterThanOrEqual(1);
      expect(point.lesson.examples.length, point.id).toBeGreaterThanOrEqual(1);
      expect(point.lesson.minutes).toBeGreaterThanOrEqual(5);
      expect(point.lesson.minutes).toBeLessThanOrEqual(15);
    }
  });

  it('every exercise has a well-formed answer and a step-by-step explanation', () => {
    const pointIds = new Set(points.map((point) => point.id));
    for (const exercise of exercises) {
      expect(exercise.explanation.length, exercise.id).toBeGreaterThanOrEqual(2);
      for (const other of exercise.alsoTests ?? []) expect(pointIds, exercise.id).toContain(other);
      switch (exercise.kind) {
        case 'single':
          expect(exercise.options, exercise.id).toHaveLength(4);
          expect(exercise.answer).toBeGreaterThanOrEqual(0);
          expect(exercise.answer).toBeLessThan(exercise.options.length);
          expect(new Set(exercise.options).size, exercise.id).toBe(exercise.options.length);
          break;
        case 'multiple':
          expect(exercise.answer.length, exercise.id).toBeGreaterThanOrEqual(2);
          expect(exercise.answer.length, exercise.id).toBeLessThan(exercise.options.length);
          expect([...exercise.answer].sort((a, b) => a - b)).toEqual(exercise.answer);
          for (const index of exercise.answer) expect(index).toBeLessThan(exercise.options.length);
          break;
        case 'fill':
          expect(exercise.prompt, exercise.id).toContain('____');
          expect(exercise.answer.length, exercise.id).toBeGreaterThanOrEqual(1);
          for (const accepted of exercise.answer) expect(accepted.trim().length, exercise.id).toBeGreaterThan(0);
          break;
        case 'truefalse':
          expect(typeof exercise.answer).toBe('boolean');
          break;
      }
    }
  });

  it('has a knowledge point for every point the free assessment asks about, so its result seeds mastery', () => {
    for (const question of assessmentQuestionSeeds) {
      const match = points.find(
        (point) =>
          point.curriculum.stage === question.stage &&
          point.curriculum.subject === question.subject &&
          point.title === question.knowledgePoint,
      );
      expect(match, `${question.stage} ${question.subject} ${question.knowledgePoint}`).toBeDefined();
    }
  });
});
