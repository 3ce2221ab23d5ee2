import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g4MultiplyGenerators } from './g4-multiply.ts';
import { numbers, verifyAll, type Verifier } from './verify.test-support.ts';

const product = (e: Parameters<Verifier>[0]) => {
  const [a = 0, b = 0] = numbers(e.prompt);
  return a * b;
};
const verifiers: Record<string, Verifier> = {
  'm4-oral-mul': product,
  'm4-two-by-two': product,
  'm4-three-by-two': product,
  'm4-mul-zero-end': product,
  'm4-product-change': (e) => {
    const [a = 0, b = 0, p = 0, c = 0, d = 0] = numbers(e.prompt);
    return (p / (a * b)) * c * d;
  },
  'm4-mul-budget': (e) => {
    const [count = 0, price = 0, money = 0] = numbers(e.prompt);
    return count * price <= money;
  },
  'm4-addition-model': (e) => {
    const [x = 0, y = 0] = numbers(e.prompt);
    return e.prompt.includes('一共有____') ? x + y : x - y;
  },
  'm4-price-model': (e) => {
    const [x = 0, y = 0] = numbers(e.prompt);
    if (e.prompt.includes('总价是')) return x * y;
    if (e.prompt.includes('单价是')) return y / x;
    return y / x;
  },
  'm4-speed-model': (e) => {
    const [x = 0, y = 0] = numbers(e.prompt);
    if (e.prompt.includes('速度是____')) return y / x;
    if (e.prompt.includes('要____')) return y / x;
    return x * y;
  },
};

describe('四年级 多位数乘两位数与数量关系 generators', () => {
  for (const [id, generator] of Object.entries(g4MultiplyGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
