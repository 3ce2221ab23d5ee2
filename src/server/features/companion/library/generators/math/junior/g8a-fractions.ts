import { fill, single, type GeneratorSet } from '../../exercise.ts';
import { frac } from '../../format.ts';
import { gcd, nonZero, num, numForms, poly, scientific } from './common.ts';

/** 八年级上册 第十八章 分式: 分式及其基本性质、乘除、加减、整数指数幂、分式方程. */

/** p/q with a common factor taken out, written as 3y/(2x), 3y/x, y/(2x), 35y/12. */
function monomialFraction(p: number, q: number, top: string, bottom: string): string {
  const g = gcd(p, q);
  const [a, b] = [p / g, q / g];
  const numerator = `${a === 1 && top ? '' : a}${top}`;
  const denominator = `${b === 1 ? '' : b}${bottom}`;
  if (!denominator) return numerator;
  // A product in the denominator is bracketed (3y/(2x)); a lone number or letter is not (35y/12, 3y/x).
  const lone = /^(\d+|[a-z])$/.test(denominator);
  return `${numerator}/${lone ? denominator : `(${denominator})`}`;
}

export const fractionGenerators: GeneratorSet = {
  'm8-fraction-meaning': {
    title: '分式有意义的条件、分式的值为 0、约分',
    generate(rng) {
      const a = nonZero(rng, -9, 9);
      let b = nonZero(rng, -9, 9);
      if (b === -a) b = -b;
      const top = poly([-a, 1]);
      const bottom = poly([b, 1]);
      switch (rng.int(0, 2)) {
        case 0:
          return fill(`当 x = ____ 时，分式 (${top})/(${bottom}) 无意义。`, numForms(-b), [
            `分母为 0 时分式无意义：${bottom} = 0。`,
            `解得 x = ${num(-b)}。`,
          ]);
        case 1:
          return fill(`当 x = ____ 时，分式 (${top})/(${bottom}) 的值为 0。`, numForms(a), [
            `分式的值为 0，要分子为 0 且分母不为 0：${top} = 0，得 x = ${num(a)}。`,
            `x = ${num(a)} 时分母 ${num(a + b)} ≠ 0，所以 x = ${num(a)}。`,
          ]);
        default: {
          const k = rng.int(2, 9);
          const p = rng.int(1, 9);
          const numerator = poly([k * p, k]);
          const denominator = poly([-(p * p), 0, 1]);
          const right = `${k}/(${poly([-p, 1])})`;
          return single(
            rng,
            `约分：(${numerator})/(${denominator}) = （\u3000）。`,
            right,
            [`${k}/(${poly([p, 1])})`, `1/(${poly([-p, 1])})`, `${k}(${poly([-p, 1])})`, `${k}/(${poly([-p * p, 1])})`],
            [
              `先把分子、分母分解因式：分子 ${numerator} = ${k}(${poly([p, 1])})，分母 ${denominator} = (${poly([p, 1])})(${poly([-p, 1])})。`,
              `约去公因式 (${poly([p, 1])})，得 ${right}。`,
            ],
          );
        }
      }
    },
  },
  'm8-fraction-multiply-divide': {
    title: '分式的乘法与除法',
    generate(rng) {
      const [a, c] = [rng.int(2, 9), rng.int(2, 9)];
      const digits = [2, 3, 4, 5, 6, 7, 8, 9];
      // each printed fraction in lowest terms: numerator and denominator coefficients share no factor
      const b = rng.pick(digits.filter((v) => gcd(v, a) === 1));
      const d = rng.pick(digits.filter((v) => gcd(v, c) === 1));
      if (rng.chance(0.5)) {
        // (a·x)/(b·y) · (c·y²)/(d·x²) = (a·c·y)/(b·d·x)
        const right = monomialFraction(a * c, b * d, 'y', 'x');
        return single(
          rng,
          `计算：${a}x/(${b}y) · ${c}y²/(${d}x²) = （\u3000）。`,
          right,
          [
            monomialFraction(a * c, b * d, 'x', 'y'),
            monomialFraction(a * d, b * c, 'y', 'x'),
            monomialFraction(a * c, b * d, 'y²', 'x'),
            monomialFraction(a * c + 1, b * d, 'y', 'x'),
          ],
          [`分式乘分式，分子的积作积的分子，分母的积作积的分母：${a * c}xy²/(${b * d}x²y)。`, `约去分子、分母的公因式，结果是 ${right}。`],
        );
      }
      // (a·x)/(b·y) ÷ (c·x)/(d·y²) = (a·d·y)/(b·c)
      const right = monomialFraction(a * d, b * c, 'y', '');
      return single(
        rng,
        `计算：${a}x/(${b}y) ÷ ${c}x/(${d}y²) = （\u3000）。`,
        right,
        [
          monomialFraction(a * c, b * d, 'y', ''),
          monomialFraction(a * d, b * c, '', 'y'),
          monomialFraction(a * d, b * c, 'y²', ''),
          monomialFraction(a * d + 1, b * c, 'y', ''),
        ],
        [`除以一个分式等于乘它的倒数：${a}x/(${b}y) · ${d}y²/(${c}x)。`, `= ${a * d}xy²/(${b * c}xy)，约分得 ${right}。`],
      );
    },
  },
  'm8-fraction-add-subtract': {
    title: '分式的加法与减法',
    generate(rng) {
      const a = rng.int(1, 6);
      let b = rng.int(1, 6);
      const p = rng.int(1, 6);
      const minus = rng.chance(0.5);
      if (minus && b === a) b = a + 1;
      const sb = minus ? -b : b;
      // a/(x + p) ± b/(x − p) = ((a ± b)x + (± b·p − a·p)) / (x² − p²)
      const numerator = poly([sb * p - a * p, a + sb]);
      const denominator = poly([-(p * p), 0, 1]);
      const right = `(${numerator})/(${denominator})`;
      return single(
        rng,
        `计算：${a}/(x + ${p}) ${minus ? '−' : '+'} ${b}/(x − ${p}) = （\u3000）。`,
        right,
        [
          `(${poly([a * p - sb * p, a + sb])})/(${denominator})`,
          `${num(a + sb)}/(${denominator})`,
          `${num(a + sb)}/(2x)`,
          `(${poly([sb * p + a * p, a + sb])})/(${denominator})`,
        ],
        [
          `异分母分式相加减，先通分：最简公分母是 (x + ${p})(x − ${p}) = ${denominator}。`,
          `分子：${a}(x − ${p}) ${minus ? '−' : '+'} ${b}(x + ${p}) = ${numerator}，结果是 ${right}。`,
        ],
      );
    },
  },
  'm8-integer-exponents': {
    title: '整数指数幂与科学记数法',
    generate(rng) {
      if (rng.chance(0.5)) {
        const p = rng.int(1, 5);
        const q = rng.int(2, 6);
        const n = rng.int(1, 3);
        const negative = rng.chance(0.4);
        const base = frac(negative ? -p : p, q);
        const value = frac(q, negative ? -p : p).pow(n);
        const baseText = `(${num(base)})`;
        return fill(`计算：${baseText}^(−${n}) = ____。`, numForms(value), [
          `a⁻ⁿ = 1/aⁿ（a ≠ 0），也就是底数的倒数的 n 次方。`,
          `${baseText}^(−${n}) = ${n === 1 ? num(frac(q, negative ? -p : p)) : `(${num(frac(q, negative ? -p : p))})^${n}`} = ${num(value)}。`,
        ]);
      }
      const digits = rng.int(11, 99);
      const zeros = rng.int(2, 7);
      const text = `0.${'0'.repeat(zeros)}${digits}`;
      const mantissa = frac(digits, 10);
      const exponent = -(zeros + 1);
      return fill(`用科学记数法表示 ${text} = ____。`, scientific(mantissa, exponent), [
        `绝对值小于 1 的数写成 a × 10⁻ⁿ，1 ≤ a < 10，n 等于原数第一个非 0 数字前所有 0 的个数（包括小数点前的 0）。`,
        `${text} 第一个非 0 数字前有 ${zeros + 1} 个 0，所以 ${text} = ${num(mantissa, true)}×10^${num(exponent)}。`,
      ]);
    },
  },
  'm8-fractional-equation': {
    title: '分式方程',
    generate(rng) {
      switch (rng.int(0, 2)) {
        case 0: {
          const x = rng.int(-6, 9);
          const a = rng.int(1, 5);
          let b = rng.int(1, 5);
          if (b === a) b = a === 5 ? 1 : a + 1;
          const t = rng.pick([-2, -1, 1, 2]);
          // x + p = a·t and x + q = b·t make a(x + q) = b(x + p)
          const p = a * t - x;
          const q = b * t - x;
          return fill(`解分式方程：${a}/(${poly([p, 1])}) = ${b}/(${poly([q, 1])})，得 x = ____。`, numForms(x), [
            `两边乘最简公分母 (${poly([p, 1])})(${poly([q, 1])})，化为整式方程：${a}(${poly([q, 1])}) = ${b}(${poly([p, 1])})，解得 x = ${num(x)}。`,
            `检验：x = ${num(x)} 时 (${poly([p, 1])})(${poly([q, 1])}) = ${num((x + p) * (x + q))} ≠ 0，所以 x = ${num(x)} 是原方程的解。`,
          ]);
        }
        case 1: {
          const c = rng.int(1, 9);
          const d = rng.int(-9, 9);
          const k = rng.int(1, 5);
          return fill(`若关于 x 的分式方程 (${poly([d, 1])})/(x − ${c}) − ${k} = m/(x − ${c}) 有增根，则 m = ____。`, numForms(c + d), [
            `去分母得整式方程 ${poly([d, 1])} − ${k}(x − ${c}) = m。方程有增根，增根使最简公分母为 0，所以增根是 x = ${c}。`,
            `把 x = ${c} 代入整式方程：${c + d === 0 ? '0' : num(c + d)} − 0 = m，m = ${num(c + d)}。`,
          ]);
        }
        default: {
          const speed = rng.int(6, 30);
          const d = rng.int(2, speed - 2);
          const t = rng.int(2, 8);
          const a = speed * t;
          const b = (speed - d) * t;
          return fill(
            `甲每小时比乙多做 ${d} 个零件，甲做 ${a} 个零件所用的时间与乙做 ${b} 个零件所用的时间相等。甲每小时做 ____ 个零件。`,
            [String(speed)],
            [
              `设甲每小时做 x 个，则乙每小时做 (x − ${d}) 个：${a}/x = ${b}/(x − ${d})。`,
              `去分母：${a}(x − ${d}) = ${b}x，${a - b}x = ${a * d}，x = ${speed}。检验：x = ${speed} 时 x(x − ${d}) ≠ 0，是原方程的解。`,
            ],
          );
        }
      }
    },
  },
};
