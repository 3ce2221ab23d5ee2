import type { GeneratorSet } from '../../exercise.ts';

/** 初中数学 (初一–初三) exercise generators by id. */
export const juniorMathGenerators: GeneratorSet = {};
