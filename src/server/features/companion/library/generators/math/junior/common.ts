import type { Rng } from '../../rng.ts';
import { Fraction, decimalText, fractionText } from '../../format.ts';

/**
 * How 初中 exercises write numbers: the minus sign as the textbook prints it (−), a negative number in brackets where
 * it follows an operation sign, fractions as 3/4. A fill-in accepts both − and the keyboard's -.
 */
export const MINUS = '−';

export type Num = number | Fraction;

const fr = (value: Num) => new Fraction(value);

/** −3, 5, −3/4, 0.25 (a decimal stays a decimal when `decimal` is set and it terminates). */
export function num(value: Num, decimal = false): string {
  const exact = fr(value);
  let text = fractionText(exact);
  if (decimal) {
    try {
      text = decimalText(exact);
    } catch {
      // a repeating decimal stays a fraction
    }
  }
  return text.replace(/-/g, MINUS);
}

/** A number as an operand: negative ones in brackets, (−3). */
export function op(value: Num, decimal = false): string {
  const text = num(value, decimal);
  return fr(value).compare(0) < 0 ? `(${text})` : text;
}

/** Every accepted way to type a text that may hold minus signs: with − and with -. */
export function forms(...texts: string[]): string[] {
  const all: string[] = [];
  for (const text of texts) all.push(text, text.replace(/−/g, '-'), text.replace(/-/g, MINUS));
  return [...new Set(all)];
}

/** The accepted answers for a number: its fraction form, and its decimal form when that terminates and is short. */
export function numForms(value: Num): string[] {
  const exact = fr(value);
  const texts = [fractionText(exact)];
  try {
    const decimal = decimalText(exact);
    if (decimal.replace(/^-/, '').length <= 6) texts.push(decimal);
  } catch {
    // a repeating decimal is not an accepted form
  }
  return forms(...texts.map((text) => text.replace(/-/g, MINUS)));
}

/** A non-zero integer from min to max. */
export function nonZero(rng: Rng, min: number, max: number): number {
  for (;;) {
    const value = rng.int(min, max);
    if (value !== 0) return value;
  }
}

/** A sign: 1 or −1. */
export const sign = (rng: Rng) => (rng.chance(0.5) ? 1 : -1);

/** Different values (as text) for the wrong options, leaving out the right one. */
export function distinct(right: string, candidates: readonly string[]): string[] {
  return [...new Set(candidates)].filter((candidate) => candidate !== right);
}

/**
 * A polynomial in one letter written as a textbook does: terms by falling degree, coefficient 1 left out, e.g.
 * 3x² − x + 5. `coefficients[k]` is the coefficient of x^k.
 */
export function poly(coefficients: readonly Num[], letter = 'x'): string {
  const terms: string[] = [];
  for (let degree = coefficients.length - 1; degree >= 0; degree--) {
    const c = fr(coefficients[degree] ?? 0);
    if (c.equals(0)) continue;
    const power = degree === 0 ? '' : degree === 1 ? letter : `${letter}${superscript(degree)}`;
    const abs = c.abs();
    const body = degree > 0 && abs.equals(1) ? power : `${fractionText(abs)}${power}`;
    const negative = c.compare(0) < 0;
    terms.push(terms.length === 0 ? (negative ? `${MINUS}${body}` : body) : `${negative ? ` ${MINUS} ` : ' + '}${body}`);
  }
  return terms.length === 0 ? '0' : terms.join('');
}

/** A sum of terms in several letters: [[3, 'a'], [-2, 'b'], [5, '']] → 3a − 2b + 5. */
export function terms(parts: readonly (readonly [Num, string])[]): string {
  const out: string[] = [];
  for (const [coefficient, letters] of parts) {
    const c = fr(coefficient);
    if (c.equals(0)) continue;
    const abs = c.abs();
    const body = letters && abs.equals(1) ? letters : `${fractionText(abs)}${letters}`;
    const negative = c.compare(0) < 0;
    out.push(out.length === 0 ? (negative ? `${MINUS}${body}` : body) : `${negative ? ` ${MINUS} ` : ' + '}${body}`);
  }
  return out.length === 0 ? '0' : out.join('');
}

const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** 2 → ², 10 → ¹⁰. */
export function superscript(n: number): string {
  return String(n)
    .split('')
    .map((digit) => superscripts[Number(digit)] ?? digit)
    .join('');
}

/** a × 10ⁿ written both ways a learner may type it: 3.6×10⁷ and 3.6×10^7. */
export function scientific(mantissa: Fraction, exponent: number): string[] {
  const m = num(mantissa, true);
  const e = num(exponent);
  return forms(`${m}×10${exponent < 0 ? '⁻' : ''}${superscript(Math.abs(exponent))}`, `${m}×10^${e}`, `${m}*10^${e}`);
}

/** Greatest common divisor of two integers (positive). */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}
