import type { LibraryQuery, LibraryTree, TextbookVolume } from '../../../../contract/library.ts';
import { termSchema } from '../../../../contract/library-content.ts';
import type { CompanionDeps } from '../learner-access.ts';
import { MASTERED_FROM } from '../mastery/bkt.ts';
import { listTextbookPoints, type TextbookPointRow } from './library-tree.repository.ts';

/** Rows in curriculum order into volumes, units and points, each group where its first point is. */
function toVolumes(rows: readonly TextbookPointRow[]): TextbookVolume[] {
  const volumes: TextbookVolume[] = [];
  for (const row of rows) {
    let volume = volumes.at(-1);
    if (volume?.id !== row.volumeId) {
      volume = { id: row.volumeId, title: row.volumeTitle, term: termSchema.parse(row.term), edition: row.edition, units: [] };
      volumes.push(volume);
    }
    let unit = volume.units.at(-1);
    if (unit?.id !== row.unitId) {
      unit = { id: row.unitId, title: row.unitTitle, knowledgePoints: [] };
      volume.units.push(unit);
    }
    unit.knowledgePoints.push({
      id: row.id,
      title: row.title,
      lessonId: row.lessonId,
      mastery: row.pKnown,
      mastered: row.pKnown !== null && row.pKnown >= MASTERED_FROM,
    });
  }
  return volumes;
}

/**
 * 课本同步: a grade's textbooks of one subject (default the learner's grade and 数学), for a learner whose service is
 * running. Any grade may be browsed: the plan decides what is assigned, not what may be read.
 */
export async function getLibraryTree(
  { db, access }: Pick<CompanionDeps, 'db' | 'access'>,
  accountId: string,
  query: LibraryQuery,
): Promise<LibraryTree> {
  const learner = await access.resolveActive(accountId, query.learnerId);
  const grade = query.grade ?? learner.grade;
  const subject = query.subject ?? '数学';
  const rows = await listTextbookPoints(db, { grade, subject, learnerId: learner.id });
  return { learnerId: learner.id, grade, subject, volumes: toVolumes(rows) };
}
