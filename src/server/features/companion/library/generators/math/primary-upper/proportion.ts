import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { blank, dec, frac, gen, paren, randDec } from './common.ts';

/** 六年级下册 4 比例 and 5 数学广角——鸽巢问题. */

const relations = [
  ['单价一定，总价和数量', '成正比例', '总价 ÷ 数量 = 单价（一定），比值一定'],
  ['速度一定，路程和时间', '成正比例', '路程 ÷ 时间 = 速度（一定）'],
  ['每袋大米的质量一定，大米的总质量和袋数', '成正比例', '总质量 ÷ 袋数 = 每袋质量（一定）'],
  ['正方形的周长和边长', '成正比例', '周长 ÷ 边长 = 4（一定）'],
  ['圆的周长和直径', '成正比例', '周长 ÷ 直径 = π（一定）'],
  ['工作效率一定，工作总量和工作时间', '成正比例', '工作总量 ÷ 工作时间 = 工作效率（一定）'],
  ['路程一定，速度和时间', '成反比例', '速度 × 时间 = 路程（一定），乘积一定'],
  ['总价一定，单价和数量', '成反比例', '单价 × 数量 = 总价（一定）'],
  ['长方形的面积一定，长和宽', '成反比例', '长 × 宽 = 面积（一定）'],
  ['工作总量一定，工作效率和工作时间', '成反比例', '工作效率 × 工作时间 = 工作总量（一定）'],
  ['一本书的总页数一定，每天看的页数和看完需要的天数', '成反比例', '每天看的页数 × 天数 = 总页数（一定）'],
  ['三角形的面积一定，底和高', '成反比例', '底 × 高 = 面积 × 2（一定）'],
  ['长方形的周长一定，长和宽', '不成比例', '长 + 宽 = 周长 ÷ 2，是和一定，既不是比值一定也不是乘积一定'],
  ['人的身高和体重', '不成比例', '身高和体重没有固定的比值或乘积'],
  ['正方形的面积和边长', '不成比例', '面积 ÷ 边长 = 边长，比值不一定'],
  ['圆的面积和半径', '不成比例', '面积 ÷ 半径 = π × 半径，比值不一定'],
  ['小明的年龄和他爸爸的年龄', '不成比例', '两人的年龄差一定，比值和乘积都在变'],
  ['被减数一定，减数和差', '不成比例', '减数 + 差 = 被减数，是和一定'],
  ['圆柱的底面积一定，体积和高', '成正比例', '体积 ÷ 高 = 底面积（一定）'],
  ['圆柱的体积一定，底面积和高', '成反比例', '底面积 × 高 = 体积（一定）'],
  ['每行人数一定，行数和总人数', '成正比例', '总人数 ÷ 行数 = 每行人数（一定）'],
  ['总人数一定，每行人数和行数', '成反比例', '每行人数 × 行数 = 总人数（一定）'],
] as const;
const kinds = ['成正比例', '成反比例', '不成比例', '无法判断'];

export const proportionGenerators: GeneratorSet = {
  'm6-is-proportion': gen('比例的意义和基本性质', (rng) => {
    const a = rng.int(1, 12);
    const b = rng.int(1, 12);
    const k = rng.int(2, 9);
    const yes = rng.chance(0.5);
    const c = a * k;
    const d = yes ? b * k : b * k + rng.pick([1, -1, 2]);
    return trueFalse(`判断：${a} : ${b} 和 ${c} : ${d} 能组成比例。`, a * d === b * c, [
      `在比例里，两个外项的积等于两个内项的积。用外项积和内项积检验：${a} × ${d} = ${a * d}，${b} × ${c} = ${b * c}。`,
      a * d === b * c ? `两个积相等，所以能组成比例 ${a} : ${b} = ${c} : ${d}。` : `两个积不相等，比值不同，不能组成比例。`,
    ]);
  }),
  'm6-solve-proportion': gen('解比例', (rng) => {
    const x = rng.chance(0.75) ? frac(rng.int(2, 60)) : randDec(rng, 0.5, 20, 1);
    const a = rng.int(2, 15);
    const k = rng.pick([2, 3, 4, 5, 6, 8, 10]);
    const c = x.mul(k);
    const d = a * k;
    return fill(
      `解比例：x : ${a} = ${dec(c)} : ${d}，x = ${blank}`,
      [dec(x)],
      [`根据比例的基本性质，内项积等于外项积：${d}x = ${a} × ${dec(c)} = ${dec(c.mul(a))}。`, `x = ${dec(c.mul(a))} ÷ ${d} = ${dec(x)}。`],
    );
  }),
  'm6-proportion-relation': gen('正比例和反比例（判断两种量的关系）', (rng) => {
    const [text, answer, why] = rng.pick(relations);
    return single(
      rng,
      `${text}${paren}。`,
      answer,
      kinds.filter((k) => k !== answer),
      [`看两种相关联的量是比值一定还是乘积一定：${why}。`, `所以它们${answer}。`],
    );
  }),
  'm6-proportion-table': gen('正比例和反比例（看表判断）', (rng) => {
    const type = rng.int(0, 2);
    const xs = rng
      .shuffle([1, 2, 3, 4, 5, 6, 8, 10, 12])
      .slice(0, 4)
      .sort((p, q) => p - q);
    const k = type === 1 ? 120 * rng.pick([1, 2, 3]) : rng.int(2, 15);
    const c = rng.int(1, 20);
    const ys = xs.map((x) => (type === 0 ? k * x : type === 1 ? k / x : x + c));
    const answer = kinds[type]!;
    return single(
      rng,
      `x 和 y 的对应值如下：x = ${xs.join('、')} 时，y 依次是 ${ys.join('、')}。x 和 y ${paren}。`,
      answer,
      kinds.filter((q) => q !== answer),
      [
        type === 0
          ? `y ÷ x 都等于 ${k}，比值一定。`
          : type === 1
            ? `x × y 都等于 ${k}，乘积一定。`
            : `y - x 都等于 ${c}，比值和乘积都不一定。`,
        `所以 x 和 y ${answer}。`,
      ],
    );
  }),
  'm6-proportion-problems': gen('用比例解决问题', (rng) => {
    if (rng.chance(0.5)) {
      const unit = rng.int(2, 15);
      const n1 = rng.int(2, 9);
      const n2 = rng.int(10, 30);
      return fill(
        `买 ${n1} 支同样的钢笔用了 ${unit * n1} 元，照这样计算，买 ${n2} 支要 ${blank} 元。`,
        [unit * n2],
        [
          `单价一定，总价和数量成正比例。设买 ${n2} 支要 x 元：${unit * n1} : ${n1} = x : ${n2}。`,
          `${n1}x = ${unit * n1} × ${n2}，x = ${unit * n2}。`,
        ],
      );
    }
    const total = rng.pick([120, 180, 240, 360, 480, 600, 720]);
    const divisors = [2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30].filter((d) => total % d === 0);
    const [t1, t2] = rng.shuffle(divisors).slice(0, 2) as [number, number];
    return fill(
      `一批零件，每天加工 ${total / t1} 个，${t1} 天可以完成。如果要 ${t2} 天完成，每天要加工 ${blank} 个。`,
      [total / t2],
      [
        `零件总数一定，每天加工的个数和天数成反比例。设每天加工 x 个：${t2}x = ${total / t1} × ${t1}。`,
        `${t2}x = ${total}，x = ${total / t2}。`,
      ],
    );
  }),
  'm6-scale': gen('比例尺', (rng) => {
    const scale = rng.pick([1000, 2000, 5000, 10000, 50000, 100000, 200000, 500000, 1000000, 5000000]);
    const cm = randDec(rng, 1, 12, rng.int(0, 1));
    const actualCm = cm.mul(scale);
    const kind = rng.int(0, 2);
    const [unit, per] = scale >= 100000 ? ['千米', 100000] : ['米', 100];
    const actual = actualCm.div(per);
    if (kind === 0) {
      return fill(
        `在比例尺是 1 : ${scale} 的地图上，量得两地的图上距离是 ${dec(cm)} 厘米，两地的实际距离是 ${blank} ${unit}。`,
        [dec(actual)],
        [
          `实际距离 = 图上距离 ÷ 比例尺 = ${dec(cm)} × ${scale} = ${dec(actualCm)}（厘米）。`,
          `${dec(actualCm)} 厘米 = ${dec(actual)} ${unit}（1 ${unit} = ${per} 厘米）。`,
        ],
      );
    }
    if (kind === 1) {
      return fill(
        `两地的实际距离是 ${dec(actual)} ${unit}，画在比例尺是 1 : ${scale} 的地图上，图上距离是 ${blank} 厘米。`,
        [dec(cm)],
        [
          `先统一单位：${dec(actual)} ${unit} = ${dec(actualCm)} 厘米。`,
          `图上距离 = 实际距离 × 比例尺 = ${dec(actualCm)} × 1/${scale} = ${dec(cm)}（厘米）。`,
        ],
      );
    }
    return fill(
      `一幅地图上 ${dec(cm)} 厘米表示实际距离 ${dec(actual)} ${unit}，这幅地图的比例尺是 1 : ${blank}。`,
      [scale],
      [
        `先统一单位：${dec(actual)} ${unit} = ${dec(actualCm)} 厘米。`,
        `比例尺 = 图上距离 : 实际距离 = ${dec(cm)} : ${dec(actualCm)} = 1 : ${scale}。`,
      ],
    );
  }),
  'm6-enlarge-shrink': gen('图形的放大与缩小', (rng) => {
    const b = rng.int(2, 10);
    const a = b + rng.int(1, 8);
    const k = rng.int(2, 5);
    const shrink = rng.chance(0.4);
    if (shrink) {
      const [A, B] = [a * k, b * k];
      return fill(
        `把一个长 ${A} 厘米、宽 ${B} 厘米的长方形按 1 : ${k} 缩小，缩小后的长方形面积是 ${blank} 平方厘米。`,
        [a * b],
        [
          `按 1 : ${k} 缩小，长和宽都变成原来的 1/${k}：长 ${A} ÷ ${k} = ${a}，宽 ${B} ÷ ${k} = ${b}（厘米）。`,
          `面积 = ${a} × ${b} = ${a * b}（平方厘米），是原来的 1/${k * k}。`,
        ],
      );
    }
    return fill(
      `把一个长 ${a} 厘米、宽 ${b} 厘米的长方形按 ${k} : 1 放大，放大后的长方形面积是 ${blank} 平方厘米。`,
      [a * b * k * k],
      [
        `按 ${k} : 1 放大，长和宽都扩大到原来的 ${k} 倍：长 ${a * k} 厘米，宽 ${b * k} 厘米。`,
        `面积 = ${a * k} × ${b * k} = ${a * b * k * k}（平方厘米），是原来的 ${k * k} 倍，不是 ${k} 倍。`,
      ],
    );
  }),
  'm6-pigeonhole': gen('鸽巢问题', (rng) => {
    const kind = rng.int(0, 2);
    if (kind === 0) {
      const boxes = rng.int(2, 12);
      const items = boxes * rng.int(1, 6) + rng.int(1, boxes - 1);
      const least = Math.ceil(items / boxes);
      return fill(
        `把 ${items} 个苹果放进 ${boxes} 个抽屉里，不管怎么放，总有一个抽屉里至少放进 ${blank} 个苹果。`,
        [least],
        [
          `先平均分：${items} ÷ ${boxes} = ${Math.floor(items / boxes)}……${items % boxes}。`,
          `余下的 ${items % boxes} 个不论放进哪个抽屉，总有一个抽屉至少有 ${Math.floor(items / boxes)} + 1 = ${least} 个。`,
        ],
      );
    }
    const colours = rng.int(2, 6);
    const same = kind === 1 ? 2 : rng.int(3, 5);
    const need = (same - 1) * colours + 1;
    return fill(
      `一个盒子里有 ${colours} 种颜色的球，每种颜色的球都足够多。至少要摸出 ${blank} 个球，才能保证有 ${same} 个球的颜色相同。`,
      [need],
      [
        `把 ${colours} 种颜色看作 ${colours} 个抽屉。最坏的情况是每种颜色都先摸到 ${same - 1} 个：${same - 1} × ${colours} = ${(same - 1) * colours}（个）。`,
        `再摸 1 个，一定能凑成 ${same} 个同色：${(same - 1) * colours} + 1 = ${need}（个）。`,
      ],
    );
  }),
};
