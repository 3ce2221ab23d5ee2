import { fill, single, type GeneratorSet } from '../../exercise.ts';
import { frac } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { forms, nonZero, num, numForms, op } from './common.ts';

/** 七年级下册 第九章 平面直角坐标系: 象限与坐标、用坐标描述图形、地理位置、平移. */

/** A point as printed: (3, −2). */
export const point = (x: number, y: number) => `(${num(x)}, ${num(y)})`;

/** Every accepted way to type a point: (3,−2), (3,-2), full-width brackets and commas are folded by the checker. */
const pointForms = (x: number, y: number) => forms(`(${num(x)},${num(y)})`);

export function quadrantOf(x: number, y: number): string {
  if (x === 0 && y === 0) return '原点';
  if (y === 0) return 'x 轴上';
  if (x === 0) return 'y 轴上';
  if (x > 0) return y > 0 ? '第一象限' : '第四象限';
  return y > 0 ? '第二象限' : '第三象限';
}

const signText = (v: number) => (v > 0 ? '正' : '负');

const directions = (rng: Rng) => ({ dx: nonZero(rng, -6, 6), dy: nonZero(rng, -6, 6) });
const moveText = (dx: number, dy: number) =>
  `向${dx > 0 ? '右' : '左'}平移 ${Math.abs(dx)} 个单位长度，再向${dy > 0 ? '上' : '下'}平移 ${Math.abs(dy)} 个单位长度`;

export const coordinateGenerators: GeneratorSet = {
  'm7-quadrant': {
    title: '点所在的象限',
    generate(rng) {
      const x = rng.chance(0.1) ? 0 : nonZero(rng, -9, 9);
      const y = x !== 0 && rng.chance(0.1) ? 0 : nonZero(rng, -9, 9);
      const where = quadrantOf(x, y);
      const names = ['第一象限', '第二象限', '第三象限', '第四象限', 'x 轴上', 'y 轴上'];
      return single(rng, `在平面直角坐标系中，点 P${point(x, y)} 在（\u3000）。`, where, rng.shuffle(names), [
        x === 0 || y === 0
          ? `${x === 0 ? '横' : '纵'}坐标是 0 的点在${x === 0 ? ' y' : ' x'} 轴上，不属于任何象限。`
          : `横坐标 ${num(x)} 为${signText(x)}，纵坐标 ${num(y)} 为${signText(y)}。第一象限 (+, +)，第二象限 (−, +)，第三象限 (−, −)，第四象限 (+, −)。`,
        `所以点 P 在${where}。`,
      ]);
    },
  },
  'm7-point-distance-axis': {
    title: '点到坐标轴的距离与坐标轴上的点',
    generate(rng) {
      if (rng.chance(0.5)) {
        const x = nonZero(rng, -12, 12);
        const y = nonZero(rng, -12, 12);
        const axis = rng.pick(['x', 'y'] as const);
        const d = axis === 'x' ? Math.abs(y) : Math.abs(x);
        return fill(
          `点 P${point(x, y)} 到 ${axis} 轴的距离是 ____。`,
          [String(d)],
          [`点到 x 轴的距离是纵坐标的绝对值，到 y 轴的距离是横坐标的绝对值。`, `所以距离是 |${num(axis === 'x' ? y : x)}| = ${d}。`],
        );
      }
      const k = nonZero(rng, -8, 8);
      const j = rng.int(1, 9);
      const axis = rng.pick(['x', 'y'] as const);
      // P(m − k, m + j) on an axis: the other coordinate is 0
      const m = axis === 'y' ? k : -j;
      const mk = k < 0 ? `m + ${-k}` : `m − ${k}`;
      return fill(`若点 P(${mk}, m + ${j}) 在 ${axis} 轴上，则 m = ____。`, numForms(m), [
        axis === 'y' ? `y 轴上的点横坐标为 0，所以 ${mk} = 0。` : `x 轴上的点纵坐标为 0，所以 m + ${j} = 0。`,
        `解得 m = ${num(m)}。`,
      ]);
    },
  },
  'm7-coordinate-figure': {
    title: '用坐标描述简单几何图形',
    generate(rng) {
      if (rng.chance(0.5)) {
        const x1 = rng.int(-8, 3);
        const x2 = x1 + rng.int(2, 10);
        const x3 = rng.int(-6, 6);
        const y3 = nonZero(rng, -8, 8);
        const base = x2 - x1;
        const area = frac(base * Math.abs(y3), 2);
        return fill(`在平面直角坐标系中，A${point(x1, 0)}，B${point(x2, 0)}，C${point(x3, y3)}，则 △ABC 的面积是 ____。`, numForms(area), [
          `A、B 都在 x 轴上，AB = ${num(x2)} − (${num(x1)}) = ${base}；点 C 到 x 轴的距离是 |${num(y3)}| = ${Math.abs(y3)}，这就是 AB 边上的高。`,
          `面积 = ${base} × ${Math.abs(y3)} ÷ 2 = ${num(area, true)}。`,
        ]);
      }
      const a = rng.int(-8, 4);
      const b = rng.int(-8, 4);
      const c = a + rng.int(2, 9);
      const d = b + rng.int(2, 9);
      const ask = rng.pick(['B', 'D'] as const);
      const [x, y] = ask === 'B' ? [c, b] : [a, d];
      return fill(
        `长方形 ABCD 的边 AB 平行于 x 轴，AD 平行于 y 轴，A${point(a, b)}，C${point(c, d)}，则点 ${ask} 的坐标是 ____。`,
        pointForms(x, y),
        [
          ask === 'B'
            ? `AB ∥ x 轴，B 与 A 的纵坐标相同，是 ${num(b)}；BC ∥ y 轴，B 与 C 的横坐标相同，是 ${num(c)}。`
            : `AD ∥ y 轴，D 与 A 的横坐标相同，是 ${num(a)}；DC ∥ x 轴，D 与 C 的纵坐标相同，是 ${num(d)}。`,
          `所以 ${ask}${point(x, y)}。`,
        ],
      );
    },
  },
  'm7-coordinate-location': {
    title: '用坐标表示地理位置',
    generate(rng) {
      const unit = rng.pick([50, 100, 200]);
      const x = nonZero(rng, -6, 6);
      const y = nonZero(rng, -6, 6);
      const place = rng.pick(['图书馆', '体育馆', '公园', '医院', '超市', '车站']);
      const ew = `${x > 0 ? '东' : '西'} ${Math.abs(x) * unit} m`;
      const ns = `${y > 0 ? '北' : '南'} ${Math.abs(y) * unit} m`;
      const setting = `以学校为原点，正东方向为 x 轴正方向，正北方向为 y 轴正方向，1 个单位长度表示 ${unit} m 建立平面直角坐标系。`;
      if (rng.chance(0.5)) {
        return fill(`${setting}${place}在学校${ew}、${ns}处，${place}的坐标是 ____。`, pointForms(x, y), [
          `向东为正、向西为负：横坐标 = ${x > 0 ? '' : '−'}${Math.abs(x) * unit} ÷ ${unit} = ${num(x)}；向北为正、向南为负：纵坐标 = ${y > 0 ? '' : '−'}${Math.abs(y) * unit} ÷ ${unit} = ${num(y)}。`,
          `${place}的坐标是 ${point(x, y)}。`,
        ]);
      }
      const place2 = (east: boolean, dx: number, north: boolean, dy: number) =>
        `${east ? '东' : '西'} ${dx * unit} m、${north ? '北' : '南'} ${dy * unit} m 处`;
      const [ax, ay] = [Math.abs(x), Math.abs(y)];
      return single(
        rng,
        `${setting}${place}的坐标是 ${point(x, y)}，${place}在学校的（\u3000）。`,
        place2(x > 0, ax, y > 0, ay),
        [place2(x < 0, ax, y > 0, ay), place2(x > 0, ax, y < 0, ay), place2(x > 0, ay, y > 0, ax), place2(x < 0, ax, y < 0, ay)],
        [
          `横坐标 ${num(x)} ${x > 0 ? '为正，表示向东' : '为负，表示向西'} ${ax} × ${unit} = ${ax * unit} m；纵坐标 ${num(y)} ${y > 0 ? '为正，表示向北' : '为负，表示向南'} ${ay} × ${unit} = ${ay * unit} m。`,
          `所以${place}在学校${place2(x > 0, ax, y > 0, ay)}。`,
        ],
      );
    },
  },
  'm7-coordinate-translation': {
    title: '用坐标表示平移',
    generate(rng) {
      const x = rng.int(-8, 8);
      const y = rng.int(-8, 8);
      const { dx, dy } = directions(rng);
      if (rng.chance(0.5)) {
        return fill(`把点 A${point(x, y)} ${moveText(dx, dy)}，得到点 A′，点 A′ 的坐标是 ____。`, pointForms(x + dx, y + dy), [
          `左右平移改变横坐标（右加左减），上下平移改变纵坐标（上加下减）。`,
          `横坐标 ${num(x)} ${dx > 0 ? '+' : '−'} ${Math.abs(dx)} = ${num(x + dx)}，纵坐标 ${num(y)} ${dy > 0 ? '+' : '−'} ${Math.abs(dy)} = ${num(y + dy)}，A′${point(x + dx, y + dy)}。`,
        ]);
      }
      const bx = rng.int(-8, 8);
      const by = rng.int(-8, 8);
      return fill(
        `线段 AB 平移后得到线段 A′B′，点 A${point(x, y)} 的对应点是 A′${point(x + dx, y + dy)}，点 B${point(bx, by)} 的对应点 B′ 的坐标是 ____。`,
        pointForms(bx + dx, by + dy),
        [
          `由 A 到 A′：横坐标变化 ${num(x + dx)} − ${op(x)} = ${num(dx)}，纵坐标变化 ${num(y + dy)} − ${op(y)} = ${num(dy)}；图形上每个点都这样平移。`,
          `B′ 的横坐标 ${num(bx)} + ${op(dx)} = ${num(bx + dx)}，纵坐标 ${num(by)} + ${op(dy)} = ${num(by + dy)}，B′${point(bx + dx, by + dy)}。`,
        ],
      );
    },
  },
};
