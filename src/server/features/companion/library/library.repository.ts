import type { Kysely, Selectable } from 'kysely';
import { type Stage, stageSchema, type Subject, subjectSchema } from '../../../../contract/catalog.ts';
import {
  type Answer,
  answerFeedbackSchema,
  type Exercise,
  type ExerciseKind,
  exerciseKindSchema,
  exerciseSchema,
  type KnowledgePoint,
  type Lesson,
  lessonSchema,
} from '../../../../contract/companion.ts';
import { z } from '../../../../contract/schema.ts';
import type { Database, ExercisesTable, KnowledgePointsTable } from '../../../db/schema.ts';

/** Minutes the study plan reckons for one exercise of each kind. */
export const exerciseMinutes: Record<ExerciseKind, number> = { single: 1, truefalse: 1, multiple: 2, fill: 2 };

/** An exercise with what only the server knows: the answer and its explanation. */
export type StoredExercise = Exercise & {
  knowledgePointId: string;
  answer: Answer;
  acceptedTexts: string[];
  explanation: string[];
  minutes: number;
};

type KnowledgePointRow = Selectable<KnowledgePointsTable>;

const toKnowledgePoint = (row: KnowledgePointRow): KnowledgePoint => ({
  id: row.id,
  title: row.title,
  subject: subjectSchema.parse(row.subject),
  stage: stageSchema.parse(row.stage),
  grade: row.grade,
  unitTitle: row.unit_title,
  lessonId: row.lesson_id,
});

/** How the exercises table stores an answer, per kind: the option index, the indexes, every accepted text, true/false. */
const storedAnswerSchemas = {
  single: z.number(),
  multiple: z.array(z.number()),
  fill: z.array(z.string()),
  truefalse: z.boolean(),
};
const { options: optionList } = exerciseSchema.shape;
const { explanation: explanationList } = answerFeedbackSchema.shape;
const { paragraphs: paragraphList, examples: exampleList } = lessonSchema.shape;

function storedAnswer(kind: ExerciseKind, json: string): { answer: Answer; acceptedTexts: string[] } {
  const stored: unknown = JSON.parse(json);
  switch (kind) {
    case 'single':
      return { answer: { kind, choice: storedAnswerSchemas.single.parse(stored) }, acceptedTexts: [] };
    case 'multiple':
      return { answer: { kind, choices: storedAnswerSchemas.multiple.parse(stored) }, acceptedTexts: [] };
    case 'fill': {
      const texts = storedAnswerSchemas.fill.parse(stored);
      return { answer: { kind, text: texts[0] ?? '' }, acceptedTexts: texts };
    }
    case 'truefalse':
      return { answer: { kind, value: storedAnswerSchemas.truefalse.parse(stored) }, acceptedTexts: [] };
  }
}

async function toStoredExercises(db: Kysely<Database>, rows: Selectable<ExercisesTable>[]): Promise<StoredExercise[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('exercise_knowledge_points')
    .select(['exercise_id', 'knowledge_point_id'])
    .where(
      'exercise_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => {
    const kind = exerciseKindSchema.parse(row.kind);
    const tested = links.filter((link) => link.exercise_id === row.id).map((link) => link.knowledge_point_id);
    return {
      id: row.id,
      kind,
      subject: subjectSchema.parse(row.subject),
      prompt: row.prompt,
      options: optionList.parse(JSON.parse(row.options)),
      knowledgePointIds: [row.knowledge_point_id, ...tested.filter((id) => id !== row.knowledge_point_id).sort()],
      knowledgePointId: row.knowledge_point_id,
      ...storedAnswer(kind, row.answer),
      explanation: explanationList.parse(JSON.parse(row.explanation)),
      minutes: row.minutes,
    };
  });
}

/** What the learner sees before answering. */
export function publicExercise(exercise: StoredExercise): Exercise {
  const { id, kind, subject, prompt, options, knowledgePointIds } = exercise;
  return { id, kind, subject, prompt, options, knowledgePointIds };
}

/** The knowledge points of a stage (optionally some subjects, up to a grade) in the library now, in curriculum order. */
export async function listKnowledgePoints(
  db: Kysely<Database>,
  filter: { stage: Stage; subjects?: readonly Subject[]; grades?: readonly string[] },
): Promise<KnowledgePoint[]> {
  let query = db.selectFrom('knowledge_points').selectAll().where('stage', '=', filter.stage).where('retired_at', 'is', null);
  if (filter.subjects) query = query.where('subject', 'in', [...filter.subjects]);
  if (filter.grades) query = query.where('grade', 'in', [...filter.grades]);
  const rows = await query.orderBy('subject').orderBy('sort_order').execute();
  return rows.map(toKnowledgePoint);
}

export async function findKnowledgePoints(db: Kysely<Database>, ids: readonly string[]): Promise<KnowledgePoint[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('knowledge_points')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toKnowledgePoint);
}

export async function findLesson(db: Kysely<Database>, id: string): Promise<Lesson | undefined> {
  const row = await db
    .selectFrom('lessons')
    .innerJoin('knowledge_points', 'knowledge_points.id', 'lessons.knowledge_point_id')
    .selectAll('knowledge_points')
    .select(['lessons.id as l_id', 'lessons.title as l_title', 'lessons.minutes as l_minutes', 'lessons.paragraphs', 'lessons.examples'])
    .where('lessons.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.l_id,
    title: row.l_title,
    minutes: row.l_minutes,
    knowledgePoint: toKnowledgePoint(row),
    paragraphs: paragraphList.parse(JSON.parse(row.paragraphs)),
    examples: exampleList.parse(JSON.parse(row.examples)),
  };
}

/** Lesson reading minutes per knowledge point. */
export async function lessonMinutes(db: Kysely<Database>, knowledgePointIds: readonly string[]): Promise<Map<string, number>> {
  if (knowledgePointIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('lessons')
    .select(['knowledge_point_id', 'minutes'])
    .where('knowledge_point_id', 'in', [...knowledgePointIds])
    .execute();
  return new Map(rows.map((row) => [row.knowledge_point_id, row.minutes]));
}

/** The exercises in the library now whose own knowledge point is one of these, in curriculum order. */
export async function exercisesOf(db: Kysely<Database>, knowledgePointIds: readonly string[]): Promise<StoredExercise[]> {
  if (knowledgePointIds.length === 0) return [];
  const rows = await db
    .selectFrom('exercises')
    .selectAll()
    .where('knowledge_point_id', 'in', [...knowledgePointIds])
    .where('retired_at', 'is', null)
    .orderBy('knowledge_point_id')
    .orderBy('sort_order')
    .execute();
  return toStoredExercises(db, rows);
}

export async function findExercises(db: Kysely<Database>, ids: readonly string[]): Promise<StoredExercise[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('exercises')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const stored = await toStoredExercises(db, rows);
  const byId = new Map(stored.map((exercise) => [exercise.id, exercise]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A point of the library with what a plan needs: when in the school year a class meets it, and its lesson. */
export type CurriculumRow = {
  id: string;
  title: string;
  subject: Subject;
  grade: string;
  term: string;
  lessonId: string;
  lessonMinutes: number;
};

/** The library's points of these subjects and grades (all stages), in curriculum order. */
export async function listCurriculum(
  db: Kysely<Database>,
  filter: { subjects: readonly Subject[]; grades: readonly string[] },
): Promise<CurriculumRow[]> {
  if (filter.subjects.length === 0 || filter.grades.length === 0) return [];
  const rows = await db
    .selectFrom('knowledge_points')
    .innerJoin('lessons', 'lessons.id', 'knowledge_points.lesson_id')
    .select([
      'knowledge_points.id',
      'knowledge_points.title',
      'knowledge_points.subject',
      'knowledge_points.grade',
      'knowledge_points.term',
      'knowledge_points.lesson_id',
      'lessons.minutes',
    ])
    .where('knowledge_points.retired_at', 'is', null)
    .where('knowledge_points.subject', 'in', [...filter.subjects])
    .where('knowledge_points.grade', 'in', [...filter.grades])
    .orderBy('knowledge_points.sort_order')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subject: subjectSchema.parse(row.subject),
    grade: row.grade,
    term: row.term,
    lessonId: row.lesson_id,
    lessonMinutes: row.minutes,
  }));
}
