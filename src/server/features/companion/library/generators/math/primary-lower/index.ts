import { type GeneratorSet, joinGeneratorSets } from '../../exercise.ts';
import { g1AddSubGenerators } from './g1-add-sub.ts';
import { g1CarryGenerators } from './g1-carry.ts';
import { g1NumberGenerators } from './g1-numbers.ts';
import { g1ShapeGenerators } from './g1-shapes.ts';
import { g1bAddSubGenerators } from './g1b-add-sub.ts';
import { g1bMoneyGenerators } from './g1b-money.ts';
import { g1bNumberGenerators } from './g1b-numbers.ts';
import { g2DivideGenerators } from './g2-divide.ts';
import { g2MeasureGenerators } from './g2-measure.ts';
import { g2MultiplyGenerators } from './g2-multiply.ts';
import { g2bAddSubGenerators } from './g2b-add-sub.ts';
import { g2bNumberGenerators } from './g2b-numbers.ts';
import { g2bTimeDivisionGenerators } from './g2b-time-division.ts';

/** Every set of this band, one per topic file. */
export const primaryLowerSets: readonly GeneratorSet[] = [
  g1NumberGenerators,
  g1AddSubGenerators,
  g1CarryGenerators,
  g1ShapeGenerators,
  g1bNumberGenerators,
  g1bAddSubGenerators,
  g1bMoneyGenerators,
  g2MeasureGenerators,
  g2MultiplyGenerators,
  g2DivideGenerators,
  g2bTimeDivisionGenerators,
  g2bNumberGenerators,
  g2bAddSubGenerators,
];

/** 小学数学 一、二年级 exercise generators by id. */
export const primaryLowerMathGenerators: GeneratorSet = joinGeneratorSets(primaryLowerSets);
