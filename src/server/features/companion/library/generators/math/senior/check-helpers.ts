import type { GeneratedExercise } from '../../exercise.ts';

/**
 * Reading a generated exercise back for the tests' independent check of its mathematics: the right answer's text,
 * the wrong options, printed mathematics as mathjs syntax, and sets or conditions as membership tests. Written apart
 * from the generators' own formatting so that a mistake in one is not repeated in the other.
 */

/** The right answer as text: the option at `answer`, a fill-in's first accepted form, or 'true' / 'false'. */
export function rightText(exercise: GeneratedExercise): string {
  switch (exercise.kind) {
    case 'single':
      return exercise.options[exercise.answer] ?? '';
    case 'fill':
      return exercise.answer[0] ?? '';
    case 'truefalse':
      return String(exercise.answer);
    case 'multiple':
      return exercise.answer.map((i) => exercise.options[i]).join('；');
  }
}

/** The options that are not the answer (empty for fill-ins and true/false). */
export function wrongOptions(exercise: GeneratedExercise): string[] {
  if (exercise.kind === 'single') return exercise.options.filter((_, i) => i !== exercise.answer);
  if (exercise.kind === 'multiple') return exercise.options.filter((_, i) => !exercise.answer.includes(i));
  return [];
}

/** Printed mathematics as mathjs syntax: '−3x² + 2x ≤ 0' → '-3x^2 + 2x <= 0'. */
export function toMathjs(text: string): string {
  return text
    .replace(/−/g, '-')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/⁴/g, '^4')
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/≠/g, '!=')
    .replace(/(?<![<>=!])=(?!=)/g, '==')
    .replace(/π/g, 'pi')
    .replace(/√(\d+|\([^)]*\))/g, 'sqrt($1)')
    .replace(/·/g, '*')
    .replace(/×/g, '*')
    .replace(/÷/g, '/');
}

/** A number as printed: '−3', '3/4', '2.5'. */
export function parseNumber(text: string): number {
  const t = text.trim().replace(/−/g, '-');
  if (t.includes('/')) {
    const [n, d] = t.split('/');
    return Number(n) / Number(d);
  }
  return Number(t);
}

/** Every number in a text, in order (signed integers, decimals and fractions a/b). */
export function numbersIn(text: string): number[] {
  return [...text.replace(/−/g, '-').matchAll(/-?\d+(?:\.\d+)?(?:\/\d+)?/g)].map((m) => parseNumber(m[0]));
}

type Membership = (x: number) => boolean;

/** One comparison chain on x, e.g. '−1 < x ≤ 3', 'x ≥ 2', '2 > x'. */
function comparisonChain(text: string): Membership {
  const parts = text
    .replace(/−/g, '-')
    .split(/(<=|>=|<|>|≤|≥|=)/)
    .map((part) => part.trim());
  const tests: Membership[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const left = parts[i - 1] ?? '';
    const op = parts[i] ?? '';
    const right = parts[i + 1] ?? '';
    const value = (side: string) => {
      if (side === 'x') return (x: number) => x;
      const constant = parseNumber(side);
      return () => constant;
    };
    const l = value(left);
    const r = value(right);
    const compare = (a: number, b: number) =>
      op === '<' ? a < b : op === '>' ? a > b : op === '≤' || op === '<=' ? a <= b : op === '≥' || op === '>=' ? a >= b : a === b;
    tests.push((x) => compare(l(x), r(x)));
  }
  return (x) => tests.every((test) => test(x));
}

/** Interval notation, possibly a union: '(−∞, 2] ∪ (3, +∞)', '[1, 3)'. */
function intervals(text: string): Membership {
  const pieces = text.split('∪').map((piece) => piece.trim());
  const tests = pieces.map((piece): Membership => {
    const match = /^([[(])\s*([^,]+),\s*([^\])]+)\s*([\])])$/.exec(piece);
    if (!match) throw new Error(`not an interval: ${piece}`);
    const [, open, lowText, highText, close] = match as unknown as [string, string, string, string, string];
    const low = lowText.includes('∞') ? -Infinity : parseNumber(lowText);
    const high = highText.includes('∞') ? Infinity : parseNumber(highText);
    return (x) => (open === '[' ? x >= low : x > low) && (close === ']' ? x <= high : x < high);
  });
  return (x) => tests.some((test) => test(x));
}

/**
 * A set of real numbers as printed, as a membership test: '∅', 'R', '{1, 2, 3}', '{x | −1 < x ≤ 3}',
 * '{x | x < 1 或 x ≥ 4}', interval notation and unions of intervals.
 */
export function setMembership(text: string): Membership {
  const t = text.trim();
  if (t === '∅') return () => false;
  if (t === 'R') return () => true;
  const described = /^\{\s*x\s*(?:∈\s*R\s*)?\|\s*(.+)\}$/.exec(t);
  if (described) {
    const alternatives = (described[1] ?? '').split('或').map((part) => comparisonChain(part.trim()));
    return (x) => alternatives.some((test) => test(x));
  }
  if (t.startsWith('{')) {
    const members = t
      .slice(1, -1)
      .split(',')
      .map((item) => parseNumber(item));
    return (x) => members.some((member) => Math.abs(member - x) < 1e-9);
  }
  return intervals(t);
}

/** Sample points for comparing sets: every quarter from −20 to 20, where the exercises' ends lie. */
export const samplePoints: readonly number[] = Array.from({ length: 161 }, (_, i) => -20 + i / 4);

/** Whether two membership tests agree on every sample point. */
export function sameSet(a: Membership, b: Membership, points: readonly number[] = samplePoints): boolean {
  return points.every((x) => a(x) === b(x));
}
