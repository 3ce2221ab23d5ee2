import { expect } from 'vitest';
import { libraryExerciseSchema, type LibraryExercise } from '../../src/contract/library-content.ts';
import type { Answer } from '../../src/contract/companion.ts';
import type { ExerciseGenerator, GeneratedExercise } from '../../src/server/features/companion/library/generators/exercise.ts';
import { createRng } from '../../src/server/features/companion/library/generators/rng.ts';
import type { StoredExercise } from '../../src/server/features/companion/library/library.repository.ts';
import { isCorrect } from '../../src/server/features/companion/practice/answer-check.ts';

/**
 * Variants checked per generator: a fixed-seed sample in `npm test` (and CI), thousands with
 * `npm run check:generators` (GENERATOR_VARIANTS=10000).
 */
export const variantsPerGenerator = Number(process.env.GENERATOR_VARIANTS ?? 1000);

/** Words that mean a generator printed a value it did not have. */
const broken = /NaN|undefined|Infinity|\[object|null|function|e[+-]\d/;

/** The exercise as the practice service holds it, so the real answer checker judges it. */
function stored(exercise: LibraryExercise): StoredExercise {
  const answer: Answer =
    exercise.kind === 'single'
      ? { kind: 'single', choice: exercise.answer }
      : exercise.kind === 'multiple'
        ? { kind: 'multiple', choices: exercise.answer }
        : exercise.kind === 'fill'
          ? { kind: 'fill', text: exercise.answer[0] ?? '' }
          : { kind: 'truefalse', value: exercise.answer };
  return {
    id: exercise.id,
    kind: exercise.kind,
    subject: '数学',
    prompt: exercise.prompt,
    options: 'options' in exercise ? exercise.options : [],
    knowledgePointIds: ['point'],
    knowledgePointId: 'point',
    answer,
    acceptedTexts: exercise.kind === 'fill' ? exercise.answer : [],
    explanation: exercise.explanation,
    minutes: 1,
  };
}

/** A wrong answer of the same kind, which the checker must refuse. */
function wrongAnswer(exercise: LibraryExercise): Answer {
  switch (exercise.kind) {
    case 'single':
      return { kind: 'single', choice: (exercise.answer + 1) % exercise.options.length };
    case 'multiple':
      return { kind: 'multiple', choices: exercise.answer.slice(1) };
    case 'fill':
      return { kind: 'fill', text: `${exercise.answer[0] ?? ''}9` };
    case 'truefalse':
      return { kind: 'truefalse', value: !exercise.answer };
  }
}

/**
 * Draws `count` variants of a generator with fixed seeds and checks each: the contract's schema (four different
 * options, a blank in a fill-in, two or more explanation steps…), no broken value in any text, the answer checker
 * accepting the generator's answer (every accepted form of a fill-in) and refusing a wrong one; and that the generator
 * makes at least 20 different exercises. Returns the variants for the caller's own check of the mathematics.
 */
export function checkGenerator(id: string, generator: ExerciseGenerator, count = variantsPerGenerator): GeneratedExercise[] {
  const variants: GeneratedExercise[] = [];
  for (let i = 0; i < count; i++) {
    const generated = generator.generate(createRng(`${id}#check-${i}`));
    const parsed = libraryExerciseSchema.safeParse({ ...generated, id: 'check' });
    if (!parsed.success) expect.fail(`${id} variant ${i}: ${parsed.error.message}\n${JSON.stringify(generated)}`);
    const exercise = parsed.data;
    const texts = [
      exercise.prompt,
      ...exercise.explanation,
      ...('options' in exercise ? exercise.options : []),
      JSON.stringify(exercise.answer),
    ];
    const bad = texts.find((text) => broken.test(text));
    if (bad !== undefined) expect.fail(`${id} variant ${i} prints a broken value: ${bad}`);
    const asStored = stored(exercise);
    if (exercise.kind === 'fill') {
      for (const text of exercise.answer)
        expect(isCorrect(asStored, { kind: 'fill', text }), `${id} variant ${i} accepts ${text}`).toBe(true);
    } else {
      expect(isCorrect(asStored, asStored.answer), `${id} variant ${i}: its own answer`).toBe(true);
    }
    expect(isCorrect(asStored, wrongAnswer(exercise)), `${id} variant ${i} refuses a wrong answer`).toBe(false);
    variants.push(generated);
  }
  const different = new Set(
    variants.map((exercise) => `${exercise.prompt}|${'options' in exercise ? [...exercise.options].sort().join('|') : ''}`),
  );
  expect(different.size, `${id} makes at least 20 different exercises`).toBeGreaterThanOrEqual(Math.min(20, count));
  return variants;
}
