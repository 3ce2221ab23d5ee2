import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { equationGenerators } from './g7a-equations.ts';
import { expressionGenerators } from './g7a-expressions.ts';
import { geometryGenerators } from './g7a-geometry.ts';
import { rationalNumberGenerators } from './g7a-rational-numbers.ts';
import { rationalOperationGenerators } from './g7a-rational-operations.ts';
import { equal, expectPolynomialOption, expectValue, grab, normalise, rightText, samePolynomial, value } from './verify.test-support.ts';

/**
 * 七年级上册: every generator through checkGenerator (schema, answer checker, 20+ different variants), then each
 * variant's answer worked out a second way from what the prompt prints.
 */
type Check = (exercise: GeneratedExercise) => void;

const fillValue = (exercise: GeneratedExercise, expected: string) => expectValue(exercise, value(expected));
const minutes = (text: string) => {
  const [, d, m] = /(\d+)°(?:(\d+)′)?/.exec(text) ?? [];
  return Number(d) * 60 + Number(m ?? 0);
};
const truth = (exercise: GeneratedExercise) => (exercise.kind === 'truefalse' ? exercise.answer : undefined);
const rightOptions = (exercise: GeneratedExercise) =>
  exercise.kind === 'multiple' ? exercise.answer.map((i) => exercise.options[i] ?? '') : [];
const allOptions = (exercise: GeneratedExercise) => ('options' in exercise ? exercise.options : []);

const checks: Record<string, Check> = {
  'm7-opposite-quantity': (e) => {
    const [plus, word, n] = grab(e, /如果(\S+) \d+ \S+记作 \+\d+ \S+，那么(\S+) (\d+) /);
    fillValue(e, String(word === plus ? Number(n) : -Number(n)));
  },
  'm7-classify-rationals': (e) => {
    const [kind] = grab(e, /属于(\S+?)的有/);
    const test = (v: number, integer: boolean) =>
      ({ 负数: v < 0, 正数: v > 0, 整数: integer, 分数: !integer, 非负数: v >= 0, 负整数: v < 0 && integer })[kind ?? ''];
    for (const option of allOptions(e)) {
      const v = value(option);
      const right = test(Number(v.valueOf()), v.d === 1n || Number(v.d) === 1);
      expect(rightOptions(e).includes(option), `${e.prompt} ${option}`).toBe(right);
    }
  },
  'm7-rational-statement': (e) => {
    const [text, claim] = grab(e, /判断：(\S+) 是(\S+)。/);
    const v = value(text ?? '');
    const n = Number(v.valueOf());
    const integer = Number(v.d) === 1;
    const expected = { 正数: n > 0, 负数: n < 0, 整数: integer, 分数: !integer, 非负数: n >= 0, 负分数: n < 0 && !integer }[claim ?? ''];
    expect(truth(e)).toBe(expected);
  },
  'm7-number-line-move': (e) => {
    const [start, dir, steps] = grab(e, /表示的数是 (\S+)，把点 A 向(.)移动 (\d+)/);
    fillValue(e, `${normalise(start ?? '')} ${dir === '右' ? '+' : '-'} ${steps}`);
  },
  'm7-number-line-distance': (e) => {
    const [where, d] = grab(e, /到(.+?)的距离是 (\d+) 个单位/);
    const center = where === '原点' ? 0 : Number(normalise(/表示 (\S+) 的点/.exec(where ?? '')?.[1] ?? '0'));
    const [a, b] = rightText(e)
      .split(' 或 ')
      .map((t) => Number(normalise(t)));
    expect([a, b]).toEqual([center - Number(d), center + Number(d)]);
  },
  'm7-opposite-number': (e) => {
    const shown = grab(e, /^(?:化简：)?(\S+?)(?: 的相反数是| =)/)[0] ?? '';
    fillValue(e, e.prompt.startsWith('化简') ? normalise(shown) : `-(${normalise(shown)})`);
  },
  'm7-absolute-value': (e) => {
    if (e.kind === 'fill') fillValue(e, `abs(${normalise(grab(e, /\|(\S+)\|/)[0] ?? '')})`);
    else expect(rightText(e)).toBe(`±${grab(e, /\|a\| = (\d+)/)[0]}`);
  },
  'm7-compare-rationals': (e) => {
    const [a, b] = grab(e, /比较大小：(\S+) ____ (\S+)（/);
    const diff = Number(value(`(${normalise(a ?? '')}) - (${normalise(b ?? '')})`).valueOf());
    expect(rightText(e)).toBe(diff > 0 ? '>' : '<');
  },
  'm7-smallest-rational': (e) => {
    const list = (grab(e, /在 (.+) 这四个数中/)[0] ?? '').split('，');
    const values = list.map((t) => Number(value(t).valueOf()));
    const target = e.prompt.includes('最小') ? Math.min(...values) : Math.max(...values);
    expect(Number(value(rightText(e)).valueOf())).toBe(target);
  },
  'm7-rational-add': (e) => fillValue(e, grab(e, /计算：(.+) = ____/)[0] ?? ''),
  'm7-rational-subtract': (e) => expectValue(e, value(grab(e, /计算 (.+) 的结果是/)[0] ?? '')),
  'm7-temperature-difference': (e) => {
    const [h, l] = grab(e, /是 (\S+) \S+，\S+是 (\S+) /);
    fillValue(e, `(${normalise(h ?? '')}) - (${normalise(l ?? '')})`);
  },
  'm7-add-sub-mixed': (e) => fillValue(e, grab(e, /计算：(.+) = ____/)[0] ?? ''),
  'm7-rational-multiply': (e) => fillValue(e, grab(e, /计算：(.+) = ____/)[0] ?? ''),
  'm7-product-sign': (e) => {
    const [product, claim] = grab(e, /判断：(.+) 的积是(\S+)。/);
    const positive = Number(value(product ?? '').valueOf()) > 0;
    expect(truth(e)).toBe(positive === (claim === '正数'));
  },
  'm7-rational-divide': (e) => {
    if (e.prompt.includes('倒数')) fillValue(e, `1 / (${normalise(grab(e, /^(\S+) 的倒数/)[0] ?? '')})`);
    else fillValue(e, (grab(e, /计算：(.+) = ____/)[0] ?? '').replace(/÷ (\d+\/\d+)/, '÷ ($1)'));
  },
  'm7-power': (e) => expectValue(e, value(grab(e, /^(.+) 的值是/)[0] ?? '')),
  'm7-mixed-operations': (e) => fillValue(e, grab(e, /计算：(.+) = ____/)[0] ?? ''),
  'm7-scientific-notation': (e) => {
    const [digits] = grab(e, /约为 (\d+) /);
    for (const form of e.kind === 'fill' ? e.answer : [])
      expect(equal(value(form.replace(/\*/g, '×')), value(digits ?? '')), form).toBe(true);
  },
  'm7-approximation': (e) => {
    const [raw, place] = grab(e, /把 (\S+) 精确到(\S+?)(?:（|，)/);
    const places = { 个位: 0, 十分位: 1, 百分位: 2, 千分位: 3 }[place ?? ''] ?? -1;
    const expected = (Math.round(Number(raw) * 10 ** places + 1e-9) / 10 ** places).toFixed(places);
    expect(rightText(e)).toBe(expected);
  },
  'm7-write-expression': (e) => {
    // the right option and the problem's own formula agree at two values of the letter; the wrong ones do not
    const numbers = (e.prompt.match(/\d+/g) ?? []).map(Number);
    const [n1 = 0, n2 = 0] = numbers;
    const formula = e.prompt.includes('打')
      ? `0.${n1}a - ${n2}`
      : e.prompt.includes('相距')
        ? `s/${n1}`
        : e.prompt.includes('两位数')
          ? '10a + b'
          : e.prompt.includes('倍少')
            ? `${n1}x - ${n2}`
            : e.prompt.includes('周长')
              ? `2(a + a - ${n1})`
              : `m + ${n1}m + ${n2}`;
    const implicit = (t: string) =>
      normalise(t)
        .replace(/(\d|\))([a-z(])/g, '$1*$2')
        .replace(/([a-z])([a-z(])/g, '$1*$2');
    expect(samePolynomial(implicit(rightText(e)), implicit(formula)), `${e.prompt} ${rightText(e)}`).toBe(true);
  },
  'm7-expression-value': (e) => {
    const [x, y] = grab(e, /当 x = (\S+?)(?:，y = (\S+))? 时/);
    const [expression] = grab(e, /代数式 (.+) 的值是/);
    expectValue(e, value(implicitOf(expression ?? ''), { x: normalise(x ?? ''), y: normalise(y || '0') }));
  },
  'm7-monomial': (e) => {
    const [text] = grab(e, /单项式 (\S+) 的/);
    const exponents = [...(text ?? '').matchAll(/[a-z]([²³]?)/g)].map(([, p]) => (p === '²' ? 2 : p === '³' ? 3 : 1));
    if (e.prompt.includes('次数')) expect(rightText(e)).toBe(String(exponents.reduce((s, v) => s + v, 0)));
    else
      expectValue(
        e,
        value(
          (text ?? '')
            .replace(/[a-z][²³]?/g, '')
            .replace(/^−?$/, (m) => `${m}1`)
            .replace(/^−\//, '-1/')
            .replace(/^\//, '1/') || '1',
        ),
      );
  },
  'm7-polynomial': (e) => {
    const [text] = grab(e, /多项式 (.+) 是/);
    const parts = (text ?? '').split(/ [+−] /);
    const degrees = parts.map((t) => [...t.matchAll(/[a-z]([²³]?)/g)].reduce((s, [, p]) => s + (p === '²' ? 2 : p === '³' ? 3 : 1), 0));
    const names = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
    expect(rightText(e)).toBe(`${names[Math.max(...degrees)]}次${names[parts.length]}项式`);
  },
  'm7-like-terms': (e) => expectPolynomialOption(e, implicitOf(grab(e, /合并同类项：(.+) = （/)[0] ?? '')),
  'm7-like-terms-judge': (e) => {
    const signature = (t: string) =>
      [...t.matchAll(/([a-z])([²³]?)/g)]
        .map(([, l, p]) => `${l}${p || '¹'}`)
        .sort()
        .join('');
    const base = signature(grab(e, /与 (\S+) 是同类项/)[0] ?? '');
    for (const option of allOptions(e)) expect(rightOptions(e).includes(option), option).toBe(signature(option) === base);
  },
  'm7-remove-brackets': (e) => expectPolynomialOption(e, implicitOf(grab(e, /化简：(.+) = （/)[0] ?? '')),
  'm7-polynomial-add-sub': (e) => {
    const [expression] = grab(e, /计算：(.+) = /);
    if (e.kind === 'fill') expect(samePolynomial(implicitOf(expression ?? ''), '0')).toBe(true);
    else expectPolynomialOption(e, implicitOf(expression ?? ''));
  },
  'm7-polynomial-truefalse': (e) => {
    const [left, right] = (grab(e, /判断：(.+)。/)[0] ?? '').split(' = ');
    expect(truth(e)).toBe(samePolynomial(implicitOf(left ?? ''), implicitOf(right ?? '')));
  },
  'm7-linear-equation-judge': (e) => {
    for (const option of allOptions(e)) {
      const linear = option.includes('=') && option.includes('x') && !/y|²|\/x/.test(option);
      expect(rightOptions(e).includes(option), option).toBe(linear);
    }
  },
  'm7-equation-check-solution': (e) => {
    const [x, left, right] = grab(e, /x = (\S+) 是方程 (.+) = (\S+) 的解/);
    const holds = equal(value(implicitOf(left ?? ''), { x: normalise(x ?? '') }), value(right ?? ''));
    expect(truth(e)).toBe(holds);
  },
  'm7-equality-properties': (e) => {
    const [left, right] = grab(e, /由 (.+) = (\S+)，/);
    const x = value(normalise(rightText(e)));
    expect(equal(value(implicitOf(left ?? ''), { x: String(x) }), value(right ?? ''))).toBe(true);
  },
  'm7-solve-move-terms': (e) => expectSolution(e, /解方程：(.+) = (.+)，得/),
  'm7-solve-brackets': (e) => {
    const [left, right] = grab(e, /方程 (.+) = (.+) 的解是/);
    for (const option of allOptions(e)) {
      const x = normalise(option.replace('x = ', ''));
      const holds = equal(value(implicitOf(left ?? ''), { x }), value(implicitOf(right ?? ''), { x }));
      expect(holds, option).toBe(option === rightText(e));
    }
  },
  'm7-solve-fractions': (e) => expectSolution(e, /解方程：(.+) = (\S+)，得/),
  'm7-equation-word-problem': (e) => {
    const n = (e.prompt.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
    const x = Number(rightText(e));
    if (e.prompt.includes('螺钉')) expect(2 * (n[1] ?? 0) * x).toBe((n[2] ?? 0) * ((n[0] ?? 0) - x));
    else if (e.prompt.includes('工程'))
      expect(Math.abs((n[2] ?? 0) * (1 / (n[0] ?? 1) + 1 / (n[1] ?? 1)) + x / (n[1] ?? 1) - 1)).toBeLessThan(1e-9);
    else if (e.prompt.includes('折')) expect(Math.abs((x * (n[0] ?? 0)) / 10 - (n[2] ?? 0) * (1 + (n[1] ?? 0) / 100))).toBeLessThan(1e-9);
    else expect(Math.abs(((n[1] ?? 0) + (n[2] ?? 0)) * x - (n[0] ?? 0))).toBeLessThan(1e-9);
  },
  'm7-solid-count': (e) => {
    const [name, what] = grab(e, /一个(\S+?)有 ____ 个(\S+)。/);
    const n = ['三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'].indexOf((name ?? '').replace(/棱[柱锥]$/, '')) + 3;
    const prism = (name ?? '').endsWith('柱');
    const expected = what === '面' ? n + (prism ? 2 : 1) : what === '棱' ? n * (prism ? 3 : 2) : prism ? 2 * n : n + 1;
    expect(rightText(e)).toBe(String(expected));
  },
  'm7-solid-from-net': (e) => {
    const [sides] = grab(e, /(?:全等的|1 个)(\S+?)边形/);
    expect(rightText(e)).toBe(`${sides}棱${e.prompt.includes('长方形') ? '柱' : '锥'}`);
  },
  'm7-lines-through-points': (e) => {
    const n = Number(grab(e, /有 (\d+) 个点/)[0]);
    expect(rightText(e)).toBe(String((n * (n - 1)) / 2));
  },
  'm7-segment-midpoint': (e) => {
    const n = (e.prompt.match(/\d+/g) ?? []).map(Number);
    const expected = e.prompt.includes('延长线')
      ? Math.abs(((n[0] ?? 0) + (n[1] ?? 0)) / 2 - (n[1] ?? 0))
      : ((n[0] ?? 0) + (n[1] ?? 0)) / 2;
    expect(Number(rightText(e))).toBe(expected);
  },
  'm7-angle-units': (e) => {
    const [decimal] = grab(e, /^(\S+?)°/);
    if (e.prompt.includes('____′')) expect(Math.round((Number(decimal) % 1) * 60)).toBe(Number(rightText(e)));
    else expect(Number(rightText(e))).toBeCloseTo(minutes(grab(e, /^(\S+?) = ____/)[0] ?? '') / 60, 9);
  },
  'm7-angle-sum-difference': (e) => {
    if (e.kind === 'fill') {
      expect(Number(rightText(e)) * 2).toBe(Number(grab(e, /∠AOB = (\d+)°/)[0]));
      return;
    }
    const [a, operator, b] = grab(e, /计算：(\S+) ([+−]) (\S+) =/);
    const expected = operator === '+' ? minutes(a ?? '') + minutes(b ?? '') : minutes(a ?? '') - minutes(b ?? '');
    expect(minutes(rightText(e))).toBe(expected);
    for (const option of allOptions(e)) if (option !== rightText(e)) expect(minutes(option)).not.toBe(expected);
  },
  'm7-clock-angle': (e) => {
    const [h, m] = grab(e, /钟表上 (\d+) 点(?: (\d+) 分)?/);
    const diff = Math.abs(((Number(h) % 12) * 60 + Number(m ?? 0)) * 0.5 - Number(m ?? 0) * 6);
    expect(Number(rightText(e))).toBe(Math.min(diff, 360 - diff));
  },
  'm7-complement-supplement': (e) => {
    if (e.kind === 'truefalse') return expect(e.answer).toBe(true);
    if (e.prompt.includes('倍')) {
      const k = Number(grab(e, /余角的 (\d+) 倍/)[0]);
      const x = Number(rightText(e));
      return expect(180 - x).toBeCloseTo(k * (90 - x), 9);
    }
    const [angle] = grab(e, /一个角是 (\S+)，/);
    const total = e.prompt.includes('余角') ? 90 * 60 : 180 * 60;
    expect(minutes(rightText(e)) + minutes(angle ?? '')).toBe(total);
  },
};

/** Implicit products written out for mathjs: 3x² → 3*x^2, 2(x + 1) → 2*(x + 1), xy → x*y. */
function implicitOf(text: string): string {
  return normalise(text)
    .replace(/(\d|\))\s*([a-z(])/g, '$1*$2')
    .replace(/([a-z])(?=[a-z(])/g, '$1*')
    .replace(/\^\((\d+)\)/g, '^$1');
}

function expectSolution(e: GeneratedExercise, pattern: RegExp) {
  const [left, right] = grab(e, pattern);
  const x = normalise(rightText(e));
  expect(equal(value(implicitOf(left ?? ''), { x }), value(implicitOf(right ?? ''), { x })), `${e.prompt} x = ${x}`).toBe(true);
}

const generators = {
  ...rationalNumberGenerators,
  ...rationalOperationGenerators,
  ...expressionGenerators,
  ...equationGenerators,
  ...geometryGenerators,
};

describe('七年级上册 generators', () => {
  it('has a mathematical check for every generator', () => {
    expect(Object.keys(generators).filter((id) => !(id in checks))).toEqual([]);
  });
  for (const [id, generator] of Object.entries(generators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) checks[id]?.(exercise);
    });
  }
});
