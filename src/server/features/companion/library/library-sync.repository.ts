import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { LibraryCourse } from '../../../../contract/library-content.ts';
import type { Database, ExercisesTable, KnowledgePointsTable } from '../../../db/schema.ts';
import { exerciseMinutes } from './library.repository.ts';

type LibraryRows = {
  points: KnowledgePointsTable[];
  lessons: Database['lessons'][];
  exercises: ExercisesTable[];
  links: Database['exercise_knowledge_points'][];
  prerequisites: Database['knowledge_point_prerequisites'][];
};

/** The library as rows, knowledge points numbered in curriculum order. */
function libraryRows(courses: readonly LibraryCourse[]): LibraryRows {
  const rows: LibraryRows = { points: [], lessons: [], exercises: [], links: [], prerequisites: [] };
  for (const course of courses) {
    for (const volume of course.volumes) {
      for (const unit of volume.units) {
        for (const point of unit.knowledgePoints) {
          const lessonId = `${point.id}-lesson`;
          rows.points.push({
            id: point.id,
            stage: course.stage,
            subject: course.subject,
            grade: volume.grade,
            unit_id: unit.id,
            unit_title: unit.title,
            title: point.title,
            lesson_id: lessonId,
            sort_order: rows.points.length + 1,
            edition: course.edition,
            volume_id: volume.id,
            volume_title: volume.title,
            term: volume.term,
            retired_at: null,
          });
          rows.lessons.push({
            id: lessonId,
            knowledge_point_id: point.id,
            title: point.lesson.title,
            minutes: point.lesson.minutes,
            paragraphs: JSON.stringify(point.lesson.paragraphs),
            examples: JSON.stringify(point.lesson.examples),
          });
          for (const prerequisite of point.prerequisites)
            rows.prerequisites.push({ knowledge_point_id: point.id, prerequisite_id: prerequisite });
          point.exercises.forEach((exercise, index) => {
            rows.exercises.push({
              id: exercise.id,
              knowledge_point_id: point.id,
              stage: course.stage,
              subject: course.subject,
              kind: exercise.kind,
              prompt: exercise.prompt,
              options: JSON.stringify('options' in exercise ? exercise.options : []),
              answer: JSON.stringify(exercise.answer),
              explanation: JSON.stringify(exercise.explanation),
              minutes: exerciseMinutes[exercise.kind],
              sort_order: index + 1,
              retired_at: null,
            });
            for (const knowledgePointId of new Set([point.id, ...(exercise.alsoTests ?? [])])) {
              rows.links.push({ exercise_id: exercise.id, knowledge_point_id: knowledgePointId });
            }
          });
        }
      }
    }
  }
  return rows;
}

/** Rows per statement: under SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH = 200;

async function upsert<T extends 'knowledge_points' | 'lessons' | 'exercises'>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly object[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const columns = Object.keys(batch[0] ?? {}).filter((column) => column !== 'id');
    await trx
      .insertInto(table)
      .values(batch as never)
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) => Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}` as never)])) as never),
      )
      .execute();
  }
}

async function insertAll<T extends 'exercise_knowledge_points' | 'knowledge_point_prerequisites'>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly object[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
}

/** The content's fingerprint: a start with the same content leaves the tables alone. */
export const libraryHash = (courses: readonly LibraryCourse[]): string =>
  createHash('sha256').update(JSON.stringify(courses)).digest('hex');

/**
 * Brings the library tables to the content (decision 033), in one transaction so a crash never leaves half a library:
 * points, lessons and exercises are written by their stable ids (a learner's progress, plans and answers keep
 * pointing at them), what left the content is retired, never deleted. Several processes starting at once take turns
 * on library_state's row; each finds the tables as the content says.
 */
export async function syncLibrary(db: Kysely<Database>, courses: readonly LibraryCourse[], now: number): Promise<void> {
  const hash = libraryHash(courses);
  const held = await db.selectFrom('library_state').select('content_hash').where('id', '=', 1).executeTakeFirst();
  if (held?.content_hash === hash) return;
  const rows = libraryRows(courses);
  await db.transaction().execute(async (trx) => {
    // The row lock first: another process upgrading at the same time waits here, then finds the work done.
    await trx
      .insertInto('library_state')
      .values({ id: 1, content_hash: '', synced_at: now })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ synced_at: now }))
      .execute();
    await trx.updateTable('knowledge_points').set({ retired_at: now }).where('retired_at', 'is', null).execute();
    await trx.updateTable('exercises').set({ retired_at: now }).where('retired_at', 'is', null).execute();
    await upsert(trx, 'knowledge_points', rows.points);
    await upsert(trx, 'lessons', rows.lessons);
    await upsert(trx, 'exercises', rows.exercises);
    await trx.deleteFrom('exercise_knowledge_points').execute();
    await insertAll(trx, 'exercise_knowledge_points', rows.links);
    await trx.deleteFrom('knowledge_point_prerequisites').execute();
    await insertAll(trx, 'knowledge_point_prerequisites', rows.prerequisites);
    await trx.updateTable('library_state').set({ content_hash: hash, synced_at: now }).where('id', '=', 1).execute();
  });
}
