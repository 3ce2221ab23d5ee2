import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g3DivideGenerators } from './g3-divide.ts';
import { numbers, verifyAll, type Verifier } from './verify.test-support.ts';

const words = ['', '一位数', '两位数', '三位数', '四位数'];
const verifiers: Record<string, Verifier> = {
  'm3-oral-div': (e) => {
    const [a = 0, b = 1] = numbers(e.prompt);
    return a / b;
  },
  'm3-written-div': (e) => {
    const [a = 0, b = 1] = numbers(e.prompt);
    const r = a % b;
    const q = (a - r) / b;
    return r ? `${q}……${r}` : String(q);
  },
  'm3-div-quotient-zero': (e) => {
    const [a = 0, b = 1] = numbers(e.prompt);
    return a / b;
  },
  'm3-div-digits': (e) => {
    const [a = 0, b = 1] = numbers(e.prompt);
    return words[String(Math.floor(a / b)).length] ?? '';
  },
  'm3-div-word': (e) => {
    const n = numbers(e.prompt);
    if (e.prompt.includes('笔记本')) return ((n[1] ?? 0) / (n[0] ?? 1)) * (n[2] ?? 0);
    return (n[0] ?? 0) / (n[1] ?? 1);
  },
  'm3-div-remainder-word': (e) => {
    const [total = 0, per = 1] = numbers(e.prompt);
    return e.prompt.includes('至少') ? Math.ceil(total / per) : Math.floor(total / per);
  },
};

describe('三年级 除数是一位数的除法 generators', () => {
  for (const [id, generator] of Object.entries(g3DivideGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
