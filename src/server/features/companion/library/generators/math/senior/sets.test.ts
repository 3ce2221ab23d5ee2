import { compile } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { numbersIn, parseNumber, rightText, sameSet, samplePoints, setMembership, toMathjs, wrongOptions } from './check-helpers.ts';
import { setGenerators, setOperationGenerators } from './sets.ts';

const integers = Array.from({ length: 101 }, (_, i) => i - 50);
const inNumberSet = (set: string, x: number) => (set === 'Z' ? true : set === 'N' ? x >= 0 : x >= 1);

/** A second way to the answer of each generator, from the exercise's text alone. */
const verify: Record<string, (exercise: GeneratedExercise) => void> = {
  'm10-set-membership': (exercise) => {
    const [, x = '', symbol = '∈', set = ''] = /判断：(.+) (∈|∉) (N\*|N|Z|Q|R)。/.exec(exercise.prompt) ?? [];
    const irrational = /[√π]/.test(x);
    const value = irrational ? NaN : parseNumber(x);
    const member =
      set === 'R'
        ? true
        : irrational
          ? false
          : set === 'Q'
            ? true
            : Number.isInteger(value) && (set === 'Z' || (set === 'N' ? value >= 0 : value > 0));
    expect(exercise.answer).toBe(symbol === '∈' ? member : !member);
  },
  'm10-set-count-elements': (exercise) => {
    const [, set = '', condition = ''] = /\{x ∈ (N\*|N|Z) \| (.+)\}/.exec(exercise.prompt) ?? [];
    const test = compile(toMathjs(condition));
    const count = integers.filter((x) => inNumberSet(set, x) && test.evaluate({ x }) === true).length;
    expect(rightText(exercise)).toBe(String(count));
  },
  'm10-subset-count': (exercise) => {
    const listed = /A = \{([^|}]+)\} 的/.exec(exercise.prompt);
    const range = /x ∈ N \| (\d+) ≤ x ≤ (\d+)/.exec(exercise.prompt);
    const n = listed ? (listed[1] ?? '').split(',').length : Number(range?.[2]) - Number(range?.[1]) + 1;
    const words = /的(非空真子集|真子集|非空子集|子集)共有/.exec(exercise.prompt)?.[1];
    // count the subsets one by one: bit patterns of n elements
    const subsets = Array.from({ length: 2 ** n }, (_, mask) => mask.toString(2).replace(/0/g, '').length);
    const count = subsets.filter((size) =>
      words === '子集' ? true : words === '真子集' ? size < n : words === '非空子集' ? size > 0 : size > 0 && size < n,
    ).length;
    expect(rightText(exercise)).toBe(String(count));
  },
  'm10-set-relation': (exercise) => {
    const [, quadratic = '', listed = ''] = /A = \{x \| (.+) = 0\}，B = \{(.+)\}，/.exec(exercise.prompt) ?? [];
    const f = compile(toMathjs(quadratic));
    const a = integers.filter((x) => f.evaluate({ x }) === 0);
    const b = listed.split(',').map(parseNumber);
    const aInB = a.every((x) => b.includes(x));
    const bInA = b.every((x) => a.includes(x));
    expect(rightText(exercise)).toBe(aInB && bInA ? 'A = B' : aInB ? 'A ⊊ B' : bInA ? 'B ⊊ A' : 'A 与 B 互不包含');
  },
  'm10-set-intersection-union': (exercise) => {
    const [, aText = '', bText = '', op = ''] = /A = (\{.+?\})，B = (\{.+?\})，则 A (∩|∪) B/.exec(exercise.prompt) ?? [];
    const a = setMembership(aText);
    const b = setMembership(bText);
    const result = (x: number) => (op === '∩' ? a(x) && b(x) : a(x) || b(x));
    expect(sameSet(setMembership(rightText(exercise)), result)).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(sameSet(setMembership(wrong), result), wrong).toBe(false);
  },
  'm10-set-union-finite': (exercise) => {
    const [, aText = '', bText = ''] = /A = (\{.+?\})，B = (\{.+?\})，/.exec(exercise.prompt) ?? [];
    const a = setMembership(aText);
    const b = setMembership(bText);
    const union = integers.filter((x) => a(x) || b(x));
    const truth = (statement: string): boolean => {
      let m = /^A ∪ B = (.+)$/.exec(statement);
      if (m) return sameSet(setMembership(m[1] ?? ''), (x) => a(x) || b(x));
      m = /^A ∩ B = A$/.exec(statement);
      if (m) return sameSet((x) => a(x) && b(x), a);
      m = /^A ∩ B = (.+)$/.exec(statement);
      if (m) return sameSet(setMembership(m[1] ?? ''), (x) => a(x) && b(x));
      m = /^A ∪ B 中有 (\d+) 个元素$/.exec(statement);
      if (m) return union.length === Number(m[1]);
      m = /^(−?\d+) ∈ A ∪ B$/.exec(statement);
      if (m) return union.includes(parseNumber(m[1] ?? ''));
      if (statement === 'A ⊆ B') return samplePoints.every((x) => !a(x) || b(x));
      throw new Error(`unknown statement ${statement}`);
    };
    if (exercise.kind !== 'multiple') throw new Error('multiple choice expected');
    exercise.options.forEach((option, i) => expect(truth(option), option).toBe(exercise.answer.includes(i)));
  },
  'm10-set-complement': (exercise) => {
    const [, uText = '', aText = '', bText, expr = ''] =
      /全集 U = (R|\{.+?\})，集合 A = (\{.+?\})(?:，B = (\{.+?\}))?，则 (.+) =（/.exec(exercise.prompt) ?? [];
    const u = setMembership(uText);
    const a = setMembership(aText);
    const b = bText ? setMembership(bText) : () => false;
    const value =
      expr === '∁UA'
        ? (x: number) => u(x) && !a(x)
        : expr === '(∁UA) ∩ B'
          ? (x: number) => u(x) && !a(x) && b(x)
          : (x: number) => u(x) && !a(x) && !b(x);
    expect(sameSet(setMembership(rightText(exercise)), value)).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(sameSet(setMembership(wrong), value), wrong).toBe(false);
  },
};

describe('必修第一册 集合 generators', () => {
  const all = { ...setGenerators, ...setOperationGenerators };
  it('has a second check for every generator', () => expect(Object.keys(verify).sort()).toEqual(Object.keys(all).sort()));
  for (const [id, generator] of Object.entries(all)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verify[id]?.(exercise);
    });
  }
  it('reads numbers back as printed', () => expect(numbersIn('−3 < x ≤ 5/2')).toEqual([-3, 2.5]));
});
