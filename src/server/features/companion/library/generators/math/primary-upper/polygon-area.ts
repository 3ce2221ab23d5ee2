import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';
import { blank, dec, frac, gen, randDec, type Fraction } from './common.ts';

/** 五年级上册 6 多边形的面积 and 7 数学广角——植树问题. */

const units = ['厘米', '分米', '米'] as const;
const len = (rng: Rng): Fraction => (rng.chance(0.7) ? frac(rng.int(2, 30)) : randDec(rng, 1.2, 20, 1));

export const polygonAreaGenerators: GeneratorSet = {
  'm5-parallelogram-area': gen('平行四边形的面积', (rng) => {
    const u = rng.pick(units);
    const base = len(rng);
    const height = len(rng);
    const area = base.mul(height);
    if (rng.chance(0.3)) {
      return fill(
        `一个平行四边形的面积是 ${dec(area)} 平方${u}，底是 ${dec(base)} ${u}，它的高是 ${blank} ${u}。`,
        [dec(height)],
        [`平行四边形的面积 = 底 × 高，所以 高 = 面积 ÷ 底。`, `${dec(area)} ÷ ${dec(base)} = ${dec(height)}（${u}）。`],
      );
    }
    return fill(
      `一个平行四边形的底是 ${dec(base)} ${u}，高是 ${dec(height)} ${u}，它的面积是 ${blank} 平方${u}。`,
      [dec(area)],
      [
        `平行四边形可以剪拼成一个长方形，长方形的长就是底、宽就是高，所以 面积 = 底 × 高。`,
        `${dec(base)} × ${dec(height)} = ${dec(area)}（平方${u}）。`,
      ],
    );
  }),
  'm5-parallelogram-area-choice': gen('平行四边形的面积（分清底、高和邻边）', (rng) => {
    const base = rng.int(6, 30);
    const height = rng.int(3, 20);
    const side = height + rng.int(1, 8);
    return single(
      rng,
      `一个平行四边形相邻的两条边分别长 ${base} 厘米和 ${side} 厘米，${base} 厘米这条边上的高是 ${height} 厘米。它的面积是多少平方厘米？`,
      base * height,
      [base * side, (base * height) / 2, 2 * (base + side), side * height, base * height * 2, base * height + base],
      [`面积 = 底 × 对应的高，不能用底乘另一条邻边（邻边是斜的，比高长）。`, `${base} × ${height} = ${base * height}（平方厘米）。`],
    );
  }),
  'm5-triangle-area': gen('三角形的面积', (rng) => {
    const u = rng.pick(units);
    const base = frac(rng.int(2, 30));
    const height = len(rng);
    const area = base.mul(height).div(2);
    if (rng.chance(0.3)) {
      return fill(
        `一个三角形的面积是 ${dec(area)} 平方${u}，底是 ${dec(base)} ${u}，这条底上的高是 ${blank} ${u}。`,
        [dec(height)],
        [
          `三角形的面积 = 底 × 高 ÷ 2，所以 高 = 面积 × 2 ÷ 底。`,
          `${dec(area)} × 2 ÷ ${dec(base)} = ${dec(area.mul(2))} ÷ ${dec(base)} = ${dec(height)}（${u}）。`,
        ],
      );
    }
    return fill(
      `一个三角形的底是 ${dec(base)} ${u}，高是 ${dec(height)} ${u}，它的面积是 ${blank} 平方${u}。`,
      [dec(area)],
      [
        `两个完全一样的三角形能拼成一个平行四边形，所以 三角形的面积 = 底 × 高 ÷ 2。`,
        `${dec(base)} × ${dec(height)} ÷ 2 = ${dec(area)}（平方${u}），别忘了除以 2。`,
      ],
    );
  }),
  'm5-triangle-area-compare': gen('三角形与等底等高的平行四边形', (rng) => {
    const base = rng.int(4, 30);
    const height = rng.int(2, 20);
    const right = (base * height) / 2;
    const claim = rng.chance(0.5) ? right : base * height;
    return trueFalse(
      `一个平行四边形和一个三角形等底等高，底都是 ${base} 厘米，高都是 ${height} 厘米。判断：三角形的面积是 ${claim} 平方厘米。`,
      claim === right,
      [
        `平行四边形的面积是 ${base} × ${height} = ${base * height}（平方厘米）。`,
        `等底等高的三角形面积是它的一半：${base * height} ÷ 2 = ${right}（平方厘米）。`,
      ],
    );
  }),
  'm5-trapezoid-area': gen('梯形的面积', (rng) => {
    const u = rng.pick(units);
    const top = len(rng);
    const bottom = top.add(len(rng));
    const height = frac(rng.int(2, 24));
    const area = top.add(bottom).mul(height).div(2);
    if (rng.chance(0.3)) {
      return fill(
        `一个梯形的面积是 ${dec(area)} 平方${u}，上底 ${dec(top)} ${u}，下底 ${dec(bottom)} ${u}，它的高是 ${blank} ${u}。`,
        [dec(height)],
        [
          `梯形的面积 = (上底 + 下底) × 高 ÷ 2，所以 高 = 面积 × 2 ÷ (上底 + 下底)。`,
          `${dec(area)} × 2 ÷ (${dec(top)} + ${dec(bottom)}) = ${dec(area.mul(2))} ÷ ${dec(top.add(bottom))} = ${dec(height)}（${u}）。`,
        ],
      );
    }
    return fill(
      `一个梯形的上底是 ${dec(top)} ${u}，下底是 ${dec(bottom)} ${u}，高是 ${dec(height)} ${u}，它的面积是 ${blank} 平方${u}。`,
      [dec(area)],
      [
        `梯形的面积 = (上底 + 下底) × 高 ÷ 2。`,
        `(${dec(top)} + ${dec(bottom)}) × ${dec(height)} ÷ 2 = ${dec(top.add(bottom))} × ${dec(height)} ÷ 2 = ${dec(area)}（平方${u}）。`,
      ],
    );
  }),
  'm5-composite-area': gen('组合图形的面积', (rng) => {
    const kind = rng.int(0, 2);
    if (kind === 0) {
      const w = rng.int(4, 20);
      const h = rng.int(3, 15);
      const roof = rng.int(2, 10);
      const area = w * h + (w * roof) / 2;
      return fill(
        `一面墙的形状是下面一个长方形、上面一个三角形（房子的侧面）。长方形部分底边长 ${w} 米、高 ${h} 米，三角形的底就是长方形的底边，高 ${roof} 米。这面墙的面积是 ${blank} 平方米。`,
        [dec(area)],
        [
          `分成两部分：长方形 ${w} × ${h} = ${w * h}（平方米），三角形 ${w} × ${roof} ÷ 2 = ${dec(frac(w * roof, 2))}（平方米）。`,
          `相加：${w * h} + ${dec(frac(w * roof, 2))} = ${dec(area)}（平方米）。`,
        ],
      );
    }
    if (kind === 1) {
      const l = rng.int(10, 40);
      const w = rng.int(8, 30);
      const cl = rng.int(2, l - 4);
      const cw = rng.int(2, w - 4);
      return fill(
        `从一块长 ${l} 厘米、宽 ${w} 厘米的长方形纸板的一角，剪去一个长 ${cl} 厘米、宽 ${cw} 厘米的小长方形，剩下部分的面积是 ${blank} 平方厘米。`,
        [l * w - cl * cw],
        [
          `用"减法"：大长方形 ${l} × ${w} = ${l * w}（平方厘米），剪去的 ${cl} × ${cw} = ${cl * cw}（平方厘米）。`,
          `${l * w} - ${cl * cw} = ${l * w - cl * cw}（平方厘米）。`,
        ],
      );
    }
    const a = rng.int(4, 20);
    const b = a + rng.int(2, 16);
    const h = rng.int(2, 12);
    const side = rng.int(2, 12);
    const area = ((a + b) * h) / 2 + b * side;
    return fill(
      `一块菜地由一个梯形和一个长方形拼成：梯形上底 ${a} 米、下底 ${b} 米、高 ${h} 米；长方形的长就是梯形的下底，宽 ${side} 米。这块菜地的面积是 ${blank} 平方米。`,
      [dec(area)],
      [
        `梯形：(${a} + ${b}) × ${h} ÷ 2 = ${dec(frac((a + b) * h, 2))}（平方米）；长方形：${b} × ${side} = ${b * side}（平方米）。`,
        `合计：${dec(frac((a + b) * h, 2))} + ${b * side} = ${dec(area)}（平方米）。`,
      ],
    );
  }),
  'm5-tree-planting': gen('植树问题', (rng) => {
    const gap = rng.pick([2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25]);
    const segments = rng.int(5, 40);
    const length = gap * segments;
    const kind = rng.int(0, 3);
    const [where, trees, rule] = [
      ['两端都要栽', segments + 1, '两端都栽：棵数 = 间隔数 + 1'],
      ['只栽一端', segments, '只栽一端：棵数 = 间隔数'],
      ['两端都不栽', segments - 1, '两端都不栽：棵数 = 间隔数 - 1'],
      ['', segments, '封闭的环形：棵数 = 间隔数'],
    ][kind] as [string, number, string];
    const road = kind === 3 ? `一个周长 ${length} 米的湖边一周` : `一条长 ${length} 米的小路一边`;
    return fill(
      `在${road}栽树${kind === 3 ? '' : `（${where}）`}，每隔 ${gap} 米栽一棵，一共要栽 ${blank} 棵。`,
      [trees],
      [
        `先求间隔数：${length} ÷ ${gap} = ${segments}（个）。`,
        kind === 0 || kind === 2
          ? `${rule}，${segments}${kind === 0 ? ' + 1' : ' - 1'} = ${trees}（棵）。`
          : `${rule}，所以要栽 ${trees} 棵。`,
      ],
    );
  }),
  'm5-tree-planting-length': gen('植树问题（求全长）', (rng) => {
    const gap = rng.pick([2, 3, 4, 5, 6, 8, 10]);
    const trees = rng.int(6, 40);
    const bothEnds = rng.chance(0.5);
    const segments = bothEnds ? trees - 1 : trees + 1;
    return single(
      rng,
      `在一条路的一边栽树（${bothEnds ? '两端都栽' : '两端都不栽'}），一共栽了 ${trees} 棵，相邻两棵树相距 ${gap} 米。这条路长多少米？`,
      segments * gap,
      [trees * gap, (bothEnds ? trees + 1 : trees - 1) * gap, (bothEnds ? segments - 1 : segments + 1) * gap],
      [
        `${bothEnds ? '两端都栽：间隔数 = 棵数 - 1' : '两端都不栽：间隔数 = 棵数 + 1'} = ${segments}。`,
        `路长 = 间隔数 × 间距 = ${segments} × ${gap} = ${segments * gap}（米）。`,
      ],
    );
  }),
};
