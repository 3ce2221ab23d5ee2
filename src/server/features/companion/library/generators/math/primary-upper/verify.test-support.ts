import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise, GeneratorSet } from '../../exercise.ts';

export { expect };

/**
 * The tests' second way to the answer: numbers are read back out of the prompt and the answer recomputed exactly
 * (fractions, and a small expression evaluator of its own), then compared with what the generator said. Used only by
 * the *.test.ts files beside it. (mathjs was the first choice, but importing it cost seconds in every test file.)
 */

export type F = Fraction;
export const f = (n: number | string, d?: number): F => (d === undefined ? new Fraction(n) : new Fraction(Number(n), d));
export const add = (...xs: F[]): F => xs.reduce((a, b) => a.add(b));
export const sub = (a: F, b: F): F => a.sub(b);
export const mul = (...xs: F[]): F => xs.reduce((a, b) => a.mul(b));
export const div = (a: F, b: F): F => a.div(b);
export const floor = (a: F): F => a.floor();
export const ceil = (a: F): F => a.ceil();
export const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
export const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

/** A number as a child writes it ('3/4', '0.75', '1又1/2', '-3', '−3', '+3', '37.5%') as an exact fraction. */
export function value(text: string | number): F {
  const t = String(text).replace(/−/g, '-').replace(/\s+/g, '').replace(/^\+/, '');
  const percent = /^(.*)%$/.exec(t);
  if (percent) return div(value(percent[1] ?? ''), f(100));
  const mixed = /^(-?)(\d+)又(\d+)\/(\d+)$/.exec(t);
  if (mixed) {
    const [, sign, whole, n, d] = mixed;
    const v = add(f(Number(whole)), f(Number(n), Number(d)));
    return sign ? v.neg() : v;
  }
  if (!/^-?\d+(\.\d+)?(\/\d+)?$/.test(t)) throw new Error(`not a number: ${text}`);
  return new Fraction(t);
}

/**
 * Evaluates an expression exactly: numbers, one-letter variables from `scope`, + - × ÷ * / ^ ² and brackets, with
 * implicit multiplication ('3x', '4(a + 15)'). A written fraction a/b counts as one number ('5/6 ÷ 1/6').
 */
export function evaluate(expression: string, scope: Record<string, F> = {}): F {
  const text = expression
    .replace(/(\d+)\/(\d+)/g, '($1/$2)')
    .replace(/×/g, '*')
    .replace(/÷/g, '/')
    .replace(/−/g, '-')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/²/g, '^2');
  const tokens = text.match(/\d+(?:\.\d+)?|[a-z]|[-+*/^()]/g) ?? [];
  if (tokens.join('') !== text.replace(/\s+/g, '')) throw new Error(`cannot evaluate ${expression}`);
  let i = 0;
  const peek = () => tokens[i];
  const take = () => tokens[i++];
  const sum = (): F => {
    let v = product();
    while (peek() === '+' || peek() === '-') v = take() === '+' ? v.add(product()) : v.sub(product());
    return v;
  };
  const product = (): F => {
    let v = power();
    for (;;) {
      const t = peek();
      if (t === '*' || t === '/') v = take() === '*' ? v.mul(power()) : v.div(power());
      else if (t !== undefined && /^[\d a-z(]/.test(t)) v = v.mul(power());
      else return v;
    }
  };
  const power = (): F => {
    const base = unary();
    if (peek() !== '^') return base;
    take();
    return base.pow(unary());
  };
  const unary = (): F => (peek() === '-' ? (take(), unary().neg()) : primary());
  const primary = (): F => {
    const t = take();
    if (t === '(') {
      const v = sum();
      if (take() !== ')') throw new Error(`unbalanced brackets in ${expression}`);
      return v;
    }
    if (t !== undefined && /^\d/.test(t)) return new Fraction(t);
    const bound = t === undefined ? undefined : scope[t];
    if (bound) return bound;
    throw new Error(`unexpected ${t} in ${expression}`);
  };
  const v = sum();
  if (i !== tokens.length) throw new Error(`cannot evaluate ${expression}`);
  return v;
}

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
  const show = () => `${exercise.prompt} → expected ${want.toFraction()}`;
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
