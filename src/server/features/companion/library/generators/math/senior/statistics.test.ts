import { mean, median, variance } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import type { GeneratedExercise } from '../../exercise.ts';
import { numbersIn, parseNumber, rightText, wrongOptions } from './check-helpers.ts';
import { probabilityGenerators } from './probability.ts';
import { statisticsGenerators } from './statistics.ts';

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const answer = (e: GeneratedExercise) => parseNumber(rightText(e));
/** The numbers after the first '：' up to the next '。'. */
const dataOf = (prompt: string) => numbersIn(prompt.slice(prompt.indexOf('：') + 1, prompt.indexOf('。')));
/** Every outcome of a die described as the generators word it. */
const dieSet = (text: string): number[] => {
  const [k = 0] = numbersIn(text);
  const faces = [1, 2, 3, 4, 5, 6];
  if (text.includes('奇数')) return faces.filter((f) => f % 2 === 1);
  if (text.includes('偶数')) return faces.filter((f) => f % 2 === 0);
  if (text.includes('倍数')) return faces.filter((f) => f % k === 0);
  if (text.includes('不超过')) return faces.filter((f) => f <= k);
  if (text.includes('大于')) return faces.filter((f) => f > k);
  if (text.includes('小于')) return faces.filter((f) => f < k);
  return faces.filter((f) => f >= k);
};
const pairs = (n: number) => Array.from({ length: n }, (_, i) => i).flatMap((i) => Array.from({ length: n }, (_, j) => [i, j] as const));

const verify: Record<string, (exercise: GeneratedExercise) => void> = {
  'm10-simple-random-sampling': (e) => {
    const [total = 0, n = 0] = numbersIn(e.prompt);
    expect(near(answer(e), n / total)).toBe(true);
  },
  'm10-stratified-sample': (e) => {
    const [a = 0, b = 0, c = 0, n = 0] = numbersIn(e.prompt);
    const grade = ['高一抽取', '高二抽取', '高三抽取'].findIndex((t) => e.prompt.includes(`应从${t}`));
    expect(near(answer(e), ([a, b, c][grade] ?? 0) * (n / (a + b + c)))).toBe(true);
  },
  'm10-stratified-mean': (e) => {
    const [m = 0, a = 0, n = 0, b = 0] = numbersIn(e.prompt);
    const all = [...Array<number>(m).fill(a), ...Array<number>(n).fill(b)];
    expect(near(answer(e), Number(mean(all)))).toBe(true);
  },
  'm10-histogram-missing': (e) => {
    const width = numbersIn(e.prompt)[0] ?? 0;
    const heights = [...e.prompt.matchAll(/组 (a|[\d./]+)/g)].map((m) => m[1] ?? '');
    const known = heights.filter((h) => h !== 'a').reduce((s, h) => s + parseNumber(h), 0);
    expect(heights.length).toBe(5);
    expect(near((known + answer(e)) * width, 1)).toBe(true);
  },
  'm10-percentile': (e) => {
    const values = dataOf(e.prompt).sort((x, y) => x - y);
    const p = numbersIn(e.prompt.split('第 ')[1] ?? '')[0] ?? 0;
    // the textbook's rule: i = np%; the answer is at least p% of the data below-or-at it and (100 − p)% at-or-above it
    const x = answer(e);
    const below = values.filter((v) => v <= x).length;
    const above = values.filter((v) => v >= x).length;
    expect(below >= (values.length * p) / 100 && above >= (values.length * (100 - p)) / 100).toBe(true);
    const position = (values.length * p) / 100;
    if (Number.isInteger(position)) expect(near(x, ((values[position - 1] ?? 0) + (values[position] ?? 0)) / 2)).toBe(true);
  },
  'm10-mean-median': (e) => {
    const values = dataOf(e.prompt);
    expect(near(answer(e), Number(e.prompt.includes('平均数') ? mean(values) : median(values)))).toBe(true);
  },
  'm10-variance': (e) => expect(near(answer(e), Number(variance(dataOf(e.prompt), 'uncorrected')))).toBe(true),
  'm10-combined-variance': (e) => {
    const [m = 0, a = 0, s1 = 0, n = 0, b = 0, s2 = 0] = numbersIn(e.prompt);
    // a group with mean a and variance s: half its members at a − √s, half at a + √s
    const group = (count: number, center: number, v: number) =>
      Array.from({ length: count }, (_, i) => center + (i % 2 === 0 ? 1 : -1) * Math.sqrt(v));
    expect(Math.abs(answer(e) - Number(variance([...group(m, a, s1), ...group(n, b, s2)], 'uncorrected'))) < 1e-6).toBe(true);
  },
  'm10-sample-space-count': (e) => {
    const [n = 0] = numbersIn(e.prompt);
    const count = e.prompt.includes('硬币')
      ? pairs(2).length ** (n / 2)
      : e.prompt.includes('一次取出')
        ? pairs(n).filter(([i, j]) => i < j).length
        : e.prompt.includes('不放回')
          ? pairs(n).filter(([i, j]) => i !== j).length
          : pairs(n).length;
    expect(near(answer(e), count)).toBe(true);
  },
  'm10-event-relation': (e) => {
    const [, a = '', b = ''] = /A：“(.+)”，事件 B：“(.+)”。/.exec(e.prompt) ?? [];
    const A = dieSet(a);
    const B = dieSet(b);
    const disjoint = A.every((x) => !B.includes(x));
    const cover = new Set([...A, ...B]).size === 6;
    expect(rightText(e)).toBe(!disjoint ? '不互斥' : cover ? '对立' : '互斥但不对立');
    expect(wrongOptions(e)).not.toContain(rightText(e));
  },
  'm10-classical-dice': (e) => {
    const [s = 0] = numbersIn(e.prompt);
    const hits = pairs(6).filter(([x, y]) => (e.prompt.includes('不小于') ? x + y + 2 >= s : x + y + 2 === s)).length;
    expect(near(answer(e), hits / 36)).toBe(true);
  },
  'm10-classical-balls': (e) => {
    const [red = 0, white = 0] = numbersIn(e.prompt);
    const isRed = (i: number) => i < red;
    const draws = pairs(red + white).filter(([i, j]) => i < j);
    const test = e.prompt.includes('都是红球')
      ? ([i, j]: readonly [number, number]) => isRed(i) && isRed(j)
      : e.prompt.includes('一红一白')
        ? ([i, j]: readonly [number, number]) => isRed(i) !== isRed(j)
        : ([i, j]: readonly [number, number]) => !isRed(i) || !isRed(j);
    expect(near(answer(e), draws.filter(test).length / draws.length)).toBe(true);
  },
  'm10-probability-union': (e) => {
    const values = numbersIn(e.prompt.replace(/P\(A\)|P\(B\)|P\(AB\)|P\(A ∪ B\)/g, ''));
    const [pa = 0, pb = 0, both = 0] = values;
    const expected = e.prompt.includes('P(AB)') ? pa + pb - both : e.prompt.includes('都不发生') ? 1 - pa - pb : pa + pb;
    expect(near(answer(e), expected)).toBe(true);
  },
  'm10-independent-events': (e) => {
    const [p = 0, q = 0] = numbersIn(e.prompt);
    // the four outcomes of two independent shots
    const outcomes = [
      [1, 1, p * q],
      [1, 0, p * (1 - q)],
      [0, 1, (1 - p) * q],
      [0, 0, (1 - p) * (1 - q)],
    ] as const;
    const want = e.prompt.includes('都击中') ? 2 : e.prompt.includes('恰好') ? 1 : -1;
    const total = outcomes.filter(([a, b]) => (want === -1 ? a + b >= 1 : a + b === want)).reduce((s, o) => s + o[2], 0);
    expect(near(answer(e), total)).toBe(true);
  },
  'm10-frequency-estimate': (e) => {
    const [n = 0, m = 0, lot = 0] = numbersIn(e.prompt);
    expect(near(answer(e), (m / n) * lot)).toBe(true);
  },
  'm10-random-simulation': (e) => {
    const rate = (numbersIn(e.prompt)[0] ?? 0) / 10;
    const groups = /产生 20 组：([\d ]+)。/.exec(e.prompt)?.[1]?.split(' ') ?? [];
    const k = numbersIn(e.prompt.split('恰有 ')[1] ?? '')[0] ?? 0;
    expect(groups.length).toBe(20);
    const good = groups.filter((g) => [...g].filter((d) => Number(d) < rate).length === k).length;
    expect(near(answer(e), good / 20)).toBe(true);
  },
};

describe('必修第二册 统计与概率 generators', () => {
  const all = { ...statisticsGenerators, ...probabilityGenerators };
  it('has a second check for every generator', () => expect(Object.keys(verify).sort()).toEqual(Object.keys(all).sort()));
  for (const [id, generator] of Object.entries(all)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verify[id]?.(exercise);
    });
  }
});
