import { type Grade, grades, gradeSchema } from './accounts.ts';
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

/** A lesson as it is written; a point with generators gets worked examples from them as well. */
const lessonFields = {
  title: text,
  /** Reading time in minutes: the study plan's estimate. */
  minutes: z.number().check(z.int(), z.gte(5, 'a lesson takes 5 to 15 minutes'), z.lte(15, 'a lesson takes 5 to 15 minutes')),
  /** A short readable explanation, a paragraph per entry. */
  paragraphs: z.array(text).check(z.minLength(1, 'a lesson has at least one paragraph')),
};
const exampleSchema = z.strictObject({ problem: text, steps: z.array(text).check(z.minLength(1, 'an example has at least one step')) });

export const libraryLessonSchema = z.strictObject({
  ...lessonFields,
  /** Worked examples: the problem and its solution step by step. */
  examples: z.array(exampleSchema).check(z.minLength(1, 'a lesson has at least one worked example')),
});
export type LibraryLesson = z.infer<typeof libraryLessonSchema>;

/** The fewest exercises a knowledge point has; one made by generators has at least `GENERATED_EXERCISES_MIN`. */
export const EXERCISES_MIN = 5;
/** Distinct exercises a point with generators is given: enough for a year's practice and review. */
export const GENERATED_EXERCISES_MIN = 20;

/** A knowledge point as written in its volume's file: a section of the textbook. */
export const libraryKnowledgePointFileSchema = z
  .strictObject({
    /** e.g. 'rj-math-5a-decimal-times-integer'; unique across the whole library and never changed. */
    id: contentId,
    /**
     * The section's title. Where the free assessment asks about this point, exactly the assessment's `knowledgePoint`
     * text, so its result seeds the learner's mastery here.
     */
    title: text,
    /** Points of this or an earlier grade that a learner needs first (the plan reviews a weak one). */
    prerequisites: z.optional(z.array(contentId)),
    lesson: z.strictObject({ ...lessonFields, examples: z.optional(z.array(exampleSchema)) }),
    /**
     * Exercise generators (by id, src/server/features/companion/library/generators): each makes fresh variants with
     * computed answers and worked explanations. 数学 is made this way, never typed.
     */
    generators: z.optional(z.array(contentId).check(z.minLength(1, 'list at least one generator or leave the field out'))),
    /** Exercises written by hand (语文 reading, 英语 grammar…); answers a program can compute come from a generator. */
    exercises: z.optional(z.array(libraryExerciseSchema)),
  })
  .check(
    z.refine((point) => (point.generators?.length ?? 0) > 0 || (point.exercises?.length ?? 0) >= EXERCISES_MIN, {
      error: `a knowledge point has generators or at least ${EXERCISES_MIN} exercises`,
      path: ['exercises'],
    }),
    z.refine((point) => (point.generators?.length ?? 0) > 0 || (point.lesson.examples?.length ?? 0) >= 1, {
      error: 'a lesson without generators has at least one worked example',
      path: ['lesson', 'examples'],
    }),
  );
export type LibraryKnowledgePointFile = z.infer<typeof libraryKnowledgePointFileSchema>;

/** When in the school year a class uses a volume (上学期 from September, 下学期 from late February). */
export const terms = ['上学期', '下学期'] as const;
export const termSchema = z.enum(terms);
export type Term = z.infer<typeof termSchema>;

/** content/library/<stage>/<subject>/<volume id>.json: one textbook (a 册), its units in order. */
export const libraryVolumeFileSchema = z.strictObject({
  /** e.g. 'rj-math-5a'; the file's name. */
  id: contentId,
  /** As printed on the cover, e.g. '五年级上册', '必修 第一册', '总复习（上）'. */
  title: text,
  /** The grade whose class uses it. */
  grade: gradeSchema,
  term: termSchema,
  /** Where its table of contents was taken from (the published textbook, a collection of its contents…). */
  source: text,
  units: z
    .array(
      z.strictObject({
        /** e.g. 'rj-math-5a-u1'. */
        id: contentId,
        /** The unit's real title, e.g. '1 小数乘法'. */
        title: text,
        knowledgePoints: z.array(libraryKnowledgePointFileSchema).check(z.minLength(1, 'a unit has at least one knowledge point')),
      }),
    )
    .check(z.minLength(1, 'a volume has at least one unit')),
});
export type LibraryVolumeFile = z.infer<typeof libraryVolumeFileSchema>;

/**
 * content/library/<stage>/<subject>/course.json: what the course is. Its volumes are the other files of the folder,
 * in the order a learner goes through them: by grade, then term, then id.
 */
export const libraryCourseFileSchema = z.strictObject({
  stage: stageSchema,
  subject: subjectSchema,
  /** The textbooks' edition, e.g. '人教版'. */
  edition: text,
});
export type LibraryCourseFile = z.infer<typeof libraryCourseFileSchema>;

/** A knowledge point as the seed step stores it: its lesson with examples and its exercises, generated ones included. */
export const libraryKnowledgePointSchema = z.strictObject({
  id: contentId,
  title: text,
  prerequisites: z.array(contentId),
  lesson: libraryLessonSchema,
  /** The generators its exercises came from (none for a point written by hand). */
  generators: z.array(contentId),
  exercises: z.array(libraryExerciseSchema).check(z.minLength(EXERCISES_MIN, `a knowledge point has at least ${EXERCISES_MIN} exercises`)),
});
export type LibraryKnowledgePoint = z.infer<typeof libraryKnowledgePointSchema>;

export const libraryUnitSchema = z.strictObject({ id: contentId, title: text, knowledgePoints: z.array(libraryKnowledgePointSchema) });
export type LibraryUnit = z.infer<typeof libraryUnitSchema>;

export const libraryVolumeSchema = z.strictObject({
  id: contentId,
  title: text,
  grade: gradeSchema,
  term: termSchema,
  source: text,
  units: z.array(libraryUnitSchema),
});
export type LibraryVolume = z.infer<typeof libraryVolumeSchema>;

/** One stage's subject with its volumes, as the seed step puts it into the database. */
export const libraryCourseSchema = z.strictObject({
  stage: stageSchema,
  subject: subjectSchema,
  edition: text,
  volumes: z.array(libraryVolumeSchema),
});
export type LibraryCourse = z.infer<typeof libraryCourseSchema>;

/** A rule of the whole library that a course breaks: the path starts at the course's index. */
export type LibraryProblem = { path: PropertyKey[]; message: string };

/**
 * The rules across files: one course per stage and subject, every exercise kind in each course, ids unique across
 * the library, each volume's grade one of its stage's, prerequisites naming points of the same or an earlier grade,
 * and `alsoTests` naming points that exist.
 */
export function libraryProblems(courses: readonly LibraryCourse[]): LibraryProblem[] {
  const problems: LibraryProblem[] = [];
  for (const stage of stages) {
    for (const subject of subjects) {
      const count = courses.filter((course) => course.stage === stage && course.subject === subject).length;
      if (count !== 1) problems.push({ message: `${count} courses for ${stage} ${subject}, not one`, path: [] });
    }
  }
  const gradeOfPoint = new Map<string, Grade>();
  for (const course of courses) {
    for (const volume of course.volumes) {
      for (const unit of volume.units) for (const point of unit.knowledgePoints) gradeOfPoint.set(point.id, volume.grade);
    }
  }
  const seen = new Set<string>();
  const unique = (id: string, path: PropertyKey[]) => {
    if (seen.has(id)) problems.push({ message: `the id ${id} is used twice in the library`, path });
    seen.add(id);
  };
  courses.forEach((course, c) => {
    const kinds = new Set<string>();
    course.volumes.forEach((volume, v) => {
      unique(volume.id, [c, 'volumes', v, 'id']);
      if (!gradesByStage[course.stage].includes(volume.grade)) {
        problems.push({ message: `${volume.grade} is not a grade of ${course.stage}`, path: [c, 'volumes', v, 'grade'] });
      }
      volume.units.forEach((unit, u) => {
        unique(unit.id, [c, 'volumes', v, 'units', u, 'id']);
        unit.knowledgePoints.forEach((point, p) => {
          const at = [c, 'volumes', v, 'units', u, 'knowledgePoints', p];
          unique(point.id, [...at, 'id']);
          point.prerequisites.forEach((prerequisite, r) => {
            const grade = gradeOfPoint.get(prerequisite);
            if (!grade || prerequisite === point.id) {
              problems.push({ message: `no knowledge point ${prerequisite} to come first`, path: [...at, 'prerequisites', r] });
            } else if (grades.indexOf(grade) > grades.indexOf(volume.grade)) {
              problems.push({ message: `${prerequisite} is taught in ${grade}, after ${volume.grade}`, path: [...at, 'prerequisites', r] });
            }
          });
          point.exercises.forEach((exercise, e) => {
            kinds.add(exercise.kind);
            unique(exercise.id, [...at, 'exercises', e, 'id']);
            exercise.alsoTests?.forEach((other, a) => {
              if (!gradeOfPoint.has(other))
                problems.push({ message: `no knowledge point ${other}`, path: [...at, 'exercises', e, 'alsoTests', a] });
            });
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

/** A knowledge point with where it stands: its course, volume (grade, term) and unit. */
export type PlacedKnowledgePoint = LibraryKnowledgePoint & { course: LibraryCourse; volume: LibraryVolume; unit: LibraryUnit };

/** Every knowledge point of these courses in curriculum order, each with its course, volume and unit. */
export function libraryPoints(courses: readonly LibraryCourse[]): PlacedKnowledgePoint[] {
  return courses.flatMap((course) =>
    course.volumes.flatMap((volume) =>
      volume.units.flatMap((unit) => unit.knowledgePoints.map((point) => ({ ...point, course, volume, unit }))),
    ),
  );
}
