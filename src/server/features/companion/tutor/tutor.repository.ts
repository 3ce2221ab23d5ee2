import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { Stage, Subject } from '../../../../contract/catalog.ts';
import { type Answer, answerSchema, type ChatMessage, chatSourceSchema, type ChatSource } from '../../../../contract/companion.ts';
import type { ChatMessagesTable, Database } from '../../../db/schema.ts';
import type { LibraryPassage } from './retrieval.ts';

const stringList = z.array(z.string());
const examplesList = z.array(z.object({ problem: z.string(), steps: z.array(z.string()) }));
const sourcesList = z.array(chatSourceSchema);

/** Every lesson, exercise and knowledge point of the course library, as passages to search. */
export async function loadLibraryPassages(db: Kysely<Database>): Promise<LibraryPassage[]> {
  const points = await db.selectFrom('knowledge_points').selectAll().where('retired_at', 'is', null).execute();
  const lessons = await db.selectFrom('lessons').selectAll().execute();
  const exercises = await db.selectFrom('exercises').selectAll().where('retired_at', 'is', null).execute();
  const pointById = new Map(points.map((point) => [point.id, point]));
  const lessonById = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  const placeOf = (point: Selectable<Database['knowledge_points']>) => ({
    stage: point.stage as Stage,
    subject: point.subject as Subject,
    grade: point.grade,
    unitTitle: point.unit_title,
    lessonId: point.lesson_id,
  });
  return [
    ...points.map((point): LibraryPassage => ({
      kind: 'knowledge_point',
      id: point.id,
      title: point.title,
      ...placeOf(point),
      lessonTitle: lessonById.get(point.lesson_id)?.title ?? point.title,
    })),
    ...lessons.flatMap((lesson): LibraryPassage[] => {
      const point = pointById.get(lesson.knowledge_point_id);
      if (!point) return [];
      return [
        {
          kind: 'lesson',
          id: lesson.id,
          title: lesson.title,
          ...placeOf(point),
          lessonId: lesson.id,
          knowledgePointTitle: point.title,
          paragraphs: stringList.parse(JSON.parse(lesson.paragraphs)),
          examples: examplesList.parse(JSON.parse(lesson.examples)),
        },
      ];
    }),
    ...exercises.flatMap((exercise): LibraryPassage[] => {
      const point = pointById.get(exercise.knowledge_point_id);
      if (!point) return [];
      return [
        {
          kind: 'exercise',
          id: exercise.id,
          title: exercise.prompt,
          ...placeOf(point),
          knowledgePointTitle: point.title,
          prompt: exercise.prompt,
          options: stringList.parse(JSON.parse(exercise.options)),
          explanation: stringList.parse(JSON.parse(exercise.explanation)),
        },
      ];
    }),
  ];
}

/** The learner's last answer to an exercise in practice, or undefined when they never answered it. */
export async function lastPracticeAnswer(
  db: Kysely<Database>,
  learnerId: string,
  exerciseId: string,
): Promise<{ answer: Answer; correct: boolean } | undefined> {
  const row = await db
    .selectFrom('practice_answers')
    .select(['answer', 'correct'])
    .where('learner_id', '=', learnerId)
    .where('exercise_id', '=', exerciseId)
    .orderBy('answered_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return { answer: answerSchema.parse(JSON.parse(row.answer)), correct: Number(row.correct) === 1 };
}

export type ChatRow = Selectable<ChatMessagesTable>;

export function toChatMessage(row: ChatRow): ChatMessage {
  return {
    id: row.id,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    content: row.content,
    mode: row.mode === 'llm' || row.mode === 'library' ? row.mode : null,
    sources: sourcesList.parse(JSON.parse(row.sources)),
    status: row.status === 'failed' ? 'failed' : 'complete',
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

/** Questions the learner asked from `since` on (a retry asks no new question). */
export async function countQuestionsSince(db: Kysely<Database>, learnerId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('learner_id', '=', learnerId)
    .where('role', '=', 'user')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The learner's latest messages, oldest first. */
export async function latestMessages(db: Kysely<Database>, learnerId: string, limit: number): Promise<ChatRow[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('learner_id', '=', learnerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export async function findQuestion(db: Kysely<Database>, learnerId: string, id: string): Promise<ChatRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('id', '=', id)
    .where('learner_id', '=', learnerId)
    .where('role', '=', 'user')
    .executeTakeFirst();
}

export async function hasCompleteAnswer(db: Kysely<Database>, questionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('question_id', '=', questionId)
    .where('role', '=', 'assistant')
    .where('status', '=', 'complete')
    .executeTakeFirst();
  return row !== undefined;
}

/** When the learner's conversation was last written to (0 when never). */
export async function lastMessageAt(db: Kysely<Database>, learnerId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('learner_id', '=', learnerId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export type NewChatMessage = {
  id: string;
  learnerId: string;
  role: 'user' | 'assistant';
  content: string;
  exerciseId: string | null;
  questionId: string | null;
  mode: 'llm' | 'library' | null;
  sources: ChatSource[];
  status: 'complete' | 'failed';
  createdAt: number;
};

export async function insertChatMessage(db: Kysely<Database>, message: NewChatMessage): Promise<ChatRow> {
  const row: ChatRow = {
    id: message.id,
    learner_id: message.learnerId,
    role: message.role,
    content: message.content,
    exercise_id: message.exerciseId,
    question_id: message.questionId,
    mode: message.mode,
    sources: JSON.stringify(message.sources),
    status: message.status,
    created_at: message.createdAt,
  };
  await db.insertInto('chat_messages').values(row).execute();
  return row;
}

/** Every exercise the learner has answered in practice. */
export async function answeredExerciseIds(db: Kysely<Database>, learnerId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('practice_answers').select('exercise_id').distinct().where('learner_id', '=', learnerId).execute();
  return new Set(rows.map((row) => row.exercise_id));
}
