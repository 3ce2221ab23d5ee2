import { fill, multiple, single, type GeneratorSet } from '../../exercise.ts';
import { frac, type Fraction } from '../../format.ts';
import { MINUS, nonZero, num, op, terms } from './common.ts';

/** 七年级下册 第十一章 不等式与不等式组: 解集、性质、一元一次不等式（组）、实际问题. */

type Sign = '>' | '<' | '≥' | '≤';
const flipped: Record<Sign, Sign> = { '>': '<', '<': '>', '≥': '≤', '≤': '≥' };
const holds = (left: Fraction, sign: Sign, right: Fraction) => {
  const c = left.compare(right);
  return sign === '>' ? c > 0 : sign === '<' ? c < 0 : sign === '≥' ? c >= 0 : c <= 0;
};
const linear = (a: number, b: number) =>
  terms([
    [a, 'x'],
    [b, ''],
  ]);

export const inequalityGenerators: GeneratorSet = {
  'm7-inequality-solutions': {
    title: '不等式的解（多选）',
    generate(rng) {
      for (;;) {
        const a = nonZero(rng, -5, 5);
        const b = rng.int(-9, 9);
        const c = rng.int(-12, 12);
        const sign = rng.pick(['>', '<', '≥', '≤'] as const);
        const values = rng.shuffle([-4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6].map((v) => v)).slice(0, 5);
        const options = values.map((v) => ({ text: num(v), right: holds(frac(a * v + b), sign, frac(c)) }));
        const right = options.filter((o) => o.right);
        if (right.length < 2 || right.length === options.length) continue;
        return multiple(rng, `下列各数中，是不等式 ${linear(a, b)} ${sign} ${num(c)} 的解的有（\u3000）。（多选）`, options, [
          `把每个数代入 ${linear(a, b)}，看结果是否 ${sign} ${num(c)}。`,
          `${options.map((o) => `x = ${o.text} 时 ${linear(a, b)} = ${num(a * Number(o.text.replace(MINUS, '-')) + b)}`).join('；')}。满足的是 ${right.map((o) => o.text).join('，')}。`,
        ]);
      }
    },
  },
  'm7-inequality-properties': {
    title: '不等式的性质',
    generate(rng) {
      const form = rng.int(0, 2);
      const k = form === 2 ? rng.int(2, 9) : rng.int(2, 9) * (rng.chance(0.5) ? -1 : 1);
      const c = nonZero(rng, -9, 9);
      const base = rng.pick(['>', '<'] as const);
      const left =
        form === 0
          ? `${num(k)}a`
          : form === 1
            ? `${num(c)} ${k < 0 ? '−' : '+'} ${Math.abs(k)}a`
            : `a/${Math.abs(k)} ${c < 0 ? '−' : '+'} ${Math.abs(c)}`;
      const right = left.replace(/a/g, 'b');
      const reversed = form !== 2 && k < 0;
      const answer = reversed ? flipped[base] : base;
      const cleaned = (t: string) =>
        t
          .replace(/^1a|(?<=[+−] )1a/, 'a')
          .replace(/^1b|(?<=[+−] )1b/, 'b')
          .replace(/^−1([ab])/, '−$1');
      return fill(
        `若 a ${base} b，则 ${cleaned(left)} ____ ${cleaned(right)}（填“>”或“<”）。`,
        [answer],
        [
          reversed
            ? `不等式两边乘（或除以）同一个负数 ${num(k)}，不等号的方向改变。`
            : `不等式两边乘（或除以）同一个正数、加（或减）同一个数，不等号的方向不变。`,
          `由 a ${base} b 得 ${cleaned(left)} ${answer} ${cleaned(right)}。`,
        ],
      );
    },
  },
  'm7-solve-inequality': {
    title: '解一元一次不等式',
    generate(rng) {
      for (;;) {
        const a = nonZero(rng, -6, 6);
        const c = nonZero(rng, -6, 6);
        if (a === c) continue;
        const b = rng.int(-15, 15);
        const d = rng.int(-15, 15);
        const sign = rng.pick(['>', '<', '≥', '≤'] as const);
        // ax + b (sign) cx + d  →  (a − c)x (sign) d − b
        const coefficient = a - c;
        const bound = frac(d - b, coefficient);
        if (bound.d !== 1n && rng.chance(0.7)) continue;
        const final = coefficient < 0 ? flipped[sign] : sign;
        const answer = `x ${final} ${num(bound)}`;
        return single(
          rng,
          `不等式 ${linear(a, b)} ${sign} ${linear(c, d)} 的解集是（\u3000）。`,
          answer,
          [
            `x ${flipped[final]} ${num(bound)}`,
            `x ${final} ${num(bound.neg())}`,
            `x ${flipped[final]} ${num(bound.neg())}`,
            `x ${final} ${num(bound.add(1))}`,
            `x ${flipped[final]} ${num(bound.sub(1))}`,
          ],
          [
            `移项（移项要变号）：${terms([[a, 'x']])} − ${op(c)}x ${sign} ${num(d)} − ${op(b)}；合并同类项：${terms([[coefficient, 'x']])} ${sign} ${num(d - b)}。`,
            coefficient < 0
              ? `两边除以负数 ${num(coefficient)}，不等号方向改变：${answer}。`
              : `两边除以正数 ${num(coefficient)}，不等号方向不变：${answer}。`,
          ],
        );
      }
    },
  },
  'm7-inequality-word-problem': {
    title: '一元一次不等式的实际问题',
    generate(rng) {
      if (rng.chance(0.5)) {
        const n = rng.pick([20, 25, 30]);
        const right = rng.pick([4, 5, 6, 10]);
        const wrong = rng.int(1, 3);
        const target = rng.int(Math.floor((n * right) / 3), n * right - 10);
        // right·x − wrong·(n − x) > target
        let x = 0;
        while (right * x - wrong * (n - x) <= target) x += 1;
        return fill(
          `一次知识竞赛共 ${n} 道题，答对一题得 ${right} 分，答错或不答一题扣 ${wrong} 分。小明要得分超过 ${target} 分，他至少要答对 ____ 道题。`,
          [String(x)],
          [
            `设答对 x 道，则答错或不答 (${n} − x) 道：${right}x − ${wrong}(${n} − x) > ${target}，${right + wrong}x > ${target + wrong * n}，x > ${num(frac(target + wrong * n, right + wrong))}。`,
            `x 是整数，最小取 ${x}，所以至少答对 ${x} 道题。`,
          ],
        );
      }
      const price = rng.int(3, 15);
      const fixed = rng.int(10, 60);
      const budget = fixed + price * rng.int(3, 20) + rng.int(0, price - 1);
      const most = Math.floor((budget - fixed) / price);
      return fill(
        `小红带了 ${budget} 元去文具店，买了一个 ${fixed} 元的书包后，剩下的钱买单价 ${price} 元的笔记本。她最多能买 ____ 本笔记本。`,
        [String(most)],
        [
          `设买 x 本：${fixed} + ${price}x ≤ ${budget}，${price}x ≤ ${budget - fixed}，x ≤ ${num(frac(budget - fixed, price))}。`,
          `x 取最大的整数 ${most}，最多买 ${most} 本。`,
        ],
      );
    },
  },
  'm7-inequality-system': {
    title: '一元一次不等式组的解集',
    generate(rng) {
      const p = rng.int(-6, 6);
      const q = p + rng.pick([-3, -2, -1, 1, 2, 3, 4]);
      const s1 = rng.pick(['>', '≥'] as const);
      const s2 = rng.pick(['<', '≤', '>'] as const);
      // x s1 p (a lower bound) and x s2 q
      const texts = {
        both: `${num(p)} ${s1 === '>' ? '<' : '≤'} x ${s2} ${num(q)}`,
        none: '无解',
        upperP: `x ${s1} ${num(p)}`,
        upperQ: `x ${s2} ${num(q)}`,
      };
      let answer: string;
      let why: string;
      if (s2 === '>') {
        answer = q > p ? texts.upperQ : texts.upperP;
        why = `两个都是“大于”，同大取大：解集是 ${answer}。`;
      } else if (q > p) {
        answer = texts.both;
        why = `一个“大于”一个“小于”，大小小大中间找：解集是 ${answer}。`;
      } else {
        answer = texts.none;
        why = `x 要大于${s1 === '≥' ? '或等于' : ''} ${num(p)}，又要小于${s2 === '≤' ? '或等于' : ''} ${num(q)}，而 ${num(q)} < ${num(p)}，大大小小找不到：不等式组无解。`;
      }
      const [lo, hi] = [Math.min(p, q), Math.max(p, q)];
      const wrong = [texts.none, texts.upperP, texts.upperQ, `x < ${num(lo)}`, `${num(lo)} < x < ${num(hi)}`];
      const a = rng.int(1, 4);
      return single(rng, `不等式组 ${a}x ${s1} ${num(a * p)}，x ${s2} ${num(q)} 的解集是（\u3000）。`.replace(/ 1x/, ' x'), answer, wrong, [
        `解第一个不等式：两边除以 ${a}，得 x ${s1} ${num(p)}；第二个不等式是 x ${s2} ${num(q)}。`,
        why,
      ]);
    },
  },
  'm7-inequality-system-integers': {
    title: '不等式组的整数解',
    generate(rng) {
      const low = rng.int(-6, 4);
      const high = low + rng.int(1, 6);
      const a = rng.int(2, 5);
      const b = nonZero(rng, -9, 9);
      const lowStrict = rng.chance(0.5);
      const highStrict = rng.chance(0.5);
      const integers: number[] = [];
      for (let x = low; x <= high; x++)
        if ((!lowStrict || x > low) && (!highStrict || x < high) && (lowStrict || x >= low)) integers.push(x);
      const ask = rng.chance(0.5) ? 'count' : 'sum';
      const value = ask === 'count' ? integers.length : integers.reduce((s, v) => s + v, 0);
      const first = `${a}x ${b < 0 ? '−' : '+'} ${Math.abs(b)} ${lowStrict ? '>' : '≥'} ${num(a * low + b)}`;
      const second = `${linear(1, -high)} ${highStrict ? '<' : '≤'} 0`;
      return fill(
        `不等式组 ${first}，${second} 的所有整数解的${ask === 'count' ? '个数' : '和'}是 ____。`,
        [num(value)].concat(value < 0 ? [String(value)] : []),
        [
          `解第一个不等式：${a}x ${lowStrict ? '>' : '≥'} ${num(a * low)}，x ${lowStrict ? '>' : '≥'} ${num(low)}；解第二个：x ${highStrict ? '<' : '≤'} ${high}。解集是 ${num(low)} ${lowStrict ? '<' : '≤'} x ${highStrict ? '<' : '≤'} ${high}。`,
          integers.length === 0
            ? `这个范围内没有整数，${ask === 'count' ? '个数' : '和'}是 0。`
            : `整数解是 ${integers.map((v) => num(v)).join('，')}，${ask === 'count' ? `共 ${integers.length} 个` : `和是 ${num(value)}`}。`,
        ],
      );
    },
  },
};
