import { expect } from 'vitest';
import type { GeneratedExercise, GeneratorSet } from '../../exercise.ts';

/**
 * Test support (imported by the *.test.ts files only): an independent second computation of each generator's answer
 * from the text of its variant, with mathjs for expressions.
 */
export type Verifier = (exercise: GeneratedExercise) => string | number | boolean | string[];

/** Every number written in a text, in order. */
export const numbers = (text: string): number[] => [...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));

type Ratio = { n: bigint; d: bigint };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
function ratio(n: bigint, d: bigint): Ratio {
  if (d === 0n) throw new Error('division by zero');
  const g = gcd(n, d) || 1n;
  const sign = d < 0n ? -1n : 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/**
 * The exact value of an arithmetic expression as the exercises write it (+ − × ÷ ( ) [ ] and decimals), as decimal
 * text: a small parser of its own with BigInt fractions, independent of the generators' arithmetic.
 */
export function evaluateText(expression: string): string {
  const tokens = expression.replace(/\s+/g, '').match(/\d+(?:\.\d+)?|[-+−×*÷/()[\]]/g) ?? [];
  let at = 0;
  const number = (text: string): Ratio => {
    const [whole = '0', part = ''] = text.split('.');
    return ratio(BigInt(whole + part), 10n ** BigInt(part.length));
  };
  const primary = (): Ratio => {
    const token = tokens[at++] ?? '';
    if (token === '(' || token === '[') {
      const value = sum();
      at++;
      return value;
    }
    return number(token);
  };
  const product = (): Ratio => {
    let value = primary();
    while (['×', '*', '÷', '/'].includes(tokens[at] ?? '')) {
      const op = tokens[at++];
      const right = primary();
      value = op === '×' || op === '*' ? ratio(value.n * right.n, value.d * right.d) : ratio(value.n * right.d, value.d * right.n);
    }
    return value;
  };
  const sum = (): Ratio => {
    let value = product();
    while (['+', '-', '−'].includes(tokens[at] ?? '')) {
      const op = tokens[at++];
      const right = product();
      value = ratio(op === '+' ? value.n * right.d + right.n * value.d : value.n * right.d - right.n * value.d, value.d * right.d);
    }
    return value;
  };
  const value = sum();
  return ratioToDecimal(`${value.n}/${value.d}`);
}

/** The expression of a prompt like '计算：12 + 3 × 4 = ____' or '计算 12 + 3 × 4 的结果是'. */
export function expressionOf(prompt: string): string {
  const match = /(?:计算|口算|笔算|简便方法计算)[：\s]*([\d\s+−×÷()[\]./]+?)\s*(?:=|的结果)/.exec(prompt);
  if (!match?.[1]) throw new Error(`no expression in ${prompt}`);
  return match[1];
}

/** Exact decimal text of a mathjs ratio '7/4' → '1.75'. */
export function ratioToDecimal(ratio: string): string {
  const [top, bottom = '1'] = ratio.split('/');
  let numerator = BigInt(top ?? '0');
  const denominator = BigInt(bottom);
  const negative = numerator < 0n;
  if (negative) numerator = -numerator;
  let text = (numerator / denominator).toString();
  let rest = numerator % denominator;
  if (rest !== 0n) text += '.';
  for (let i = 0; rest !== 0n && i < 12; i++) {
    rest *= 10n;
    text += (rest / denominator).toString();
    rest %= denominator;
  }
  return (negative ? '-' : '') + text;
}

/** Checks a variant against the value computed independently: the right answer equals it, no other option does. */
export function expectAnswer(id: string, exercise: GeneratedExercise, expected: string | number | boolean | string[]): void {
  const where = `${id}: ${exercise.prompt}`;
  switch (exercise.kind) {
    case 'fill':
      expect(exercise.answer[0], where).toBe(String(expected));
      return;
    case 'truefalse':
      expect(exercise.answer, where).toBe(expected);
      return;
    case 'single': {
      expect(exercise.options[exercise.answer], where).toBe(String(expected));
      const others = exercise.options.filter((_, i) => i !== exercise.answer);
      expect(others, where).not.toContain(String(expected));
      return;
    }
    case 'multiple':
      expect(exercise.answer.map((i) => exercise.options[i]).sort(), where).toEqual([...(expected as string[])].sort());
  }
}

/** Every generator of a set has a verifier, and each of its sample variants agrees with it. */
export function verifyAll(id: string, exercise: GeneratedExercise, verifiers: Readonly<Record<string, Verifier>>): void {
  const verify = verifiers[id];
  if (!verify) throw new Error(`no independent check for ${id}`);
  expectAnswer(id, exercise, verify(exercise));
}

export const idsOf = (set: GeneratorSet): string[] => Object.keys(set);

const digitValue: Record<string, number> = { 零: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** A Chinese reading of a whole number back to its value (a second, independent parser). */
export function parseChinese(text: string): number {
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const char of text) {
    if (char in digitValue) digit = digitValue[char] ?? 0;
    else if (char === '十' || char === '百' || char === '千') {
      section += (digit || (char === '十' ? 1 : 0)) * { 十: 10, 百: 100, 千: 1000 }[char];
      digit = 0;
    } else if (char === '万' || char === '亿') {
      const unit = char === '万' ? 1e4 : 1e8;
      if (char === '亿') total = (total + section + digit) * unit;
      else total += (section + digit) * unit;
      section = 0;
      digit = 0;
    } else throw new Error(`not a numeral: ${text}`);
  }
  return total + section + digit;
}

/** A decimal reading (…点…) back to its written text, digit by digit after 点. */
export function parseDecimalReading(text: string): string {
  const [whole = '', part = ''] = text.split('点');
  const digits = [...part].map((char) => {
    if (!(char in digitValue)) return '?';
    return String(digitValue[char]);
  });
  return part ? `${parseChinese(whole)}.${digits.join('')}` : String(parseChinese(whole));
}
