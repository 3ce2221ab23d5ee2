import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { g2bTimeDivisionGenerators } from './g2b-time-division.ts';
import { type Expectation, comparison, equalsNumber, equalsText, ints, match, problemOf } from './verify.test-support.ts';

/** A written time in minutes after midnight: 8时30分, 8:30, 8点30分, 8时. */
function minutesOf(text: string): number {
  const found = /^(\d+)(?:时|点|:)(\d+)?分?$/.exec(text);
  if (!found) return NaN;
  return Number(found[1]) * 60 + Number(found[2] ?? 0);
}

function clock(v: GeneratedExercise): Expectation {
  const shown = /电子表上显示 (\d+):(\d+)/.exec(v.prompt);
  if (shown) return { isRight: (text) => minutesOf(text) === Number(shown[1]) * 60 + Number(shown[2]) };
  const hands = /时针(?:指着|在) (\d+)/.exec(v.prompt);
  if (hands) {
    const minute = Number(match(v.prompt, /分针指着 (\d+)/)[0]);
    return { isRight: (text) => minutesOf(text) === Number(hands[1]) * 60 + (minute % 12) * 5 };
  }
  const m = ints(v.prompt)[1];
  return equalsNumber(m === undefined ? 12 : m / 5);
}

function units(v: GeneratedExercise): Expectation {
  const n = ints(v.prompt);
  if (v.kind === 'truefalse') {
    const facts: Record<string, boolean> = {
      '秒针走一圈是 60 秒。': true,
      '分针走一圈是 60 分。': true,
      '时针走一大格是 1 时。': true,
      '1 分 = 100 秒。': false,
      '1 时 = 100 分。': false,
      '分针走一小格是 5 分。': false,
    };
    return { truth: facts[v.prompt.slice('判断：'.length)]! };
  }
  if (/^1 时 \d+ 分 = ____分$/.test(v.prompt)) return equalsNumber(60 + n[1]!);
  if (/^\d+ 分 = 1 时____分$/.test(v.prompt)) return equalsNumber(n[0]! - 60);
  return comparison(v.prompt.replace(' 分 ____ 1 时', ' ____ 60'))!;
}

function elapsed(v: GeneratedExercise): Expectation {
  const times = [...v.prompt.matchAll(/(\d+)时(?:(\d+)分)?/g)].map((m) => Number(m[1]) * 60 + Number(m[2] ?? 0));
  if (v.prompt.includes('一共用了')) return equalsNumber(times[1]! - times[0]!);
  const spent = Number(match(v.prompt, /了 (\d+) 分，结束/)[0]);
  return { isRight: (text) => minutesOf(text) === times[0]! + spent };
}

/** 'q……r' and its other forms. */
function quotientRemainder(text: string): [number, number] {
  const found = /^(\d+)(?:……|\.\.\.|…|余)(\d+)$/.exec(text);
  return found ? [Number(found[1]), Number(found[2])] : [NaN, NaN];
}

function remainder(v: GeneratedExercise): Expectation {
  const [a, b] = ints(v.prompt);
  const [q, r] = [Math.floor(a! / b!), a! % b!];
  expect(r, `${v.prompt} leaves a remainder`).toBeGreaterThan(0);
  if (v.kind === 'truefalse') {
    const [cq, cr] = quotientRemainder(match(v.prompt, /= (.+)。$/)[0]!);
    return { truth: cq === q && cr === r };
  }
  if (/……____$/.test(v.prompt)) return equalsNumber(r);
  return {
    isRight: (text) => {
      const [tq, tr] = quotientRemainder(text);
      return tq === q && tr === r;
    },
  };
}

function remainderDivisor(v: GeneratedExercise): Expectation {
  const n = ints(v.prompt);
  if (v.kind === 'multiple') return { isRight: (option) => Number(option) >= 1 && Number(option) < n[0]! };
  if (v.prompt.includes('被除数是')) return equalsNumber(n[0]! * n[1]! + n[0]! - 1);
  return equalsNumber(n[0]! - 1);
}

function vertical(v: GeneratedExercise): Expectation {
  const [a, b] = ints(v.prompt);
  const q = Math.floor(a! / b!);
  if (v.prompt.includes('商是')) return equalsNumber(q);
  if (v.prompt.includes('积')) return equalsNumber(q * b!);
  return equalsNumber(a! - q * b!);
}

function remainderWord(v: GeneratedExercise): Expectation {
  const pattern = /按“(.+)”的顺序重复排列，第 (\d+) 盏/.exec(v.prompt);
  if (pattern) {
    const colours = pattern[1]!.split('、');
    return equalsText(colours[(Number(pattern[2]) - 1) % colours.length]!);
  }
  const [a, b] = ints(v.prompt);
  if (v.prompt.includes('至少')) return equalsNumber(Math.ceil(a! / b!));
  return equalsNumber(Math.floor(a! / b!));
}

function timesRelation(v: GeneratedExercise): Expectation {
  const [a, b] = ints(v.prompt);
  if (v.prompt.includes('____倍')) return equalsNumber(b! / a!);
  return equalsNumber(a! * b!);
}

function timesWord(v: GeneratedExercise): Expectation {
  const [a, k] = ints(v.prompt);
  if (v.prompt.includes('一共')) return equalsNumber(a! * k! + a!);
  return equalsNumber(a! * k! - a!);
}

function pose(v: GeneratedExercise): Expectation {
  const [boys, girls] = match(v.prompt, /男生 (\d+) 人，女生 (\d+) 人/).map(Number);
  return {
    isRight: (option) => {
      const value = ints(option)[0];
      return option.startsWith('一共') ? value === boys! + girls! : value === boys! - girls!;
    },
  };
}

const verifiers: Record<string, (v: GeneratedExercise) => Expectation> = {
  'm2-clock-read': clock,
  'm2-time-units': units,
  'm2-elapsed-time': elapsed,
  'm2-remainder': remainder,
  'm2-remainder-divisor': remainderDivisor,
  'm2-remainder-vertical': vertical,
  'm2-remainder-word': remainderWord,
  'm2-times-relation': timesRelation,
  'm2-times-relation-word': timesWord,
  'm2-pose-question': pose,
};

describe('二年级下册 时间、有余数的除法和倍 generators', () => {
  it.each(Object.keys(g2bTimeDivisionGenerators))(
    '%s: valid variants whose answers a second computation confirms',
    (id) => {
      const verify = verifiers[id];
      expect(verify, `${id} has an independent check`).toBeDefined();
      for (const variant of checkGenerator(id, g2bTimeDivisionGenerators[id]!))
        expect(problemOf(variant, verify!(variant))).toBeUndefined();
    },
    60_000,
  );
});
