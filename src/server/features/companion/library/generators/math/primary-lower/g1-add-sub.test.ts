import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { g1AddSubGenerators } from './g1-add-sub.ts';
import { g1CarryGenerators } from './g1-carry.ts';
import {
  type Expectation,
  arithmetic,
  comparison,
  equalsNumber,
  evalExpr,
  ints,
  match,
  problemOf,
  readChinese,
} from './verify.test-support.ts';

/** Picture sums: marks on the left and right (一共), or marks with some taken away (还剩). */
function pictured(v: GeneratedExercise): Expectation {
  const found = /左边有 (\S+)，右边有 (\S+)，一共/.exec(v.prompt);
  if (found) return equalsNumber(Array.from(found[1]!).length + Array.from(found[2]!).length);
  const [marks, taken] = match(v.prompt, /原来有 (\S+)，拿走了 (\d+) 个/);
  return equalsNumber(Array.from(marks!).length - Number(taken));
}

const sumOrPicture = (v: GeneratedExercise) => arithmetic(v.prompt) ?? pictured(v);

/** Stories: 一共/原来 add the two numbers, 还剩/拿走了几 take the second from the first. */
function story(v: GeneratedExercise): Expectation {
  const [a, b] = ints(v.prompt);
  if (/一共有几|原来有几/.test(v.prompt)) return equalsNumber(a! + b!);
  return equalsNumber(a! - b!);
}

function teensPlace(v: GeneratedExercise): Expectation {
  const numbers = ints(v.prompt);
  if (v.prompt.includes('读作')) return { isRight: (text) => readChinese(text) === numbers[0] };
  if (v.prompt.includes('写作')) return equalsNumber(readChinese(match(v.prompt, /^(.+)写作/)[0]!));
  if (v.prompt.includes('里面有')) return equalsNumber(numbers[0]! - 10 * numbers[1]!);
  return equalsNumber(10 * numbers[0]! + numbers[1]!);
}

function queue(v: GeneratedExercise): Expectation {
  const [a, b] = ints(v.prompt);
  if (v.prompt.includes('中间')) return equalsNumber(b! - a! - 1);
  if (v.prompt.includes('从后往前')) return equalsNumber(a! + b! - 1);
  return equalsNumber(a! + b! + 1);
}

/** '用凑十法算 a + b：把 s 分成 k 和____' — the rest of s. */
function carry(v: GeneratedExercise): Expectation {
  const step = /把 (\d+) 分成 (\d+) 和____/.exec(v.prompt);
  if (step) {
    const [a, b] = ints(v.prompt);
    expect(Math.max(a!, b!) + Number(step[2]), `${v.prompt} makes ten`).toBe(10);
    return equalsNumber(Number(step[1]) - Number(step[2]));
  }
  return arithmetic(v.prompt)!;
}

function carryReview(v: GeneratedExercise): Expectation {
  if (v.kind === 'multiple') {
    const target = ints(v.prompt)[0]!;
    return { isRight: (option) => evalExpr(option) === target };
  }
  return comparison(v.prompt)!;
}

const verifiers: Record<string, (v: GeneratedExercise) => Expectation> = {
  'm1-add-5': sumOrPicture,
  'm1-sub-5': sumOrPicture,
  'm1-zero': (v) => arithmetic(v.prompt)!,
  'm1-add-sub-6-7': (v) => arithmetic(v.prompt)!,
  'm1-add-sub-8-9': (v) => arithmetic(v.prompt)!,
  'm1-add-sub-10': (v) => arithmetic(v.prompt)!,
  'm1-word-10': story,
  'm1-chain-10': (v) => arithmetic(v.prompt)!,
  'm1-mixed-10': (v) => arithmetic(v.prompt)!,
  'm1-teens-place': teensPlace,
  'm1-teens-add-sub': (v) => arithmetic(v.prompt)!,
  'm1-queue': queue,
  'm1-nine-plus': carry,
  'm1-876-plus': carry,
  'm1-5432-plus': carry,
  'm1-carry-word': story,
  'm1-carry-review': carryReview,
  'm1-carry-any': (v) => arithmetic(v.prompt)!,
};

const set = { ...g1AddSubGenerators, ...g1CarryGenerators };

describe('一年级 加、减法 generators', () => {
  it.each(Object.keys(set))(
    '%s: valid variants whose answers a second computation confirms',
    (id) => {
      const verify = verifiers[id];
      expect(verify, `${id} has an independent check`).toBeDefined();
      for (const variant of checkGenerator(id, set[id]!)) {
        expect(problemOf(variant, verify!(variant))).toBeUndefined();
        expect(variant.prompt, 'no result below zero or above 20').not.toMatch(/-\d/);
      }
    },
    60_000,
  );

  it('reads Chinese numerals back', () => {
    expect([readChinese('十五'), readChinese('二十'), readChinese('三千零五'), readChinese('一百一十')]).toEqual([15, 20, 3005, 110]);
  });
});
