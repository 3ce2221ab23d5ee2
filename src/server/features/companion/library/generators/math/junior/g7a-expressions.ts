import { fill, multiple, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { frac } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { MINUS, forms, nonZero, num, op, terms } from './common.ts';

/** 七年级上册 第三章 代数式、第四章 整式的加减. */

/** Word problems whose answer is an expression: [prompt, right, wrong...] built from drawn numbers. */
function expressionProblem(rng: Rng): { prompt: string; right: string; wrong: string[]; steps: string[] } {
  const k = rng.int(2, 9);
  const discount = rng.int(5, 9);
  switch (rng.int(0, 5)) {
    case 0:
      return {
        prompt: `一件商品原价 a 元，打 ${discount} 折后再降价 ${k} 元，现价是（\u3000）元。`,
        right: `0.${discount}a − ${k}`,
        wrong: [
          `0.${discount}(a − ${k})`,
          `${10 - discount === 10 ? 1 : `0.${10 - discount}`}a − ${k}`,
          `0.${discount}a + ${k}`,
          `a − 0.${discount} − ${k}`,
        ],
        steps: [
          `打 ${discount} 折就是按原价的 ${discount}0% 出售：0.${discount}a 元。`,
          `再降价 ${k} 元，现价是 (0.${discount}a − ${k}) 元。`,
        ],
      };
    case 1:
      return {
        prompt: `甲、乙两地相距 s 千米，一辆汽车每小时行驶 ${k * 10} 千米，从甲地开往乙地需要（\u3000）小时。`,
        right: `s/${k * 10}`,
        wrong: [`${k * 10}s`, `${k * 10}/s`, `s − ${k * 10}`],
        steps: [`时间 = 路程 ÷ 速度。`, `所以需要 s ÷ ${k * 10} = s/${k * 10} 小时。`],
      };
    case 2:
      return {
        prompt: `一个两位数，十位上的数字是 a，个位上的数字是 b，这个两位数可以表示为（\u3000）。`,
        right: `10a + b`,
        wrong: [`ab`, `a + b`, `10b + a`, `10(a + b)`],
        steps: [`十位上的数字 a 表示 a 个十，即 10a；个位上的数字 b 表示 b 个一。`, `这个两位数是 10a + b（不能写成 ab，ab 表示 a × b）。`],
      };
    case 3:
      return {
        prompt: `比 x 的 ${k} 倍少 ${discount} 的数是（\u3000）。`,
        right: `${k}x − ${discount}`,
        wrong: [`${k}(x − ${discount})`, `${discount} − ${k}x`, `${k}x + ${discount}`, `x/${k} − ${discount}`],
        steps: [`x 的 ${k} 倍是 ${k}x。`, `比它少 ${discount} 的数是 ${k}x − ${discount}。`],
      };
    case 4:
      return {
        prompt: `长方形的长是 a 厘米，宽比长短 ${k} 厘米，这个长方形的周长是（\u3000）厘米。`,
        right: `4a − ${2 * k}`,
        wrong: [`2a − ${k}`, `4a − ${k}`, `a(a − ${k})`, `2a − ${2 * k}`],
        steps: [`宽是 (a − ${k}) 厘米。`, `周长 = 2 × [a + (a − ${k})] = 4a − ${2 * k}（厘米）。`],
      };
    default:
      return {
        prompt: `某班有男生 m 人，女生人数是男生的 ${k} 倍多 ${discount} 人，全班共有（\u3000）人。`,
        right: `${k + 1}m + ${discount}`,
        wrong: [`${k}m + ${discount}`, `${k + 1}m`, `${k + 1}(m + ${discount})`, `${k}m + m − ${discount}`],
        steps: [`女生有 (${k}m + ${discount}) 人。`, `全班共有 m + ${k}m + ${discount} = ${k + 1}m + ${discount}（人）。`],
      };
  }
}

/** A monomial: coefficient and the letters' exponents, e.g. −3x²y. */
function monomial(rng: Rng) {
  const coefficient = rng.chance(0.2)
    ? frac(rng.pick([1, -1]))
    : rng.chance(0.2)
      ? frac(nonZero(rng, -5, 5), rng.pick([2, 3, 5]))
      : frac(nonZero(rng, -9, 9));
  const letters = rng.pick([
    ['x', 'y'],
    ['a', 'b'],
    ['m', 'n'],
    ['a', 'b', 'c'],
  ]);
  const exponents = letters.map(() => rng.int(0, letters.length === 3 ? 2 : 3));
  if (!exponents.some((e) => e > 0)) exponents[0] = 1;
  const body = letters
    .map((l, i) => ((exponents[i] ?? 0) === 0 ? '' : (exponents[i] ?? 0) === 1 ? l : `${l}${'⁰¹²³'[exponents[i] ?? 0]}`))
    .join('');
  const degree = exponents.reduce((s, e) => s + e, 0);
  const c = coefficient;
  const text =
    c.d === 1n
      ? `${c.equals(1) ? '' : c.equals(-1) ? MINUS : num(c)}${body}`
      : `${c.compare(0) < 0 ? MINUS : ''}${c.n === 1n ? '' : String(c.n)}${body}/${String(c.d)}`;
  return { coefficient: c, body, degree, text };
}

export const expressionGenerators: GeneratorSet = {
  'm7-write-expression': {
    title: '列代数式表示数量关系',
    generate(rng) {
      const problem = expressionProblem(rng);
      return single(rng, problem.prompt, problem.right, problem.wrong, problem.steps);
    },
  },
  'm7-expression-value': {
    title: '求代数式的值',
    generate(rng) {
      const x = nonZero(rng, -5, 5);
      const y = nonZero(rng, -5, 5);
      const a = nonZero(rng, -5, 5);
      const b = nonZero(rng, -6, 6);
      const c = rng.int(-9, 9);
      const form = rng.int(0, 2);
      const [text, value, substituted] =
        form === 0
          ? [
              terms([
                [a, 'x²'],
                [b, 'y'],
                [c, ''],
              ]),
              a * x * x + b * y + c,
              `${num(a)} × ${op(x)}² + ${op(b)} × ${op(y)} + ${op(c)}`,
            ]
          : form === 1
            ? [
                `${a === 1 ? '' : a === -1 ? MINUS : num(a)}(x ${y < 0 ? '+' : MINUS} ${Math.abs(y)})² ${b < 0 ? MINUS : '+'} ${Math.abs(b)}`,
                a * (x - y) ** 2 + b,
                `${num(a)} × (${num(x)} ${MINUS} ${op(y)})² + ${op(b)}`,
              ]
            : [
                terms([
                  [a, 'xy'],
                  [b, 'x'],
                  [c, 'y'],
                ]),
                a * x * y + b * x + c * y,
                `${num(a)} × ${op(x)} × ${op(y)} + ${op(b)} × ${op(x)} + ${op(c)} × ${op(y)}`,
              ];
      const scope = form === 1 ? `x = ${num(x)}` : `x = ${num(x)}，y = ${num(y)}`;
      return fill(`当 ${scope} 时，代数式 ${text} 的值是 ____。`, forms(num(value)), [
        `把字母的值代入代数式，负数要加括号：${substituted}。`,
        `按先乘方、再乘除、后加减的顺序计算，结果是 ${num(value)}。`,
      ]);
    },
  },
  'm7-monomial': {
    title: '单项式的系数和次数',
    generate(rng) {
      const m = monomial(rng);
      const askDegree = rng.chance(0.5);
      return fill(
        `单项式 ${m.text} 的${askDegree ? '次数' : '系数'}是 ____。`,
        askDegree ? [String(m.degree)] : forms(num(m.coefficient)),
        [
          `单项式中的数字因数叫做它的系数，所有字母的指数的和叫做它的次数。`,
          askDegree
            ? `${m.body} 中各字母指数的和是 ${m.degree}，所以次数是 ${m.degree}。`
            : `${m.text} 的数字因数是 ${num(m.coefficient)}，所以系数是 ${num(m.coefficient)}。`,
        ],
      );
    },
  },
  'm7-polynomial': {
    title: '多项式的项和次数',
    generate(rng) {
      const count = rng.int(2, 4);
      const parts = Array.from({ length: count }, () => monomial(rng));
      const bodies = new Set(parts.map((p) => p.body));
      if (bodies.size < parts.length) parts.splice(1, parts.length - bodies.size);
      const drawn = rng.chance(0.5) ? nonZero(rng, -9, 9) : 0;
      const constant = drawn || (parts.length < 2 ? rng.int(1, 9) : 0);
      const texts = parts.map((p, i) => (i === 0 ? p.text : p.text.startsWith(MINUS) ? ` ${MINUS} ${p.text.slice(1)}` : ` + ${p.text}`));
      const text = texts.join('') + (constant ? ` ${constant < 0 ? MINUS : '+'} ${Math.abs(constant)}` : '');
      const termCount = parts.length + (constant ? 1 : 0);
      const degree = Math.max(...parts.map((p) => p.degree));
      const names = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
      const right = `${names[degree]}次${names[termCount]}项式`;
      return single(
        rng,
        `多项式 ${text} 是（\u3000）。`,
        right,
        [
          `${names[termCount]}次${names[degree]}项式`,
          `${names[degree + 1]}次${names[termCount]}项式`,
          `${names[Math.max(1, degree - 1)]}次${names[termCount]}项式`,
          `${names[degree]}次${names[termCount + 1]}项式`,
        ],
        [
          `多项式中每个单项式叫做它的项，共有 ${termCount} 项；次数最高的项的次数就是多项式的次数。`,
          `各项次数分别是 ${parts.map((p) => p.degree).join('、')}${constant ? '、0' : ''}，最高是 ${degree}，所以它是${right}。`,
        ],
      );
    },
  },
  'm7-like-terms': {
    title: '合并同类项',
    generate(rng) {
      const letter = rng.pick(['a', 'x', 'm']);
      const other = letter === 'a' ? 'b' : letter === 'x' ? 'y' : 'n';
      const p = nonZero(rng, -9, 9);
      let q = nonZero(rng, -9, 9);
      const r = nonZero(rng, -9, 9);
      let s = nonZero(rng, -9, 9);
      if (p + q === 0 || q === 0) q = p + q === 0 ? q + 1 || 2 : q;
      if (r + s === 0 || s === 0) s = r + s === 0 ? s + 1 || 2 : s;
      const text = terms([
        [p, `${letter}²`],
        [r, other],
        [q, `${letter}²`],
        [s, other],
      ]);
      const right = terms([
        [p + q, `${letter}²`],
        [r + s, other],
      ]);
      const wrong = [
        terms([
          [p - q, `${letter}²`],
          [r + s, other],
        ]),
        terms([
          [p + q, `${letter}⁴`],
          [r + s, other],
        ]),
        terms([
          [p + q, `${letter}²`],
          [r - s, other],
        ]),
        terms([[p + q + r + s, `${letter}²${other}`]]),
      ];
      return single(rng, `合并同类项：${text} = （\u3000）。`, right, wrong, [
        `所含字母相同、相同字母的指数也相同的项是同类项：${letter}² 项与 ${letter}² 项、${other} 项与 ${other} 项分别是同类项。`,
        `合并时系数相加，字母和指数不变：(${num(p)} + ${op(q)})${letter}² + (${num(r)} + ${op(s)})${other} = ${right}。`,
      ]);
    },
  },
  'm7-like-terms-judge': {
    title: '同类项的判断',
    generate(rng) {
      const [u, v] = rng.pick([
        ['a', 'b'],
        ['x', 'y'],
        ['m', 'n'],
      ]);
      const i = rng.int(1, 3);
      const j = rng.int(1, 3);
      const pow = (e: number) => (e === 1 ? '' : '¹²³⁴'[e - 1]);
      const base = `${rng.int(2, 9)}${u}${pow(i)}${v}${pow(j)}`;
      const candidates = [
        { text: `${MINUS}${rng.int(2, 9)}${v}${pow(j)}${u}${pow(i)}`, right: true },
        { text: `${u}${pow(i)}${v}${pow(j)}/${rng.int(2, 5)}`, right: true },
        { text: `${rng.int(2, 9)}${u}${pow(j === i ? i + 1 : j)}${v}${pow(i)}`, right: false },
        { text: `${rng.int(2, 9)}${u}${pow(i)}${v}${pow(j + 1)}`, right: false },
        { text: `${rng.int(2, 9)}${u}${pow(i)}`, right: false },
      ];
      return multiple(rng, `下列单项式中，与 ${base} 是同类项的有（\u3000）。（多选）`, candidates, [
        `同类项要求所含字母相同，并且相同字母的指数也相同，与系数和字母的排列顺序无关。`,
        `${base} 含 ${u}${pow(i)}${v}${pow(j)}，符合的是 ${candidates
          .filter((c) => c.right)
          .map((c) => c.text)
          .join('、')}。`,
      ]);
    },
  },
  'm7-remove-brackets': {
    title: '去括号',
    generate(rng) {
      const a = rng.int(2, 9);
      const b = nonZero(rng, -9, 9);
      const k = rng.pick([-5, -4, -3, -2, 2, 3, 4, 5]);
      const c = nonZero(rng, -9, 9);
      const inner = terms([
        [a, 'x'],
        [b, ''],
      ]);
      const outer = k === 1 ? `+(${inner})` : k === -1 ? `${MINUS}(${inner})` : `${k < 0 ? MINUS : '+'} ${Math.abs(k)}(${inner})`;
      const text = `${terms([[c, 'x']])} ${outer}`;
      const right = terms([
        [c + k * a, 'x'],
        [k * b, ''],
      ]);
      const wrong = [
        terms([
          [c + k * a, 'x'],
          [b, ''],
        ]),
        terms([
          [c - k * a, 'x'],
          [k * b, ''],
        ]),
        terms([
          [c + k * a, 'x'],
          [-k * b, ''],
        ]),
        terms([
          [c + a, 'x'],
          [k * b, ''],
        ]),
      ];
      return single(rng, `化简：${text} = （\u3000）。`, right, wrong, [
        k < 0
          ? `括号前是“${MINUS}”号，去括号时括号里的各项都要变号，并且数 ${Math.abs(k)} 要乘括号里的每一项。`
          : `括号前是“+”号，去括号时括号里各项不变号，数 ${Math.abs(k)} 要乘括号里的每一项。`,
        `去括号得 ${terms([
          [c, 'x'],
          [k * a, 'x'],
          [k * b, ''],
        ])}，合并同类项得 ${right}。`,
      ]);
    },
  },
  'm7-polynomial-add-sub': {
    title: '整式的加减',
    generate(rng) {
      const p = [nonZero(rng, -6, 6), nonZero(rng, -6, 6), rng.int(-9, 9)];
      const q = [nonZero(rng, -6, 6), nonZero(rng, -6, 6), rng.int(-9, 9)];
      const subtract = rng.chance(0.6);
      const show = (c: number[]) =>
        terms([
          [c[0] ?? 0, 'x²'],
          [c[1] ?? 0, 'x'],
          [c[2] ?? 0, ''],
        ]);
      const s = subtract ? -1 : 1;
      const result = p.map((v, i) => v + s * (q[i] ?? 0));
      const right = show(result);
      if (right === '0')
        return fill(
          `计算：(${show(p)}) ${subtract ? MINUS : '+'} (${show(q)}) = ____。`,
          ['0'],
          [`去括号后合并同类项。`, `各项都抵消，结果是 0。`],
        );
      const wrongOnlyFirst = p.map((v, i) => (i === 0 ? v + s * (q[i] ?? 0) : v + (q[i] ?? 0)));
      return single(
        rng,
        `计算：(${show(p)}) ${subtract ? MINUS : '+'} (${show(q)}) = （\u3000）。`,
        right,
        [
          show(wrongOnlyFirst),
          show(p.map((v, i) => v - s * (q[i] ?? 0))),
          show(result.map((v, i) => (i === 2 ? v + 2 : v))),
          show(result.map((v, i) => (i === 1 ? -v : v))),
          show(result.map((v, i) => (i === 0 ? v + 1 : v))),
        ],
        [
          subtract
            ? `减去一个多项式，去括号时要把它的每一项都变号：${show(p)} ${q
                .map((v, i) => `${v > 0 ? MINUS : '+'} ${Math.abs(v)}${['x²', 'x', ''][i]}`)
                .filter((t) => !t.includes(' 0'))
                .join(' ')}。`
            : `去括号，括号前是“+”号，各项不变号。`,
          `合并同类项得 ${right}。`,
        ],
      );
    },
  },
  'm7-polynomial-truefalse': {
    title: '整式运算的对错（判断）',
    generate(rng) {
      const a = rng.int(2, 9);
      const b = rng.int(2, 9);
      const [u, v] = rng.pick([
        ['a', 'b'],
        ['x', 'y'],
        ['m', 'n'],
      ]);
      const cases = [
        { text: `${a}${u} + ${b}${v} = ${a + b}${u}${v}`, truth: false, why: `${a}${u} 与 ${b}${v} 不是同类项，不能合并。` },
        {
          text: `${a}${u}²${v} ${MINUS} ${b}${v}${u}² = ${num(a - b)}${u}²${v}`
            .replace(/= 1(\D)/, '= $1')
            .replace(/= −1(\D)/, `= ${MINUS}$1`)
            .replace(/= 0\D.*$/, '= 0'),
          truth: true,
          why: `${u}²${v} 与 ${v}${u}² 是同类项，系数相减：${a} ${MINUS} ${b} = ${num(a - b)}。`,
        },
        { text: `${a}${u}² + ${b}${u}² = ${a + b}${u}⁴`, truth: false, why: `合并同类项时字母的指数不变，应为 ${a + b}${u}²。` },
        { text: `${MINUS}(${u} ${MINUS} ${b}) = ${MINUS}${u} + ${b}`, truth: true, why: `括号前是“${MINUS}”号，去括号后各项都变号。` },
        {
          text: `${MINUS}(${u} ${MINUS} ${b}) = ${MINUS}${u} ${MINUS} ${b}`,
          truth: false,
          why: `括号前是“${MINUS}”号，去括号后 ${MINUS}${b} 要变成 +${b}。`,
        },
        { text: `${a}(${u} + ${b}) = ${a}${u} + ${b}`, truth: false, why: `${a} 要乘括号里的每一项，应为 ${a}${u} + ${a * b}。` },
      ];
      const pick = rng.pick(cases);
      return trueFalse(`判断：${pick.text}。`, pick.truth, [pick.why, `所以这个等式${pick.truth ? '正确' : '错误'}。`]);
    },
  },
};
