import { fill, type GeneratorSet, single, trueFalse } from '../../exercise.ts';
import { frac } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { CHOICE, closed, interval, num, numberAnswers, open, poly, range, shift } from './util.ts';

/** 必修第一册 第二章 一元二次函数、方程和不等式. */

/** A statement about inequalities and whether it always holds, with the reason. */
type Rule = { text: string; truth: boolean; why: string };

function inequalityRule(rng: Rng): Rule {
  const k = rng.pick([-9, -7, -5, -4, -3, -2, 2, 3, 4, 5, 7, 9]);
  const n = rng.int(2, 5);
  const templates: (() => Rule)[] = [
    () => ({
      text: `若 a > b，则 ${num(k)}a > ${num(k)}b`,
      truth: k > 0,
      why: k > 0 ? `两边同乘正数 ${num(k)}，不等号方向不变` : `两边同乘负数 ${num(k)}，不等号方向要改变，应为 ${num(k)}a < ${num(k)}b`,
    }),
    () => ({
      text: `若 a > b，则 a ${k > 0 ? '+' : '−'} ${Math.abs(k)} > b ${k > 0 ? '+' : '−'} ${Math.abs(k)}`,
      truth: true,
      why: '不等式两边加（减）同一个数，不等号方向不变',
    }),
    () => ({
      text: `若 a > b，则 a^${n} > b^${n}`,
      truth: n % 2 === 1,
      why:
        n % 2 === 1 ? `奇数次幂 y = x^${n} 在 R 上单调递增，所以成立` : `反例：a = 1，b = −2 时 a > b，但 a^${n} = 1 < b^${n} = ${2 ** n}`,
    }),
    () => ({
      text: `若 a > b > 0，则 a^${n} > b^${n}`,
      truth: true,
      why: `两个正数，a > b > 0 时可以把 a > b 连乘 ${n} 次，得 a^${n} > b^${n}`,
    }),
    () => ({
      text: `若 a > b > 0，则 ${Math.abs(k)}/a ${k > 0 ? '<' : '>'} ${Math.abs(k)}/b`,
      truth: k > 0,
      why: `a > b > 0 时 1/a < 1/b，两边乘正数 ${Math.abs(k)} 得 ${Math.abs(k)}/a < ${Math.abs(k)}/b`,
    }),
    () => ({
      text: `若 a > b，c > d，则 a − c > b − d`,
      truth: false,
      why: '反例：a = 2，b = 1，c = 5，d = 0，则 a − c = −3 < b − d = 1；同向不等式只能相加，不能相减',
    }),
    () => ({
      text: `若 a > b，c > d，则 a + c > b + d`,
      truth: true,
      why: '同向不等式可以相加',
    }),
    () => ({
      text: `若 a > b，则 ac² > bc²`,
      truth: false,
      why: '反例：c = 0 时 ac² = bc² = 0，不等式不成立（应为 ac² ≥ bc²）',
    }),
    () => ({
      text: `若 ac² > bc²，则 a > b`,
      truth: true,
      why: 'ac² > bc² 说明 c² > 0，两边同除以正数 c² 得 a > b',
    }),
  ];
  return rng.pick(templates)();
}

/** Roots r1 < r2 of a(x − r1)(x − r2) with a leading coefficient a ≠ 0. */
function quadraticWithRoots(rng: Rng) {
  const [r1, r2] = rng
    .shuffle(range(-6, 7))
    .slice(0, 2)
    .sort((x, y) => x - y) as [number, number];
  const a = rng.pick([1, 1, 1, -1, -1, 2, -2, 3]);
  return { r1, r2, a, coefficients: [a, -a * (r1 + r2), a * r1 * r2] };
}

export const inequalityGenerators: GeneratorSet = {
  'm10-compare-expressions': {
    title: '作差法比较两个代数式的大小',
    generate(rng) {
      let [sum, p, r] = [0, 0, 0];
      while (p === 0 || r === 0 || p === sum || r === sum || r === p || r === sum - p)
        [sum, p, r] = [rng.int(-6, 8), rng.int(-6, 6), rng.int(-6, 6)];
      const q = sum - p;
      const s = sum - r;
      const left = `(${shift('x', p)})(${shift('x', q)})`;
      const right = `(${shift('x', r)})(${shift('x', s)})`;
      const difference = p * q - r * s;
      const answer = difference > 0 ? `${left} > ${right}` : `${left} < ${right}`;
      return single(
        rng,
        `对任意实数 x，比较 ${left} 与 ${right} 的大小，正确的是${CHOICE}。`,
        answer,
        [`${left} > ${right}`, `${left} < ${right}`, `${left} = ${right}`, `大小关系与 x 的取值有关`],
        [
          `作差：${left} − ${right} = (${poly([1, p + q, p * q])}) − (${poly([1, r + s, r * s])})。`,
          `x² 项和 x 项都消去，差等于 ${num(p * q)} − ${r * s < 0 ? `(${num(r * s)})` : num(r * s)} = ${num(difference)}，${difference > 0 ? '大于' : '小于'} 0，与 x 无关。`,
          `所以 ${answer}。`,
        ],
      );
    },
  },
  'm10-inequality-rules': {
    title: '不等式的性质（判断真假）',
    generate(rng) {
      const rule = inequalityRule(rng);
      return trueFalse(`判断：${rule.text}。`, rule.truth, [`${rule.why}。`, `所以这个说法${rule.truth ? '正确' : '错误'}。`]);
    },
  },
  'm10-amgm-min': {
    title: '用基本不等式求最值',
    generate(rng) {
      const form = rng.int(0, 3);
      if (form === 0) {
        const p = rng.int(1, 3);
        const q = rng.int(1, 5);
        let t = rng.int(1, 5);
        if (t === q) t = (t % 5) + 1;
        const a = p * q * q;
        const b = p * t * t;
        const min = 2 * p * q * t;
        return fill(
          `已知 x > 0，则 y = ${a === 1 ? '' : a}x + ${b}/x 的最小值为 ____。`,
          [min],
          [
            `因为 x > 0，所以 ${a === 1 ? '' : a}x > 0，${b}/x > 0，由基本不等式 y ≥ 2√(${a}x · ${b}/x) = 2√${a * b} = ${min}。`,
            `当且仅当 ${a === 1 ? '' : a}x = ${b}/x，即 x = ${num(frac(t, q))} 时取等号。`,
            `所以最小值为 ${min}。`,
          ],
        );
      }
      if (form === 1) {
        const c = rng.int(1, 5);
        const s = rng.int(1, 6);
        const min = 2 * s + c;
        return fill(
          `已知 x > ${c}，则 y = x + ${s * s}/(x − ${c}) 的最小值为 ____。`,
          [min],
          [
            `变形：y = (x − ${c}) + ${s * s}/(x − ${c}) + ${c}，其中 x − ${c} > 0。`,
            `由基本不等式 (x − ${c}) + ${s * s}/(x − ${c}) ≥ 2√${s * s} = ${2 * s}，当且仅当 x − ${c} = ${s}，即 x = ${c + s} 时取等号。`,
            `所以 y 的最小值为 ${2 * s} + ${c} = ${min}。`,
          ],
        );
      }
      if (form === 2) {
        const sum = rng.int(2, 20);
        const max = frac(sum * sum, 4);
        return fill(`已知 x > 0，y > 0，且 x + y = ${sum}，则 xy 的最大值为 ____。`, numberAnswers(max), [
          `由基本不等式 √(xy) ≤ (x + y)/2 = ${num(frac(sum, 2))}。`,
          `所以 xy ≤ ${sum % 2 === 0 ? `${sum / 2}²` : `(${num(frac(sum, 2))})²`} = ${num(max)}，当且仅当 x = y = ${num(frac(sum, 2))} 时取等号。`,
          `所以 xy 的最大值为 ${num(max)}。`,
        ]);
      }
      const root = rng.int(2, 12);
      return fill(
        `已知 x > 0，y > 0，且 xy = ${root * root}，则 x + y 的最小值为 ____。`,
        [2 * root],
        [
          `由基本不等式 x + y ≥ 2√(xy) = 2√${root * root} = ${2 * root}。`,
          `当且仅当 x = y = ${root} 时取等号。`,
          `所以 x + y 的最小值为 ${2 * root}。`,
        ],
      );
    },
  },
  'm10-amgm-fence': {
    title: '基本不等式的实际应用（围栏、面积）',
    generate(rng) {
      const form = rng.int(0, 2);
      if (form === 0) {
        const side = rng.int(4, 30);
        const area = side * side;
        return fill(
          `用篱笆围一个面积为 ${area} 平方米的矩形菜园，所用篱笆最短为 ____ 米。`,
          [4 * side],
          [
            `设矩形的长、宽分别为 x 米、y 米，则 xy = ${area}，篱笆长 2(x + y)。`,
            `x + y ≥ 2√(xy) = 2√${area} = ${2 * side}，当且仅当 x = y = ${side} 时取等号。`,
            `所以篱笆最短为 2 × ${2 * side} = ${4 * side} 米。`,
          ],
        );
      }
      if (form === 1) {
        const m = rng.int(3, 25);
        const length = 4 * m;
        return fill(
          `用长为 ${length} 米的铁丝围成一个矩形，矩形面积的最大值为 ____ 平方米。`,
          [m * m],
          [
            `设矩形的长、宽分别为 x 米、y 米，则 2(x + y) = ${length}，即 x + y = ${2 * m}。`,
            `xy ≤ ((x + y)/2)² = ${m}² = ${m * m}，当且仅当 x = y = ${m} 时取等号。`,
            `所以面积最大为 ${m * m} 平方米。`,
          ],
        );
      }
      const m = rng.int(3, 20);
      const length = 4 * m;
      return fill(
        `一面靠墙（墙足够长）围一个矩形场地，另外三边用总长 ${length} 米的篱笆围成，场地面积的最大值为 ____ 平方米。`,
        [2 * m * m],
        [
          `设垂直于墙的两边各长 x 米，平行于墙的一边长 y 米，则 2x + y = ${length}，面积 S = xy = (1/2) · 2x · y。`,
          `2x · y ≤ ((2x + y)/2)² = ${2 * m}² = ${4 * m * m}，当且仅当 2x = y = ${2 * m}，即 x = ${m} 时取等号。`,
          `所以 S 的最大值为 ${4 * m * m} ÷ 2 = ${2 * m * m} 平方米。`,
        ],
      );
    },
  },
  'm10-quadratic-inequality': {
    title: '解一元二次不等式',
    generate(rng) {
      const { r1, r2, a, coefficients } = quadraticWithRoots(rng);
      const rel = rng.pick(['>', '<', '≥', '≤'] as const);
      const strict = rel === '>' || rel === '<';
      // where a(x − r1)(x − r2) rel 0: between the roots when the sign wanted is the opposite of a's
      const wantPositive = rel === '>' || rel === '≥';
      const between = wantPositive !== a > 0;
      const inside = interval(strict ? open(r1) : closed(r1), strict ? open(r2) : closed(r2));
      const outside = `${interval(open(null), strict ? open(r1) : closed(r1))} ∪ ${interval(strict ? open(r2) : closed(r2), open(null))}`;
      const flipped = between
        ? interval(strict ? closed(r1) : open(r1), strict ? closed(r2) : open(r2))
        : `${interval(open(null), strict ? closed(r1) : open(r1))} ∪ ${interval(strict ? closed(r2) : open(r2), open(null))}`;
      const right = between ? inside : outside;
      return single(
        rng,
        `不等式 ${poly(coefficients)} ${rel} 0 的解集是${CHOICE}。`,
        right,
        [between ? outside : inside, flipped, interval(strict ? open(-r2) : closed(-r2), strict ? open(-r1) : closed(-r1)), 'R', '∅'],
        [
          `${a < 0 ? `二次项系数为负，两边同乘 −1 化为 ${poly(coefficients.map((c) => -c))} ${{ '>': '<', '<': '>', '≥': '≤', '≤': '≥' }[rel]} 0；` : ''}方程 ${poly(coefficients)} = 0 的两根为 x₁ = ${num(r1)}，x₂ = ${num(r2)}。`,
          `${a > 0 ? '抛物线开口向上' : '抛物线开口向下'}，${between ? '函数值' + (wantPositive ? '为正' : '为负') + '的部分在两根之间' : '函数值' + (wantPositive ? '为正' : '为负') + '的部分在两根之外'}，端点${strict ? '取不到' : '能取到'}。`,
          `所以解集为 ${right}。`,
        ],
      );
    },
  },
  'm10-quadratic-coefficients': {
    title: '由一元二次不等式的解集求系数',
    generate(rng) {
      const [r1, r2] = rng
        .shuffle([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6])
        .slice(0, 2)
        .sort((x, y) => x - y) as [number, number];
      const a = rng.pick([-1, -2, -3]);
      const b = -a * (r1 + r2);
      const c = a * r1 * r2;
      const ask = rng.pick([
        { words: 'a + b', value: a + b },
        { words: 'a', value: a },
        { words: 'b', value: b },
        { words: 'ab', value: a * b },
      ]);
      const withC = `ax² + bx ${c < 0 ? '−' : '+'} ${Math.abs(c)}`;
      return fill(
        `已知关于 x 的不等式 ${withC} > 0 的解集为 {x | ${num(r1)} < x < ${num(r2)}}，则 ${ask.words} = ____。`,
        numberAnswers(ask.value),
        [
          `解集是两根之间的区间，所以 a < 0，且 ${num(r1)}、${num(r2)} 是方程 ${withC} = 0 的两根。`,
          `由根与系数的关系：${num(r1)} × ${r2 < 0 ? `(${num(r2)})` : num(r2)} = ${num(c)}/a，得 a = ${num(a)}；${num(r1)} + ${r2 < 0 ? `(${num(r2)})` : num(r2)} = −b/a，得 b = ${num(b)}。`,
          `所以 ${ask.words} = ${num(ask.value)}。`,
        ],
      );
    },
  },
  'm10-quadratic-always-positive': {
    title: '一元二次不等式恒成立求参数范围',
    generate(rng) {
      const a = rng.int(1, 3);
      const t = rng.int(1, 6);
      const m = a * t * t;
      const edge = 2 * a * t;
      const ge = rng.chance(0.4);
      const right = ge ? interval(closed(-edge), closed(edge)) : interval(open(-edge), open(edge));
      return single(
        rng,
        `若不等式 ${a === 1 ? '' : a}x² + kx + ${m} ${ge ? '≥' : '>'} 0 对一切实数 x 恒成立，则实数 k 的取值范围是${CHOICE}。`,
        right,
        [
          ge ? interval(open(-edge), open(edge)) : interval(closed(-edge), closed(edge)),
          `${interval(open(null), open(-edge))} ∪ ${interval(open(edge), open(null))}`,
          interval(open(-t), open(t)),
          interval(open(-2 * edge), open(2 * edge)),
        ],
        [
          `二次项系数 ${a} > 0，开口向上，${ge ? '≥' : '>'} 0 恒成立只需 Δ = k² − 4 × ${a} × ${m} ${ge ? '≤' : '<'} 0。`,
          `即 k² ${ge ? '≤' : '<'} ${4 * a * m}，解得 ${num(-edge)} ${ge ? '≤' : '<'} k ${ge ? '≤' : '<'} ${edge}。`,
          `所以 k 的取值范围是 ${right}。`,
        ],
      );
    },
  },
};
