import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { g1bNumberGenerators } from './g1b-numbers.ts';
import {
  type Expectation,
  arithmetic,
  comparison,
  equalsNumber,
  equalsText,
  ints,
  match,
  problemOf,
  readChinese,
} from './verify.test-support.ts';

function tensOnes(v: GeneratedExercise): Expectation {
  const numbers = ints(v.prompt);
  if (v.prompt.includes('里面有____个十')) return equalsNumber(Math.floor(numbers[0]! / 10));
  if (v.prompt.includes('里面有')) return equalsNumber(numbers[0]! % 10);
  return equalsNumber(numbers[0]! * 10 + numbers[1]!);
}

function countBy(v: GeneratedExercise): Expectation {
  const items = v.prompt.split('：')[1]!.split('、');
  const gap = items.indexOf('____');
  const by = { 一: 1, 两: 2, 五: 5, 十: 10 }[v.prompt[0] as '一' | '两' | '五' | '十'];
  return equalsNumber(Number(items[gap - 1]) + by);
}

function readWrite(v: GeneratedExercise): Expectation {
  if (v.kind === 'truefalse') {
    const [words, claimed] = match(v.prompt, /^判断：(.+)写作 (\d+)。$/);
    return { truth: readChinese(words!) === Number(claimed) };
  }
  if (v.prompt.includes('读作')) return { isRight: (text) => readChinese(text) === ints(v.prompt)[0] };
  return equalsNumber(readChinese(match(v.prompt, /^(.+)写作/)[0]!));
}

function order(v: GeneratedExercise): Expectation {
  if (v.prompt.startsWith('按顺序填数：')) {
    const items = v.prompt.slice('按顺序填数：'.length).split('、');
    const gap = items.indexOf('____');
    const n = items.map(Number);
    const step = gap >= 2 ? n[1]! - n[0]! : n[gap + 2]! - n[gap + 1]!;
    return equalsNumber(gap > 0 ? n[gap - 1]! + step : n[gap + 1]! - step);
  }
  const [first, second] = ints(v.prompt);
  if (v.prompt.includes('多 1')) return equalsNumber(first! + 1);
  if (v.prompt.includes('少 1')) return equalsNumber(first! - 1);
  return equalsNumber((first! + second!) / 2);
}

/** 差 5 以内是“一些”，差 30 以上是“得多”. */
function muchMore(v: GeneratedExercise): Expectation {
  const [a, b] = ints(v.prompt);
  const diff = Math.abs(a! - b!);
  expect(diff <= 5 || diff >= 30, v.prompt).toBe(true);
  return equalsText(`${a! > b! ? '多' : '少'}${diff <= 5 ? '一些' : '得多'}`);
}

function counters(v: GeneratedExercise): Expectation {
  const k = ints(v.prompt)[0]!;
  if (v.kind === 'fill') return equalsNumber(k + 1);
  if (v.kind === 'single') return equalsNumber(10 * k);
  return { isRight: (option) => Array.from(option).reduce((sum, digit) => sum + Number(digit), 0) === k };
}

const verifiers: Record<string, (v: GeneratedExercise) => Expectation> = {
  'm1-tens-ones-100': tensOnes,
  'm1-count-by-100': countBy,
  'm1-read-write-100': readWrite,
  'm1-number-order-100': order,
  'm1-compare-sign-100': (v) => comparison(v.prompt)!,
  'm1-much-more': muchMore,
  'm1-tens-add-sub': (v) => arithmetic(v.prompt)!,
  'm1-arrange-counters': counters,
};

describe('一年级下册 100以内数的认识 generators', () => {
  it.each(Object.keys(g1bNumberGenerators))(
    '%s: valid variants whose answers a second computation confirms',
    (id) => {
      const verify = verifiers[id];
      expect(verify, `${id} has an independent check`).toBeDefined();
      for (const variant of checkGenerator(id, g1bNumberGenerators[id]!)) expect(problemOf(variant, verify!(variant))).toBeUndefined();
    },
    60_000,
  );
});
