import { type GeneratorSet, fill, multiple, single, trueFalse } from '../../exercise.ts';
import { at, expr, gen } from './shared.ts';

/** 一年级: 认识立体图形 (上册), 认识平面图形 and 七巧板 (下册). Text only: objects and shapes are described in words. */

export const solids = ['长方体', '正方体', '圆柱', '球'] as const;
type Solid = (typeof solids)[number];

export const solidObjects: Record<Solid, readonly string[]> = {
  长方体: ['牙膏盒', '砖块', '鞋盒', '冰箱', '字典', '粉笔盒'],
  正方体: ['魔方', '骰子', '正方体积木'],
  圆柱: ['易拉罐', '茶叶罐', '薯片筒', '圆木桩', '胶棒'],
  球: ['篮球', '乒乓球', '地球仪', '足球', '玻璃弹珠'],
};

const solidTraits: Record<Solid, readonly string[]> = {
  长方体: ['有 6 个平平的面，相对的面一样大，面大多是长方形', '像牙膏盒那样方方正正，但不是每个面都一样大'],
  正方体: ['有 6 个平平的面，每个面都是一样大的正方形', '方方正正，从哪个面看都一样大'],
  圆柱: ['上下两个面是一样大的圆，放倒了能滚动', '直直的，上下一样粗，立起来能站稳，放倒了能滚'],
  球: ['圆圆的，没有平平的面，能向各个方向滚动', '从哪个方向看都是圆的，放在哪里都容易滚动'],
};

const allObjects = solids.flatMap((solid) => solidObjects[solid].map((object) => ({ object, solid })));

const solidIdentify = gen('认识长方体、正方体、圆柱和球', (rng) => {
  const form = rng.int(0, 3);
  if (form === 0) {
    const { object, solid } = rng.pick(allObjects);
    return single(rng, `${object}的形状是（\u3000）。`, solid, solids, [
      `${object}${at(solidTraits[solid], 0)}。`,
      `所以${object}的形状是${solid}。`,
    ]);
  }
  if (form === 1) {
    const solid = rng.pick(solids);
    const trait = rng.pick(solidTraits[solid]);
    return single(rng, `一个立体图形${trait}，它是（\u3000）。`, solid, solids, [`${solid}的特点是：${trait}。`, `所以它是${solid}。`]);
  }
  if (form === 2) {
    const { object, solid } = rng.pick(allObjects);
    const claimed = rng.chance(0.5) ? solid : rng.pick(solids);
    return trueFalse(`判断：${object}的形状是${claimed}。`, claimed === solid, [
      `${object}${at(solidTraits[solid], 0)}，是${solid}。`,
      claimed === solid ? '题中说的对。' : `不是${claimed}，题中说的不对。`,
    ]);
  }
  const solid = rng.pick(solids);
  const right = rng.shuffle(solidObjects[solid]).slice(0, 2 + (solidObjects[solid].length > 3 && rng.chance(0.5) ? 1 : 0));
  const wrong = rng.shuffle(allObjects.filter((o) => o.solid !== solid)).slice(0, 5 - right.length);
  return multiple(
    rng,
    `下面的物体中，形状是${solid}的有（\u3000）。`,
    [...right.map((text) => ({ text, right: true })), ...wrong.map((o) => ({ text: o.object, right: false }))],
    [
      `${solid}的特点是：${at(solidTraits[solid], 0)}。`,
      `${right.join('、')}是${solid}；${wrong.map((o) => `${o.object}是${o.solid}`).join('，')}。`,
    ],
  );
});

const solidCount = gen('数一数各种立体图形', (rng) => {
  const picked = rng.shuffle(allObjects).slice(0, rng.int(5, 7));
  const solid = rng.pick(solids);
  const count = picked.filter((o) => o.solid === solid).length;
  return fill(
    `数一数，下面的物体中，形状是${solid}的有____个：${picked.map((o) => o.object).join('、')}。`,
    [count],
    [`逐个看一看：${picked.map((o) => `${o.object}是${o.solid}`).join('，')}。`, `形状是${solid}的有 ${count} 个。`],
  );
});

/** 拼一拼: cubes in a staircase or equal layers, counted by 连加. */
const cubeStack = gen('用小正方体搭一搭', (rng) => {
  if (rng.chance(0.5)) {
    const bottom = rng.int(2, 5);
    const layers = rng.int(2, bottom);
    const rows = Array.from({ length: layers }, (_, k) => bottom - k);
    const total = rows.reduce((sum, n) => sum + n, 0);
    return fill(
      `用同样大的小正方体搭台阶：最下面一层 ${bottom} 个，往上每一层都比下面一层少 1 个，一共搭了 ${layers} 层。一共用了____个小正方体。`,
      [total],
      [`从下往上每层的个数是：${rows.join('、')}。`, `合起来：${rows.join(' + ')} = ${total}（个）。`],
    );
  }
  const each = rng.int(2, 6);
  const layers = rng.int(2, Math.min(4, Math.floor(20 / each)));
  const total = each * layers;
  const rows = Array.from({ length: layers }, () => each);
  return single(
    rng,
    `用小正方体搭一个长方体：每层 ${each} 个，搭了 ${layers} 层。一共用了几个小正方体？（\u3000）`,
    total,
    [each + layers, total - each, total + each, total - 1],
    [`${layers} 层，每层都是 ${each} 个。`, `${rows.join(' + ')} = ${total}（个）。`],
  );
});

export const planes = ['长方形', '正方形', '三角形', '圆', '平行四边形'] as const;
type Plane = (typeof planes)[number];

const planeTraits: Record<Plane, string> = {
  长方形: '有 4 条直直的边和 4 个方方正正的角，相对的两条边一样长，长边比短边长',
  正方形: '有 4 条直直的边和 4 个方方正正的角，4 条边都一样长',
  三角形: '有 3 条直直的边和 3 个角',
  圆: '没有角，是一条弯弯的线围成的',
  平行四边形: '有 4 条直直的边和 4 个角，相对的两条边一样长，看起来斜斜的，像被推歪的长方形',
};

export const planeObjects: readonly { object: string; plane: Plane }[] = [
  { object: '数学书的封面', plane: '长方形' },
  { object: '黑板的面', plane: '长方形' },
  { object: '教室的门', plane: '长方形' },
  { object: '一张正方形便利贴', plane: '正方形' },
  { object: '魔方的一个面', plane: '正方形' },
  { object: '红领巾', plane: '三角形' },
  { object: '三角尺', plane: '三角形' },
  { object: '一元硬币的面', plane: '圆' },
  { object: '钟面', plane: '圆' },
  { object: '光盘', plane: '圆' },
  { object: '把正方体的一个面印在纸上，印出的图形', plane: '正方形' },
  { object: '把圆柱的底面印在纸上，印出的图形', plane: '圆' },
  { object: '把牙膏盒最大的面印在纸上，印出的图形', plane: '长方形' },
];

const planeIdentify = gen('认识长方形、正方形、三角形、平行四边形和圆', (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const { object, plane } = rng.pick(planeObjects);
    return single(rng, `${object}是（\u3000）。`, plane, rng.shuffle(planes), [`${plane}${planeTraits[plane]}。`, `所以是${plane}。`]);
  }
  if (form === 1) {
    const plane = rng.pick(planes);
    return single(rng, `一个图形${planeTraits[plane]}，它是（\u3000）。`, plane, rng.shuffle(planes), [
      `看边和角：${planeTraits[plane]}。`,
      `这是${plane}的特点，所以它是${plane}。`,
    ]);
  }
  const { object, plane } = rng.pick(planeObjects);
  const claimed = rng.chance(0.5) ? plane : rng.pick(planes);
  return trueFalse(`判断：${object}是${claimed}。`, claimed === plane, [
    `${object}是${plane}。`,
    claimed === plane ? '题中说的对。' : `不是${claimed}，题中说的不对。`,
  ]);
});

const sides: Record<Exclude<Plane, '圆'>, number> = { 长方形: 4, 正方形: 4, 三角形: 3, 平行四边形: 4 };

/** Sides or corners of a few shapes together, added up (连加). */
const planeCount = gen('数图形的边和角', (rng) => {
  const kinds = rng.shuffle(Object.keys(sides) as Exclude<Plane, '圆'>[]).slice(0, 2);
  const counts = kinds.map(() => rng.int(1, 2));
  const part = rng.pick(['条边', '个角'] as const);
  const terms = kinds.flatMap((kind, k) => Array.from({ length: at(counts, k) }, () => sides[kind]));
  const total = terms.reduce((sum, n) => sum + n, 0);
  return fill(
    `${kinds.map((kind, k) => `${at(counts, k)} 个${kind}`).join('和 ')}，一共有____${part}。`,
    [total],
    [
      kinds.map((kind) => `一个${kind}有 ${sides[kind]} ${part}`).join('，') + '。',
      `${terms.join(' + ')} = ${total}（${part.slice(0, 1)}）。`,
    ],
  );
});

const marks: readonly { mark: string; plane: Plane }[] = [
  { mark: '△', plane: '三角形' },
  { mark: '□', plane: '正方形' },
  { mark: '○', plane: '圆' },
  { mark: '▱', plane: '平行四边形' },
];

const shapeMarks = gen('数一数各种平面图形', (rng) => {
  const row = Array.from({ length: rng.int(7, 12) }, () => rng.pick(marks));
  const target = rng.pick(marks.filter((m) => row.includes(m)));
  const count = row.filter((m) => m === target).length;
  return fill(
    `（△ 表示三角形，□ 表示正方形，○ 表示圆，▱ 表示平行四边形）数一数：${row.map((m) => m.mark).join(' ')}\u3000其中${target.plane}有____个。`,
    [count],
    [`只数 ${target.mark}，从左往右一个一个地数，数过的做个记号。`, `${target.plane}一共有 ${count} 个。`],
  );
});

/** 七巧板: 5 块三角形、1 块正方形、1 块平行四边形 in each set. */
const tangram = gen('七巧板', (rng) => {
  const intro = '一副七巧板有 7 块：5 块三角形、1 块正方形和 1 块平行四边形。';
  const form = rng.int(0, 2);
  if (form === 0) {
    const sets = rng.int(2, 3);
    const piece = rng.pick([
      { name: '三角形', each: 5 },
      { name: '正方形', each: 1 },
      { name: '平行四边形', each: 1 },
      { name: '板', each: 7 },
    ]);
    const total = piece.each * sets;
    return fill(
      `${intro}${sets} 副七巧板一共有____块${piece.name}。`,
      [total],
      [`一副有 ${piece.each} 块${piece.name}。`, `${Array.from({ length: sets }, () => piece.each).join(' + ')} = ${total}（块）。`],
    );
  }
  if (form === 1) {
    const used = rng.int(1, 4);
    return single(
      rng,
      `${intro}拼一只小鸟用掉了 ${used} 块三角形，还剩几块三角形？（\u3000）`,
      5 - used,
      [7 - used, used, 5 - used + 1, 5 + used],
      [`一副七巧板有 5 块三角形。`, `${expr(5, '-', used)} = ${5 - used}（块）。`],
    );
  }
  const t = rng.int(2, 10);
  const s = rng.int(1, 2);
  const p = rng.int(1, 2);
  const total = t + s + p;
  return fill(
    `用两副七巧板拼图，用了 ${t} 块三角形、${s} 块正方形和 ${p} 块平行四边形，一共用了____块。`,
    [total],
    [`把三种板的块数合起来。`, `${expr(t, '+', s, '+', p)} = ${total}（块）。`],
  );
});

export const g1ShapeGenerators: GeneratorSet = {
  'm1-solid-identify': solidIdentify,
  'm1-solid-count': solidCount,
  'm1-cube-stack': cubeStack,
  'm1-plane-identify': planeIdentify,
  'm1-plane-count': planeCount,
  'm1-shape-marks': shapeMarks,
  'm1-tangram': tangram,
};
