import type { ExerciseGenerator, GeneratedExercise } from '../../exercise.ts';
import { decimalText, frac, Fraction, fractionText, mixedText } from '../../format.ts';
import type { Rng } from '../../rng.ts';

/** Shared pieces of the 五、六年级 generators: exact numbers written as a child writes them, names, small helpers. */

export { decimalText, frac, Fraction, fractionText, mixedText };

export const gen = (title: string, generate: (rng: Rng) => GeneratedExercise): ExerciseGenerator => ({ title, generate });

/** A decimal or whole number as written: '2.05', '12'. */
export const dec = (value: Fraction | number | string): string => decimalText(frac(value));

/** A number with exactly `places` decimals, rounded half up (保留两位小数: 3.1 → '3.10'); for positive values. */
export function fixed(value: Fraction, places: number): string {
  const scale = 10 ** places;
  const scaled = value.mul(scale).add(frac(1, 2)).floor();
  const digits = scaled.toString();
  if (places === 0) return digits;
  const padded = digits.padStart(places + 1, '0');
  return `${padded.slice(0, -places)}.${padded.slice(-places)}`;
}

/** A random decimal from min to max with exactly `places` decimals (the last one not 0). */
export function randDec(rng: Rng, min: number, max: number, places: number): Fraction {
  const scale = 10 ** places;
  for (;;) {
    const n = rng.int(Math.round(min * scale), Math.round(max * scale));
    if (places === 0 || n % 10 !== 0) return frac(n, scale);
  }
}

/** Decimal places of a terminating decimal. */
export const placesOf = (value: Fraction): number => (decimalText(value).split('.')[1] ?? '').length;

/** A fraction's accepted forms: lowest terms, a mixed number when above 1, the decimal when it terminates and `withDecimal`. */
export function fracForms(value: Fraction, withDecimal = false): string[] {
  const forms = [fractionText(value)];
  if (value.abs().compare(1) > 0 && !value.equals(value.floor())) forms.push(mixedText(value));
  if (withDecimal && terminates(value)) forms.push(decimalText(value));
  return forms;
}

/** Whether a fraction is a terminating decimal (its lowest denominator has only the factors 2 and 5). */
export function terminates(value: Fraction): boolean {
  let d = Number(value.d);
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1;
}

export const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
export const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

/** A fraction a/b written as is (not reduced). */
export const ftext = (a: number, b: number) => `${a}/${b}`;

/** A random proper fraction in lowest terms with denominator from the list. */
export function properFraction(rng: Rng, denominators: readonly number[]): Fraction {
  const d = rng.pick(denominators);
  for (;;) {
    const n = rng.int(1, d - 1);
    if (gcd(n, d) === 1) return frac(n, d);
  }
}

export const names = ['小明', '小红', '小丽', '小刚', '小军', '小芳', '小华', '小强', '乐乐', '天天'] as const;

/** Wrong options for a single choice: the given mistakes, then nearby values, as text. */
export function wrongNumbers(right: Fraction, mistakes: readonly Fraction[], format: (value: Fraction) => string = dec): string[] {
  const rightText = format(right);
  const texts = mistakes.map(format).filter((text) => text !== rightText);
  const step = right.abs().compare(10) >= 0 ? frac(1) : frac(1, 10);
  for (let k = 1; texts.length < 6; k++) texts.push(format(right.add(step.mul(k))));
  return texts;
}

/** The brackets a single-choice question leaves for the answer. */
export const paren = '（\u3000\u3000）';

/** The blank every fill-in prompt shows. */
export const blank = '____';
