import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g3ShapeGenerators } from './g3-shapes.ts';
import { numbers, verifyAll, type Verifier } from './verify.test-support.ts';

const lineTruth: Record<string, boolean> = {
  线段有两个端点: true,
  射线只有一个端点: true,
  直线没有端点: true,
  线段可以量出长度: true,
  经过两点只能画一条直线: true,
  经过一点可以画无数条直线: true,
};
const symmetric = ['长方形', '正方形', '圆', '等边三角形', '等腰三角形', '等腰梯形', '五角星', '字母 A', '字母 H', '汉字“中”', '汉字“王”'];
const rotating = ['扇叶', '分针', '风车', '水龙头', '方向盘', '摩天轮', '螺旋桨', '旋转门', '陀螺'];
const options = (e: Parameters<Verifier>[0]) => ('options' in e ? e.options : []);
const verifiers: Record<string, Verifier> = {
  'm3-view-count': (e) => {
    const heights = numbers(e.prompt.split('分别有')[1] ?? '');
    if (e.prompt.includes('从正面')) return heights.reduce((a, b) => a + b, 0);
    if (e.prompt.includes('从上面')) return heights.length;
    return Math.max(...heights);
  },
  'm3-box-faces': (e) => {
    const n = numbers(e.prompt);
    return (n[0] ?? 0) * (n[1] ?? 0);
  },
  'm3-lines-facts': (e) => options(e).filter((text) => lineTruth[text]),
  'm3-angle-count': (e) => {
    const names = ['三角形', '四边形', '五边形', '六边形', '七边形', '八边形', '九边形', '十边形', '十一边形', '十二边形'];
    const shape = [...names].reverse().findIndex((name) => e.prompt.includes(name));
    if (shape >= 0) return names.length - shape + 2;
    let count = 0;
    const items = numbers(e.prompt)[0] ?? 0;
    for (let i = 0; i < items; i++) for (let j = i + 1; j < items; j++) count++;
    return count;
  },
  'm3-clock-angle-kind': (e) => {
    const [hour = 0] = numbers(e.prompt);
    const minute = e.prompt.includes('30分') ? 30 : 0;
    const hourHand = ((hour % 12) + minute / 60) * 30;
    let gap = Math.abs(hourHand - minute * 6);
    gap = Math.min(gap, 360 - gap);
    return gap < 90 ? '锐角' : gap === 90 ? '直角' : '钝角';
  },
  'm3-motion-truefalse': (e) => {
    const isRotation = rotating.some((word) => e.prompt.includes(word));
    return e.prompt.endsWith(isRotation ? '是旋转现象。' : '是平移现象。');
  },
  'm3-grid-translate': (e) => {
    const n = numbers(e.prompt.split('（')[0] ?? '');
    const [c1 = 0, r1 = 0, c2 = 0, r2 = 0] = n;
    return Math.abs(c2 - c1) + Math.abs(r2 - r1);
  },
  'm3-axis-symmetry': (e) => options(e).filter((text) => symmetric.includes(text)),
};

describe('三年级 图形 generators', () => {
  for (const [id, generator] of Object.entries(g3ShapeGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
