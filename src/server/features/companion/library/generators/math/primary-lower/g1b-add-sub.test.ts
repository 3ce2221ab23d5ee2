import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { g1bAddSubGenerators } from './g1b-add-sub.ts';
import { g1bMoneyGenerators } from './g1b-money.ts';
import { type Expectation, arithmetic, equalsNumber, evalExpr, ints, match, problemOf } from './verify.test-support.ts';

/** Borrowing from 十几: the sum must really borrow, and the result is recomputed with mathjs. */
function borrow(v: GeneratedExercise): Expectation {
  const think = /想 (\d+) \+ ____ = (\d+)/.exec(v.prompt);
  if (think) return equalsNumber(Number(think[2]) - Number(think[1]));
  const [a, b] = ints(v.prompt);
  expect(a! % 10 < b!, `${v.prompt} borrows`).toBe(true);
  return arithmetic(v.prompt)!;
}

function story(v: GeneratedExercise): Expectation {
  const [a, b] = ints(v.prompt);
  return equalsNumber(a! - b!);
}

function borrowColumn(v: GeneratedExercise): Expectation {
  const [a, b] = ints(v.prompt);
  expect(a! % 10 < b! % 10, `${v.prompt} borrows`).toBe(true);
  if (v.prompt.includes('个位上实际算的是')) {
    return { isRight: (option) => ints(option)[0] === 10 + (a! % 10) && evalExpr(option) === 10 + (a! % 10) - (b! % 10) };
  }
  return arithmetic(v.prompt)!;
}

function difference(v: GeneratedExercise): Expectation {
  const [a, b] = ints(v.prompt);
  return equalsNumber(Math.abs(a! - b!));
}

/** 'C比R多 b' gives C = R + b; the first sentence tells one of them, the question asks the other. */
function moreLess(v: GeneratedExercise): Expectation {
  const [subject, a, comparer, ref, sign, b] = match(v.prompt, /^(\S+?)有 (\d+) .，(\S*?)比(\S+?)(多|少) (\d+)/);
  const asked = match(v.prompt, /。(\S+?)有多少/)[0]!;
  const delta = (sign === '多' ? 1 : -1) * Number(b);
  if (comparer !== '') {
    expect([subject, asked]).toEqual([ref, comparer]);
    return equalsNumber(Number(a) + delta);
  }
  expect(asked).toBe(ref);
  return equalsNumber(Number(a) - delta);
}

function sums(v: GeneratedExercise): Expectation {
  const target = ints(v.prompt)[0]!;
  return { isRight: (option) => evalExpr(option) === target };
}

/** 'a元b角' and the like in 角. */
function jiao(text: string): number {
  const found = /^(?:(\d+)元)?(?:(\d+)角)?$/.exec(text.replace(/ /g, ''));
  if (!found || text.trim() === '') throw new Error(`not an amount: ${text}`);
  return Number(found[1] ?? 0) * 10 + Number(found[2] ?? 0);
}

function convert(v: GeneratedExercise): Expectation {
  const n = ints(v.prompt);
  if (/^\d+ 元 = ____角$/.test(v.prompt)) return equalsNumber(n[0]! * 10);
  if (/^\d+ 元 \d+ 角 = ____角$/.test(v.prompt)) return equalsNumber(n[0]! * 10 + n[1]!);
  if (/^\d+ 角 = ____元$/.test(v.prompt)) return equalsNumber(n[0]! / 10);
  if (/^\d+ 角 = ____元 \d+ 角$/.test(v.prompt)) return equalsNumber((n[0]! - n[1]!) / 10);
  return equalsNumber(n[0]! * 10);
}

function count(v: GeneratedExercise): Expectation {
  const parts = [...v.prompt.matchAll(/(\d+) (?:张|个) (\d+) (元|角)/g)];
  return equalsNumber(parts.reduce((sum, part) => sum + Number(part[1]) * Number(part[2]), 0));
}

function compareMoney(v: GeneratedExercise): Expectation {
  const [left, right] = match(v.prompt, /：(\S+) ____ (\S+)$/);
  const [l, r] = [jiao(left!), jiao(right!)];
  return { isRight: (text) => text === (l > r ? '>' : l < r ? '<' : '=') };
}

function shopping(v: GeneratedExercise): Expectation {
  if (v.kind === 'multiple') {
    const prices = new Map([...v.prompt.matchAll(/([^，。]+?)每. (\d+) 元/g)].map((m) => [m[1]!, Number(m[2])]));
    const total = Number(match(v.prompt, /用 (\d+) 元正好/)[0]);
    return { isRight: (option) => option.split('和').reduce((sum, name) => sum + prices.get(name)!, 0) === total };
  }
  if (v.prompt.includes('找回')) {
    const [price, paid] = ints(v.prompt);
    return equalsNumber(paid! - price!);
  }
  const amounts = [...v.prompt.matchAll(/ (\d+元\d+角|\d+元|\d+角)[，。]/g)].map((m) => jiao(m[1]!));
  if (v.prompt.includes('一共要多少钱')) return { isRight: (text) => jiao(text) === amounts[0]! + amounts[1]! };
  const [a, b] = ints(v.prompt);
  return equalsNumber(a! + b!);
}

const verifiers: Record<string, (v: GeneratedExercise) => Expectation> = {
  'm1-minus-9': borrow,
  'm1-minus-876': borrow,
  'm1-minus-5432': borrow,
  'm1-borrow-word': story,
  'm1-oral-add': (v) => arithmetic(v.prompt)!,
  'm1-oral-sub': (v) => arithmetic(v.prompt)!,
  'm1-written-add': (v) => arithmetic(v.prompt)!,
  'm1-written-sub': (v) => arithmetic(v.prompt)!,
  'm1-written-sub-borrow': borrowColumn,
  'm1-difference': difference,
  'm1-more-less': moreLess,
  'm1-sums-review': sums,
  'm1-rmb-convert': convert,
  'm1-rmb-count': count,
  'm1-rmb-compare': compareMoney,
  'm1-shopping': shopping,
};

const set = { ...g1bAddSubGenerators, ...g1bMoneyGenerators };

describe('一年级下册 加、减法和人民币 generators', () => {
  it.each(Object.keys(set))(
    '%s: valid variants whose answers a second computation confirms',
    (id) => {
      const verify = verifiers[id];
      expect(verify, `${id} has an independent check`).toBeDefined();
      for (const variant of checkGenerator(id, set[id]!)) {
        expect(problemOf(variant, verify!(variant))).toBeUndefined();
        for (const n of ints(variant.prompt)) expect(n, `${variant.prompt}: numbers within 100`).toBeLessThanOrEqual(100);
      }
    },
    60_000,
  );
});
