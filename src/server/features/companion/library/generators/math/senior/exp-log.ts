import { fill, type GeneratorSet, single } from '../../exercise.ts';
import { decimalText, frac, Fraction } from '../../format.ts';
import { CHOICE, MINUS, num, numberAnswers, paren, poly, powerOf, powerPart, range, withPrintedMinus } from './util.ts';

/** 必修第一册 第四章 指数函数与对数函数. */

const subscriptDigits = '₀₁₂₃₄₅₆₇₈₉';
/** log with its base as printed: 'log₂', 'lg' for 10, 'log_(1/2)'. */
export function logOf(base: Fraction | number): string {
  const b = new Fraction(base);
  if (b.equals(10)) return 'lg';
  if (b.d === 1n) return `log${String(b.n).replace(/\d/g, (d) => subscriptDigits[Number(d)]!)}`;
  return `log_(${num(b)})`;
}

/** Exact b^e for an integer b > 0 and rational e whose root comes out whole; null when it does not. */
function exactPower(base: Fraction, exponent: Fraction): Fraction | null {
  const result = base.pow(exponent);
  return result && result.pow(exponent.inverse())?.equals(base) ? result : null;
}

/** A point as a learner types it: '(2,3)' with the ASCII and the printed minus. */
const pointAnswers = (x: number, y: number) => withPrintedMinus([`(${x},${y})`]);

export const expLogGenerators: GeneratorSet = {
  'm10-fractional-power': {
    title: '分数指数幂的运算',
    generate(rng) {
      const root = rng.pick([2, 3, 4]);
      const base = rng.pick(root === 2 ? [2, 3, 4, 5, 6, 7, 9, 10] : root === 3 ? [2, 3, 4, 5] : [2, 3]);
      const top = rng.pick(root === 2 ? [1, 3, 4, 5] : [1, 2, 4, 5].filter((n) => n % root !== 0));
      const negative = rng.chance(0.4);
      const exponent = frac(negative ? -top : top, root);
      const fractionBase = rng.chance(0.3)
        ? rng.pick(range(1, base - 1).filter((n) => n > 0 && new Fraction(n, base).d === BigInt(base)))
        : undefined;
      const b = fractionBase ? frac(fractionBase ** root, base ** root) : new Fraction(base ** root);
      const value = exactPower(b, exponent)!;
      const bText = b.d === 1n ? num(b) : `(${num(b)})`;
      return fill(`计算：${bText}^(${num(exponent)}) = ____。`, numberAnswers(value), [
        `${num(b)} = ${b.d === 1n ? `${base}^${root}` : `(${fractionBase}/${base})^${root}`}，所以 ${bText}^(${num(exponent)}) = ${b.d === 1n ? base : `(${fractionBase}/${base})`}^(${root} × ${paren(exponent)}) = ${b.d === 1n ? base : `(${fractionBase}/${base})`}^${powerPart(exponent.mul(root))}。`,
        `${negative ? '负指数表示倒数，' : ''}结果为 ${num(value)}。`,
      ]);
    },
  },
  'm10-exponent-rules': {
    title: '有理数指数幂的运算性质',
    generate(rng) {
      const p = frac(rng.int(1, 5), rng.pick([2, 3, 4, 6]));
      const q = frac(rng.int(1, 5), rng.pick([2, 3, 4, 6]));
      const r = frac(rng.int(1, 5), rng.pick([2, 3, 6]));
      const form = rng.int(0, 1);
      const total = form === 0 ? p.add(q).sub(r) : p.mul(q).add(r);
      const text =
        form === 0
          ? `${powerOf('a', p)} · ${powerOf('a', q)} ÷ ${powerOf('a', r)}`
          : `(${powerOf('a', p)})^${powerPart(q)} · ${powerOf('a', r)}`;
      return fill(`化简：${text} = a^k（a > 0），则 k = ____。`, numberAnswers(total), [
        form === 0
          ? `同底数幂相乘指数相加、相除指数相减：k = ${num(p)} + ${num(q)} − ${num(r)}。`
          : `幂的乘方指数相乘，再与 ${powerOf('a', r)} 相乘指数相加：k = ${num(p)} × ${num(q)} + ${num(r)}。`,
        `计算得 k = ${num(total)}。`,
      ]);
    },
  },
  'm10-exponential-value': {
    title: '指数函数的解析式与函数值',
    generate(rng) {
      const a = rng.pick([frac(2), frac(3), frac(4), frac(5), frac(1, 2), frac(1, 3)]);
      const m = rng.pick([2, 3, -1, -2]);
      const k = rng.pick([-2, -1, 0, 1, 3].filter((x) => x !== m));
      const through = a.pow(m);
      const value = a.pow(k);
      return fill(
        `已知指数函数 f(x) = a^x（a > 0 且 a ≠ 1）的图象经过点 (${num(m)}, ${num(through)})，则 f(${num(k)}) = ____。`,
        numberAnswers(value),
        [
          `代入点 (${num(m)}, ${num(through)})：a^${powerPart(m)} = ${num(through)}，又 a > 0，解得 a = ${num(a)}。`,
          `f(${num(k)}) = ${powerPart(a)}^${powerPart(k)} = ${num(value)}。`,
        ],
      );
    },
  },
  'm10-exponential-compare': {
    title: '利用指数函数的单调性比较大小',
    generate(rng) {
      const base = rng.pick(['1.5', '1.7', '2', '3', '0.3', '0.5', '0.8', '0.9']);
      const [e1, e2] = rng
        .shuffle(range(-6, 6))
        .slice(0, 2)
        .map((n) => frac(n, rng.pick([1, 2, 10]))) as [Fraction, Fraction];
      if (e1.equals(e2)) return this.generate(rng);
      const increasing = Number(base) > 1;
      const bigger = e1.compare(e2) > 0 === increasing;
      const right = bigger ? 'm > n' : 'm < n';
      const e = (x: Fraction) => (x.d === 1n ? num(x) : decimalText(x).replace('-', MINUS));
      const pw = (x: Fraction) => (x.d === 1n && x.compare(0) >= 0 ? `${base}^${num(x)}` : `${base}^(${e(x)})`);
      return single(
        rng,
        `设 m = ${pw(e1)}，n = ${pw(e2)}，则${CHOICE}。`,
        right,
        ['m > n', 'm < n', 'm = n', '无法比较'].filter((o) => o !== right),
        [
          `m、n 是同一个指数函数 y = ${base}^x 的两个函数值，底数 ${base} ${increasing ? '> 1，函数在 R 上单调递增' : '在 0 和 1 之间，函数在 R 上单调递减'}。`,
          `指数 ${e(e1)} ${e1.compare(e2) > 0 ? '>' : '<'} ${e(e2)}，所以 ${right}。`,
        ],
      );
    },
  },
  'm10-exponential-fixed-point': {
    title: '指数函数图象过定点',
    generate(rng) {
      const a = rng.pick(['2', '3', '1/2', 'a']);
      const h = rng.int(-4, 4);
      const k = rng.int(-4, 4);
      const c = rng.int(1, 3);
      const exponent = h === 0 ? 'x' : `(${poly([1, -h])})`;
      const base = a.includes('/') ? `(${a})` : a;
      return fill(
        `函数 y = ${c === 1 ? '' : c + '·'}${base}^${exponent} ${k < 0 ? MINUS : '+'} ${Math.abs(k)}${a === 'a' ? '（a > 0 且 a ≠ 1）' : ''} 的图象恒过定点 ____（写成坐标形式）。`,
        pointAnswers(h, c + k),
        [
          `无论底数是多少，a⁰ = 1，所以令指数 ${h === 0 ? 'x' : poly([1, -h])} = 0，即 x = ${num(h)}。`,
          `此时 y = ${c} × 1 ${k < 0 ? MINUS : '+'} ${Math.abs(k)} = ${num(c + k)}，定点为 (${num(h)}, ${num(c + k)})。`,
        ],
      );
    },
  },
  'm10-log-value': {
    title: '对数的概念：求对数值',
    generate(rng) {
      const base = rng.pick([2, 3, 4, 5, 8, 9, 10, 16, 27]);
      const root = [4, 8, 9, 16, 27].includes(base) ? rng.pick([1, base === 8 || base === 27 ? 3 : 2]) : 1;
      const simple = root === 1 ? base : Math.round(base ** (1 / root));
      // N = simple^(top), log_base N = top / root
      const top = rng.pick([-2, -1, 1, 2, 3, 5].filter((t) => root === 1 || t % root !== 0));
      const n = new Fraction(simple).pow(top);
      const value = frac(top, root);
      if (rng.chance(0.3)) {
        // the other way: log_b x = e, find x
        const e = rng.pick([-2, -1, 2, 3]);
        const x = new Fraction(base).pow(e);
        return fill(`若 ${logOf(base)} x = ${num(e)}，则 x = ____。`, numberAnswers(x), [
          `由对数的定义，${logOf(base)} x = ${num(e)} 等价于 x = ${base}^${paren(e)}。`,
          `所以 x = ${num(x)}。`,
        ]);
      }
      return fill(`计算：${logOf(base)} ${n.d === 1n ? num(n) : `(${num(n)})`} = ____。`, numberAnswers(value), [
        `设 ${logOf(base)} ${num(n)} = t，则 ${base}^t = ${num(n)}。`,
        `${num(n)} = ${simple}^${paren(top)}${root === 1 ? '' : `，而 ${base} = ${simple}^${root}，所以 ${simple}^(${root}t) = ${simple}^${paren(top)}`}，得 t = ${num(value)}。`,
      ]);
    },
  },
  'm10-log-rules': {
    title: '对数的运算性质',
    generate(rng) {
      const form = rng.int(0, 3);
      if (form === 0) {
        const k = rng.int(1, 3);
        const total = 10 ** k;
        const x = rng.pick(range(2, 50).filter((d) => total % d === 0 && d !== total && d !== 1));
        return fill(
          `计算：lg ${x} + lg ${total / x} = ____。`,
          [k],
          [`lg M + lg N = lg(MN)：lg ${x} + lg ${total / x} = lg ${total}。`, `lg ${total} = ${k}。`],
        );
      }
      if (form === 1) {
        const base = rng.pick([2, 3, 5]);
        const k = rng.int(1, 3);
        const n = rng.pick([3, 5, 6, 7].filter((x) => x !== base));
        return fill(
          `计算：${logOf(base)} ${n * base ** k} − ${logOf(base)} ${n} = ____。`,
          [k],
          [
            `log M − log N = log(M/N)：${logOf(base)} ${n * base ** k} − ${logOf(base)} ${n} = ${logOf(base)} ${base ** k}。`,
            `${logOf(base)} ${base ** k} = ${k}。`,
          ],
        );
      }
      if (form === 2) {
        const [a, b] = rng.shuffle([2, 3, 5, 7]).slice(0, 2) as [number, number];
        const p = rng.int(1, 3);
        const q = rng.int(1, 3);
        return fill(
          `计算：${logOf(a)} ${b ** p} × ${logOf(b)} ${a ** q} = ____。`,
          [p * q],
          [
            `换底公式：${logOf(a)} ${b ** p} = ${p}·lg ${b}/lg ${a}，${logOf(b)} ${a ** q} = ${q}·lg ${a}/lg ${b}。`,
            `相乘得 ${p} × ${q} = ${p * q}。`,
          ],
        );
      }
      const base = rng.pick([2, 3]);
      const m = rng.int(2, 4);
      const inner = rng.int(2, 9);
      return fill(
        `计算：${base}^(${logOf(base)} ${inner}) + ${logOf(base)} ${base ** m} = ____。`,
        [inner + m],
        [
          `对数恒等式 a^(logₐN) = N：${base}^(${logOf(base)} ${inner}) = ${inner}。`,
          `${logOf(base)} ${base ** m} = ${m}，合计 ${inner} + ${m} = ${inner + m}。`,
        ],
      );
    },
  },
  'm10-log-domain': {
    title: '对数函数的定义域',
    generate(rng) {
      const a = rng.int(1, 3);
      const b = rng.int(-6, 6);
      const log = logOf(rng.pick([2, 3, 10, frac(1, 2)]));
      const form = rng.int(0, 2);
      if (form === 0) {
        const edge = frac(b, a);
        const right = `(${num(edge)}, +∞)`;
        return single(
          rng,
          `函数 y = ${log}(${poly([a, -b])}) 的定义域是${CHOICE}。`,
          right,
          [`[${num(edge)}, +∞)`, `(${MINUS}∞, ${num(edge)})`, `(${num(edge.neg())}, +∞)`, `(${num(edge.add(1))}, +∞)`],
          [`真数必须大于 0：${poly([a, -b])} > 0。`, `解得 x > ${num(edge)}，定义域为 ${right}。`],
        );
      }
      if (form === 1) {
        if (b === 0) return this.generate(rng);
        const right = `(${MINUS}∞, ${num(b)})`;
        return single(
          rng,
          `函数 y = ${log}(${poly([-1, b])}) 的定义域是${CHOICE}。`,
          right,
          [`(${num(b)}, +∞)`, `(${MINUS}∞, ${num(b)}]`, `(${MINUS}∞, ${num(-b)})`, `(${num(-b)}, +∞)`],
          [`真数必须大于 0：${poly([-1, b])} > 0。`, `解得 x < ${num(b)}，定义域为 ${right}。`],
        );
      }
      const r1 = rng.int(-5, 3);
      const r2 = r1 + rng.int(1, 5);
      const right = `(${MINUS}∞, ${num(r1)}) ∪ (${num(r2)}, +∞)`;
      return single(
        rng,
        `函数 y = ${log}(${poly([1, -(r1 + r2), r1 * r2])}) 的定义域是${CHOICE}。`,
        right,
        [`(${num(r1)}, ${num(r2)})`, `(${MINUS}∞, ${num(r1)}] ∪ [${num(r2)}, +∞)`, `[${num(r1)}, ${num(r2)}]`],
        [
          `真数必须大于 0：${poly([1, -(r1 + r2), r1 * r2])} > 0，方程的两根为 ${num(r1)} 和 ${num(r2)}。`,
          `开口向上，取两根之外（不含端点），定义域为 ${right}。`,
        ],
      );
    },
  },
  'm10-log-compare': {
    title: '利用对数函数的单调性比较大小',
    generate(rng) {
      const base = rng.pick([frac(2), frac(3), frac(5), frac(1, 2), frac(1, 3), frac(10)]);
      const [x1, x2] = rng
        .shuffle([frac(1, 2), frac(1, 4), frac(3, 2), frac(3), frac(5), frac(7), frac(3, 10), frac(12, 5), frac(9, 2), frac(8)])
        .slice(0, 2) as [Fraction, Fraction];
      const increasing = base.compare(1) > 0;
      const bigger = x1.compare(x2) > 0 === increasing;
      const right = bigger ? 'm > n' : 'm < n';
      const arg = (x: Fraction) => (x.d === 1n ? num(x) : decimalText(x));
      return single(
        rng,
        `设 m = ${logOf(base)} ${arg(x1)}，n = ${logOf(base)} ${arg(x2)}，则${CHOICE}。`,
        right,
        ['m > n', 'm < n', 'm = n', '无法比较'].filter((o) => o !== right),
        [
          `m、n 是同一个对数函数 y = ${logOf(base)} x 的两个函数值，底数 ${num(base)} ${increasing ? '> 1，函数在 (0, +∞) 上单调递增' : '在 0 和 1 之间，函数在 (0, +∞) 上单调递减'}。`,
          `真数 ${arg(x1)} ${x1.compare(x2) > 0 ? '>' : '<'} ${arg(x2)}，所以 ${right}。`,
        ],
      );
    },
  },
  'm10-log-fixed-point': {
    title: '对数函数图象过定点',
    generate(rng) {
      const h = rng.int(-4, 4);
      const k = rng.int(-4, 4);
      const c = rng.int(1, 3);
      const inner = h === 0 ? 'x' : `(${poly([1, -h])})`;
      return fill(
        `函数 y = ${c === 1 ? '' : c}logₐ${inner} ${k < 0 ? MINUS : '+'} ${Math.abs(k)}（a > 0 且 a ≠ 1）的图象恒过定点 ____（写成坐标形式）。`,
        pointAnswers(h + 1, k),
        [
          `logₐ1 = 0 对任何底数都成立，所以令${h === 0 ? ' x = 1' : ` ${poly([1, -h])} = 1，即 x = ${num(h + 1)}`}。`,
          `此时 y = 0 ${k < 0 ? MINUS : '+'} ${Math.abs(k)} = ${num(k)}，定点为 (${num(h + 1)}, ${num(k)})。`,
        ],
      );
    },
  },
  'm10-growth-compare': {
    title: '不同函数增长的差异',
    generate(rng) {
      const functions = [
        { text: '2^x', f: (x: number) => 2 ** x },
        { text: 'x²', f: (x: number) => x * x },
        { text: 'x³', f: (x: number) => x ** 3 },
        { text: '10x', f: (x: number) => 10 * x },
        { text: '3^x', f: (x: number) => 3 ** x },
        { text: 'log₂x', f: (x: number) => Math.log2(x) },
      ];
      for (;;) {
        const chosen = rng.shuffle(functions).slice(0, 3);
        const x = rng.int(1, 12);
        const values = chosen.map((c) => c.f(x));
        const askMax = rng.chance(0.6);
        const target = askMax ? Math.max(...values) : Math.min(...values);
        if (values.filter((v) => Math.abs(v - target) < 1e-9).length > 1) continue;
        const winner = chosen[values.indexOf(target)]!;
        return single(
          rng,
          `当 x = ${x} 时，y₁ = ${chosen[0]!.text}，y₂ = ${chosen[1]!.text}，y₃ = ${chosen[2]!.text} 中函数值最${askMax ? '大' : '小'}的是${CHOICE}。`,
          winner.text,
          [...chosen.filter((c) => c !== winner).map((c) => c.text), '三者相等'],
          [
            `分别计算 x = ${x} 时的函数值：${chosen.map((c) => `${c.text} = ${Number.isInteger(c.f(x)) ? c.f(x) : `约 ${c.f(x).toFixed(2)}`}`).join('，')}。`,
            `最${askMax ? '大' : '小'}的是 ${winner.text}。`,
          ],
        );
      }
    },
  },
  'm10-zero-interval': {
    title: '函数零点所在的区间',
    generate(rng) {
      const exponential = rng.chance(0.5);
      const p = rng.int(1, 4);
      const q = rng.int(3, 30);
      const f = (x: number) => (exponential ? new Fraction(2).pow(x).add(p * x - q) : new Fraction(x ** 3 + p * x - q));
      const text = exponential ? `2^x + ${p === 1 ? '' : p}x − ${q}` : `x³ + ${p === 1 ? '' : p}x − ${q}`;
      let n = 0;
      while (f(n + 1).compare(0) <= 0) n++;
      if (f(n + 1).equals(0) || f(n).equals(0)) return this.generate(rng);
      const right = `(${n}, ${n + 1})`;
      return single(
        rng,
        `函数 f(x) = ${text} 的零点所在的区间是${CHOICE}。`,
        right,
        [`(${n - 1}, ${n})`, `(${n + 1}, ${n + 2})`, `(${n + 2}, ${n + 3})`, `(${n - 2}, ${n - 1})`],
        [
          `f(x) 在 R 上单调递增，最多有一个零点。`,
          `f(${n}) = ${num(f(n))} < 0，f(${n + 1}) = ${num(f(n + 1))} > 0，f(${n})·f(${n + 1}) < 0。`,
          `由函数零点存在定理，零点在 ${right} 内。`,
        ],
      );
    },
  },
  'm10-bisection': {
    title: '二分法求方程的近似解',
    generate(rng) {
      const p = rng.int(1, 3);
      const q = rng.int(3, 25);
      const f = (x: Fraction) => x.pow(3).add(x.mul(p)).sub(q);
      let n = 0;
      while (f(new Fraction(n + 1)).compare(0) <= 0) n++;
      const mid = frac(2 * n + 1, 2);
      const value = f(mid);
      if (value.equals(0) || f(new Fraction(n)).equals(0) || f(new Fraction(n + 1)).equals(0)) return this.generate(rng);
      const right = value.compare(0) > 0 ? `(${n}, ${decimalText(mid)})` : `(${decimalText(mid)}, ${n + 1})`;
      return single(
        rng,
        `用二分法求方程 x³ + ${p === 1 ? '' : p}x − ${q} = 0 在区间 (${n}, ${n + 1}) 内的近似解，取区间中点 ${decimalText(mid)}，则下一步应取的区间是${CHOICE}。`,
        right,
        [
          value.compare(0) > 0 ? `(${decimalText(mid)}, ${n + 1})` : `(${n}, ${decimalText(mid)})`,
          `(${n}, ${n + 1})`,
          `(${decimalText(mid)}, ${decimalText(mid.add(frac(1, 4)))})`,
          `(${decimalText(mid.sub(frac(1, 4)))}, ${decimalText(mid)})`,
        ],
        [
          `设 f(x) = x³ + ${p === 1 ? '' : p}x − ${q}，f(${n}) = ${num(f(new Fraction(n)))} < 0，f(${n + 1}) = ${num(f(new Fraction(n + 1)))} > 0。`,
          `f(${decimalText(mid)}) = ${decimalText(value).replace('-', MINUS)} ${value.compare(0) > 0 ? '> 0' : '< 0'}，零点在函数值异号的两端之间。`,
          `所以下一步取 ${right}。`,
        ],
      );
    },
  },
  'm10-growth-model': {
    title: '指数函数模型的应用',
    generate(rng) {
      if (rng.chance(0.5)) {
        const rate = rng.pick([10, 20]);
        const years = rate === 10 ? rng.int(2, 3) : 2;
        const start = rng.int(1, 30) * (years === 3 ? 100 : 10);
        const value = new Fraction(start).mul(frac(100 + rate, 100).pow(years));
        return fill(`某城市现有人口 ${start} 万，若每年增长 ${rate}%，则 ${years} 年后人口为 ____ 万。`, numberAnswers(value).reverse(), [
          `每过一年人口变为原来的 (1 + ${rate}%) = ${decimalText(frac(100 + rate, 100))} 倍，${years} 年后为 ${start} × ${decimalText(frac(100 + rate, 100))}^${years}。`,
          `计算得 ${decimalText(value)} 万。`,
        ]);
      }
      const half = rng.pick([5, 8, 10, 20, 30]);
      const times = rng.int(1, 4);
      const mass = rng.pick([16, 32, 48, 64, 80, 96, 100, 120, 160, 200]);
      const value = new Fraction(mass).mul(frac(1, 2).pow(times));
      return fill(
        `某放射性物质的半衰期为 ${half} 年（每经过 ${half} 年剩余质量变为原来的一半）。现有该物质 ${mass} 克，经过 ${half * times} 年后剩余 ____ 克。`,
        numberAnswers(value).reverse(),
        [`${half * times} 年是 ${times} 个半衰期，剩余质量为 ${mass} × (1/2)^${times}。`, `计算得 ${decimalText(value)} 克。`],
      );
    },
  },
};
