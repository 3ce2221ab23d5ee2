import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { grades } from '../../../../contract/accounts.ts';
import { gradesByStage, stages, subjects } from '../../../../contract/catalog.ts';
import {
  GENERATED_EXERCISES_MIN,
  type LibraryExercise,
  libraryPoints,
  type LibraryVolumeFile,
  libraryUnitSchema,
} from '../../../../contract/library-content.ts';
import { createContentCopies, contentProblemOf } from '../../../../../tests/support/content-copies.ts';
import { loadAssessmentQuestions } from '../../catalog/catalog-content.ts';
import { loadLibrary } from './library-content.ts';

/** The library as content/library holds it: every rule below holds for the files themselves. */
const curricula = loadLibrary();

const points = libraryPoints(curricula).map((point) => ({ ...point, curriculum: point.course, grade: point.volume.grade }));
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
      ...curricula.flatMap((c) => c.volumes.flatMap((volume) => [volume.id, ...volume.units.map((unit) => unit.id)])),
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

  it('gives a point made by generators at least 20 different exercises, ids <point>-v<n>', () => {
    for (const point of points.filter((candidate) => candidate.generators.length > 0)) {
      const generated = point.exercises.filter((exercise) => exercise.id.startsWith(`${point.id}-v`));
      expect(generated.length, point.id).toBeGreaterThanOrEqual(GENERATED_EXERCISES_MIN);
      expect(
        new Set(generated.map((exercise) => exercise.prompt + JSON.stringify('options' in exercise ? exercise.options : []))).size,
      ).toBe(generated.length);
      expect(point.lesson.examples.length, point.id).toBeGreaterThanOrEqual(2);
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
  const problemOf = (root: string) => contentProblemOf(() => loadLibrary(root));
  const FOLDER = 'library/junior/chinese';
  const VOLUME = `${FOLDER}/test-volume.json`;
  const written = (id: string, n: number): LibraryExercise => ({
    id: `${id}-${n}`,
    kind: 'truefalse',
    prompt: `第${n}题`,
    answer: n % 2 === 0,
    explanation: ['一', '二'],
  });
  /** A volume of our own beside the real ones: two written points, the second after the first. */
  const testVolume = (): LibraryVolumeFile => ({
    id: 'test-volume',
    title: '测试上册',
    grade: '初一',
    term: '上学期',
    source: 'written for this test',
    units: [
      {
        id: 'test-volume-u1',
        title: '1 测试单元',
        knowledgePoints: ['test-point-a', 'test-point-b'].map((id, p) => ({
          id,
          title: `测试知识点${p}`,
          ...(p === 1 ? { prerequisites: ['test-point-a'] } : {}),
          lesson: { title: '测试', minutes: 5, paragraphs: ['段落'], examples: [{ problem: '题', steps: ['步'] }] },
          exercises: [1, 2, 3, 4, 5].map((n) => written(id, n)),
        })),
      },
    ],
  });
  function withVolume(edit: (volume: LibraryVolumeFile) => void = () => {}) {
    const root = copyOfLibrary();
    const volume = testVolume();
    edit(volume);
    fs.writeFileSync(path.join(root, VOLUME), JSON.stringify(volume));
    return root;
  }

  it('reads an unchanged copy like the original, and a volume added beside the others in grade and term order', () => {
    expect(loadLibrary(copyOfLibrary())).toEqual(curricula);
    const course = loadLibrary(withVolume()).find((candidate) => candidate.stage === 'junior' && candidate.subject === '语文');
    const volumes = course?.volumes.map((volume) => `${volume.grade}${volume.term}`) ?? [];
    expect(volumes).toContain('初一上学期');
    expect([...volumes].sort((a, b) => gradeRank(a) - gradeRank(b))).toEqual(volumes);
  });

  it('names the file and the field that break a volume’s schema', () => {
    const root = withVolume((volume) => {
      const [a, b] = volume.units[0]!.knowledgePoints;
      a!.exercises![0] = { ...a!.exercises![0]!, kind: 'single', options: ['1', '2', '3'], answer: 0 } as LibraryExercise;
      b!.exercises![2] = { ...b!.exercises![2]!, explanaton: ['typo'] } as unknown as LibraryExercise;
    });

    const message = problemOf(root);

    expect(message).toContain('Invalid content file');
    expect(message).toContain(
      `content/${VOLUME} units[0].knowledgePoints[0].exercises[0].options: a single-choice exercise has four options`,
    );
    expect(message).toMatch(/test-volume\.json units\[0\]\.knowledgePoints\[1\]\.exercises\[2\].*"explanaton"/);
  });

  it('names the volume file where a rule across files is broken', () => {
    const root = withVolume((volume) => {
      volume.grade = '高一';
      const [a, b] = volume.units[0]!.knowledgePoints;
      a!.exercises![1] = { ...a!.exercises![1]!, id: 'test-point-a-1' };
      a!.exercises![2] = { ...a!.exercises![2]!, alsoTests: ['no-such-point'] };
      b!.prerequisites = ['no-such-point'];
    });

    const message = problemOf(root);

    expect(message).toContain('Invalid course library');
    expect(message).toContain(`content/${VOLUME} grade: 高一 is not a grade of junior`);
    expect(message).toContain(`content/${VOLUME} units[0].knowledgePoints[0].exercises[1].id: the id test-point-a-1 is used twice`);
    expect(message).toContain(`content/${VOLUME} units[0].knowledgePoints[0].exercises[2].alsoTests[0]: no knowledge point no-such-point`);
    expect(message).toContain(
      `content/${VOLUME} units[0].knowledgePoints[1].prerequisites[0]: no knowledge point no-such-point to come first`,
    );
  });

  it('names an unknown generator and one that fails, with the seed to run it again', () => {
    const unknown = withVolume((volume) => {
      volume.units[0]!.knowledgePoints[0]!.generators = ['no-such-generator'];
    });
    expect(problemOf(unknown)).toContain(
      `content/${VOLUME} units[0].knowledgePoints[0].generators: no exercise generator no-such-generator`,
    );

    const failing = withVolume((volume) => {
      volume.units[0]!.knowledgePoints[1]!.generators = ['broken'];
    });
    const generators = {
      broken: {
        title: 'broken',
        generate: () => {
          throw new Error('no such number');
        },
      },
    };
    expect(contentProblemOf(() => loadLibrary(failing, generators))).toContain(
      `content/${VOLUME} units[0].knowledgePoints[1].generators: generator broken failed for seed test-point-b#0: no such number`,
    );

    const narrow = withVolume((volume) => {
      volume.units[0]!.knowledgePoints[1]!.generators = ['coin'];
    });
    const coin = {
      coin: {
        title: 'coin',
        generate: (rng: { chance: (p: number) => boolean }) => ({
          kind: 'truefalse' as const,
          prompt: rng.chance(0.5) ? '正面？' : '反面？',
          answer: true,
          explanation: ['一', '二'],
        }),
      },
    };
    expect(contentProblemOf(() => loadLibrary(narrow, coin))).toContain(
      'the generators coin make only 2 different exercises, fewer than 20',
    );
  });

  it('refuses a file that is not a volume, a volume named otherwise than its id, and a course that is missing', () => {
    const stray = copyOfLibrary();
    fs.writeFileSync(path.join(stray, FOLDER, 'notes.txt'), 'a note');
    expect(problemOf(stray)).toContain(`content/${FOLDER}/notes.txt (the whole file): not a volume file (<volume id>.json)`);

    const misnamed = withVolume((volume) => {
      volume.id = 'other-volume';
    });
    expect(problemOf(misnamed)).toContain(`content/${VOLUME} id: must be the file's name, test-volume`);

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
    const unit = curricula[0]!.volumes[0]!.units[0]!;
    const point = unit.knowledgePoints[0]!;
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

/** '初一上学期' → its grade's place in the school years (for the order check). */
function gradeRank(gradeAndTerm: string): number {
  return grades.findIndex((grade) => gradeAndTerm.startsWith(grade)) * 2 + (gradeAndTerm.endsWith('下学期') ? 1 : 0);
}
