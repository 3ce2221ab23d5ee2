import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { frac } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { MINUS, num, numForms } from './common.ts';

/** 七年级下册 第七章 相交线与平行线: 对顶角、垂线、三线八角、平行线的判定与性质、命题、平移. */

/**
 * The eight angles of two lines a (above) and b (below) cut by a line c, described in words: at each crossing the
 * angles upper-left, upper-right, lower-left, lower-right are ∠1–∠4 (at a) and ∠5–∠8 (at b).
 */
export const EIGHT_ANGLES =
  '直线 a、b 被直线 c 所截，a 在上、b 在下；在 c 与 a 的交点处，∠1、∠2、∠3、∠4 依次是左上、右上、左下、右下的角；在 c 与 b 的交点处，∠5、∠6、∠7、∠8 依次是左上、右上、左下、右下的角。';

/** The pairs of the eight angles with a name the textbook uses. */
export const anglePairs: readonly (readonly [number, number, string])[] = [
  [1, 5, '同位角'],
  [2, 6, '同位角'],
  [3, 7, '同位角'],
  [4, 8, '同位角'],
  [3, 6, '内错角'],
  [4, 5, '内错角'],
  [3, 5, '同旁内角'],
  [4, 6, '同旁内角'],
  [1, 4, '对顶角'],
  [2, 3, '对顶角'],
  [5, 8, '对顶角'],
  [6, 7, '对顶角'],
  [1, 2, '邻补角'],
  [1, 3, '邻补角'],
  [2, 4, '邻补角'],
  [3, 4, '邻补角'],
  [5, 6, '邻补角'],
  [5, 7, '邻补角'],
  [6, 8, '邻补角'],
  [7, 8, '邻补角'],
];

/** The size of ∠k when ∠1 (at a) is α and ∠5 (at b) is β: the upper-left and lower-right angles are equal. */
export function eightAngle(k: number, alpha: number, beta: number): number {
  const base = k <= 4 ? alpha : beta;
  return [1, 4].includes(((k - 1) % 4) + 1) ? base : 180 - base;
}

/** ∠1 (or ∠5) from the size of ∠k at the same crossing. */
const baseOf = (k: number, size: number) => ([1, 4].includes(((k - 1) % 4) + 1) ? size : 180 - size);

/** ∠k = size° turned into ∠1 or ∠5 in words. */
const derive = (k: number, size: number) =>
  k === 1 || k === 5 ? `∠${k} = ${size}°` : `∠${k} = ${size}° 得 ∠${k <= 4 ? 1 : 5} = ${baseOf(k, size)}°`;

/** Two angle numbers, one at a and one at b. */
function crossPair(rng: Rng): [number, number] {
  const i = rng.int(1, 4);
  const j = rng.int(5, 8);
  return rng.chance(0.5) ? [i, j] : [j, i];
}

export const lineGenerators: GeneratorSet = {
  'm7-vertical-angles': {
    title: '对顶角与邻补角',
    generate(rng) {
      const x = rng.int(15, 165);
      switch (rng.int(0, 2)) {
        case 0: {
          const ask = rng.pick(['∠BOD', '∠BOC', '∠AOD'] as const);
          const value = ask === '∠BOD' ? x : 180 - x;
          return fill(
            `直线 AB、CD 相交于点 O，∠AOC = ${x}°，则 ${ask} = ____°。`,
            [String(value)],
            ask === '∠BOD'
              ? [`∠AOC 与 ∠BOD 是对顶角，对顶角相等。`, `所以 ∠BOD = ∠AOC = ${x}°。`]
              : [`${ask} 与 ∠AOC 是邻补角，邻补角互补。`, `所以 ${ask} = 180° − ${x}° = ${value}°。`],
          );
        }
        case 1: {
          const half = rng.int(10, 85);
          const ask = rng.pick(['∠AOC', '∠BOC'] as const);
          const value = ask === '∠AOC' ? half : 180 - half;
          return fill(
            `直线 AB、CD 相交于点 O，∠AOC + ∠BOD = ${2 * half}°，则 ${ask} = ____°。`,
            [String(value)],
            [
              `∠AOC 与 ∠BOD 是对顶角，相等，所以 ∠AOC = ${2 * half}° ÷ 2 = ${half}°。`,
              ask === '∠AOC' ? `所以 ∠AOC = ${half}°。` : `∠BOC 与 ∠AOC 互补，∠BOC = 180° − ${half}° = ${value}°。`,
            ],
          );
        }
        default: {
          const [m, n] = rng.pick([
            [1, 2],
            [1, 3],
            [1, 5],
            [2, 3],
            [1, 4],
            [4, 5],
            [3, 7],
            [1, 8],
            [7, 11],
            [5, 13],
          ] as const);
          const flip = rng.chance(0.5);
          const [p, q] = flip ? [n, m] : [m, n];
          const aoc = (180 * p) / (p + q);
          return fill(
            `直线 AB、CD 相交于点 O，∠AOC : ∠BOC = ${p} : ${q}，则 ∠BOD = ____°。`,
            [String(aoc)],
            [
              `∠AOC 与 ∠BOC 是邻补角，和为 180°，所以 ∠AOC = 180° × ${p}/${p + q} = ${aoc}°。`,
              `∠BOD 与 ∠AOC 是对顶角，所以 ∠BOD = ${aoc}°。`,
            ],
          );
        }
      }
    },
  },
  'm7-perpendicular': {
    title: '垂线与点到直线的距离',
    generate(rng) {
      if (rng.chance(0.5)) {
        const x = rng.int(5, 85);
        const ask = rng.pick(['∠AOC', '∠BOD', '∠BOC'] as const);
        const aoc = 90 - x;
        const value = ask === '∠BOC' ? 180 - aoc : aoc;
        return fill(
          `直线 AB、CD 相交于点 O，射线 OE ⊥ AB 于点 O，射线 OC 在 ∠AOE 的内部，∠COE = ${x}°，则 ${ask} = ____°。`,
          [String(value)],
          [
            `OE ⊥ AB，所以 ∠AOE = 90°，∠AOC = 90° − ∠COE = 90° − ${x}° = ${aoc}°。`,
            ask === '∠AOC'
              ? `所以 ∠AOC = ${aoc}°。`
              : ask === '∠BOD'
                ? `∠BOD 与 ∠AOC 是对顶角，∠BOD = ${aoc}°。`
                : `∠BOC 与 ∠AOC 是邻补角，∠BOC = 180° − ${aoc}° = ${value}°。`,
          ],
        );
      }
      const [a0, b0, c0] = rng.pick([
        [3, 4, 5],
        [6, 8, 10],
        [5, 12, 13],
        [9, 12, 15],
        [8, 15, 17],
        [12, 16, 20],
        [7, 24, 25],
        [15, 20, 25],
      ] as const);
      const [a, b] = rng.chance(0.5) ? [a0, b0] : [b0, a0];
      const h = frac(a * b, c0);
      return fill(`在 △ABC 中，∠ACB = 90°，AC = ${a} cm，BC = ${b} cm，AB = ${c0} cm，则点 C 到直线 AB 的距离是 ____ cm。`, numForms(h), [
        `点 C 到直线 AB 的距离是垂线段 CD 的长（CD ⊥ AB 于点 D）。用两种方法算 △ABC 的面积：AC × BC ÷ 2 = AB × CD ÷ 2。`,
        `CD = ${a} × ${b} ÷ ${c0} = ${num(h, true)}（cm）。`,
      ]);
    },
  },
  'm7-angle-pairs': {
    title: '同位角、内错角、同旁内角',
    generate(rng) {
      const [p, q, name] = rng.pick(anglePairs);
      const [i, j] = rng.chance(0.5) ? [p, q] : [q, p];
      const names = ['同位角', '内错角', '同旁内角', '对顶角', '邻补角'];
      const why: Record<string, string> = {
        同位角: `∠${i} 与 ∠${j} 分别在直线 a、b 的同一方，并且都在直线 c 的同侧，是同位角。`,
        内错角: `∠${i} 与 ∠${j} 都在直线 a、b 之间，并且分别在直线 c 的两侧，是内错角。`,
        同旁内角: `∠${i} 与 ∠${j} 都在直线 a、b 之间，并且都在直线 c 的同一旁，是同旁内角。`,
        对顶角: `∠${i} 与 ∠${j} 在同一个交点处，两边互为反向延长线，是对顶角。`,
        邻补角: `∠${i} 与 ∠${j} 在同一个交点处，有一条公共边，另一边互为反向延长线，是邻补角。`,
      };
      return single(rng, `${EIGHT_ANGLES}∠${i} 与 ∠${j} 是（\u3000）。`, name, rng.shuffle(names), [
        `∠1–∠4 在 c 与 a 的交点处，∠5–∠8 在 c 与 b 的交点处；“上、下”指在直线 a（或 b）的哪一方，“左、右”指在直线 c 的哪一侧。`,
        why[name] ?? '',
      ]);
    },
  },
  'm7-parallel-concept': {
    title: '平行线的概念与平行公理的推论',
    generate(rng) {
      const letters = rng.shuffle(['a', 'b', 'c', 'd', 'e', 'l', 'm', 'n']).slice(0, rng.int(3, 5));
      const relations = letters.slice(1).map(() => (rng.chance(0.5) ? '∥' : '⊥'));
      const perpendiculars = relations.filter((r) => r === '⊥').length;
      const parallel = perpendiculars % 2 === 0;
      const chain = relations.map((r, k) => `${letters[k]} ${r} ${letters[k + 1]}`).join('，');
      const first = letters[0] ?? 'a';
      const last = letters[letters.length - 1] ?? 'b';
      const answer = parallel ? '平行' : '垂直';
      return fill(
        `在同一平面内，${chain}，则直线 ${first} 与 ${last} 的位置关系是 ____。`,
        [answer, `${first}${parallel ? '∥' : '⊥'}${last}`],
        [
          `在同一平面内：平行于同一条直线的两条直线平行；垂直于同一条直线的两条直线平行；一条直线垂直于两条平行线中的一条，也垂直于另一条。`,
          `从 ${first} 出发逐个推：共有 ${perpendiculars} 个“⊥”，每两个“⊥”抵消为平行，所以 ${first} ${parallel ? '∥' : '⊥'} ${last}，位置关系是${answer}。`,
        ],
      );
    },
  },
  'm7-parallel-judge': {
    title: '平行线的判定',
    generate(rng) {
      const [i, j] = crossPair(rng);
      const alpha = rng.int(20, 160);
      if (rng.chance(0.5)) {
        const sizeI = eightAngle(i, alpha, alpha);
        const sizeJ = eightAngle(j, alpha, alpha);
        return fill(
          `${EIGHT_ANGLES}已知 ∠${i} = ${sizeI}°，要使 a ∥ b，∠${j} 应等于 ____°。`,
          [String(sizeJ)],
          [
            `由对顶角相等、邻补角互补，∠${i} = ${sizeI}° 可以推出 ∠${i <= 4 ? 1 : 5} = ${alpha}°。`,
            `a ∥ b 需要同位角 ∠1 = ∠5 = ${alpha}°，由此 ∠${j} = ${sizeJ}°。`,
          ],
        );
      }
      const beta = rng.chance(0.5) ? alpha : alpha + rng.pick([-10, -5, -2, 2, 5, 10]);
      const [a1, b1] = i <= 4 ? [alpha, beta] : [beta, alpha];
      const sizeI = eightAngle(i, a1, b1);
      const sizeJ = eightAngle(j, a1, b1);
      const parallel = a1 === b1;
      return trueFalse(`${EIGHT_ANGLES}判断：若 ∠${i} = ${sizeI}°，∠${j} = ${sizeJ}°，则 a ∥ b。`, parallel, [
        `由对顶角相等、邻补角互补：${derive(i, sizeI)}；${derive(j, sizeJ)}。`,
        parallel ? `同位角 ∠1 = ∠5，所以 a ∥ b，说法正确。` : `同位角 ∠1 = ${a1}°，∠5 = ${b1}°，不相等，所以 a 与 b 不平行，说法错误。`,
      ]);
    },
  },
  'm7-parallel-angles': {
    title: '平行线的性质求角',
    generate(rng) {
      if (rng.chance(0.6)) {
        const [i, j] = crossPair(rng);
        const alpha = rng.int(20, 160);
        const sizeI = eightAngle(i, alpha, alpha);
        const sizeJ = eightAngle(j, alpha, alpha);
        return fill(
          `${EIGHT_ANGLES}若 a ∥ b，∠${i} = ${sizeI}°，则 ∠${j} = ____°。`,
          [String(sizeJ)],
          [
            `a ∥ b，两直线平行，同位角相等，所以 ∠1 = ∠5；再由对顶角相等、邻补角互补，∠1 = ∠4 = ∠5 = ∠8，∠2 = ∠3 = ∠6 = ∠7，两组角互补。`,
            `∠${i} = ${sizeI}°，所以 ∠1 = ${alpha}°，∠${j} = ${sizeJ}°。`,
          ],
        );
      }
      const x = rng.int(15, 80);
      const y = rng.int(15, 80);
      return fill(
        `AB ∥ CD，点 A、C 在左、点 B、D 在右，点 E 在 AB 与 CD 之间，并且在直线 BD 的左侧。连接 BE、DE，∠ABE = ${x}°，∠CDE = ${y}°，则 ∠BED = ____°。`,
        [String(x + y)],
        [
          `过点 E 作 EF ∥ AB（F 在 E 的右侧），则 EF ∥ CD。由两直线平行，内错角相等：∠BEF = ∠ABE = ${x}°，∠DEF = ∠CDE = ${y}°。`,
          `∠BED = ∠BEF + ∠DEF = ${x}° + ${y}° = ${x + y}°。`,
        ],
      );
    },
  },
  'm7-counterexample': {
    title: '命题的真假与反例',
    generate(rng) {
      const p = rng.int(1, 6);
      const q = p + rng.int(1, 5);
      switch (rng.int(0, 2)) {
        case 0:
          return single(
            rng,
            `能说明命题“若 a > b，则 a² > b²”是假命题的一组 a、b 的值是（\u3000）。`,
            `a = ${p}，b = ${MINUS}${q}`,
            [`a = ${q}，b = ${p}`, `a = ${MINUS}${q}，b = ${MINUS}${p}`, `a = ${q + 1}，b = ${MINUS}${p}`, `a = ${q}，b = 0`],
            [
              `反例要满足题设 a > b，却不满足结论 a² > b²。`,
              `a = ${p}，b = ${MINUS}${q}：${p} > ${MINUS}${q}，但 ${p}² = ${p * p}，(${MINUS}${q})² = ${q * q}，${p * p} < ${q * q}，结论不成立，是反例。`,
            ],
          );
        case 1:
          return single(
            rng,
            `能说明命题“若 |a| = |b|，则 a = b”是假命题的一组 a、b 的值是（\u3000）。`,
            `a = ${p}，b = ${MINUS}${p}`,
            [`a = ${p}，b = ${p}`, `a = ${MINUS}${p}，b = ${MINUS}${p}`, `a = ${q}，b = ${q}`, `a = 0，b = 0`],
            [
              `反例要满足 |a| = |b|，却有 a ≠ b。`,
              `a = ${p}，b = ${MINUS}${p}：|${p}| = |${MINUS}${p}| = ${p}，但 ${p} ≠ ${MINUS}${p}，是反例。`,
            ],
          );
        default: {
          const a = rng.int(10, 40);
          const b = rng.int(10, 85 - a);
          const c = rng.int(46, 80);
          const d = rng.int(Math.max(91 - c, 20), 80);
          return single(
            rng,
            `能说明命题“两个锐角的和是钝角”是假命题的反例是（\u3000）。`,
            `${a}° 和 ${b}°`,
            [`${c}° 和 ${d}°`, `${c + 5}° 和 ${d}°`, `${c}° 和 ${Math.min(d + 7, 89)}°`, `${c + 3}° 和 ${Math.min(d + 3, 89)}°`],
            [
              `反例是两个锐角，但它们的和不是钝角（不大于 90°）。`,
              `${a}° + ${b}° = ${a + b}°，不是钝角，所以是反例；其余各组的和都大于 90° 且小于 180°。`,
            ],
          );
        }
      }
    },
  },
  'm7-translation': {
    title: '平移的性质',
    generate(rng) {
      const bc = rng.int(4, 20);
      const d = rng.int(1, 12);
      if (rng.chance(0.5)) {
        const ask = d < bc && rng.chance(0.5) ? 'EC' : rng.pick(['BF', 'AD'] as const);
        const value = ask === 'EC' ? bc - d : ask === 'BF' ? bc + d : d;
        return fill(
          `把 △ABC 沿射线 BC 的方向平移 ${d} cm 得到 △DEF（点 A、B、C 的对应点分别是 D、E、F），BC = ${bc} cm，则 ${ask} = ____ cm。`,
          [String(value)],
          [
            `平移时，对应点所连的线段平行且相等，都等于平移的距离：AD = BE = CF = ${d} cm；对应线段相等：EF = BC = ${bc} cm。`,
            ask === 'EC'
              ? `EC = BC − BE = ${bc} − ${d} = ${value}（cm）。`
              : ask === 'BF'
                ? `BF = BC + CF = ${bc} + ${d} = ${value}（cm）。`
                : `AD = ${d} cm。`,
          ],
        );
      }
      const perimeter = bc + rng.int(6, 30);
      return fill(
        `把周长为 ${perimeter} cm 的 △ABC 沿 BC 方向平移 ${d} cm 得到 △DEF（A→D，B→E，C→F），则四边形 ABFD 的周长是 ____ cm。`,
        [String(perimeter + 2 * d)],
        [
          `四边形 ABFD 的周长 = AB + BC + CF + DF + AD，其中 DF = AC，CF = AD = ${d} cm。`,
          `周长 = (AB + BC + AC) + 2 × ${d} = ${perimeter} + ${2 * d} = ${perimeter + 2 * d}（cm）。`,
        ],
      );
    },
  },
};
