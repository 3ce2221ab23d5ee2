import { describe, expect, it } from 'vitest';
import { primaryMiddleMathGenerators, primaryMiddleSets } from './index.ts';

describe('三、四年级 generator set', () => {
  it('joins every file set, each id once, named m3-… or m4-…', () => {
    const ids = Object.values(primaryMiddleSets).flatMap((set) => Object.keys(set));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(primaryMiddleMathGenerators).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(id).toMatch(/^m[34]-[a-z0-9-]+$/);
  });
});
