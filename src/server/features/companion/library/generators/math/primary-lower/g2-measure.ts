import { type GeneratorSet, fill, single, trueFalse } from '../../exercise.ts';
import { askSign, at, expr, gen, wrongs } from './shared.ts';

/** 二年级上册: 分类与整理, 校园小导游 (东南西北), 厘米和米, 身体上的尺子. */

const colours = ['红色', '黄色', '蓝色'] as const;
const shapes = ['圆', '三角形', '正方形'] as const;

const classifyCount = gen('按给定标准分类', (rng) => {
  const items = Array.from({ length: rng.int(6, 10) }, () => `${rng.pick(colours)}的${rng.pick(shapes)}`);
  const byColour = rng.chance(0.5);
  const key = byColour
    ? rng.pick(colours.filter((c) => items.some((i) => i.startsWith(c))))
    : rng.pick(shapes.filter((s) => items.some((i) => i.endsWith(`的${s}`))));
  const count = items.filter((i) => (byColour ? i.startsWith(key) : i.endsWith(`的${key}`))).length;
  return fill(
    `有这些图形：${items.join('、')}。按${byColour ? '颜色' : '形状'}分，${byColour ? `${key}的` : key}有____个。`,
    [count],
    [
      `按${byColour ? '颜色' : '形状'}分，只看${byColour ? '颜色' : '形状'}，不管${byColour ? '形状' : '颜色'}。`,
      `${byColour ? `${key}的` : key}有：${items.filter((i) => (byColour ? i.startsWith(key) : i.endsWith(`的${key}`))).join('、')}，一共 ${count} 个。`,
    ],
  );
});

const fruits = ['苹果', '香蕉', '橘子', '葡萄', '草莓', '西瓜'] as const;

const surveyTable = gen('用简单统计表整理数据', (rng) => {
  const kinds = rng.shuffle(fruits).slice(0, 4);
  const counts = rng.shuffle([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).slice(0, 4);
  const table = `二（1）班同学最喜欢的水果统计：${kinds.map((k, i) => `${k} ${at(counts, i)} 人`).join('，')}。`;
  const form = rng.int(0, 2);
  if (form === 0) {
    const most = rng.chance(0.5);
    const value = most ? Math.max(...counts) : Math.min(...counts);
    const answer = at(kinds, counts.indexOf(value));
    return single(rng, `${table}最喜欢（\u3000）的人${most ? '最多' : '最少'}。`, answer, kinds, [
      `比较四个人数：${counts.join('、')}。`,
      `${value} ${most ? '最大' : '最小'}，所以是${answer}。`,
    ]);
  }
  if (form === 1) {
    const total = counts.reduce((s, n) => s + n, 0);
    return fill(`${table}一共调查了____人。`, [total], [`把每种水果的人数加起来。`, `${counts.join(' + ')} = ${total}（人）。`]);
  }
  const [i, j] = rng.shuffle([0, 1, 2, 3]);
  const [x, y] = at(counts, i!) > at(counts, j!) ? [i!, j!] : [j!, i!];
  const diff = at(counts, x) - at(counts, y);
  return fill(
    `${table}最喜欢${at(kinds, x)}的比最喜欢${at(kinds, y)}的多____人。`,
    [diff],
    [`求多几人，用减法。`, `${expr(at(counts, x), '-', at(counts, y))} = ${diff}（人）。`],
  );
});

const layered = gen('逐层分类', (rng) => {
  const [c1, c2] = rng.shuffle(colours);
  const [s1, s2] = rng.shuffle(shapes);
  const groups = [
    { colour: c1!, shape: s1!, n: rng.int(1, 9) },
    { colour: c1!, shape: s2!, n: rng.int(1, 9) },
    { colour: c2!, shape: s1!, n: rng.int(1, 9) },
    { colour: c2!, shape: s2!, n: rng.int(1, 9) },
  ];
  const intro = `先按颜色分，再按形状分，结果是：${groups.map((g) => `${g.colour}的${g.shape} ${g.n} 个`).join('，')}。`;
  const byColour = rng.chance(0.5);
  const key = byColour ? rng.pick([c1!, c2!]) : rng.pick([s1!, s2!]);
  const chosen = groups.filter((g) => (byColour ? g.colour === key : g.shape === key));
  const total = chosen.reduce((s, g) => s + g.n, 0);
  return fill(
    `${intro}${byColour ? `${key}的图形` : key}一共有____个。`,
    [total],
    [
      `${byColour ? `${key}的` : key}分在了两小类里：${chosen.map((g) => `${g.colour}的${g.shape} ${g.n} 个`).join('，')}。`,
      `${chosen.map((g) => g.n).join(' + ')} = ${total}（个）。`,
    ],
  );
});

const directions = ['东', '南', '西', '北'] as const;
/** Turning right from a direction: 东 → 南 → 西 → 北 → 东 (clockwise, seen from above). */
const rightOf = (d: (typeof directions)[number]) => at(directions, (directions.indexOf(d) + 1) % 4);
const opposite = (d: (typeof directions)[number]) => at(directions, (directions.indexOf(d) + 2) % 4);
const leftOf = (d: (typeof directions)[number]) => at(directions, (directions.indexOf(d) + 3) % 4);
const places = ['学校', '图书馆', '公园', '超市', '医院', '少年宫', '体育馆'] as const;

const compass = gen('认识东、南、西、北', (rng) => {
  const form = rng.int(0, 3);
  const d = rng.pick(directions);
  if (form === 0) {
    const side = rng.pick([
      { word: '左边', find: leftOf },
      { word: '右边', find: rightOf },
      { word: '后面', find: opposite },
    ]);
    const answer = side.find(d);
    return single(rng, `面向${d}站好，你的${side.word}是（\u3000）。`, answer, directions, [
      `东和西相对，南和北相对；面向北时，左边是西，右边是东。`,
      `面向${d}时，后面是${opposite(d)}，左边是${leftOf(d)}，右边是${rightOf(d)}，所以${side.word}是${answer}。`,
    ]);
  }
  if (form === 1)
    return fill(`${d}的相对方向是____。`, [opposite(d)], [`东和西相对，南和北相对。`, `所以${d}的相对方向是${opposite(d)}。`]);
  const [p, q] = rng.shuffle(places);
  if (form === 2) {
    return fill(
      `${p}在${q}的${d}面，那么${q}在${p}的____面。`,
      [opposite(d)],
      [`两个地方的位置是相对的。`, `${p}在${q}的${d}面，${q}就在${p}的${opposite(d)}面。`],
    );
  }
  const side = rng.pick([
    { word: '前面', real: '东' },
    { word: '后面', real: '西' },
    { word: '左边', real: '北' },
    { word: '右边', real: '南' },
  ] as const);
  const claimed = rng.chance(0.5) ? side.real : rng.pick(directions);
  return trueFalse(`判断：早上面向太阳站好，你的${side.word}是${claimed}。`, claimed === side.real, [
    `早上太阳在东方，面向太阳就是面向东：前面是东，后面是西，左边是北，右边是南。`,
    claimed === side.real ? '所以这句话是对的。' : `${side.word}是${side.real}，不是${claimed}，所以这句话是错的。`,
  ]);
});

const route = gen('校园小导游', (rng) => {
  const [first, second] = rng.shuffle(['教学楼', '图书馆', '食堂', '操场', '科学馆']);
  const d1 = rng.pick(directions);
  const d2 = rng.pick([leftOf(d1), rightOf(d1)]);
  const a = rng.int(2, 6) * 10;
  const b = rng.int(1, 9 - a / 10) * 10 + rng.pick([0, 5]);
  const intro = `从校门出发，先向${d1}走 ${a} 米到${first}，再向${d2}走 ${b} 米到${second}。`;
  const form = rng.int(0, 2);
  if (form === 0)
    return fill(`${intro}从校门到${second}一共走了____米。`, [a + b], [`把两段路合起来。`, `${expr(a, '+', b)} = ${a + b}（米）。`]);
  if (form === 1) return fill(`${intro}${first}在校门的____面。`, [d1], [`从校门向${d1}走到${first}。`, `所以${first}在校门的${d1}面。`]);
  return single(rng, `${intro}从${second}按原路回到${first}，要向（\u3000）走。`, opposite(d2), directions, [
    `来的时候从${first}向${d2}走到${second}。`,
    `原路返回方向相反，要向${opposite(d2)}走。`,
  ]);
});

const ruler = gen('认识厘米，用厘米量', (rng) => {
  const start = rng.int(0, 5);
  const end = start + rng.int(3, 14);
  const { thing, word } = rng.pick([
    { thing: '铅笔', word: '支' },
    { thing: '橡皮', word: '块' },
    { thing: '小刀', word: '把' },
    { thing: '纸条', word: '张' },
    { thing: '蜡笔', word: '支' },
    { thing: '钥匙', word: '把' },
  ]);
  if (rng.chance(0.7)) {
    return fill(
      `把一${word}${thing}放在直尺上，一端对着刻度 ${start}，另一端对着刻度 ${end}，它长____厘米。`,
      [end - start],
      [`从刻度 ${start} 到刻度 ${end}，有几个 1 厘米，就长几厘米。`, `${expr(end, '-', start)} = ${end - start}（厘米）。`],
    );
  }
  const claimed = rng.pick([end, end - start]);
  return trueFalse(`判断：${thing}的一端对着刻度 ${start}，另一端对着刻度 ${end}，${thing}长 ${claimed} 厘米。`, claimed === end - start, [
    `长度要从一端的刻度数到另一端的刻度：${expr(end, '-', start)} = ${end - start}（厘米）。`,
    claimed === end - start ? '题中说的对。' : `不是 ${claimed} 厘米（没有从 0 刻度开始量，不能直接读 ${end}），题中说的不对。`,
  ]);
});

export const lengthFacts = [
  { thing: '一支铅笔长约', min: 15, max: 19, unit: '厘米' },
  { thing: '一块橡皮长约', min: 3, max: 5, unit: '厘米' },
  { thing: '数学书长约', min: 24, max: 26, unit: '厘米' },
  { thing: '课桌高约', min: 65, max: 75, unit: '厘米' },
  { thing: '小明的身高约', min: 120, max: 135, unit: '厘米' },
  { thing: '黑板长约', min: 3, max: 5, unit: '米' },
  { thing: '教室的门高约', min: 2, max: 2, unit: '米' },
  { thing: '一棵大树高约', min: 8, max: 15, unit: '米' },
  { thing: '旗杆高约', min: 10, max: 15, unit: '米' },
  { thing: '一张床长约', min: 2, max: 2, unit: '米' },
  { thing: '一根跳绳长约', min: 2, max: 3, unit: '米' },
  { thing: '一枚一元硬币的宽约', min: 2, max: 2, unit: '厘米' },
] as const;

const chooseUnit = gen('选择合适的长度单位', (rng) => {
  const fact = rng.pick(lengthFacts);
  const n = rng.int(fact.min, fact.max);
  return fill(
    `在横线上填上合适的长度单位（厘米或米）：${fact.thing} ${n}____。`,
    [fact.unit],
    [`量比较短的物体用厘米，量比较长的物体用米；1 米 = 100 厘米。`, `${fact.thing} ${n} ${fact.unit}才合理，所以填“${fact.unit}”。`],
  );
});

const meters = gen('米和厘米的换算', (rng) => {
  const form = rng.int(0, 3);
  if (form === 0) {
    const a = rng.int(1, 9);
    return fill(`${a} 米 = ____厘米`, [a * 100], [`1 米 = 100 厘米。`, `${a} 米是 ${a} 个 100 厘米，是 ${a * 100} 厘米。`]);
  }
  if (form === 1) {
    const a = rng.int(2, 9);
    return fill(`${a * 100} 厘米 = ____米`, [a], [`100 厘米 = 1 米。`, `${a * 100} 厘米里有 ${a} 个 100 厘米，是 ${a} 米。`]);
  }
  if (form === 2) {
    const b = rng.int(1, 99);
    return fill(`1 米 − ${b} 厘米 = ____厘米`, [100 - b], [`先把 1 米换成 100 厘米。`, `${expr(100, '-', b)} = ${100 - b}（厘米）。`]);
  }
  const cm = rng.pick([rng.int(50, 99), 100, rng.int(101, 150)]);
  return askSign({ shown: '1 米', value: 100 }, { shown: `${cm} 厘米`, value: cm }, [`1 米 = 100 厘米，比较 100 厘米和 ${cm} 厘米。`]);
});

const segmentFacts = [
  { text: '线段有两个端点。', truth: true },
  { text: '线段是直直的。', truth: true },
  { text: '线段可以量出长度。', truth: true },
  { text: '线段可以无限延长。', truth: false },
  { text: '线段是弯弯的线。', truth: false },
  { text: '线段只有一个端点。', truth: false },
] as const;

const segments = gen('认识线段', (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const n = rng.int(2, 7);
    const count = (n * (n - 1)) / 2;
    return fill(
      `一条直直的线上点了 ${n} 个点，以这些点为端点的线段一共有____条。`,
      [count],
      [
        `从第一个点出发，能连出 ${n - 1} 条；从第二个点出发，再往后能连出 ${n - 2} 条……`,
        `${Array.from({ length: n - 1 }, (_, k) => n - 1 - k).join(' + ')} = ${count}（条）。`,
      ],
    );
  }
  if (form === 1) {
    const shape = rng.pick([
      { name: '三角形', sides: 3 },
      { name: '长方形', sides: 4 },
      { name: '正方形', sides: 4 },
      { name: '五边形', sides: 5 },
      { name: '六边形', sides: 6 },
    ]);
    const k = rng.int(1, 3);
    return fill(
      `${k} 个${shape.name}，一共由____条线段围成（每个图形单独画）。`,
      [k * shape.sides],
      [
        `一个${shape.name}由 ${shape.sides} 条线段围成。`,
        `${Array.from({ length: k }, () => shape.sides).join(' + ')} = ${k * shape.sides}（条）。`,
      ],
    );
  }
  const fact = rng.pick(segmentFacts);
  return trueFalse(`判断：${fact.text}`, fact.truth, [
    `线段是直的，有两个端点，可以量出长度。`,
    fact.truth ? '所以这句话是对的。' : '所以这句话是错的。',
  ]);
});

const lengthWord = gen('长度的计算', (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const a = rng.int(30, 99);
    const b = rng.int(5, a - 5);
    return fill(
      `一根绳子长 ${a} 厘米，剪去 ${b} 厘米，还剩____厘米。`,
      [a - b],
      [`求还剩多少，用减法。`, `${expr(a, '-', b)} = ${a - b}（厘米）。`],
    );
  }
  if (form === 1) {
    const b = rng.int(5, 95);
    return single(rng, `一根彩带长 1 米，剪去 ${b} 厘米，还剩多少厘米？（\u3000）`, 100 - b, wrongs(100 - b, [b - 1, 1 + b, 99 - b], 100), [
      `1 米 = 100 厘米。`,
      `${expr(100, '-', b)} = ${100 - b}（厘米）。`,
    ]);
  }
  const a = rng.int(10, 60);
  const b = rng.int(10, 99 - a);
  return fill(
    `两根木条分别长 ${a} 厘米和 ${b} 厘米，首尾相接摆成一排（不重叠），一共长____厘米。`,
    [a + b],
    [`把两段长度合起来。`, `${expr(a, '+', b)} = ${a + b}（厘米）。`],
  );
});

const bodyRuler = gen('身体上的尺子', (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const span = rng.int(10, 15);
    const k = rng.int(2, 5);
    const total = span * k;
    return fill(
      `小明一拃长约 ${span} 厘米，他量课桌的长，正好 ${k} 拃。课桌长约____厘米。`,
      [total],
      [`${k} 拃就是 ${k} 个 ${span} 厘米。`, `${Array.from({ length: k }, () => span).join(' + ')} = ${total}（厘米）。`],
    );
  }
  if (form === 1) {
    const k = rng.int(1, 5) * 2;
    return fill(
      `小红走一步约长 50 厘米，她从教室门口走到讲台走了 ${k} 步，大约是____米。`,
      [k / 2],
      [`2 步约是 50 + 50 = 100 厘米，就是 1 米。`, `${k} 步里有 ${k / 2} 个 2 步，大约是 ${k / 2} 米。`],
    );
  }
  const foot = rng.int(18, 22);
  const k = rng.int(2, 4);
  return fill(
    `丁丁的脚长约 ${foot} 厘米，他用脚一步一步地量花坛的宽，量了 ${k} 脚长，花坛宽约____厘米。`,
    [foot * k],
    [`${k} 个脚长就是 ${k} 个 ${foot} 厘米。`, `${Array.from({ length: k }, () => foot).join(' + ')} = ${foot * k}（厘米）。`],
  );
});

export const g2MeasureGenerators: GeneratorSet = {
  'm2-classify-count': classifyCount,
  'm2-classify-table': surveyTable,
  'm2-classify-layers': layered,
  'm2-directions': compass,
  'm2-campus-route': route,
  'm2-ruler-cm': ruler,
  'm2-length-unit': chooseUnit,
  'm2-meter-convert': meters,
  'm2-segments': segments,
  'm2-length-word': lengthWord,
  'm2-body-ruler': bodyRuler,
};
