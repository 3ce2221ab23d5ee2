import { fill, type GeneratorSet, single } from '../../exercise.ts';
import { type Fraction, frac } from '../../format.ts';
import { num, numberAnswers, paren, sqrtParts, triples } from './util.ts';
import { pairAnswers, pairText } from './vectors.ts';

/** 必修第二册 6.4 平面向量的应用: 平面几何与物理中的向量方法，余弦定理、正弦定理及其应用. */

/** Triangles with whole sides and a 60° or 120° angle C between a and b: [a, b, c, C]. */
const wholeTriangles: readonly (readonly [number, number, number, 60 | 120])[] = [
  [3, 8, 7, 60],
  [8, 3, 7, 60],
  [5, 8, 7, 60],
  [8, 5, 7, 60],
  [7, 15, 13, 60],
  [15, 7, 13, 60],
  [5, 21, 19, 60],
  [3, 5, 7, 120],
  [5, 3, 7, 120],
  [7, 8, 13, 120],
  [8, 7, 13, 120],
  [5, 16, 19, 120],
];

/** sin of the angles a 正弦定理 exercise uses, as c·√r: degrees → [c, r]. */
const sines: Readonly<Record<number, [Fraction, number]>> = {
  30: [frac(1, 2), 1],
  45: [frac(1, 2), 2],
  60: [frac(1, 2), 3],
  90: [frac(1), 1],
  120: [frac(1, 2), 3],
  135: [frac(1, 2), 2],
  150: [frac(1, 2), 1],
};

/** c·√r as printed, simplified: '4√6/3', '6', '√2'. */
export function surdText(c: Fraction, r: number): string {
  const [outside, inside] = sqrtParts(r);
  const k = c.mul(outside);
  if (inside === 1) return num(k);
  const top = `${k.n === 1n ? '' : String(k.n)}√${inside}`;
  return k.d === 1n ? top : `${top}/${k.d}`;
}

/** b = a·sin B / sin A as [c, r] with b = c√r. */
function sineLaw(a: number, A: number, B: number): [Fraction, number] {
  const [cA, rA] = sines[A]!;
  const [cB, rB] = sines[B]!;
  return [frac(a).mul(cB).div(cA).div(rA), rA * rB];
}

export const vectorApplicationGenerators: GeneratorSet = {
  'm10-parallelogram-vertex': {
    title: '平面几何中的向量方法：平行四边形的第四个顶点',
    generate(rng) {
      const [ax, ay] = [rng.int(-5, 5), rng.int(-5, 5)];
      const [bx, by] = [ax + rng.pick([-3, -2, -1, 1, 2, 3]), ay + rng.int(-3, 3)];
      let [cx, cy] = [rng.int(-5, 5), rng.int(-5, 5)];
      // A, B, C must not lie on one line
      while ((bx - ax) * (cy - ay) - (by - ay) * (cx - ax) === 0) [cx, cy] = [rng.int(-5, 5), rng.int(-5, 5)];
      const [dx, dy] = [ax + cx - bx, ay + cy - by];
      return fill(
        `已知平行四边形 ABCD 的三个顶点 A${pairText(ax, ay)}，B${pairText(bx, by)}，C${pairText(cx, cy)}，则顶点 D 的坐标为 ____。`,
        pairAnswers(dx, dy),
        [
          `平行四边形 ABCD 中 AD = BC。BC = (${num(cx)} − ${paren(bx)}, ${num(cy)} − ${paren(by)}) = ${pairText(cx - bx, cy - by)}。`,
          `设 D(x, y)，则 (x − ${paren(ax)}, y − ${paren(ay)}) = ${pairText(cx - bx, cy - by)}，所以 D${pairText(dx, dy)}。`,
        ],
      );
    },
  },
  'm10-force-resultant': {
    title: '向量在物理中的应用：合力的大小',
    generate(rng) {
      const [a, b, c] = rng.pick(triples);
      const k = rng.pick([1, 2, 5, 10]);
      return fill(
        `一个物体同时受到两个力 F₁、F₂ 的作用，|F₁| = ${a * k} N，|F₂| = ${b * k} N，F₁ 与 F₂ 互相垂直，则合力 F₁ + F₂ 的大小为 ____ N。`,
        [c * k],
        [`合力是两个力的和向量，F₁ ⊥ F₂ 时，以它们为邻边的平行四边形是矩形。`, `|F₁ + F₂| = √(${a * k}² + ${b * k}²) = ${c * k}（N）。`],
      );
    },
  },
  'm10-force-work': {
    title: '向量在物理中的应用：力做的功 W = F·s',
    generate(rng) {
      const force = rng.int(2, 20) * 2;
      const distance = rng.int(2, 30);
      const [degrees, cos] = rng.pick([
        [0, frac(1)],
        [60, frac(1, 2)],
        [120, frac(-1, 2)],
      ] as const);
      const work = cos.mul(force * distance);
      return fill(
        `一个力 F 作用于物体，|F| = ${force} N，物体的位移 |s| = ${distance} m，F 与 s 的夹角为 ${degrees}°，则力 F 做的功 W = ____ J。`,
        numberAnswers(work),
        [
          `功是力与位移的数量积：W = F·s = |F||s|cos θ。`,
          `W = ${force} × ${distance} × cos ${degrees}° = ${force * distance} × ${num(cos)} = ${num(work)}（J）。`,
        ],
      );
    },
  },
  'm10-cosine-law-side': {
    title: '余弦定理：已知两边及夹角求第三边',
    generate(rng) {
      const [a, b, c, C] = rng.pick(wholeTriangles);
      const k = rng.int(1, 3);
      const cross = C === 60 ? -a * b * k * k : a * b * k * k;
      return fill(
        `在 △ABC 中，a = ${a * k}，b = ${b * k}，C = ${C}°，则 c = ____。`,
        [c * k],
        [
          `由余弦定理 c² = a² + b² − 2ab cos C = ${(a * k) ** 2} + ${(b * k) ** 2} − 2 × ${a * k} × ${b * k} × cos ${C}°。`,
          `cos ${C}° = ${C === 60 ? '1/2' : '−1/2'}，c² = ${(a * a + b * b) * k * k} ${cross < 0 ? '−' : '+'} ${Math.abs(cross)} = ${(c * k) ** 2}，所以 c = ${c * k}。`,
        ],
      );
    },
  },
  'm10-cosine-law-angle': {
    title: '余弦定理：已知三边求角的余弦',
    generate(rng) {
      const a = rng.int(2, 12);
      const b = rng.int(2, 12);
      const c = rng.int(Math.abs(a - b) + 1, a + b - 1);
      const cos = frac(a * a + b * b - c * c, 2 * a * b);
      return fill(`在 △ABC 中，a = ${a}，b = ${b}，c = ${c}，则 cos C = ____。`, numberAnswers(cos), [
        `由余弦定理的推论 cos C = (a² + b² − c²)/(2ab)。`,
        `cos C = (${a * a} + ${b * b} − ${c * c})/(2 × ${a} × ${b}) = ${a * a + b * b - c * c}/${2 * a * b} = ${num(cos)}。`,
      ]);
    },
  },
  'm10-sine-law-side': {
    title: '正弦定理：已知两角及一边求边',
    generate(rng) {
      const A = rng.pick([30, 45, 60, 90, 120, 135]);
      const B = rng.pick(
        Object.keys(sines)
          .map(Number)
          .filter((x) => x !== A && x + A < 180),
      );
      const a = rng.int(2, 12);
      const [c, r] = sineLaw(a, A, B);
      const [wc, wr] = sineLaw(a, B, A);
      const right = surdText(c, r);
      return single(
        rng,
        `在 △ABC 中，A = ${A}°，B = ${B}°，a = ${a}，则 b = （\u3000）。`,
        right,
        [surdText(wc, wr), surdText(c.mul(2), r), surdText(c.div(2), r), surdText(c, r * 2 === 4 ? 3 : 2), surdText(c.mul(3), r)],
        [
          `由正弦定理 a/sin A = b/sin B，得 b = a·sin B/sin A = ${a} × sin ${B}°/sin ${A}°。`,
          `sin ${A}° = ${surdText(sines[A]![0], sines[A]![1])}，sin ${B}° = ${surdText(sines[B]![0], sines[B]![1])}，算得 b = ${right}。`,
        ],
      );
    },
  },
  'm10-triangle-area': {
    title: '三角形面积 S = (1/2)ab sin C',
    generate(rng) {
      const a = rng.int(2, 15);
      const b = rng.int(2, 15);
      const C = rng.pick([30, 90, 150]);
      const sin = C === 90 ? frac(1) : frac(1, 2);
      const area = sin.mul(a * b).div(2);
      return fill(`在 △ABC 中，a = ${a}，b = ${b}，C = ${C}°，则 △ABC 的面积 S = ____。`, numberAnswers(area), [
        `三角形面积 S = (1/2)ab sin C，sin ${C}° = ${num(sin)}。`,
        `S = (1/2) × ${a} × ${b} × ${num(sin)} = ${num(area)}。`,
      ]);
    },
  },
};
