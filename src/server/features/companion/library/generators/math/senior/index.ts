import { type GeneratorSet, joinGeneratorSets } from '../../exercise.ts';
import { expLogGenerators } from './exp-log.ts';
import { functionGenerators } from './functions.ts';
import { inequalityGenerators } from './inequalities.ts';
import { logicGenerators } from './logic.ts';
import { setGenerators, setOperationGenerators } from './sets.ts';
import { trigGenerators } from './trig.ts';
import { complexGenerators } from './complex.ts';
import { probabilityGenerators } from './probability.ts';
import { solidGeometryGenerators } from './solid-geometry.ts';
import { statisticsGenerators } from './statistics.ts';
import { vectorApplicationGenerators } from './vector-applications.ts';
import { vectorGenerators } from './vectors.ts';
import { sinusoidGenerators, trigIdentityGenerators, trigPropertyGenerators } from './trig-identities.ts';

/** Each file's generators, in textbook order; every set has its own test file beside it. */
export const seniorMathGeneratorSets: readonly GeneratorSet[] = [
  setGenerators,
  setOperationGenerators,
  logicGenerators,
  inequalityGenerators,
  functionGenerators,
  expLogGenerators,
  trigGenerators,
  trigPropertyGenerators,
  trigIdentityGenerators,
  sinusoidGenerators,
  vectorGenerators,
  vectorApplicationGenerators,
  complexGenerators,
  solidGeometryGenerators,
  statisticsGenerators,
  probabilityGenerators,
];

/** 高中数学 (高一–高三) exercise generators by id. */
export const seniorMathGenerators: GeneratorSet = joinGeneratorSets(seniorMathGeneratorSets);
