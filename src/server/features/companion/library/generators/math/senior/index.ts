import type { GeneratorSet } from '../../exercise.ts';

/** 高中数学 (高一–高三) exercise generators by id. */
export const seniorMathGenerators: GeneratorSet = {};
