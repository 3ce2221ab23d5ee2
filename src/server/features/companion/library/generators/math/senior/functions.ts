import { fill, type GeneratorSet, single, trueFalse } from '../../exercise.ts';
import { frac, Fraction } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { CHOICE, closed, interval, num, numberAnswers, open, paren, poly, range, substituted } from './util.ts';

/** 必修第一册 第三章 函数的概念与性质. */

const evalPoly = (coefficients: readonly number[], x: Fraction | number) =>
  coefficients.reduce<Fraction>((sum, c) => sum.mul(x).add(c), new Fraction(0));

/** A quadratic x² + bx + c (or with leading −1) with its vertex at an integer h. */
function vertexQuadratic(rng: Rng, lead: 1 | -1 = 1, zeroVertex = true) {
  const h = rng.pick(range(-5, 5).filter((v) => zeroVertex || v !== 0));
  const c = rng.int(-6, 8);
  return { h, coefficients: [lead, -2 * lead * h, c] };
}

export const functionGenerators: GeneratorSet = {
  'm10-function-value': {
    title: '求函数值',
    generate(rng) {
      if (rng.chance(0.5)) {
        const coefficients = [rng.pick([1, 2, -1, 3]), rng.int(-6, 6), rng.int(-9, 9)];
        const x = rng.int(-4, 5);
        const value = evalPoly(coefficients, x);
        return fill(`已知函数 f(x) = ${poly(coefficients)}，则 f(${num(x)}) = ____。`, numberAnswers(value), [
          `把 x = ${num(x)} 代入解析式。`,
          `f(${num(x)}) = ${substituted(coefficients, x)} = ${num(value)}。`,
        ]);
      }
      const a = rng.int(1, 5);
      const b = rng.int(-6, 6);
      const c = rng.int(-5, 5);
      let x = rng.int(-5, 6);
      if (x + c === 0) x += 1;
      const value = frac(a * x + b, x + c);
      return fill(`已知函数 f(x) = (${poly([a, b])})/(${poly([1, c])})，则 f(${num(x)}) = ____。`, numberAnswers(value), [
        `把 x = ${num(x)} 代入：分子 ${a === 1 ? '' : a + ' × '}${paren(x)} ${b < 0 ? '−' : '+'} ${Math.abs(b)} = ${num(a * x + b)}，分母 ${paren(x)} ${c < 0 ? '−' : '+'} ${Math.abs(c)} = ${num(x + c)}。`,
        `f(${num(x)}) = ${num(a * x + b)}/${paren(x + c)} = ${num(value)}。`,
      ]);
    },
  },
  'm10-function-domain': {
    title: '求函数的定义域',
    generate(rng) {
      const form = rng.int(0, 3);
      const a = rng.int(-5, 4);
      const b = a + rng.int(1, 6);
      if (form === 0) {
        const right = `${interval(closed(a), open(b))} ∪ ${interval(open(b), open(null))}`;
        return single(
          rng,
          `函数 f(x) = √(${poly([1, -a])}) + 1/(${poly([1, -b])}) 的定义域是${CHOICE}。`,
          right,
          [
            interval(closed(a), open(null)),
            `${interval(open(a), open(b))} ∪ ${interval(open(b), open(null))}`,
            interval(closed(a), open(b)),
            `${interval(open(null), open(b))} ∪ ${interval(open(b), open(null))}`,
          ],
          [
            `要使式子有意义：被开方数 ${poly([1, -a])} ≥ 0，得 x ≥ ${num(a)}；分母 ${poly([1, -b])} ≠ 0，得 x ≠ ${num(b)}。`,
            `两个条件同时成立，所以定义域为 ${right}。`,
          ],
        );
      }
      if (form === 1) {
        if (a === 0) return this.generate(rng);
        const right = interval(open(a), open(null));
        return single(
          rng,
          `函数 f(x) = ${rng.int(1, 5)}/√(${poly([1, -a])}) 的定义域是${CHOICE}。`,
          right,
          [interval(closed(a), open(null)), interval(open(null), open(a)), interval(open(-a), open(null))],
          [
            `被开方数要非负，又因为 √(${poly([1, -a])}) 在分母上不能为 0，所以 ${poly([1, -a])} > 0。`,
            `解得 x > ${num(a)}，定义域为 ${right}。`,
          ],
        );
      }
      if (form === 2) {
        const right = interval(closed(-b), closed(-a));
        // √(x + b) + √(−a − x): x ≥ −b and x ≤ −a
        return single(
          rng,
          `函数 f(x) = √(${poly([1, b])}) + √(${poly([-1, -a])}) 的定义域是${CHOICE}。`,
          right,
          [
            interval(open(-b), open(-a)),
            interval(closed(b), closed(a)),
            `${interval(open(null), closed(-b))} ∪ ${interval(closed(-a), open(null))}`,
          ],
          [
            `两个被开方数都要非负：${poly([1, b])} ≥ 0，得 x ≥ ${num(-b)}；${poly([-1, -a])} ≥ 0，得 x ≤ ${num(-a)}。`,
            `取公共部分，定义域为 ${right}。`,
          ],
        );
      }
      const right = `${interval(open(null), closed(a))} ∪ ${interval(closed(b), open(null))}`;
      return single(
        rng,
        `函数 f(x) = √(${poly([1, -(a + b), a * b])}) 的定义域是${CHOICE}。`,
        right,
        [interval(closed(a), closed(b)), `${interval(open(null), open(a))} ∪ ${interval(open(b), open(null))}`, interval(open(a), open(b))],
        [
          `被开方数非负：${poly([1, -(a + b), a * b])} ≥ 0，两根为 ${num(a)} 和 ${num(b)}。`,
          `开口向上，取两根之外（含端点），定义域为 ${right}。`,
        ],
      );
    },
  },
  'm10-piecewise-value': {
    title: '分段函数求值',
    generate(rng) {
      const k = rng.int(-2, 2);
      const left = [1, 0, rng.int(-5, 5)];
      const right = [rng.int(2, 4), rng.int(-6, 6)];
      const f = (x: number) => (x <= k ? evalPoly(left, x) : evalPoly(right, x));
      const nested = rng.chance(0.5);
      const x = rng.int(-4, 4);
      const inner = f(x);
      const innerNumber = Number(inner.valueOf());
      const value = nested ? f(innerNumber) : inner;
      const piece = (t: number) => (t <= k ? `${num(t)} ≤ ${num(k)}，用 ${poly(left)}` : `${num(t)} > ${num(k)}，用 ${poly(right)}`);
      return fill(
        `已知 f(x) = { ${poly(left)}，x ≤ ${num(k)}；${poly(right)}，x > ${num(k)} }，则 ${nested ? `f(f(${num(x)}))` : `f(${num(x)})`} = ____。`,
        numberAnswers(value),
        [
          `先看自变量落在哪一段：${piece(x)}，得 f(${num(x)}) = ${num(inner)}。`,
          nested
            ? `再求 f(${num(inner)})：${piece(innerNumber)}，得 f(${num(inner)}) = ${num(value)}。`
            : `所以 f(${num(x)}) = ${num(value)}。`,
        ],
      );
    },
  },
  'm10-linear-from-values': {
    title: '待定系数法求一次函数',
    generate(rng) {
      const k = rng.pick([-4, -3, -2, -1, 1, 2, 3, 4, 5]);
      const b = rng.int(-8, 8);
      const [p, q, r] = rng.shuffle(range(-4, 6)).slice(0, 3) as [number, number, number];
      const f = (x: number) => k * x + b;
      return fill(
        `已知 f(x) 是一次函数，且 f(${num(p)}) = ${num(f(p))}，f(${num(q)}) = ${num(f(q))}，则 f(${num(r)}) = ____。`,
        numberAnswers(f(r)),
        [
          `设 f(x) = kx + b，代入得 ${num(p)}k + b = ${num(f(p))}，${num(q)}k + b = ${num(f(q))}。`,
          `两式相减得 k = (${num(f(p))} − ${paren(f(q))}) ÷ (${num(p)} − ${paren(q)}) = ${num(k)}，再得 b = ${num(b)}，即 f(x) = ${poly([k, b])}。`,
          `所以 f(${num(r)}) = ${num(f(r))}。`,
        ],
      );
    },
  },
  'm10-quadratic-monotonic': {
    title: '二次函数的单调区间',
    generate(rng) {
      const lead = rng.pick([1, -1] as const);
      const { h, coefficients } = vertexQuadratic(rng, lead, false);
      const increasing = rng.chance(0.5);
      const leftPart = interval(open(null), closed(h));
      const rightPart = interval(closed(h), open(null));
      const right = lead > 0 === increasing ? rightPart : leftPart;
      return single(
        rng,
        `函数 f(x) = ${poly(coefficients)} 的单调${increasing ? '递增' : '递减'}区间是${CHOICE}。`,
        right,
        [
          right === rightPart ? leftPart : rightPart,
          interval(open(null), open(null)),
          right === rightPart ? interval(closed(h - 2), open(null)) : interval(open(null), closed(h + 2)),
        ],
        [
          `二次函数图象的对称轴为 x = −b/(2a) = ${num(h)}，开口${lead > 0 ? '向上' : '向下'}。`,
          `开口${lead > 0 ? '向上时，对称轴左侧递减、右侧递增' : '向下时，对称轴左侧递增、右侧递减'}。`,
          `所以单调${increasing ? '递增' : '递减'}区间是 ${right}。`,
        ],
      );
    },
  },
  'm10-max-min-interval': {
    title: '二次函数在闭区间上的最值',
    generate(rng) {
      const { h, coefficients } = vertexQuadratic(rng, 1);
      const p = h + rng.int(-4, 2);
      const q = p + rng.int(2, 5);
      const f = (x: number) => Number(evalPoly(coefficients, x).valueOf());
      const candidates = [p, q, ...(h >= p && h <= q ? [h] : [])];
      const values = candidates.map(f);
      const askMax = rng.chance(0.5);
      const value = askMax ? Math.max(...values) : Math.min(...values);
      return fill(
        `函数 f(x) = ${poly(coefficients)} 在区间 [${num(p)}, ${num(q)}] 上的最${askMax ? '大' : '小'}值为 ____。`,
        numberAnswers(value),
        [
          `对称轴为 x = ${num(h)}，开口向上，${h >= p && h <= q ? `对称轴在区间内，f(${num(h)}) = ${num(f(h))} 是最小值` : `对称轴在区间${h < p ? '左' : '右'}侧，函数在区间上单调${h < p ? '递增' : '递减'}`}。`,
          `比较端点：f(${num(p)}) = ${num(f(p))}，f(${num(q)}) = ${num(f(q))}。`,
          `所以最${askMax ? '大' : '小'}值为 ${num(value)}。`,
        ],
      );
    },
  },
  'm10-parity-judge': {
    title: '判断函数的奇偶性',
    generate(rng) {
      const a = rng.int(1, 4);
      const b = rng.int(1, 5);
      const c = rng.int(1, 6);
      const forms = [
        { text: `${a === 1 ? '' : a}x³ + ${b}x`, kind: '奇函数', why: `f(−x) = −${a === 1 ? '' : a}x³ − ${b}x = −f(x)` },
        {
          text: `${a === 1 ? '' : a}x + ${b}/x`,
          kind: '奇函数',
          why: `定义域 {x | x ≠ 0} 关于原点对称，f(−x) = −${a === 1 ? '' : a}x − ${b}/x = −f(x)`,
        },
        { text: `${a === 1 ? '' : a}x⁴ − ${b}x² + ${c}`, kind: '偶函数', why: `f(−x) = ${a === 1 ? '' : a}x⁴ − ${b}x² + ${c} = f(x)` },
        { text: `${a === 1 ? '' : a}|x| + ${c}`, kind: '偶函数', why: `|−x| = |x|，所以 f(−x) = f(x)` },
        { text: `x² + ${b}x`, kind: '非奇非偶函数', why: `f(−1) = ${1 - b}，f(1) = ${1 + b}，既不相等也不互为相反数` },
        { text: `x³ + ${c}`, kind: '非奇非偶函数', why: `f(0) = ${c} ≠ 0，不是奇函数；f(−1) = ${c - 1} ≠ f(1) = ${c + 1}，不是偶函数` },
        {
          text: `x²，x ∈ (${num(-b)}, ${b + c}]`,
          kind: '非奇非偶函数',
          why: `定义域 (${num(-b)}, ${b + c}] 不关于原点对称，所以既不是奇函数也不是偶函数`,
        },
      ];
      const form = rng.pick(forms);
      return single(
        rng,
        `函数 f(x) = ${form.text} 是${CHOICE}。`,
        form.kind,
        ['奇函数', '偶函数', '既是奇函数又是偶函数', '非奇非偶函数'].filter((k) => k !== form.kind),
        [`先看定义域是否关于原点对称，再比较 f(−x) 与 f(x)。`, `${form.why}。`, `所以 f(x) 是${form.kind}。`],
      );
    },
  },
  'm10-parity-value': {
    title: '利用奇偶性求函数值',
    generate(rng) {
      const odd = rng.chance(0.5);
      const coefficients = [1, rng.int(-5, 5), rng.int(-4, 4)];
      const k = rng.int(1, 5);
      const atK = evalPoly(coefficients, k);
      const value = odd ? atK.neg() : atK;
      return fill(
        `已知 f(x) 是定义在 R 上的${odd ? '奇' : '偶'}函数，当 x > 0 时，f(x) = ${poly(coefficients)}，则 f(${num(-k)}) = ____。`,
        numberAnswers(value),
        [
          `${num(-k)} < 0，不能直接代入，先求 f(${k}) = ${substituted(coefficients, k)} = ${num(atK)}。`,
          odd ? `f(x) 是奇函数，f(${num(-k)}) = −f(${k}) = ${num(value)}。` : `f(x) 是偶函数，f(${num(-k)}) = f(${k}) = ${num(value)}。`,
        ],
      );
    },
  },
  'm10-power-function': {
    title: '幂函数的解析式与函数值',
    generate(rng) {
      const alpha = rng.pick([frac(2), frac(3), frac(-1), frac(-2), frac(1, 2), frac(1, 3), frac(3, 2)]);
      const d = Number(alpha.d);
      const base = rng.pick([2, 3]) ** d;
      const through = new Fraction(base).pow(alpha);
      const target = rng.pick([2, 3, 4].filter((t) => t ** d !== base)) ** d;
      const value = new Fraction(target).pow(alpha);
      const alphaText = num(alpha);
      return fill(`已知幂函数 y = f(x) 的图象经过点 (${base}, ${num(through)})，则 f(${target}) = ____。`, numberAnswers(value), [
        `设 f(x) = x^α，代入点 (${base}, ${num(through)}) 得 ${base}^α = ${num(through)}，所以 α = ${alphaText}。`,
        `f(x) = x^${alpha.d === 1n && alpha.compare(0) > 0 ? alphaText : `(${alphaText})`}，f(${target}) = ${target}^${alpha.d === 1n && alpha.compare(0) > 0 ? alphaText : `(${alphaText})`} = ${num(value)}。`,
      ]);
    },
  },
  'm10-power-properties': {
    title: '幂函数的性质（判断）',
    generate(rng) {
      const functions = [
        { text: 'y = x', odd: true, even: false, domainR: true, increasing: true },
        { text: 'y = x²', odd: false, even: true, domainR: true, increasing: true },
        { text: 'y = x³', odd: true, even: false, domainR: true, increasing: true },
        { text: 'y = x^(1/2)', odd: false, even: false, domainR: false, increasing: true },
        { text: 'y = x⁻¹', odd: true, even: false, domainR: false, increasing: false },
        { text: 'y = x⁻²', odd: false, even: true, domainR: false, increasing: false },
        { text: 'y = x^(1/3)', odd: true, even: false, domainR: true, increasing: true },
      ];
      const f = rng.pick(functions);
      const claim = rng.pick([
        { text: '是奇函数', truth: f.odd },
        { text: '是偶函数', truth: f.even },
        { text: '的定义域是 R', truth: f.domainR },
        { text: '在 (0, +∞) 上单调递增', truth: f.increasing },
        { text: '的图象经过点 (1, 1)', truth: true },
      ]);
      return trueFalse(`判断：幂函数 ${f.text} ${claim.text}。`, claim.truth, [
        `${f.text}：定义域${f.domainR ? '是 R' : f.text.includes('1/2') ? '是 [0, +∞)' : '是 {x | x ≠ 0}'}，${f.odd ? '是奇函数' : f.even ? '是偶函数' : '非奇非偶'}，在 (0, +∞) 上单调${f.increasing ? '递增' : '递减'}，所有幂函数都经过点 (1, 1)。`,
        `所以“${f.text} ${claim.text}”${claim.truth ? '正确' : '错误'}。`,
      ]);
    },
  },
  'm10-profit-model': {
    title: '二次函数模型：利润最大',
    generate(rng) {
      const cost = rng.int(20, 60);
      const k = cost + 2 * rng.int(10, 40);
      const best = (k + cost) / 2;
      const profit = (best - cost) * (k - best);
      const askPrice = rng.chance(0.5);
      return fill(
        `某商品每件进价 ${cost} 元，当售价为 x 元（${cost} ≤ x ≤ ${k}）时，每天可卖出 (${k} − x) 件。要使每天的利润最大，${askPrice ? '售价应定为 ____ 元' : '每天的最大利润为 ____ 元'}。`,
        [askPrice ? best : profit],
        [
          `每天的利润 y = (x − ${cost})(${k} − x) = −x² + ${k + cost}x − ${cost * k}。`,
          `这是开口向下的二次函数，对称轴 x = ${k + cost}/2 = ${best}，此时利润最大。`,
          `最大利润为 (${best} − ${cost}) × (${k} − ${best}) = ${profit} 元。`,
        ],
      );
    },
  },
  'm10-tiered-fee': {
    title: '分段函数模型：阶梯收费',
    generate(rng) {
      const limit = rng.pick([10, 12, 15, 20]);
      const low = frac(rng.int(20, 40), 10);
      const high = low.add(frac(rng.int(5, 20), 10));
      const used = limit + rng.int(-6, 12);
      const fee = used <= limit ? low.mul(used) : low.mul(limit).add(high.mul(used - limit));
      const lowText = low.toString();
      const highText = high.toString();
      return fill(
        `某市居民用水实行阶梯水价：每户每月用水不超过 ${limit} 吨的部分每吨 ${lowText} 元，超过 ${limit} 吨的部分每吨 ${highText} 元。某户本月用水 ${used} 吨，应交水费 ____ 元。`,
        numberAnswers(fee).reverse(),
        used <= limit
          ? [`${used} 吨没有超过 ${limit} 吨，全部按每吨 ${lowText} 元计费。`, `水费为 ${used} × ${lowText} = ${fee.toString()} 元。`]
          : [
              `前 ${limit} 吨按每吨 ${lowText} 元：${limit} × ${lowText} = ${low.mul(limit).toString()} 元。`,
              `超出的 ${used - limit} 吨按每吨 ${highText} 元：${used - limit} × ${highText} = ${high.mul(used - limit).toString()} 元。`,
              `合计 ${fee.toString()} 元。`,
            ],
      );
    },
  },
};
