import { fill, type GeneratorSet, multiple, single, trueFalse } from '../../exercise.ts';
import { frac } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { MINUS, num, poly, range, setText } from './util.ts';

/** 必修第一册 第一章 1.1–1.3 集合. */

type NumberKind = { text: string; integer: boolean; rational: boolean; value: number };

/** A real number of one of the kinds the sets N, N*, Z, Q, R tell apart. */
function drawNumber(rng: Rng): NumberKind {
  switch (rng.int(0, 3)) {
    case 0: {
      const v = rng.int(-9, 12);
      return { text: num(v), integer: true, rational: true, value: v };
    }
    case 1: {
      const d = rng.pick([2, 3, 4, 5, 7]);
      let n = rng.int(-9, 9);
      if (n % d === 0) n += 1;
      return { text: num(frac(n, d)), integer: false, rational: true, value: n / d };
    }
    case 2: {
      const k = rng.pick([2, 3, 5, 6, 7, 10]);
      const negative = rng.chance(0.3);
      return { text: `${negative ? MINUS : ''}√${k}`, integer: false, rational: false, value: (negative ? -1 : 1) * Math.sqrt(k) };
    }
    default:
      return { text: 'π', integer: false, rational: false, value: Math.PI };
  }
}

const numberSets = [
  { symbol: 'N', name: '自然数集', has: (x: NumberKind) => x.integer && x.value >= 0 },
  { symbol: 'N*', name: '正整数集', has: (x: NumberKind) => x.integer && x.value > 0 },
  { symbol: 'Z', name: '整数集', has: (x: NumberKind) => x.integer },
  { symbol: 'Q', name: '有理数集', has: (x: NumberKind) => x.rational },
  { symbol: 'R', name: '实数集', has: () => true },
] as const;

/** (x − r) as a factor, or x for r = 0. */
const factor = (r: number) => (r === 0 ? 'x' : `(${poly([1, -r])})`);

const comparisons = {
  '<': (a: number, b: number) => a < b,
  '≤': (a: number, b: number) => a <= b,
} as const;

export const setGenerators: GeneratorSet = {
  'm10-set-membership': {
    title: '元素与集合的关系（常用数集）',
    generate(rng) {
      const x = drawNumber(rng);
      const set = rng.pick(numberSets);
      const saysIn = rng.chance(0.5);
      const inSet = set.has(x);
      const truth = saysIn === inSet;
      return trueFalse(`判断：${x.text} ${saysIn ? '∈' : '∉'} ${set.symbol}。`, truth, [
        `${set.symbol} 表示${set.name}。`,
        `${x.text} ${x.integer ? '是整数' : x.rational ? '是分数，是有理数但不是整数' : '是无理数'}，所以它${inSet ? '属于' : '不属于'} ${set.symbol}。`,
        `原说法写的是“${saysIn ? '∈' : '∉'}”，所以判断为${truth ? '正确' : '错误'}。`,
      ]);
    },
  },
  'm10-set-count-elements': {
    title: '用描述法表示的集合的元素个数',
    generate(rng) {
      const set = rng.pick(['N', 'N*', 'Z'] as const);
      const squared = rng.chance(0.3);
      if (squared) {
        const k = rng.int(2, 30);
        const op = rng.pick(['<', '≤'] as const);
        const members = range(-6, 6).filter((x) => comparisons[op](x * x, k) && (set === 'Z' || x >= (set === 'N' ? 0 : 1)));
        return fill(
          `集合 A = {x ∈ ${set} | x² ${op} ${k}} 中元素的个数为 ____。`,
          [members.length],
          [
            `x² ${op} ${k} 的整数解满足 |x| ${op === '<' ? '<' : '≤'} √${k}，再只留下属于 ${set} 的数。`,
            `列举得 A = ${setText(members)}。`,
            `所以 A 中有 ${members.length} 个元素。`,
          ],
        );
      }
      const low = rng.int(set === 'Z' ? -5 : -3, 3);
      const high = low + rng.int(2, 7);
      const opLow = rng.pick(['<', '≤'] as const);
      const opHigh = rng.pick(['<', '≤'] as const);
      const members = range(low - 1, high + 1).filter(
        (x) => comparisons[opLow](low, x) && comparisons[opHigh](x, high) && (set === 'Z' || x >= (set === 'N' ? 0 : 1)),
      );
      return fill(
        `集合 A = {x ∈ ${set} | ${num(low)} ${opLow} x ${opHigh} ${num(high)}} 中元素的个数为 ____。`,
        [members.length],
        [
          `${set} 是${set === 'Z' ? '整数集' : set === 'N' ? '自然数集（含 0）' : '正整数集'}，注意端点${opLow === '<' ? ' ' + num(low) + ' 取不到' : ' ' + num(low) + ' 能取到'}、${opHigh === '<' ? num(high) + ' 取不到' : num(high) + ' 能取到'}。`,
          `列举得 A = ${setText(members)}。`,
          `所以 A 中有 ${members.length} 个元素。`,
        ],
      );
    },
  },
  'm10-subset-count': {
    title: '有限集合的子集个数',
    generate(rng) {
      const n = rng.int(2, 6);
      const listed = rng.chance(0.5);
      const start = rng.int(0, 3);
      const elements = listed ? rng.shuffle(range(-3, 9)).slice(0, n) : range(start, start + n - 1);
      const setDescription = listed ? setText(elements) : `{x ∈ N | ${num(start)} ≤ x ≤ ${num(start + n - 1)}}`;
      const ask = rng.pick([
        { words: '子集', count: 2 ** n, why: `子集共有 2^${n} = ${2 ** n} 个` },
        { words: '真子集', count: 2 ** n - 1, why: `真子集要去掉 A 本身：2^${n} − 1 = ${2 ** n - 1} 个` },
        { words: '非空真子集', count: 2 ** n - 2, why: `非空真子集要去掉 A 本身和 ∅：2^${n} − 2 = ${2 ** n - 2} 个` },
        { words: '非空子集', count: 2 ** n - 1, why: `非空子集要去掉 ∅：2^${n} − 1 = ${2 ** n - 1} 个` },
      ]);
      return fill(
        `集合 A = ${setDescription} 的${ask.words}共有 ____ 个。`,
        [ask.count],
        [`A 中有 ${n} 个元素${listed ? '' : `：A = ${setText(elements)}`}。`, `含 n 个元素的集合有 2ⁿ 个子集，${ask.why}。`],
      );
    },
  },
  'm10-set-relation': {
    title: '判断两个集合的包含关系',
    generate(rng) {
      const [r1, r2] = rng
        .shuffle(range(-5, 6))
        .slice(0, 2)
        .sort((a, b) => a - b) as [number, number];
      const others = rng.shuffle(range(-6, 7).filter((x) => x !== r1 && x !== r2));
      const kind = rng.int(0, 3);
      const bElements =
        kind === 0
          ? [r1, r2, ...others.slice(0, rng.int(1, 2))]
          : kind === 1
            ? [rng.pick([r1, r2])]
            : kind === 2
              ? [r1, r2]
              : [rng.pick([r1, r2]), others[0]!];
      const a = [r1, r2];
      const b = [...new Set(bElements)];
      const aInB = a.every((x) => b.includes(x));
      const bInA = b.every((x) => a.includes(x));
      const right = aInB && bInA ? 'A = B' : aInB ? 'A ⊊ B' : bInA ? 'B ⊊ A' : 'A 与 B 互不包含';
      const options = ['A ⊊ B', 'B ⊊ A', 'A = B', 'A 与 B 互不包含'];
      return single(
        rng,
        `已知集合 A = {x | ${poly([1, -(r1 + r2), r1 * r2])} = 0}，B = ${setText(b)}，则 A 与 B 的关系是（\u3000）。`,
        right,
        options.filter((o) => o !== right),
        [
          `解方程 ${poly([1, -(r1 + r2), r1 * r2])} = 0，即 ${factor(r1)}${factor(r2)} = 0，得 A = ${setText(a)}。`,
          `A 的元素${aInB ? '都' : '不都'}在 B 中，B 的元素${bInA ? '都' : '不都'}在 A 中。`,
          `所以 ${right}。`,
        ],
      );
    },
  },
};

/** An interval written as a condition on x: '−1 < x ≤ 3'. */
export type Span = { low: number; high: number; lowClosed: boolean; highClosed: boolean };
export const spanText = (s: Span) => `${num(s.low)} ${s.lowClosed ? '≤' : '<'} x ${s.highClosed ? '≤' : '<'} ${num(s.high)}`;

/** A set given by a condition on x, as printed: '{x | −1 < x ≤ 3}'. */
const described = (condition: string) => `{x | ${condition}}`;

export const setOperationGenerators: GeneratorSet = {
  'm10-set-intersection-union': {
    title: '求两个集合的交集、并集',
    generate(rng) {
      if (rng.chance(0.4)) {
        const a = rng.shuffle(range(-4, 8)).slice(0, rng.int(4, 5));
        const k = rng.int(-2, 5);
        const op = rng.pick(['≥', '>', '<', '≤'] as const);
        const inB = (x: number) => (op === '≥' ? x >= k : op === '>' ? x > k : op === '<' ? x < k : x <= k);
        const result = a.filter(inB);
        const rest = a.filter((x) => !inB(x));
        const edge = k;
        const toggled = a.includes(edge)
          ? result.includes(edge)
            ? result.filter((x) => x !== edge)
            : [...result, edge]
          : [...result, edge];
        return single(
          rng,
          `已知集合 A = ${setText(a)}，B = ${described(`x ${op} ${num(k)}`)}，则 A ∩ B =（\u3000）。`,
          setText(result),
          [setText(rest), setText(toggled), described(`x ${op} ${num(k)}`), setText(a)],
          [
            `A ∩ B 由 A 中满足 x ${op} ${num(k)} 的元素组成。`,
            `逐个检查 A 的元素：${[...a]
              .sort((x, y) => x - y)
              .map((x) => `${num(x)} ${inB(x) ? '满足' : '不满足'}`)
              .join('，')}。`,
            `所以 A ∩ B = ${setText(result)}。`,
          ],
        );
      }
      const isIntersection = rng.chance(0.6);
      const sign = isIntersection ? '∩' : '∪';
      const [p, q, r, s] = rng
        .shuffle(range(-6, 9))
        .slice(0, 4)
        .sort((x, y) => x - y) as [number, number, number, number];
      const left: Span = { low: p, high: r, lowClosed: rng.chance(0.5), highClosed: rng.chance(0.5) };
      const right: Span = { low: q, high: s, lowClosed: rng.chance(0.5), highClosed: rng.chance(0.5) };
      const [a, b] = rng.chance(0.5) ? [left, right] : [right, left];
      const meet: Span = { low: q, high: r, lowClosed: right.lowClosed, highClosed: left.highClosed };
      const join: Span = { low: p, high: s, lowClosed: left.lowClosed, highClosed: right.highClosed };
      const answer = isIntersection ? meet : join;
      const other = isIntersection ? join : meet;
      const flipLow = { ...answer, lowClosed: !answer.lowClosed };
      const flipHigh = { ...answer, highClosed: !answer.highClosed };
      const flipBoth = { ...answer, lowClosed: !answer.lowClosed, highClosed: !answer.highClosed };
      return single(
        rng,
        `已知集合 A = ${described(spanText(a))}，B = ${described(spanText(b))}，则 A ${sign} B =（\u3000）。`,
        described(spanText(answer)),
        [spanText(other), spanText(flipLow), spanText(flipHigh), spanText(flipBoth)].map(described),
        [
          `在数轴上画出 A 和 B：${num(p)}、${num(q)}、${num(r)}、${num(s)} 依次排列，两段在 ${num(q)} 与 ${num(r)} 之间重叠。`,
          isIntersection
            ? `交集取两段都覆盖的部分：从 ${num(q)} 到 ${num(r)}；端点 ${num(q)} ${meet.lowClosed ? '两个集合都含' : '有一个集合不含'}，端点 ${num(r)} ${meet.highClosed ? '两个集合都含' : '有一个集合不含'}。`
            : `并集取两段合起来的部分：从 ${num(p)} 到 ${num(s)}；端点 ${num(p)} ${join.lowClosed ? '能' : '不能'}取到，端点 ${num(s)} ${join.highClosed ? '能' : '不能'}取到。`,
          `所以 A ${sign} B = ${described(spanText(answer))}。`,
        ],
      );
    },
  },
  'm10-set-union-finite': {
    title: '列举法表示的集合的并集与交集（多选）',
    generate(rng) {
      const a = rng.shuffle(range(0, 9)).slice(0, rng.int(3, 5));
      const b = rng.shuffle(range(0, 9)).slice(0, rng.int(3, 5));
      const union = [...new Set([...a, ...b])];
      const meet = a.filter((x) => b.includes(x));
      const candidates = range(0, 9).filter((x) => !union.includes(x));
      const statements = [
        { text: `A ∪ B = ${setText(union)}`, right: true },
        { text: `A ∩ B = ${setText(meet)}`, right: true },
        { text: `A ∪ B 中有 ${union.length + 1} 个元素`, right: false },
        {
          text: candidates.length > 0 ? `${num(candidates[0]!)} ∈ A ∪ B` : `A ∩ B = ${setText(union)}`,
          right: false,
        },
        { text: meet.length === a.length ? `A ⊆ B` : `A ∩ B = A`, right: meet.length === a.length },
      ];
      const dedup = statements.filter((s, i) => statements.findIndex((t) => t.text === s.text) === i);
      return multiple(rng, `已知集合 A = ${setText(a)}，B = ${setText(b)}，下列说法正确的是（多选）`, dedup, [
        `A ∪ B 把两个集合的元素合在一起，重复的只写一次：A ∪ B = ${setText(union)}，共 ${union.length} 个元素。`,
        `A ∩ B 取两个集合公共的元素：A ∩ B = ${setText(meet)}。`,
        `逐条对照即可判断。`,
      ]);
    },
  },
  'm10-set-complement': {
    title: '求补集（全集为有限集或 R）',
    generate(rng) {
      if (rng.chance(0.5)) {
        const n = rng.int(6, 9);
        const u = range(1, n);
        const a = rng.shuffle(u).slice(0, rng.int(2, 4));
        let b = rng.shuffle(u).slice(0, rng.int(2, 4));
        while (b.every((x) => a.includes(x))) b = rng.shuffle(u).slice(0, rng.int(2, 4));
        const ask = rng.int(0, 2);
        const notA = u.filter((x) => !a.includes(x));
        const notB = u.filter((x) => !b.includes(x));
        const union = [...new Set([...a, ...b])];
        const cases = [
          { expr: '∁UA', value: notA, steps: `∁UA 由 U 中不属于 A 的元素组成：${setText(notA)}。` },
          {
            expr: '(∁UA) ∩ B',
            value: notA.filter((x) => b.includes(x)),
            steps: `先求 ∁UA = ${setText(notA)}，再与 B 取公共元素。`,
          },
          {
            expr: '∁U(A ∪ B)',
            value: u.filter((x) => !union.includes(x)),
            steps: `先求 A ∪ B = ${setText(union)}，再取 U 中不属于它的元素。`,
          },
        ];
        const c = cases[ask]!;
        const wrongs = [
          setText(a),
          setText(notB),
          setText(notA.filter((x) => !b.includes(x))),
          setText(union),
          setText([...new Set(notA.concat(b))]),
          setText(b),
          setText(u),
          setText(a.filter((x) => b.includes(x))),
        ];
        return single(
          rng,
          `已知全集 U = ${setText(u)}，集合 A = ${setText(a)}，B = ${setText(b)}，则 ${c.expr} =（\u3000）。`,
          setText(c.value),
          wrongs,
          [c.steps, `所以 ${c.expr} = ${setText(c.value)}。`],
        );
      }
      const low = rng.int(-5, 3);
      const high = low + rng.int(1, 6);
      const span: Span = { low, high, lowClosed: rng.chance(0.5), highClosed: rng.chance(0.5) };
      const complement = `{x | x ${span.lowClosed ? '<' : '≤'} ${num(low)} 或 x ${span.highClosed ? '>' : '≥'} ${num(high)}}`;
      const sameEnds = `{x | x ${span.lowClosed ? '≤' : '<'} ${num(low)} 或 x ${span.highClosed ? '≥' : '>'} ${num(high)}}`;
      const half1 = `{x | x ${span.lowClosed ? '≤' : '<'} ${num(low)} 或 x ${span.highClosed ? '>' : '≥'} ${num(high)}}`;
      const half2 = `{x | x ${span.lowClosed ? '<' : '≤'} ${num(low)} 或 x ${span.highClosed ? '≥' : '>'} ${num(high)}}`;
      return single(
        rng,
        `已知全集 U = R，集合 A = ${described(spanText(span))}，则 ∁UA =（\u3000）。`,
        complement,
        [sameEnds, half1, half2],
        [
          `∁UA 是 R 中不属于 A 的实数：在 ${num(low)} 的左边和 ${num(high)} 的右边。`,
          `端点：${num(low)} ${span.lowClosed ? '属于 A，所以不属于补集' : '不属于 A，所以属于补集'}；${num(high)} ${span.highClosed ? '属于 A，所以不属于补集' : '不属于 A，所以属于补集'}。`,
          `所以 ∁UA = ${complement}。`,
        ],
      );
    },
  },
};
