import type { Migration } from 'kysely';

/**
 * Every migration, in order. Listed by hand (not read from the folder) so the same list works from the
 * TypeScript sources under tsx/Vitest and from the compiled JavaScript in dist.
 */
export const migrations: Record<string, Migration> = {};
