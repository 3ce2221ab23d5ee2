import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g4DecimalStatsGenerators } from './g4-decimals-stats.ts';
import { evaluateText, numbers, parseDecimalReading, verifyAll, type Verifier } from './verify.test-support.ts';

const decimalOf = (text: string) => evaluateText(text);
const families: Record<string, number>[] = [
  { 千米: 1000, 米: 1 },
  { 千克: 1000, 克: 1 },
  { 元: 100, 分: 1 },
  { 米: 100, 厘米: 1 },
];
const verifiers: Record<string, Verifier> = {
  'm4-decimal-meaning': (e) => {
    const n = numbers(e.prompt);
    if (e.prompt.includes('/100')) return decimalOf(`${n[0]} / 100`);
    if (e.prompt.includes('组成')) {
      const text = decimalOf(`${n[0]} + ${n[2]} * ${n[1]} + ${n[4]} * ${n[3]}`);
      return text.includes('.') ? text.padEnd(text.indexOf('.') + 3, '0') : `${text}.00`;
    }
    return Math.round(Number(decimalOf(`${n[0]} / 0.01`)));
  },
  'm4-decimal-read': (e) => {
    const text = /^(\S+) 读作/.exec(e.prompt)?.[1] ?? '';
    const options = e.kind === 'single' ? e.options : [];
    const match = options.filter((option) => parseDecimalReading(option) === text);
    return match.length === 1 ? (match[0] ?? '') : 'ambiguous';
  },
  'm4-decimal-property': (e) => {
    if (e.prompt.startsWith('化简')) return decimalOf(/：(\S+) =/.exec(e.prompt)?.[1] ?? '');
    if (e.prompt.includes('两位小数')) return `${numbers(e.prompt)[0]}.00`;
    const [a = '', b = ''] = [...e.prompt.matchAll(/\d+(?:\.\d+)?/g)].map((m) => m[0]);
    return decimalOf(`${a} - ${b}`) === '0';
  },
  'm4-decimal-compare': (e) => {
    const list = [...(e.prompt.split(' 中')[0] ?? '').matchAll(/\d+(?:\.\d+)?/g)].map((m) => m[0]);
    return list.reduce((best, x) => (Number(decimalOf(`${x} - ${best}`)) > 0 ? x : best));
  },
  'm4-decimal-shift': (e) => decimalOf(e.prompt.replace(' = ____', '')),
  'm4-decimal-unit': (e) => {
    const [left = '', right = ''] = e.prompt.split(' = ____');
    const rate = families.find((family) => Object.keys(family).every((unit) => e.prompt.includes(unit))) ?? {};
    let total = '0';
    for (const m of left.matchAll(/(\d+(?:\.\d+)?)(千克|千米|厘米|米|元|分|克)/g))
      total = decimalOf(`${total} + ${m[1]} * ${rate[m[2] ?? ''] ?? 0}`);
    return decimalOf(`${total} / ${rate[right] ?? 1}`);
  },
  'm4-decimal-round': (e) => {
    const value = [...e.prompt.matchAll(/\d+\.\d+/g)][0]?.[0] ?? '0';
    const places = e.prompt.includes('一位') ? 1 : 2;
    const scaled = Math.round(Number(decimalOf(`${value} * ${10 ** places}`)) + 1e-9);
    const text = String(scaled).padStart(places + 1, '0');
    return `${text.slice(0, -places)}.${text.slice(-places)}`;
  },
  'm4-decimal-add-sub': (e) => decimalOf(/：(.+) = （/.exec(e.prompt)?.[1] ?? ''),
  'm4-decimal-simplify': (e) => decimalOf(/：(.+) = ____/.exec(e.prompt)?.[1] ?? ''),
  'm4-average': (e) => {
    const values = numbers(e.prompt.split('：')[1] ?? '').slice(0, numbers(e.prompt)[0]);
    return values.reduce((a, b) => a + b, 0) / values.length;
  },
  'm4-average-word': (e) => {
    const n = numbers(e.prompt);
    if (e.prompt.includes('要使')) {
      const [k = 0, mean = 0, , target = 0] = n;
      return target * (k + 1) - k * mean;
    }
    const [k = 0, mean = 0, , last = 0] = n;
    return (k * mean + last) / (k + 1);
  },
  'm4-bar-read': (e) => {
    const [each = 0, cells = 0] = numbers(e.prompt);
    return each * cells + (e.prompt.includes('格半') ? each / 2 : 0);
  },
  'm4-double-bar': (e) => {
    const month = /。(\S+?月)(一共|男生和女生)/.exec(e.prompt)?.[1] ?? '';
    const m = new RegExp(`${month}男生 (\\d+) 人、女生 (\\d+) 人`).exec(e.prompt);
    const [b, g] = [Number(m?.[1]), Number(m?.[2])];
    return e.prompt.includes('相差') ? Math.abs(b - g) : b + g;
  },
  'm4-chicken-rabbit': (e) => {
    const [heads = 0, legs = 0] = numbers(e.prompt);
    const rabbits = (legs - 2 * heads) / 2;
    return e.prompt.includes('兔有') ? rabbits : heads - rabbits;
  },
};

describe('四年级 小数、统计与鸡兔同笼 generators', () => {
  for (const [id, generator] of Object.entries(g4DecimalStatsGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
