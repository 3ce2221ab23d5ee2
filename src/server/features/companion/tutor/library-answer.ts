import { type ExerciseInQuestion, exerciseLines } from './exercise-text.ts';
import { passageText } from './passage-text.ts';
import type { LibraryPassage } from './retrieval.ts';

/** How every answer without a language model begins: the learner must know where it comes from. */
export const LIBRARY_ANSWER_INTRO = '小伴老师现在是从课程资料库里为你找答案（不是 AI 生成的回答）。';

export const LIBRARY_NOTHING_FOUND =
  '课程资料库里没有找到和这个问题相关的内容。可以换个说法再问一次，或者说清楚是哪一科（数学、语文、英语）、哪个知识点，比如“分数加法怎么算”。';

/** The answer from the course library alone: the exercise's explanation, then the best passages. */
export function composeLibraryAnswer(passages: readonly LibraryPassage[], exercise: ExerciseInQuestion | null): string {
  const parts = [LIBRARY_ANSWER_INTRO];
  if (exercise) parts.push(['我们一起来看这道题：', ...exerciseLines(exercise, '你')].join('\n'));
  if (passages.length > 0) {
    parts.push(exercise ? '相关的课程资料：' : '下面是资料库里最相关的内容：');
    for (const passage of passages) {
      const { heading, body } = passageText(passage);
      parts.push(`【${heading}】\n${body}`);
    }
  } else if (!exercise) {
    parts.push(LIBRARY_NOTHING_FOUND);
  }
  return parts.join('\n\n');
}

/** The pieces a composed answer is streamed in: line by line, so the client draws it as it does a model's. */
export function streamPieces(text: string): string[] {
  return text.split(/(?<=\n)/);
}
