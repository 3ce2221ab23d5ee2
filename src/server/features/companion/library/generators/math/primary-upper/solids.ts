import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { blank, dec, gen, randDec } from './common.ts';

/** 五年级下册 1 观察物体（三） and 3 长方体和正方体. */

export const solidGenerators: GeneratorSet = {
  'm5-view-count': gen('观察物体（从不同方向看到的正方形个数）', (rng) => {
    const columns = rng.int(2, 4);
    const front = Array.from({ length: columns }, () => rng.int(1, 3));
    const back = Array.from({ length: columns }, () => rng.int(0, 3));
    if (!back.some((h) => h > 0)) back[0] = 1;
    const describe = (row: number[]) => row.map((h) => `${h}`).join('、');
    const kind = rng.int(0, 3);
    const frontView = front.reduce((s, h, i) => s + Math.max(h, back[i] ?? 0), 0);
    const topView = front.length + back.filter((h) => h > 0).length;
    const leftView = Math.max(...front) + Math.max(...back);
    const total = [...front, ...back].reduce((s, h) => s + h, 0);
    const [ask, answer, how] = [
      [
        '从正面看，能看到',
        frontView,
        `从正面看，每一列看到的高度是这一列前后两排中较高的：${front.map((h, i) => Math.max(h, back[i] ?? 0)).join(' + ')} = ${frontView}`,
      ],
      [
        '从上面看，能看到',
        topView,
        `从上面看，每个摆了小正方体的位置都看到一个正方形：前排 ${front.length} 个，后排 ${back.filter((h) => h > 0).length} 个，共 ${topView} 个`,
      ],
      [
        '从左面看，能看到',
        leftView,
        `从左面看，只看到前后两排，每排看到的高度是这一排最高的：${Math.max(...front)} + ${Math.max(...back)} = ${leftView}`,
      ],
      ['一共用了', total, `把每一摞的个数加起来：${[...front, ...back].join(' + ')} = ${total}`],
    ][kind] as [string, number, string];
    return fill(
      `用同样大的小正方体摆一个立体图形，摆成前后两排、每排 ${columns} 列（一个叠一个往上摞）。前排从左到右每摞的个数是 ${describe(front)}，后排从左到右是 ${describe(back)}（0 表示没有摆）。${ask} ${blank} 个${kind === 3 ? '小正方体' : '正方形'}。`,
      [answer],
      [`先在脑中（或在纸上）画出这个立体图形的样子。`, `${how}。`],
    );
  }),
  'm5-cuboid-edges': gen('长方体和正方体的认识（棱长总和）', (rng) => {
    if (rng.chance(0.3)) {
      const a = rng.int(2, 25);
      return fill(
        `一个正方体的棱长是 ${a} 厘米，它的棱长总和是 ${blank} 厘米。`,
        [12 * a],
        [`正方体有 12 条棱，长度都相等。`, `棱长总和 = 棱长 × 12 = ${a} × 12 = ${12 * a}（厘米）。`],
      );
    }
    const l = rng.int(5, 30);
    const w = rng.int(2, l);
    const h = rng.int(2, 20);
    if (rng.chance(0.5)) {
      return fill(
        `一个长方体长 ${l} 厘米，宽 ${w} 厘米，高 ${h} 厘米，它的棱长总和是 ${blank} 厘米。`,
        [4 * (l + w + h)],
        [
          `长方体有 12 条棱，长、宽、高各有 4 条。`,
          `棱长总和 = (长 + 宽 + 高) × 4 = (${l} + ${w} + ${h}) × 4 = ${4 * (l + w + h)}（厘米）。`,
        ],
      );
    }
    return fill(
      `一个长方体的棱长总和是 ${4 * (l + w + h)} 厘米，长 ${l} 厘米，宽 ${w} 厘米，高是 ${blank} 厘米。`,
      [h],
      [`长 + 宽 + 高 = 棱长总和 ÷ 4 = ${4 * (l + w + h)} ÷ 4 = ${l + w + h}（厘米）。`, `高 = ${l + w + h} - ${l} - ${w} = ${h}（厘米）。`],
    );
  }),
  'm5-cuboid-facts': gen('长方体和正方体的特征（判断）', (rng) => {
    const facts = [
      ['长方体有 6 个面', true, '长方体有 6 个面，相对的面完全相同'],
      ['长方体有 12 条棱', true, '长方体有 12 条棱，相对的棱长度相等'],
      ['长方体有 8 个顶点', true, '长方体有 8 个顶点'],
      ['正方体的 6 个面都是完全相同的正方形', true, '正方体的 6 个面完全相同，都是正方形'],
      ['正方体是特殊的长方体', true, '长、宽、高都相等的长方体就是正方体'],
      ['长方体的 6 个面一定都是长方形', false, '长方体也可能有两个相对的面是正方形'],
      ['长方体有 6 条棱', false, '长方体有 12 条棱'],
      ['长方体有 4 个顶点', false, '长方体有 8 个顶点'],
      ['长方体相邻的两个面一定完全相同', false, '是相对的面完全相同，相邻的面不一定'],
    ] as const;
    const [text, right, why] = rng.pick(facts);
    const l = rng.int(3, 12);
    const w = rng.int(2, l);
    const h = rng.int(2, 12);
    const edge = rng.chance(0.5) ? 4 * (l + w + h) : 2 * (l + w + h);
    if (rng.chance(0.5)) return trueFalse(`判断：${text}。`, right, [`${why}。`, right ? '所以这句话是对的。' : '所以这句话是错的。']);
    return trueFalse(`判断：长 ${l} 厘米、宽 ${w} 厘米、高 ${h} 厘米的长方体，棱长总和是 ${edge} 厘米。`, edge === 4 * (l + w + h), [
      `长方体的长、宽、高各有 4 条棱，棱长总和 = (${l} + ${w} + ${h}) × 4 = ${4 * (l + w + h)}（厘米）。`,
      edge === 4 * (l + w + h) ? '所以这句话是对的。' : `题中的 ${edge} 只乘了 2，所以是错的。`,
    ]);
  }),
  'm5-surface-area': gen('长方体和正方体的表面积', (rng) => {
    const kind = rng.int(0, 2);
    if (kind === 0) {
      const a = rng.int(2, 20);
      return fill(
        `一个正方体的棱长是 ${a} 厘米，它的表面积是 ${blank} 平方厘米。`,
        [6 * a * a],
        [`正方体的 6 个面都是面积相同的正方形。`, `表面积 = 棱长 × 棱长 × 6 = ${a} × ${a} × 6 = ${6 * a * a}（平方厘米）。`],
      );
    }
    const l = rng.int(4, 30);
    const w = rng.int(2, l);
    const h = rng.int(2, 25);
    const full = 2 * (l * w + l * h + w * h);
    if (kind === 1) {
      return fill(
        `一个长方体长 ${l} 厘米，宽 ${w} 厘米，高 ${h} 厘米，它的表面积是 ${blank} 平方厘米。`,
        [full],
        [
          `表面积 = (长 × 宽 + 长 × 高 + 宽 × 高) × 2。`,
          `(${l} × ${w} + ${l} × ${h} + ${w} × ${h}) × 2 = (${l * w} + ${l * h} + ${w * h}) × 2 = ${full}（平方厘米）。`,
        ],
      );
    }
    return fill(
      `做一个长 ${l} 分米、宽 ${w} 分米、高 ${h} 分米的无盖长方体鱼缸，至少需要玻璃 ${blank} 平方分米。`,
      [full - l * w],
      [
        `无盖，就少了上面那个面，只有 5 个面：下面 ${l} × ${w} = ${l * w}，前后 ${l} × ${h} × 2 = ${2 * l * h}，左右 ${w} × ${h} × 2 = ${2 * w * h}。`,
        `${l * w} + ${2 * l * h} + ${2 * w * h} = ${full - l * w}（平方分米）。`,
      ],
    );
  }),
  'm5-volume': gen('长方体和正方体的体积', (rng) => {
    const kind = rng.int(0, 2);
    if (kind === 0) {
      const a = rng.int(2, 15);
      return fill(
        `一个正方体的棱长是 ${a} 厘米，它的体积是 ${blank} 立方厘米。`,
        [a ** 3],
        [`正方体的体积 = 棱长 × 棱长 × 棱长，V = a³。`, `${a} × ${a} × ${a} = ${a ** 3}（立方厘米）。`],
      );
    }
    const l = rng.int(3, 30);
    const w = rng.int(2, 20);
    const h = rng.int(2, 20);
    if (kind === 1) {
      return fill(
        `一个长方体长 ${l} 米，宽 ${w} 米，高 ${h} 米，它的体积是 ${blank} 立方米。`,
        [l * w * h],
        [`长方体的体积 = 长 × 宽 × 高，V = abh。`, `${l} × ${w} × ${h} = ${l * w * h}（立方米）。`],
      );
    }
    return single(
      rng,
      `一个长方体的体积是 ${l * w * h} 立方厘米，底面积是 ${l * w} 平方厘米，它的高是多少厘米？`,
      h,
      [l * w * h - l * w, h * 2, l * w * h * 2, h + 1],
      [`长方体的体积 = 底面积 × 高，所以 高 = 体积 ÷ 底面积。`, `${l * w * h} ÷ ${l * w} = ${h}（厘米）。`],
    );
  }),
  'm5-volume-units': gen('体积单位间的进率', (rng) => {
    const pairs = [
      ['立方米', '立方分米', 1000],
      ['立方分米', '立方厘米', 1000],
      ['升', '毫升', 1000],
      ['立方分米', '升', 1],
      ['立方厘米', '毫升', 1],
      ['立方米', '升', 1000],
    ] as const;
    const [big, small, rate] = rng.pick(pairs.filter((p) => p[2] > 1 || rng.chance(0.3)));
    const x = randDec(rng, 0.05, 9, rng.int(1, 2));
    const down = rng.chance(0.5);
    return down
      ? fill(
          `${dec(x)} ${big} = ${blank} ${small}`,
          [dec(x.mul(rate))],
          [`1 ${big} = ${rate} ${small}，大单位化小单位乘进率。`, `${dec(x)} × ${rate} = ${dec(x.mul(rate))}。`],
        )
      : fill(
          `${dec(x.mul(rate))} ${small} = ${blank} ${big}`,
          [dec(x)],
          [`1 ${big} = ${rate} ${small}，小单位化大单位除以进率。`, `${dec(x.mul(rate))} ÷ ${rate} = ${dec(x)}。`],
        );
  }),
  'm5-capacity': gen('容积和容积单位', (rng) => {
    if (rng.chance(0.5)) {
      const l = rng.int(3, 12);
      const w = rng.int(2, 10);
      const h = rng.int(2, 10);
      return fill(
        `一个长方体水箱，从里面量长 ${l} 分米、宽 ${w} 分米、高 ${h} 分米，它能装水 ${blank} 升。`,
        [l * w * h],
        [
          `容积 = 长 × 宽 × 高（从里面量）= ${l} × ${w} × ${h} = ${l * w * h}（立方分米）。`,
          `1 立方分米 = 1 升，所以能装水 ${l * w * h} 升。`,
        ],
      );
    }
    const l = rng.int(10, 30);
    const w = rng.int(8, 25);
    const rise = randDec(rng, 0.5, 4, 1);
    const v = rise.mul(l * w);
    return fill(
      `一个长方体玻璃缸，从里面量长 ${l} 厘米、宽 ${w} 厘米。放入一块石头（完全浸没），水面上升了 ${dec(rise)} 厘米。这块石头的体积是 ${blank} 立方厘米。`,
      [dec(v)],
      [
        `石头的体积等于上升的那部分水的体积，是一个长 ${l} 厘米、宽 ${w} 厘米、高 ${dec(rise)} 厘米的长方体。`,
        `${l} × ${w} × ${dec(rise)} = ${dec(v)}（立方厘米）。`,
      ],
    );
  }),
};
