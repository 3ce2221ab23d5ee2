import type { Grade } from '../../../../contract/accounts.ts';
import type { Stage, Subject } from '../../catalog/seed/types.ts';

/**
 * The course library as written by our teachers: per stage and subject, units → knowledge points, each with one
 * lesson and its exercises. Loaded into the database on first start (like the catalog seed).
 */
export type CurriculumSeed = { stage: Stage; subject: Subject; units: UnitSeed[] };

export type UnitSeed = {
  /** Stable id, e.g. 'junior-math-u1'. */
  id: string;
  /** e.g. '一元一次方程'. */
  title: string;
  knowledgePoints: KnowledgePointSeed[];
};

export type KnowledgePointSeed = {
  /** Stable id, e.g. 'junior-math-linear-equation'; [a-z0-9-], unique across the whole library. */
  id: string;
  /**
   * The knowledge point's name. Where the free assessment asks about this point, exactly the assessment's
   * `knowledgePoint` text, so its result seeds the learner's mastery here.
   */
  title: string;
  /** The grade it is taught in (a learner sees the points of their stage up to their own grade). */
  grade: Grade;
  lesson: LessonSeed;
  /** At least five; together with the stage's other points every kind appears. */
  exercises: ExerciseSeed[];
};

export type LessonSeed = {
  title: string;
  /** Reading time in minutes (5–15): the study plan's estimate. */
  minutes: number;
  /** A short readable explanation, a paragraph per entry. */
  paragraphs: string[];
  /** Worked examples: the problem and its solution step by step. */
  examples: { problem: string; steps: string[] }[];
};

type ExerciseBase = {
  /** Stable id, e.g. 'junior-math-linear-equation-1'; unique across the whole library. */
  id: string;
  prompt: string;
  /** The step-by-step explanation shown after answering, a step per entry. */
  explanation: string[];
  /** Ids of other knowledge points this exercise also tests (its own point is implied). */
  alsoTests?: string[];
};

export type ExerciseSeed =
  | (ExerciseBase & { kind: 'single'; options: string[]; /** index of the one right option */ answer: number })
  | (ExerciseBase & { kind: 'multiple'; options: string[]; /** indexes of all right options (two or more) */ answer: number[] })
  | (ExerciseBase & {
      kind: 'fill';
      /** Every accepted answer; compared ignoring spaces, width (全角/半角) and, for English, letter case. */
      answer: string[];
    })
  | (ExerciseBase & { kind: 'truefalse'; answer: boolean });

export type ExerciseKind = ExerciseSeed['kind'];
