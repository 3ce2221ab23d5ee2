import { fill, multiple, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { type Fraction, frac } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { MINUS, forms, nonZero, num, numForms } from './common.ts';

/** 七年级上册 第一章 有理数: 正数和负数, 有理数, 数轴, 相反数, 绝对值, 大小比较. */

/** Quantities of opposite meaning: [positive word, negative word, unit]. */
export const oppositePairs = [
  ['收入', '支出', '元'],
  ['上升', '下降', '米'],
  ['向东走', '向西走', '千米'],
  ['盈利', '亏损', '万元'],
  ['存入', '取出', '元'],
  ['高出标准', '低于标准', '克'],
  ['增产', '减产', '吨'],
  ['零上', '零下', '℃'],
] as const;

/** A rational number as a learner meets it in 第一章: an integer, a fraction or a decimal with one or two places. */
function rational(rng: Rng): Fraction {
  switch (rng.int(0, 2)) {
    case 0:
      return frac(nonZero(rng, -20, 20));
    case 1:
      return frac(nonZero(rng, -9, 9), rng.pick([2, 3, 4, 5, 7]));
    default:
      return frac(nonZero(rng, -99, 99), 10);
  }
}

const isDecimalWritten = (value: Fraction) => !value.d || [1, 2, 4, 5, 10, 20, 25, 50, 100].includes(Number(value.d));

/** How a number of the list is printed: decimals as decimals, other fractions as fractions. */
function printed(value: Fraction, asDecimal: boolean): string {
  return num(value, asDecimal && isDecimalWritten(value));
}

export const rationalNumberGenerators: GeneratorSet = {
  'm7-opposite-quantity': {
    title: '用正负数表示相反意义的量',
    generate(rng) {
      const [plus, minus, unit] = rng.pick(oppositePairs);
      const a = rng.int(2, 90);
      const b = rng.int(2, 90);
      const same = rng.chance(0.3);
      const word = same ? plus : minus;
      const answer = same ? `+${b}` : `${MINUS}${b}`;
      const prompt = `如果${plus} ${a} ${unit}记作 +${a} ${unit}，那么${word} ${b} ${unit}记作 ____ ${unit}。`;
      return fill(prompt, same ? [`+${b}`, String(b)] : forms(answer), [
        `“${plus}”和“${minus}”是具有相反意义的量，规定${plus}为正，那么${minus}为负。`,
        `${word} ${b} ${unit}${same ? '与规定的正方向相同，用正数表示' : '与规定的正方向相反，用负数表示'}，记作 ${answer} ${unit}。`,
      ]);
    },
  },
  'm7-classify-rationals': {
    title: '有理数的分类（多选）',
    generate(rng) {
      const kinds = [
        { name: '负数', test: (v: Fraction) => v.compare(0) < 0 },
        { name: '正数', test: (v: Fraction) => v.compare(0) > 0 },
        { name: '整数', test: (v: Fraction) => v.d === 1n },
        { name: '分数', test: (v: Fraction) => v.d !== 1n },
        { name: '非负数', test: (v: Fraction) => v.compare(0) >= 0 },
        { name: '负整数', test: (v: Fraction) => v.compare(0) < 0 && v.d === 1n },
      ] as const;
      const kind = rng.pick(kinds);
      for (;;) {
        const values = new Map<string, Fraction>();
        if (rng.chance(0.5)) values.set('0', frac(0));
        while (values.size < 6) {
          const value = rational(rng);
          values.set(printed(value, rng.chance(0.6)), value);
        }
        const options = [...values].map(([text, value]) => ({ text, right: kind.test(value) }));
        const rightCount = options.filter((option) => option.right).length;
        if (rightCount < 2 || rightCount === options.length) continue;
        const chosen = options.filter((option) => option.right).map((option) => option.text);
        return multiple(rng, `下列各数中，属于${kind.name}的有（\u3000）。（多选）`, options, [
          `${kind.name === '分数' ? '有限小数和分数都属于分数' : kind.name === '非负数' ? '非负数是正数和 0' : `按${kind.name}的意义逐个判断`}；0 既不是正数，也不是负数，但 0 是整数。`,
          `属于${kind.name}的是：${chosen.join('，')}。`,
        ]);
      }
    },
  },
  'm7-rational-statement': {
    title: '有理数的概念（判断）',
    generate(rng) {
      const value = rng.chance(0.15) ? frac(0) : rational(rng);
      const text = printed(value, rng.chance(0.6));
      const claims = [
        { claim: '是正数', truth: value.compare(0) > 0 },
        { claim: '是负数', truth: value.compare(0) < 0 },
        { claim: '是整数', truth: value.d === 1n },
        { claim: '是分数', truth: value.d !== 1n },
        { claim: '是非负数', truth: value.compare(0) >= 0 },
        { claim: '是负分数', truth: value.compare(0) < 0 && value.d !== 1n },
      ];
      const { claim, truth } = rng.pick(claims);
      return trueFalse(`判断：${text} ${claim}。`, truth, [
        `${text} ${value.compare(0) > 0 ? '大于 0，是正数' : value.compare(0) < 0 ? '小于 0，是负数' : '是 0，既不是正数也不是负数'}；它${value.d === 1n ? '是整数' : '是分数（有限小数也是分数）'}。`,
        `所以“${text} ${claim}”的说法${truth ? '正确' : '错误'}。`,
      ]);
    },
  },
  'm7-number-line-move': {
    title: '数轴上点的移动',
    generate(rng) {
      const start = rng.int(-9, 9);
      const steps = rng.int(1, 12);
      const right = rng.chance(0.5);
      const end = right ? start + steps : start - steps;
      return fill(
        `数轴上点 A 表示的数是 ${num(start)}，把点 A 向${right ? '右' : '左'}移动 ${steps} 个单位长度得到点 B，点 B 表示的数是 ____。`,
        forms(num(end)),
        [`在数轴上，向右移动表示加，向左移动表示减。`, `点 B 表示的数是 ${num(start)} ${right ? '+' : MINUS} ${steps} = ${num(end)}。`],
      );
    },
  },
  'm7-number-line-distance': {
    title: '数轴上到某点距离一定的点',
    generate(rng) {
      const center = rng.int(-6, 6);
      const d = rng.int(1, 9);
      const a = center - d;
      const b = center + d;
      const where = center === 0 ? '原点' : `表示 ${num(center)} 的点`;
      return single(
        rng,
        `数轴上到${where}的距离是 ${d} 个单位长度的点表示的数是（\u3000）。`,
        `${num(a)} 或 ${num(b)}`,
        [num(b), num(a), `${num(-b)} 或 ${num(-a)}`, `${num(center + 2 * d)} 或 ${num(center - 2 * d)}`, `${num(d)}`],
        [
          `到${where}距离为 ${d} 的点有两个：一个在它左边，一个在它右边。`,
          `左边的点：${num(center)} ${MINUS} ${d} = ${num(a)}；右边的点：${num(center)} + ${d} = ${num(b)}。`,
        ],
      );
    },
  },
  'm7-opposite-number': {
    title: '相反数',
    generate(rng) {
      const value = rational(rng);
      const text = printed(value, rng.chance(0.5));
      const opposite = value.neg();
      if (rng.chance(0.5)) {
        return fill(`${text} 的相反数是 ____。`, numForms(opposite), [
          `只有符号不同的两个数叫做互为相反数，求一个数的相反数只要改变它的符号。`,
          `${text} 的相反数是 ${printed(opposite, true)}。`,
        ]);
      }
      const inner = value.neg();
      const shown = `${MINUS}(${inner.compare(0) > 0 ? '+' : ''}${printed(inner, true)})`;
      return fill(`化简：${shown} = ____。`, numForms(value), [
        `${shown} 表示 ${printed(inner, true)} 的相反数。`,
        `${printed(inner, true)} 的相反数是 ${printed(value, true)}，所以 ${shown} = ${printed(value, true)}。`,
      ]);
    },
  },
  'm7-absolute-value': {
    title: '绝对值',
    generate(rng) {
      if (rng.chance(0.5)) {
        const value = rational(rng);
        const text = printed(value, rng.chance(0.5));
        return fill(`|${text}| = ____。`, numForms(value.abs()), [
          `正数的绝对值是它本身，负数的绝对值是它的相反数，0 的绝对值是 0。`,
          `${text} ${value.compare(0) > 0 ? '是正数，绝对值是它本身' : '是负数，绝对值是它的相反数'}：|${text}| = ${printed(value.abs(), true)}。`,
        ]);
      }
      const d = rng.int(1, 15);
      return single(
        rng,
        `若 |a| = ${d}，则 a 的值是（\u3000）。`,
        `±${d}`,
        [String(d), `${MINUS}${d}`, String(2 * d), '0'],
        [`绝对值等于 ${d} 的数在数轴上到原点的距离是 ${d}，这样的数有两个。`, `它们是 ${d} 和 ${MINUS}${d}，所以 a = ±${d}。`],
      );
    },
  },
  'm7-compare-rationals': {
    title: '有理数的大小比较',
    generate(rng) {
      for (;;) {
        const a = rational(rng);
        const b = rng.chance(0.3) ? frac(nonZero(rng, -9, 9), rng.pick([2, 3, 4, 5])) : rational(rng);
        if (a.equals(b)) continue;
        const sign = a.compare(b) > 0 ? '>' : '<';
        const ta = printed(a, rng.chance(0.5));
        const tb = printed(b, rng.chance(0.5));
        const bothNegative = a.compare(0) < 0 && b.compare(0) < 0;
        return fill(
          `比较大小：${ta} ____ ${tb}（填“>”或“<”）。`,
          [sign],
          [
            bothNegative
              ? `两个负数比较大小，绝对值大的反而小：|${ta}| = ${printed(a.abs(), true)}，|${tb}| = ${printed(b.abs(), true)}。`
              : `正数大于 0，0 大于负数；同号的数在数轴上右边的数比左边的大。`,
            `所以 ${ta} ${sign} ${tb}。`,
          ],
        );
      }
    },
  },
  'm7-smallest-rational': {
    title: '一组有理数中的最大数或最小数',
    generate(rng) {
      const values = new Map<string, Fraction>();
      while (values.size < 4) {
        const value = rational(rng);
        if ([...values.values()].some((other) => other.equals(value))) continue;
        values.set(printed(value, true), value);
      }
      const entries = [...values];
      const smallest = rng.chance(0.5);
      const sorted = [...entries].sort((x, y) => x[1].compare(y[1]));
      const pick = smallest ? sorted[0] : sorted[sorted.length - 1];
      const [right] = pick ?? sorted[0]!;
      return single(
        rng,
        `在 ${entries.map(([text]) => text).join('，')} 这四个数中，${smallest ? '最小' : '最大'}的数是（\u3000）。`,
        right,
        entries.map(([text]) => text),
        [`把四个数从小到大排列：${sorted.map(([text]) => text).join(' < ')}。`, `${smallest ? '最小' : '最大'}的数是 ${right}。`],
      );
    },
  },
};
