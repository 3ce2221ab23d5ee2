import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g3MultiplyGenerators } from './g3-multiply.ts';
import { numbers, verifyAll, type Verifier } from './verify.test-support.ts';

const verifiers: Record<string, Verifier> = {
  'm3-oral-mul': (e) => {
    const [a = 0, b = 0] = numbers(e.prompt);
    return a * b;
  },
  'm3-written-mul': (e) => {
    const [a = 0, b = 0] = numbers(e.prompt);
    return a * b;
  },
  'm3-mul-with-zero': (e) => {
    const [a = 0, b = 0] = numbers(e.prompt);
    return a * b;
  },
  'm3-mul-estimate': (e) => {
    const [a = 0, b = 0] = numbers(e.prompt);
    const unit = a >= 100 ? 100 : 10;
    const low = a - (a % unit);
    const near = a - low >= unit / 2 ? low + unit : low;
    return near * b;
  },
  'm3-mul-word': (e) => {
    const n = numbers(e.prompt);
    if (e.kind === 'truefalse') return (n[0] ?? 0) * (n[1] ?? 0) <= (n[2] ?? 0);
    return (n[0] ?? 0) * (n[1] ?? 0);
  },
};

describe('三年级 多位数乘一位数 generators', () => {
  for (const [id, generator] of Object.entries(g3MultiplyGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
