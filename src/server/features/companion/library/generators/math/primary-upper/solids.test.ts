import { solidGenerators } from './solids.ts';
import { checkSet, expectTrue, expectValue, ints, nums, value, mul, div } from './verify.test-support.ts';

const facts: Record<string, boolean> = {
  长方体有6个面: true,
  长方体有12条棱: true,
  长方体有8个顶点: true,
  正方体的6个面都是完全相同的正方形: true,
  正方体是特殊的长方体: true,
  长方体的6个面一定都是长方形: false,
  长方体有6条棱: false,
  长方体有4个顶点: false,
  长方体相邻的两个面一定完全相同: false,
};
/** 1 of each unit in 立方厘米. */
const unitSize: Record<string, number> = { 立方米: 1_000_000, 立方分米: 1000, 升: 1000, 立方厘米: 1, 毫升: 1 };

checkSet('五年级下册 观察物体、长方体和正方体', solidGenerators, {
  'm5-view-count': (e) => {
    const [, f = '', b = ''] = /前排从左到右每摞的个数是 ([\d、]+)，后排从左到右是 ([\d、]+)（/.exec(e.prompt) ?? [];
    const front = f.split('、').map(Number);
    const back = b.split('、').map(Number);
    const expected = e.prompt.includes('从正面看')
      ? front.reduce((s, h, i) => s + Math.max(h, back[i]!), 0)
      : e.prompt.includes('从上面看')
        ? [...front, ...back].filter((h) => h > 0).length
        : e.prompt.includes('从左面看')
          ? Math.max(...front) + Math.max(...back)
          : [...front, ...back].reduce((s, h) => s + h, 0);
    expectValue(e, expected);
  },
  'm5-cuboid-edges': (e) => {
    const n = ints(e.prompt);
    if (e.prompt.includes('正方体')) expectValue(e, 12 * n[0]!);
    else if (e.prompt.includes('棱长总和是 ____')) expectValue(e, 4 * (n[0]! + n[1]! + n[2]!));
    else expectValue(e, n[0]! / 4 - n[1]! - n[2]!);
  },
  'm5-cuboid-facts': (e) => {
    const statement = e.prompt
      .replace(/^判断：/, '')
      .replace(/。$/, '')
      .replace(/\s+/g, '');
    if (statement in facts) return expectTrue(e, facts[statement]!);
    const [l = 0, w = 0, h = 0, edge = 0] = ints(e.prompt);
    expectTrue(e, edge === 4 * (l + w + h));
  },
  'm5-surface-area': (e) => {
    const [l = 0, w = 0, h = 0] = ints(e.prompt);
    if (e.prompt.includes('正方体')) expectValue(e, 6 * l * l);
    else expectValue(e, 2 * (l * w + l * h + w * h) - (e.prompt.includes('无盖') ? l * w : 0));
  },
  'm5-volume': (e) => {
    const [a = 0, b = 0, c = 0] = ints(e.prompt);
    if (e.prompt.includes('正方体')) expectValue(e, a ** 3);
    else if (e.prompt.includes('底面积')) expectValue(e, a / b);
    else expectValue(e, a * b * c);
  },
  'm5-volume-units': (e) => {
    const [, x = '', from = '', to = ''] = /^([\d.]+) (\S+) = ____ (\S+)$/.exec(e.prompt) ?? [];
    expectValue(e, div(mul(value(x), value(unitSize[from]!)), value(unitSize[to]!)));
  },
  'm5-capacity': (e) => {
    const n = nums(e.prompt);
    expectValue(e, mul(n[0]!, n[1]!, n[2]!));
  },
});
