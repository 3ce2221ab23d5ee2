import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import type { Statement } from './shared.ts';

const rectangleStatements: Statement[] = [
  { text: '长方形的对边相等', right: true, why: '长方形两组对边分别相等。' },
  { text: '长方形的四个角都是直角', right: true, why: '长方形有四个直角。' },
  { text: '正方形的四条边都相等', right: true, why: '正方形四条边都相等。' },
  { text: '正方形的四个角都是直角', right: true, why: '正方形有四个直角。' },
  { text: '正方形是特殊的长方形', right: true, why: '正方形具有长方形的全部特征，长和宽相等。' },
  { text: '长方形和正方形都是四边形', right: true, why: '它们都由四条线段围成。' },
  { text: '长方形的周长 =（长 + 宽）× 2', right: true, why: '两条长和两条宽的和。' },
  { text: '正方形的周长 = 边长 × 4', right: true, why: '四条边一样长。' },
  { text: '有四个直角的四边形一定是正方形', right: false, why: '长方形也有四个直角，不一定四条边相等。' },
  { text: '长方形的四条边都相等', right: false, why: '长方形只是对边相等。' },
  { text: '四条边相等的四边形一定是正方形', right: false, why: '四个角不一定是直角。' },
  { text: '长方形的周长 = 长 + 宽', right: false, why: '长方形有两条长和两条宽，要乘 2。' },
  { text: '正方形的周长 = 边长 × 2', right: false, why: '正方形有四条边，要乘 4。' },
  { text: '长方形有两个直角', right: false, why: '长方形的四个角都是直角。' },
  { text: '周长相等的两个长方形，形状一定相同', right: false, why: '如长 5、宽 1 和长 4、宽 2 周长都是 12。' },
  { text: '三角形也是四边形', right: false, why: '三角形只有三条边。' },
  { text: '长方形有 4 条边、4 个角', right: true, why: '长方形是四边形，有 4 条边和 4 个直角。' },
  { text: '正方形的对边相等', right: true, why: '正方形四条边都相等，对边当然相等。' },
  { text: '边长 4 厘米的正方形，周长是 16 厘米', right: true, why: '4 × 4 = 16（厘米）。' },
  { text: '长 5 厘米、宽 3 厘米的长方形，周长是 16 厘米', right: true, why: '（5 + 3）× 2 = 16（厘米）。' },
  { text: '边长 4 厘米的正方形，周长是 8 厘米', right: false, why: '正方形周长 = 边长 × 4 = 16（厘米）。' },
  { text: '长方形的长一定是宽的 2 倍', right: false, why: '长方形的长和宽没有这样的规定。' },
];

const areaObjects = [
  ['一枚邮票的面积约是 6', '平方厘米'],
  ['一块橡皮最大的面约是 8', '平方厘米'],
  ['指甲盖的面积约是 1', '平方厘米'],
  ['一张课桌桌面的面积约是 24', '平方分米'],
  ['数学书封面的面积约是 5', '平方分米'],
  ['一块手帕的面积约是 4', '平方分米'],
  ['一块方砖的面积约是 9', '平方分米'],
  ['教室地面的面积约是 60', '平方米'],
  ['黑板的面积约是 4', '平方米'],
  ['学校操场的面积约是 3000', '平方米'],
  ['一间卧室的面积约是 15', '平方米'],
  ['一张床的面积约是 3', '平方米'],
  ['一张明信片的面积约是 150', '平方厘米'],
  ['电脑屏幕的面积约是 12', '平方分米'],
] as const;

/** 三年级下册 3 长方形和正方形、4 图形的面积. */
export const g3PerimeterAreaGenerators: GeneratorSet = {
  'm3-rect-facts': {
    title: '长方形和正方形的特征',
    generate(rng) {
      const statement = rng.pick(rectangleStatements);
      return trueFalse(`${statement.text}。`, statement.right, [statement.why, `所以这句话${statement.right ? '正确' : '错误'}。`]);
    },
  },
  'm3-perimeter-polygon': {
    title: '求图形的周长',
    generate(rng) {
      const sides = rng.int(3, 5);
      const lengths = Array.from({ length: sides }, () => rng.int(3, 20));
      if (sides === 3) {
        const [a = 3, b = 3] = lengths;
        lengths[2] = rng.int(Math.abs(a - b) + 1, a + b - 1);
      }
      const unit = rng.pick(['厘米', '分米', '米'] as const);
      const name = ['', '', '', '三角形', '四边形', '五边形'][sides] ?? '';
      const total = lengths.reduce((a, b) => a + b, 0);
      return fill(
        `一个${name}的各条边分别长 ${lengths.join(`${unit}、`)}${unit}，它的周长是____${unit}。`,
        [total],
        [`周长是围成图形一周的边线的总长，把各边加起来。`, `${lengths.join(' + ')} = ${total}（${unit}）。`],
      );
    },
  },
  'm3-rect-perimeter': {
    title: '长方形的周长',
    generate(rng) {
      const length = rng.int(4, 40);
      const width = rng.int(2, length - 1);
      const unit = rng.pick(['厘米', '分米', '米'] as const);
      const right = (length + width) * 2;
      return single(
        rng,
        `一个长方形长 ${length}${unit}、宽 ${width}${unit}，它的周长是（\u3000）。`,
        `${right}${unit}`,
        [length + width, length * width, length * 2 + width, length + width * 2, right + 2].map((value) => `${value}${unit}`),
        [`长方形的周长 =（长 + 宽）× 2。`, `（${length} + ${width}）× 2 = ${length + width} × 2 = ${right}（${unit}）。`],
      );
    },
  },
  'm3-rect-perimeter-inverse': {
    title: '已知周长求长方形的宽',
    generate(rng) {
      const length = rng.int(5, 40);
      const width = rng.int(2, length - 1);
      const perimeter = (length + width) * 2;
      return fill(
        `一个长方形的周长是 ${perimeter} 米，长是 ${length} 米，宽是____米。`,
        [width],
        [`长 + 宽 = 周长 ÷ 2：${perimeter} ÷ 2 = ${length + width}（米）。`, `宽 = ${length + width} − ${length} = ${width}（米）。`],
      );
    },
  },
  'm3-square-perimeter': {
    title: '正方形的周长',
    generate(rng) {
      const side = rng.int(2, 50);
      const unit = rng.pick(['厘米', '分米', '米'] as const);
      if (rng.chance(0.5)) {
        return fill(
          `一个正方形的边长是 ${side}${unit}，它的周长是____${unit}。`,
          [side * 4],
          [`正方形的周长 = 边长 × 4。`, `${side} × 4 = ${side * 4}（${unit}）。`],
        );
      }
      return fill(
        `一个正方形的周长是 ${side * 4}${unit}，它的边长是____${unit}。`,
        [side],
        [`正方形的边长 = 周长 ÷ 4。`, `${side * 4} ÷ 4 = ${side}（${unit}）。`],
      );
    },
  },
  'm3-perimeter-combine': {
    title: '拼成的图形的周长',
    generate(rng) {
      if (rng.chance(0.5)) {
        const count = rng.int(2, 6);
        const side = rng.int(2, 12);
        const answer = (count * side + side) * 2;
        return fill(
          `把 ${count} 个边长 ${side} 厘米的正方形排成一排拼成一个长方形，这个长方形的周长是____厘米。`,
          [answer],
          [
            `拼成的长方形长 ${side} × ${count} = ${side * count}（厘米），宽 ${side} 厘米。`,
            `周长：（${side * count} + ${side}）× 2 = ${answer}（厘米）。`,
          ],
        );
      }
      const length = rng.int(4, 20);
      const width = rng.int(2, length - 1);
      const answer = (length + width * 2) * 2;
      return fill(
        `把两个长 ${length} 厘米、宽 ${width} 厘米的长方形，长边和长边拼在一起，拼成一个大长方形。大长方形的周长是____厘米。`,
        [answer],
        [
          `长边拼在一起，大长方形长 ${length} 厘米，宽 ${width} × 2 = ${width * 2}（厘米）。`,
          `周长：（${length} + ${width * 2}）× 2 = ${answer}（厘米）。`,
        ],
      );
    },
  },
  'm3-area-unit-choose': {
    title: '选择合适的面积单位',
    generate(rng) {
      const [text, unit] = rng.pick(areaObjects);
      const wrong = rng.shuffle(['平方厘米', '平方分米', '平方米', '厘米', '米'].filter((name) => name !== unit));
      return single(rng, `填上合适的单位：${text}（\u3000）。`, unit, wrong, [
        `面积要用面积单位（平方厘米、平方分米、平方米），不能用长度单位。`,
        `想一想 1${unit}有多大，${text}${unit}最合适。`,
      ]);
    },
  },
  'm3-area-count': {
    title: '用面积单位量面积',
    generate(rng) {
      const perRow = rng.int(2, 12);
      const rows = rng.int(2, 9);
      const unit = rng.pick(['平方厘米', '平方分米'] as const);
      return fill(
        `用面积是 1${unit}的小正方形摆满一个长方形，每行摆 ${perRow} 个，摆了 ${rows} 行。这个长方形的面积是____${unit}。`,
        [perRow * rows],
        [`一共用了 ${perRow} × ${rows} = ${perRow * rows}（个）小正方形。`, `每个是 1${unit}，面积是 ${perRow * rows}${unit}。`],
      );
    },
  },
  'm3-rect-area': {
    title: '长方形、正方形的面积',
    generate(rng) {
      const square = rng.chance(0.3);
      const length = rng.int(3, 25);
      const width = square ? length : rng.int(2, length - 1);
      const [lengthUnit, areaUnit] = rng.pick([
        ['厘米', '平方厘米'],
        ['分米', '平方分米'],
        ['米', '平方米'],
      ] as const);
      const right = length * width;
      const prompt = square
        ? `一个正方形的边长是 ${length}${lengthUnit}，它的面积是（\u3000）。`
        : `一个长方形长 ${length}${lengthUnit}、宽 ${width}${lengthUnit}，它的面积是（\u3000）。`;
      return single(
        rng,
        prompt,
        `${right}${areaUnit}`,
        [`${(length + width) * 2}${areaUnit}`, `${length + width}${areaUnit}`, `${right}${lengthUnit}`, `${right * 2}${areaUnit}`],
        [
          square ? `正方形的面积 = 边长 × 边长。` : `长方形的面积 = 长 × 宽。`,
          `${length} × ${width} = ${right}，面积单位是${areaUnit}，答案是 ${right}${areaUnit}。`,
        ],
      );
    },
  },
  'm3-area-convert': {
    title: '面积单位间的进率',
    generate(rng) {
      const [big, small] = rng.pick([
        ['平方米', '平方分米'],
        ['平方分米', '平方厘米'],
      ] as const);
      const n = rng.int(2, 60);
      const kind = rng.int(0, 2);
      if (kind === 0)
        return fill(
          `${n}${big} = ____${small}`,
          [n * 100],
          [`1${big} = 100${small}。`, `${n} × 100 = ${n * 100}，所以 ${n}${big} = ${n * 100}${small}。`],
        );
      if (kind === 1)
        return fill(`${n * 100}${small} = ____${big}`, [n], [`100${small} = 1${big}。`, `${n * 100} ÷ 100 = ${n}，所以是 ${n}${big}。`]);
      const extra = rng.int(1, 99);
      return fill(
        `${n}${big}${extra}${small} = ____${small}`,
        [n * 100 + extra],
        [`${n}${big} = ${n * 100}${small}。`, `${n * 100} + ${extra} = ${n * 100 + extra}（${small}）。`],
      );
    },
  },
  'm3-tiling': {
    title: '铺地砖：面积的实际问题',
    generate(rng) {
      const tile = rng.pick([2, 3, 4, 5] as const);
      const choices = [2, 3, 4, 5, 6, 8, 9, 10, 12, 15].filter((metres) => (metres * 10) % tile === 0);
      const length = rng.pick(choices);
      const width = rng.pick(choices.filter((metres) => metres <= length));
      const count = ((length * 10) / tile) * ((width * 10) / tile);
      return fill(
        `用边长 ${tile} 分米的正方形地砖铺一间长 ${length} 米、宽 ${width} 米的房间地面，需要____块地砖。`,
        [count],
        [
          `统一单位：长 ${length}米 = ${length * 10}分米，宽 ${width}米 = ${width * 10}分米。`,
          `地面面积 ${length * 10} × ${width * 10} = ${length * width * 100}（平方分米），每块 ${tile} × ${tile} = ${tile * tile}（平方分米）。`,
          `${length * width * 100} ÷ ${tile * tile} = ${count}（块）。`,
        ],
      );
    },
  },
};
