import { fill, type GeneratorSet, single, trueFalse } from '../../exercise.ts';
import { frac, type Fraction } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { CHOICE, MINUS, num, numberAnswers, piAnswers, piText, range, triples } from './util.ts';

/** 必修第一册 第五章 三角函数 5.1–5.4: 任意角和弧度制, 三角函数的概念, 诱导公式, 图象与性质. */

type Fn = 'sin' | 'cos' | 'tan';

/** An exact value as printed and as a number: '√3/2', '−1/2', '不存在'. */
type Exact = { text: string; value: number };
const root = (n: number) => Math.sqrt(n);
const reference: Record<Fn, Exact[]> = {
  // at 0, π/6, π/4, π/3, π/2
  sin: [
    { text: '0', value: 0 },
    { text: '1/2', value: 0.5 },
    { text: '√2/2', value: root(2) / 2 },
    { text: '√3/2', value: root(3) / 2 },
    { text: '1', value: 1 },
  ],
  cos: [
    { text: '1', value: 1 },
    { text: '√3/2', value: root(3) / 2 },
    { text: '√2/2', value: root(2) / 2 },
    { text: '1/2', value: 0.5 },
    { text: '0', value: 0 },
  ],
  tan: [
    { text: '0', value: 0 },
    { text: '√3/3', value: root(3) / 3 },
    { text: '1', value: 1 },
    { text: '√3', value: root(3) },
    { text: '不存在', value: NaN },
  ],
};
const negate = (e: Exact): Exact =>
  e.value === 0 || Number.isNaN(e.value) ? e : { text: e.text.startsWith(MINUS) ? e.text.slice(1) : `${MINUS}${e.text}`, value: -e.value };

/** Which quadrant (1–4) an angle of t·π lies in, or 0 on an axis. */
function quadrantOf(t: Fraction): number {
  const turn = t.mod(2).add(2).mod(2); // in [0, 2)
  const halves = turn.mul(2);
  if (halves.d === 1n) return 0;
  return Number(halves.floor().valueOf()) + 1;
}

/** The exact value of sin, cos or tan at t·π for t a multiple of 1/6 or 1/4. */
export function exactValue(fn: Fn, t: Fraction): Exact {
  const turn = t.mod(2).add(2).mod(2);
  // reduce to the reference angle in [0, π/2] and the sign from the quadrant
  const half = turn.mul(2).floor().valueOf(); // 0..3: which quarter turn
  let ref = turn.sub(frac(Number(half), 2));
  if (Number(half) % 2 === 1) ref = frac(1, 2).sub(ref);
  const index = [frac(0), frac(1, 6), frac(1, 4), frac(1, 3), frac(1, 2)].findIndex((r) => r.equals(ref));
  const base = reference[fn][index]!;
  const x = Number(turn.valueOf()) * Math.PI;
  const numeric = fn === 'sin' ? Math.sin(x) : fn === 'cos' ? Math.cos(x) : Math.tan(x);
  if (fn === 'tan' && ref.equals(frac(1, 2))) return base;
  return numeric < -1e-9 ? negate(base) : base;
}

const quadrantNames = ['第一象限角', '第二象限角', '第三象限角', '第四象限角'];

/** A Pythagorean sine/cosine pair with the signs of a quadrant. */
function angleInQuadrant(rng: Rng) {
  const [a, b, c] = rng.pick(triples);
  const quadrant = rng.int(1, 4);
  const sin = frac(quadrant <= 2 ? a : -a, c);
  const cos = frac(quadrant === 1 || quadrant === 4 ? b : -b, c);
  return { quadrant, sin, cos, tan: sin.div(cos) };
}
const quadrantWords = ['', '第一象限', '第二象限', '第三象限', '第四象限'];

export const trigGenerators: GeneratorSet = {
  'm10-coterminal-angle': {
    title: '终边相同的角',
    generate(rng) {
      let theta = rng.int(-1080, 1080);
      if (theta % 360 === 0) theta += rng.int(1, 359);
      const beta = ((theta % 360) + 360) % 360;
      const k = (theta - beta) / 360;
      return fill(
        `与 ${num(theta)}° 角终边相同的角中，在 [0°, 360°) 范围内的角是 ____°。`,
        [beta],
        [
          `终边相同的角相差 360° 的整数倍：${num(theta)}° = ${beta}° ${k < 0 ? MINUS : '+'} ${Math.abs(k)} × 360°。`,
          `${beta}° 在 [0°, 360°) 内，所以所求角为 ${beta}°。`,
        ],
      );
    },
  },
  'm10-quadrant': {
    title: '判断象限角',
    generate(rng) {
      let theta = rng.int(-720, 1080);
      while (theta % 90 === 0) theta = rng.int(-720, 1080);
      const beta = ((theta % 360) + 360) % 360;
      const quadrant = Math.floor(beta / 90);
      const right = quadrantNames[quadrant]!;
      return single(
        rng,
        `${num(theta)}° 角是${CHOICE}。`,
        right,
        quadrantNames.filter((q) => q !== right),
        [
          `先化到 [0°, 360°) 内：${num(theta)}° 与 ${beta}° 终边相同。`,
          `${beta}° 在 ${quadrant * 90}° 与 ${quadrant * 90 + 90}° 之间，所以是${right}。`,
        ],
      );
    },
  },
  'm10-degree-radian': {
    title: '角度制与弧度制的互化',
    generate(rng) {
      const k = rng.pick(range(-24, 24).filter((n) => n !== 0));
      const degrees = 15 * k;
      const t = frac(degrees, 180);
      if (rng.chance(0.5)) {
        return fill(`把 ${num(degrees)}° 化成弧度：${num(degrees)}° = ____（用含 π 的式子表示）。`, piAnswers(t), [
          `1° = π/180 弧度，所以 ${num(degrees)}° = ${num(degrees)} × π/180。`,
          `约分得 ${piText(t)}。`,
        ]);
      }
      return fill(`把 ${piText(t)} 化成角度：${piText(t)} = ____°。`, numberAnswers(degrees), [
        `π 弧度 = 180°，所以 ${piText(t)} = ${num(t)} × 180°。`,
        `计算得 ${num(degrees)}°。`,
      ]);
    },
  },
  'm10-sector': {
    title: '扇形的弧长与面积',
    generate(rng) {
      const r = rng.int(2, 12);
      if (rng.chance(0.5)) {
        const alpha = rng.pick([frac(1), frac(2), frac(3), frac(1, 2), frac(3, 2), frac(5, 2)]);
        const arc = alpha.mul(r);
        const area = alpha.mul(r * r).div(2);
        const askArc = rng.chance(0.5);
        return fill(
          `扇形的半径为 ${r} cm，圆心角为 ${num(alpha)} 弧度，则扇形的${askArc ? '弧长为 ____ cm' : '面积为 ____ cm²'}。`,
          numberAnswers(askArc ? arc : area),
          [
            `弧长 l = |α|r = ${num(alpha)} × ${r} = ${num(arc)} cm。`,
            askArc ? `所以弧长为 ${num(arc)} cm。` : `面积 S = (1/2)lr = (1/2) × ${num(arc)} × ${r} = ${num(area)} cm²。`,
          ],
        );
      }
      const t = rng.pick([frac(1, 6), frac(1, 4), frac(1, 3), frac(1, 2), frac(2, 3), frac(3, 4), frac(5, 6)]);
      const arc = t.mul(r);
      const area = t.mul(r * r).div(2);
      const askArc = rng.chance(0.5);
      return fill(
        `扇形的半径为 ${r} cm，圆心角为 ${piText(t)}，则扇形的${askArc ? '弧长为 ____ cm' : '面积为 ____ cm²'}（用含 π 的式子表示）。`,
        piAnswers(askArc ? arc : area),
        [
          `弧长 l = |α|r = ${piText(t)} × ${r} = ${piText(arc)} cm。`,
          askArc ? `所以弧长为 ${piText(arc)} cm。` : `面积 S = (1/2)|α|r² = (1/2) × ${piText(t)} × ${r * r} = ${piText(area)} cm²。`,
        ],
      );
    },
  },
  'm10-trig-from-point': {
    title: '由终边上一点求三角函数值',
    generate(rng) {
      const [a, b, c] = rng.pick(triples);
      const s = rng.int(1, 3);
      const x = (rng.chance(0.5) ? 1 : -1) * a * s;
      const y = (rng.chance(0.5) ? 1 : -1) * b * s;
      const fn = rng.pick(['sin', 'cos', 'tan'] as const);
      const value = fn === 'sin' ? frac(y, c * s) : fn === 'cos' ? frac(x, c * s) : frac(y, x);
      return fill(`已知角 α 的终边经过点 P(${num(x)}, ${num(y)})，则 ${fn} α = ____。`, numberAnswers(value), [
        `r = |OP| = √(${num(x)}² + ${num(y)}²) = √${x * x + y * y} = ${c * s}。`,
        `${fn} α = ${fn === 'sin' ? `y/r = ${num(y)}/${c * s}` : fn === 'cos' ? `x/r = ${num(x)}/${c * s}` : `y/x = ${num(y)}/${x < 0 ? `(${num(x)})` : num(x)}`} = ${num(value)}。`,
      ]);
    },
  },
  'm10-trig-sign': {
    title: '三角函数值在各象限的符号',
    generate(rng) {
      const quadrant = rng.int(1, 4);
      const signs = { sin: quadrant <= 2 ? 1 : -1, cos: quadrant === 1 || quadrant === 4 ? 1 : -1, tan: quadrant % 2 === 1 ? 1 : -1 };
      const expressions = [
        { text: 'sin α', sign: signs.sin },
        { text: 'cos α', sign: signs.cos },
        { text: 'tan α', sign: signs.tan },
        { text: 'sin α · cos α', sign: signs.sin * signs.cos },
        { text: 'sin α · tan α', sign: signs.sin * signs.tan },
        { text: 'cos α · tan α', sign: signs.cos * signs.tan },
      ];
      const e = rng.pick(expressions);
      const rel = rng.pick(['>', '<'] as const);
      const truth = rel === '>' ? e.sign > 0 : e.sign < 0;
      return trueFalse(`判断：若 α 是${quadrantWords[quadrant]}角，则 ${e.text} ${rel} 0。`, truth, [
        `${quadrantWords[quadrant]}：sin α ${signs.sin > 0 ? '>' : '<'} 0，cos α ${signs.cos > 0 ? '>' : '<'} 0，tan α ${signs.tan > 0 ? '>' : '<'} 0。`,
        `所以 ${e.text} ${e.sign > 0 ? '>' : '<'} 0，原说法${truth ? '正确' : '错误'}。`,
      ]);
    },
  },
  'm10-same-angle': {
    title: '同角三角函数的基本关系',
    generate(rng) {
      const { quadrant, sin, cos, tan } = angleInQuadrant(rng);
      const givenSin = rng.chance(0.5);
      const ask = givenSin ? rng.pick(['cos', 'tan'] as const) : rng.pick(['sin', 'tan'] as const);
      const value = ask === 'sin' ? sin : ask === 'cos' ? cos : tan;
      const given = givenSin ? `sin α = ${num(sin)}` : `cos α = ${num(cos)}`;
      const other = givenSin ? cos : sin;
      return fill(`已知 ${given}，且 α 是${quadrantWords[quadrant]}角，则 ${ask} α = ____。`, numberAnswers(value), [
        `由 sin²α + cos²α = 1 得 ${givenSin ? 'cos' : 'sin'}²α = 1 − (${num(givenSin ? sin : cos)})² = ${num(other.mul(other))}。`,
        `α 是${quadrantWords[quadrant]}角，${givenSin ? 'cos' : 'sin'} α ${other.compare(0) > 0 ? '> 0' : '< 0'}，所以 ${givenSin ? 'cos' : 'sin'} α = ${num(other)}。`,
        ask === 'tan' ? `tan α = sin α / cos α = ${num(tan)}。` : `所以 ${ask} α = ${num(value)}。`,
      ]);
    },
  },
  'm10-tan-ratio': {
    title: '已知 tan α 求关于 sin α、cos α 的式子的值',
    generate(rng) {
      const t = rng.pick([-4, -3, -2, -1, 2, 3, 4, 5].map((n) => frac(n)).concat([frac(1, 2), frac(-1, 3), frac(3, 4)]));
      if (rng.chance(0.3)) {
        const value = t.div(t.mul(t).add(1));
        return fill(`已知 tan α = ${num(t)}，则 sin α cos α = ____。`, numberAnswers(value), [
          `sin α cos α = sin α cos α / (sin²α + cos²α)，分子分母同除以 cos²α 得 tan α / (tan²α + 1)。`,
          `代入 tan α = ${num(t)}：${num(t)} ÷ (${num(t.mul(t))} + 1) = ${num(value)}。`,
        ]);
      }
      const [p, q, r, s] = [rng.int(1, 3), rng.int(-3, 3), rng.int(1, 3), rng.int(-3, 3)];
      const bottom = t.mul(r).add(s);
      if (bottom.equals(0) || q === 0 || s === 0 || p * s === q * r) return this.generate(rng);
      const value = t.mul(p).add(q).div(bottom);
      const term = (k: number, f: string) => `${k === 1 ? '' : k}${f}`;
      const signed = (k: number, f: string) => `${k < 0 ? MINUS : '+'} ${Math.abs(k) === 1 ? '' : Math.abs(k)}${f}`;
      return fill(
        `已知 tan α = ${num(t)}，则 (${term(p, 'sin α')} ${signed(q, 'cos α')})/(${term(r, 'sin α')} ${signed(s, 'cos α')}) = ____。`,
        numberAnswers(value),
        [
          `分子、分母同除以 cos α，化为 (${term(p, 'tan α')} ${signed(q, '')})/(${term(r, 'tan α')} ${signed(s, '')})。`
            .replace(/ \)/g, ')')
            .replace(/([+−]) \)/g, '$1 1)'),
          `代入 tan α = ${num(t)}：(${num(t.mul(p).add(q))})/(${num(bottom)}) = ${num(value)}。`,
        ],
      );
    },
  },
  'm10-special-values': {
    title: '诱导公式：求特殊角的三角函数值',
    generate(rng) {
      const fn = rng.pick(['sin', 'cos', 'tan'] as const);
      const t = rng.chance(0.5)
        ? frac(rng.pick(range(-12, 12).filter((k) => k % 3 !== 0 || k % 6 === 0)), 6)
        : frac(rng.pick(range(-8, 8).filter((k) => k % 2 !== 0)), 4);
      if (quadrantOf(t) === 0 || t.abs().compare(frac(1, 2)) <= 0) return this.generate(rng);
      const right = exactValue(fn, t);
      const candidates = [negate(right), ...reference[fn === 'sin' ? 'cos' : fn === 'cos' ? 'sin' : 'tan'], ...reference[fn]]
        .flatMap((e) => [e, negate(e)])
        .map((e) => e.text);
      const ordered = [negate(right).text, ...rng.shuffle(candidates)];
      return single(rng, `${fn}(${piText(t)}) 的值是${CHOICE}。`, right.text, ordered, [
        `用诱导公式把 ${piText(t)} 化为锐角：它的终边在${quadrantWords[quadrantOf(t)]}，与 ${fn} 的参考角有关。`,
        `${fn} 在${quadrantWords[quadrantOf(t)]}的符号为${right.value > 0 ? '正' : '负'}，所以 ${fn}(${piText(t)}) = ${right.text}。`,
      ]);
    },
  },
  'm10-reduction-formula': {
    title: '诱导公式的化简',
    generate(rng) {
      const n = rng.int(0, 7);
      const s = n === 0 ? -1 : rng.pick([1, -1]);
      const fn = rng.pick((n % 2 === 1 ? ['sin', 'cos'] : ['sin', 'cos', 'tan']) as Fn[]);
      const quadrant = (((s > 0 ? n : n - 1) % 4) + 4) % 4; // 0..3 for an acute α
      const positive = { sin: quadrant <= 1, cos: quadrant === 0 || quadrant === 3, tan: quadrant % 2 === 0 }[fn];
      const result: Fn = n % 2 === 0 ? fn : fn === 'sin' ? 'cos' : 'sin';
      const right = `${positive ? '' : MINUS}${result} α`;
      const angle = n === 0 ? `${MINUS}α` : `${piText(frac(n, 2))} ${s > 0 ? '+' : MINUS} α`;
      const choices =
        fn === 'tan' ? ['tan α', `${MINUS}tan α`, '1/tan α', `${MINUS}1/tan α`] : ['sin α', `${MINUS}sin α`, 'cos α', `${MINUS}cos α`];
      return single(
        rng,
        `化简：${fn}(${angle}) =${CHOICE}。`,
        right,
        choices.filter((o) => o !== right),
        [
          `“奇变偶不变”：${piText(frac(n, 2))} 是 π/2 的 ${n} 倍，${n % 2 === 0 ? '偶数倍，函数名不变' : '奇数倍，正弦变余弦、余弦变正弦'}。`,
          `“符号看象限”：把 α 看成锐角，${angle} 的终边在${quadrantWords[quadrant + 1]}，${fn} 在该象限为${positive ? '正' : '负'}。`,
          `所以 ${fn}(${angle}) = ${right}。`,
        ],
      );
    },
  },
};

export type { Fn };
