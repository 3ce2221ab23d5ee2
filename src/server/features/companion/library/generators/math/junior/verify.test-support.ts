import { all, create, type Fraction as MathFraction } from 'mathjs';
import { expect } from 'vitest';
import type { GeneratedExercise } from '../../exercise.ts';

/**
 * The tests' second way to the answer: the numbers and expressions printed in a variant are evaluated again with
 * mathjs (exact fractions), independently of the generator's own arithmetic. Used only by the *.test.ts files.
 */
const math = create(all ?? {}, { number: 'Fraction' });
const floats = create(all ?? {});

const superscripts: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
};

/** A printed expression as mathjs reads it: − → -, × → *, ÷ → /, x² → x^2, √ → sqrt, full-width brackets. */
export function normalise(text: string): string {
  return text
    .replace(/[−–]/g, '-')
    .replace(/×|·/g, '*')
    .replace(/÷/g, '/')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(
      /⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g,
      (match) => `^(${match.startsWith('⁻') ? '-' : ''}${[...match.replace('⁻', '')].map((c) => superscripts[c]).join('')})`,
    )
    .replace(/√(\d+|\([^)]*\)|[a-z])/g, 'sqrt($1)')
    .replace(/\|([^|]+)\|/g, 'abs($1)')
    .trim();
}

/** The exact value of a printed expression, with the letters' values given. */
export function value(text: string, scope: Record<string, number | string> = {}): MathFraction {
  const fractions: Record<string, MathFraction> = {};
  for (const [name, v] of Object.entries(scope)) fractions[name] = math.fraction(String(v)) as MathFraction;
  const result = math.evaluate(normalise(text), fractions) as unknown;
  return math.fraction(result as never) as MathFraction;
}

/** Whether two printed values are equal. */
export const equal = (a: MathFraction, b: MathFraction) => math.equal(a, b) as boolean;

/** A floating value of a printed expression (for roots and π). */
export function approx(text: string, scope: Record<string, number> = {}): number {
  return Number(floats.evaluate(normalise(text), scope));
}

/** The text of the right answer: a fill-in's first form, the chosen option. */
export function rightText(exercise: GeneratedExercise): string {
  switch (exercise.kind) {
    case 'fill':
      return exercise.answer[0] ?? '';
    case 'single':
      return exercise.options[exercise.answer] ?? '';
    default:
      throw new Error(`no single right text for a ${exercise.kind} exercise`);
  }
}

/** The wrong options of a single choice. */
export function wrongOptions(exercise: GeneratedExercise): string[] {
  if (exercise.kind !== 'single') return [];
  return exercise.options.filter((_, i) => i !== exercise.answer);
}

/** The first match of a pattern in the prompt (fails the test when the prompt does not have it). */
export function grab(exercise: GeneratedExercise, pattern: RegExp): string[] {
  const match = pattern.exec(exercise.prompt);
  if (!match) expect.fail(`"${exercise.prompt}" does not match ${String(pattern)}`);
  return match.slice(1).map((part) => part ?? '');
}

/**
 * A numeric answer checked against a value computed by the test: a fill-in's every numeric form, or a single choice's
 * right option equal and every other option different.
 */
export function expectValue(exercise: GeneratedExercise, expected: MathFraction, message = exercise.prompt): void {
  if (exercise.kind === 'fill') {
    for (const form of exercise.answer) expect(equal(value(form), expected), `${message}: ${form}`).toBe(true);
  } else if (exercise.kind === 'single') {
    expect(equal(value(rightText(exercise)), expected), `${message}: right option`).toBe(true);
    for (const option of wrongOptions(exercise)) expect(equal(value(option), expected), `${message}: wrong option ${option}`).toBe(false);
  } else {
    expect.fail(`${exercise.kind} exercise has no single value`);
  }
}

/** Whether two expressions in x, y (a, b…) are the same polynomial: equal at several points. */
export function samePolynomial(a: string, b: string, letters = ['x', 'y', 'a', 'b', 'm', 'n']): boolean {
  const points = [
    [2, 3],
    [-1, 5],
    [7, -2],
    [3, 11],
  ];
  return points.every(([p, q]) => {
    const scope: Record<string, number> = {};
    letters.forEach((letter, i) => (scope[letter] = (i % 2 === 0 ? (p ?? 0) : (q ?? 0)) + i));
    return equal(value(a, scope), value(b, scope));
  });
}

/** The right option the same polynomial as `expected`, every wrong option a different one. */
export function expectPolynomialOption(exercise: GeneratedExercise, expected: string): void {
  expect(samePolynomial(rightText(exercise), expected), `${exercise.prompt}: ${rightText(exercise)} = ${expected}`).toBe(true);
  for (const option of wrongOptions(exercise)) expect(samePolynomial(option, expected), `${exercise.prompt}: wrong ${option}`).toBe(false);
}
