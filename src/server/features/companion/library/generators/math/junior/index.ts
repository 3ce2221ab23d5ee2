import { type GeneratorSet, joinGeneratorSets } from '../../exercise.ts';
import { equationGenerators } from './g7a-equations.ts';
import { coordinateGenerators } from './g7b-coordinates.ts';
import { inequalityGenerators } from './g7b-inequalities.ts';
import { lineGenerators } from './g7b-lines.ts';
import { realNumberGenerators } from './g7b-real-numbers.ts';
import { statisticsGenerators } from './g7b-statistics.ts';
import { algebraGenerators } from './g8a-algebra.ts';
import { fractionGenerators } from './g8a-fractions.ts';
import { triangleGenerators } from './g8a-triangles.ts';
import { dataGenerators } from './g8b-data.ts';
import { functionGenerators } from './g8b-functions.ts';
import { quadrilateralGenerators } from './g8b-quadrilaterals.ts';
import { radicalGenerators } from './g8b-radicals.ts';
import { systemGenerators } from './g7b-systems.ts';
import { expressionGenerators } from './g7a-expressions.ts';
import { geometryGenerators } from './g7a-geometry.ts';
import { rationalNumberGenerators } from './g7a-rational-numbers.ts';
import { rationalOperationGenerators } from './g7a-rational-operations.ts';

/** 初中数学 (初一–初三) exercise generators by id. */
export const juniorMathGenerators: GeneratorSet = joinGeneratorSets([
  rationalNumberGenerators,
  rationalOperationGenerators,
  expressionGenerators,
  equationGenerators,
  geometryGenerators,
  lineGenerators,
  realNumberGenerators,
  coordinateGenerators,
  systemGenerators,
  inequalityGenerators,
  statisticsGenerators,
  triangleGenerators,
  algebraGenerators,
  fractionGenerators,
  radicalGenerators,
  quadrilateralGenerators,
  functionGenerators,
  dataGenerators,
]);
