import { fill, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { blank, dec, frac, gen } from './common.ts';

/** 六年级下册 3 圆柱与圆锥. */

const PI = frac(314, 100);

export const cylinderConeGenerators: GeneratorSet = {
  'm6-cylinder-lateral': gen('圆柱的认识（侧面展开）', (rng) => {
    const r = rng.int(1, 15);
    const h = rng.int(2, 30);
    const side = PI.mul(2 * r);
    if (rng.chance(0.5)) {
      return fill(
        `把一个底面半径 ${r} 厘米、高 ${h} 厘米的圆柱的侧面沿高剪开，展开成一个长方形，这个长方形的长是 ${blank} 厘米。（π 取 3.14）`,
        [dec(side)],
        [
          `圆柱的侧面沿高展开是长方形，长方形的长等于圆柱底面的周长，宽等于圆柱的高。`,
          `底面周长 = 2 × 3.14 × ${r} = ${dec(side)}（厘米）。`,
        ],
      );
    }
    return fill(
      `一个圆柱的底面半径是 ${r} 厘米，高是 ${h} 厘米，它的侧面积是 ${blank} 平方厘米。（π 取 3.14）`,
      [dec(side.mul(h))],
      [
        `圆柱的侧面积 = 底面周长 × 高，底面周长 = 2 × 3.14 × ${r} = ${dec(side)}（厘米）。`,
        `${dec(side)} × ${h} = ${dec(side.mul(h))}（平方厘米）。`,
      ],
    );
  }),
  'm6-cylinder-surface': gen('圆柱的表面积', (rng) => {
    const r = rng.int(1, 12);
    const h = rng.int(2, 25);
    const base = PI.mul(r * r);
    const side = PI.mul(2 * r).mul(h);
    const open = rng.chance(0.4);
    const total = open ? side.add(base) : side.add(base.mul(2));
    return fill(
      open
        ? `做一个底面半径 ${r} 分米、高 ${h} 分米的无盖圆柱形水桶，至少需要铁皮 ${blank} 平方分米。（π 取 3.14）`
        : `一个圆柱的底面半径是 ${r} 厘米，高是 ${h} 厘米，它的表面积是 ${blank} 平方厘米。（π 取 3.14）`,
      [dec(total)],
      [
        `侧面积 = 2 × 3.14 × ${r} × ${h} = ${dec(side)}；一个底面的面积 = 3.14 × ${r}² = ${dec(base)}。`,
        open
          ? `无盖水桶只有一个底面：${dec(side)} + ${dec(base)} = ${dec(total)}（平方分米）。`
          : `表面积 = 侧面积 + 两个底面积 = ${dec(side)} + ${dec(base)} × 2 = ${dec(total)}（平方厘米）。`,
      ],
    );
  }),
  'm6-cylinder-volume': gen('圆柱的体积', (rng) => {
    const r = rng.int(1, 10);
    const h = rng.int(2, 30);
    const v = PI.mul(r * r).mul(h);
    if (rng.chance(0.4)) {
      return fill(
        `一个圆柱形水桶，从里面量底面直径是 ${2 * r} 分米，高是 ${h} 分米，它能装水 ${blank} 升。（π 取 3.14）`,
        [dec(v)],
        [
          `先求底面半径：${2 * r} ÷ 2 = ${r}（分米），底面积 = 3.14 × ${r}² = ${dec(PI.mul(r * r))}（平方分米）。`,
          `容积 = 底面积 × 高 = ${dec(PI.mul(r * r))} × ${h} = ${dec(v)}（立方分米），1 立方分米 = 1 升，所以能装 ${dec(v)} 升。`,
        ],
      );
    }
    return fill(
      `一个圆柱的底面半径是 ${r} 厘米，高是 ${h} 厘米，它的体积是 ${blank} 立方厘米。（π 取 3.14）`,
      [dec(v)],
      [`圆柱的体积 = 底面积 × 高，V = πr²h。`, `3.14 × ${r}² × ${h} = ${dec(PI.mul(r * r))} × ${h} = ${dec(v)}（立方厘米）。`],
    );
  }),
  'm6-cone-volume': gen('圆锥的体积', (rng) => {
    const r = rng.int(1, 10);
    let h = rng.int(2, 30);
    if ((r * r * h) % 3 !== 0) h = 3 * rng.int(1, 10);
    const v = PI.mul(r * r)
      .mul(h)
      .div(3);
    if (rng.chance(0.4)) {
      const R = rng.int(2, 6);
      const H = frac(rng.pick([12, 15, 18, 21, 24, 27, 30]), 10);
      const sand = PI.mul(R * R)
        .mul(H)
        .div(3);
      return fill(
        `一堆沙子近似于圆锥，底面半径 ${R} 米，高 ${dec(H)} 米，这堆沙子的体积是 ${blank} 立方米。（π 取 3.14）`,
        [dec(sand)],
        [`圆锥的体积 = 1/3 × 底面积 × 高，V = 1/3πr²h。`, `1/3 × 3.14 × ${R}² × ${dec(H)} = ${dec(sand)}（立方米）。`],
      );
    }
    return fill(
      `一个圆锥的底面半径是 ${r} 厘米，高是 ${h} 厘米，它的体积是 ${blank} 立方厘米。（π 取 3.14）`,
      [dec(v)],
      [
        `圆锥的体积是与它等底等高的圆柱体积的 1/3：V = 1/3πr²h。`,
        `1/3 × 3.14 × ${r}² × ${h} = 1/3 × ${dec(PI.mul(r * r).mul(h))} = ${dec(v)}（立方厘米）。`,
      ],
    );
  }),
  'm6-cylinder-cone-relation': gen('圆柱与圆锥体积的关系', (rng) => {
    const cylinder = rng.int(2, 60) * 6;
    const kind = rng.int(0, 2);
    if (kind === 0) {
      const claim = rng.chance(0.5) ? cylinder / 3 : cylinder * 3;
      return trueFalse(
        `一个圆柱和一个圆锥等底等高，圆柱的体积是 ${cylinder} 立方厘米。判断：圆锥的体积是 ${claim} 立方厘米。`,
        claim === cylinder / 3,
        [`等底等高的圆锥体积是圆柱体积的 1/3。`, `${cylinder} × 1/3 = ${cylinder / 3}（立方厘米）。`],
      );
    }
    if (kind === 1) {
      const total = cylinder + cylinder / 3;
      const claim = rng.chance(0.5) ? cylinder / 3 : rng.pick([cylinder, total / 2]);
      return trueFalse(
        `一个圆柱和一个圆锥等底等高，它们的体积之和是 ${total} 立方分米。判断：圆锥的体积是 ${claim} 立方分米。`,
        claim === cylinder / 3,
        [`等底等高时，圆柱体积是圆锥的 3 倍，体积之和是圆锥体积的 4 倍。`, `圆锥的体积 = ${total} ÷ 4 = ${cylinder / 3}（立方分米）。`],
      );
    }
    return trueFalse(
      `判断：一个圆锥的体积是 ${cylinder / 3} 立方厘米，那么一个圆柱的体积一定是它的 3 倍，即 ${cylinder} 立方厘米。`,
      false,
      [`只有在等底等高的条件下，圆柱的体积才是圆锥的 3 倍。`, `题中没有说等底等高，所以不一定，这句话是错的。`],
    );
  }),
};
