import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { frac } from '../../format.ts';
import { num, numForms } from './common.ts';
import { radical } from './g8b-radicals.ts';

/** 八年级下册 第二十一章 四边形: 多边形的内角和与外角和、平行四边形、矩形、菱形、正方形. */

const names = ['', '', '', '三角形', '四边形', '五边形', '六边形', '七边形', '八边形', '九边形', '十边形', '十一边形', '十二边形'];
const triples: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [6, 8, 10],
];

export const quadrilateralGenerators: GeneratorSet = {
  'm8-polygon-angles': {
    title: '多边形的内角和与外角和',
    generate(rng) {
      switch (rng.int(0, 3)) {
        case 0: {
          const n = rng.int(4, 20);
          const name = names[n] ?? `${n} 边形`;
          return fill(`${name}的内角和是 ____°。`, numForms((n - 2) * 180), [
            `n 边形的内角和 = (n − 2) × 180°。`,
            `(${n} − 2) × 180° = ${(n - 2) * 180}°。`,
          ]);
        }
        case 1: {
          const n = rng.pick([5, 6, 8, 9, 10, 12, 15, 18, 20]);
          const interior = 180 - 360 / n;
          return single(
            rng,
            `正 ${n} 边形的每个内角是（\u3000）。`,
            `${interior}°`,
            [`${360 / n}°`, `${(n - 2) * 180}°`, `${interior + 10}°`, `${180 - 180 / n}°`],
            [
              `正多边形的外角都相等，外角和是 360°，每个外角 = 360° ÷ ${n} = ${360 / n}°。`,
              `每个内角 = 180° − ${360 / n}° = ${interior}°。`,
            ],
          );
        }
        case 2: {
          const n = rng.int(5, 20);
          return fill(`一个多边形的内角和是 ${(n - 2) * 180}°，这个多边形的边数是 ____。`, numForms(n), [
            `设边数为 n，(n − 2) × 180 = ${(n - 2) * 180}。`,
            `n − 2 = ${n - 2}，n = ${n}。`,
          ]);
        }
        default: {
          const n = rng.int(4, 15);
          const one = rng.chance(0.5);
          const value = one ? n - 3 : (n * (n - 3)) / 2;
          return fill(
            `${one ? `从${names[n] ?? `${n} 边形`}的一个顶点出发，可以画 ____ 条对角线。` : `${names[n] ?? `${n} 边形`}一共有 ____ 条对角线。`}`,
            numForms(value),
            [
              `从 n 边形的一个顶点出发，不能连自己和相邻的两个顶点，可以画 (n − 3) 条对角线：${n} − 3 = ${n - 3}。`,
              one ? `所以是 ${n - 3} 条。` : `每条对角线连两个顶点，被数了两次，共 n(n − 3)/2 = ${n} × ${n - 3} ÷ 2 = ${value} 条。`,
            ],
          );
        }
      }
    },
  },
  'm8-parallelogram-properties': {
    title: '平行四边形的性质',
    generate(rng) {
      switch (rng.int(0, 2)) {
        case 0: {
          const ab = rng.int(3, 20);
          const bc = rng.int(3, 20);
          return fill(`在 ▱ABCD 中，AB = ${ab} cm，BC = ${bc} cm，它的周长是 ____ cm。`, numForms(2 * (ab + bc)), [
            `平行四边形的对边相等：CD = AB = ${ab} cm，AD = BC = ${bc} cm。`,
            `周长 = 2 × (${ab} + ${bc}) = ${2 * (ab + bc)} cm。`,
          ]);
        }
        case 1: {
          if (rng.chance(0.5)) {
            const a = rng.int(30, 150);
            const askB = rng.chance(0.5);
            const value = askB ? 180 - a : a;
            return fill(`在 ▱ABCD 中，∠A = ${a}°，则 ∠${askB ? 'B' : 'C'} = ____°。`, numForms(value), [
              `平行四边形的对角相等，邻角互补（AD ∥ BC，∠A + ∠B = 180°）。`,
              askB ? `∠B = 180° − ${a}° = ${value}°。` : `∠C 是 ∠A 的对角，∠C = ∠A = ${a}°。`,
            ]);
          }
          let p = rng.int(1, 8);
          let q = rng.int(1, 8);
          while (p === q || 180 % (p + q) !== 0) [p, q] = [rng.int(1, 8), rng.int(1, 8)];
          const a = (180 * p) / (p + q);
          return fill(`在 ▱ABCD 中，∠A : ∠B = ${p} : ${q}，则 ∠A = ____°。`, numForms(a), [
            `平行四边形的邻角互补：∠A + ∠B = 180°。`,
            `∠A = 180° × ${p}/${p + q} = ${a}°。`,
          ]);
        }
        default: {
          const ac = rng.int(4, 30);
          const bd = rng.int(4, 30);
          // |OA − OB| < AB < OA + OB
          const ab = rng.int(Math.floor(Math.abs(ac - bd) / 2) + 1, Math.ceil((ac + bd) / 2) - 1);
          const perimeter = frac(ac + bd, 2).add(ab);
          return fill(
            `▱ABCD 的对角线 AC、BD 相交于点 O，AC = ${ac} cm，BD = ${bd} cm，AB = ${ab} cm，则 △AOB 的周长是 ____ cm。`,
            numForms(perimeter),
            [
              `平行四边形的对角线互相平分：OA = ${ac} ÷ 2 = ${num(frac(ac, 2))} cm，OB = ${bd} ÷ 2 = ${num(frac(bd, 2))} cm。`,
              `△AOB 的周长 = OA + OB + AB = ${num(frac(ac, 2))} + ${num(frac(bd, 2))} + ${ab} = ${num(perimeter)} cm。`,
            ],
          );
        }
      }
    },
  },
  'm8-parallelogram-criteria': {
    title: '平行四边形的判定与三角形的中位线',
    generate(rng) {
      const statements: [string, boolean, string][] = [
        ['两组对边分别平行的四边形是平行四边形', true, '这是平行四边形的定义。'],
        ['两组对边分别相等的四边形是平行四边形', true, '这是平行四边形的判定定理。'],
        ['一组对边平行且相等的四边形是平行四边形', true, '这是平行四边形的判定定理。'],
        ['对角线互相平分的四边形是平行四边形', true, '这是平行四边形的判定定理。'],
        ['两组对角分别相等的四边形是平行四边形', true, '两组对角分别相等可推出两组对边分别平行。'],
        ['一组对边平行，另一组对边相等的四边形是平行四边形', false, '等腰梯形就满足条件，但不是平行四边形。'],
        ['一组对边相等，一组对角相等的四边形是平行四边形', false, '这样的条件不能保证是平行四边形，可以画出反例。'],
        ['对角线相等的四边形是平行四边形', false, '等腰梯形的对角线相等，但它不是平行四边形。'],
        ['对角线互相垂直的四边形是平行四边形', false, '对角线互相垂直但不互相平分时（如筝形），不是平行四边形。'],
      ];
      if (rng.chance(0.3)) {
        const [text, right, why] = rng.pick(statements);
        return trueFalse(`判断：${text}。`, right, [
          `平行四边形的判定：两组对边分别平行、两组对边分别相等、一组对边平行且相等、对角线互相平分。`,
          why,
        ]);
      }
      if (rng.chance(0.5)) {
        const bc = rng.int(4, 40);
        return fill(`在 △ABC 中，D、E 分别是 AB、AC 的中点，BC = ${bc} cm，则 DE = ____ cm。`, numForms(frac(bc, 2)), [
          `DE 是 △ABC 的中位线，三角形的中位线平行于第三边，并且等于第三边的一半。`,
          `DE = ${bc} ÷ 2 = ${num(frac(bc, 2))} cm。`,
        ]);
      }
      let [a, b, c] = [rng.int(3, 20), rng.int(3, 20), rng.int(3, 20)];
      while (a + b <= c || a + c <= b || b + c <= a) [a, b, c] = [rng.int(3, 20), rng.int(3, 20), rng.int(3, 20)];
      return fill(
        `三角形的三边长分别为 ${a} cm、${b} cm、${c} cm，顺次连接三边中点所成的三角形的周长是 ____ cm。`,
        numForms(frac(a + b + c, 2)),
        [
          `连接两边中点的线段是中位线，等于第三边的一半，所以新三角形的三边分别是 ${num(frac(a, 2))}、${num(frac(b, 2))}、${num(frac(c, 2))} cm。`,
          `周长 = (${a} + ${b} + ${c}) ÷ 2 = ${num(frac(a + b + c, 2))} cm。`,
        ],
      );
    },
  },
  'm8-rectangle': {
    title: '矩形的性质与判定',
    generate(rng) {
      const [a0, b0, c0] = rng.pick(triples);
      const s = rng.int(1, 3);
      const [a, b, c] = [a0 * s, b0 * s, c0 * s];
      switch (rng.int(0, 2)) {
        case 0:
          return fill(`矩形 ABCD 中，AB = ${a} cm，BC = ${b} cm，对角线 AC、BD 相交于点 O，则 OB = ____ cm。`, numForms(frac(c, 2)), [
            `矩形的四个角都是直角：AC² = AB² + BC² = ${a * a} + ${b * b} = ${c * c}，AC = ${c} cm。`,
            `矩形的对角线相等且互相平分：OB = BD ÷ 2 = AC ÷ 2 = ${num(frac(c, 2))} cm。`,
          ]);
        case 1: {
          const ab = rng.int(2, 30);
          return fill(`矩形 ABCD 的对角线 AC、BD 相交于点 O，∠AOB = 60°，AB = ${ab} cm，则对角线 AC = ____ cm。`, numForms(2 * ab), [
            `矩形的对角线相等且互相平分，所以 OA = OB；又 ∠AOB = 60°，△AOB 是等边三角形，OA = AB = ${ab} cm。`,
            `AC = 2OA = ${2 * ab} cm。`,
          ]);
        }
        default:
          return fill(`在 Rt△ABC 中，∠C = 90°，AC = ${a}，BC = ${b}，CD 是斜边 AB 上的中线，则 CD = ____。`, numForms(frac(c, 2)), [
            `斜边 AB² = ${a * a} + ${b * b} = ${c * c}，AB = ${c}。`,
            `直角三角形斜边上的中线等于斜边的一半（由矩形的对角线相等且互相平分得到）：CD = ${num(frac(c, 2))}。`,
          ]);
      }
    },
  },
  'm8-rhombus': {
    title: '菱形的性质与判定',
    generate(rng) {
      const [a0, b0, c0] = rng.pick(triples);
      const s = rng.int(1, 3);
      // half diagonals a, b; side c
      const [a, b, c] = [a0 * s, b0 * s, c0 * s];
      if (rng.chance(0.5)) {
        return fill(`菱形的两条对角线长分别为 ${2 * a} cm 和 ${2 * b} cm，它的面积是 ____ cm²。`, numForms(2 * a * b), [
          `菱形的对角线互相垂直，面积 = 两条对角线乘积的一半。`,
          `面积 = ${2 * a} × ${2 * b} ÷ 2 = ${2 * a * b} cm²。`,
        ]);
      }
      return single(
        rng,
        `菱形的两条对角线长分别为 ${2 * a} cm 和 ${2 * b} cm，它的周长是（\u3000）。`,
        `${4 * c} cm`,
        [`${c} cm`, `${2 * (2 * a + 2 * b)} cm`, `${4 * (a + b)} cm`, `${2 * c} cm`],
        [
          `菱形的对角线互相垂直平分，两条对角线的一半 ${a} cm、${b} cm 和边长组成直角三角形：边长² = ${a * a} + ${b * b} = ${c * c}，边长 ${c} cm。`,
          `菱形四条边都相等，周长 = 4 × ${c} = ${4 * c} cm。`,
        ],
      );
    },
  },
  'm8-square': {
    title: '正方形的性质与特殊四边形的判定',
    generate(rng) {
      const kinds: [string, string][] = [
        ['互相平分', '平行四边形'],
        ['互相平分且相等', '矩形'],
        ['互相平分且互相垂直', '菱形'],
        ['互相平分、相等且互相垂直', '正方形'],
      ];
      switch (rng.int(0, 2)) {
        case 0: {
          const [text, right] = rng.pick(kinds);
          return single(
            rng,
            `对角线${text}的四边形是（\u3000）。`,
            right,
            kinds.map(([, name]) => name),
            [
              `对角线互相平分 → 平行四边形；再加对角线相等 → 矩形；再加对角线互相垂直 → 菱形；两者都有 → 正方形。`,
              `对角线${text}，所以是${right}。`,
            ],
          );
        }
        case 1: {
          const side = rng.int(2, 30);
          return fill(
            `正方形的边长为 ${side} cm，它的对角线长为 ____ cm。`,
            [radical(2, side)],
            [
              `正方形的对角线把它分成两个等腰直角三角形：对角线² = ${side}² + ${side}² = ${2 * side * side}。`,
              `对角线长 = √${2 * side * side} = ${radical(2, side)} cm。`,
            ],
          );
        }
        default: {
          const d = rng.int(2, 30);
          return fill(`正方形的对角线长为 ${d} cm，它的面积是 ____ cm²。`, numForms(frac(d * d, 2)), [
            `正方形也是菱形，面积 = 两条对角线乘积的一半，两条对角线相等。`,
            `面积 = ${d} × ${d} ÷ 2 = ${num(frac(d * d, 2))} cm²。`,
          ]);
        }
      }
    },
  },
};
