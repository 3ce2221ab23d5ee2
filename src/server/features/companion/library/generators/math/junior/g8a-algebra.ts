import { fill, single, type GeneratorSet } from '../../exercise.ts';
import { gcd, nonZero, num, numForms, poly, superscript, terms } from './common.ts';

/** 八年级上册 第十六章 整式的乘法、第十七章 因式分解. */

const pw = (letter: string, n: number) => (n === 1 ? letter : `${letter}${superscript(n)}`);

/** (x + p) printed with its sign: (x − 3). */
const factor = (p: number, letter = 'x') => `(${poly([p, 1], letter)})`;
/** (k·x + p). */
const factorK = (k: number, p: number, letter = 'x') => `(${poly([p, k], letter)})`;

export const algebraGenerators: GeneratorSet = {
  'm8-power-rules': {
    title: '幂的运算',
    generate(rng) {
      const m = rng.int(2, 9);
      const k = rng.int(2, 6);
      switch (rng.int(0, 3)) {
        case 0:
          return fill(
            `计算：${pw('a', m)} · ${pw('a', k)} = a^____（填指数）。`,
            [String(m + k)],
            [`同底数幂相乘，底数不变，指数相加。`, `${pw('a', m)} · ${pw('a', k)} = a^(${m} + ${k}) = ${pw('a', m + k)}。`],
          );
        case 1:
          return fill(
            `计算：(${pw('a', m)})${superscript(k)} = a^____（填指数）。`,
            [String(m * k)],
            [`幂的乘方，底数不变，指数相乘。`, `(${pw('a', m)})${superscript(k)} = a^(${m} × ${k}) = ${pw('a', m * k)}。`],
          );
        case 2:
          return fill(
            `计算：${pw('a', m + k)} ÷ ${pw('a', k)} = a^____（a ≠ 0，填指数）。`,
            [String(m)],
            [`同底数幂相除，底数不变，指数相减。`, `${pw('a', m + k)} ÷ ${pw('a', k)} = a^(${m + k} − ${k}) = ${pw('a', m)}。`],
          );
        default: {
          const p = rng.int(2, 9);
          const q = rng.int(2, 9);
          const twice = rng.chance(0.5);
          return fill(
            twice ? `已知 aᵐ = ${p}，aⁿ = ${q}，则 a^(2m + n) = ____。` : `已知 aᵐ = ${p}，aⁿ = ${q}，则 a^(m + n) = ____。`,
            [String(twice ? p * p * q : p * q)],
            twice
              ? [`a^(2m + n) = a^(2m) · aⁿ = (aᵐ)² · aⁿ。`, `= ${p}² × ${q} = ${p * p * q}。`]
              : [`a^(m + n) = aᵐ · aⁿ（同底数幂的乘法反过来用）。`, `= ${p} × ${q} = ${p * q}。`],
          );
        }
      }
    },
  },
  'm8-polynomial-multiply': {
    title: '整式的乘法',
    generate(rng) {
      const p = nonZero(rng, -9, 9);
      const q = nonZero(rng, -9, 9);
      if (rng.chance(0.5)) {
        const right = poly([p * q, p + q, 1]);
        return single(
          rng,
          `计算：${factor(p)}${factor(q)} = （\u3000）。`,
          right,
          [poly([p + q, p * q, 1]), poly([p * q, 1]), poly([-p * q, p + q, 1]), poly([p * q, p - q, 1]), poly([p * q, -(p + q), 1])],
          [
            `多项式乘多项式：用一个多项式的每一项乘另一个多项式的每一项，再把所得的积相加：${terms([
              [1, 'x²'],
              [q, 'x'],
              [p, 'x'],
              [p * q, ''],
            ])}。`,
            `合并同类项得 ${right}。`,
          ],
        );
      }
      const k = rng.int(2, 6) * (rng.chance(0.5) ? -1 : 1);
      const a = nonZero(rng, -5, 5);
      const b = nonZero(rng, -9, 9);
      // k·x·(a·x + b)
      const right = poly([0, k * b, k * a]);
      const left = `${poly([0, k])}${factorK(a, b)}`;
      return single(
        rng,
        `计算：${left} = （\u3000）。`,
        right,
        [poly([0, b, k * a]), poly([k * b, k * a]), poly([0, -k * b, k * a]), poly([0, k * b, a])],
        [
          `单项式乘多项式：用单项式 ${poly([0, k])} 乘多项式的每一项。`,
          `${poly([0, k])} · ${a < 0 ? `(${poly([0, a])})` : poly([0, a])} + ${poly([0, k])} · ${b < 0 ? `(${num(b)})` : b} = ${right}。`,
        ],
      );
    },
  },
  'm8-special-products': {
    title: '乘法公式',
    generate(rng) {
      switch (rng.int(0, 2)) {
        case 0: {
          const a = rng.int(1, 6);
          const b = nonZero(rng, -9, 9);
          const right = poly([b * b, 2 * a * b, a * a]);
          return single(
            rng,
            `计算：${factorK(a, b)}² = （\u3000）。`,
            right,
            [poly([b * b, a * a]), poly([b * b, a * b, a * a]), poly([-(b * b), 2 * a * b, a * a]), poly([b * b, -2 * a * b, a * a])],
            [
              `完全平方公式：(p + q)² = p² + 2pq + q²，不要漏掉中间的 2pq 项。`,
              `${factorK(a, b)}² = ${a === 1 ? 'x²' : `${a * a}x²`} + 2 × ${a === 1 ? 'x' : `${a}x`} × ${b < 0 ? `(${num(b)})` : b} + ${b * b} = ${right}。`,
            ],
          );
        }
        case 1: {
          const base = rng.pick([20, 30, 40, 50, 60, 70, 80, 100, 200]);
          const d = rng.int(1, 9);
          return fill(
            `用平方差公式计算：${base + d} × ${base - d} = ____。`,
            [String((base + d) * (base - d))],
            [
              `${base + d} × ${base - d} = (${base} + ${d})(${base} − ${d}) = ${base}² − ${d}²。`,
              `= ${base * base} − ${d * d} = ${(base + d) * (base - d)}。`,
            ],
          );
        }
        default: {
          const x = rng.int(-6, 9);
          const y = rng.int(-6, 9);
          const s = x + y;
          const prod = x * y;
          const minus = rng.chance(0.5);
          const value = minus ? (x - y) ** 2 : x * x + y * y;
          return fill(`已知 a + b = ${num(s)}，ab = ${num(prod)}，则 ${minus ? '(a − b)²' : 'a² + b²'} = ____。`, numForms(value), [
            minus ? `(a − b)² = (a + b)² − 4ab。` : `a² + b² = (a + b)² − 2ab。`,
            `= ${s < 0 ? `(${num(s)})` : s}² − ${minus ? 4 : 2} × ${prod < 0 ? `(${num(prod)})` : prod} = ${num(value)}。`,
          ]);
        }
      }
    },
  },
  'm8-common-factor': {
    title: '提公因式法分解因式',
    generate(rng) {
      const g = rng.int(2, 9);
      let a = nonZero(rng, -5, 5);
      let b = nonZero(rng, -9, 9);
      if (a < 0) [a, b] = [-a, -b];
      while (gcd(a, b) !== 1) b += b > 0 ? 1 : -1;
      const expanded = poly([0, g * b, g * a]);
      const right = `${g}x${factorK(a, b)}`;
      return single(
        rng,
        `把 ${expanded} 分解因式，结果是（\u3000）。`,
        right,
        [`${g}x${factorK(a, -b)}`, `${g}${factorK(a, b)}`, `${g}x${factorK(a, b * g)}`, `${g}x${factorK(g * a, b)}`],
        [
          `各项系数的最大公约数是 ${g}，各项都含有 x，公因式是 ${g}x。`,
          `${expanded} = ${g}x · ${poly([0, a])} + ${g}x · ${b < 0 ? `(${num(b)})` : b} = ${right}。`,
        ],
      );
    },
  },
  'm8-formula-factor': {
    title: '公式法分解因式',
    generate(rng) {
      switch (rng.int(0, 2)) {
        case 0: {
          const a = rng.int(1, 5);
          const b = rng.int(1, 12);
          const expanded = poly([-(b * b), 0, a * a]);
          const right = `${factorK(a, b)}${factorK(a, -b)}`;
          return single(
            rng,
            `把 ${expanded} 分解因式，结果是（\u3000）。`,
            right,
            [
              `${factorK(a, -b)}²`,
              `${factorK(a, b)}²`,
              `${factorK(a * a, b)}${factorK(a * a, -b)}`,
              `${factorK(a, b)}${factorK(-a, b)}`,
              `${factorK(a, b * b)}${factorK(a, -(b * b))}`,
            ],
            [
              `${expanded} = ${a === 1 ? 'x' : `(${a}x)`}² − ${b}²，符合平方差公式 p² − q² = (p + q)(p − q)。`,
              `所以 ${expanded} = ${right}。`,
            ],
          );
        }
        case 1: {
          const a = rng.int(1, 4);
          const b = nonZero(rng, -9, 9);
          const expanded = poly([b * b, 2 * a * b, a * a]);
          const right = `${factorK(a, b)}²`;
          return single(
            rng,
            `把 ${expanded} 分解因式，结果是（\u3000）。`,
            right,
            [`${factorK(a, -b)}²`, `${factorK(a, b)}${factorK(a, -b)}`, `${factorK(a, 2 * b)}²`, `${factorK(a * a, b)}²`],
            [
              `首尾两项是 ${a === 1 ? 'x' : `${a}x`} 和 ${Math.abs(b)} 的平方，中间项 ${poly([0, 2 * a * b])} = 2 × ${a === 1 ? 'x' : `${a}x`} × ${b < 0 ? `(${num(b)})` : b}，符合完全平方公式。`,
              `所以 ${expanded} = ${right}。`,
            ],
          );
        }
        default: {
          const m = rng.int(30, 99);
          const n = rng.int(10, m - 1);
          return fill(
            `用因式分解简便计算：${m}² − ${n}² = ____。`,
            [String(m * m - n * n)],
            [`${m}² − ${n}² = (${m} + ${n})(${m} − ${n}) = ${m + n} × ${m - n}。`, `= ${m * m - n * n}。`],
          );
        }
      }
    },
  },
};
