import { fill, multiple, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { sample, type Statement } from './shared.ts';

const parallelStatements: Statement[] = [
  { text: '在同一平面内，不相交的两条直线叫作平行线', right: true, why: '这是平行线的定义。' },
  { text: '两条直线相交成直角，就说这两条直线互相垂直', right: true, why: '这是垂直的定义。' },
  { text: '从直线外一点到这条直线所画的垂直线段最短', right: true, why: '垂直线段最短。' },
  { text: '两条平行线之间的垂直线段都相等', right: true, why: '平行线间的距离处处相等。' },
  { text: '过直线外一点，只能画一条已知直线的平行线', right: true, why: '过直线外一点有且只有一条平行线。' },
  { text: '过直线外一点，只能画一条已知直线的垂线', right: true, why: '过一点只能画一条垂线。' },
  { text: '长方形相邻的两条边互相垂直', right: true, why: '长方形的四个角都是直角。' },
  { text: '长方形相对的两条边互相平行', right: true, why: '长方形两组对边分别平行。' },
  { text: '不相交的两条直线一定是平行线', right: false, why: '要加上“在同一平面内”。' },
  { text: '两条直线不平行就一定垂直', right: false, why: '相交但不成直角的两条直线既不平行也不垂直。' },
  { text: '两条线段不相交，它们就互相平行', right: false, why: '线段短，延长后可能相交。' },
  { text: '过直线外一点可以画无数条已知直线的平行线', right: false, why: '只能画一条。' },
  { text: '两条平行线之间的距离越来越远', right: false, why: '平行线之间的距离处处相等。' },
  { text: '从直线外一点到这条直线可以画无数条垂线', right: false, why: '只能画一条垂线。' },
  { text: '两条直线相交，一定互相垂直', right: false, why: '只有相交成直角才互相垂直。' },
  { text: '正方形相邻的两条边互相平行', right: false, why: '正方形相邻的两条边互相垂直。' },
];

const quadStatements: Statement[] = [
  { text: '正方形是特殊的长方形', right: true, why: '正方形有长方形的全部特征。' },
  { text: '长方形是特殊的平行四边形', right: true, why: '长方形两组对边分别平行。' },
  { text: '正方形也是平行四边形', right: true, why: '正方形两组对边分别平行。' },
  { text: '平行四边形的对边相等', right: true, why: '平行四边形两组对边分别平行且相等。' },
  { text: '平行四边形容易变形', right: true, why: '平行四边形具有不稳定性。' },
  { text: '只有一组对边平行的四边形叫作梯形', right: true, why: '这是梯形的定义。' },
  { text: '两腰相等的梯形叫作等腰梯形', right: true, why: '这是等腰梯形的定义。' },
  { text: '梯形是特殊的平行四边形', right: false, why: '梯形只有一组对边平行。' },
  { text: '平行四边形的四个角都是直角', right: false, why: '只有长方形和正方形的四个角都是直角。' },
  { text: '长方形是特殊的正方形', right: false, why: '长方形的四条边不一定相等。' },
  { text: '平行四边形的四条边都相等', right: false, why: '平行四边形只是对边相等。' },
  { text: '梯形的两组对边都平行', right: false, why: '梯形只有一组对边平行。' },
  { text: '梯形的两条腰一定相等', right: false, why: '只有等腰梯形的两腰相等。' },
];

/** 四年级上册 2 角的度量、5 平行四边形和梯形; 四年级下册 3 三角形. */
export const g4GeometryGenerators: GeneratorSet = {
  'm4-angle-compute': {
    title: '求角的度数',
    generate(rng) {
      const [name, total] = rng.pick([
        ['直角', 90],
        ['平角', 180],
        ['周角', 360],
      ] as const);
      const a = rng.int(5, total - 5);
      return fill(
        `∠1 和 ∠2 合起来正好组成一个${name}，∠1 = ${a}°，∠2 = ____°`,
        [total - a],
        [`一个${name}是 ${total}°。`, `∠2 = ${total}° − ${a}° = ${total - a}°。`],
      );
    },
  },
  'm4-angle-class': {
    title: '角的分类',
    generate(rng) {
      const degrees = rng.chance(0.25) ? rng.pick([90, 180, 360] as const) : rng.int(1, 179);
      const kind = degrees < 90 ? '锐角' : degrees === 90 ? '直角' : degrees < 180 ? '钝角' : degrees === 180 ? '平角' : '周角';
      const wrong = ['锐角', '直角', '钝角', '平角', '周角'].filter((name) => name !== kind);
      return single(rng, `${degrees}° 的角是（\u3000）。`, kind, rng.shuffle(wrong), [
        `小于 90° 的角是锐角，等于 90° 是直角，大于 90° 小于 180° 是钝角，等于 180° 是平角，等于 360° 是周角。`,
        `${degrees}° 是${kind}。`,
      ]);
    },
  },
  'm4-clock-angle': {
    title: '钟面上的角',
    generate(rng) {
      const hour = rng.int(1, 12);
      const half = rng.chance(0.5);
      const hourAt = (hour % 12) * 30 + (half ? 15 : 0);
      const diff = Math.abs(hourAt - (half ? 180 : 0));
      const degrees = Math.min(diff, 360 - diff);
      return fill(
        `${hour}时${half ? '30分' : '整'}，时针和分针所成的较小的角是____°。`,
        [degrees],
        [
          `钟面一周 360°，分成 12 个大格，每个大格 30°。${half ? '30 分时分针指 6，时针在两个数的正中间，多走了半格（15°）。' : '整时分针指 12。'}`,
          `两针相差 ${degrees / 30} 个大格，${degrees / 30} × 30° = ${degrees}°。`,
        ],
      );
    },
  },
  'm4-parallel-facts': {
    title: '平行与垂直',
    generate(rng) {
      const statement = rng.pick(parallelStatements);
      const prefix = rng.pick(['', '判断：', '判断对错：'] as const);
      return trueFalse(`${prefix}${statement.text}。`, statement.right, [
        statement.why,
        `所以这句话${statement.right ? '正确' : '错误'}。`,
      ]);
    },
  },
  'm4-parallelogram': {
    title: '平行四边形的边和角',
    generate(rng) {
      if (rng.chance(0.5)) {
        const a = rng.int(3, 30);
        const b = rng.int(2, 30);
        return fill(
          `一个平行四边形相邻的两条边分别长 ${a} 厘米和 ${b} 厘米，它的周长是____厘米。`,
          [(a + b) * 2],
          [`平行四边形的对边相等，周长 =（相邻两边的和）× 2。`, `（${a} + ${b}）× 2 = ${(a + b) * 2}（厘米）。`],
        );
      }
      const angle = rng.int(30, 150);
      const adjacent = rng.chance(0.5);
      return fill(
        `一个平行四边形的一个角是 ${angle}°，和它${adjacent ? '相邻' : '相对'}的角是____°。`,
        [adjacent ? 180 - angle : angle],
        [
          adjacent ? `平行四边形相邻的两个角合起来是 180°。` : `平行四边形相对的两个角相等。`,
          adjacent ? `180° − ${angle}° = ${180 - angle}°。` : `所以相对的角也是 ${angle}°。`,
        ],
      );
    },
  },
  'm4-trapezoid': {
    title: '梯形的边和角',
    generate(rng) {
      if (rng.chance(0.5)) {
        const top = rng.int(3, 20);
        const bottom = top + rng.int(2, 20);
        const leg = rng.int(3, 20);
        const perimeter = top + bottom + leg * 2;
        return fill(
          `一个等腰梯形的上底 ${top} 厘米，下底 ${bottom} 厘米，一条腰长 ${leg} 厘米，它的周长是____厘米。`,
          [perimeter],
          [`等腰梯形的两条腰相等。`, `${top} + ${bottom} + ${leg} × 2 = ${perimeter}（厘米）。`],
        );
      }
      const angle = rng.int(40, 140);
      return fill(
        `一个直角梯形中，除了两个直角，另有一个角是 ${angle}°，第四个角是____°。`,
        [180 - angle],
        [`四边形的四个角合起来是 360°，两个直角是 180°。`, `360° − 180° − ${angle}° = ${180 - angle}°。`],
      );
    },
  },
  'm4-quad-relations': {
    title: '四边形之间的关系',
    generate(rng) {
      const chosen = [
        ...sample(
          rng,
          quadStatements.filter((s) => s.right),
          rng.int(2, 3),
        ),
        ...sample(
          rng,
          quadStatements.filter((s) => !s.right),
          2,
        ),
      ];
      return multiple(
        rng,
        '下面说法正确的是（\u3000）。（多选）',
        chosen.map((s) => ({ text: s.text, right: s.right })),
        [
          '平行四边形两组对边分别平行；长方形、正方形是特殊的平行四边形；梯形只有一组对边平行。',
          ...chosen.filter((s) => !s.right).map((s) => `“${s.text}”不对：${s.why}`),
        ],
      );
    },
  },
  'm4-triangle-sides': {
    title: '三角形的三边关系',
    generate(rng) {
      const a = rng.int(2, 15);
      const b = rng.int(2, 15);
      if (rng.chance(0.5)) {
        return fill(
          `一个三角形的两条边分别长 ${a} 厘米和 ${b} 厘米，第三条边的长是整厘米数，最长是____厘米。`,
          [a + b - 1],
          [
            `三角形任意两边的和大于第三边，所以第三边要小于 ${a} + ${b} = ${a + b}（厘米）。`,
            `小于 ${a + b} 的最大整数是 ${a + b - 1}，最长是 ${a + b - 1} 厘米。`,
          ],
        );
      }
      const c = rng.int(1, 25);
      const [small, middle, big] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
      const can = small + middle > big;
      return trueFalse(`用长 ${a} 厘米、${b} 厘米和 ${c} 厘米的三根小棒能围成一个三角形。`, can, [
        `看两条较短边的和是否大于最长边：${small} + ${middle} = ${small + middle}。`,
        `${small + middle} ${can ? '>' : '≤'} ${big}，${can ? '能' : '不能'}围成三角形。`,
      ]);
    },
  },
  'm4-triangle-classify': {
    title: '按角给三角形分类',
    generate(rng) {
      const a = rng.int(20, 100);
      const b = rng.int(15, 160 - a);
      const c = 180 - a - b;
      const largest = Math.max(a, b, c);
      const kind = largest < 90 ? '锐角三角形' : largest === 90 ? '直角三角形' : '钝角三角形';
      return single(
        rng,
        `一个三角形的两个内角分别是 ${a}° 和 ${b}°，这个三角形是（\u3000）。`,
        kind,
        ['锐角三角形', '直角三角形', '钝角三角形', '无法确定'],
        [
          `三角形的内角和是 180°，第三个角是 180° − ${a}° − ${b}° = ${c}°。`,
          `最大的角是 ${largest}°，${largest < 90 ? '三个角都是锐角' : largest === 90 ? '有一个直角' : '有一个钝角'}，是${kind}。`,
        ],
      );
    },
  },
  'm4-triangle-angle-sum': {
    title: '三角形的内角和',
    generate(rng) {
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const a = rng.int(20, 110);
        const b = rng.int(10, 170 - a);
        return fill(
          `一个三角形的两个内角分别是 ${a}° 和 ${b}°，第三个内角是____°。`,
          [180 - a - b],
          [`三角形的内角和是 180°。`, `180° − ${a}° − ${b}° = ${180 - a - b}°。`],
        );
      }
      if (kind === 1) {
        const top = rng.int(10, 160);
        const even = top % 2 === 0 ? top : top + 1;
        return fill(
          `一个等腰三角形的顶角是 ${even}°，它的一个底角是____°。`,
          [(180 - even) / 2],
          [`等腰三角形的两个底角相等。`, `（180° − ${even}°）÷ 2 = ${(180 - even) / 2}°。`],
        );
      }
      const sides = rng.int(4, 10);
      return fill(
        `一个 ${sides} 边形的内角和是____°。`,
        [(sides - 2) * 180],
        [`从一个顶点出发画对角线，能把 ${sides} 边形分成 ${sides - 2} 个三角形。`, `${sides - 2} × 180° = ${(sides - 2) * 180}°。`],
      );
    },
  },
};
