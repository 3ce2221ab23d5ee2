import { evaluate } from 'mathjs';
import type { GeneratedExercise } from '../../exercise.ts';

/**
 * Test support for this folder's *.test.ts files (the server never imports it): a second, independent way to the
 * answer of a variant — numbers parsed out of its prompt, sums evaluated with mathjs, Chinese numerals read back —
 * and the comparison with what the generator answered.
 */

/** What the right answer is, worked out from the variant: a judgement, or which texts (fill-in or option) are right. */
export type Expectation = { truth: boolean } | { isRight: (text: string) => boolean };

export const equalsNumber = (value: number): Expectation => ({ isRight: (text) => text.trim() !== '' && Number(text) === value });
export const equalsText = (value: string): Expectation => ({ isRight: (text) => text === value });

/** Evaluates a printed sum: '15 − 8', '3 × 4 + 3', '(30 − 6) ÷ 4'. */
export function evalExpr(text: string): number {
  const value: unknown = evaluate(text.replace(/−/g, '-').replace(/×/g, '*').replace(/÷/g, '/').replace(/（/g, '(').replace(/）/g, ')'));
  if (typeof value !== 'number') throw new Error(`not a number: ${text}`);
  return value;
}

/** The whole numbers in a text, in order. */
export const ints = (text: string) => [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));

/** The first match's groups, or a thrown error naming the text (a variant that does not read as expected). */
export function match(text: string, pattern: RegExp): string[] {
  const found = pattern.exec(text);
  if (!found) throw new Error(`"${text}" does not match ${pattern}`);
  return found.slice(1).map((group) => group ?? '');
}

/** The list after '：' up to '。', split at '、'. */
export const listIn = (text: string, after: string) => match(text, new RegExp(`${after}：([^。]+)。`))[0]!.split('、');

const digitValues: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const unitValues: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** Reads a Chinese numeral below 10000: 三千零五 → 3005, 十五 → 15, 一百一十 → 110. */
export function readChinese(text: string): number {
  let total = 0;
  let digit = 0;
  for (const char of text) {
    if (char in digitValues) digit = digitValues[char]!;
    else if (char in unitValues) {
      total += (digit === 0 ? 1 : digit) * unitValues[char]!;
      digit = 0;
    } else if (char === '万') throw new Error('not read here');
    else throw new Error(`not a numeral: ${text}`);
  }
  return total + digit;
}

/** Checks a variant against the expectation; returns what is wrong, or undefined. */
export function problemOf(exercise: GeneratedExercise, expected: Expectation): string | undefined {
  const shown = JSON.stringify(exercise);
  if ('truth' in expected) {
    if (exercise.kind !== 'truefalse') return `expected a judgement: ${shown}`;
    return exercise.answer === expected.truth
      ? undefined
      : `judged ${String(exercise.answer)}, recomputed ${String(expected.truth)}: ${shown}`;
  }
  switch (exercise.kind) {
    case 'truefalse':
      return `expected a choice or fill-in: ${shown}`;
    case 'fill':
      return exercise.answer.every((text) => expected.isRight(text)) ? undefined : `an accepted answer is wrong: ${shown}`;
    case 'single': {
      const right = exercise.options.flatMap((option, i) => (expected.isRight(option) ? [i] : []));
      return right.length === 1 && right[0] === exercise.answer
        ? undefined
        : `right options ${JSON.stringify(right)}, answer ${exercise.answer}: ${shown}`;
    }
    case 'multiple': {
      const right = exercise.options.flatMap((option, i) => (expected.isRight(option) ? [i] : []));
      return JSON.stringify(right) === JSON.stringify(exercise.answer)
        ? undefined
        : `right options ${JSON.stringify(right)}, answer ${JSON.stringify(exercise.answer)}: ${shown}`;
    }
  }
}

/**
 * The three ways shared.askResult asks a sum — '计算：E = ____', '计算 E，得数是（\u3000）。', '判断：E = c。' — and a
 * missing addend 'a + ____ = n': recomputed with mathjs. Undefined for any other prompt.
 */
export function arithmetic(prompt: string): Expectation | undefined {
  let found = /^计算：(.+) = ____$/.exec(prompt) ?? /^计算 (.+)，得数是（\u3000）。$/.exec(prompt);
  if (found) return equalsNumber(evalExpr(found[1]!));
  found = /^判断：(.+) = (\d+)。$/.exec(prompt);
  if (found) return { truth: evalExpr(found[1]!) === Number(found[2]) };
  found = /填数：(\d+) \+ ____ = (\d+)$/.exec(prompt);
  if (found) return equalsNumber(Number(found[2]) - Number(found[1]));
  return undefined;
}

/** '比一比，填上“>”“<”或“=”：L ____ R' with L and R numbers or sums. */
export function comparison(prompt: string): Expectation | undefined {
  const found = /填上“>”“<”或“=”：(.+) ____ (.+)$/.exec(prompt);
  if (!found) return undefined;
  const left = evalExpr(found[1]!);
  const right = evalExpr(found[2]!);
  return equalsText(left > right ? '>' : left < right ? '<' : '=');
}
