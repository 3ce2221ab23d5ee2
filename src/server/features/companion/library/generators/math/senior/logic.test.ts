import { compile } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { numbersIn, rightText, samplePoints, setMembership, toMathjs, wrongOptions } from './check-helpers.ts';
import { logicGenerators } from './logic.ts';

type Test = (x: number) => boolean;
const condition = (text: string): Test => {
  const compiled = compile(toMathjs(text));
  return (x) => compiled.evaluate({ x }) === true;
};
const subset = (inner: Test, outer: Test) => samplePoints.every((x) => !inner(x) || outer(x));
const kind = (p: Test, q: Test) => {
  const pq = subset(p, q);
  const qp = subset(q, p);
  return pq && qp ? '充要条件' : pq ? '充分不必要条件' : qp ? '必要不充分条件' : '既不充分也不必要条件';
};
const holds = {
  '>': (v: number) => v > 0,
  '≥': (v: number) => v >= 0,
  '<': (v: number) => v < 0,
  '≤': (v: number) => v <= 0,
  '=': (v: number) => v === 0,
  '≠': (v: number) => v !== 0,
};
type Rel = keyof typeof holds;
const fine = Array.from({ length: 241 }, (_, i) => -20 + i / 6);

const verify: Record<string, (exercise: GeneratedExercise) => void> = {
  'm10-condition-kind': (exercise) => {
    const [, p = '', q = ''] = /设 p：(.+)，q：(.+)，则/.exec(exercise.prompt) ?? [];
    expect(rightText(exercise)).toBe(kind(condition(p), condition(q)));
  },
  'm10-iff-judge': (exercise) => {
    const [, p = '', q = ''] = /“(.+)”是“(.+)”的充要条件/.exec(exercise.prompt) ?? [];
    expect(exercise.answer).toBe(kind(condition(p), condition(q)) === '充要条件');
  },
  'm10-condition-parameter': (exercise) => {
    const [, p = '', q = '', want = ''] = /p：(.+)，q：(.+)。若 p 是 q 的(.+)，则/.exec(exercise.prompt) ?? [];
    const k = numbersIn(q)[0] ?? 0;
    const candidates = Array.from({ length: 9 }, (_, i) => k - 2 + i / 2);
    const near = Array.from({ length: 33 }, (_, i) => k - 4 + i / 4);
    const qTest = setMembership(`{x | ${q}}`);
    const relationAt = (a: number) => {
      const pTest = setMembership(`{x | ${p.replace('a', String(a))}}`);
      const pq = near.every((x) => !pTest(x) || qTest(x));
      const qp = near.every((x) => !qTest(x) || pTest(x));
      return pq && qp ? '充要条件' : pq ? '充分不必要条件' : qp ? '必要不充分条件' : '既不充分也不必要条件';
    };
    const good = candidates.filter((a) => relationAt(a) === want);
    const matches = (option: string) => {
      const test = setMembership(`{x | ${option.replace('a', 'x')}}`);
      return candidates.every((a) => test(a) === good.includes(a));
    };
    expect(matches(rightText(exercise))).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(matches(wrong), wrong).toBe(false);
  },
  'm10-quantifier-truth': (exercise) => {
    const [, q = '', expr = '', rel = ''] = /(∀|∃)x ∈ R，(.+) (>|≥|<|≤|=) 0。/.exec(exercise.prompt) ?? [];
    const f = compile(toMathjs(expr));
    const values = samplePoints.map((x) => f.evaluate({ x }) as number);
    const test = holds[rel as Rel];
    // a root may be irrational: a continuous function taking values ≤ 0 and ≥ 0 has one (intermediate values)
    const truth =
      rel === '=' ? values.some((v) => v <= 0) && values.some((v) => v >= 0) : q === '∀' ? values.every(test) : values.some(test);
    expect(exercise.answer).toBe(truth);
  },
  'm10-negation': (exercise) => {
    const parse = (text: string) => {
      const [, q = '', member = '', set = '', expr = '', rel = ''] = /(∀|∃)x (∈|∉) (\S+)，(.+) (>|≥|<|≤|=|≠) 0/.exec(text) ?? [];
      return { q, member, set, expr, rel: rel as Rel };
    };
    const original = parse(exercise.prompt);
    const isNegation = (option: string) => {
      const n = parse(option);
      const oppositeRelation = [-2, -1, 0, 1, 2].every((v) => holds[n.rel](v) === !holds[original.rel](v));
      return n.q !== original.q && n.member === '∈' && n.set === original.set && n.expr === original.expr && oppositeRelation;
    };
    expect(isNegation(rightText(exercise))).toBe(true);
    for (const wrong of wrongOptions(exercise)) expect(isNegation(wrong), wrong).toBe(false);
  },
  'm10-quantifier-parameter': (exercise) => {
    const [, q = '', a = '1', b = '', sign = ''] =
      /“(∀|∃)x ∈ R，(\d?)x² ([+−]) (\d*)x \+ m (?:>|=) 0”/.exec(exercise.prompt)?.slice(0, 5) ?? [];
    const aa = Number(a || '1');
    const bb = (b === '−' ? -1 : 1) * Number(sign || '1');
    // the smallest value of a x² + b x over a grid of sixths, where the lowest point lies (x = −b / 2a)
    const lowest = Math.min(...fine.map((x) => aa * x * x + bb * x));
    const minimum = (m: number) => lowest + m;
    const ms = Array.from({ length: 61 }, (_, i) => i - 20);
    const answer = q === '∀' ? ms.find((m) => minimum(m) > 1e-9) : ms.filter((m) => minimum(m) <= 1e-9).at(-1);
    expect(rightText(exercise)).toBe(String(answer));
  },
};

describe('必修第一册 常用逻辑用语 generators', () => {
  it('has a second check for every generator', () => expect(Object.keys(verify).sort()).toEqual(Object.keys(logicGenerators).sort()));
  for (const [id, generator] of Object.entries(logicGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verify[id]?.(exercise);
    });
  }
});
