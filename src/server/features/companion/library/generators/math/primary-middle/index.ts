import { type GeneratorSet, joinGeneratorSets } from '../../exercise.ts';
import { g3DataDecimalGenerators } from './g3-data-decimals.ts';
import { g3DivideGenerators } from './g3-divide.ts';
import { g3FractionGenerators } from './g3-fractions.ts';
import { g3MeasureGenerators } from './g3-measure.ts';
import { g3MixedGenerators } from './g3-mixed.ts';
import { g3MultiplyGenerators } from './g3-multiply.ts';
import { g3PerimeterAreaGenerators } from './g3-perimeter-area.ts';
import { g3ShapeGenerators } from './g3-shapes.ts';
import { g4DecimalStatsGenerators } from './g4-decimals-stats.ts';
import { g4DivideLawGenerators } from './g4-divide-laws.ts';
import { g4GeometryGenerators } from './g4-geometry.ts';
import { g4LargeNumberGenerators } from './g4-large-numbers.ts';
import { g4MultiplyGenerators } from './g4-multiply.ts';

/** The 三、四年级 generator sets by file, for the tests. */
export const primaryMiddleSets: Readonly<Record<string, GeneratorSet>> = {
  'g3-mixed': g3MixedGenerators,
  'g3-multiply': g3MultiplyGenerators,
  'g3-divide': g3DivideGenerators,
  'g3-measure': g3MeasureGenerators,
  'g3-shapes': g3ShapeGenerators,
  'g3-fractions': g3FractionGenerators,
  'g3-perimeter-area': g3PerimeterAreaGenerators,
  'g3-data-decimals': g3DataDecimalGenerators,
  'g4-large-numbers': g4LargeNumberGenerators,
  'g4-multiply': g4MultiplyGenerators,
  'g4-geometry': g4GeometryGenerators,
  'g4-divide-laws': g4DivideLawGenerators,
  'g4-decimals-stats': g4DecimalStatsGenerators,
};

/** 小学数学 三、四年级 exercise generators by id. */
export const primaryMiddleMathGenerators: GeneratorSet = joinGeneratorSets(Object.values(primaryMiddleSets));
