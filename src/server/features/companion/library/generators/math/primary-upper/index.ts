import type { GeneratorSet } from '../../exercise.ts';
import { decimalDivisionGenerators } from './decimal-division.ts';
import { decimalMultiplicationGenerators } from './decimal-multiplication.ts';
import { equationGenerators } from './equations.ts';
import { polygonAreaGenerators } from './polygon-area.ts';
import { positionPossibilityGenerators } from './position-possibility.ts';

/** 小学数学 五、六年级 exercise generators by id. */
export const primaryUpperMathGenerators: GeneratorSet = {
  ...decimalMultiplicationGenerators,
  ...positionPossibilityGenerators,
  ...decimalDivisionGenerators,
  ...equationGenerators,
  ...polygonAreaGenerators,
};
