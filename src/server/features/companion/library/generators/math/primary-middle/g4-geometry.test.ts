import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g4GeometryGenerators } from './g4-geometry.ts';
import { numbers, verifyAll, type Verifier } from './verify.test-support.ts';

const parallelTrue = [
  '在同一平面内，不相交的两条直线叫作平行线',
  '两条直线相交成直角，就说这两条直线互相垂直',
  '从直线外一点到这条直线所画的垂直线段最短',
  '两条平行线之间的垂直线段都相等',
  '过直线外一点，只能画一条已知直线的平行线',
  '过直线外一点，只能画一条已知直线的垂线',
  '长方形相邻的两条边互相垂直',
  '长方形相对的两条边互相平行',
];
const quadTrue = [
  '正方形是特殊的长方形',
  '长方形是特殊的平行四边形',
  '正方形也是平行四边形',
  '平行四边形的对边相等',
  '平行四边形容易变形',
  '只有一组对边平行的四边形叫作梯形',
  '两腰相等的梯形叫作等腰梯形',
];
const classOf = (d: number) => (d < 90 ? '锐角' : d === 90 ? '直角' : d < 180 ? '钝角' : d === 180 ? '平角' : '周角');
const verifiers: Record<string, Verifier> = {
  'm4-angle-compute': (e) => {
    const total = e.prompt.includes('直角') ? 90 : e.prompt.includes('平角') ? 180 : 360;
    return total - (numbers(e.prompt.split('∠1 =')[1] ?? '')[0] ?? 0);
  },
  'm4-angle-class': (e) => classOf(numbers(e.prompt)[0] ?? 0),
  'm4-clock-angle': (e) => {
    const [hour = 0] = numbers(e.prompt);
    const minute = e.prompt.includes('30分') ? 30 : 0;
    const gap = Math.abs((hour % 12) * 30 + minute / 2 - minute * 6);
    return Math.min(gap, 360 - gap);
  },
  'm4-parallel-facts': (e) => parallelTrue.some((text) => e.prompt.endsWith(`${text}。`)),
  'm4-parallelogram': (e) => {
    const [a = 0, b = 0] = numbers(e.prompt);
    if (e.prompt.includes('周长')) return 2 * a + 2 * b;
    return e.prompt.includes('相邻') ? 180 - a : a;
  },
  'm4-trapezoid': (e) => {
    const n = numbers(e.prompt);
    if (e.prompt.includes('等腰')) return (n[0] ?? 0) + (n[1] ?? 0) + 2 * (n[2] ?? 0);
    return 360 - 90 - 90 - (n[0] ?? 0);
  },
  'm4-quad-relations': (e) => (e.kind === 'multiple' ? e.options.filter((text) => quadTrue.includes(text)) : []),
  'm4-triangle-sides': (e) => {
    const n = numbers(e.prompt);
    if (e.kind === 'fill') return (n[0] ?? 0) + (n[1] ?? 0) - 1;
    const [a = 0, b = 0, c = 0] = n;
    return a + b > c && a + c > b && b + c > a;
  },
  'm4-triangle-classify': (e) => {
    const [a = 0, b = 0] = numbers(e.prompt);
    const m = Math.max(a, b, 180 - a - b);
    return m < 90 ? '锐角三角形' : m === 90 ? '直角三角形' : '钝角三角形';
  },
  'm4-triangle-angle-sum': (e) => {
    const n = numbers(e.prompt);
    if (e.prompt.includes('边形')) return ((n[0] ?? 0) - 2) * 180;
    if (e.prompt.includes('顶角')) return (180 - (n[0] ?? 0)) / 2;
    return 180 - (n[0] ?? 0) - (n[1] ?? 0);
  },
};

describe('四年级 图形与几何 generators', () => {
  for (const [id, generator] of Object.entries(g4GeometryGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
