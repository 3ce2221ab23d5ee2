import type { GeneratorSet } from '../../exercise.ts';

/** 小学数学 三、四年级 exercise generators by id. */
export const primaryMiddleMathGenerators: GeneratorSet = {};
