import { type GeneratorSet, joinGeneratorSets } from '../../exercise.ts';
import { circlePositionGenerators } from './circle-position.ts';
import { cylinderConeGenerators } from './cylinder-cone.ts';
import { decimalDivisionGenerators } from './decimal-division.ts';
import { decimalMultiplicationGenerators } from './decimal-multiplication.ts';
import { equationGenerators } from './equations.ts';
import { factorGenerators } from './factors.ts';
import { fractionAddGenerators } from './fraction-add.ts';
import { fractionMultiplyDivideGenerators } from './fraction-multiply-divide.ts';
import { fractionGenerators } from './fractions.ts';
import { negativePercentGenerators } from './negative-percent.ts';
import { polygonAreaGenerators } from './polygon-area.ts';
import { positionPossibilityGenerators } from './position-possibility.ts';
import { proportionGenerators } from './proportion.ts';
import { ratioPercentGenerators } from './ratio-percent.ts';
import { rotationChartGenerators } from './rotation-charts.ts';
import { solidGenerators } from './solids.ts';

/** 小学数学 五、六年级 exercise generators by id. */
export const primaryUpperMathGenerators: GeneratorSet = joinGeneratorSets([
  decimalMultiplicationGenerators,
  positionPossibilityGenerators,
  decimalDivisionGenerators,
  equationGenerators,
  polygonAreaGenerators,
  solidGenerators,
  factorGenerators,
  fractionGenerators,
  fractionAddGenerators,
  rotationChartGenerators,
  fractionMultiplyDivideGenerators,
  ratioPercentGenerators,
  circlePositionGenerators,
  negativePercentGenerators,
  cylinderConeGenerators,
  proportionGenerators,
]);
