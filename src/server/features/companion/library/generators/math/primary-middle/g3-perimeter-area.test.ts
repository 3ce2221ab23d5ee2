import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g3PerimeterAreaGenerators } from './g3-perimeter-area.ts';
import { numbers, verifyAll, type Verifier } from './verify.test-support.ts';

const areaUnitOf: Record<string, string> = {
  邮票: '平方厘米',
  橡皮: '平方厘米',
  指甲盖: '平方厘米',
  课桌: '平方分米',
  数学书: '平方分米',
  手帕: '平方分米',
  方砖: '平方分米',
  教室: '平方米',
  黑板: '平方米',
  操场: '平方米',
  卧室: '平方米',
  床: '平方米',
  明信片: '平方厘米',
  电脑: '平方分米',
};
const lengthUnit = (text: string) => /(厘米|分米|米)/.exec(text)?.[1] ?? '';
const verifiers: Record<string, Verifier> = {
  'm3-rect-facts': (e) => {
    const m = /^长 (\d+) 厘米、宽 (\d+) 厘米的长方形，周长是 (\d+) 厘米/.exec(e.prompt);
    if (m) return (Number(m[1]) + Number(m[2])) * 2 === Number(m[3]);
    const s = /^边长 (\d+) 厘米的正方形，周长是 (\d+) 厘米/.exec(e.prompt);
    if (s) return Number(s[1]) * 4 === Number(s[2]);
    const truths = [
      '长方形的对边相等',
      '长方形的四个角都是直角',
      '正方形的四条边都相等',
      '正方形的四个角都是直角',
      '正方形是特殊的长方形',
      '长方形和正方形都是四边形',
      '长方形的周长 =（长 + 宽）× 2',
      '正方形的周长 = 边长 × 4',
      '长方形有 4 条边、4 个角',
      '正方形的对边相等',
    ];
    return truths.includes(e.prompt.replace(/。$/, ''));
  },
  'm3-perimeter-polygon': (e) => numbers(e.prompt).reduce((a, b) => a + b, 0),
  'm3-rect-perimeter': (e) => {
    const [a = 0, b = 0] = numbers(e.prompt);
    return `${(a + b) * 2}${lengthUnit(e.prompt)}`;
  },
  'm3-rect-perimeter-inverse': (e) => {
    const [p = 0, a = 0] = numbers(e.prompt);
    return p / 2 - a;
  },
  'm3-square-perimeter': (e) => {
    const [x = 0] = numbers(e.prompt);
    return e.prompt.includes('边长是 ') ? x * 4 : x / 4;
  },
  'm3-perimeter-combine': (e) => {
    const n = numbers(e.prompt);
    if (e.prompt.includes('正方形')) {
      const [count = 0, side = 0] = n;
      return 2 * (count * side) + 2 * side;
    }
    const [l = 0, w = 0] = n;
    return 2 * l + 4 * w;
  },
  'm3-area-unit-choose': (e) => Object.entries(areaUnitOf).find(([key]) => e.prompt.includes(key))?.[1] ?? '?',
  'm3-area-count': (e) => {
    const n = numbers(e.prompt);
    return (n[1] ?? 0) * (n[2] ?? 0);
  },
  'm3-rect-area': (e) => {
    const n = numbers(e.prompt);
    const a = n[0] ?? 0;
    const b = e.prompt.includes('正方形') ? a : (n[1] ?? 0);
    return `${a * b}平方${lengthUnit(e.prompt)}`;
  },
  'm3-area-convert': (e) => {
    const rate: Record<string, number> = { 平方米: 10000, 平方分米: 100, 平方厘米: 1 };
    const [left = '', right = ''] = e.prompt.split(' = ____');
    let total = 0;
    for (const m of left.matchAll(/(\d+)(平方米|平方分米|平方厘米)/g)) total += Number(m[1]) * (rate[m[2] ?? ''] ?? 0);
    return total / (rate[right] ?? 1);
  },
  'm3-tiling': (e) => {
    const [tile = 1, l = 0, w = 0] = numbers(e.prompt);
    return (l * 10 * w * 10) / (tile * tile);
  },
};

describe('三年级 周长和面积 generators', () => {
  for (const [id, generator] of Object.entries(g3PerimeterAreaGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
