import type { ExerciseGenerator, GeneratorSet } from './exercise.ts';
import { juniorMathGenerators } from './math/junior/index.ts';
import { primaryLowerMathGenerators } from './math/primary-lower/index.ts';
import { primaryMiddleMathGenerators } from './math/primary-middle/index.ts';
import { primaryUpperMathGenerators } from './math/primary-upper/index.ts';
import { seniorMathGenerators } from './math/senior/index.ts';

/** Every exercise generator by id, as the library's files name them (`"generators": [...]` of a knowledge point). */
export const exerciseGenerators: GeneratorSet = joinSets([
  primaryLowerMathGenerators,
  primaryMiddleMathGenerators,
  primaryUpperMathGenerators,
  juniorMathGenerators,
  seniorMathGenerators,
]);

function joinSets(sets: readonly GeneratorSet[]): GeneratorSet {
  const joined: Record<string, ExerciseGenerator> = {};
  for (const set of sets) {
    for (const [id, generator] of Object.entries(set)) {
      if (id in joined) throw new Error(`two exercise generators are called ${id}`);
      joined[id] = generator;
    }
  }
  return joined;
}
