import { describe, expect, it } from 'vitest';
import { seniorMathGenerators, seniorMathGeneratorSets } from './index.ts';

describe('高中数学 generators', () => {
  it('joins the files’ sets without a clash, so each generator is checked by its file’s test', () => {
    const ids = seniorMathGeneratorSets.flatMap((set) => Object.keys(set));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(seniorMathGenerators).sort()).toEqual([...ids].sort());
  });
  it('names every generator m10-…, m11-… or m12-…', () => {
    for (const id of Object.keys(seniorMathGenerators)) expect(id).toMatch(/^m1[0-2]-[a-z0-9-]+$/);
  });
});
