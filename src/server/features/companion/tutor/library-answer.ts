import { setTimeout as sleep } from 'node:timers/promises';
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

/** The longest piece of a composed answer: about what a language model sends in one go. */
const PIECE_CHARACTERS = 12;

/** The pieces a composed answer is streamed in: short runs within a line, so the client draws it as it does a model's. */
export function streamPieces(text: string): string[] {
  return text.split(/(?<=\n)/).flatMap((line) => {
    const characters = [...line];
    const pieces: string[] = [];
    for (let i = 0; i < characters.length; i += PIECE_CHARACTERS) pieces.push(characters.slice(i, i + PIECE_CHARACTERS).join(''));
    return pieces;
  });
}

/**
 * The pause between two pieces of a course-library answer. The answer is ready at once, but it appears like a
 * model's, a few characters at a time (about 600 characters a second), so a learner follows it as it comes and the
 * client has one way of drawing answers.
 */
export const LIBRARY_PIECE_PAUSE_MS = 20;

/** The pieces of a composed answer, paced; stops early when the learner has left. */
export async function* pacedPieces(text: string, signal: AbortSignal, pauseMs = LIBRARY_PIECE_PAUSE_MS): AsyncGenerator<string> {
  const pieces = streamPieces(text);
  for (const [index, piece] of pieces.entries()) {
    if (signal.aborted) return;
    if (index > 0 && pauseMs > 0) await sleep(pauseMs, undefined, { signal }).catch(() => undefined);
    if (signal.aborted) return;
    yield piece;
  }
}
