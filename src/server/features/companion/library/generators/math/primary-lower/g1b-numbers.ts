import { type GeneratorSet, fill, multiple, single, trueFalse } from '../../exercise.ts';
import { compareSign, numberNeighbours } from './g1-numbers.ts';
import { askResult, chineseNumber, expr, gen } from './shared.ts';

/** 一年级下册 · 100以内数的认识: 数数、数的组成、读写、顺序、比较大小、整十数的加减, 摆一摆想一想. */

const tensOnes = gen('100以内数的组成', (rng) => {
  const tens = rng.int(1, 9);
  const ones = rng.int(0, 9);
  const n = tens * 10 + ones;
  const steps = [
    `${n} 的十位上是 ${tens}，表示 ${tens} 个十；个位上是 ${ones}，表示 ${ones} 个一。`,
    `${tens} 个十和 ${ones} 个一组成 ${n}。`,
  ];
  switch (rng.int(0, 4)) {
    case 0:
      return fill(`${tens} 个十和 ${ones} 个一组成的数是____。`, [n], steps);
    case 1:
      return fill(`${n} 里面有____个十和 ${ones} 个一。`, [tens], steps);
    case 2:
      return fill(`${n} 里面有 ${tens} 个十和____个一。`, [ones], steps);
    case 3:
      return fill(`一个两位数，十位上是 ${tens}，个位上是 ${ones}，这个数是____。`, [n], steps);
    default:
      return single(
        rng,
        `由 ${tens} 个十和 ${ones} 个一组成的数是（\u3000）。`,
        n,
        [ones * 10 + tens, tens + ones, tens * 100 + ones, n + 10],
        [...steps, `注意十位和个位不要写反。`],
      );
  }
});

const steps = [
  { by: 1, words: '一个一个地' },
  { by: 2, words: '两个两个地' },
  { by: 5, words: '五个五个地' },
  { by: 10, words: '十个十个地' },
] as const;

const countBy = gen('数数（100以内）', (rng) => {
  const { by, words } = rng.pick(steps);
  const start = by === 1 ? rng.int(20, 95) : by * rng.int(1, Math.floor(100 / by) - 4);
  const seq = [0, 1, 2, 3].map((k) => start + k * by);
  const gap = rng.int(1, 3);
  return fill(
    `${words}数：${seq.map((n, k) => (k === gap ? '____' : String(n))).join('、')}`,
    [seq[gap] ?? 0],
    [`${words}数，每次多 ${by}。`, `${seq[gap - 1] ?? 0} 再数 ${by} 个是 ${seq[gap] ?? 0}。`],
  );
});

const readWrite = gen('100以内数的读写', (rng) => {
  const n = rng.int(20, 100);
  const form = rng.int(0, 2);
  if (form === 0)
    return fill(
      `${chineseNumber(n)}写作____。`,
      [n],
      [`“${chineseNumber(n)}”${n === 100 ? '是 10 个十' : `是 ${Math.floor(n / 10)} 个十和 ${n % 10} 个一`}。`, `写作 ${n}。`],
    );
  if (form === 1)
    return fill(
      `${n} 读作____。`,
      [chineseNumber(n)],
      [`从高位读起：${n === 100 ? '100 是一百' : `十位上是 ${Math.floor(n / 10)}，个位上是 ${n % 10}`}。`, `读作“${chineseNumber(n)}”。`],
    );
  const tens = rng.int(2, 9) * 10;
  const claimed = rng.pick([tens, tens * 10, tens / 10]);
  return trueFalse(`判断：${chineseNumber(tens)}写作 ${claimed}。`, claimed === tens, [
    `“${chineseNumber(tens)}”是 ${tens / 10} 个十，个位上一个也没有，写 0。`,
    `写作 ${tens}，${claimed === tens ? '题中说的对' : `不是 ${claimed}，题中说的不对`}。`,
  ]);
});

/** 多一些、多得多、少一些、少得多. */
const muchMore = gen('多一些、多得多', (rng) => {
  const near = rng.chance(0.5);
  const low = near ? rng.int(10, 94) : rng.int(1, 60);
  const diff = near ? rng.int(1, 5) : rng.int(30, Math.min(80, 100 - low));
  const [a, b] = rng.chance(0.5) ? [low, low + diff] : [low + diff, low];
  const answer = `${a > b ? '多' : '少'}${near ? '一些' : '得多'}`;
  return single(
    rng,
    `${a} 和 ${b} 比，${a} 比 ${b}（\u3000）。`,
    answer,
    ['多一些', '多得多', '少一些', '少得多'],
    [`${Math.max(a, b)} − ${Math.min(a, b)} = ${diff}，${near ? '只差一点点' : '差得很多'}。`, `所以 ${a} 比 ${b} ${answer}。`],
  );
});

/** 整十数加减整十数、整十数加一位数和相应的减法. */
const tensAddSub = gen('整十数加、减整十数和一位数', (rng) => {
  const a = rng.int(1, 9) * 10;
  switch (rng.int(0, 3)) {
    case 0: {
      const b = rng.int(1, 10 - a / 10) * 10;
      return askResult(
        rng,
        expr(a, '+', b),
        a + b,
        [a / 10 + b / 10, a + b + 10],
        [`${a / 10} 个十加 ${b / 10} 个十是 ${(a + b) / 10} 个十。`, `${(a + b) / 10} 个十是 ${a + b}。`],
      );
    }
    case 1: {
      const b = rng.int(1, a / 10) * 10;
      return askResult(
        rng,
        expr(a, '-', b),
        a - b,
        [a / 10 - b / 10, a + b],
        [`${a / 10} 个十减 ${b / 10} 个十是 ${(a - b) / 10} 个十。`, `${(a - b) / 10} 个十是 ${a - b}。`],
      );
    }
    case 2: {
      const b = rng.int(1, 9);
      return askResult(
        rng,
        rng.chance(0.5) ? expr(a, '+', b) : expr(b, '+', a),
        a + b,
        [a / 10 + b, a + b * 10],
        [`${a / 10} 个十和 ${b} 个一合起来。`, `是 ${a + b}。`],
      );
    }
    default: {
      const b = rng.int(1, 9);
      const n = a + b;
      return rng.chance(0.5)
        ? askResult(
            rng,
            expr(n, '-', b),
            a,
            [n - b * 10, a + 1],
            [`${n} 是 ${a / 10} 个十和 ${b} 个一，去掉 ${b} 个一。`, `剩下 ${a / 10} 个十，是 ${a}。`],
          )
        : askResult(
            rng,
            expr(n, '-', a),
            b,
            [b * 10, a - b],
            [`${n} 是 ${a / 10} 个十和 ${b} 个一，去掉 ${a / 10} 个十。`, `剩下 ${b} 个一，是 ${b}。`],
          );
    }
  }
});

/** 摆一摆，想一想: k counters on the 十位 and 个位 of a place-value mat, all of them used. */
const counters = gen('摆一摆，想一想', (rng) => {
  const k = rng.int(2, 9);
  const made = Array.from({ length: k + 1 }, (_, tens) => tens * 10 + (k - tens));
  const intro = `用 ${k} 个圆片在数位表的十位和个位上摆数，${k} 个圆片都要用上（一个数位上也可以不摆）。`;
  const form = rng.int(0, 2);
  if (form === 0) {
    return fill(
      `${intro}一共能摆出____个不同的数。`,
      [k + 1],
      [`十位上可以摆 0、1、2……${k} 个，剩下的摆在个位上。`, `能摆出 ${made.join('、')}，一共 ${k + 1} 个数。`],
    );
  }
  if (form === 1) {
    return single(
      rng,
      `${intro}能摆出的最大的数是（\u3000）。`,
      k * 10,
      [k, k * 10 + 1, (k - 1) * 10 + 1, 10 + k - 1],
      [`十位上的 1 个圆片表示 1 个十，圆片摆在十位上，数就大。`, `${k} 个圆片都摆在十位上，是 ${k * 10}。`],
    );
  }
  const right = rng.shuffle(made).slice(0, rng.int(2, 3));
  const wrong = rng
    .shuffle(Array.from({ length: 90 }, (_, i) => i + 10).filter((n) => Math.floor(n / 10) + (n % 10) !== k))
    .slice(0, 5 - right.length);
  return multiple(
    rng,
    `${intro}下面的数中，能摆出来的有（\u3000）。`,
    [...right, ...wrong].map((n) => ({ text: String(n), right: right.includes(n) })),
    [
      `十位上的圆片个数加上个位上的圆片个数，要正好是 ${k}。`,
      `${right.map((n) => `${n}：${Math.floor(n / 10)} + ${n % 10} = ${k}`).join('；')}；其余的数不是 ${k} 个圆片。`,
    ],
  );
});

export const g1bNumberGenerators: GeneratorSet = {
  'm1-tens-ones-100': tensOnes,
  'm1-count-by-100': countBy,
  'm1-read-write-100': readWrite,
  'm1-number-order-100': numberNeighbours(100, 20),
  'm1-compare-sign-100': compareSign(100, 10),
  'm1-much-more': muchMore,
  'm1-tens-add-sub': tensAddSub,
  'm1-arrange-counters': counters,
};
