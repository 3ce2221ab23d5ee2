import { fill, type GeneratorSet, single } from '../../exercise.ts';
import { type Fraction, frac } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { MINUS, num, numberAnswers, paren, sqrtText, triples, withPrintedMinus } from './util.ts';

/** 必修第二册 第六章 平面向量及其应用: 6.1–6.3 (概念、线性运算、数量积、基本定理与坐标表示). */

/** A coordinate pair as printed: '(3, −1)'. */
export const pairText = (x: number | Fraction, y: number | Fraction) => `(${num(x)}, ${num(y)})`;

/** Every way to type a coordinate pair: with or without the space, ASCII or printed minus, 全角 parentheses or comma. */
export function pairAnswers(x: number | Fraction, y: number | Fraction): string[] {
  const a = num(x).replace(MINUS, '-');
  const b = num(y).replace(MINUS, '-');
  return withPrintedMinus([`(${a}, ${b})`, `(${a},${b})`, `（${a}，${b}）`, `(${a}，${b})`]);
}

/** A linear combination of the vectors a and b as printed: '3a − 2b', '−a + b', 'a', '0'. */
export function comboText(p: number, q: number, u = 'a', v = 'b'): string {
  const term = (c: number, name: string) => `${Math.abs(c) === 1 ? '' : Math.abs(c)}${name}`;
  if (p === 0 && q === 0) return '0';
  if (p === 0) return `${q < 0 ? MINUS : ''}${term(q, v)}`;
  const first = `${p < 0 ? MINUS : ''}${term(p, u)}`;
  if (q === 0) return first;
  return `${first} ${q < 0 ? MINUS : '+'} ${term(q, v)}`;
}

const nonzero = (rng: Rng, min: number, max: number) => {
  const v = rng.int(min, max - 1);
  return v >= 0 ? v + 1 : v;
};

/** Angles with exact cosines: degrees and cos as a fraction. */
const niceAngles: readonly [number, Fraction][] = [
  [0, frac(1)],
  [60, frac(1, 2)],
  [90, frac(0)],
  [120, frac(-1, 2)],
  [180, frac(-1)],
];

export const vectorGenerators: GeneratorSet = {
  'm10-vector-magnitude': {
    title: '向量的模（矩形的对角线向量）',
    generate(rng) {
      const [a, b, c] = rng.pick(triples);
      const k = rng.int(1, 4);
      const name = rng.pick(['AC', 'BD', 'CA', 'DB']);
      return fill(
        `在矩形 ABCD 中，AB = ${a * k}，BC = ${b * k}，则向量 ${name} 的模 |${name}| = ____。`,
        [c * k],
        [
          `向量的模就是表示它的有向线段的长度，|${name}| 等于矩形对角线的长。`,
          `由勾股定理，对角线长 = √(${a * k}² + ${b * k}²) = √${(a * a + b * b) * k * k} = ${c * k}。`,
        ],
      );
    },
  },
  'm10-vector-add-magnitude': {
    title: '向量加法：求 |a + b|',
    generate(rng) {
      const [a, b, c] = rng.pick(triples);
      const k = rng.int(1, 3);
      const how = rng.pick(['perpendicular', 'same', 'opposite'] as const);
      const [x, y] = [a * k, b * k];
      const answer = how === 'perpendicular' ? c * k : how === 'same' ? x + y : Math.abs(x - y);
      const relation = how === 'perpendicular' ? 'a ⊥ b' : how === 'same' ? 'a 与 b 方向相同' : 'a 与 b 方向相反';
      return fill(
        `已知 |a| = ${x}，|b| = ${y}，且 ${relation}，则 |a + b| = ____。`,
        [answer],
        how === 'perpendicular'
          ? ['a ⊥ b 时，按平行四边形法则，a + b 是以 |a|、|b| 为邻边的矩形的对角线。', `|a + b| = √(${x}² + ${y}²) = ${answer}。`]
          : [
              how === 'same' ? '同向的两个向量相加，和向量与它们同向，模相加。' : '反向的两个向量相加，和向量与模较大的那个同向，模相减。',
              how === 'same' ? `|a + b| = ${x} + ${y} = ${answer}。` : `|a + b| = |${x} − ${y}| = ${answer}。`,
            ],
      );
    },
  },
  'm10-vector-subtract-magnitude': {
    title: '向量减法：求 |a − b|',
    generate(rng) {
      const [a, b, c] = rng.pick(triples);
      const k = rng.int(1, 3);
      const how = rng.pick(['perpendicular', 'same', 'opposite'] as const);
      const [x, y] = [a * k, b * k];
      const answer = how === 'perpendicular' ? c * k : how === 'same' ? Math.abs(x - y) : x + y;
      const relation = how === 'perpendicular' ? 'a ⊥ b' : how === 'same' ? 'a 与 b 方向相同' : 'a 与 b 方向相反';
      return fill(
        `已知 |a| = ${x}，|b| = ${y}，且 ${relation}，则 |a − b| = ____。`,
        [answer],
        [
          'a − b 是从 b 的终点指向 a 的终点的向量（a、b 起点相同）。',
          how === 'perpendicular'
            ? `a ⊥ b 时，a、b、a − b 组成直角三角形，|a − b| = √(${x}² + ${y}²) = ${answer}。`
            : how === 'same'
              ? `同向时 a − b 与 a、b 共线，|a − b| = |${x} − ${y}| = ${answer}。`
              : `反向时 a 与 −b 同向，|a − b| = |a| + |b| = ${x} + ${y} = ${answer}。`,
        ],
      );
    },
  },
  'm10-vector-linear-simplify': {
    title: '向量的数乘与线性运算：化简',
    generate(rng) {
      const m = nonzero(rng, -4, 4);
      const n = nonzero(rng, -4, 4);
      const [p1, q1, p2, q2] = [rng.int(1, 3), nonzero(rng, -3, 3), rng.int(1, 3), nonzero(rng, -3, 3)];
      const p = m * p1 + n * p2;
      const q = m * q1 + n * q2;
      const first = `${m === 1 ? '' : m === -1 ? MINUS : num(m)}(${comboText(p1, q1)})`;
      const second = `${n < 0 ? MINUS : '+'} ${Math.abs(n) === 1 ? '' : Math.abs(n)}(${comboText(p2, q2)})`;
      return single(
        rng,
        `化简：${first} ${second} = （\u3000）。`,
        comboText(p, q),
        [
          comboText(m * p1 + n * p2, m * q1 - n * q2),
          comboText(m * p1 - n * p2, q),
          comboText(p, m * q1 + q2 * (n > 0 ? 1 : -1)),
          comboText(p + 1, q),
          comboText(p, q - 1),
        ],
        [
          `去括号：a 的系数 ${num(m)} × ${paren(p1)} + ${paren(n)} × ${paren(p2)} = ${num(p)}，b 的系数 ${num(m)} × ${paren(q1)} + ${paren(n)} × ${paren(q2)} = ${num(q)}。`,
          `合并得 ${comboText(p, q)}。注意括号前是负数时，括号内每一项都要变号。`,
        ],
      );
    },
  },
  'm10-vector-dot-product': {
    title: '向量的数量积 a·b = |a||b|cos θ',
    generate(rng) {
      const x = rng.int(1, 8);
      const y = rng.int(1, 8);
      const [degrees, cos] = rng.pick(niceAngles);
      const value = cos.mul(x * y);
      return fill(`已知 |a| = ${x}，|b| = ${y}，a 与 b 的夹角为 ${degrees}°，则 a·b = ____。`, numberAnswers(value), [
        `a·b = |a||b|cos θ = ${x} × ${y} × cos ${degrees}°。`,
        `cos ${degrees}° = ${num(cos)}，所以 a·b = ${num(value)}。`,
      ]);
    },
  },
  'm10-vector-basis-decompose': {
    title: '平面向量基本定理：用基底表示向量',
    generate(rng) {
      const d = rng.int(2, 6);
      const n = rng.int(1, d - 1);
      const t = frac(n, d);
      const ask = rng.pick(['x', 'y'] as const);
      const x = frac(1).sub(t);
      const answer = ask === 'x' ? x : t;
      return fill(`在 △ABC 中，点 D 在边 BC 上，且 BD = (${num(t)})BC。若 AD = xAB + yAC，则 ${ask} = ____。`, numberAnswers(answer), [
        `AD = AB + BD = AB + (${num(t)})BC = AB + (${num(t)})(AC − AB)。`,
        `所以 AD = (${num(x)})AB + (${num(t)})AC，x = ${num(x)}，y = ${num(t)}（x + y = 1）。`,
      ]);
    },
  },
  'm10-vector-from-points': {
    title: '向量的坐标：终点坐标减起点坐标',
    generate(rng) {
      const [ax, ay, bx, by] = [rng.int(-6, 6), rng.int(-6, 6), rng.int(-6, 6), rng.int(-6, 6)];
      const swap = rng.chance(0.3);
      const [from, to] = swap ? ['B', 'A'] : ['A', 'B'];
      const [dx, dy] = swap ? [ax - bx, ay - by] : [bx - ax, by - ay];
      return fill(`已知 A${pairText(ax, ay)}，B${pairText(bx, by)}，则向量 ${from}${to} 的坐标为 ____。`, pairAnswers(dx, dy), [
        `向量的坐标等于终点坐标减去起点坐标：${from}${to} = ${to} − ${from}。`,
        swap
          ? `(${num(ax)} − ${paren(bx)}, ${num(ay)} − ${paren(by)}) = ${pairText(dx, dy)}。`
          : `(${num(bx)} − ${paren(ax)}, ${num(by)} − ${paren(ay)}) = ${pairText(dx, dy)}。`,
      ]);
    },
  },
  'm10-vector-coord-add': {
    title: '平面向量加、减运算的坐标表示',
    generate(rng) {
      const [x1, y1, x2, y2] = [rng.int(-6, 6), rng.int(-6, 6), rng.int(-6, 6), rng.int(-6, 6)];
      const minus = rng.chance(0.5);
      const [x, y] = minus ? [x1 - x2, y1 - y2] : [x1 + x2, y1 + y2];
      return fill(
        `已知 a = ${pairText(x1, y1)}，b = ${pairText(x2, y2)}，则 a ${minus ? '−' : '+'} b = ____（写成坐标）。`,
        pairAnswers(x, y),
        [
          `坐标运算：横坐标与横坐标${minus ? '相减' : '相加'}，纵坐标与纵坐标${minus ? '相减' : '相加'}。`,
          `(${num(x1)} ${minus ? '−' : '+'} ${paren(x2)}, ${num(y1)} ${minus ? '−' : '+'} ${paren(y2)}) = ${pairText(x, y)}。`,
        ],
      );
    },
  },
  'm10-vector-coord-scalar': {
    title: '平面向量数乘运算的坐标表示',
    generate(rng) {
      const [x1, y1, x2, y2] = [rng.int(-5, 5), rng.int(-5, 5), rng.int(-5, 5), rng.int(-5, 5)];
      const m = nonzero(rng, -3, 3);
      const n = nonzero(rng, -3, 3);
      const [x, y] = [m * x1 + n * x2, m * y1 + n * y2];
      return fill(`已知 a = ${pairText(x1, y1)}，b = ${pairText(x2, y2)}，则 ${comboText(m, n)} = ____（写成坐标）。`, pairAnswers(x, y), [
        `${comboText(m, 0)} = ${pairText(m * x1, m * y1)}，${comboText(n, 0, 'b')} = ${pairText(n * x2, n * y2)}。`,
        `相加得 ${pairText(x, y)}。`,
      ]);
    },
  },
  'm10-vector-collinear-parameter': {
    title: '向量共线的坐标条件求参数',
    generate(rng) {
      const x1 = nonzero(rng, -4, 4);
      const y1 = nonzero(rng, -4, 4);
      const k = nonzero(rng, -4, 4);
      const yFirst = rng.chance(0.5);
      // b = k·a: one coordinate shown, the other unknown
      const bx = frac(k * x1);
      const by = frac(k * y1);
      const answer = yFirst ? by : bx;
      const b = yFirst ? `(${num(bx)}, m)` : `(m, ${num(by)})`;
      return fill(`已知 a = ${pairText(x1, y1)}，b = ${b}，且 a ∥ b，则 m = ____。`, numberAnswers(answer), [
        `a = (x₁, y₁) 与 b = (x₂, y₂) 共线 ⇔ x₁y₂ − x₂y₁ = 0。`,
        yFirst
          ? `${num(x1)} · m − ${paren(bx)} × ${paren(y1)} = 0，解得 m = ${num(answer)}。`
          : `${num(x1)} × ${paren(by)} − m · ${paren(y1)} = 0，解得 m = ${num(answer)}。`,
      ]);
    },
  },
  'm10-vector-coord-dot': {
    title: '平面向量数量积的坐标表示',
    generate(rng) {
      const [x1, y1, x2, y2] = [rng.int(-6, 6), rng.int(-6, 6), rng.int(-6, 6), rng.int(-6, 6)];
      const value = x1 * x2 + y1 * y2;
      return fill(`已知 a = ${pairText(x1, y1)}，b = ${pairText(x2, y2)}，则 a·b = ____。`, numberAnswers(value), [
        `a·b = x₁x₂ + y₁y₂ = ${num(x1)} × ${paren(x2)} + ${num(y1)} × ${paren(y2)}。`,
        `= ${num(x1 * x2)} + ${paren(y1 * y2)} = ${num(value)}。`,
      ]);
    },
  },
  'm10-vector-perpendicular-parameter': {
    title: '向量垂直的坐标条件求参数',
    generate(rng) {
      const x1 = nonzero(rng, -5, 5);
      const y1 = nonzero(rng, -5, 5);
      const other = rng.int(-6, 6);
      // a·b = x1·m + y1·other = 0 → m = −y1·other / x1
      const m = frac(-y1 * other, x1);
      return fill(`已知 a = ${pairText(x1, y1)}，b = (m, ${num(other)})，且 a ⊥ b，则 m = ____。`, numberAnswers(m), [
        `a ⊥ b ⇔ a·b = 0，即 ${num(x1)}m + ${paren(y1)} × ${paren(other)} = 0。`,
        `${num(x1)}m = ${num(-y1 * other)}，m = ${num(m)}。`,
      ]);
    },
  },
  'm10-vector-coord-magnitude': {
    title: '由坐标求向量的模',
    generate(rng) {
      const x = nonzero(rng, -8, 8);
      const y = rng.int(-8, 8);
      const square = x * x + y * y;
      const right = sqrtText(square);
      return single(
        rng,
        `已知 a = ${pairText(x, y)}，则 |a| = （\u3000）。`,
        right,
        [
          sqrtText(Math.abs(x) + Math.abs(y)),
          String(square),
          sqrtText(Math.abs(x * x - y * y) || 2),
          sqrtText(square + 1),
          String(Math.abs(x) + Math.abs(y)),
          sqrtText(2 * square),
          sqrtText(square + 2),
          String(square + 1),
        ],
        [`|a| = √(x² + y²) = √(${paren(x)}² + ${paren(y)}²) = √${square}。`, `化简得 |a| = ${right}。`],
      );
    },
  },
};
