import type { GeneratorSet } from '../../exercise.ts';

/** 小学数学 五、六年级 exercise generators by id. */
export const primaryUpperMathGenerators: GeneratorSet = {};
