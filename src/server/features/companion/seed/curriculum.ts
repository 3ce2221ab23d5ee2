import type { CurriculumSeed } from './types.ts';

/** The whole course library: every stage's curriculum. */
export const curricula: CurriculumSeed[] = [];
