import { type GeneratorSet, joinGeneratorSets } from './exercise.ts';
import { juniorMathGenerators } from './math/junior/index.ts';
import { primaryLowerMathGenerators } from './math/primary-lower/index.ts';
import { primaryMiddleMathGenerators } from './math/primary-middle/index.ts';
import { primaryUpperMathGenerators } from './math/primary-upper/index.ts';
import { seniorMathGenerators } from './math/senior/index.ts';

/** Every exercise generator by id, as the library's files name them (`"generators": [...]` of a knowledge point). */
export const exerciseGenerators: GeneratorSet = joinGeneratorSets([
  primaryLowerMathGenerators,
  primaryMiddleMathGenerators,
  primaryUpperMathGenerators,
  juniorMathGenerators,
  seniorMathGenerators,
]);
