import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { dataGenerators } from './g8b-data.ts';
import { functionGenerators } from './g8b-functions.ts';
import { quadrilateralGenerators } from './g8b-quadrilaterals.ts';
import { radicalGenerators } from './g8b-radicals.ts';
import { approx, equal, expectValue, grab, normalise, rightText, value, wrongOptions } from './verify.test-support.ts';

/**
 * 八年级下册: every generator through checkGenerator, then each variant's answer worked out a second way from the
 * prompt (roots evaluated as floating values with mathjs, lines and data recomputed by other formulas).
 */
type Check = (exercise: GeneratedExercise) => void;

const numbers = (text: string) => (normalise(text).match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
const truth = (e: GeneratedExercise) => (e.kind === 'truefalse' ? e.answer : undefined);
const fillNumber = (e: GeneratedExercise, expected: number | string) => expectValue(e, value(String(expected)));
const n = (text: string | undefined) => Number(value(normalise(text ?? '')).valueOf());

/** A printed value with roots as mathjs reads it: 3√2 → 3*sqrt(2), √(…) → sqrt(…). */
function real(text: string): number {
  const t = text
    .replace(/√(\d+)/g, 'sqrt($1)')
    .replace(/√\(/g, 'sqrt(')
    .replace(/(\d)sqrt/g, '$1*sqrt')
    .replace(/\s*(cm|岁|°)$/, '');
  return approx(t);
}
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(b));
/** The right answer equal to `expected` as a real number, every wrong option different. */
function expectReal(e: GeneratedExercise, expected: number) {
  if (e.kind === 'fill') for (const form of e.answer) expect(close(real(form), expected), `${e.prompt}: ${form} ≠ ${expected}`).toBe(true);
  else {
    expect(close(real(rightText(e)), expected), `${e.prompt}: ${rightText(e)} ≠ ${expected}`).toBe(true);
    for (const option of wrongOptions(e)) expect(close(real(option), expected), `${e.prompt}: wrong ${option}`).toBe(false);
  }
}
/** A simplest radical: no square factor left under the root. */
function simplest(text: string) {
  const inside = /√(\d+)/.exec(text)?.[1];
  if (!inside) return true;
  for (let k = 2; k * k <= Number(inside); k++) if (Number(inside) % (k * k) === 0) return false;
  return true;
}

/** Implicit products written out for mathjs: 3x → 3*x. */
const implicit = (text: string) => normalise(text).replace(/(\d|\))\s*([a-z(])/g, '$1*$2');
const at = (expression: string, x: number | string) => value(implicit(expression), { x });
const lineOf = (text: string) => (x: number) => Number(at(text, x).valueOf());

const chineseCounts: Record<string, number> = { 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 十一: 11, 十二: 12 };
function sidesOf(text: string): number {
  const digits = /(\d+) 边形/.exec(text);
  if (digits) return Number(digits[1]);
  const chinese = /^(?:从)?(十[一二]?|[四五六七八九])边形/.exec(text);
  return chineseCounts[chinese?.[1] ?? ''] ?? -1;
}
const isRight = (sides: number[]) => {
  const [a = 0, b = 0, c = 0] = [...sides].sort((p, q) => p - q);
  return a * a + b * b === c * c;
};
const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
const medianOf = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const k = s.length;
  return k % 2 ? (s[(k - 1) / 2] ?? 0) : ((s[k / 2 - 1] ?? 0) + (s[k / 2] ?? 0)) / 2;
};
/** The p-th percentile as the textbooks define it: i = n·p; a whole i → mean of the i-th and (i+1)-th, else the ⌈i⌉-th. */
const percentile = (v: number[], p: number) => {
  const s = [...v].sort((a, b) => a - b);
  const i = s.length * p;
  return Number.isInteger(i) ? ((s[i - 1] ?? 0) + (s[i] ?? 0)) / 2 : (s[Math.ceil(i) - 1] ?? 0);
};

const trueCriteria = [
  '两组对边分别平行的四边形',
  '两组对边分别相等的四边形',
  '一组对边平行且相等的四边形',
  '对角线互相平分的四边形',
  '两组对角分别相等的四边形',
];

const checks: Record<string, Check> = {
  'm8-radical-meaning': (e) => {
    if (e.kind === 'single') {
      const [inner] = grab(e, /√\((.+)\) 在实数/);
      const lowerFirst = !/^\d*x/.test(inner ?? '');
      const v = numbers((inner ?? '').replace(/(^|[^\d])x/, '$1 1x'));
      const [c = 0, k = 1] = lowerFirst ? v : [v[1], v[0]];
      const bound = c / k;
      // a − kx ≥ 0 ⇔ x ≤ a/k; kx − a ≥ 0 ⇔ x ≥ a/k
      const [, sign, b] = /x (≤|≥) (.+)/.exec(rightText(e)) ?? [];
      expect(sign).toBe(lowerFirst ? '≤' : '≥');
      return expect(close(real(b ?? ''), bound)).toBe(true);
    }
    if (e.kind === 'fill') return expectReal(e, real(grab(e, /计算：(.+) = ____/)[0] ?? ''));
    const [left, right] = grab(e, /判断：(.+) = (.+)。/);
    expect(truth(e)).toBe(close(real(left ?? ''), real(right ?? '')));
  },
  'm8-radical-multiply-divide': (e) => {
    const expression = e.kind === 'single' ? `√${grab(e, /把 √(\d+) 化成/)[0]}` : (grab(e, /计算：(.+) = ____/)[0] ?? '');
    expectReal(e, real(expression));
    expect(simplest(rightText(e))).toBe(true);
  },
  'm8-radical-add-subtract': (e) => {
    expectReal(e, real(grab(e, /计算：(.+) = /)[0] ?? ''));
    expect(simplest(rightText(e))).toBe(true);
  },
  'm8-pythagorean-sides': (e) => {
    const v = numbers(e.prompt);
    if (/斜边长为 \d/.test(e.prompt)) {
      const [c = 0, a = 0] = v;
      return expectReal(e, Math.sqrt(c * c - a * a));
    }
    const [a = 0, b = 0] = e.prompt.includes('Rt') ? v.slice(1) : v;
    expectReal(e, Math.sqrt(a * a + b * b));
    expect(simplest(rightText(e))).toBe(true);
  },
  'm8-pythagorean-applications': (e) => {
    const v = numbers(e.prompt);
    if (e.prompt.includes('梯子')) return expectReal(e, Math.sqrt((v[0] ?? 0) ** 2 - (v[1] ?? 0) ** 2));
    if (e.prompt.includes('长方形')) return expectReal(e, Math.hypot(v[0] ?? 0, v[1] ?? 0));
    const [, a = 0, b = 0] = v;
    expectReal(e, (a * b) / Math.hypot(a, b));
  },
  'm8-pythagorean-converse': (e) => {
    if (e.kind === 'multiple') {
      const right = e.options.flatMap((option, i) => (isRight(numbers(option)) ? [i] : []));
      return expect([...e.answer].sort()).toEqual(right.sort());
    }
    const sides = numbers(grab(e, /分别为 ([\d、]+)/)[0] ?? '');
    if (e.kind === 'truefalse') return expect(truth(e)).toBe(isRight(sides));
    const [a = 0, b = 0, c = 0] = [...sides].sort((p, q) => p - q);
    // the cosine of the biggest angle decides: 0 right, positive acute, negative obtuse
    const cos = (a * a + b * b - c * c) / (2 * a * b);
    expect(rightText(e)).toBe(cos === 0 ? '直角三角形' : cos > 0 ? '锐角三角形' : '钝角三角形');
  },
  'm8-polygon-angles': (e) => {
    if (e.prompt.includes('每个内角')) {
      const sides = Number(grab(e, /正 (\d+) 边形/)[0]);
      return expect(rightText(e)).toBe(`${((sides - 2) * 180) / sides}°`);
    }
    if (e.prompt.includes('边数')) {
      const sum = Number(grab(e, /内角和是 (\d+)°/)[0]);
      return fillNumber(e, sum / 180 + 2);
    }
    const sides = sidesOf(e.prompt);
    expect(sides).toBeGreaterThan(3);
    if (e.prompt.includes('内角和')) return fillNumber(e, (sides - 2) * 180);
    // diagonals counted by pairs of vertices that are not neighbours
    const all = (sides * (sides - 1)) / 2 - sides;
    fillNumber(e, e.prompt.includes('一个顶点') ? sides - 3 : all);
  },
  'm8-parallelogram-properties': (e) => {
    const v = numbers(e.prompt);
    if (e.prompt.includes('周长是')) {
      if (e.prompt.includes('△AOB')) return fillNumber(e, (v[0] ?? 0) / 2 + (v[1] ?? 0) / 2 + (v[2] ?? 0));
      return fillNumber(e, 2 * ((v[0] ?? 0) + (v[1] ?? 0)));
    }
    if (e.prompt.includes(':')) return fillNumber(e, (180 * (v[0] ?? 0)) / ((v[0] ?? 0) + (v[1] ?? 0)));
    fillNumber(e, e.prompt.includes('∠B') ? 180 - (v[0] ?? 0) : (v[0] ?? 0));
  },
  'm8-parallelogram-criteria': (e) => {
    if (e.kind === 'truefalse') return expect(truth(e)).toBe(trueCriteria.some((statement) => e.prompt.includes(`判断：${statement}`)));
    const v = numbers(e.prompt);
    fillNumber(e, e.prompt.includes('DE') ? (v[0] ?? 0) / 2 : ((v[0] ?? 0) + (v[1] ?? 0) + (v[2] ?? 0)) / 2);
  },
  'm8-rectangle': (e) => {
    const v = numbers(e.prompt);
    if (e.prompt.includes('60°')) return fillNumber(e, 2 * (v[1] ?? 0));
    const [a = 0, b = 0] = e.prompt.includes('Rt') ? v.slice(1) : v;
    expectReal(e, Math.hypot(a, b) / 2);
  },
  'm8-rhombus': (e) => {
    const [d1 = 0, d2 = 0] = numbers(e.prompt);
    if (e.prompt.includes('面积')) return fillNumber(e, (d1 * d2) / 2);
    expectReal(e, 4 * Math.hypot(d1 / 2, d2 / 2));
  },
  'm8-square': (e) => {
    if (e.kind === 'single') {
      const [text] = grab(e, /对角线(.+)的四边形/);
      const equalDiagonals = text?.includes('相等') ?? false;
      const perpendicular = text?.includes('垂直') ?? false;
      return expect(rightText(e)).toBe(
        equalDiagonals && perpendicular ? '正方形' : equalDiagonals ? '矩形' : perpendicular ? '菱形' : '平行四边形',
      );
    }
    const [d = 0] = numbers(e.prompt);
    expectReal(e, e.prompt.includes('边长为') ? d * Math.SQRT2 : (d * d) / 2);
  },
  'm8-function-concept': (e) => {
    if (e.kind === 'fill') {
      const [x, expression] = grab(e, /当 x = (\S+) 时，函数 y = (.+) 的值/);
      return expectValue(e, at(expression ?? '', normalise(x ?? '')));
    }
    if (e.kind === 'single') {
      const [expression] = grab(e, /函数 y = (.+) 中/);
      const a = n(/x [−+] \d+|x/.exec(expression ?? '')?.[0]?.replace('x', '0') ?? '0') * -1;
      // try points left of, at and right of a: the range is where the expression is a real number
      const defined = (x: number) => Number.isFinite(real((expression ?? '').replace(/x/g, `(${x})`)));
      const [left, here, right] = [defined(a - 0.5), defined(a), defined(a + 0.5)];
      const expected = left && right ? `x ≠ ${a}` : here ? `x ≥ ${a}` : `x > ${a}`;
      return expect(normalise(rightText(e))).toBe(normalise(expected));
    }
    // a function gives one y for each x: y² = … and |y| = … give two
    expect(truth(e)).toBe(!/y²|\|y\|/.test(e.prompt));
  },
  'm8-function-representation': (e) => {
    const v = numbers(e.prompt);
    if (e.kind === 'single') {
      const [volume = 0, rate = 0] = v;
      const [, expression] = /y = (.+)/.exec(rightText(e)) ?? [];
      for (const x of [0, 1, 7]) expect(equal(at(expression ?? '', x), value(String(volume - rate * x)))).toBe(true);
      return;
    }
    if (e.prompt.includes('水箱')) return fillNumber(e, (v[0] ?? 0) - (v[1] ?? 0) * (v[2] ?? 0));
    const [, , , , y1 = 0, y2 = 0, , , x = 0] = v;
    fillNumber(e, y1 + (y2 - y1) * (x - 1));
  },
  'm8-direct-proportion': (e) => {
    if (e.kind === 'single') {
      const [c] = grab(e, /y = \((m.*?)\)x/);
      const root = -n((c ?? '').replace('m', '0'));
      const decreasing = e.prompt.includes('减小');
      return expect(normalise(rightText(e))).toBe(normalise(`m ${decreasing ? '<' : '>'} ${root}`));
    }
    if (e.prompt.includes('经过点')) {
      const [x, y] = grab(e, /点 \((\S+), (\S+)\)/).map((t) => value(normalise(t ?? '')));
      return expectValue(e, value(`(${String(y)}) / (${String(x)})`));
    }
    const [x1 = 0, y1 = 0, x2 = 0] = numbers(e.prompt);
    fillNumber(e, (y1 / x1) * x2);
  },
  'm8-linear-function-graph': (e) => {
    if (e.prompt.includes('和 (')) {
      const [x1, y1, x2, y2] = grab(e, /点 \((\S+), (\S+)\) 和 \((\S+), (\S+)\)/).map(n);
      const through = (text: string) => {
        const g = lineOf(/y = (.+)/.exec(text)?.[1] ?? '');
        return close(g(x1 ?? 0), y1 ?? 0) && close(g(x2 ?? 0), y2 ?? 0);
      };
      expect(through(rightText(e))).toBe(true);
      for (const option of wrongOptions(e)) expect(through(option)).toBe(false);
      return;
    }
    const [line] = grab(e, /y = ([^的）]+?)(?: 的图象| 向|。|$)/);
    const f = lineOf(line ?? '');
    if (e.prompt.includes('与 x 轴的交点')) {
      const crossing = (text: string) => {
        const [x, y] = (/\((\S+), (\S+)\)/.exec(text) ?? []).slice(1).map(n);
        return y === 0 && close(f(x ?? 0), 0);
      };
      expect(crossing(rightText(e))).toBe(true);
      for (const option of wrongOptions(e)) expect(crossing(option), option).toBe(false);
      return;
    }
    if (e.prompt.includes('图象经过（')) {
      const xs = [-1e6, -1e-6, 1e-6, 1e6];
      const visited = new Set<string>(xs.map((x) => (x > 0 ? (f(x) > 0 ? '一' : '四') : f(x) > 0 ? '二' : '三')));
      return expect(rightText(e)).toBe(`第${['一', '二', '三', '四'].filter((q) => visited.has(q)).join('、')}象限`);
    }
    if (e.prompt.includes('平移')) {
      const [up, m] = grab(e, /向(.)平移 (\d+) 个/);
      const shift = (up === '上' ? 1 : -1) * Number(m);
      const moved = lineOf(/y = (.+)/.exec(rightText(e))?.[1] ?? '');
      return [0, 3].forEach((x) => expect(close(moved(x), f(x) + shift)).toBe(true));
    }
    const [x, y] = grab(e, /点 \((\S+), (\S+)\)/).map(n);
    expect(truth(e)).toBe(close(f(x ?? 0), y ?? 0));
  },
  'm8-linear-equation-inequality': (e) => {
    if (e.prompt.includes('交点坐标')) {
      const [l1, l2] = grab(e, /直线 y = (.+) 与直线 y = (.+) 的交点/);
      const [x = 0, y = 0] = numbers(rightText(e));
      return [l1, l2].forEach((l) => expect(close(lineOf(l ?? '')(x), y)).toBe(true));
    }
    if (e.kind === 'fill') {
      const [line] = grab(e, /直线 y = (.+?) 与 x 轴/);
      return expect(close(lineOf(line ?? '')(n(rightText(e))), 0)).toBe(true);
    }
    const [line, which] = grab(e, /y = (.+) 的值(大于|小于) 0/);
    const f = lineOf(line ?? '');
    const [, sign, r] = /x (>|<) (.+)/.exec(rightText(e)) ?? [];
    const bound = n(r);
    const inside = sign === '>' ? bound + 0.5 : bound - 0.5;
    const outside = sign === '>' ? bound - 0.5 : bound + 0.5;
    expect(close(f(bound), 0)).toBe(true);
    expect(which === '大于' ? f(inside) > 0 && f(outside) < 0 : f(inside) < 0 && f(outside) > 0).toBe(true);
  },
  'm8-linear-application': (e) => {
    const [fee = 0, p = 0, q = 0, x = 0] = numbers(e.prompt);
    if (e.kind === 'fill') return fillNumber(e, fee / (q - p));
    expect(rightText(e)).toBe(fee + p * x < q * x ? '方案一' : '方案二');
  },
  'm8-weighted-mean': (e) => {
    const v = numbers(e.prompt);
    if (e.kind === 'fill') {
      const [a = 0, b = 0, p = 0, q = 0] = v;
      return fillNumber(e, `(${a} * ${p} + ${b} * ${q}) / (${p + q})`);
    }
    const pairs = [0, 2, 4, 6].map((i) => [v[i] ?? 0, v[i + 1] ?? 0] as const);
    const people = pairs.flatMap(([age, count]) => Array<number>(count).fill(age));
    expect(close(real(rightText(e)), mean(people))).toBe(true);
    for (const option of wrongOptions(e)) expect(close(real(option.replace(' 岁', '')), mean(people))).toBe(false);
  },
  'm8-median-mode': (e) => {
    const data = numbers(grab(e, /一组数据：(.+?)。/)[0] ?? '');
    if (e.kind === 'fill') return fillNumber(e, medianOf(data));
    const count = (x: number) => data.filter((d) => d === x).length;
    const best = Math.max(...data.map(count));
    const modes = [...new Set(data.filter((d) => count(d) === best))];
    expect(modes).toHaveLength(1);
    expect(rightText(e)).toBe(String(modes[0]));
  },
  'm8-variance': (e) => {
    const variance = (v: number[]) => v.reduce((s, x) => s + x * x, 0) / v.length - mean(v) ** 2;
    if (e.kind === 'fill') return expectReal(e, variance(numbers(grab(e, /一组数据：(.+?)。/)[0] ?? '')));
    if (e.kind === 'truefalse') return expect(truth(e)).toBe(true);
    const [a, b] = grab(e, /甲 (.+?)；乙 (.+?)。/).map((t) => numbers(t ?? ''));
    expect(rightText(e)).toBe(variance(a ?? []) < variance(b ?? []) ? '甲' : '乙');
  },
  'm8-quartiles': (e) => {
    const data = numbers(grab(e, /一组数据：(.+?)。/)[0] ?? '');
    const [q1, q3] = [percentile(data, 0.25), percentile(data, 0.75)];
    fillNumber(e, e.prompt.includes('差') ? q3 - q1 : e.prompt.includes('第一') ? q1 : q3);
  },
  'm8-data-grouping': (e) => {
    const v = numbers(e.prompt);
    if (e.kind === 'single') {
      const [max = 0, min = 0, width = 0] = v;
      // the groups start at the minimum: one more than the whole number of widths that fit in the range
      return fillNumber(e, Math.floor((max - min) / width) + 1);
    }
    const groups = [...e.prompt.matchAll(/(\d+)～(\d+) 有 (\d+) 个/g)].map(
      ([, lo, hi, c]) => [(Number(lo) + Number(hi)) / 2, Number(c)] as const,
    );
    const total = groups.reduce((s, [, c]) => s + c, 0);
    fillNumber(e, `${groups.reduce((s, [m, c]) => s + m * c, 0)} / ${total}`);
  },
};

const generators = { ...radicalGenerators, ...quadrilateralGenerators, ...functionGenerators, ...dataGenerators };

describe('八年级下册 generators', () => {
  it('has a mathematical check for every generator', () => {
    expect(Object.keys(generators).filter((id) => !(id in checks))).toEqual([]);
  });
  for (const [id, generator] of Object.entries(generators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) checks[id]?.(exercise);
    });
  }
});
