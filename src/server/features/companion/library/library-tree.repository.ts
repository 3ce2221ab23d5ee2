import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** One knowledge point of a textbook with where it sits and the learner's mastery (null: never practised). */
export type TextbookPointRow = {
  id: string;
  title: string;
  lessonId: string;
  unitId: string;
  unitTitle: string;
  volumeId: string;
  volumeTitle: string;
  term: string;
  edition: string;
  pKnown: number | null;
};

/**
 * The knowledge points in the library now (retired ones left out) of one grade's textbooks of a subject, in curriculum
 * order — volume by volume, unit by unit, as the seed numbered them — each with the learner's mastery.
 */
export async function listTextbookPoints(
  db: Kysely<Database>,
  filter: { grade: string; subject: string; learnerId: string },
): Promise<TextbookPointRow[]> {
  const rows = await db
    .selectFrom('knowledge_points')
    .leftJoin('learner_mastery', (join) =>
      join.onRef('learner_mastery.knowledge_point_id', '=', 'knowledge_points.id').on('learner_mastery.learner_id', '=', filter.learnerId),
    )
    .select([
      'knowledge_points.id',
      'knowledge_points.title',
      'knowledge_points.lesson_id',
      'knowledge_points.unit_id',
      'knowledge_points.unit_title',
      'knowledge_points.volume_id',
      'knowledge_points.volume_title',
      'knowledge_points.term',
      'knowledge_points.edition',
      'learner_mastery.p_known',
    ])
    .where('knowledge_points.grade', '=', filter.grade)
    .where('knowledge_points.subject', '=', filter.subject)
    .where('knowledge_points.retired_at', 'is', null)
    .orderBy('knowledge_points.sort_order')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    lessonId: row.lesson_id,
    unitId: row.unit_id,
    unitTitle: row.unit_title,
    volumeId: row.volume_id,
    volumeTitle: row.volume_title,
    term: row.term,
    edition: row.edition,
    pKnown: row.p_known === null ? null : Number(row.p_known),
  }));
}
