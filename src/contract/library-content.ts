import { gradeSchema } from './accounts.ts';
import { gradesByStage, stageSchema, stages, subjectSchema, subjects, type Subject } from './catalog.ts';
import { exerciseKinds } from './companion.ts';
import { z } from './schema.ts';

/**
 * The course library as our teachers write it, in content/library/<stage>/<subject>/ (decision 032): a course.json
 * naming the stage, the subject and its units in order, and one <unit id>.json per unit (its knowledge points, each
 * with one lesson and its exercises). The server checks every file with these schemas when it starts and seeds an
 * empty database from them; the answers never leave the server before the learner has answered.
 */

/** The subject's name in folder names and ids, e.g. content/library/junior/math/, 'junior-math-u1'. */
export const subjectSlugs: Record<Subject, string> = { 数学: 'math', 语文: 'chinese', 英语: 'english' };

const text = z.string().check(z.minLength(1, 'must not be empty'));
/** Stable ids: the database, learners' progress and other exercises point at them, so they never change. */
const contentId = z.string().check(z.regex(/^[a-z0-9-]+$/, 'an id is lower-case letters, digits and -'));
const index = z.number().check(z.int(), z.nonnegative());

/** An exercise's fields in the order they are written: id, kind, prompt, (options,) answer, explanation, alsoTests. */
const exerciseBase = <Kind extends (typeof exerciseKinds)[number]>(kind: Kind) => ({
  /** e.g. 'junior-math-linear-equation-1'; unique across the whole library. */
  id: contentId,
  kind: z.literal(kind),
  prompt: text,
});
const exerciseEnd = {
  /** The step-by-step explanation shown after answering, a step per entry. */
  explanation: z.array(text).check(z.minLength(2, 'an explanation has at least two steps')),
  /** Ids of other knowledge points this exercise also tests (its own point is implied). */
  alsoTests: z.optional(z.array(contentId)),
};

const singleExerciseSchema = z
  .strictObject({
    ...exerciseBase('single'),
    options: z.array(text).check(z.length(4, 'a single-choice exercise has four options')),
    /** Index of the one right option. */
    answer: index,
    ...exerciseEnd,
  })
  .check(
    z.refine((exercise) => exercise.answer < exercise.options.length, { error: 'the answer is not one of the options', path: ['answer'] }),
    z.refine((exercise) => new Set(exercise.options).size === exercise.options.length, {
      error: 'two options are the same',
      path: ['options'],
    }),
  );

const multipleExerciseSchema = z
  .strictObject({
    ...exerciseBase('multiple'),
    options: z.array(text).check(z.maxLength(10, 'at most ten options')),
    /** Indexes of all right options, ascending: two or more, and not all of them. */
    answer: z.array(index).check(z.minLength(2, 'a multiple-choice exercise has two or more right options')),
    ...exerciseEnd,
  })
  .check(
    z.refine((exercise) => exercise.answer.length < exercise.options.length, {
      error: 'not every option may be right',
      path: ['answer'],
    }),
    z.refine((exercise) => exercise.answer.every((choice) => choice < exercise.options.length), {
      error: 'an answer is not one of the options',
      path: ['answer'],
    }),
    z.refine((exercise) => exercise.answer.every((choice, i) => i === 0 || (exercise.answer[i - 1] ?? choice) <= choice), {
      error: 'the right options are listed in ascending order',
      path: ['answer'],
    }),
  );

const fillExerciseSchema = z
  .strictObject({
    ...exerciseBase('fill'),
    /** Every accepted answer; compared ignoring spaces, width (全角/半角) and, for English, letter case. */
    answer: z
      .array(z.string().check(z.refine((accepted) => accepted.trim().length > 0, 'an accepted answer must not be blank')))
      .check(z.minLength(1, 'a fill-in exercise accepts at least one answer')),
    ...exerciseEnd,
  })
  .check(z.refine((exercise) => exercise.prompt.includes('____'), { error: 'a fill-in prompt shows the blank as ____', path: ['prompt'] }));

const trueFalseExerciseSchema = z.strictObject({ ...exerciseBase('truefalse'), answer: z.boolean(), ...exerciseEnd });

export const libraryExerciseSchema = z.discriminatedUnion('kind', [
  singleExerciseSchema,
  multipleExerciseSchema,
  fillExerciseSchema,
  trueFalseExerciseSchema,
]);
export type LibraryExercise = z.infer<typeof libraryExerciseSchema>;

export const libraryLessonSchema = z.strictObject({
  title: text,
  /** Reading time in minutes: the study plan's estimate. */
  minutes: z.number().check(z.int(), z.gte(5, 'a lesson takes 5 to 15 minutes'), z.lte(15, 'a lesson takes 5 to 15 minutes')),
  /** A short readable explanation, a paragraph per entry. */
  paragraphs: z.array(text).check(z.minLength(1, 'a lesson has at least one paragraph')),
  /** Worked examples: the problem and its solution step by step. */
  examples: z
    .array(z.strictObject({ problem: text, steps: z.array(text).check(z.minLength(1, 'an example has at least one step')) }))
    .check(z.minLength(1, 'a lesson has at least one worked example')),
});
export type LibraryLesson = z.infer<typeof libraryLessonSchema>;

export const libraryKnowledgePointSchema = z.strictObject({
  /** e.g. 'junior-math-linear-equation'; unique across the whole library. */
  id: contentId,
  /**
   * Where the free assessment asks about this point, exactly the assessment's `knowledgePoint` text, so its result
   * seeds the learner's mastery here.
   */
  title: text,
  /** The grade it is taught in (a learner sees the points of their stage up to their own grade). */
  grade: gradeSchema,
  lesson: libraryLessonSchema,
  exercises: z.array(libraryExerciseSchema).check(z.minLength(5, 'a knowledge point has at least five exercises')),
});
export type LibraryKnowledgePoint = z.infer<typeof libraryKnowledgePointSchema>;

/** content/library/<stage>/<subject>/<unit id>.json */
export const libraryUnitSchema = z.strictObject({
  /** e.g. 'junior-math-u1'; the file's name. */
  id: contentId,
  title: text,
  knowledgePoints: z.array(libraryKnowledgePointSchema).check(z.minLength(1, 'a unit has at least one knowledge point')),
});
export type LibraryUnit = z.infer<typeof libraryUnitSchema>;

/** content/library/<stage>/<subject>/course.json: the course's table of contents. */
export const libraryCourseFileSchema = z
  .strictObject({
    stage: stageSchema,
    subject: subjectSchema,
    /** Its units' ids in teaching order; each is the file <id>.json beside it. */
    units: z.array(contentId).check(z.minLength(1, 'a course has at least one unit')),
  })
  .check(z.refine((course) => new Set(course.units).size === course.units.length, { error: 'a unit is listed twice', path: ['units'] }));
export type LibraryCourseFile = z.infer<typeof libraryCourseFileSchema>;

/** One stage's subject with its units, as the seed step puts it into the database. */
export const libraryCourseSchema = z.strictObject({ stage: stageSchema, subject: subjectSchema, units: z.array(libraryUnitSchema) });
export type LibraryCourse = z.infer<typeof libraryCourseSchema>;

/** A rule of the whole library that a course breaks: the path starts at the course's index. */
export type LibraryProblem = { path: PropertyKey[]; message: string };

/**
 * The rules across files: one course per stage and subject, every exercise kind in each course, ids unique across
 * the library, each point's grade one of its stage's, and `alsoTests` naming points that exist.
 */
export function libraryProblems(courses: readonly LibraryCourse[]): LibraryProblem[] {
  const problems: LibraryProblem[] = [];
  for (const stage of stages) {
    for (const subject of subjects) {
      const count = courses.filter((course) => course.stage === stage && course.subject === subject).length;
      if (count !== 1) problems.push({ message: `${count} courses for ${stage} ${subject}, not one`, path: [] });
    }
  }
  const seen = new Set<string>();
  const pointIds = new Set(courses.flatMap((course) => course.units.flatMap((unit) => unit.knowledgePoints.map((point) => point.id))));
  const unique = (id: string, path: PropertyKey[]) => {
    if (seen.has(id)) problems.push({ message: `the id ${id} is used twice in the library`, path });
    seen.add(id);
  };
  courses.forEach((course, c) => {
    const kinds = new Set<string>();
    course.units.forEach((unit, u) => {
      unique(unit.id, [c, 'units', u, 'id']);
      unit.knowledgePoints.forEach((point, p) => {
        const at = [c, 'units', u, 'knowledgePoints', p];
        unique(point.id, [...at, 'id']);
        if (!gradesByStage[course.stage].includes(point.grade)) {
          problems.push({ message: `${point.grade} is not a grade of ${course.stage}`, path: [...at, 'grade'] });
        }
        point.exercises.forEach((exercise, e) => {
          kinds.add(exercise.kind);
          unique(exercise.id, [...at, 'exercises', e, 'id']);
          exercise.alsoTests?.forEach((other, a) => {
            if (!pointIds.has(other))
              problems.push({ message: `no knowledge point ${other}`, path: [...at, 'exercises', e, 'alsoTests', a] });
          });
        });
      });
    });
    const missing = exerciseKinds.filter((kind) => !kinds.has(kind));
    if (missing.length > 0) problems.push({ message: `no ${missing.join(', ')} exercise in the course`, path: [c] });
  });
  return problems;
}

/** The whole library: each course as its files say, and the rules across files. */
export const librarySchema = z.array(libraryCourseSchema).check(
  z.superRefine((courses, ctx) => {
    for (const problem of libraryProblems(courses)) ctx.addIssue({ code: 'custom', ...problem });
  }),
);
