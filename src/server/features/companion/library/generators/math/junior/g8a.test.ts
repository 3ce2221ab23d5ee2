import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { algebraGenerators } from './g8a-algebra.ts';
import { fractionGenerators } from './g8a-fractions.ts';
import { triangleGenerators } from './g8a-triangles.ts';
import { equal, expectValue, grab, normalise, rightText, value, wrongOptions } from './verify.test-support.ts';

/**
 * 八年级上册: every generator through checkGenerator, then each variant's answer worked out a second way from the
 * prompt (angles and sides by the textbook's rules, polynomials and fractions compared at sample points, equations
 * by substituting the answer).
 */
type Check = (exercise: GeneratedExercise) => void;

const n = (text: string | undefined) => Number(value(normalise(text ?? '')).valueOf());
const numbers = (text: string) => (normalise(text).match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
const truth = (e: GeneratedExercise) => (e.kind === 'truefalse' ? e.answer : undefined);
const fillNumber = (e: GeneratedExercise, expected: number | string) => expectValue(e, value(String(expected)));

/** Implicit products written out for mathjs: 3x → 3*x, 2(x + 1) → 2*(x + 1), x(x + 1) → x*(x + 1). */
function implicit(text: string): string {
  return normalise(text)
    .replace(/(\d|\))\s*([a-z(])/g, '$1*$2')
    .replace(/([a-z])(?=[a-z(])/g, '$1*');
}
const points = [
  { x: '7/3', y: '5/2', a: '3' },
  { x: '-11/4', y: '13/3', a: '2' },
  { x: '17', y: '-3/7', a: '5' },
];
/** Whether two printed expressions in x (and y) are equal at several points where both are defined. */
function same(a: string, b: string): boolean {
  return points.every((scope) => equal(value(implicit(a), scope), value(implicit(b), scope)));
}
function expectSameOption(e: GeneratedExercise, expected: string) {
  expect(same(rightText(e), expected), `${e.prompt} ${rightText(e)} = ${expected}`).toBe(true);
  for (const option of wrongOptions(e)) expect(same(option, expected), `${e.prompt} wrong ${option}`).toBe(false);
}

/** The criterion the given parts of two triangles satisfy, read from which vertices the sides and angles name. */
function criterionOf(given: string): string {
  const sides = [...given.matchAll(/\b([A-C])([A-C]) = /g)].map(([, p, q]) => `${p}${q}`);
  const angles = [...given.matchAll(/∠([A-C]) = /g)].map(([, v]) => v ?? '');
  if (given.includes('90°') && sides.length === 2) return 'HL';
  if (sides.length === 3) return 'SSS';
  if (sides.length === 2) return sides.every((s) => s.includes(angles[0] ?? '?')) ? 'SAS' : 'SSA';
  const side = sides[0] ?? '';
  return angles.every((v) => side.includes(v)) ? 'ASA' : 'AAS';
}

const checks: Record<string, Check> = {
  'm8-triangle-type': (e) => {
    const parts =
      grab(e, /度数之比是 (.+)，这个/)[0]
        ?.split(' : ')
        .map(Number) ?? [];
    const total = parts.reduce((s, v) => s + v, 0);
    const biggest = (180 * Math.max(...parts)) / total;
    expect(rightText(e)).toBe(biggest > 90 ? '钝角三角形' : biggest === 90 ? '直角三角形' : '锐角三角形');
  },
  'm8-triangle-sides': (e) => {
    if (e.kind === 'truefalse') {
      const [a = 0, b = 0, c = 0] = numbers(e.prompt);
      return expect(truth(e)).toBe(a + b > c && a + c > b && b + c > a);
    }
    const [a = 0, b = 0] = numbers(e.prompt);
    if (e.prompt.includes('取值')) {
      let count = 0;
      for (let c = 1; c < 100; c++) if (a + b > c && a + c > b && b + c > a) count++;
      return fillNumber(e, count);
    }
    const perimeters = [
      [a, a, b],
      [b, b, a],
    ]
      .filter(([p = 0, q = 0, r = 0]) => p + q > r)
      .map((sides) => sides.reduce((s, v) => s + v, 0));
    expect(perimeters).toHaveLength(1);
    fillNumber(e, perimeters[0] ?? 0);
  },
  'm8-triangle-median': (e) => {
    const v = numbers(e.prompt);
    if (e.prompt.includes('周长')) return fillNumber(e, Math.abs((v[0] ?? 0) - (v[1] ?? 0)));
    const area = n(grab(e, /面积是 (\d+) cm²/)[0]);
    fillNumber(e, e.prompt.includes('△ABE') ? area / 4 : area / 2);
  },
  'm8-triangle-angles': (e) => {
    if (e.prompt.includes('倍')) {
      const [k, more, d] = grab(e, /∠B 是 ∠A 的 (\d) 倍，∠C 比 ∠A (.) (\d+)°/);
      const diff = more === '大' ? n(d) : -n(d);
      const x = n(rightText(e));
      return expect(x + n(k) * x + x + diff).toBe(180);
    }
    const [a = 0, b = 0] = numbers(e.prompt);
    fillNumber(e, e.prompt.includes('外角') ? a + b : 180 - a - b);
  },
  'm8-congruent-properties': (e) => {
    const v = numbers(e.prompt);
    if (e.prompt.includes('周长'))
      return fillNumber(
        e,
        v.reduce((s, x) => s + x, 0),
      );
    if (e.prompt.includes('则 EF')) return fillNumber(e, grab(e, /BC = (\d+) cm/)[0] ?? '');
    const [a = 0, b = 0] = v;
    fillNumber(e, 180 - a - b);
  },
  'm8-congruence-criteria': (e) => {
    const [given] = grab(e, /在 △ABC 和 △DEF 中，(.+?)(?:，判定|，那么)/);
    const criterion = criterionOf(given ?? '');
    if (e.kind === 'truefalse') return expect(truth(e)).toBe(criterion !== 'SSA');
    expect(rightText(e)).toBe(criterion);
  },
  'm8-angle-bisector': (e) => {
    if (e.prompt.includes('面积')) {
      const [cd, ab] = grab(e, /CD = (\d+) cm，AB = (\d+) cm/).map(n);
      return fillNumber(e, `${ab} * ${cd} / 2`);
    }
    const [ac, ad] = grab(e, /AC = (\d+) cm，AD = (\d+) cm/).map(n);
    fillNumber(e, (ac ?? 0) - (ad ?? 0));
  },
  'm8-symmetry-axes': (e) => {
    const [shape] = grab(e, /^(.+)有 ____/);
    const table: Record<string, number> = {
      等边三角形: 3,
      正方形: 4,
      '长方形（不是正方形）': 2,
      '菱形（不是正方形）': 2,
      '等腰三角形（不是等边三角形）': 1,
      等腰梯形: 1,
      线段: 2,
      角: 1,
      '平行四边形（不是长方形和菱形）': 0,
      半圆: 1,
      扇形: 1,
      两条相交但不垂直的直线: 2,
      两条互相垂直的直线: 4,
      '直角三角形（两条直角边不相等）': 0,
      等腰直角三角形: 1,
    };
    if (shape === '圆') return expect(rightText(e)).toBe('无数');
    const names = ['五', '六', '七', '八', '九', '十', '十一', '十二'];
    const polygon = /^正(.+)边形$/.exec(shape ?? '');
    fillNumber(e, polygon ? names.indexOf(polygon[1] ?? '') + 5 : (table[shape ?? ''] ?? -1));
  },
  'm8-perpendicular-bisector': (e) => {
    const v = numbers(e.prompt);
    fillNumber(e, e.prompt.includes('△ABD') ? (v[0] ?? 0) + (v[1] ?? 0) : (v[0] ?? 0));
  },
  'm8-reflect-point': (e) => {
    const [x, y, axis] = grab(e, /P\((\S+), (\S+)\) 关于 (\w) 轴/).map((t) => t);
    const expected = axis === 'x' ? [n(x), -n(y)] : [-n(x), n(y)];
    for (const form of e.kind === 'fill' ? e.answer : []) expect(numbers(form).map((v) => v + 0)).toEqual(expected.map((v) => v + 0));
  },
  'm8-isosceles-angles': (e) => {
    if (e.prompt.includes('∠A = 30°')) return fillNumber(e, n(grab(e, /AB = (\d+) cm/)[0]) / 2);
    if (e.prompt.includes('顶角是 ')) return fillNumber(e, (180 - n(grab(e, /顶角是 (\d+)°/)[0])) / 2);
    const angle = n(grab(e, /一个角是 (\d+)°/)[0]);
    // the angle as the vertex angle, or as a base angle: both give a triangle when it is acute
    expect(rightText(e)).toBe(`${angle}° 或 ${180 - 2 * angle}°`);
  },
  'm8-power-rules': (e) => {
    if (e.prompt.startsWith('已知')) {
      const [p, q] = grab(e, /aᵐ = (\d+)，aⁿ = (\d+)/).map(n);
      // a = 2, m = log2 p … checked with logarithms: a^(2m + n) = p^2 q
      const [m, k] = [Math.log2(p ?? 1), Math.log2(q ?? 1)];
      const exponent = e.prompt.includes('2m') ? 2 * m + k : m + k;
      return expect(Math.abs(2 ** exponent - n(rightText(e)))).toBeLessThan(1e-6);
    }
    const [left] = grab(e, /计算：(.+) = a\^/);
    expect(equal(value(normalise(left ?? ''), { a: 2 }), value(`2^${rightText(e)}`))).toBe(true);
  },
  'm8-polynomial-multiply': (e) => expectSameOption(e, grab(e, /计算：(.+) = （/)[0] ?? ''),
  'm8-special-products': (e) => {
    if (e.kind === 'single') return expectSameOption(e, grab(e, /计算：(.+) = （/)[0] ?? '');
    if (e.prompt.includes('平方差')) {
      const [p, q] = grab(e, /计算：(\d+) × (\d+)/).map(n);
      return fillNumber(e, (p ?? 0) * (q ?? 0));
    }
    const [s, p] = grab(e, /a \+ b = (\S+)，ab = (\S+)，/).map(n);
    // a and b are the roots of t² − s·t + p = 0
    const root = Math.sqrt((s ?? 0) ** 2 - 4 * (p ?? 0));
    const [a, b] = [((s ?? 0) + root) / 2, ((s ?? 0) - root) / 2];
    fillNumber(e, Math.round(e.prompt.includes('(a − b)²') ? (a - b) ** 2 : a * a + b * b));
  },
  'm8-common-factor': (e) => expectSameOption(e, grab(e, /把 (.+) 分解因式/)[0] ?? ''),
  'm8-formula-factor': (e) => {
    if (e.kind === 'single') return expectSameOption(e, grab(e, /把 (.+) 分解因式/)[0] ?? '');
    const [m, k] = grab(e, /计算：(\d+)² − (\d+)²/).map(n);
    fillNumber(e, (m ?? 0) * (m ?? 0) - (k ?? 0) * (k ?? 0));
  },
  'm8-fraction-meaning': (e) => {
    if (e.kind === 'single') return expectSameOption(e, grab(e, /约分：(.+) = （/)[0] ?? '');
    const [top, bottom] = grab(e, /分式 \((.+)\)\/\((.+)\) /);
    const x = n(rightText(e));
    if (e.prompt.includes('无意义')) return expect(n(`${normalise(bottom ?? '').replace(/x/g, `(${x})`)}`)).toBe(0);
    expect(n(normalise(top ?? '').replace(/x/g, `(${x})`))).toBe(0);
    expect(n(normalise(bottom ?? '').replace(/x/g, `(${x})`))).not.toBe(0);
  },
  'm8-fraction-multiply-divide': (e) => {
    // each printed fraction is one factor: a/(b) ÷ c/(d) means (a/(b)) ÷ (c/(d))
    const [left, operator, right] = grab(e, /计算：(.+) ([÷·]) (.+) = （/);
    expectSameOption(e, `(${left}) ${operator === '÷' ? '/' : '*'} (${right})`);
  },
  'm8-fraction-add-subtract': (e) => expectSameOption(e, grab(e, /计算：(.+) = （/)[0] ?? ''),
  'm8-integer-exponents': (e) => {
    if (e.prompt.includes('科学记数法')) {
      const [decimal] = grab(e, /表示 (\S+) = /);
      for (const form of e.kind === 'fill' ? e.answer : []) expect(equal(value(normalise(form)), value(decimal ?? '')), form).toBe(true);
      return;
    }
    fillNumber(e, normalise(grab(e, /计算：(.+) = ____/)[0] ?? ''));
  },
  'm8-fractional-equation': (e) => {
    const x = n(rightText(e));
    if (e.prompt.startsWith('解分式方程')) {
      const [left, right] = grab(e, /解分式方程：(.+) = (.+)，得/);
      return expect(equal(value(implicit(left ?? ''), { x }), value(implicit(right ?? ''), { x }))).toBe(true);
    }
    if (e.prompt.includes('增根')) {
      const [top, c, k] = grab(e, /方程 \((.+)\)\/\(x − (\d+)\) − (\d+) = m/);
      // clearing the denominator: top − k(x − c) = m; the extra root is x = c
      return fillNumber(e, `${implicit(top ?? '').replace(/x/g, `(${c})`)} - ${k} * 0`);
    }
    const [d, a, b] = grab(e, /多做 (\d+) 个零件，甲做 (\d+) 个.+乙做 (\d+) 个/).map(n);
    expect((a ?? 0) * (x - (d ?? 0))).toBe((b ?? 0) * x);
  },
};

const generators = { ...triangleGenerators, ...algebraGenerators, ...fractionGenerators };

describe('八年级上册 generators', () => {
  it('has a mathematical check for every generator', () => {
    expect(Object.keys(generators).filter((id) => !(id in checks))).toEqual([]);
  });
  for (const [id, generator] of Object.entries(generators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) checks[id]?.(exercise);
    });
  }
});
