import { juniorCurriculum } from './junior.ts';
import { primaryCurriculum } from './primary.ts';
import { seniorCurriculum } from './senior.ts';
import type { CurriculumSeed } from './types.ts';

/** The whole course library: every stage's curriculum. */
export const curricula: CurriculumSeed[] = [...primaryCurriculum, ...juniorCurriculum, ...seniorCurriculum];
