import { all, create, type Fraction as MathFraction } from 'mathjs';
import { describe, expect, it } from 'vitest';

export { expect };
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise, GeneratorSet } from '../../exercise.ts';

/**
 * The tests' second way to the answer: numbers are read back out of the prompt and the answer recomputed with mathjs
 * (exact fractions), then compared with what the generator said. Used only by the *.test.ts files beside it.
 */

export const math = create(all ?? {}, { number: 'Fraction' });

export type F = MathFraction;
export const f = (n: number | string, d?: number): F => (d === undefined ? math.fraction(n as number) : math.fraction(n as number, d)) as F;
export const add = (...xs: F[]): F => xs.reduce((a, b) => math.add(a, b) as F);
export const sub = (a: F, b: F): F => math.subtract(a, b) as F;
export const mul = (...xs: F[]): F => xs.reduce((a, b) => math.multiply(a, b) as F);
export const div = (a: F, b: F): F => math.divide(a, b) as F;
export const floor = (a: F): F => math.floor(a) as F;
export const ceil = (a: F): F => math.ceil(a) as F;

/** A number as a child writes it ('3/4', '0.75', '1又1/2', '-3', '−3', '37.5%') as an exact fraction. */
export function value(text: string | number): F {
  const t = String(text).replace(/−/g, '-').replace(/\s+/g, '').replace(/^\+/, '');
  const percent = /^(.*)%$/.exec(t);
  if (percent) return div(value(percent[1] ?? ''), f(100));
  const mixed = /^(-?)(\d+)又(\d+)\/(\d+)$/.exec(t);
  if (mixed) {
    const [, sign, whole, n, d] = mixed;
    const v = add(f(Number(whole)), f(Number(n), Number(d)));
    return sign ? sub(f(0), v) : v;
  }
  if (!/^-?\d+(\.\d+)?(\/\d+)?$/.test(t)) throw new Error(`not a number: ${text}`);
  return math.fraction(t) as F;
}

/** Evaluates an expression written with × ÷ and fractions, exactly. */
export const evaluate = (expression: string): F =>
  math.evaluate(
    expression
      .replace(/(\d+)\/(\d+)/g, '($1/$2)')
      .replace(/×/g, '*')
      .replace(/÷/g, '/')
      .replace(/−/g, '-')
      .replace(/（/g, '(')
      .replace(/）/g, ')'),
  ) as F;

export const equal = (a: string | number | F, b: string | number | F): boolean => {
  const x = typeof a === 'object' ? a : value(a);
  const y = typeof b === 'object' ? b : value(b);
  return x.equals(y);
};

/** Every number in a text, in order ('3/4' and '1又1/2' as one number each). */
export function numbers(text: string): string[] {
  return text.match(/\d+又\d+\/\d+|-?\d+(?:\.\d+)?(?:\/\d+)?/g) ?? [];
}

export const nums = (text: string): F[] => numbers(text).map((n) => value(n));
export const ints = (text: string): number[] => numbers(text).map(Number);

/** The generator's answer must be the value: every accepted fill text, the chosen option (and no other), the verdict. */
export function expectValue(exercise: GeneratedExercise, expected: F | number | string): void {
  const want = typeof expected === 'object' ? expected : value(expected);
  const show = () => `${exercise.prompt} → expected ${math.format(want)}`;
  if (exercise.kind === 'fill') {
    for (const accepted of exercise.answer) expect(equal(accepted, want), `${show()}, accepts ${accepted}`).toBe(true);
  } else if (exercise.kind === 'single') {
    exercise.options.forEach((option, i) => expect(equal(option, want), `${show()}, option ${option}`).toBe(i === exercise.answer));
  } else {
    expect.fail(`expectValue on a ${exercise.kind} exercise`);
  }
}

/** The generator's answer must be this text (fill: the first accepted form; single: the chosen option, and no other). */
export function expectText(exercise: GeneratedExercise, expected: string): void {
  if (exercise.kind === 'fill') expect(exercise.answer[0], exercise.prompt).toBe(expected);
  else if (exercise.kind === 'single') {
    exercise.options.forEach((option, i) => expect(option === expected, `${exercise.prompt}: ${option}`).toBe(i === exercise.answer));
  } else expect.fail(`expectText on a ${exercise.kind} exercise`);
}

export function expectTrue(exercise: GeneratedExercise, expected: boolean): void {
  if (exercise.kind !== 'truefalse') expect.fail(`expectTrue on a ${exercise.kind} exercise`);
  else expect(exercise.answer, exercise.prompt).toBe(expected);
}

/** A multiple choice: exactly the options `isRight` accepts are marked. */
export function expectChoices(exercise: GeneratedExercise, isRight: (option: string) => boolean): void {
  if (exercise.kind !== 'multiple') expect.fail(`expectChoices on a ${exercise.kind} exercise`);
  else {
    const right = exercise.options.flatMap((option, i) => (isRight(option) ? [i] : []));
    expect(exercise.answer, `${exercise.prompt} ${exercise.options.join(' | ')}`).toEqual(right);
  }
}

/** The text between a label and the next blank, e.g. the expression of '计算：3.2 × 4 = ____'. */
export function between(text: string, start: string, end: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`no "${start}…${end}" in ${text}`);
  return text.slice(from + start.length, to);
}

export type Verifier = (exercise: GeneratedExercise) => void;

/** checkGenerator for every generator of the set, then its independent check on each variant. */
export function checkSet(name: string, set: GeneratorSet, verifiers: Record<string, Verifier>): void {
  describe(name, () => {
    it('has an independent check for every generator', () => {
      expect(Object.keys(verifiers).sort()).toEqual(Object.keys(set).sort());
    });
    for (const [id, generator] of Object.entries(set)) {
      it(`${id} (${generator.title})`, () => {
        const verify = verifiers[id];
        if (!verify) expect.fail(`no check for ${id}`);
        for (const exercise of checkGenerator(id, generator)) verify(exercise);
      }, 60_000);
    }
  });
}
