import { complex, conj, divide, evaluate, type Complex } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { parseNumber, rightText, toMathjs, wrongOptions } from './check-helpers.ts';
import { complexGenerators } from './complex.ts';

/** A printed complex expression ('(3 − 4i)(2 + i)', '2√3 + 2i') evaluated by mathjs. */
const value = (text: string): Complex =>
  complex(
    evaluate(
      toMathjs(text)
        .replace(/(\d)i/g, '$1*i')
        .replace(/\)\(/g, ')*(')
        .replace(/(\d)sqrt/g, '$1*sqrt')
        .replace(/\)i/g, ')*i'),
    ) as Complex,
  );
const same = (a: Complex, b: Complex) => Math.abs(a.re - b.re) < 1e-9 && Math.abs(a.im - b.im) < 1e-9;
const quadrants = ['第一象限', '第二象限', '第三象限', '第四象限'];
const between = (text: string, start: string, end: string) => text.slice(text.indexOf(start) + start.length, text.indexOf(end));

const verify: Record<string, (exercise: GeneratedExercise) => void> = {
  'm10-complex-parts': (e) => {
    const z = value(between(e.prompt, 'z = ', ' 的'));
    expect(parseNumber(rightText(e))).toBe((e.prompt.includes('实部') ? z.re : z.im) + 0);
  },
  'm10-complex-pure-imaginary': (e) => {
    const real = toMathjs(between(e.prompt, 'z = (', ') + (')).replace(/(\d)m/g, '$1*m');
    const imag = toMathjs(between(e.prompt, ') + (', ')i')).replace(/(\d)m/g, '$1*m');
    const m = parseNumber(rightText(e));
    const re = evaluate(real, { m }) as number;
    const im = evaluate(imag, { m }) as number;
    if (e.prompt.includes('纯虚数')) expect(re === 0 && im !== 0).toBe(true);
    else expect(im).toBe(0);
  },
  'm10-complex-modulus': (e) => {
    const z = value(between(e.prompt, 'z = ', ' 的模'));
    const size = Math.hypot(z.re, z.im);
    const num = (t: string) => evaluate(toMathjs(t).replace(/(\d)sqrt/g, '$1*sqrt')) as number;
    expect(Math.abs(num(rightText(e)) - size) < 1e-9).toBe(true);
    for (const wrong of wrongOptions(e)) expect(Math.abs(num(wrong) - size) < 1e-9).toBe(false);
  },
  'm10-complex-quadrant': (e) => {
    const z = value(between(e.prompt, '复数 ', ' 对应'));
    const q = z.re > 0 ? (z.im > 0 ? 0 : 3) : z.im > 0 ? 1 : 2;
    expect(z.re !== 0 && z.im !== 0).toBe(true);
    expect(rightText(e)).toBe(quadrants[q]);
  },
  'm10-complex-add-subtract': (e) => expect(same(value(rightText(e)), value(between(e.prompt, '计算：', ' = ____')))).toBe(true),
  'm10-complex-multiply': (e) => expect(same(value(rightText(e)), value(between(e.prompt, '计算：', ' = ____')))).toBe(true),
  'm10-complex-divide': (e) => {
    const [top = '', bottom = ''] = between(e.prompt, '计算：', ' = ____').split(' ÷ ');
    expect(same(value(rightText(e)), divide(value(top), value(bottom)) as Complex)).toBe(true);
  },
  'm10-complex-conjugate': (e) => {
    const z = value(between(e.prompt, 'z = ', e.prompt.includes('z·z̄') ? '，z̄' : ' 的共轭'));
    if (e.prompt.includes('z·z̄')) expect(parseNumber(rightText(e))).toBe(z.re * z.re + z.im * z.im);
    else expect(same(value(rightText(e)), conj(z))).toBe(true);
  },
  'm10-complex-argument': (e) => {
    const z = value(between(e.prompt, 'z = ', ' 的辐角'));
    const arg = (Math.atan2(z.im, z.re) + 2 * Math.PI) % (2 * Math.PI);
    const angle = (t: string) => evaluate(toMathjs(t).replace(/(\d)pi/g, '$1*pi')) as number;
    expect(Math.abs(angle(rightText(e)) - arg) < 1e-9).toBe(true);
    for (const wrong of wrongOptions(e)) expect(Math.abs(angle(wrong) - arg) < 1e-9).toBe(false);
  },
};

describe('必修第二册 复数 generators', () => {
  it('has a second check for every generator', () => expect(Object.keys(verify).sort()).toEqual(Object.keys(complexGenerators).sort()));
  for (const [id, generator] of Object.entries(complexGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verify[id]?.(exercise);
    });
  }
});
