import { fill, single, type GeneratorSet } from '../../exercise.ts';
import { blank, frac, fracForms, fractionText, ftext, gen, lcm, paren, properFraction, type Fraction } from './common.ts';

/** 五年级下册 6 分数的加法和减法. */

const ordered = (x: Fraction, y: Fraction, plus: boolean): [Fraction, Fraction] => (plus || x.compare(y) >= 0 ? [x, y] : [y, x]);

export const fractionAddGenerators: GeneratorSet = {
  'm5-same-denominator': gen('同分母分数加、减法', (rng) => {
    const d = rng.int(3, 15);
    const plus = rng.chance(0.5);
    const b = plus ? rng.int(1, d - 1) : rng.int(1, d - 2);
    const a = plus ? rng.int(1, d - 1) : rng.int(b + 1, d - 1);
    const v = plus ? frac(a + b, d) : frac(a - b, d);
    const raw = plus ? a + b : a - b;
    return fill(`计算：${a}/${d} ${plus ? '+' : '-'} ${b}/${d} = ${blank}`, fracForms(v), [
      `同分母分数相加减，分母不变，分子相${plus ? '加' : '减'}：${a} ${plus ? '+' : '-'} ${b} = ${raw}，得 ${ftext(raw, d)}。`,
      fractionText(v) === ftext(raw, d)
        ? `${ftext(raw, d)} 已经是最简分数。`
        : `结果要化成最简分数：${ftext(raw, d)} = ${fractionText(v)}。`,
    ]);
  }),
  'm5-different-denominator': gen('异分母分数加、减法', (rng) => {
    const plus = rng.chance(0.5);
    let x = properFraction(rng, [2, 3, 4, 5, 6, 8, 9, 10, 12]);
    let y = properFraction(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10]);
    while (x.d === y.d || (!plus && x.equals(y))) y = properFraction(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10]);
    [x, y] = ordered(x, y, plus);
    const L = lcm(Number(x.d), Number(y.d));
    const xn = Number(x.n) * (L / Number(x.d));
    const yn = Number(y.n) * (L / Number(y.d));
    const v = plus ? x.add(y) : x.sub(y);
    return fill(`计算：${fractionText(x)} ${plus ? '+' : '-'} ${fractionText(y)} = ${blank}`, fracForms(v), [
      `异分母分数相加减，先通分：${fractionText(x)} = ${ftext(xn, L)}，${fractionText(y)} = ${ftext(yn, L)}。`,
      `${ftext(xn, L)} ${plus ? '+' : '-'} ${ftext(yn, L)} = ${ftext(plus ? xn + yn : xn - yn, L)}${fractionText(v) !== ftext(plus ? xn + yn : xn - yn, L) ? ` = ${fractionText(v)}` : ''}。`,
    ]);
  }),
  'm5-fraction-add-mistake': gen('异分母分数加法（找出正确结果）', (rng) => {
    const x = properFraction(rng, [2, 3, 4, 5, 6, 8]);
    let y = properFraction(rng, [3, 4, 5, 7, 9, 10]);
    while (y.d === x.d) y = properFraction(rng, [3, 4, 5, 7, 9, 10]);
    const v = x.add(y);
    return single(
      rng,
      `${fractionText(x)} + ${fractionText(y)} 的结果是${paren}。`,
      fractionText(v),
      [
        ftext(Number(x.n + y.n), Number(x.d + y.d)),
        ftext(Number(x.n + y.n), Number(x.d * y.d)),
        fractionText(v.add(frac(1, Number(x.d * y.d)))),
        fractionText(x.mul(y)),
      ],
      [
        `分母不同不能直接把分子、分母分别相加，要先通分：公分母是 ${lcm(Number(x.d), Number(y.d))}。`,
        `${fractionText(x)} + ${fractionText(y)} = ${fractionText(v)}。`,
      ],
    );
  }),
  'm5-fraction-add-sub-mixed': gen('分数加减混合运算', (rng) => {
    if (rng.chance(0.4)) {
      const used1 = properFraction(rng, [3, 4, 5, 6, 8, 10]);
      let used2 = properFraction(rng, [3, 4, 5, 6, 8, 10, 12]);
      while (used1.add(used2).compare(1) >= 0 || used2.d === used1.d) used2 = properFraction(rng, [4, 5, 6, 8, 10, 12, 15]);
      const rest = frac(1).sub(used1).sub(used2);
      return fill(
        `一本书，小明第一天看了全书的 ${fractionText(used1)}，第二天看了全书的 ${fractionText(used2)}，还剩全书的 ${blank} 没有看。`,
        [fractionText(rest)],
        [
          `把全书看作单位"1"，剩下的 = 1 - ${fractionText(used1)} - ${fractionText(used2)}，也可以写成 1 - (${fractionText(used1)} + ${fractionText(used2)})。`,
          `${fractionText(used1)} + ${fractionText(used2)} = ${fractionText(used1.add(used2))}，1 - ${fractionText(used1.add(used2))} = ${fractionText(rest)}。`,
        ],
      );
    }
    const a = properFraction(rng, [2, 3, 4, 5, 6, 8, 9]);
    const c = frac(1).sub(a);
    let b = properFraction(rng, [2, 3, 4, 5, 6, 8]);
    while (b.equals(a) || b.equals(c)) b = properFraction(rng, [3, 5, 7, 9, 10]);
    const v = a.add(b).add(c);
    return fill(`用简便方法计算：${fractionText(a)} + ${fractionText(b)} + ${fractionText(c)} = ${blank}`, fracForms(v), [
      `用加法交换律和结合律，先把能凑成 1 的两个数相加：${fractionText(a)} + ${fractionText(c)} = 1。`,
      `1 + ${fractionText(b)} = ${fractionText(v)}${v.compare(1) > 0 ? `（${fracForms(v)[1] ?? ''}）` : ''}。`,
    ]);
  }),
};
