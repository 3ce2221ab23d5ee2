import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { g2DivideGenerators } from './g2-divide.ts';
import { g2MultiplyGenerators } from './g2-multiply.ts';
import {
  type Expectation,
  arithmetic,
  equalsNumber,
  equalsText,
  evalExpr,
  ints,
  match,
  problemOf,
  readChinese,
} from './verify.test-support.ts';

/** A multiplication written 'x × y' whose factors are {k, n}. */
const isProductOf = (text: string, k: number, n: number) => {
  const found = /^(\d+) × (\d+)$/.exec(text);
  return found !== null && [Number(found[1]), Number(found[2])].sort().join() === [k, n].sort().join();
};

function meaning(v: GeneratedExercise): Expectation {
  const repeated = /^(?:判断：)?((?:\d+ \+ )+\d+) /.exec(v.prompt);
  if (repeated) {
    const addends = ints(repeated[1]!);
    const [k, n] = [addends.length, addends[0]!];
    if (v.kind === 'truefalse') return { truth: isProductOf(match(v.prompt, /可以写成 (.+)。$/)[0]!, k, n) };
    return { isRight: (option) => isProductOf(option, k, n) };
  }
  if (v.prompt.includes('相加')) return equalsNumber(evalExpr(match(v.prompt, /是 (.+) = ____$/)[0]!));
  return equalsText(v.prompt.includes('都叫') ? '乘数' : '积');
}

/** A line of the 口诀 read back: 四六二十四 → factors 4 and 6, product 24. */
function readRhyme(text: string): { factors: [number, number]; product: number } {
  const [x, y] = [readChinese(text[0]!), readChinese(text[1]!)];
  return { factors: [x, y], product: readChinese(text.slice(2).replace(/^得/, '')) };
}

function times(v: GeneratedExercise): Expectation {
  const head = /补充完整：(..)____$/.exec(v.prompt);
  if (head) {
    const product = readChinese(head[1]![0]!) * readChinese(head[1]![1]!);
    return { isRight: (text) => (/^\d+$/.test(text) ? Number(text) : readChinese(text.replace(/^得/, ''))) === product };
  }
  const used = /计算 (\d+) × (\d+) 时，用的乘法口诀/.exec(v.prompt);
  if (used) {
    const [a, b] = [Number(used[1]), Number(used[2])];
    return {
      isRight: (option) => {
        const line = readRhyme(option);
        return line.factors.sort().join() === [a, b].sort().join() && line.product === a * b;
      },
    };
  }
  return arithmetic(v.prompt)!;
}

function timesAddSub(v: GeneratedExercise): Expectation {
  const groups = /^(\d+) 个 (\d+) (再加|减去) \d+，是____个/.exec(v.prompt);
  if (groups) return equalsNumber(Number(groups[1]) + (groups[3] === '再加' ? 1 : -1));
  return arithmetic(v.prompt)!;
}

function groupsWord(v: GeneratedExercise): Expectation {
  const numbers = ints(v.prompt);
  if (v.prompt.includes('每盒')) return equalsNumber(numbers[0]! * numbers[1]!);
  return equalsNumber(numbers.reduce((s, n) => s + n, 0));
}

function twoStep(v: GeneratedExercise): Expectation {
  const [a, b, c] = ints(v.prompt);
  if (v.prompt.includes('找回')) return equalsNumber(c! - a! * b!);
  return equalsNumber(a! * b! - c!);
}

function share(v: GeneratedExercise): Expectation {
  const [a, b, c] = ints(v.prompt);
  if (v.kind === 'truefalse') return { truth: b === c };
  return equalsNumber(a! / b!);
}

function divisionMeaning(v: GeneratedExercise): Expectation {
  if (v.prompt.includes('读作')) {
    const [a, b] = ints(v.prompt);
    return equalsText(`${a}除以${b}`);
  }
  if (v.kind === 'single') {
    const [a, b, q, x] = ints(v.prompt);
    expect(a! / b!).toBe(q);
    return equalsText(x === a ? '被除数' : x === b ? '除数' : '商');
  }
  return equalsNumber(evalExpr(match(v.prompt, /列式：(.+) = ____$/)[0]!));
}

function divide(v: GeneratedExercise): Expectation {
  const think = /想 ____ × (\d+) = (\d+)/.exec(v.prompt);
  if (think) return equalsNumber(Number(think[2]) / Number(think[1]));
  const result = arithmetic(v.prompt)!;
  const [a, b] = ints(v.prompt);
  expect(a! % b!, `${v.prompt} divides evenly`).toBe(0);
  return result;
}

function divisionWord(v: GeneratedExercise): Expectation {
  const [a, b] = ints(v.prompt);
  return equalsNumber(a! / b!);
}

const verifiers: Record<string, (v: GeneratedExercise) => Expectation> = {
  'm2-mult-meaning': meaning,
  'm2-times-5': times,
  'm2-times-234': times,
  'm2-times-6': times,
  'm2-times-add-sub': timesAddSub,
  'm2-mult-word': groupsWord,
  'm2-times-7': times,
  'm2-times-8': times,
  'm2-times-9': times,
  'm2-times-any': times,
  'm2-times-review': (v) => ({ isRight: (option) => evalExpr(option) === ints(v.prompt)[0] }),
  'm2-mult-word-9': groupsWord,
  'm2-two-step': twoStep,
  'm2-share': share,
  'm2-div-meaning': divisionMeaning,
  'm2-div-2-6': divide,
  'm2-div-word': divisionWord,
  'm2-div-7-9': divide,
  'm2-div-any': divide,
  'm2-div-word-9': divisionWord,
};

const set = { ...g2MultiplyGenerators, ...g2DivideGenerators };

describe('二年级上册 表内乘、除法 generators', () => {
  it.each(Object.keys(set))(
    '%s: valid variants whose answers a second computation confirms',
    (id) => {
      const verify = verifiers[id];
      expect(verify, `${id} has an independent check`).toBeDefined();
      for (const variant of checkGenerator(id, set[id]!)) expect(problemOf(variant, verify!(variant))).toBeUndefined();
    },
    60_000,
  );

  it('reads the 口诀 back', () => {
    expect([readRhyme('二五一十'), readRhyme('三四十二'), readRhyme('一九得九')]).toEqual([
      { factors: [2, 5], product: 10 },
      { factors: [3, 4], product: 12 },
      { factors: [1, 9], product: 9 },
    ]);
  });
});
