import Fraction from 'fraction.js';

/** How numbers are written in exercises: exact, never with binary floating-point noise (0.1 + 0.2 is 0.3). */

/** A fraction in lowest terms as a child writes it: '3/4', '-2/5', a whole number as '3'. */
export function fractionText(value: Fraction): string {
  return value.toFraction(false);
}

/** A mixed number: '1又1/2' for 3/2 (a proper fraction or whole number is written as such). */
export function mixedText(value: Fraction): string {
  const whole = value.compare(0) < 0 ? value.ceil() : value.floor();
  const rest = value.sub(whole).abs();
  if (rest.equals(0) || whole.equals(0)) return fractionText(value);
  return `${fractionText(whole)}又${fractionText(rest)}`;
}

/** A terminating decimal written in full ('0.125', '12', '-3.5'); throws for a value that does not terminate. */
export function decimalText(value: Fraction | number): string {
  const exact = new Fraction(value);
  const text = exact.toString(20);
  if (text.includes('(')) throw new RangeError(`${fractionText(exact)} is not a terminating decimal`);
  return text;
}

/** A number rounded to `places` decimals, half up, written without trailing zeros beyond them: 3.14159 → '3.14'. */
export function roundedText(value: Fraction | number, places: number): string {
  return new Fraction(value).round(places).toString(places);
}

/** Exact arithmetic for generators: `frac(3, 4)`, `frac('0.25')`. */
export const frac = (numerator: number | string | Fraction, denominator?: number): Fraction =>
  denominator === undefined ? new Fraction(numerator) : new Fraction(Number(numerator), denominator);

export { Fraction };
