import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g3MeasureGenerators } from './g3-measure.ts';
import { numbers, verifyAll, type Verifier } from './verify.test-support.ts';

const toSmallest: Record<string, number> = { 毫米: 1, 厘米: 10, 分米: 100, 米: 1000, 千米: 1000000, 克: 1, 千克: 1000, 吨: 1000000 };
const unitNames = Object.keys(toSmallest)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** Reads '3千克200克' or '2500米' as a count of the smallest unit. */
function quantity(text: string): number {
  let total = 0;
  for (const match of text.matchAll(new RegExp(`(\\d+)(${unitNames})`, 'g'))) total += Number(match[1]) * (toSmallest[match[2] ?? ''] ?? 0);
  return total;
}
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const monthLength = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const objectUnits: Record<string, string> = {
  硬币: '毫米',
  银行卡: '毫米',
  铅笔: '厘米',
  数学书: '厘米',
  橡皮: '厘米',
  跳绳: '米',
  门: '米',
  课桌: '分米',
  文具盒: '分米',
  黑板: '米',
  长江: '千米',
  飞机: '千米',
  身高: '厘米',
  铁路: '千米',
  楼: '米',
  回形针: '毫米',
  A4纸: '分米',
  一步: '厘米',
  小汽车: '米',
  高速公路: '千米',
  蚂蚁: '毫米',
  跑道: '米',
  字典: '厘米',
};
const verifiers: Record<string, Verifier> = {
  'm3-length-convert': (e) => {
    const [left = '', right = ''] = e.prompt.split(' = ____');
    return quantity(left) / (toSmallest[right] ?? 1);
  },
  'm3-km': (e) => {
    if (e.prompt.includes('跑道')) {
      const [lap = 0, laps = 0] = numbers(e.prompt);
      return (lap * laps) / 1000;
    }
    const [left = '', right = ''] = e.prompt.split(' = ____');
    return quantity(left) / (toSmallest[right] ?? 1);
  },
  'm3-length-unit-choose': (e) => Object.entries(objectUnits).find(([key]) => e.prompt.includes(key))?.[1] ?? '?',
  'm3-mass-units': (e) => {
    if (e.prompt.startsWith('比较')) {
      const m = /：(\S+) ____ (\S+)（/.exec(e.prompt);
      const a = quantity(m?.[1] ?? '');
      const b = quantity(m?.[2] ?? '');
      return a > b ? '>' : a < b ? '<' : '=';
    }
    const [left = '', right = ''] = e.prompt.split(' = ____');
    return quantity(left) / (toSmallest[right] ?? 1);
  },
  'm3-elephant-weight': (e) => {
    const n = numbers(e.prompt);
    const kg = (n[0] ?? 0) * (n[1] ?? 0);
    return e.prompt.includes('吨') ? kg / 1000 : kg;
  },
  'm3-student-code': (e) => {
    if (e.prompt.includes('学号是')) {
      const n = numbers(e.prompt.split('。')[1] ?? '');
      return `${n[0]}${n[1]}${String(n[2]).padStart(2, '0')}${String(n[3]).padStart(2, '0')}`;
    }
    const code = /学号 (\d{9})/.exec(e.prompt)?.[1] ?? '';
    return Number(code.slice(5, 7));
  },
  'm3-months-days': (e) => {
    const [y = 0, m = 0] = numbers(e.prompt);
    return monthLength(y, m);
  },
  'm3-leap-year': (e) => leap(numbers(e.prompt)[0] ?? 0),
  'm3-24-hour': (e) => {
    if (e.prompt.includes('营业')) {
      const all = numbers(e.prompt);
      return (all[2] ?? 0) - (all[0] ?? 0);
    }
    const n = numbers(e.prompt.split('用')[0] ?? '');
    const minutes = e.prompt.includes('分') && n.length > 1 ? `${n[1]}分` : '';
    if (e.prompt.includes('24时计时法表示')) return `${(n[0] ?? 0) + 12}时${minutes}`;
    const h = n[0] ?? 0;
    return `${h >= 18 ? '晚上' : '下午'}${h - 12}时${minutes}`;
  },
  'm3-days-between': (e) => {
    const [m1 = 1, d1 = 1, m2 = 1, d2 = 1] = numbers(e.prompt);
    return (Date.UTC(2025, m2 - 1, d2) - Date.UTC(2025, m1 - 1, d1)) / 86400000 + 1;
  },
};

describe('三年级 测量、质量、编码与年月日 generators', () => {
  for (const [id, generator] of Object.entries(g3MeasureGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
