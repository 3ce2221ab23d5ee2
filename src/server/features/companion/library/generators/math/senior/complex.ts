import { fill, type GeneratorSet, single } from '../../exercise.ts';
import { frac } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { MINUS, num, numberAnswers, paren, piText, sqrtText, withPrintedMinus } from './util.ts';

/** 必修第二册 第七章 复数: 概念、几何意义、四则运算、三角表示. */

/** a + bi as printed: '3 − 4i', '−i', '2', '5i'. */
export function complexText(a: number, b: number): string {
  const imaginary = Math.abs(b) === 1 ? 'i' : `${Math.abs(b)}i`;
  if (b === 0) return num(a);
  if (a === 0) return `${b < 0 ? MINUS : ''}${imaginary}`;
  return `${num(a)} ${b < 0 ? MINUS : '+'} ${imaginary}`;
}

/** Every way to type a + bi: with or without spaces, ASCII or printed minus, and 'bi + a' is not accepted. */
export function complexAnswers(a: number, b: number): string[] {
  const printed = complexText(a, b).replace(new RegExp(MINUS, 'g'), '-');
  return withPrintedMinus([printed, printed.replace(/ /g, '')]);
}

const nonzero = (rng: Rng, min: number, max: number) => {
  const v = rng.int(min, max - 1);
  return v >= 0 ? v + 1 : v;
};

const quadrants = ['第一象限', '第二象限', '第三象限', '第四象限'] as const;
const quadrantOf = (a: number, b: number) => (a > 0 ? (b > 0 ? 0 : 3) : b > 0 ? 1 : 2);

export const complexGenerators: GeneratorSet = {
  'm10-complex-parts': {
    title: '复数的实部与虚部',
    generate(rng) {
      const a = rng.int(-9, 9);
      const b = nonzero(rng, -9, 9);
      const ask = rng.pick(['实部', '虚部'] as const);
      const answer = ask === '实部' ? a : b;
      return fill(`复数 z = ${complexText(a, b)} 的${ask}是 ____。`, numberAnswers(answer), [
        `复数 z = a + bi（a, b ∈ R）中，a 叫实部，b 叫虚部（虚部是实数 b，不带 i）。`,
        `这里 a = ${num(a)}，b = ${num(b)}，所以${ask}是 ${num(answer)}。`,
      ]);
    },
  },
  'm10-complex-pure-imaginary': {
    title: '复数为纯虚数（实数）时求参数',
    generate(rng) {
      const p = rng.int(-5, 5);
      let q = rng.int(-5, 5);
      while (q === p) q = rng.int(-5, 5);
      // z = (m − p)(m − q) + (m − p)i : pure imaginary when m = q, real when m = p
      const kind = rng.pick(['纯虚数', '实数'] as const);
      const realPart = `${'m²'}${[-(p + q)].map((c) => (c === 0 ? '' : ` ${c < 0 ? MINUS : '+'} ${Math.abs(c) === 1 ? '' : Math.abs(c)}m`))[0]}${p * q === 0 ? '' : ` ${p * q < 0 ? MINUS : '+'} ${Math.abs(p * q)}`}`;
      const imagPart = p === 0 ? 'm' : `m ${p < 0 ? '+' : MINUS} ${Math.abs(p)}`;
      const answer = kind === '纯虚数' ? q : p;
      return fill(
        `若复数 z = (${realPart}) + (${imagPart})i 是${kind}，则实数 m = ____。`,
        numberAnswers(answer),
        kind === '纯虚数'
          ? [
              `纯虚数要求实部为 0 且虚部不为 0：${realPart} = 0，即 (m ${p <= 0 ? '+' : MINUS} ${Math.abs(p)})(m ${q <= 0 ? '+' : MINUS} ${Math.abs(q)}) = 0，m = ${num(p)} 或 m = ${num(q)}。`,
              `又 ${imagPart} ≠ 0，m ≠ ${num(p)}，所以 m = ${num(q)}。`,
            ]
          : [`复数是实数，要求虚部为 0：${imagPart} = 0。`, `解得 m = ${num(p)}。`],
      );
    },
  },
  'm10-complex-modulus': {
    title: '复数的模 |a + bi| = √(a² + b²)',
    generate(rng) {
      const a = nonzero(rng, -8, 8);
      const b = nonzero(rng, -8, 8);
      const square = a * a + b * b;
      return single(
        rng,
        `复数 z = ${complexText(a, b)} 的模 |z| = （\u3000）。`,
        sqrtText(square),
        [
          sqrtText(Math.abs(a) + Math.abs(b)),
          String(square),
          String(Math.abs(a) + Math.abs(b)),
          sqrtText(Math.abs(a * a - b * b) || 3),
          sqrtText(square + 1),
          sqrtText(2 * square),
          String(square + 1),
          sqrtText(square + 2),
        ],
        [`|a + bi| = √(a² + b²) = √(${paren(a)}² + ${paren(b)}²) = √${square}。`, `化简得 |z| = ${sqrtText(square)}。`],
      );
    },
  },
  'm10-complex-quadrant': {
    title: '复数的几何意义：对应点所在象限',
    generate(rng) {
      const [a, b, c, d] = [nonzero(rng, -5, 5), nonzero(rng, -5, 5), nonzero(rng, -5, 5), nonzero(rng, -5, 5)];
      const minus = rng.chance(0.5);
      let [x, y] = minus ? [a - c, b - d] : [a + c, b + d];
      const z1 = complexText(a, b);
      const z2 = complexText(c, d);
      if (x === 0 || y === 0) {
        [x, y] = [a, b];
        return single(rng, `在复平面内，复数 ${z1} 对应的点位于（\u3000）。`, quadrants[quadrantOf(x, y)]!, quadrants, [
          `复数 a + bi 对应复平面内的点 (a, b)，这里是 ${`(${num(x)}, ${num(y)})`}。`,
          `横坐标${x > 0 ? '为正' : '为负'}，纵坐标${y > 0 ? '为正' : '为负'}，在${quadrants[quadrantOf(x, y)]}。`,
        ]);
      }
      return single(
        rng,
        `在复平面内，复数 (${z1}) ${minus ? '−' : '+'} (${z2}) 对应的点位于（\u3000）。`,
        quadrants[quadrantOf(x, y)]!,
        quadrants,
        [
          `先算：实部 ${num(a)} ${minus ? '−' : '+'} ${paren(c)} = ${num(x)}，虚部 ${num(b)} ${minus ? '−' : '+'} ${paren(d)} = ${num(y)}，结果 ${complexText(x, y)}。`,
          `对应点 (${num(x)}, ${num(y)})，横坐标${x > 0 ? '为正' : '为负'}、纵坐标${y > 0 ? '为正' : '为负'}，在${quadrants[quadrantOf(x, y)]}。`,
        ],
      );
    },
  },
  'm10-complex-add-subtract': {
    title: '复数的加、减运算',
    generate(rng) {
      const [a, b, c, d] = [rng.int(-9, 9), nonzero(rng, -9, 9), rng.int(-9, 9), nonzero(rng, -9, 9)];
      const minus = rng.chance(0.5);
      const [x, y] = minus ? [a - c, b - d] : [a + c, b + d];
      return fill(
        `计算：(${complexText(a, b)}) ${minus ? '−' : '+'} (${complexText(c, d)}) = ____（写成 a + bi 的形式）。`,
        complexAnswers(x, y),
        [
          `复数${minus ? '相减' : '相加'}：实部与实部${minus ? '相减' : '相加'}，虚部与虚部${minus ? '相减' : '相加'}。`,
          `实部 ${num(a)} ${minus ? '−' : '+'} ${paren(c)} = ${num(x)}，虚部 ${num(b)} ${minus ? '−' : '+'} ${paren(d)} = ${num(y)}，结果是 ${complexText(x, y)}。`,
        ],
      );
    },
  },
  'm10-complex-multiply': {
    title: '复数的乘法',
    generate(rng) {
      const [a, b, c, d] = [nonzero(rng, -6, 6), nonzero(rng, -6, 6), nonzero(rng, -6, 6), nonzero(rng, -6, 6)];
      const [x, y] = [a * c - b * d, a * d + b * c];
      return fill(`计算：(${complexText(a, b)})(${complexText(c, d)}) = ____（写成 a + bi 的形式）。`, complexAnswers(x, y), [
        `像多项式相乘一样展开，再用 i² = −1：${num(a * c)} + ${paren(a * d)}i + ${paren(b * c)}i + ${paren(b * d)}i²。`,
        `实部 ${num(a * c)} − ${paren(b * d)} = ${num(x)}，虚部 ${num(a * d)} + ${paren(b * c)} = ${num(y)}，结果是 ${complexText(x, y)}。`,
      ]);
    },
  },
  'm10-complex-divide': {
    title: '复数的除法（分母实数化）',
    generate(rng) {
      // the quotient x + yi and the divisor c + di are drawn; the dividend is their product
      const [x, y, c, d] = [rng.int(-5, 5), nonzero(rng, -5, 5), nonzero(rng, -4, 4), nonzero(rng, -4, 4)];
      const [a, b] = [x * c - y * d, x * d + y * c];
      const norm = c * c + d * d;
      return fill(`计算：(${complexText(a, b)}) ÷ (${complexText(c, d)}) = ____（写成 a + bi 的形式）。`, complexAnswers(x, y), [
        `分子、分母同乘分母的共轭复数 ${complexText(c, -d)}，分母变成 ${paren(c)}² + ${paren(d)}² = ${norm}。`,
        `分子 (${complexText(a, b)})(${complexText(c, -d)}) = ${complexText(x * norm, y * norm)}，除以 ${norm} 得 ${complexText(x, y)}。`,
      ]);
    },
  },
  'm10-complex-conjugate': {
    title: '共轭复数与 z·z̄',
    generate(rng) {
      const a = rng.int(-9, 9);
      const b = nonzero(rng, -9, 9);
      const product = rng.chance(0.4);
      if (product)
        return fill(`已知 z = ${complexText(a, b)}，z̄ 是 z 的共轭复数，则 z·z̄ = ____。`, numberAnswers(a * a + b * b), [
          `z̄ = ${complexText(a, -b)}，z·z̄ = a² + b²（一定是实数）。`,
          `z·z̄ = ${paren(a)}² + ${paren(b)}² = ${a * a + b * b}。`,
        ]);
      return fill(`复数 z = ${complexText(a, b)} 的共轭复数 z̄ = ____。`, complexAnswers(a, -b), [
        `共轭复数实部相同、虚部互为相反数：a + bi 的共轭复数是 a − bi。`,
        `所以 z̄ = ${complexText(a, -b)}。`,
      ]);
    },
  },
  'm10-complex-argument': {
    title: '复数的三角表示：求辐角主值',
    generate(rng) {
      const step = rng.pick([4, 6] as const);
      const k = rng.int(0, 2 * step - 1);
      const r = rng.int(1, 6);
      const cos = Math.round(Math.cos((Math.PI * k) / step) * 1e9) / 1e9;
      const sin = Math.round(Math.sin((Math.PI * k) / step) * 1e9) / 1e9;
      // a point r·(cos θ, sin θ) scaled so that it is printed with whole numbers and √3: (√3, 1) at π/6, (1, 1) at π/4
      const part = (value: number) => {
        const size = Math.abs(value);
        if (size < 1e-9) return '';
        const body =
          Math.abs(size - 0.5) < 1e-9 || Math.abs(size - Math.SQRT1_2) < 1e-9 || Math.abs(size - 1) < 1e-9
            ? String(r)
            : `${r === 1 ? '' : r}√3`;
        return body;
      };
      const re = part(cos);
      const im = part(sin);
      const imText = im === '' ? '' : `${im === '1' ? '' : im}i`;
      const text =
        re === ''
          ? `${sin < 0 ? MINUS : ''}${imText}`
          : im === ''
            ? `${cos < 0 ? MINUS : ''}${re}`
            : `${cos < 0 ? MINUS : ''}${re} ${sin < 0 ? MINUS : '+'} ${imText}`;
      const angle = (kk: number) => piText(frac(((kk % (2 * step)) + 2 * step) % (2 * step), step));
      const right = angle(k);
      return single(
        rng,
        `复数 z = ${text} 的辐角主值 arg z（0 ≤ arg z < 2π）是（\u3000）。`,
        right,
        [angle(k + step), angle(-k), angle(step - k), angle(k + 1), angle(k - 1)],
        [
          `z 对应的点在${quadrantWord(cos, sin)}，辐角 θ 满足 cos θ = ${signedText(cos)}，sin θ = ${signedText(sin)}（先求 |z|，再用实部、虚部分别除以 |z|）。`,
          `在 [0, 2π) 内满足这两式的角是 θ = ${right}，所以 arg z = ${right}。`,
        ],
      );
    },
  },
};

/** cos or sin of a standard angle as printed: '√2/2', '−1/2', '0'. */
function signedText(value: number): string {
  const size = Math.abs(value);
  const text =
    size < 1e-9
      ? '0'
      : Math.abs(size - 1) < 1e-9
        ? '1'
        : Math.abs(size - 0.5) < 1e-9
          ? '1/2'
          : Math.abs(size - Math.SQRT1_2) < 1e-9
            ? '√2/2'
            : '√3/2';
  return value < -1e-9 ? `${MINUS}${text}` : text;
}

function quadrantWord(cos: number, sin: number): string {
  if (Math.abs(sin) < 1e-9) return cos > 0 ? '实轴正半轴上' : '实轴负半轴上';
  if (Math.abs(cos) < 1e-9) return sin > 0 ? '虚轴正半轴上' : '虚轴负半轴上';
  return quadrants[quadrantOf(cos, sin)]!;
}
