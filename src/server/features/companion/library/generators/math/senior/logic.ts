import { fill, type GeneratorSet, single, trueFalse } from '../../exercise.ts';
import { Fraction, frac } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { interval, num, poly } from './util.ts';

/** 必修第一册 第一章 1.4 充分条件与必要条件, 1.5 全称量词与存在量词. */

/** The set of x where a condition holds: one interval (a point when low = high, both closed); null is ±∞. */
type Span = { low: number | null; high: number | null; lowClosed: boolean; highClosed: boolean };
type Condition = { text: string; span: Span };

function lowerInside(inner: Span, outer: Span): boolean {
  if (outer.low === null) return true;
  if (inner.low === null) return false;
  return inner.low > outer.low || (inner.low === outer.low && (outer.lowClosed || !inner.lowClosed));
}
function upperInside(inner: Span, outer: Span): boolean {
  if (outer.high === null) return true;
  if (inner.high === null) return false;
  return inner.high < outer.high || (inner.high === outer.high && (outer.highClosed || !inner.highClosed));
}
/** Whether every x of `inner` is in `outer`. */
export const contains = (outer: Span, inner: Span) => lowerInside(inner, outer) && upperInside(inner, outer);

export const spanInterval = (s: Span) =>
  s.low !== null && s.high !== null && s.low === s.high
    ? `{${num(s.low)}}`
    : interval({ value: s.low, closed: s.lowClosed }, { value: s.high, closed: s.highClosed });

/** A condition on x describing `span` in one of the ways a textbook writes it. */
function describe(rng: Rng, span: Span): string {
  const { low, high, lowClosed, highClosed } = span;
  const linear = (end: number, relation: string) => {
    const a = rng.int(2, 4);
    const b = rng.int(-5, 5);
    return `${poly([a, b])} ${relation} ${num(a * end + b)}`;
  };
  if (low !== null && high !== null && low === high) return rng.chance(0.5) ? `x = ${num(low)}` : `${poly([1, -2 * low, low * low])} = 0`;
  if (low === null && high !== null)
    return rng.chance(0.4) ? linear(high, highClosed ? '≤' : '<') : `x ${highClosed ? '≤' : '<'} ${num(high)}`;
  if (high === null && low !== null) return rng.chance(0.4) ? linear(low, lowClosed ? '≥' : '>') : `x ${lowClosed ? '≥' : '>'} ${num(low)}`;
  if (low !== null && high !== null) {
    if (lowClosed === highClosed && rng.chance(0.5)) {
      if (low === -high && rng.chance(0.5)) return `x² ${lowClosed ? '≤' : '<'} ${high * high}`;
      return `${poly([1, -(low + high), low * high])} ${lowClosed ? '≤' : '<'} 0`;
    }
    return `${num(low)} ${lowClosed ? '≤' : '<'} x ${highClosed ? '≤' : '<'} ${num(high)}`;
  }
  return 'x ∈ R';
}

function drawSpan(rng: Rng): Span {
  const shape = rng.int(0, 3);
  const a = rng.int(-4, 4);
  const b = a + rng.int(1, 5);
  if (shape === 0) return { low: a, high: null, lowClosed: rng.chance(0.5), highClosed: false };
  if (shape === 1) return { low: null, high: b, lowClosed: false, highClosed: rng.chance(0.5) };
  if (shape === 2 && rng.chance(0.3)) return { low: a, high: a, lowClosed: true, highClosed: true };
  const closedBoth = rng.chance(0.5);
  if (rng.chance(0.3)) return { low: -Math.abs(b), high: Math.abs(b), lowClosed: closedBoth, highClosed: closedBoth };
  return { low: a, high: b, lowClosed: closedBoth || rng.chance(0.3), highClosed: closedBoth || rng.chance(0.3) };
}

/** A nearby span: same shape, one end moved or its closedness changed. */
function nudge(rng: Rng, span: Span): Span {
  const copy = { ...span };
  if (copy.low !== null && copy.high !== null && copy.low === copy.high) {
    return { low: copy.low - rng.int(1, 2), high: copy.high + rng.int(0, 2), lowClosed: rng.chance(0.5), highClosed: true };
  }
  if (copy.low !== null && (copy.high === null || rng.chance(0.5))) {
    if (rng.chance(0.5)) copy.lowClosed = !copy.lowClosed;
    else copy.low += rng.pick([-2, -1, 1, 2]);
  } else if (copy.high !== null) {
    if (rng.chance(0.5)) copy.highClosed = !copy.highClosed;
    else copy.high += rng.pick([-2, -1, 1, 2]);
  }
  if (copy.low !== null && copy.high !== null && copy.low >= copy.high) return span;
  return copy;
}

const kinds = ['充分不必要条件', '必要不充分条件', '充要条件', '既不充分也不必要条件'] as const;

function relation(p: Span, q: Span): (typeof kinds)[number] {
  const pq = contains(q, p);
  const qp = contains(p, q);
  return pq && qp ? kinds[2] : pq ? kinds[0] : qp ? kinds[1] : kinds[3];
}

function conditionPair(rng: Rng): { p: Condition; q: Condition } {
  const target = rng.pick(kinds);
  let pair: { p: Condition; q: Condition } | undefined;
  for (let attempt = 0; attempt < 60; attempt++) {
    const p = drawSpan(rng);
    const q = target === kinds[2] ? p : rng.chance(0.7) ? nudge(rng, p) : drawSpan(rng);
    pair = { p: { text: describe(rng, p), span: p }, q: { text: describe(rng, q), span: q } };
    if (relation(p, q) === target && pair.p.text !== pair.q.text) return pair;
  }
  // fall back on two different half-lines: x > a is then sufficient for x > a − 1
  const a = rng.int(-4, 4);
  return {
    p: { text: `x > ${num(a)}`, span: { low: a, high: null, lowClosed: false, highClosed: false } },
    q: { text: `x > ${num(a - 1)}`, span: { low: a - 1, high: null, lowClosed: false, highClosed: false } },
  };
}

const explainPair = (p: Condition, q: Condition) => [
  `把条件化成集合：p 对应 P = ${spanInterval(p.span)}，q 对应 Q = ${spanInterval(q.span)}。`,
  `P ${contains(q.span, p.span) ? '⊆' : '⊄'} Q，所以 p ${contains(q.span, p.span) ? '⇒' : '推不出'} q；Q ${contains(p.span, q.span) ? '⊆' : '⊄'} P，所以 q ${contains(p.span, q.span) ? '⇒' : '推不出'} p。`,
  `因此 p 是 q 的${relation(p.span, q.span)}。`,
];

/** ∀/∃ statements about a quadratic x² + bx + c, true or false by its discriminant. */
function quadraticWithSign(rng: Rng, sign: -1 | 0 | 1): [number, number] {
  if (sign === 0) {
    const h = rng.int(-4, 4);
    return [2 * h, h * h];
  }
  const b = rng.int(-6, 6);
  const edge = frac(b * b, 4);
  const c = sign < 0 ? edge.floor().valueOf() + rng.int(1, 4) : edge.ceil().valueOf() - rng.int(1, 6);
  return [b, Number(c)];
}

const negated = { '>': '≤', '≥': '<', '<': '≥', '≤': '>', '=': '≠', '≠': '=' } as const;
const reversed = { '>': '<', '≥': '≤', '<': '>', '≤': '≥', '=': '>', '≠': '<' } as const;
type Rel = keyof typeof negated;

export const logicGenerators: GeneratorSet = {
  'm10-condition-kind': {
    title: '判断充分条件、必要条件',
    generate(rng) {
      const { p, q } = conditionPair(rng);
      const right = relation(p.span, q.span);
      return single(
        rng,
        `设 p：${p.text}，q：${q.text}，则 p 是 q 的（\u3000）。`,
        right,
        kinds.filter((k) => k !== right),
        explainPair(p, q),
      );
    },
  },
  'm10-iff-judge': {
    title: '判断是否为充要条件',
    generate(rng) {
      const { p, q } = conditionPair(rng);
      const truth = relation(p.span, q.span) === kinds[2];
      return trueFalse(`判断：“${p.text}”是“${q.text}”的充要条件。`, truth, explainPair(p, q));
    },
  },
  'm10-condition-parameter': {
    title: '由充分、必要条件求参数范围',
    generate(rng) {
      const k = rng.int(-5, 6);
      const upward = rng.chance(0.5);
      const pClosed = rng.chance(0.5);
      const qClosed = rng.chance(0.5);
      const want = rng.pick([kinds[0], kinds[1]] as const);
      const pSpan = (a: number): Span =>
        upward
          ? { low: a, high: null, lowClosed: pClosed, highClosed: false }
          : { low: null, high: a, lowClosed: false, highClosed: pClosed };
      const qSpan: Span = upward
        ? { low: k, high: null, lowClosed: qClosed, highClosed: false }
        : { low: null, high: k, lowClosed: false, highClosed: qClosed };
      const holds = (a: number) => relation(pSpan(a), qSpan) === want;
      const below = holds(k - 0.5);
      const at = holds(k);
      const above = holds(k + 0.5);
      const right = above ? (at ? `a ≥ ${num(k)}` : `a > ${num(k)}`) : below ? (at ? `a ≤ ${num(k)}` : `a < ${num(k)}`) : `a = ${num(k)}`;
      const all = [`a > ${num(k)}`, `a ≥ ${num(k)}`, `a < ${num(k)}`, `a ≤ ${num(k)}`];
      const pText = upward ? `x ${pClosed ? '≥' : '>'} a` : `x ${pClosed ? '≤' : '<'} a`;
      const qText = upward ? `x ${qClosed ? '≥' : '>'} ${num(k)}` : `x ${qClosed ? '≤' : '<'} ${num(k)}`;
      const inclusion = want === kinds[0] ? 'P ⊊ Q' : 'Q ⊊ P';
      return single(
        rng,
        `已知 p：${pText}，q：${qText}。若 p 是 q 的${want}，则实数 a 的取值范围是（\u3000）。`,
        right,
        all.filter((o) => o !== right),
        [
          `设 P = {x | ${pText}}，Q = {x | ${qText}}。p 是 q 的${want}，即 ${inclusion}。`,
          `在数轴上比较端点 a 与 ${num(k)}：a = ${num(k)} 时${at ? '满足' : '不满足'}（要看端点能否取到），a 往${upward ? (want === kinds[0] ? '右' : '左') : want === kinds[0] ? '左' : '右'}移时满足。`,
          `所以 ${right}。`,
        ],
      );
    },
  },
  'm10-quantifier-truth': {
    title: '判断全称量词命题、存在量词命题的真假',
    generate(rng) {
      const sign = rng.pick([-1, 0, 1] as const);
      const [b, c] = quadraticWithSign(rng, sign);
      const expr = poly([1, b, c]);
      const delta = b * b - 4 * c;
      const min = new Fraction(c).sub(frac(b * b, 4));
      const vertex = num(frac(-b, 2));
      const form = rng.pick([
        {
          text: `∀x ∈ R，${expr} > 0`,
          truth: delta < 0,
          why: delta < 0 ? '最小值大于 0，所以对每个 x 都成立' : `x = ${vertex} 时式子的值为 ${num(min)}，不大于 0`,
        },
        {
          text: `∀x ∈ R，${expr} ≥ 0`,
          truth: delta <= 0,
          why: delta <= 0 ? '最小值不小于 0，所以对每个 x 都成立' : `x = ${vertex} 时式子的值为 ${num(min)}，小于 0`,
        },
        {
          text: `∃x ∈ R，${expr} < 0`,
          truth: delta > 0,
          why: delta > 0 ? `取 x = ${vertex}，式子的值为 ${num(min)} < 0` : '最小值不小于 0，找不到使它小于 0 的 x',
        },
        { text: `∃x ∈ R，${expr} = 0`, truth: delta >= 0, why: delta >= 0 ? 'Δ ≥ 0，方程有实数根' : 'Δ < 0，方程没有实数根' },
        {
          text: `∃x ∈ R，${expr} ≤ 0`,
          truth: delta >= 0,
          why: delta >= 0 ? `取 x = ${vertex}，式子的值为 ${num(min)} ≤ 0` : '最小值大于 0，找不到使它小于或等于 0 的 x',
        },
      ]);
      return trueFalse(`判断命题的真假：${form.text}。`, form.truth, [
        `${expr} 的判别式 Δ = ${b * b} − ${4 * c < 0 ? `(${num(4 * c)})` : 4 * c} = ${num(delta)}，它的最小值为 ${num(min)}（在 x = ${vertex} 处取得）。`,
        `${form.why}。`,
        `所以这个命题是${form.truth ? '真' : '假'}命题。`,
      ]);
    },
  },
  'm10-negation': {
    title: '写出全称量词命题、存在量词命题的否定',
    generate(rng) {
      const universal = rng.chance(0.5);
      const set = rng.pick(['R', 'N', 'Z', 'Q']);
      const rel = rng.pick(Object.keys(negated) as Rel[]);
      const expr = poly([1, rng.int(-5, 5), rng.int(-6, 6)]);
      const q = universal ? '∀' : '∃';
      const nq = universal ? '∃' : '∀';
      const right = `${nq}x ∈ ${set}，${expr} ${negated[rel]} 0`;
      return single(
        rng,
        `命题“${q}x ∈ ${set}，${expr} ${rel} 0”的否定是（\u3000）。`,
        right,
        [
          `${q}x ∈ ${set}，${expr} ${negated[rel]} 0`,
          `${nq}x ∈ ${set}，${expr} ${rel} 0`,
          `${nq}x ∉ ${set}，${expr} ${negated[rel]} 0`,
          `${nq}x ∈ ${set}，${expr} ${reversed[rel]} 0`,
        ],
        [
          `否定${universal ? '全称量词命题' : '存在量词命题'}：把“${q}”改成“${nq}”，范围 x ∈ ${set} 不变，再否定结论。`,
          `“${rel}”的否定是“${negated[rel]}”。`,
          `所以否定是“${right}”。`,
        ],
      );
    },
  },
  'm10-quantifier-parameter': {
    title: '由全称量词命题、存在量词命题的真假求参数',
    generate(rng) {
      const a = rng.int(1, 3);
      const b = rng.pick([-8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8]);
      const edge = frac(b * b, 4 * a);
      const universal = rng.chance(0.5);
      const expr = `${poly([a, b, 0])} + m`;
      const statement = universal ? `∀x ∈ R，${expr} > 0` : `∃x ∈ R，${expr} = 0`;
      const answer = universal ? edge.floor().add(1) : edge.floor();
      return fill(
        `若命题“${statement}”为真命题，则整数 m 的${universal ? '最小' : '最大'}值为 ____。`,
        [num(answer).replace('−', '-')],
        [
          universal
            ? `${expr} > 0 对一切实数 x 成立，需要开口向上且 Δ = ${b * b} − ${4 * a}m < 0。`
            : `方程 ${expr} = 0 有实数根，需要 Δ = ${b * b} − ${4 * a}m ≥ 0。`,
          `解得 m ${universal ? '>' : '≤'} ${num(edge)}。`,
          `满足条件的${universal ? '最小' : '最大'}整数是 ${num(answer)}。`,
        ],
      );
    },
  },
};
