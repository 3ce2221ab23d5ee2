import { describe, expect, it } from 'vitest';
import type { Stage } from '../../../../contract/catalog.ts';
import { libraryPoints } from '../../../../contract/library-content.ts';
import { loadLibrary } from '../library/library-content.ts';
import { createLibraryIndex, type LibraryPassage, subjectNamedIn } from './retrieval.ts';

/** The seed as the database holds it (syncLibrary names each lesson `<point id>-lesson`). */
const passages: LibraryPassage[] = libraryPoints(loadLibrary()).flatMap(({ course: { stage, subject }, volume, unit, ...point }) => {
  const base = { stage, subject, grade: volume.grade, unitTitle: unit.title, lessonId: `${point.id}-lesson` };
  return [
    { ...base, kind: 'knowledge_point' as const, id: point.id, title: point.title, lessonTitle: point.lesson.title },
    { ...base, kind: 'lesson' as const, id: `${point.id}-lesson`, knowledgePointTitle: point.title, ...point.lesson },
    ...point.exercises.map((exercise) => ({
      ...base,
      kind: 'exercise' as const,
      id: exercise.id,
      title: exercise.prompt,
      knowledgePointTitle: point.title,
      prompt: exercise.prompt,
      options: 'options' in exercise ? exercise.options : [],
      explanation: exercise.explanation,
    })),
  ];
});

const index = createLibraryIndex(passages);

describe('retrieval over the real course library', () => {
  it.each<[Stage, string, string]>([
    ['junior', '勾股定理怎么用？', 'junior-math-pythagorean'],
    ['junior', '现在完成时什么时候用？', 'junior-english-present-perfect'],
    ['junior', '比喻和拟人有什么区别？', 'junior-chinese-rhetoric'],
    ['junior', '代入消元法怎么解方程组', 'junior-math-linear-system'],
    // 凑十法 is taught with 9加几 in the 2024 一年级上册.
    ['primary', '凑十法是什么', 'rj-math-1a-nine-plus'],
    ['primary', '圆的面积怎么算？', 'primary-math-circle-area'],
    ['primary', '什么时候用 an 而不是 a', 'primary-english-articles'],
    ['senior', '导数的几何意义是什么', 'senior-math-derivative-geometric-meaning'],
    ['senior', '等比数列前n项和公式', 'senior-math-geometric-sequence-sum'],
  ])('%s: “%s” finds the point %s first', (stage, text, pointId) => {
    const [best] = index.search({ stage, text, preferSubject: subjectNamedIn(text) });

    expect(best?.lessonId).toBe(`${pointId}-lesson`);
  });
});
