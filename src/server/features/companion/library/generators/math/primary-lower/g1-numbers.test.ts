import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { g1NumberGenerators } from './g1-numbers.ts';
import { type Expectation, comparison, equalsNumber, equalsText, ints, listIn, match, problemOf } from './verify.test-support.ts';

function counting(v: GeneratedExercise): Expectation {
  if (v.kind === 'fill') {
    const [row] = match(v.prompt, /^数一数：(.+)，一共有____/);
    return equalsNumber(Array.from(row!.replace(/ /g, '')).length);
  }
  const n = ints(v.prompt)[0]!;
  return { isRight: (option) => Array.from(option.replace(/ /g, '')).length === n };
}

function groups(v: GeneratedExercise): Expectation {
  const [a, rowA, b, rowB] = match(v.prompt, /^(?:判断：)?(.+?)：(.+?)；(.+?)：(.+?)。/);
  const x = Array.from(rowA!).length;
  const y = Array.from(rowB!).length;
  const result = x > y ? `${a}多` : x < y ? `${b}多` : '同样多';
  if (v.kind === 'truefalse') return { truth: match(v.prompt, /比，(.+)。$/)[0] === result };
  return equalsText(result);
}

function frontBack(v: GeneratedExercise): Expectation {
  const list = v.prompt.includes('从前往后') ? listIn(v.prompt, '从前往后依次是') : listIn(v.prompt, '从上往下依次放着');
  const [who, side] = match(v.prompt, /。([^。]+)的(前面|后面|上面|下面)/);
  const i = list.indexOf(who!);
  const before = side === '前面' || side === '上面';
  if (v.prompt.includes('紧挨着')) return equalsText(list[before ? i - 1 : i + 1]!);
  return equalsNumber(before ? i : list.length - 1 - i);
}

function leftRight(v: GeneratedExercise): Expectation {
  const list = listIn(v.prompt, '从左往右依次摆着');
  if (v.kind === 'multiple') {
    const i = list.indexOf(match(v.prompt, /在(.+)左边的有/)[0]!);
    return { isRight: (option) => list.indexOf(option) < i };
  }
  const [x, side] = match(v.prompt, /(?:紧挨在|。)([^。在]+?)的?(左|右)边/);
  const i = list.indexOf(x!);
  if (v.kind === 'single') return equalsText(list[side === '左' ? i - 1 : i + 1]!);
  return equalsNumber(side === '左' ? i : list.length - 1 - i);
}

function order(v: GeneratedExercise): Expectation {
  if (v.prompt.startsWith('按顺序填数：')) {
    const items = v.prompt.slice('按顺序填数：'.length).split('、');
    const gap = items.indexOf('____');
    const numbers = items.map(Number);
    const step = gap >= 2 ? numbers[1]! - numbers[0]! : numbers[gap + 2]! - numbers[gap + 1]!;
    return equalsNumber(gap > 0 ? numbers[gap - 1]! + step : numbers[gap + 1]! - step);
  }
  const [first, second] = ints(v.prompt);
  if (v.prompt.includes('多 1')) return equalsNumber(first! + 1);
  if (v.prompt.includes('少 1')) return equalsNumber(first! - 1);
  return equalsNumber((first! + second!) / 2);
}

function choose(v: GeneratedExercise): Expectation {
  if (v.kind === 'multiple') {
    const x = ints(v.prompt)[0]!;
    return { isRight: (option) => Number(option) > x };
  }
  const values = v.kind === 'single' ? v.options.map(Number) : [];
  const target = v.prompt.includes('最大') ? Math.max(...values) : Math.min(...values);
  return equalsNumber(target);
}

function ordinal(v: GeneratedExercise): Expectation {
  const list = listIn(v.prompt, '从左往右依次是');
  if (v.kind === 'fill') {
    const [side, who] = match(v.prompt, /从(左|右)数，(.+)排第____/);
    const i = list.indexOf(who!);
    return equalsNumber(side === '左' ? i + 1 : list.length - i);
  }
  const k = Number(match(v.prompt, /第 (\d+) 只/)[0]);
  if (v.kind === 'single') return equalsText(list[list.length - k]!);
  return { truth: match(v.prompt, /只是(.+)。$/)[0] === list[k - 1] };
}

function compose(v: GeneratedExercise): Expectation {
  if (v.kind === 'single') {
    const n = ints(v.prompt)[0]!;
    return { isRight: (option) => ints(option).reduce((s, x) => s + x, 0) === n };
  }
  const numbers = ints(v.prompt);
  const n = v.prompt.includes('可以分成') ? numbers[0]! : numbers[1]!;
  const a = v.prompt.includes('可以分成') ? numbers[1]! : numbers[0]!;
  return equalsNumber(n - a);
}

const verifiers: Record<string, (v: GeneratedExercise) => Expectation> = {
  'm1-count-objects-10': counting,
  'm1-count-objects-5': counting,
  'm1-count-objects-6-9': counting,
  'm1-compare-groups': groups,
  'm1-position-front-back': frontBack,
  'm1-position-left-right': leftRight,
  'm1-number-order-5': order,
  'm1-number-order-10': order,
  'm1-number-order-20': order,
  'm1-compare-sign-5': (v) => comparison(v.prompt)!,
  'm1-compare-sign-10': (v) => comparison(v.prompt)!,
  'm1-compare-sign-20': (v) => comparison(v.prompt)!,
  'm1-compare-choose-10': choose,
  'm1-ordinal': ordinal,
  'm1-compose-5': compose,
  'm1-compose-6-9': compose,
  'm1-compose-10': compose,
};

describe('一年级 数的认识 generators', () => {
  it.each(Object.keys(g1NumberGenerators))(
    '%s: valid variants whose answers a second computation confirms',
    (id) => {
      const verify = verifiers[id];
      expect(verify, `${id} has an independent check`).toBeDefined();
      for (const variant of checkGenerator(id, g1NumberGenerators[id]!)) expect(problemOf(variant, verify!(variant))).toBeUndefined();
    },
    60_000,
  );
});
