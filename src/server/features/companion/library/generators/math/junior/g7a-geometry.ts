import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { decimalText, frac } from '../../format.ts';
import type { Rng } from '../../rng.ts';

/** 七年级上册 第六章 几何图形初步: 立体图形、点线面体、直线射线线段、角、余角和补角. */

const chineseNumber = ['', '', '', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** An angle in degrees and minutes: 35°18′ (0′ left out). */
export function dm(totalMinutes: number): string {
  const d = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return m === 0 ? `${d}°` : `${d}°${m}′`;
}

function solid(rng: Rng) {
  const n = rng.int(3, 12);
  const prism = rng.chance(0.6);
  const name = `${chineseNumber[n]}棱${prism ? '柱' : '锥'}`;
  const faces = prism ? n + 2 : n + 1;
  const edges = prism ? 3 * n : 2 * n;
  const vertices = prism ? 2 * n : n + 1;
  return { n, prism, name, faces, edges, vertices };
}

export const geometryGenerators: GeneratorSet = {
  'm7-solid-count': {
    title: '棱柱、棱锥的面、棱、顶点数',
    generate(rng) {
      const s = solid(rng);
      const ask = rng.pick(['面', '棱', '顶点'] as const);
      const value = ask === '面' ? s.faces : ask === '棱' ? s.edges : s.vertices;
      const how = s.prism
        ? `${s.name}有 2 个底面和 ${s.n} 个侧面，共 ${s.faces} 个面；棱有 ${s.n} × 3 = ${s.edges} 条；顶点有 ${s.n} × 2 = ${s.vertices} 个。`
        : `${s.name}有 1 个底面和 ${s.n} 个侧面，共 ${s.faces} 个面；棱有 ${s.n} × 2 = ${s.edges} 条；顶点有 ${s.n} + 1 = ${s.vertices} 个。`;
      return fill(`一个${s.name}有 ____ 个${ask}。`, [String(value)], [how, `所以${s.name}有 ${value} 个${ask}。`]);
    },
  },
  'm7-solid-from-net': {
    title: '由展开图或截面认识立体图形',
    generate(rng) {
      const s = solid(rng);
      const description = s.prism
        ? `一个立体图形的展开图由 2 个全等的${chineseNumber[s.n]}边形和 ${s.n} 个长方形组成`
        : `一个立体图形的展开图由 1 个${chineseNumber[s.n]}边形和 ${s.n} 个三角形组成`;
      const other = `${chineseNumber[s.n]}棱${s.prism ? '锥' : '柱'}`;
      const near = `${chineseNumber[s.n === 12 ? 11 : s.n + 1]}棱${s.prism ? '柱' : '锥'}`;
      const near2 = `${chineseNumber[s.n === 3 ? 4 : s.n - 1]}棱${s.prism ? '柱' : '锥'}`;
      return single(
        rng,
        `${description}，这个立体图形是（\u3000）。`,
        s.name,
        [other, near, near2, s.prism ? '圆柱' : '圆锥'],
        [
          s.prism ? `棱柱的两个底面是全等的多边形，侧面是长方形。` : `棱锥只有一个底面，侧面是有公共顶点的三角形。`,
          `底面是${chineseNumber[s.n]}边形，所以它是${s.name}。`,
        ],
      );
    },
  },
  'm7-lines-through-points': {
    title: '直线、射线、线段的条数',
    generate(rng) {
      const n = rng.int(3, 12);
      const count = (n * (n - 1)) / 2;
      if (rng.chance(0.5)) {
        return fill(
          `平面上有 ${n} 个点，其中任意三个点都不在同一条直线上，过每两个点画一条直线，一共可以画 ____ 条直线。`,
          [String(count)],
          [
            `两点确定一条直线。每个点与其余 ${n - 1} 个点各确定一条直线，共 ${n} × ${n - 1} 条，但每条直线被数了两次。`,
            `所以一共 ${n} × ${n - 1} ÷ 2 = ${count} 条直线。`,
          ],
        );
      }
      return fill(
        `一条直线上有 ${n} 个点，以这些点为端点的线段共有 ____ 条。`,
        [String(count)],
        [`每两个点确定一条线段，从 ${n} 个点中取 2 个。`, `线段共有 ${n} × ${n - 1} ÷ 2 = ${count} 条。`],
      );
    },
  },
  'm7-segment-midpoint': {
    title: '线段的和、差与中点',
    generate(rng) {
      const ab = rng.int(3, 20) * 2;
      const bc = rng.int(1, 12) * 2;
      if (rng.chance(0.5)) {
        const ac = ab + bc;
        const m = frac(ac, 2);
        const mb = m.sub(bc).abs();
        return fill(
          `点 C 在线段 AB 的延长线上，AB = ${ab} cm，BC = ${bc} cm，点 M 是线段 AC 的中点，则 MB = ____ cm。`,
          [decimalText(mb)],
          [
            `AC = AB + BC = ${ab} + ${bc} = ${ac}（cm），M 是 AC 的中点，所以 AM = ${decimalText(m)} cm。`,
            `MB = AB − AM = ${ab} − ${decimalText(m)} = ${decimalText(mb)}（cm）。`,
          ],
        );
      }
      const ac = rng.int(1, ab - 1);
      const cb = ab - ac;
      const mn = frac(ab, 2);
      return fill(
        `点 C 在线段 AB 上，AC = ${ac} cm，CB = ${cb} cm，M、N 分别是 AC、CB 的中点，则 MN = ____ cm。`,
        [decimalText(mn)],
        [
          `MC = AC ÷ 2 = ${decimalText(frac(ac, 2))} cm，CN = CB ÷ 2 = ${decimalText(frac(cb, 2))} cm。`,
          `MN = MC + CN = ${decimalText(mn)} cm（正好是 AB 的一半）。`,
        ],
      );
    },
  },
  'm7-angle-units': {
    title: '角的度、分、秒换算',
    generate(rng) {
      if (rng.chance(0.5)) {
        const degrees = rng.int(10, 170);
        const quarters = rng.int(1, 19);
        const decimal = frac(degrees).add(frac(quarters, 20));
        const minutes = quarters * 3;
        return fill(
          `${decimalText(decimal)}° = ${degrees}° ____′。`,
          [String(minutes)],
          [
            `1° = 60′，把小数部分 ${decimalText(frac(quarters, 20))}° 化成分：${decimalText(frac(quarters, 20))} × 60 = ${minutes}。`,
            `所以 ${decimalText(decimal)}° = ${degrees}°${minutes}′。`,
          ],
        );
      }
      const degrees = rng.int(10, 170);
      const minutes = rng.pick([6, 12, 15, 18, 24, 30, 36, 42, 45, 48, 54]);
      const value = frac(degrees).add(frac(minutes, 60));
      return fill(
        `${degrees}°${minutes}′ = ____°。`,
        [decimalText(value)],
        [
          `1′ = (1/60)°，${minutes}′ = ${minutes} ÷ 60 = ${decimalText(frac(minutes, 60))}°。`,
          `所以 ${degrees}°${minutes}′ = ${decimalText(value)}°。`,
        ],
      );
    },
  },
  'm7-angle-sum-difference': {
    title: '角的和、差与角平分线',
    generate(rng) {
      const a = rng.int(20, 120) * 60 + rng.int(0, 59);
      const b = rng.int(10, 60) * 60 + rng.int(0, 59);
      switch (rng.int(0, 2)) {
        case 0:
          return single(
            rng,
            `计算：${dm(a)} + ${dm(b)} = （\u3000）。`,
            dm(a + b),
            [dm(a + b - 40), dm(a + b + 60), dm(a + b + 40), dm(Math.abs(a - b))],
            [
              `度与度、分与分分别相加：${Math.floor(a / 60) + Math.floor(b / 60)}°${(a % 60) + (b % 60)}′。`,
              `满 60′ 向度进 1，结果是 ${dm(a + b)}。`,
            ],
          );
        case 1: {
          const [big, small] = a >= b ? [a, b] : [b, a];
          return single(
            rng,
            `计算：${dm(big)} − ${dm(small)} = （\u3000）。`,
            dm(big - small),
            [dm(big - small + 40), dm(big - small - 60 > 0 ? big - small - 60 : big - small + 120), dm(big - small + 60), dm(big + small)],
            [`度与度、分与分分别相减，分不够减时从度借 1°，即 60′。`, `结果是 ${dm(big - small)}。`],
          );
        }
        default: {
          const whole = rng.int(10, 89) * 2;
          const half = whole / 2;
          return fill(
            `OC 是 ∠AOB 的平分线，∠AOB = ${whole}°，则 ∠AOC = ____°。`,
            [String(half)],
            [`角平分线把角分成相等的两个角：∠AOC = ∠BOC = ∠AOB ÷ 2。`, `∠AOC = ${whole}° ÷ 2 = ${half}°。`],
          );
        }
      }
    },
  },
  'm7-clock-angle': {
    title: '钟面上时针与分针的夹角',
    generate(rng) {
      const hour = rng.int(1, 12);
      const minute = rng.pick([0, 10, 15, 20, 30, 40, 45, 50]);
      const hourHand = frac((hour % 12) * 30).add(frac(minute, 2));
      const minuteHand = frac(minute * 6);
      let angle = hourHand.sub(minuteHand).abs();
      if (angle.compare(180) > 0) angle = frac(360).sub(angle);
      return fill(
        `钟表上 ${hour} 点${minute === 0 ? '整' : ` ${minute} 分`}时，时针与分针所成的角（不大于 180°）是 ____°。`,
        [decimalText(angle)],
        [
          `分针每分钟转 6°，时针每分钟转 0.5°。以 12 点方向为起点，分针转了 ${minute * 6}°，时针转了 ${(hour % 12) * 30} + ${decimalText(frac(minute, 2))} = ${decimalText(hourHand)}°。`,
          `两针相差 ${decimalText(hourHand.sub(minuteHand).abs())}°，取不大于 180° 的角：${decimalText(angle)}°。`,
        ],
      );
    },
  },
  'm7-complement-supplement': {
    title: '余角和补角',
    generate(rng) {
      if (rng.chance(0.6)) {
        const angle = rng.int(5, 85) * 60 + rng.pick([0, 0, 15, 20, 30, 45]);
        const complement = rng.chance(0.5);
        const value = (complement ? 90 * 60 : 180 * 60) - angle;
        return fill(
          `一个角是 ${dm(angle)}，它的${complement ? '余角' : '补角'}是 ____。`,
          [dm(value), dm(value).replace('°', '度').replace('′', '分')],
          [
            complement ? `和为 90° 的两个角互为余角。` : `和为 180° 的两个角互为补角。`,
            `${complement ? '90°' : '180°'} − ${dm(angle)} = ${dm(value)}。`,
          ],
        );
      }
      const k = rng.int(3, 10);
      const x = frac(90 * k - 180, k - 1);
      if (x.d !== 1n) {
        return trueFalse(`判断：若 ∠1 与 ∠2 互补，∠2 与 ∠3 互补，则 ∠1 = ∠3。`, true, [
          `同角的补角相等：∠1 和 ∠3 都是 ∠2 的补角。`,
          `所以 ∠1 = ∠3，说法正确。`,
        ]);
      }
      return fill(
        `一个角的补角是它的余角的 ${k} 倍，这个角是 ____°。`,
        [decimalText(x)],
        [
          `设这个角为 x°，则补角为 (180 − x)°，余角为 (90 − x)°：180 − x = ${k}(90 − x)。`,
          `${k - 1}x = ${90 * k - 180}，x = ${decimalText(x)}。`,
        ],
      );
    },
  },
};
