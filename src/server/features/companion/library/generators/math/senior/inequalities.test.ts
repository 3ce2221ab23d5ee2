import { compile, evaluate } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { numbersIn, parseNumber, rightText, sameSet, setMembership, toMathjs, wrongOptions } from './check-helpers.ts';
import { inequalityGenerators } from './inequalities.ts';

/** The smallest value of f over a grid from `from` (excluded) to `to`, in steps of 1/120. */
function gridMin(f: (x: number) => number, from: number, to: number): number {
  let best = Infinity;
  for (let i = 1; from + i / 120 <= to; i++) best = Math.min(best, f(from + i / 120));
  return best;
}
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** Random a, b, c, d for testing a rule, with some zeros and equal values among them. */
function* quadruples(): Generator<Record<string, number>> {
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const value = () => (next() < 0.1 ? 0 : Math.round((next() * 20 - 10) * 4) / 4);
  for (let i = 0; i < 3000; i++) yield { a: value(), b: value(), c: value(), d: value() };
}
const samples = [...quadruples()];
/** Rules already tested, by prompt: the same statement recurs among the variants. */
const ruleTruth = new Map<string, boolean>();
const lowestByPrompt = new Map<string, Map<number, number>>();

const verify: Record<string, (exercise: GeneratedExercise) => void> = {
  'm10-compare-expressions': (exercise) => {
    const [, left = '', right = ''] = /比较 (.+) 与 (.+) 的大小/.exec(exercise.prompt) ?? [];
    const difference = compile(`(${toMathjs(left)}) - (${toMathjs(right)})`);
    const values = [-7, -2, 0, 1.5, 3, 11].map((x) => difference.evaluate({ x }) as number);
    expect(values.every((v) => v === values[0])).toBe(true);
    expect(rightText(exercise)).toBe(`${left} ${(values[0] ?? 0) > 0 ? '>' : '<'} ${right}`);
  },
  'm10-inequality-rules': (exercise) => {
    const [, hypothesis = '', conclusion = ''] = /若 (.+)，则 (.+)。/.exec(exercise.prompt) ?? [];
    const asMath = (text: string) => toMathjs(text).replace(/([abcd])(?=[abcd])/g, '$1*');
    const conditions = hypothesis.split('，').map((h) => compile(asMath(h)));
    const claim = compile(asMath(conclusion));
    const known = ruleTruth.get(exercise.prompt);
    if (known !== undefined) return expect(exercise.answer).toBe(known);
    const counterexample = samples.find((scope) => conditions.every((c) => c.evaluate(scope) === true) && claim.evaluate(scope) !== true);
    ruleTruth.set(exercise.prompt, counterexample === undefined);
    expect(exercise.answer).toBe(counterexample === undefined);
  },
  'm10-amgm-min': (exercise) => {
    const answer = parseNumber(rightText(exercise));
    const p = exercise.prompt;
    let m: RegExpExecArray | null;
    if ((m = /已知 x > 0，则 y = (\d*)x \+ (\d+)\/x/.exec(p))) {
      const a = Number(m[1] || '1');
      const b = Number(m[2]);
      expect(
        close(
          gridMin((x) => a * x + b / x, 0, 30),
          answer,
        ),
      ).toBe(true);
    } else if ((m = /已知 x > (\d+)，则 y = x \+ (\d+)\/\(x − \d+\)/.exec(p))) {
      const c = Number(m[1]);
      const k = Number(m[2]);
      expect(
        close(
          gridMin((x) => x + k / (x - c), c, c + 40),
          answer,
        ),
      ).toBe(true);
    } else if ((m = /x \+ y = (\d+)，则 xy 的最大值/.exec(p))) {
      const s = Number(m[1]);
      expect(close(-gridMin((x) => -x * (s - x), 0, s), answer)).toBe(true);
    } else {
      const product = numbersIn(/xy = (\d+)/.exec(p)?.[1] ?? '')[0] ?? 0;
      expect(
        close(
          gridMin((x) => x + product / x, 0, 200),
          answer,
        ),
      ).toBe(true);
    }
  },
  'm10-amgm-fence': (exercise) => {
    const answer = Number(rightText(exercise));
    const [value = 0] = numbersIn(exercise.prompt);
    if (exercise.prompt.includes('面积为'))
      expect(
        close(
          gridMin((x) => 2 * (x + value / x), 0, value),
          answer,
        ),
      ).toBe(true);
    else if (exercise.prompt.includes('靠墙')) expect(close(-gridMin((x) => -x * (value - 2 * x), 0, value / 2), answer)).toBe(true);
    else expect(close(-gridMin((x) => -x * (value / 2 - x), 0, value / 2), answer)).toBe(true);
  },
  'm10-quadratic-inequality': (exercise) => {
    const [, inequality = ''] = /不等式 (.+) 的解集是/.exec(exercise.prompt) ?? [];
    const test = compile(toMathjs(inequality));
    const solution = (x: number) => test.evaluate({ x }) === true;
    expect(sameSet(setMembership(rightText(exercise)), solution)).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(sameSet(setMembership(wrong), solution), wrong).toBe(false);
  },
  'm10-quadratic-coefficients': (exercise) => {
    const [, sign = '+', cText = '', r1Text = '', r2Text = '', ask = ''] =
      /ax² \+ bx ([+−]) (\d+) > 0 的解集为 \{x \| (\S+) < x < (\S+)\}，则 (.+) = ____/.exec(exercise.prompt) ?? [];
    const c = (sign === '−' ? -1 : 1) * Number(cText);
    const [r1, r2] = [parseNumber(r1Text), parseNumber(r2Text)];
    // a and b that make both ends roots, found by trying: a r² + b r + c = 0 at r1 and r2, with a < 0
    let found: [number, number] | undefined;
    for (let a = -10; a < 0 && !found; a++)
      for (let b = -80; b <= 80; b++) if (a * r1 * r1 + b * r1 + c === 0 && a * r2 * r2 + b * r2 + c === 0) found = [a, b];
    const [a, b] = found ?? [NaN, NaN];
    const value = evaluate(ask.replace('ab', 'a*b'), { a, b }) as number;
    expect(parseNumber(rightText(exercise)) === value).toBe(true);
  },
  'm10-quadratic-always-positive': (exercise) => {
    const [, lead = '', m = '', rel = ''] = /(\d?)x² \+ kx \+ (\d+) (≥|>) 0/.exec(exercise.prompt) ?? [];
    const constant = Number(m);
    const a = Number(lead || '1');
    // the lowest value of the (convex) quadratic by ternary search, then its sign
    const cache = lowestByPrompt.get(exercise.prompt) ?? new Map<number, number>();
    lowestByPrompt.set(exercise.prompt, cache);
    const lowest = (k: number) => {
      const hit = cache.get(k);
      if (hit !== undefined) return hit;
      const f = (x: number) => a * x * x + k * x + constant;
      let [lo, hi] = [-100, 100];
      for (let i = 0; i < 100; i++) {
        const [m1, m2] = [lo + (hi - lo) / 3, hi - (hi - lo) / 3];
        if (f(m1) < f(m2)) hi = m2;
        else lo = m1;
      }
      const v = f((lo + hi) / 2);
      cache.set(k, Math.abs(v) < 1e-9 ? 0 : v);
      return Math.abs(v) < 1e-9 ? 0 : v;
    };
    const always = (k: number) => (rel === '≥' ? lowest(k) >= 0 : lowest(k) > 0);
    const ks = Array.from({ length: 241 }, (_, i) => -60 + i / 2);
    expect(sameSet(setMembership(rightText(exercise)), always, ks)).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(sameSet(setMembership(wrong), always, ks), wrong).toBe(false);
  },
};

describe('必修第一册 一元二次函数、方程和不等式 generators', () => {
  it('has a second check for every generator', () => expect(Object.keys(verify).sort()).toEqual(Object.keys(inequalityGenerators).sort()));
  for (const [id, generator] of Object.entries(inequalityGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verify[id]?.(exercise);
    });
  }
});
