import { evaluate } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { numbersIn, parseNumber, rightText, toMathjs, wrongOptions } from './check-helpers.ts';
import { vectorApplicationGenerators } from './vector-applications.ts';
import { vectorGenerators } from './vectors.ts';

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
/** '(3, −1)' → [3, −1]. */
const pair = (text: string) => numbersIn(text) as [number, number];
/** Without −0, which toEqual tells apart from 0. */
const plain = (values: number[]) => values.map((v) => v + 0);
/** A printed value ('2√5', '4√6/3', '7') as a number. */
const value = (text: string) => evaluate(toMathjs(text).replace(/(\d)sqrt/g, '$1*sqrt')) as number;
/** The coefficients of a in b of '3a − 2b'. */
function combo(text: string): [number, number] {
  const t = text.replace(/−/g, '-').replace(/ /g, '');
  const coef = (name: string) => {
    const m = new RegExp(`([+-]?\\d*)${name}`).exec(t);
    if (!m) return 0;
    const c = m[1] ?? '';
    return c === '' || c === '+' ? 1 : c === '-' ? -1 : Number(c);
  };
  return [coef('a'), coef('b')];
}
const sin = (deg: number) => Math.sin((deg * Math.PI) / 180);
const cos = (deg: number) => Math.cos((deg * Math.PI) / 180);
const relationMagnitude = (prompt: string, sign: 1 | -1) => {
  const [x = 0, y = 0] = numbersIn(prompt);
  const angle = prompt.includes('⊥') ? 90 : prompt.includes('方向相同') ? 0 : 180;
  // |a ± b|² = x² + y² ± 2xy cos θ
  return Math.sqrt(x * x + y * y + sign * 2 * x * y * cos(angle));
};

const verify: Record<string, (exercise: GeneratedExercise) => void> = {
  'm10-vector-magnitude': (e) => {
    const [ab = 0, bc = 0] = numbersIn(e.prompt);
    expect(near(Number(rightText(e)), Math.hypot(ab, bc))).toBe(true);
  },
  'm10-vector-add-magnitude': (e) => expect(near(Number(rightText(e)), relationMagnitude(e.prompt, 1))).toBe(true),
  'm10-vector-subtract-magnitude': (e) => expect(near(Number(rightText(e)), relationMagnitude(e.prompt, -1))).toBe(true),
  'm10-vector-linear-simplify': (e) => {
    const expr = /化简：(.+) = （/.exec(e.prompt)?.[1] ?? '';
    // evaluate with a = 1000 and b = 1 (coefficients are small), as numbers
    const js = toMathjs(expr)
      .replace(/(\d)\(/g, '$1*(')
      .replace(/(\d)([ab])/g, '$1*$2');
    const at = evaluate(js, { a: 1000, b: 1 }) as number;
    const [p, q] = combo(rightText(e));
    expect(p * 1000 + q).toBe(at);
    for (const wrong of wrongOptions(e)) expect(combo(wrong)[0] * 1000 + combo(wrong)[1]).not.toBe(at);
  },
  'm10-vector-dot-product': (e) => {
    const [x = 0, y = 0, deg = 0] = numbersIn(e.prompt);
    expect(near(parseNumber(rightText(e)), x * y * cos(deg))).toBe(true);
  },
  'm10-vector-basis-decompose': (e) => {
    const t = numbersIn(e.prompt.split('BD = ')[1] ?? '')[0] ?? 0;
    // with A at the origin, B = (1, 0), C = (0, 1): D = B + t(C − B) = (1 − t, t)
    const ask = /，则 ([xy]) =/.exec(e.prompt)?.[1];
    expect(near(parseNumber(rightText(e)), ask === 'x' ? 1 - t : t)).toBe(true);
  },
  'm10-vector-from-points': (e) => {
    const [ax = 0, ay = 0, bx = 0, by = 0] = numbersIn(e.prompt);
    const fromB = e.prompt.includes('向量 BA');
    expect(pair(rightText(e))).toEqual(plain(fromB ? [ax - bx, ay - by] : [bx - ax, by - ay]));
  },
  'm10-vector-coord-add': (e) => {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = numbersIn(e.prompt);
    const s = e.prompt.includes('a − b') ? -1 : 1;
    expect(pair(rightText(e))).toEqual(plain([x1 + s * x2, y1 + s * y2]));
  },
  'm10-vector-coord-scalar': (e) => {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = numbersIn(e.prompt);
    const [m, n] = combo(/，则 (.+) = ____/.exec(e.prompt)?.[1] ?? '');
    expect(pair(rightText(e))).toEqual(plain([m * x1 + n * x2, m * y1 + n * y2]));
  },
  'm10-vector-collinear-parameter': (e) => {
    const [x1 = 0, y1 = 0, known = 0] = numbersIn(e.prompt);
    const m = parseNumber(rightText(e));
    const [bx, by] = e.prompt.includes('(m,') ? [m, known] : [known, m];
    expect(near(x1 * by - bx * y1, 0)).toBe(true);
  },
  'm10-vector-coord-dot': (e) => {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = numbersIn(e.prompt);
    expect(near(parseNumber(rightText(e)), x1 * x2 + y1 * y2)).toBe(true);
  },
  'm10-vector-perpendicular-parameter': (e) => {
    const [x1 = 0, y1 = 0, other = 0] = numbersIn(e.prompt);
    expect(near(x1 * parseNumber(rightText(e)) + y1 * other, 0)).toBe(true);
  },
  'm10-vector-coord-magnitude': (e) => {
    const [x = 0, y = 0] = numbersIn(e.prompt);
    expect(near(value(rightText(e)), Math.hypot(x, y))).toBe(true);
    for (const wrong of wrongOptions(e)) expect(near(value(wrong), Math.hypot(x, y))).toBe(false);
  },
  'm10-parallelogram-vertex': (e) => {
    const [ax = 0, ay = 0, bx = 0, by = 0, cx = 0, cy = 0] = numbersIn(e.prompt);
    const [dx, dy] = pair(rightText(e));
    // diagonals AC and BD bisect each other
    expect([ax + cx, ay + cy]).toEqual(plain([bx + dx, by + dy]));
  },
  'm10-force-resultant': (e) => {
    const [f1 = 0, f2 = 0] = numbersIn(e.prompt);
    expect(near(Number(rightText(e)), Math.hypot(f1, f2))).toBe(true);
  },
  'm10-force-work': (e) => {
    const [f = 0, s = 0, deg = 0] = numbersIn(e.prompt);
    expect(near(parseNumber(rightText(e)), f * s * cos(deg))).toBe(true);
  },
  'm10-cosine-law-side': (e) => {
    const [a = 0, b = 0, C = 0] = numbersIn(e.prompt);
    expect(near(Number(rightText(e)), Math.sqrt(a * a + b * b - 2 * a * b * cos(C)))).toBe(true);
  },
  'm10-cosine-law-angle': (e) => {
    const [a = 0, b = 0, c = 0] = numbersIn(e.prompt);
    // C from the sides by Heron: sin C = 2S/(ab), and the sign of cos C from the largest side
    const s = (a + b + c) / 2;
    const area = Math.sqrt(s * (s - a) * (s - b) * (s - c));
    const cosC = Math.sqrt(Math.max(0, 1 - ((2 * area) / (a * b)) ** 2)) * Math.sign(a * a + b * b - c * c);
    expect(Math.abs(parseNumber(rightText(e)) - cosC) < 1e-6).toBe(true);
  },
  'm10-sine-law-side': (e) => {
    const [A = 0, B = 0, a = 0] = numbersIn(e.prompt);
    const b = (a * sin(B)) / sin(A);
    expect(near(value(rightText(e)), b)).toBe(true);
    for (const wrong of wrongOptions(e)) expect(near(value(wrong), b)).toBe(false);
  },
  'm10-triangle-area': (e) => {
    const [a = 0, b = 0, C = 0] = numbersIn(e.prompt);
    expect(near(parseNumber(rightText(e)), 0.5 * a * b * sin(C))).toBe(true);
  },
};

describe('必修第二册 平面向量及其应用 generators', () => {
  const all = { ...vectorGenerators, ...vectorApplicationGenerators };
  it('has a second check for every generator', () => expect(Object.keys(verify).sort()).toEqual(Object.keys(all).sort()));
  for (const [id, generator] of Object.entries(all)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verify[id]?.(exercise);
    });
  }
});
