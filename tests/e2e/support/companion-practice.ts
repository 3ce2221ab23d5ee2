import { expect, type Locator, type Page } from '@playwright/test';
import { type LibraryExercise, libraryPoints } from '../../../src/contract/library-content.ts';
import { loadLibrary } from '../../../src/server/features/companion/library/library-content.ts';

/** The answer key: the course library as our teachers wrote it (a page never sees an answer before answering). */
const exercisesById = new Map<string, LibraryExercise>(
  libraryPoints(loadLibrary())
    .flatMap((point) => point.exercises)
    .map((exercise) => [exercise.id, exercise]),
);

const letter = (index: number) => String.fromCharCode(65 + index);

/** Enters the right (or a wrong) answer to the exercise on screen (`[data-exercise-id]`), the way a learner does. */
export async function enterAnswer(question: Locator, right: boolean): Promise<LibraryExercise> {
  const exerciseId = await question.getAttribute('data-exercise-id');
  const exercise = exercisesById.get(exerciseId ?? '');
  if (!exercise) throw new Error(`exercise ${exerciseId} is not in the course library`);
  switch (exercise.kind) {
    case 'single': {
      const choice = right ? exercise.answer : (exercise.answer + 1) % exercise.options.length;
      await question.getByRole('radio', { name: `${letter(choice)}. ${exercise.options[choice]}`, exact: true }).check();
      break;
    }
    case 'multiple': {
      const wrongChoice = exercise.options.findIndex((_, index) => !exercise.answer.includes(index));
      const choices = right ? exercise.answer : [wrongChoice === -1 ? 0 : wrongChoice];
      for (const choice of choices)
        await question.getByRole('checkbox', { name: `${letter(choice)}. ${exercise.options[choice]}`, exact: true }).check();
      break;
    }
    case 'fill':
      await question.getByRole('textbox', { name: '填写答案' }).fill(right ? (exercise.answer[0] ?? '') : '我不知道');
      break;
    case 'truefalse':
      await question.getByRole('radio', { name: exercise.answer === right ? '正确' : '错误', exact: true }).check();
      break;
  }
  return exercise;
}

type StreamWatch = { lengths: number[]; sawStreaming: boolean; done: boolean };

/**
 * The tutor's answer as the page draws it: the length of its text at every change while it streams, recorded in
 * the page itself (a MutationObserver), so a slow test machine cannot miss the steps between two reads.
 */
export async function watchAnswerStream(page: Page, ask: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const watch: StreamWatch = { lengths: [], sawStreaming: false, done: false };
    Object.assign(window, { __answerStream: watch });
    const observer = new MutationObserver(() => {
      const answers = document.querySelectorAll('[data-testid="tutor-answer"]');
      const last = answers[answers.length - 1];
      if (!last) return;
      if (last.getAttribute('data-streaming') === 'true') {
        watch.sawStreaming = true;
        watch.lengths.push((last.textContent ?? '').length);
      } else if (watch.sawStreaming) {
        watch.done = true;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await ask();
  const read = () => page.evaluate(() => (window as unknown as { __answerStream: StreamWatch }).__answerStream);
  await expect.poll(async () => (await read()).done, { timeout: 30_000 }).toBe(true);
  return (await read()).lengths;
}

/** The answer grew in several steps and never shrank. */
export function expectGrowing(lengths: number[]) {
  const distinct = [...new Set(lengths.filter((length) => length > 0))];
  expect(distinct.length, `the answer grew in steps, not at once: ${lengths.join(',')}`).toBeGreaterThan(2);
  expect(distinct).toEqual([...distinct].sort((a, b) => a - b));
}

/** A wrong answer to an exercise, as the API takes it. */
export function wrongAnswerOf(exerciseId: string) {
  const exercise = exercisesById.get(exerciseId);
  if (!exercise) throw new Error(`exercise ${exerciseId} is not in the course library`);
  switch (exercise.kind) {
    case 'single':
      return { kind: 'single', choice: (exercise.answer + 1) % exercise.options.length };
    case 'multiple':
      return {
        kind: 'multiple',
        choices: [
          Math.max(
            0,
            exercise.options.findIndex((_, index) => !exercise.answer.includes(index)),
          ),
        ],
      };
    case 'fill':
      return { kind: 'fill', text: '我不知道' };
    case 'truefalse':
      return { kind: 'truefalse', value: !exercise.answer };
  }
}
