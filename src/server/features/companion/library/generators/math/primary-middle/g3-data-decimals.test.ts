import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g3DataDecimalGenerators } from './g3-data-decimals.ts';
import { evaluateText, numbers, verifyAll, type Verifier } from './verify.test-support.ts';

function table(prompt: string): Map<string, [number, number]> {
  const rows = new Map<string, [number, number]>();
  const [one = '', two = ''] = prompt.split('；');
  for (const m of one.matchAll(/([^\s，：。]+) (\d+) 人/g)) rows.set(m[1] ?? '', [Number(m[2]), 0]);
  for (const m of two.matchAll(/([^\s，：。]+) (\d+) 人/g)) {
    const row = rows.get(m[1] ?? '');
    if (row) row[1] = Number(m[2]);
  }
  return rows;
}
const sign = (d: number) => (d > 0 ? '>' : d < 0 ? '<' : '=');
const verifiers: Record<string, Verifier> = {
  'm3-table-read': (e) => {
    const rows = table(e.prompt);
    const asked = [...rows.keys()].find((name) => e.prompt.includes(`最喜欢${name}`));
    if (!asked) return [...rows.values()].reduce((sum, [a]) => sum + a, 0);
    const [a, b] = rows.get(asked) ?? [0, 0];
    return e.prompt.includes('相差') ? Math.abs(a - b) : a + b;
  },
  'm3-data-group': (e) => {
    const scores = numbers(e.prompt.split('：')[1]?.split('。')[0] ?? '');
    const range = e.prompt.includes('90 分及以上') ? [90, 100] : e.prompt.includes('80～89') ? [80, 89] : [60, 79];
    return scores.filter((s) => s >= (range[0] ?? 0) && s <= (range[1] ?? 0)).length;
  },
  'm3-decimal-meaning': (e) => {
    const [left = '', right = ''] = e.prompt.split(' = ');
    const n = numbers(left);
    if (right.startsWith('____'))
      return left.includes('元') || (left.includes('米') && n.length === 2)
        ? evaluateText(`${n[0]} + ${n[1]} / 10`)
        : evaluateText(`${n[0]} / 10`);
    return Math.round(Number(evaluateText(`(${n[0]} - ${numbers(right)[0]}) * 10`)));
  },
  'm3-decimal-compare': (e) => {
    const [a = 0, b = 0] = numbers(e.prompt);
    return sign(Number(evaluateText(`${a} - ${b}`)));
  },
  'm3-decimal-add-sub': (e) => evaluateText(e.prompt.replace('计算：', '').replace(' = ____', '')),
  'm3-matching-count': (e) => {
    const n = numbers(e.prompt);
    if (e.prompt.includes('上衣')) return (n[0] ?? 0) * (n[1] ?? 0);
    if (e.prompt.includes('握')) {
      const p = n[0] ?? 0;
      return (p * (p - 1)) / 2;
    }
    const digits = n.slice(0, 3);
    let count = 0;
    for (const t of digits) for (const o of digits) if (t !== o && t !== 0) count++;
    return count;
  },
  'm3-overlap': (e) => {
    const n = numbers(e.prompt);
    if (e.prompt.includes('一共有')) return (n[0] ?? 0) + (n[1] ?? 0) - (n[2] ?? 0);
    return (n[1] ?? 0) + (n[2] ?? 0) - (n[0] ?? 0);
  },
};

describe('三年级 统计、小数与数学广角 generators', () => {
  for (const [id, generator] of Object.entries(g3DataDecimalGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
