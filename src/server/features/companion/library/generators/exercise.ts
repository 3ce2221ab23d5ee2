import type { LibraryExercise } from '../../../../../contract/library-content.ts';
import type { Rng } from './rng.ts';

/** An exercise as a generator makes it: everything but the id, which the library gives it (point id and variant). */
export type GeneratedExercise = LibraryExercise extends infer E ? (E extends LibraryExercise ? Omit<E, 'id' | 'alsoTests'> : never) : never;

/**
 * One kind of exercise of a knowledge point: draws its parameters from `rng` in ranges that suit the grade, computes
 * the answer and writes the worked explanation step by step. Never a stored answer: the answer is computed.
 */
export type ExerciseGenerator = {
  /** What it asks, for the library's table and the tests, e.g. '小数乘整数（积的小数位数）'. */
  title: string;
  generate(rng: Rng): GeneratedExercise;
};

/** Generators by id, e.g. one grade band's. */
export type GeneratorSet = Readonly<Record<string, ExerciseGenerator>>;

/** Generator sets joined into one; two generators with one id are refused (a point would get the wrong one). */
export function joinGeneratorSets(sets: readonly GeneratorSet[]): GeneratorSet {
  const joined: Record<string, ExerciseGenerator> = {};
  for (const set of sets) {
    for (const [id, generator] of Object.entries(set)) {
      if (id in joined) throw new Error(`two exercise generators are called ${id}`);
      joined[id] = generator;
    }
  }
  return joined;
}

/** A fill-in: `prompt` shows the blank as ____; `answers` every accepted form, the first the one shown as right. */
export function fill(prompt: string, answers: readonly (string | number)[], explanation: readonly string[]): GeneratedExercise {
  return { kind: 'fill', prompt, answer: [...new Set(answers.map(String))], explanation: [...explanation] };
}

export function trueFalse(prompt: string, answer: boolean, explanation: readonly string[]): GeneratedExercise {
  return { kind: 'truefalse', prompt, answer, explanation: [...explanation] };
}

/**
 * Single choice: the right option and wrong ones (typically the results of common mistakes); the first three wrong
 * options different from the right one and from each other are used, and the four are shuffled. Throws when there are
 * not three such wrong options, so a generator must offer enough.
 */
export function single(
  rng: Rng,
  prompt: string,
  right: string | number,
  wrong: readonly (string | number)[],
  explanation: readonly string[],
): GeneratedExercise {
  const rightText = String(right);
  const distractors = [...new Set(wrong.map(String))].filter((option) => option !== rightText).slice(0, 3);
  if (distractors.length < 3) throw new Error(`single choice "${prompt}": fewer than three wrong options different from ${rightText}`);
  const options = rng.shuffle([rightText, ...distractors]);
  return { kind: 'single', prompt, options, answer: options.indexOf(rightText), explanation: [...explanation] };
}

/** Multiple choice: each option with whether it is right; shuffled, at least two right and one wrong. */
export function multiple(rng: Rng, prompt: string, options: readonly { text: string; right: boolean }[], explanation: readonly string[]) {
  const shuffled = rng.shuffle(options);
  const answer = shuffled.flatMap((option, index) => (option.right ? [index] : []));
  const exercise: GeneratedExercise = {
    kind: 'multiple',
    prompt,
    options: shuffled.map((option) => option.text),
    answer,
    explanation: [...explanation],
  };
  return exercise;
}
