import { compile, type EvalFunction } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { numbersIn, parseNumber, rightText, toMathjs, wrongOptions } from './check-helpers.ts';
import { trigGenerators } from './trig.ts';
import { sinusoidGenerators, trigIdentityGenerators, trigPropertyGenerators } from './trig-identities.ts';

/** Printed trigonometry as mathjs: 'sin α cos β' → 'sin(alpha) cos(beta)', '2sin x' → '2 sin(x)'. */
export function trigToMathjs(text: string): string {
  return toMathjs(
    text
      .replace(/α/g, 'alpha')
      .replace(/β/g, 'beta')
      .replace(/(sin|cos|tan)²\(([^()]*)\)/g, '($1($2))^2')
      .replace(/(sin|cos|tan) ((?:\d*)(?:x|alpha|beta)(?:\/\d+)?)/g, '$1($2)')
      .replace(/\(1\/2\)(sin|cos)/g, '0.5 $1'),
  )
    .replace(/(\d)(sin|cos|tan)/g, '$1 $2')
    .replace(/sqrt\((\d+)\) (sin|cos)/g, 'sqrt($1) * $2');
}
const compiledCache = new Map<string, EvalFunction>();
const fn = (text: string) => {
  const compiled = compiledCache.get(text) ?? compile(trigToMathjs(text));
  compiledCache.set(text, compiled);
  return (scope: Record<string, number>) => compiled.evaluate(scope) as number;
};
const near = (a: number, b: number, tolerance = 1e-9) => Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(b));
/** A printed value ('√3/2', '−1', '5π/6', '不存在') as a number. */
const valueOf = (text: string) => (text === '不存在' ? NaN : (compile(toMathjs(text).replace(/(\d)pi/g, '$1*pi')).evaluate() as number));
const answerValue = (exercise: GeneratedExercise) => valueOf(rightText(exercise));
/** An angle in each quadrant, for checking signs. */
const inQuadrant = (q: number) => ((q - 1) * 90 + 37) * (Math.PI / 180);
const quadrantOfText = (text: string) => ['第一象限', '第二象限', '第三象限', '第四象限'].findIndex((q) => text.includes(q)) + 1;
const xs = Array.from({ length: 2401 }, (_, i) => -12 + i / 100);
const periodSamples = [-3.1, -1.7, -0.4, 0.3, 0.9, 1.6, 2.2, 3.7, 5.3, 7.9];
const isPeriod = (f: (x: number) => number, t: number) => periodSamples.every((x) => near(f(x + t), f(x), 1e-7));
/** The largest or smallest value of f on [lo, hi]: a grid of 80 points, then a ternary search around the best. */
function extreme(f: (x: number) => number, lo: number, hi: number, which: '大' | '小'): number {
  const sign = which === '大' ? 1 : -1;
  const g = (x: number) => sign * f(x);
  const step = (hi - lo) / 80;
  let best = lo;
  for (let i = 0; i <= 80; i++) if (g(lo + i * step) > g(best)) best = lo + i * step;
  let [a, b] = [Math.max(lo, best - step), Math.min(hi, best + step)];
  for (let i = 0; i < 60; i++) {
    const [m1, m2] = [a + (b - a) / 3, b - (b - a) / 3];
    if (g(m1) < g(m2)) a = m1;
    else b = m2;
  }
  return sign * Math.max(g(a), g(best), g(lo), g(hi));
}

const verify: Record<string, (exercise: GeneratedExercise) => void> = {
  'm10-coterminal-angle': (exercise) => {
    const [theta = 0] = numbersIn(exercise.prompt);
    const beta = Number(rightText(exercise));
    expect((theta - beta) % 360 === 0 && beta >= 0 && beta < 360).toBe(true);
  },
  'm10-quadrant': (exercise) => {
    const [theta = 0] = numbersIn(exercise.prompt);
    const r = (theta * Math.PI) / 180;
    const q = Math.sin(r) > 0 ? (Math.cos(r) > 0 ? 1 : 2) : Math.cos(r) < 0 ? 3 : 4;
    expect(quadrantOfText(rightText(exercise))).toBe(q);
  },
  'm10-degree-radian': (exercise) => {
    const toRadian = /把 (\S+)° 化成弧度/.exec(exercise.prompt);
    if (toRadian) expect(near(answerValue(exercise), (parseNumber(toRadian[1] ?? '') * Math.PI) / 180)).toBe(true);
    else {
      const [, radian = ''] = /把 (\S+) 化成角度/.exec(exercise.prompt) ?? [];
      expect(near((valueOf(radian) * 180) / Math.PI, answerValue(exercise))).toBe(true);
    }
  },
  'm10-sector': (exercise) => {
    const [, r = '', angle = ''] = /半径为 (\d+) cm，圆心角为 (\S+?)( 弧度)?，/.exec(exercise.prompt) ?? [];
    const alpha = valueOf(angle);
    const radius = Number(r);
    const expected = exercise.prompt.includes('弧长') ? alpha * radius : (alpha * radius * radius) / 2;
    expect(near(answerValue(exercise), expected)).toBe(true);
  },
  'm10-trig-from-point': (exercise) => {
    const [x = 0, y = 0] = numbersIn(/P\((.+?)\)/.exec(exercise.prompt)?.[1] ?? '');
    const angle = Math.atan2(y, x);
    const f = /(sin|cos|tan) α/.exec(exercise.prompt)?.[1];
    const expected = f === 'sin' ? Math.sin(angle) : f === 'cos' ? Math.cos(angle) : Math.tan(angle);
    expect(near(answerValue(exercise), expected)).toBe(true);
  },
  'm10-trig-sign': (exercise) => {
    const [, expression = '', rel = ''] = /则 (.+) (>|<) 0。/.exec(exercise.prompt) ?? [];
    const v = fn(expression.replace(/·/g, '*'))({ alpha: inQuadrant(quadrantOfText(exercise.prompt)) });
    expect(exercise.answer).toBe(rel === '>' ? v > 0 : v < 0);
  },
  'm10-same-angle': (exercise) => {
    const [, given = '', value = '', ask = ''] = /已知 (sin|cos) α = (\S+)，.+则 (sin|cos|tan) α = ____/.exec(exercise.prompt) ?? [];
    const q = quadrantOfText(exercise.prompt);
    const g = parseNumber(value);
    // the angle in quadrant q with that sine or cosine
    const candidates = given === 'sin' ? [Math.asin(g), Math.PI - Math.asin(g)] : [Math.acos(g), -Math.acos(g)];
    const alpha = candidates.find((a) => Math.sin(a) * Math.sin(inQuadrant(q)) > 0 && Math.cos(a) * Math.cos(inQuadrant(q)) > 0) ?? NaN;
    expect(near(answerValue(exercise), fn(`${ask} alpha`.replace(' alpha', '(alpha)'))({ alpha }))).toBe(true);
  },
  'm10-tan-ratio': (exercise) => {
    const [, t = '', expression = ''] = /tan α = (\S+)，则 (.+) = ____/.exec(exercise.prompt) ?? [];
    const alpha = Math.atan(parseNumber(t));
    expect(near(answerValue(exercise), fn(expression)({ alpha }), 1e-9)).toBe(true);
  },
  'm10-special-values': (exercise) => {
    const [, expression = ''] = /^(.+) 的值是/.exec(exercise.prompt) ?? [];
    const v = fn(expression)({});
    expect(near(answerValue(exercise), v)).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(near(valueOf(wrong), v), wrong).toBe(false);
  },
  'm10-reduction-formula': (exercise) => {
    const [, expression = ''] = /化简：(.+) =（/.exec(exercise.prompt) ?? [];
    const lhs = fn(expression);
    const matches = (option: string) => [0.37, 1.21].every((alpha) => near(fn(option)({ alpha }), lhs({ alpha })));
    expect(matches(rightText(exercise))).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(matches(wrong), wrong).toBe(false);
  },
  'm10-sine-graph': (exercise) => {
    const fivePoint = /y = (.+)（x ∈ \[0, 2π\]）的图象时，横坐标为 (\S+) 的关键点/.exec(exercise.prompt);
    if (fivePoint) {
      expect(near(answerValue(exercise), fn(fivePoint[1] ?? '')({ x: valueOf(fivePoint[2] ?? '') }))).toBe(true);
      return;
    }
    const [, f = '', c = '', interval = ''] = /方程 (sin|cos) x = (\S+) 在区间 (\S+, \S+) 上/.exec(exercise.prompt) ?? [];
    const level = parseNumber(c);
    const g = (x: number) => (f === 'sin' ? Math.sin(x) : Math.cos(x)) - level;
    const steps = interval.endsWith(']') ? 2400 : 2399;
    let count = 0;
    for (let i = 0; i <= steps; i++) {
      const x = (i * 2 * Math.PI) / 2400;
      if (Math.abs(g(x)) < 1e-9) count++;
      else if (i < steps && Math.abs(g(((i + 1) * 2 * Math.PI) / 2400)) >= 1e-9 && g(x) * g(((i + 1) * 2 * Math.PI) / 2400) < 0) count++;
    }
    expect(Number(rightText(exercise))).toBe(count);
  },
  'm10-trig-period': (exercise) => {
    const [, formula = ''] = /y = (.+) 的最小正周期/.exec(exercise.prompt) ?? [];
    const f = (x: number) => fn(formula)({ x });
    const t = answerValue(exercise);
    expect(isPeriod(f, t) && !isPeriod(f, t / 2) && !isPeriod(f, t / 3)).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(!isPeriod(f, valueOf(wrong)) || valueOf(wrong) > t, wrong).toBe(true);
  },
  'm10-trig-parity': (exercise) => {
    const [, formula = ''] = /f\(x\) = (.+) 是（/.exec(exercise.prompt) ?? [];
    const f = (x: number) => fn(formula.replace(/·/g, '*'))({ x });
    const sample = xs.filter((_, i) => i % 50 === 0);
    const odd = sample.every((x) => near(f(-x), -f(x), 1e-7));
    const even = sample.every((x) => near(f(-x), f(x), 1e-7));
    expect(rightText(exercise)).toBe(odd && even ? '既是奇函数又是偶函数' : odd ? '奇函数' : even ? '偶函数' : '非奇非偶函数');
  },
  'm10-trig-max-min': (exercise) => {
    const [, formula = '', range = '', which = ''] = /y = (.+?) ?( 在区间 \[0, π\/2\] 上)?的最(大|小)值/.exec(exercise.prompt) ?? [];
    const f = (x: number) => fn(formula)({ x });
    // one period of the slowest ω (1/3) is 6π
    const value = extreme(f, 0, range ? Math.PI / 2 : 6 * Math.PI, which as '大' | '小');
    expect(Math.abs(value - answerValue(exercise)) < 1e-6).toBe(true);
  },
  'm10-tangent-period': (exercise) => {
    const period = /y = (.+) 的最小正周期/.exec(exercise.prompt);
    if (period) {
      const f = (x: number) => fn(period[1] ?? '')({ x: x + 0.123 });
      const t = answerValue(exercise);
      expect(isPeriod(f, t) && !isPeriod(f, t / 2)).toBe(true);
      for (const wrong of wrongOptions(exercise)) expect(!isPeriod(f, valueOf(wrong)) || valueOf(wrong) > t, wrong).toBe(true);
      return;
    }
    const [, inside = ''] = /y = tan\((.+)\) 的定义域/.exec(exercise.prompt) ?? [];
    const argument = compile(toMathjs(inside));
    const correct = (option: string) => {
      const m = /x ≠ (.*?)(2)?kπ/.exec(option);
      if (!m) return false;
      const start = m[1] ? valueOf(m[1].replace(/ \+ $/, '')) : 0;
      const step = m[2] ? 2 * Math.PI : Math.PI;
      // excluded exactly where cos of the argument is 0: at the start, and every π after it
      const cosAt = (x: number) => Math.cos(argument.evaluate({ x }) as number);
      return step === Math.PI && Math.abs(cosAt(start)) < 1e-9;
    };
    expect(correct(rightText(exercise))).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(correct(wrong), wrong).toBe(false);
  },
  'm10-sum-difference': (exercise) => {
    const [sinA = 0, cosB = 0] = numbersIn(exercise.prompt.replace(/α、β/, ''));
    const [a, b] = [Math.asin(sinA), Math.acos(cosB)];
    const [, f = '', sign = ''] = /则 (sin|cos)\(α (\+|−) β\)/.exec(exercise.prompt) ?? [];
    const angle = sign === '+' ? a + b : a - b;
    expect(near(answerValue(exercise), f === 'sin' ? Math.sin(angle) : Math.cos(angle))).toBe(true);
  },
  'm10-tan-sum': (exercise) => {
    const [p = 0, q = 0] = numbersIn(exercise.prompt);
    const plus = exercise.prompt.includes('α + β');
    expect(near(answerValue(exercise), Math.tan(Math.atan(p) + (plus ? 1 : -1) * Math.atan(q)))).toBe(true);
  },
  'm10-double-angle': (exercise) => {
    const [, s = '', range = '', f = ''] = /sin α = (\S+)，α ∈ (\(.+?\))，则 (sin|cos|tan) 2α/.exec(exercise.prompt) ?? [];
    const [lo = 0, hi = 0] = range
      .slice(1, -1)
      .split(',')
      .map((t) => valueOf(t.trim()));
    const g = parseNumber(s);
    const alpha = [Math.asin(g), Math.PI - Math.asin(g), 2 * Math.PI + Math.asin(g)].find((a) => a > lo && a < hi) ?? NaN;
    const v = f === 'sin' ? Math.sin(2 * alpha) : f === 'cos' ? Math.cos(2 * alpha) : Math.tan(2 * alpha);
    expect(near(answerValue(exercise), v, 1e-9)).toBe(true);
  },
  'm10-auxiliary-angle': (exercise) => {
    const [, formula = '', which = ''] = /y = (.+) 的最(大|小)值/.exec(exercise.prompt) ?? [];
    const f = (x: number) => fn(formula)({ x });
    expect(Math.abs(extreme(f, 0, 2 * Math.PI, which as '大' | '小') - answerValue(exercise)) < 1e-6).toBe(true);
  },
  'm10-half-angle': (exercise) => {
    const [, c = '', f = ''] = /cos α = (\S+)，则 (sin|cos)²/.exec(exercise.prompt) ?? [];
    const alpha = Math.acos(parseNumber(c));
    expect(near(answerValue(exercise), (f === 'sin' ? Math.sin(alpha / 2) : Math.cos(alpha / 2)) ** 2)).toBe(true);
  },
  'm10-sinusoid-transform': (exercise) => {
    const [, direction = '', amount = ''] = /向(左|右)平移 (\S+) 个单位/.exec(exercise.prompt) ?? [];
    const [factor = 1] = numbersIn(/缩短到原来的 (\S+)（/.exec(exercise.prompt)?.[1] ?? '');
    const s = (direction === '左' ? 1 : -1) * valueOf(amount);
    const shiftFirst = exercise.prompt.indexOf('平移') < exercise.prompt.indexOf('缩短');
    expect(exercise.prompt.indexOf('缩短')).toBeGreaterThan(0);
    // apply the two steps to y = sin x as transformations of the graph
    const shifted = (g: (x: number) => number) => (x: number) => g(x + s);
    const squeezed = (g: (x: number) => number) => (x: number) => g(x / factor);
    const result = shiftFirst ? squeezed(shifted(Math.sin)) : shifted(squeezed(Math.sin));
    const matches = (option: string) =>
      xs.filter((_, i) => i % 97 === 0).every((x) => near(fn(option.replace('y = ', ''))({ x }), result(x), 1e-9));
    expect(matches(rightText(exercise))).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(matches(wrong), wrong).toBe(false);
  },
  'm10-sinusoid-parameters': (exercise) => {
    const [, a = '', inside = ''] = /y = (\d+)sin\((.+)\) 的/.exec(exercise.prompt) ?? [];
    const phase = compile(toMathjs(inside).replace(/(\d)x/g, '$1*x'));
    const f = (x: number) => Number(a) * Math.sin(phase.evaluate({ x }) as number);
    if (exercise.prompt.includes('振幅'))
      expect(Math.abs(extreme(f, 0, 6 * Math.PI, '大') - Number(rightText(exercise))) < 1e-6).toBe(true);
    else if (exercise.prompt.includes('周期'))
      expect(isPeriod(f, answerValue(exercise)) && !isPeriod(f, answerValue(exercise) / 2)).toBe(true);
    else expect(near(phase.evaluate({ x: 0 }) as number, answerValue(exercise))).toBe(true);
  },
  'm10-ferris-wheel': (exercise) => {
    const [radius = 0, centre = 0, period = 0, minutes = 0] = numbersIn(exercise.prompt);
    // the angle turned from the lowest point, measured from the bottom of the wheel
    const angle = (2 * Math.PI * minutes) / period;
    expect(near(answerValue(exercise), centre - radius * Math.cos(angle), 1e-9)).toBe(true);
  },
};

describe('必修第一册 三角函数 generators', () => {
  const all = { ...trigGenerators, ...trigPropertyGenerators, ...trigIdentityGenerators, ...sinusoidGenerators };
  it('has a second check for every generator', () => expect(Object.keys(verify).sort()).toEqual(Object.keys(all).sort()));
  for (const [id, generator] of Object.entries(all)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verify[id]?.(exercise);
    });
  }
});
