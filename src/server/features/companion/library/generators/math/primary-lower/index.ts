import type { GeneratorSet } from '../../exercise.ts';

/** 小学数学 一、二年级 exercise generators by id. */
export const primaryLowerMathGenerators: GeneratorSet = {};
