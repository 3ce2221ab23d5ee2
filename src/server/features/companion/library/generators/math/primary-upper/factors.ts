import { fill, multiple, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { blank, gen } from './common.ts';

/** 五年级下册 2 因数与倍数. */

const factorsOf = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
const isPrime = (n: number) => n > 1 && factorsOf(n).length === 2;
const digitSum = (n: number) =>
  String(n)
    .split('')
    .reduce((s, d) => s + Number(d), 0);

export const factorGenerators: GeneratorSet = {
  'm5-factor-count': gen('找一个数的因数', (rng) => {
    const n = rng.int(12, 100);
    const list = factorsOf(n);
    return fill(
      `${n} 的因数一共有 ${blank} 个。`,
      [list.length],
      [
        `一对一对地找：${list
          .filter((d) => d * d <= n)
          .map((d) => `${d} × ${n / d}`)
          .join('，')}。`,
        `${n} 的因数有 ${list.join('、')}，共 ${list.length} 个。`,
      ],
    );
  }),
  'm5-factor-choice': gen('因数和倍数', (rng) => {
    const n = rng.pick([12, 18, 20, 24, 30, 36, 40, 42, 48, 54, 56, 60, 72, 84, 90, 96]);
    const list = factorsOf(n).filter((d) => d > 1 && d < n);
    const rights = rng.shuffle(list).slice(0, rng.int(2, Math.min(3, list.length)));
    const wrongs: number[] = [];
    while (wrongs.length < 3) {
      const w = rng.int(2, n + 10);
      if (n % w !== 0 && !wrongs.includes(w)) wrongs.push(w);
    }
    return multiple(
      rng,
      `下面哪些数是 ${n} 的因数？`,
      [...rights.map((d) => ({ text: String(d), right: true })), ...wrongs.map((w) => ({ text: String(w), right: false }))],
      [
        `${n} 能被哪个数整除，哪个数就是 ${n} 的因数（${n} 就是它的倍数）。`,
        `${rights.map((d) => `${n} ÷ ${d} = ${n / d}`).join('，')}；${wrongs.map((w) => `${n} ÷ ${w} 有余数`).join('，')}。`,
      ],
    );
  }),
  'm5-multiples-2-5': gen('2、5 的倍数的特征', (rng) => {
    const rule = rng.pick([
      { word: '是 2 的倍数', test: (n: number) => n % 2 === 0, why: '个位上是 0、2、4、6、8 的数是 2 的倍数' },
      { word: '是 5 的倍数', test: (n: number) => n % 5 === 0, why: '个位上是 0 或 5 的数是 5 的倍数' },
      { word: '既是 2 的倍数又是 5 的倍数', test: (n: number) => n % 10 === 0, why: '个位上是 0 的数既是 2 的倍数又是 5 的倍数' },
      { word: '是奇数', test: (n: number) => n % 2 === 1, why: '不是 2 的倍数的数叫奇数，个位上是 1、3、5、7、9' },
    ]);
    const options: { text: string; right: boolean }[] = [];
    const rightCount = rng.int(2, 3);
    while (options.length < 6) {
      const n = rng.int(10, 999);
      if (options.some((o) => o.text === String(n))) continue;
      const right = rule.test(n);
      if (right ? options.filter((o) => o.right).length < rightCount : options.filter((o) => !o.right).length < 6 - rightCount)
        options.push({ text: String(n), right });
    }
    return multiple(rng, `下面的数中，哪些${rule.word}？`, options, [
      `${rule.why}。`,
      `所以选 ${options
        .filter((o) => o.right)
        .map((o) => o.text)
        .join('、')}。`,
    ]);
  }),
  'm5-multiple-of-3-digit': gen('3 的倍数的特征（填数字）', (rng) => {
    const a = rng.int(1, 9);
    const b = rng.int(0, 9);
    const smallest = rng.chance(0.5);
    const fits = Array.from({ length: 10 }, (_, d) => d).filter((d) => (a + d + b) % 3 === 0);
    const answer = smallest ? fits[0]! : fits[fits.length - 1]!;
    return fill(
      `在 ${a}□${b} 的□里填一个数字，使这个三位数是 3 的倍数，□里${smallest ? '最小' : '最大'}能填 ${blank}。`,
      [answer],
      [
        `一个数各位上的数的和是 3 的倍数，这个数就是 3 的倍数。已知两位的和是 ${a} + ${b} = ${a + b}。`,
        `□里可以填 ${fits.join('、')}（使和是 3 的倍数），${smallest ? '最小' : '最大'}是 ${answer}。`,
      ],
    );
  }),
  'm5-multiple-of-3-check': gen('3 的倍数的特征（判断）', (rng) => {
    const n = rng.int(100, 9999);
    const s = digitSum(n);
    return trueFalse(`判断：${n} 是 3 的倍数。`, n % 3 === 0, [
      `各位上的数相加：${String(n).split('').join(' + ')} = ${s}。`,
      s % 3 === 0 ? `${s} 是 3 的倍数，所以 ${n} 是 3 的倍数。` : `${s} 不是 3 的倍数，所以 ${n} 不是 3 的倍数。`,
    ]);
  }),
  'm5-prime-choice': gen('质数和合数', (rng) => {
    const primes = rng.chance(0.5);
    const options: { text: string; right: boolean }[] = [];
    const rightCount = rng.int(2, 3);
    while (options.length < 6) {
      const n = rng.int(1, 99);
      if (options.some((o) => o.text === String(n))) continue;
      const right = primes ? isPrime(n) : n > 1 && !isPrime(n);
      if (right ? options.filter((o) => o.right).length < rightCount : options.filter((o) => !o.right).length < 6 - rightCount)
        options.push({ text: String(n), right });
    }
    return multiple(rng, `下面的数中，哪些是${primes ? '质数' : '合数'}？`, options, [
      '只有 1 和它本身两个因数的数是质数；除了 1 和它本身还有别的因数的数是合数；1 既不是质数也不是合数。',
      options
        .map(
          (o) =>
            `${o.text}：${o.text === '1' ? '既不是质数也不是合数' : isPrime(Number(o.text)) ? '质数' : `合数（因数有 ${factorsOf(Number(o.text)).join('、')}）`}`,
        )
        .join('；') + '。',
    ]);
  }),
};
