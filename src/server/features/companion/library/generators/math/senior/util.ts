import { decimalText, Fraction, fractionText } from '../../format.ts';

/** How 高中 exercises write numbers, polynomials, intervals and roots: exact, as a textbook prints them. */

/** The minus sign as printed (U+2212); answers a learner types use the ASCII '-'. */
export const MINUS = '−';

/** A number as printed in a prompt: '−3', '3/4', '−2/5'. */
export function num(value: number | Fraction): string {
  return fractionText(new Fraction(value)).replace('-', MINUS);
}

/** A number in parentheses when negative, for products and substitutions: '(−3)', '5'. */
export function paren(value: number | Fraction): string {
  return new Fraction(value).compare(0) < 0 ? `(${num(value)})` : num(value);
}

/**
 * Every way a learner may type an exact number: '3/4' and '0.75' (a terminating decimal), with the ASCII and the
 * printed minus. The first is the one shown as right.
 */
export function numberAnswers(value: number | Fraction, withDecimal = true): string[] {
  const exact = new Fraction(value);
  const forms = [fractionText(exact)];
  if (withDecimal && exact.d !== 1n) {
    try {
      forms.push(decimalText(exact));
    } catch {
      // a repeating decimal is not an exact answer
    }
  }
  return withPrintedMinus(forms);
}

/** Adds the printed minus (U+2212) form of every answer that has an ASCII '-'. */
export function withPrintedMinus(forms: readonly string[]): string[] {
  return [...new Set(forms.flatMap((form) => (form.includes('-') ? [form, form.replaceAll('-', MINUS)] : [form])))];
}

const superscripts: Record<string, string> = { '2': '²', '3': '³', '4': '⁴' };

/** The power of a variable as printed: x, x², x³, x⁴, x^5. */
export function power(variable: string, exponent: number): string {
  if (exponent === 0) return '';
  if (exponent === 1) return variable;
  const digit = superscripts[String(exponent)];
  return digit ? `${variable}${digit}` : `${variable}^${exponent}`;
}

/**
 * A polynomial from its coefficients, highest power first: poly([1, -3, 2]) is 'x² − 3x + 2'; zero terms are left
 * out, a coefficient 1 is not written. Fractions allowed.
 */
export function poly(coefficients: readonly (number | Fraction)[], variable = 'x'): string {
  const degree = coefficients.length - 1;
  const parts: string[] = [];
  coefficients.forEach((raw, i) => {
    const c = new Fraction(raw);
    if (c.equals(0)) return;
    const exponent = degree - i;
    const size = c.abs();
    const body = exponent === 0 ? fractionText(size) : `${size.equals(1) ? '' : fractionText(size)}${power(variable, exponent)}`;
    if (parts.length === 0) parts.push(c.compare(0) < 0 ? `${MINUS}${body}` : body);
    else parts.push(`${c.compare(0) < 0 ? MINUS : '+'} ${body}`);
  });
  return parts.length === 0 ? '0' : parts.join(' ');
}

/** 'x − 3', 'x + 2', 'x' : a variable shifted by a number. */
export function shift(variable: string, by: number | Fraction): string {
  return poly([1, by], variable);
}

export type Bound = { value: number | Fraction | null; closed: boolean };

/** An interval as printed: '(−∞, 2]', '[1, 3)'; a null value is ±∞ (always open). */
export function interval(low: Bound, high: Bound): string {
  const lo = low.value === null ? `(${MINUS}∞` : `${low.closed ? '[' : '('}${num(low.value)}`;
  const hi = high.value === null ? '+∞)' : `${num(high.value)}${high.closed ? ']' : ')'}`;
  return `${lo}, ${hi}`;
}

export const open = (value: number | Fraction | null): Bound => ({ value, closed: false });
export const closed = (value: number | Fraction): Bound => ({ value, closed: true });

/** A finite set as printed: '{1, 2, 3}', '∅' for none. Numbers in ascending order. */
export function setText(items: readonly number[]): string {
  if (items.length === 0) return '∅';
  return `{${[...items]
    .sort((a, b) => a - b)
    .map((x) => num(x))
    .join(', ')}}`;
}

/** √n simplified as k√m: [k, m] (m = 1 for a perfect square). */
export function sqrtParts(n: number): [number, number] {
  let outside = 1;
  let inside = n;
  for (let f = 2; f * f <= inside; f++) {
    while (inside % (f * f) === 0) {
      inside /= f * f;
      outside *= f;
    }
  }
  return [outside, inside];
}

/** √n as printed, simplified: '2√3', '5', '√7'. */
export function sqrtText(n: number): string {
  const [k, m] = sqrtParts(n);
  if (m === 1) return String(k);
  return `${k === 1 ? '' : k}√${m}`;
}

/** Greatest common divisor of two integers (positive). */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** Pythagorean triples (legs a, b, hypotenuse c) with small numbers, for exact sines and cosines. */
export const triples: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [4, 3, 5],
  [5, 12, 13],
  [12, 5, 13],
  [8, 15, 17],
  [15, 8, 17],
  [7, 24, 25],
  [24, 7, 25],
  [20, 21, 29],
  [21, 20, 29],
];

/** Integers from min to max, both included. */
export function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** A fraction of π as printed: 'π', '2π/3', '−π/6', '0'. */
export function piText(multiple: Fraction): string {
  if (multiple.equals(0)) return '0';
  const sign = multiple.compare(0) < 0 ? MINUS : '';
  const size = multiple.abs();
  const n = size.n;
  const d = size.d;
  const top = n === 1n ? 'π' : `${n}π`;
  return d === 1n ? `${sign}${top}` : `${sign}${top}/${d}`;
}

/** Every way to type a multiple of π: '2π/3', '(2/3)π' (and 'pi' for those who cannot type π); not '2/3π', which reads as 2/(3π). */
export function piAnswers(multiple: Fraction): string[] {
  const main = piText(multiple).replace(MINUS, '-');
  const forms = [main];
  if (multiple.d !== 1n) {
    const f = fractionText(multiple);
    forms.push(`(${f})π`);
  }
  return withPrintedMinus([...forms, ...forms.map((form) => form.replaceAll('π', 'pi'))]);
}

/** The blank of a single-choice prompt as printed: '（\u3000）'. */
export const CHOICE = '（\u3000）';

/**
 * A polynomial with a number put in for x, term by term as a learner writes the substitution:
 * substituted([2, -3, 0], -1) is '2 × (−1)² − 3 × (−1)'.
 */
export function substituted(coefficients: readonly number[], x: number | Fraction): string {
  const degree = coefficients.length - 1;
  const parts: string[] = [];
  coefficients.forEach((c, i) => {
    if (c === 0) return;
    const exponent = degree - i;
    const base = exponent === 0 ? '' : exponent === 1 ? paren(x) : `${paren(x)}${superscripts[String(exponent)] ?? `^${exponent}`}`;
    const size = Math.abs(c);
    const body = exponent === 0 ? String(size) : size === 1 ? base : `${size} × ${base}`;
    parts.push(parts.length === 0 ? (c < 0 ? `${MINUS}${body}` : body) : `${c < 0 ? MINUS : '+'} ${body}`);
  });
  return parts.length === 0 ? '0' : parts.join(' ');
}

/** A number as the base or exponent of a power: in parentheses unless it is a whole number ≥ 0: '2', '(1/2)', '(−3)'. */
export function powerPart(value: number | Fraction | string): string {
  if (typeof value === 'string') return /^\d+$/.test(value) ? value : `(${value})`;
  const f = new Fraction(value);
  return f.d === 1n && f.compare(0) >= 0 ? num(f) : `(${num(f)})`;
}

/** a raised to a power as printed: 'a', 'a²', 'a^(2/3)', 'a^(−1)'. */
export function powerOf(variable: string, exponent: Fraction): string {
  if (exponent.d === 1n && exponent.compare(0) > 0) return power(variable, Number(exponent.valueOf()));
  if (exponent.equals(0)) return '1';
  return `${variable}^(${num(exponent)})`;
}
