import { compile } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { numbersIn, parseNumber, rightText, samplePoints, setMembership, toMathjs, wrongOptions } from './check-helpers.ts';
import { expLogGenerators } from './exp-log.ts';

const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
const answerNumber = (exercise: GeneratedExercise) => parseNumber(rightText(exercise));
const subscripts: Record<string, string> = {
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
};
/** 'log₂ 8', 'lg 5', 'log_(1/2)(x + 1)' as mathjs: log(8, 2), log(5, 10), log(x + 1, 1/2). */
function logsToMathjs(text: string): string {
  return toMathjs(
    text
      .replace(/log([₀-₉]+|_\(([^)]+)\)) ?(\([^()]*\)|[\d.x]+)/g, (_, sub: string, fractionBase: string | undefined, arg: string) => {
        const base = fractionBase ?? [...sub].map((d) => subscripts[d]).join('');
        return `log(${arg}, ${base})`;
      })
      .replace(/lg ?(\([^()]*\)|[\d.x]+)/g, 'log($1, 10)'),
  );
}
const value = (text: string) => compile(logsToMathjs(text)).evaluate() as number;

const verify: Record<string, (exercise: GeneratedExercise) => void> = {
  'm10-fractional-power': (exercise) => {
    const [, expression = ''] = /计算：(.+) = ____/.exec(exercise.prompt) ?? [];
    expect(near(value(expression), answerNumber(exercise))).toBe(true);
  },
  'm10-exponent-rules': (exercise) => {
    const [, expression = ''] = /化简：(.+) = a\^k/.exec(exercise.prompt) ?? [];
    // the exponent of a: log base 2 of the expression at a = 2
    const atTwo = compile(toMathjs(expression).replace(/·/g, '*')).evaluate({ a: 2 }) as number;
    expect(near(Math.log2(atTwo), answerNumber(exercise))).toBe(true);
  },
  'm10-exponential-value': (exercise) => {
    const [m = 0, through = 0, k = 0] = numbersIn(exercise.prompt.replace(/a\^x|a > 0|a ≠ 1/g, ''));
    const a = through ** (1 / m);
    expect(near(a ** k, answerNumber(exercise))).toBe(true);
  },
  'm10-exponential-compare': (exercise) => {
    const [, m = '', n = ''] = /设 m = (.+)，n = (.+)，则/.exec(exercise.prompt) ?? [];
    const [mv, nv] = [value(m), value(n)];
    expect(rightText(exercise)).toBe(mv > nv ? 'm > n' : 'm < n');
  },
  'm10-exponential-fixed-point': (exercise) => {
    const [, formula = ''] = /函数 y = (.+?)(?:（a > 0 且 a ≠ 1）)? 的图象恒过定点/.exec(exercise.prompt) ?? [];
    // the same point for two different bases
    const [x, y] = numbersIn(rightText(exercise));
    const at = (a: number) => compile(toMathjs(formula).replace(/·/g, '*')).evaluate({ x, a }) as number;
    expect(near(at(2), y ?? NaN) && near(at(7), y ?? NaN)).toBe(true);
  },
  'm10-log-value': (exercise) => {
    const solve = /若 (.+) x = (.+)，则 x = ____/.exec(exercise.prompt);
    if (solve) {
      const x = answerNumber(exercise);
      expect(near(value(`${solve[1]} ${x}`), parseNumber(solve[2] ?? ''))).toBe(true);
    } else {
      const [, expression = ''] = /计算：(.+) = ____/.exec(exercise.prompt) ?? [];
      expect(near(value(expression), answerNumber(exercise))).toBe(true);
    }
  },
  'm10-log-rules': (exercise) => {
    const [, expression = ''] = /计算：(.+) = ____/.exec(exercise.prompt) ?? [];
    expect(near(value(expression), answerNumber(exercise))).toBe(true);
  },
  'm10-log-domain': (exercise) => {
    const [, formula = ''] = /函数 y = (.+) 的定义域是/.exec(exercise.prompt) ?? [];
    const f = compile(logsToMathjs(formula));
    const defined = (x: number) => {
      const v = f.evaluate({ x }) as unknown;
      return typeof v === 'number' && Number.isFinite(v);
    };
    // the ends printed in the options are sample points too (a fraction like 4/3 is not on the grid)
    const ends = exercise.kind === 'single' ? exercise.options.flatMap(numbersIn) : [];
    const points = [...samplePoints, ...ends];
    const agrees = (option: string) => points.every((x) => setMembership(option)(x) === defined(x));
    expect(agrees(rightText(exercise))).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(agrees(wrong), wrong).toBe(false);
  },
  'm10-log-compare': (exercise) => {
    const [, m = '', n = ''] = /设 m = (.+)，n = (.+)，则/.exec(exercise.prompt) ?? [];
    expect(rightText(exercise)).toBe(value(m) > value(n) ? 'm > n' : 'm < n');
  },
  'm10-log-fixed-point': (exercise) => {
    const [, formula = ''] = /函数 y = (.+)（a > 0/.exec(exercise.prompt) ?? [];
    const [x, y] = numbersIn(rightText(exercise));
    const at = (a: number) => compile(toMathjs(formula.replace(/logₐ(\([^)]*\)|x)/, 'log($1, a)'))).evaluate({ x, a }) as number;
    expect(near(at(2), y ?? NaN) && near(at(5), y ?? NaN)).toBe(true);
  },
  'm10-growth-compare': (exercise) => {
    const [, x = '', a = '', b = '', c = '', which = ''] =
      /当 x = (\d+) 时，y₁ = (\S+)，y₂ = (\S+)，y₃ = (\S+) 中函数值最(大|小)/.exec(exercise.prompt) ?? [];
    const values = [a, b, c].map((f) => compile(logsToMathjs(f)).evaluate({ x: Number(x) }) as number);
    const target = which === '大' ? Math.max(...values) : Math.min(...values);
    expect(rightText(exercise)).toBe([a, b, c][values.indexOf(target)]);
  },
  'm10-zero-interval': (exercise) => {
    const [, formula = ''] = /f\(x\) = (.+) 的零点/.exec(exercise.prompt) ?? [];
    const f = compile(toMathjs(formula));
    const changesSign = (option: string) => {
      const [lo = 0, hi = 0] = numbersIn(option);
      return (f.evaluate({ x: lo }) as number) * (f.evaluate({ x: hi }) as number) < 0;
    };
    expect(changesSign(rightText(exercise))).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(changesSign(wrong), wrong).toBe(false);
  },
  'm10-bisection': (exercise) => {
    const [, formula = '', lo = '', hi = ''] = /方程 (.+) = 0 在区间 \((\S+), (\S+)\)/.exec(exercise.prompt) ?? [];
    const f = compile(toMathjs(formula));
    const mid = (parseNumber(lo) + parseNumber(hi)) / 2;
    const halves = [`(${lo}, ${mid})`, `(${mid}, ${hi})`];
    const right = halves.find((half) => {
      const [a = 0, b = 0] = numbersIn(half);
      return (f.evaluate({ x: a }) as number) * (f.evaluate({ x: b }) as number) < 0;
    });
    expect(rightText(exercise)).toBe(right);
  },
  'm10-growth-model': (exercise) => {
    const numbers = numbersIn(exercise.prompt);
    const expected = exercise.prompt.includes('半衰期')
      ? (numbers[2] ?? 0) * 0.5 ** ((numbers[3] ?? 0) / (numbers[0] ?? 1))
      : (numbers[0] ?? 0) * (1 + (numbers[1] ?? 0) / 100) ** (numbers[2] ?? 0);
    expect(near(answerNumber(exercise), expected)).toBe(true);
  },
};

describe('必修第一册 指数函数与对数函数 generators', () => {
  it('has a second check for every generator', () => expect(Object.keys(verify).sort()).toEqual(Object.keys(expLogGenerators).sort()));
  for (const [id, generator] of Object.entries(expLogGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verify[id]?.(exercise);
    });
  }
});
