import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gradesByStage, stages, subjects } from '../../../../contract/catalog.ts';
import { type LibraryExercise, libraryUnitSchema } from '../../../../contract/library-content.ts';
import { createContentCopies, contentProblemOf, editContentFile } from '../../../../../tests/support/content-copies.ts';
import { loadAssessmentQuestions } from '../../catalog/catalog-content.ts';
import { loadLibrary } from './library-content.ts';

/** The library as content/library holds it: every rule below holds for the files themselves. */
const curricula = loadLibrary();

const points = curricula.flatMap((curriculum) =>
  curriculum.units.flatMap((unit) => unit.knowledgePoints.map((point) => ({ ...point, curriculum }))),
);
const exercises = points.flatMap((point) => point.exercises.map((exercise) => ({ ...exercise, point })));

describe('the course library in content/library', () => {
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
    for (const question of loadAssessmentQuestions()) {
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

describe('reading content/library', () => {
  const copies = createContentCopies();
  afterEach(() => copies.removeAll());

  /** A copy of the library in a folder called content, so messages name files as they would in the repository. */
  const copyOfLibrary = () => copies.copy('library');
  const UNIT = 'library/junior/math/junior-math-u1.json';
  const unitFile = (root: string) => path.join(root, UNIT);
  function editUnit(root: string, edit: (unit: { knowledgePoints: { grade: string; exercises: Record<string, unknown>[] }[] }) => void) {
    editContentFile(root, UNIT, edit);
  }
  const problemOf = (root: string) => contentProblemOf(() => loadLibrary(root));

  it('reads an unchanged copy like the original', () => {
    expect(loadLibrary(copyOfLibrary())).toEqual(curricula);
  });

  it('names the file and the field that break a unit’s schema', () => {
    const root = copyOfLibrary();
    editUnit(root, (unit) => {
      unit.knowledgePoints[0]!.exercises[0] = { ...unit.knowledgePoints[0]!.exercises[0], options: ['1', '2', '3'] };
      unit.knowledgePoints[1]!.exercises[2] = { ...unit.knowledgePoints[1]!.exercises[2], explanaton: ['typo'] };
    });

    const message = problemOf(root);

    expect(message).toContain('Invalid content file');
    expect(message).toContain(
      'content/library/junior/math/junior-math-u1.json knowledgePoints[0].exercises[0].options: a single-choice exercise has four options',
    );
    expect(message).toMatch(/content\/library\/junior\/math\/junior-math-u1\.json knowledgePoints\[1\]\.exercises\[2\].*"explanaton"/);
  });

  it('names the unit file where a rule across files is broken', () => {
    const root = copyOfLibrary();
    editUnit(root, (unit) => {
      unit.knowledgePoints[0]!.grade = '高一';
      unit.knowledgePoints[0]!.exercises[1] = { ...unit.knowledgePoints[0]!.exercises[1], id: 'primary-math-carry-addition-1' };
      unit.knowledgePoints[0]!.exercises[2] = { ...unit.knowledgePoints[0]!.exercises[2], alsoTests: ['no-such-point'] };
    });

    const message = problemOf(root);

    expect(message).toContain('Invalid course library');
    expect(message).toContain('content/library/junior/math/junior-math-u1.json knowledgePoints[0].grade: 高一 is not a grade of junior');
    expect(message).toContain(
      'content/library/junior/math/junior-math-u1.json knowledgePoints[0].exercises[1].id: the id primary-math-carry-addition-1 is used twice',
    );
    expect(message).toContain(
      'content/library/junior/math/junior-math-u1.json knowledgePoints[0].exercises[2].alsoTests[0]: no knowledge point no-such-point',
    );
  });

  it('reads only the units course.json lists, and refuses a file it does not list or a course that is missing', () => {
    const stray = copyOfLibrary();
    fs.copyFileSync(unitFile(stray), path.join(stray, 'library/junior/math/junior-math-u9.json'));
    expect(problemOf(stray)).toContain(
      'content/library/junior/math/junior-math-u9.json (the whole file): not a unit listed in course.json',
    );

    const missing = copyOfLibrary();
    fs.rmSync(unitFile(missing));
    expect(problemOf(missing)).toContain('Cannot read content file content/library/junior/math/junior-math-u1.json');

    const noCourse = copyOfLibrary();
    fs.rmSync(path.join(noCourse, 'library/senior/english'), { recursive: true });
    expect(problemOf(noCourse)).toContain('content/library (the whole file): 0 courses for senior 英语, not one');

    const misplaced = copyOfLibrary();
    fs.renameSync(path.join(misplaced, 'library/senior/english'), path.join(misplaced, 'library/senior/physics'));
    expect(problemOf(misplaced)).toContain(
      'content/library/senior/physics (the whole file): not a subject folder (math, chinese, english)',
    );
  });

  it('holds every exercise kind to its own rules', () => {
    const [unit] = curricula[0]!.units;
    const point = unit!.knowledgePoints[0]!;
    const withExercise = (exercise: Record<string, unknown>) =>
      libraryUnitSchema.safeParse({ ...unit, knowledgePoints: [{ ...point, exercises: [...point.exercises.slice(1), exercise] }] });
    const base = { id: 'x-1', prompt: '____', explanation: ['one', 'two'] } satisfies Partial<LibraryExercise>;

    expect(withExercise({ ...base, kind: 'single', options: ['a', 'b', 'c', 'd'], answer: 3 }).success).toBe(true);
    expect(withExercise({ ...base, kind: 'single', options: ['a', 'b', 'c', 'd'], answer: 4 }).success).toBe(false);
    expect(withExercise({ ...base, kind: 'single', options: ['a', 'b', 'c', 'a'], answer: 0 }).success).toBe(false);
    expect(withExercise({ ...base, kind: 'multiple', options: ['a', 'b', 'c'], answer: [0, 2] }).success).toBe(true);
    expect(withExercise({ ...base, kind: 'multiple', options: ['a', 'b', 'c'], answer: [2, 0] }).success).toBe(false);
    expect(withExercise({ ...base, kind: 'multiple', options: ['a', 'b', 'c'], answer: [0, 1, 2] }).success).toBe(false);
    expect(withExercise({ ...base, kind: 'multiple', options: ['a', 'b', 'c'], answer: [1] }).success).toBe(false);
    expect(withExercise({ ...base, kind: 'fill', answer: ['5'] }).success).toBe(true);
    expect(withExercise({ ...base, kind: 'fill', prompt: 'no blank', answer: ['5'] }).success).toBe(false);
    expect(withExercise({ ...base, kind: 'fill', answer: [' '] }).success).toBe(false);
    expect(withExercise({ ...base, kind: 'truefalse', answer: true }).success).toBe(true);
    expect(withExercise({ ...base, kind: 'truefalse', answer: 'true' }).success).toBe(false);
    expect(withExercise({ ...base, kind: 'truefalse', answer: true, explanation: ['one'] }).success).toBe(false);
    expect(withExercise({ ...base, kind: 'essay', answer: 'x' }).success).toBe(false);
  });
});
