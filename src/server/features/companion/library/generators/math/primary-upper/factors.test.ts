import { factorGenerators } from './factors.ts';
import { checkSet, expectChoices, expectTrue, expectValue, ints } from './verify.test-support.ts';

const divisors = (n: number) => {
  let count = 0;
  for (let d = 1; d <= n; d++) if (n % d === 0) count++;
  return count;
};
const prime = (n: number) => n > 1 && divisors(n) === 2;

checkSet('五年级下册 因数与倍数', factorGenerators, {
  'm5-factor-count': (e) => expectValue(e, divisors(ints(e.prompt)[0]!)),
  'm5-factor-choice': (e) => {
    const n = ints(e.prompt)[0]!;
    expectChoices(e, (option) => n % Number(option) === 0);
  },
  'm5-multiples-2-5': (e) => {
    const test = e.prompt.includes('奇数')
      ? (n: number) => n % 2 === 1
      : e.prompt.includes('既是')
        ? (n: number) => n % 2 === 0 && n % 5 === 0
        : e.prompt.includes('2 的倍数')
          ? (n: number) => n % 2 === 0
          : (n: number) => n % 5 === 0;
    expectChoices(e, (option) => test(Number(option)));
  },
  'm5-multiple-of-3-digit': (e) => {
    const [, a = '', b = ''] = /在 (\d)□(\d) 的/.exec(e.prompt) ?? [];
    const fits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => Number(`${a}${d}${b}`) % 3 === 0);
    expectValue(e, e.prompt.includes('最小') ? fits[0]! : fits.at(-1)!);
  },
  'm5-multiple-of-3-check': (e) => expectTrue(e, ints(e.prompt)[0]! % 3 === 0),
  'm5-prime-choice': (e) => {
    const primes = e.prompt.includes('质数');
    expectChoices(e, (option) => (primes ? prime(Number(option)) : Number(option) > 1 && !prime(Number(option))));
  },
});
