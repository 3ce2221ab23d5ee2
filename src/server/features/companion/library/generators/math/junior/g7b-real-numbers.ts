import { fill, multiple, single, type GeneratorSet } from '../../exercise.ts';
import { decimalText, frac, type Fraction } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { MINUS, forms, num, numForms } from './common.ts';

/** 七年级下册 第八章 实数: 平方根、立方根、实数的分类与简单运算. */

/** A positive number and its root as a learner meets them: an integer, a fraction or a decimal. */
function rootPair(rng: Rng, power: 2 | 3): { root: Fraction; radicand: Fraction; text: string } {
  switch (rng.int(0, 2)) {
    case 0: {
      const r = power === 2 ? rng.int(1, 25) : rng.int(1, 10);
      return { root: frac(r), radicand: frac(r ** power), text: String(r ** power) };
    }
    case 1: {
      const q = rng.int(2, power === 2 ? 13 : 6);
      let p = rng.int(1, q + 4);
      while (frac(p, q).d !== BigInt(q)) p += 1;
      const radicand = frac(p ** power, q ** power);
      return { root: frac(p, q), radicand, text: `(${num(radicand)})` };
    }
    default: {
      const r = frac(rng.int(1, 9), power === 2 ? rng.pick([10, 100]) : 10);
      const radicand = r.pow(power);
      return { root: r, radicand, text: decimalText(radicand) };
    }
  }
}

const cube = (text: string) => `∛${text}`;

export const realNumberGenerators: GeneratorSet = {
  'm7-square-root': {
    title: '平方根与算术平方根',
    generate(rng) {
      const { root, radicand, text } = rootPair(rng, 2);
      const shown = num(radicand, text.includes('.'));
      switch (rng.int(0, 2)) {
        case 0:
          return fill(`√${text} = ____。`, numForms(root), [
            `√${text} 表示 ${shown} 的算术平方根，是一个非负数，它的平方等于 ${shown}。`,
            `因为 ${root.d === 1n || text.includes('.') ? num(root, text.includes('.')) : `(${num(root)})`}² = ${shown}，所以 √${text} = ${num(root, text.includes('.'))}。`,
          ]);
        case 1: {
          const r = num(root, text.includes('.'));
          return fill(`${shown} 的平方根是 ____。`, forms(`±${r}`, `${r}和${MINUS}${r}`, `${r},${MINUS}${r}`), [
            `一个正数有两个平方根，它们互为相反数。`,
            `因为 (±${r})² = ${shown}，所以 ${shown} 的平方根是 ±${r}。`,
          ]);
        }
        default: {
          const k = rng.int(2, 9);
          const sq = k * k;
          return single(
            rng,
            `√${sq * sq} 的平方根是（\u3000）。`,
            `±${k}`,
            [`±${sq}`, String(sq), String(k), `${MINUS}${k}`],
            [
              `先算 √${sq * sq} = ${sq}（${sq}² = ${sq * sq}）。`,
              `再求 ${sq} 的平方根：±${k}。注意题目问的是 √${sq * sq} 的平方根，不是 ${sq * sq} 的平方根。`,
            ],
          );
        }
      }
    },
  },
  'm7-sqrt-estimate': {
    title: '估算算术平方根',
    generate(rng) {
      let n = rng.int(2, 400);
      while (Number.isInteger(Math.sqrt(n))) n += 1;
      let k = 1;
      while ((k + 1) * (k + 1) < n) k += 1;
      if (rng.chance(0.5)) {
        return fill(
          `√${n} 的整数部分是 ____。`,
          [String(k)],
          [
            `${k}² = ${k * k}，${k + 1}² = ${(k + 1) * (k + 1)}，${k * k} < ${n} < ${(k + 1) * (k + 1)}。`,
            `所以 ${k} < √${n} < ${k + 1}，√${n} 的整数部分是 ${k}。`,
          ],
        );
      }
      return single(
        rng,
        `估计 √${n} 的值（\u3000）。`,
        `在 ${k} 和 ${k + 1} 之间`,
        [
          `在 ${k + 1} 和 ${k + 2} 之间`,
          `在 ${k - 1} 和 ${k} 之间`,
          `在 ${Math.floor(n / 2)} 和 ${Math.floor(n / 2) + 1} 之间`,
          `在 ${k + 2} 和 ${k + 3} 之间`,
        ],
        [
          `找和 ${n} 相邻的两个完全平方数：${k * k} < ${n} < ${(k + 1) * (k + 1)}。`,
          `所以 √${k * k} < √${n} < √${(k + 1) * (k + 1)}，即 ${k} < √${n} < ${k + 1}。`,
        ],
      );
    },
  },
  'm7-cube-root': {
    title: '立方根',
    generate(rng) {
      const { root, radicand, text } = rootPair(rng, 3);
      const negative = rng.chance(0.5);
      const value = negative ? root.neg() : root;
      const radicandValue = negative ? radicand.neg() : radicand;
      const decimal = text.includes('.');
      const shown = num(radicandValue, decimal);
      if (rng.chance(0.6)) {
        const inside = negative ? (text.startsWith('(') ? `(${MINUS}${text.slice(1)}` : `(${MINUS}${text})`) : text;
        return fill(`${cube(inside)} = ____。`, numForms(value), [
          `一个数的立方等于 a，这个数就是 a 的立方根；正数的立方根是正数，负数的立方根是负数。`,
          `因为 (${num(value, decimal)})³ = ${shown}，所以 ${cube(inside)} = ${num(value, decimal)}。`,
        ]);
      }
      return fill(`若 x³ = ${shown}，则 x = ____。`, numForms(value), [
        `x 是 ${shown} 的立方根，一个数只有一个立方根。`,
        `(${num(value, decimal)})³ = ${shown}，所以 x = ${num(value, decimal)}。`,
      ]);
    },
  },
  'm7-irrational-numbers': {
    title: '实数的分类：无理数（多选）',
    generate(rng) {
      for (;;) {
        const pool: { text: string; right: boolean }[] = [];
        const nonSquare = () => {
          let n = rng.int(2, 50);
          while (Number.isInteger(Math.sqrt(n))) n += 1;
          return n;
        };
        const nonCube = () => rng.pick([2, 3, 4, 5, 6, 7, 9, 10, 12, 15, 16, 20, 25]);
        const square = rng.int(1, 12);
        const cubeRoot = rng.int(1, 5);
        const digit = rng.int(1, 9);
        pool.push(
          { text: `√${nonSquare()}`, right: true },
          { text: `${MINUS}√${nonSquare()}`, right: true },
          { text: `π/${rng.int(2, 6)}`, right: true },
          { text: `∛${nonCube()}`, right: true },
          { text: `0.${digit}0${digit}00${digit}000${digit}…（相邻两个 ${digit} 之间 0 的个数逐次加 1）`, right: true },
          { text: `√${square * square}`, right: false },
          { text: `∛(${MINUS}${cubeRoot ** 3})`, right: false },
          { text: `${rng.int(2, 30)}/${rng.pick([3, 7, 9, 11])}`, right: false },
          { text: `0.${rng.int(1, 9)}${rng.int(0, 9)}${rng.int(1, 9)}`, right: false },
          { text: `${MINUS}${rng.int(1, 20)}`, right: false },
          { text: '0', right: false },
        );
        const options = [
          ...new Map(
            rng
              .shuffle(pool)
              .slice(0, 5)
              .map((o) => [o.text, o]),
          ).values(),
        ];
        const right = options.filter((o) => o.right);
        if (right.length < 2 || right.length === options.length) continue;
        return multiple(rng, `下列各数中，是无理数的有（\u3000）。（多选）`, options, [
          `无理数是无限不循环小数，例如开方开不尽的数、π 以及有规律但不循环的小数；整数、分数、有限小数和开得尽的根号都是有理数。`,
          `是无理数的有：${right.map((o) => o.text).join('，')}。`,
        ]);
      }
    },
  },
  'm7-real-operations': {
    title: '实数的简单运算与比较',
    generate(rng) {
      switch (rng.int(0, 2)) {
        case 0: {
          const a = rng.int(1, 15);
          const b = rng.int(1, 5) * (rng.chance(0.5) ? -1 : 1);
          const c = rng.int(-9, 9);
          const value = a + b - Math.abs(c);
          const cubeText = b < 0 ? `∛(${MINUS}${-(b ** 3)})` : `∛${b ** 3}`;
          return fill(`计算：√${a * a} + ${cubeText} − |${num(c)}| = ____。`, numForms(value), [
            `√${a * a} = ${a}，${cubeText} = ${num(b)}，|${num(c)}| = ${Math.abs(c)}。`,
            `原式 = ${a} + (${num(b)}) − ${Math.abs(c)} = ${num(value)}。`,
          ]);
        }
        case 1: {
          let n = rng.int(2, 99);
          while (Number.isInteger(Math.sqrt(n))) n += 1;
          const m = rng.int(1, 11);
          const bigger = Math.sqrt(n) > m;
          const answer = bigger ? `√${n} − ${m}` : `${m} − √${n}`;
          return fill(`|√${n} − ${m}| = ____。`, forms(answer), [
            `比较 √${n} 与 ${m}：${m}² = ${m * m}，${n} ${bigger ? '>' : '<'} ${m * m}，所以 √${n} ${bigger ? '>' : '<'} ${m}。`,
            bigger ? `√${n} − ${m} 是正数，它的绝对值是它本身：${answer}。` : `√${n} − ${m} 是负数，它的绝对值是它的相反数：${answer}。`,
          ]);
        }
        default: {
          let n = rng.int(2, 150);
          while (Number.isInteger(Math.sqrt(n))) n += 1;
          const m = Math.max(1, Math.round(Math.sqrt(n)) + rng.pick([-1, 0, 0, 1]));
          const bigger = n > m * m;
          return fill(
            `比较大小：√${n} ____ ${m}（填“>”或“<”）。`,
            [bigger ? '>' : '<'],
            [
              `把 ${m} 写成算术平方根：${m} = √${m * m}。`,
              `${n} ${bigger ? '>' : '<'} ${m * m}，被开方数越大，算术平方根越大，所以 √${n} ${bigger ? '>' : '<'} ${m}。`,
            ],
          );
        }
      }
    },
  },
};
