import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g4DivideLawGenerators } from './g4-divide-laws.ts';
import { evaluateText, expressionOf, numbers, verifyAll, type Verifier } from './verify.test-support.ts';

const division = (a: number, b: number) => {
  const r = a % b;
  const q = (a - r) / b;
  return r ? `${q}……${r}` : String(q);
};
const expression = (e: Parameters<Verifier>[0]) => evaluateText(expressionOf(e.prompt));
const verifiers: Record<string, Verifier> = {
  'm4-oral-div': (e) => {
    const [a = 0, b = 1] = numbers(e.prompt);
    return a / b;
  },
  'm4-div-by-tens': (e) => {
    const [a = 0, b = 1] = numbers(e.prompt);
    return division(a, b);
  },
  'm4-div-two-digit': (e) => {
    const [a = 0, b = 1] = numbers(e.prompt);
    return Math.floor(a / b);
  },
  'm4-quotient-change': (e) => {
    const [, , , c = 0, d = 1, claimed] = numbers(e.prompt);
    if (e.kind === 'truefalse') return c / d === claimed;
    return c / d;
  },
  'm4-div-word': (e) => {
    const [x = 0, y = 1] = numbers(e.prompt);
    return e.prompt.includes('大客车') ? y / x : Math.floor(x / y);
  },
  'm4-mixed-order': expression,
  'm4-inverse-relations': (e) => {
    const [y = 0, z = 0] = numbers(e.prompt);
    if (e.prompt.includes('□ +')) return z - y;
    if (e.prompt.includes('□ −')) return z + y;
    if (e.prompt.includes('□ ×')) return z / y;
    return z * y;
  },
  'm4-zero-facts': (e) => {
    const m = /判断：(\d+) ([+−×÷]) (\d+) = (\d+)。/.exec(e.prompt);
    const [a, op, b, c] = [Number(m?.[1]), m?.[2], Number(m?.[3]), Number(m?.[4])];
    if (op === '÷' && b === 0) return false;
    const value = op === '+' ? a + b : op === '−' ? a - b : op === '×' ? a * b : a / b;
    return value === c;
  },
  'm4-add-laws': expression,
  'm4-mul-assoc': expression,
  'm4-distributive': expression,
  'm4-sub-div-props': expression,
};

describe('四年级 除法和运算律 generators', () => {
  for (const [id, generator] of Object.entries(g4DivideLawGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
