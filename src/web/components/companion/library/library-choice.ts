import { type Grade, grades } from '../../../../contract/accounts.ts';
import { type Subject, subjects } from '../../../../contract/catalog.ts';

/** Which textbooks are on screen: named in the address (?grade=&subject=), so back from a lesson lands on them. */
export type LibraryChoice = { grade: Grade; subject: Subject };

/** The address's grade and subject, else the learner's grade and 数学. */
export function libraryChoiceOf(params: URLSearchParams, learnerGrade: Grade | null): LibraryChoice {
  const grade = grades.find((value) => value === params.get('grade')) ?? learnerGrade ?? grades[0];
  const subject = subjects.find((value) => value === params.get('subject')) ?? '数学';
  return { grade, subject };
}

/** What an empty grade says: 英语 starts in 三年级 (人教PEP); anything else is still being written. */
export function emptyLibraryText({ grade, subject }: LibraryChoice): { title: string; description: string } {
  if (subject === '英语' && (grade === '一年级' || grade === '二年级')) {
    return { title: `${grade}还没有英语课`, description: '英语从三年级开始学，先看看数学和语文吧。' };
  }
  return { title: `${grade}${subject}的课本还在准备中`, description: '换个年级或科目看看，小伴正在把课本一册一册加进来。' };
}
