import { fill, multiple, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { sample, type Statement } from './shared.ts';

const lineStatements: Statement[] = [
  { text: '线段有两个端点', right: true, why: '线段有两个端点，可以量出长度。' },
  { text: '射线只有一个端点', right: true, why: '射线从一个端点出发，向一端无限延伸。' },
  { text: '直线没有端点', right: true, why: '直线向两端无限延伸，没有端点。' },
  { text: '线段可以量出长度', right: true, why: '线段有两个端点，长度是有限的。' },
  { text: '经过两点只能画一条直线', right: true, why: '两点确定一条直线。' },
  { text: '经过一点可以画无数条直线', right: true, why: '经过一点的直线可以朝任何方向。' },
  { text: '射线有两个端点', right: false, why: '射线只有一个端点。' },
  { text: '直线有一个端点', right: false, why: '直线没有端点。' },
  { text: '一条射线长 8 厘米', right: false, why: '射线可以无限延伸，不能量出长度。' },
  { text: '直线比射线长', right: false, why: '直线和射线都无限长，不能比较长短。' },
  { text: '线段可以向两端无限延伸', right: false, why: '线段有两个端点，不能延伸。' },
  { text: '经过一点只能画一条直线', right: false, why: '经过一点可以画无数条直线。' },
];

const motions: readonly (readonly [string, '平移' | '旋转'])[] = [
  ['电梯上上下下', '平移'],
  ['拉开抽屉', '平移'],
  ['升国旗时国旗的运动', '平移'],
  ['推拉窗户的打开', '平移'],
  ['缆车沿着笔直的钢索前进', '平移'],
  ['传送带上的箱子', '平移'],
  ['火车在笔直的铁轨上行驶', '平移'],
  ['推动桌面上的一本书', '平移'],
  ['升降机把货物升高', '平移'],
  ['转动的电风扇扇叶', '旋转'],
  ['钟面上分针的运动', '旋转'],
  ['风车转动', '旋转'],
  ['拧开水龙头', '旋转'],
  ['汽车方向盘的转动', '旋转'],
  ['摩天轮转动', '旋转'],
  ['直升机的螺旋桨转动', '旋转'],
  ['旋转门的转动', '旋转'],
  ['陀螺的运动', '旋转'],
];

const shapes: readonly (readonly [string, boolean])[] = [
  ['长方形', true],
  ['正方形', true],
  ['圆', true],
  ['等边三角形', true],
  ['等腰三角形', true],
  ['等腰梯形', true],
  ['五角星', true],
  ['字母 A', true],
  ['字母 H', true],
  ['汉字“中”', true],
  ['汉字“王”', true],
  ['平行四边形（不是长方形）', false],
  ['三条边都不相等的三角形', false],
  ['字母 N', false],
  ['字母 S', false],
  ['字母 F', false],
  ['数字 7', false],
  ['汉字“我”', false],
];

/** 三年级上册 1 观察物体、5 线和角; 三年级下册 1 生活中的运动现象. */
export const g3ShapeGenerators: GeneratorSet = {
  'm3-view-count': {
    title: '从不同位置观察小正方体',
    generate(rng) {
      const heights = Array.from({ length: rng.int(2, 5) }, () => rng.int(1, 3));
      const view = rng.pick(['正面', '上面', '左面'] as const);
      const answer = view === '正面' ? heights.reduce((a, b) => a + b, 0) : view === '上面' ? heights.length : Math.max(...heights);
      return fill(
        `用同样大的小正方体在桌上摆成一排，从左往右每一摞分别有 ${heights.join('、')} 个。从${view}看，能看到____个正方形。`,
        [answer],
        [
          view === '正面'
            ? `从正面看，每一摞露出的正方形个数就是这一摞的个数。`
            : view === '上面'
              ? `从上面看，每一摞只看到最上面的一个面，一共 ${heights.length} 摞。`
              : `从左面看，所有摞重叠在一起，只能看到最高的一摞。`,
          view === '正面' ? `${heights.join(' + ')} = ${answer}（个）。` : `所以能看到 ${answer} 个正方形。`,
        ],
      );
    },
  },
  'm3-box-faces': {
    title: '长方体、正方体的面、棱、顶点',
    generate(rng) {
      const count = rng.int(2, 9);
      const shape = rng.pick(['长方体', '正方体'] as const);
      const [part, each] = rng.pick([
        ['面', 6],
        ['棱', 12],
        ['顶点', 8],
      ] as const);
      return fill(
        `一个${shape}纸盒有 ${each} 个${part}。${count} 个这样的纸盒一共有____个${part}。`,
        [count * each],
        [`每个${shape}有 ${each} 个${part}。`, `${count} 个一共有 ${each} × ${count} = ${each * count}（个）。`],
      );
    },
  },
  'm3-lines-facts': {
    title: '线段、射线和直线',
    generate(rng) {
      const chosen = [
        ...sample(
          rng,
          lineStatements.filter((s) => s.right),
          rng.int(2, 3),
        ),
        ...sample(
          rng,
          lineStatements.filter((s) => !s.right),
          2,
        ),
      ];
      return multiple(
        rng,
        '下面说法正确的是（\u3000）。（多选）',
        chosen.map((s) => ({ text: s.text, right: s.right })),
        [
          '线段有两个端点，射线有一个端点，直线没有端点；射线和直线都能无限延伸。',
          ...chosen.filter((s) => !s.right).map((s) => `“${s.text}”不对：${s.why}`),
        ],
      );
    },
  },
  'm3-angle-count': {
    title: '数角和数线段',
    generate(rng) {
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const sides = rng.int(3, 12);
        const name = `${['', '', '', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'][sides]}边形`;
        return fill(
          `一个${sides === 3 ? '三角形' : name}有____个角。`,
          [sides],
          [`多边形有几条边，就有几个顶点，也就有几个角。`, `${sides === 3 ? '三角形' : name}有 ${sides} 个角。`],
        );
      }
      const count = kind === 1 ? rng.int(2, 10) : rng.int(2, 9);
      const answer = (count * (count - 1)) / 2;
      const steps = [
        `${Array.from({ length: count - 1 }, (_, i) => count - 1 - i).join(' + ')} = ${answer}（${kind === 1 ? '个' : '条'}）。`,
      ];
      if (kind === 1) {
        return fill(
          `从一个点出发，在同一侧画出 ${count} 条射线（相邻两条射线都不重合），图中一共有____个角。`,
          [answer],
          [`有序地数：每两条射线组成一个角，第 1 条和后面 ${count - 1} 条各组成一个角，第 2 条和后面 ${count - 2} 条……`, ...steps],
        );
      }
      return fill(
        `一条线段上有 ${count} 个点（包括两个端点），图中一共有____条线段。`,
        [answer],
        [`有序地数：每两个点之间有一条线段，第 1 个点和后面 ${count - 1} 个点各连成一条，第 2 个点和后面 ${count - 2} 个点……`, ...steps],
      );
    },
  },
  'm3-clock-angle-kind': {
    title: '钟面上的角是什么角',
    generate(rng) {
      const half = rng.chance(0.6);
      const hour = half ? rng.int(1, 12) : rng.pick([1, 2, 3, 4, 5, 7, 8, 9, 10, 11] as const);
      const hourAt = (hour % 12) * 30 + (half ? 15 : 0);
      const minuteAt = half ? 180 : 0;
      const diff = Math.abs(hourAt - minuteAt);
      const degrees = Math.min(diff, 360 - diff);
      const kind = degrees < 90 ? '锐角' : degrees === 90 ? '直角' : '钝角';
      return single(
        rng,
        `${hour}时${half ? '30分' : '整'}，钟面上时针和分针组成的较小的角是（\u3000）。`,
        kind,
        ['锐角', '直角', '钝角', '平角'],
        [
          half ? `30分时分针指着 6；时针在 ${hour} 和 ${(hour % 12) + 1} 的正中间。` : `整时分针指着 12，时针指着 ${hour}。`,
          `两针之间相差 ${degrees / 30} 个大格（每个大格是直角的三分之一），${degrees < 90 ? '比直角小，是锐角' : degrees === 90 ? '正好是直角' : '比直角大、比平角小，是钝角'}。`,
        ],
      );
    },
  },
  'm3-motion-truefalse': {
    title: '平移和旋转现象',
    generate(rng) {
      const [text, kind] = rng.pick(motions);
      const claim = rng.pick(['平移', '旋转'] as const);
      return trueFalse(`${text}是${claim}现象。`, kind === claim, [
        kind === '平移' ? `${text}时，物体沿直线移动，方向不变，是平移。` : `${text}时，物体绕着一个点或一条轴转动，是旋转。`,
        `所以这句话${kind === claim ? '正确' : '错误'}。`,
      ]);
    },
  },
  'm3-grid-translate': {
    title: '在方格纸上平移',
    generate(rng) {
      const horizontal = rng.chance(0.5);
      const fixedAt = rng.int(1, 8);
      let from: number;
      let to: number;
      do {
        from = rng.int(1, 10);
        to = rng.int(1, 10);
      } while (Math.abs(from - to) < 2);
      const direction = horizontal ? (to > from ? '右' : '左') : to > from ? '上' : '下';
      const position = (at: number) => (horizontal ? `第 ${at} 列、第 ${fixedAt} 行` : `第 ${fixedAt} 列、第 ${at} 行`);
      return fill(
        `方格纸上，小船的船头从${position(from)}平移到${position(to)}（行从下往上数）。小船向${direction}平移了____格。`,
        [Math.abs(to - from)],
        [
          `看同一个点（船头）移动了几格：${horizontal ? '列' : '行'}从 ${from} 变成 ${to}。`,
          `${Math.max(from, to)} − ${Math.min(from, to)} = ${Math.abs(to - from)}，向${direction}平移了 ${Math.abs(to - from)} 格。`,
        ],
      );
    },
  },
  'm3-axis-symmetry': {
    title: '轴对称图形',
    generate(rng) {
      const chosen = [
        ...sample(
          rng,
          shapes.filter(([, s]) => s),
          rng.int(2, 3),
        ),
        ...sample(
          rng,
          shapes.filter(([, s]) => !s),
          2,
        ),
      ];
      return multiple(
        rng,
        '下面的图形中，是轴对称图形的有（\u3000）。（多选）',
        chosen.map(([text, right]) => ({ text, right })),
        [
          '沿一条直线对折，两边能完全重合的图形是轴对称图形。',
          `能对折重合的是：${chosen
            .filter(([, s]) => s)
            .map(([t]) => t)
            .join('、')}；${chosen
            .filter(([, s]) => !s)
            .map(([t]) => t)
            .join('、')}找不到这样的直线。`,
        ],
      );
    },
  },
};
