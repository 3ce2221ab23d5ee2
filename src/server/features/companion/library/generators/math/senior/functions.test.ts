import { compile, evaluate } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { numbersIn, parseNumber, rightText, samplePoints, setMembership, toMathjs, wrongOptions } from './check-helpers.ts';
import { functionGenerators } from './functions.ts';

const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;
/** f as a JavaScript function from its printed formula (|x| as abs(x)); NaN where it is not a real number. */
function real(formula: string): (x: number) => number {
  const compiled = compile(toMathjs(formula).replace(/\|([^|]+)\|/g, 'abs($1)'));
  return (x) => {
    const value = compiled.evaluate({ x }) as unknown;
    return typeof value === 'number' && Number.isFinite(value) ? value : NaN;
  };
}
const answerNumber = (exercise: GeneratedExercise) => parseNumber(rightText(exercise));

const verify: Record<string, (exercise: GeneratedExercise) => void> = {
  'm10-function-value': (exercise) => {
    const [, formula = '', x = ''] = /f\(x\) = (.+)，则 f\((.+)\) = ____/.exec(exercise.prompt) ?? [];
    expect(close(real(formula)(parseNumber(x)), answerNumber(exercise))).toBe(true);
  },
  'm10-function-domain': (exercise) => {
    const [, formula = ''] = /f\(x\) = (.+) 的定义域是/.exec(exercise.prompt) ?? [];
    const f = real(formula);
    const inDomain = (x: number) => !Number.isNaN(f(x));
    const agrees = (option: string) => samplePoints.every((x) => setMembership(option)(x) === inDomain(x));
    expect(agrees(rightText(exercise))).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(agrees(wrong), wrong).toBe(false);
  },
  'm10-piecewise-value': (exercise) => {
    const [, left = '', k = '', right = '', asked = ''] =
      /f\(x\) = \{ (.+)，x ≤ (\S+)；(.+)，x > \S+ \}，则 (.+) = ____/.exec(exercise.prompt) ?? [];
    const [l, r, edge] = [real(left), real(right), parseNumber(k)];
    const f = (x: number) => (x <= edge ? l(x) : r(x));
    const inner = numbersIn(asked)[0] ?? NaN;
    const value = asked.startsWith('f(f(') ? f(f(inner)) : f(inner);
    expect(close(value, answerNumber(exercise))).toBe(true);
  },
  'm10-linear-from-values': (exercise) => {
    const [p = 0, fp = 0, q = 0, fq = 0, r = 0] = numbersIn(exercise.prompt);
    expect(close(fp + ((r - p) * (fq - fp)) / (q - p), answerNumber(exercise))).toBe(true);
  },
  'm10-quadratic-monotonic': (exercise) => {
    const [, formula = '', way = ''] = /f\(x\) = (.+) 的单调(递增|递减)区间/.exec(exercise.prompt) ?? [];
    const f = real(formula);
    const monotone = (option: string) => {
      const points = samplePoints.filter(setMembership(option));
      return points.every((x, i) => i === 0 || (way === '递增' ? f(x) > f(points[i - 1]!) : f(x) < f(points[i - 1]!)));
    };
    expect(monotone(rightText(exercise))).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(monotone(wrong), wrong).toBe(false);
  },
  'm10-max-min-interval': (exercise) => {
    const [, formula = '', p = '', q = '', which = ''] =
      /f\(x\) = (.+) 在区间 \[(\S+), (\S+)\] 上的最(大|小)值/.exec(exercise.prompt) ?? [];
    const f = real(formula);
    const [from, to] = [parseNumber(p), parseNumber(q)];
    const values = Array.from({ length: Math.round((to - from) * 4) + 1 }, (_, i) => f(from + i / 4));
    expect(close(which === '大' ? Math.max(...values) : Math.min(...values), answerNumber(exercise))).toBe(true);
  },
  'm10-parity-judge': (exercise) => {
    const [, formula = '', domain] = /f\(x\) = ([^，]+?)(?:，x ∈ (.+))? 是（/.exec(exercise.prompt) ?? [];
    const f = real(formula);
    const inDomain = domain ? setMembership(domain) : (x: number) => !Number.isNaN(f(x));
    const points = samplePoints.filter(inDomain);
    const symmetric = points.every((x) => inDomain(-x));
    const odd = symmetric && points.every((x) => close(f(-x), -f(x)));
    const even = symmetric && points.every((x) => close(f(-x), f(x)));
    expect(rightText(exercise)).toBe(odd && even ? '既是奇函数又是偶函数' : odd ? '奇函数' : even ? '偶函数' : '非奇非偶函数');
  },
  'm10-parity-value': (exercise) => {
    const [, kind = '', formula = '', x = ''] =
      /R 上的(奇|偶)函数，当 x > 0 时，f\(x\) = (.+)，则 f\((.+)\) = ____/.exec(exercise.prompt) ?? [];
    const atOpposite = real(formula)(-parseNumber(x));
    expect(close(kind === '奇' ? -atOpposite : atOpposite, answerNumber(exercise))).toBe(true);
  },
  'm10-power-function': (exercise) => {
    const [base = 0, through = 0, target = 0] = numbersIn(exercise.prompt);
    const alpha = Math.log(through) / Math.log(base);
    expect(Math.abs(target ** alpha - answerNumber(exercise)) < 1e-7).toBe(true);
  },
  'm10-power-properties': (exercise) => {
    const [, text = '', claim = ''] = /幂函数 y = (\S+) (.+)。/.exec(exercise.prompt) ?? [];
    const exponents: Record<string, number> = { x: 1, 'x²': 2, 'x³': 3, 'x^(1/2)': 0.5, 'x⁻¹': -1, 'x⁻²': -2, 'x^(1/3)': 1 / 3 };
    const alpha = exponents[text] ?? NaN;
    const f = (x: number) => (alpha === 1 / 3 ? Math.cbrt(x) : x < 0 && alpha === 0.5 ? NaN : x === 0 && alpha < 0 ? NaN : x ** alpha);
    const points = samplePoints.filter((x) => !Number.isNaN(f(x)));
    const symmetric = points.every((x) => !Number.isNaN(f(-x)));
    const truth =
      claim === '是奇函数'
        ? symmetric && points.every((x) => close(f(-x), -f(x)))
        : claim === '是偶函数'
          ? symmetric && points.every((x) => close(f(-x), f(x)))
          : claim === '的定义域是 R'
            ? points.length === samplePoints.length
            : claim === '在 (0, +∞) 上单调递增'
              ? f(0.5) < f(1) && f(1) < f(2) && f(2) < f(3)
              : close(f(1), 1);
    expect(exercise.answer).toBe(truth);
  },
  'm10-profit-model': (exercise) => {
    const [cost = 0, , , k = 0] = numbersIn(exercise.prompt);
    let best = cost;
    for (let x = cost; x <= k; x++) if ((x - cost) * (k - x) > (best - cost) * (k - best)) best = x;
    const value = exercise.prompt.includes('售价应定为') ? best : (best - cost) * (k - best);
    expect(answerNumber(exercise)).toBe(value);
  },
  'm10-tiered-fee': (exercise) => {
    const [limit = 0, low = 0, , high = 0, used = 0] = numbersIn(exercise.prompt);
    const cents = Math.round(low * 100) * Math.min(used, limit) + Math.round(high * 100) * Math.max(used - limit, 0);
    expect(Math.round(answerNumber(exercise) * 100)).toBe(cents);
    expect(evaluate(rightText(exercise).replace(/\//, '/'))).toBe(cents / 100);
  },
};

describe('必修第一册 函数的概念与性质 generators', () => {
  it('has a second check for every generator', () => expect(Object.keys(verify).sort()).toEqual(Object.keys(functionGenerators).sort()));
  for (const [id, generator] of Object.entries(functionGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verify[id]?.(exercise);
    });
  }
});
