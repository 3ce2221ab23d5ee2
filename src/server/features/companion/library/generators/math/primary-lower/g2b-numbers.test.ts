import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { g2bAddSubGenerators } from './g2b-add-sub.ts';
import { g2bNumberGenerators } from './g2b-numbers.ts';
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

const placeValue: Record<string, number> = { 千: 1000, 百: 100, 十: 10, 一: 1 };

function compose(v: GeneratedExercise): Expectation {
  if (v.prompt.includes('读作')) return { isRight: (text) => readChinese(text) === ints(v.prompt)[0] };
  if (v.prompt.includes('写作')) return equalsNumber(readChinese(match(v.prompt, /^(.+)写作/)[0]!));
  const inside = /^(\d+) 里面有____个(千|百)/.exec(v.prompt);
  if (inside) return equalsNumber(Math.floor(Number(inside[1]) / placeValue[inside[2]!]!));
  return equalsNumber([...v.prompt.matchAll(/(\d+) 个(千|百|十|一)/g)].reduce((sum, m) => sum + Number(m[1]) * placeValue[m[2]!]!, 0));
}

function countBy(v: GeneratedExercise): Expectation {
  const items = v.prompt.split('：')[1]!.split('、');
  const gap = items.indexOf('____');
  const known = items.map(Number);
  const step = gap >= 2 ? known[1]! - known[0]! : known[gap + 2]! - known[gap + 1]!;
  return equalsNumber(gap > 0 ? known[gap - 1]! + step : known[gap + 1]! - step);
}

function compare(v: GeneratedExercise): Expectation {
  if (v.kind === 'single') {
    const values = v.options.map(Number);
    return equalsNumber(v.prompt.includes('最大') ? Math.max(...values) : Math.min(...values));
  }
  const cards = /用 (.+) 这四张数字卡片/.exec(v.prompt);
  if (!cards) return comparison(v.prompt)!;
  const digits = cards[1]!.split('、');
  const made: number[] = [];
  const permute = (rest: string[], prefix: string) => {
    if (rest.length === 0) {
      if (prefix[0] !== '0') made.push(Number(prefix));
      return;
    }
    rest.forEach((d, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], prefix + d));
  };
  permute(digits, '');
  return equalsNumber(v.prompt.includes('最大') ? Math.max(...made) : Math.min(...made));
}

function approx(v: GeneratedExercise): Expectation {
  if (v.kind === 'single') {
    const target = ints(v.prompt)[0]!;
    const distances = v.options.map((o) => Math.abs(Number(o) - target));
    return { isRight: (option) => Math.abs(Number(option) - target) === Math.min(...distances) };
  }
  const n = ints(v.prompt)[0]!;
  const unit = v.prompt.includes('整千') ? 1000 : 100;
  const below = Math.floor(n / unit) * unit;
  expect(n - below, `${n} is not half-way`).not.toBe(unit / 2);
  return equalsNumber(n - below < unit / 2 ? below : below + unit);
}

function relation(v: GeneratedExercise): Expectation {
  if (v.kind === 'single') {
    const [a] = ints(v.prompt);
    return { isRight: (option) => evalExpr(option) === a };
  }
  const [left, right] = v.prompt.split(' = ');
  const known = ints(left!)[0]!;
  const result = Number(right);
  if (left!.startsWith('____ +')) return equalsNumber(result - known);
  if (left!.startsWith('____ −')) return equalsNumber(result + known);
  return equalsNumber(known - result);
}

function estimate(v: GeneratedExercise): Expectation {
  const shown = match(v.prompt, /估一估：(.+) 的/)[0]!;
  const rounded = shown.replace(/\d+/g, (n) => String(Math.round(Number(n) / 100) * 100));
  return equalsNumber(evalExpr(rounded));
}

/** Solves the shown grid by trying every value for each blank; the asked cell must have one value in every solution. */
function sudoku(v: GeneratedExercise): Expectation {
  const rows = [...v.prompt.matchAll(/第\d行：([^；。]+)/g)].map((m) => m[1]!.split(' '));
  const cells = rows.flat();
  const asked = cells.indexOf('？');
  const values = new Set<number>();
  const grid = cells.map((c) => (/\d/.test(c) ? Number(c) : 0));
  const fits = (i: number, value: number) =>
    [0, 1, 2, 3].every((k) => {
      const [r, c] = [Math.floor(i / 4), i % 4];
      const box = (Math.floor(r / 2) * 2 + Math.floor(k / 2)) * 4 + Math.floor(c / 2) * 2 + (k % 2);
      return grid[r * 4 + k] !== value && grid[k * 4 + c] !== value && grid[box] !== value;
    });
  const solve = (i: number): void => {
    if (i === 16) {
      values.add(grid[asked]!);
      return;
    }
    if (grid[i] !== 0) return solve(i + 1);
    for (let value = 1; value <= 4; value++) {
      if (fits(i, value)) {
        grid[i] = value;
        solve(i + 1);
        grid[i] = 0;
      }
    }
  };
  solve(0);
  expect(values.size, 'the asked cell has one answer').toBe(1);
  return equalsNumber([...values][0]!);
}

function comic(v: GeneratedExercise): Expectation {
  const [start, sold, more] = ints(v.prompt);
  return equalsNumber(start! - sold! + more!);
}

const verifiers: Record<string, (v: GeneratedExercise) => Expectation> = {
  'm2-numbers-1000': compose,
  'm2-numbers-10000': compose,
  'm2-count-by-10000': countBy,
  'm2-compare-10000': compare,
  'm2-approx': approx,
  'm2-round-add-sub': (v) => arithmetic(v.prompt)!,
  'm2-add-10000': (v) => arithmetic(v.prompt)!,
  'm2-sub-10000': (v) => arithmetic(v.prompt)!,
  'm2-add-sub-relation': relation,
  'm2-estimate': estimate,
  'm2-sudoku': sudoku,
  'm2-comic-story': comic,
};

const set = { ...g2bNumberGenerators, ...g2bAddSubGenerators };

describe('二年级下册 万以内数的认识和加减法 generators', () => {
  it.each(Object.keys(set))(
    '%s: valid variants whose answers a second computation confirms',
    (id) => {
      const verify = verifiers[id];
      expect(verify, `${id} has an independent check`).toBeDefined();
      for (const variant of checkGenerator(id, set[id]!)) expect(problemOf(variant, verify!(variant))).toBeUndefined();
    },
    60_000,
  );
});
