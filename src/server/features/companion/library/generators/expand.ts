import {
  GENERATED_EXERCISES_MIN,
  type LibraryExercise,
  type LibraryKnowledgePoint,
  type LibraryKnowledgePointFile,
  type LibraryLesson,
} from '../../../../../contract/library-content.ts';
import type { ExerciseGenerator, GeneratedExercise, GeneratorSet } from './exercise.ts';
import { createRng } from './rng.ts';

/** Variants a point with generators gets (ids `<point id>-v1` … `-v24`); at least GENERATED_EXERCISES_MIN must differ. */
export const GENERATED_VARIANTS = 24;
/** Worked examples a generated lesson adds after the written ones. */
const GENERATED_EXAMPLES = 2;
/** Tries per variant before a generator is judged unable to make enough different exercises. */
const TRIES_PER_VARIANT = 20;

const letters = 'ABCDEFGHIJ';

/** The right answer in words, for a worked example's last step. */
function answerInWords(exercise: GeneratedExercise): string {
  switch (exercise.kind) {
    case 'single':
      return `${letters[exercise.answer] ?? ''}. ${exercise.options[exercise.answer] ?? ''}`;
    case 'multiple':
      return exercise.answer.map((choice) => `${letters[choice] ?? ''}. ${exercise.options[choice] ?? ''}`).join('；');
    case 'fill':
      return exercise.answer[0] ?? '';
    case 'truefalse':
      return exercise.answer ? '正确' : '错误';
  }
}

/** An exercise as a worked example: the question with its options, the explanation, then the answer. */
export function asExample(exercise: GeneratedExercise): LibraryLesson['examples'][number] {
  const options = 'options' in exercise ? exercise.options.map((option, i) => `${letters[i] ?? ''}. ${option}`).join('　') : '';
  return {
    problem: options ? `${exercise.prompt}\n${options}` : exercise.prompt,
    steps: [...exercise.explanation, `答案：${answerInWords(exercise)}`],
  };
}

/** What makes two variants the same exercise for a learner. */
const sameness = (exercise: GeneratedExercise) =>
  JSON.stringify(['options' in exercise ? [...exercise.options].sort() : [], exercise.prompt]);

export class GeneratorProblem extends Error {}

/**
 * Variant `seed` of a generator; a generator that throws or returns nothing sensible is reported with the point and
 * seed, so the failing case can be run again.
 */
function variant(generator: ExerciseGenerator, generatorId: string, seed: string): GeneratedExercise {
  try {
    return generator.generate(createRng(seed));
  } catch (error) {
    throw new GeneratorProblem(
      `generator ${generatorId} failed for seed ${seed}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * A knowledge point as stored: the written exercises, then GENERATED_VARIANTS variants taking the generators in turn
 * (variant n is drawn from the seed '<point id>#<try>', so every start makes the same ones), different from each
 * other; the lesson's written examples and GENERATED_EXAMPLES generated ones.
 */
export function expandKnowledgePoint(point: LibraryKnowledgePointFile, generators: GeneratorSet): LibraryKnowledgePoint {
  const ids = point.generators ?? [];
  const chosen = ids.map((id) => {
    const generator = generators[id];
    if (!generator) throw new GeneratorProblem(`no exercise generator ${id}`);
    return { id, generator };
  });
  const written: LibraryExercise[] = point.exercises ?? [];
  const generated: LibraryExercise[] = [];
  const seen = new Set(written.map((exercise) => sameness(exercise)));
  for (let attempt = 0; chosen.length > 0 && generated.length < GENERATED_VARIANTS; attempt++) {
    if (attempt >= GENERATED_VARIANTS * TRIES_PER_VARIANT) break;
    const { id, generator } = chosen[attempt % chosen.length] ?? chosen[0]!;
    const exercise = variant(generator, id, `${point.id}#${attempt}`);
    const key = sameness(exercise);
    if (seen.has(key)) continue;
    seen.add(key);
    generated.push({ ...exercise, id: `${point.id}-v${generated.length + 1}` } as LibraryExercise);
  }
  if (chosen.length > 0 && generated.length < GENERATED_EXERCISES_MIN) {
    throw new GeneratorProblem(
      `the generators ${ids.join(', ')} make only ${generated.length} different exercises, fewer than ${GENERATED_EXERCISES_MIN}`,
    );
  }
  const examples = [
    ...(point.lesson.examples ?? []),
    ...Array.from({ length: chosen.length > 0 ? GENERATED_EXAMPLES : 0 }, (_, i) => {
      const { id, generator } = chosen[i % chosen.length] ?? chosen[0]!;
      return asExample(variant(generator, id, `${point.id}#example-${i}`));
    }),
  ];
  return {
    id: point.id,
    title: point.title,
    prerequisites: point.prerequisites ?? [],
    lesson: { ...point.lesson, examples },
    generators: ids,
    exercises: [...written, ...generated],
  };
}
