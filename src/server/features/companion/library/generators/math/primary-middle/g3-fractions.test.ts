import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g3FractionGenerators } from './g3-fractions.ts';
import { evaluateText, numbers, verifyAll, type Verifier } from './verify.test-support.ts';

const sign = (a: string, b: string) => {
  const d = Number(evaluateText(`${a} - ${b}`));
  return d > 0 ? '>' : d < 0 ? '<' : '=';
};
const verifiers: Record<string, Verifier> = {
  'm3-fraction-unit': (e) => `1/${numbers(e.prompt)[0]}`,
  'm3-fraction-read': (e) => {
    const [n = 1, k = 0] = numbers(e.prompt);
    return e.prompt.includes('没有涂色') ? `${n - k}/${n}` : `${k}/${n}`;
  },
  'm3-fraction-compare': (e) => {
    const m = /：(\S+) ____ (\S+)（/.exec(e.prompt);
    return sign(m?.[1] ?? '', m?.[2] ?? '');
  },
  'm3-fraction-add-sub': (e) => {
    const m = /：(\d+)(?:\/(\d+))? ([+−]) (\d+)\/(\d+) =/.exec(e.prompt);
    const n = Number(m?.[5]);
    const left = m?.[2] ? Number(m[1]) : n * Number(m?.[1]);
    const top = m?.[3] === '+' ? left + Number(m?.[4]) : left - Number(m?.[4]);
    return top === n ? '1' : `${top}/${n}`;
  },
  'm3-fraction-of-set': (e) => {
    const [total = 0, k = 0, n = 1] = numbers(e.prompt);
    return (total / n) * k;
  },
};

describe('三年级 分数的初步认识 generators', () => {
  for (const [id, generator] of Object.entries(g3FractionGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
