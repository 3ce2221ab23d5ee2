import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { frac } from '../../format.ts';
import { forms, nonZero, num, numForms, op, poly } from './common.ts';

/** 八年级下册 第二十二章 函数、第二十三章 一次函数. */

/** x·k + b as printed after substituting x: 2k + b, −k + b, b. */
const times = (x: number) => (x === 0 ? 'b' : `${x === 1 ? '' : x === -1 ? '−' : num(x)}k + b`);

/** The quadrants a line y = kx + b passes through (k ≠ 0, b ≠ 0). */
function quadrants(k: number, b: number): string {
  if (k > 0) return b > 0 ? '第一、二、三象限' : '第一、三、四象限';
  return b > 0 ? '第一、二、四象限' : '第二、三、四象限';
}
const allQuadrants = ['第一、二、三象限', '第一、三、四象限', '第一、二、四象限', '第二、三、四象限'];

export const functionGenerators: GeneratorSet = {
  'm8-function-concept': {
    title: '函数的概念：函数值、自变量的取值范围',
    generate(rng) {
      switch (rng.int(0, 2)) {
        case 0: {
          const a = nonZero(rng, -3, 3);
          const c = rng.int(-9, 9);
          const x = nonZero(rng, -5, 5);
          const quadratic = rng.chance(0.5);
          const expression = quadratic ? poly([c, 0, a]) : poly([c, a]);
          const y = quadratic ? a * x * x + c : a * x + c;
          return fill(`当 x = ${num(x)} 时，函数 y = ${expression} 的值是 ____。`, numForms(y), [
            `把 x = ${num(x)} 代入解析式，负数代入时要加括号。`,
            `y = ${quadratic ? `${a === 1 ? '' : a === -1 ? '−' : num(a) + ' × '}${op(x)}²` : `${num(a)} × ${op(x)}`}${c === 0 ? '' : ` ${c > 0 ? '+' : '−'} ${Math.abs(c)}`} = ${num(y)}。`,
          ]);
        }
        case 1: {
          const a = rng.int(-9, 9);
          const inner = poly([-a, 1]);
          const form = rng.int(0, 2);
          const [expression, right, why] = [
            [`y = √(${inner})`, `x ≥ ${num(a)}`, `被开方数要非负：${inner} ≥ 0，x ≥ ${num(a)}。`],
            [`y = 1/(${inner})`, `x ≠ ${num(a)}`, `分母不能为 0：${inner} ≠ 0，x ≠ ${num(a)}。`],
            [`y = 1/√(${inner})`, `x > ${num(a)}`, `被开方数要非负，又在分母上不能为 0：${inner} > 0，x > ${num(a)}。`],
          ][form] as [string, string, string];
          return single(
            rng,
            `函数 ${expression} 中，自变量 x 的取值范围是（\u3000）。`,
            right,
            [`x ≥ ${num(a)}`, `x ≠ ${num(a)}`, `x > ${num(a)}`, `x ≤ ${num(a)}`, '全体实数'],
            [`自变量的取值范围要使解析式有意义。`, why],
          );
        }
        default: {
          const k = rng.int(1, 9);
          const c = k === 1 ? '' : String(k);
          const statements: [string, boolean, string][] = [
            [`y = ${c}x²`, true, `每给一个 x，y = ${c}x² 都只有唯一的值，所以 y 是 x 的函数。`],
            [`y = ${c}|x|`, true, `每给一个 x，y = ${c}|x| 都只有唯一的值，所以 y 是 x 的函数。`],
            [`y² = ${c}x（x > 0）`, false, `例如 x = ${k} 时 y² = ${k * k}，y = ${k} 或 −${k}，一个 x 对应两个 y，不是函数。`],
            [`|y| = ${c}x（x > 0）`, false, `例如 x = 1 时 |y| = ${k}，y = ${k} 或 −${k}，一个 x 对应两个 y，不是函数。`],
          ];
          const [relation, right, why] = rng.pick(statements);
          return trueFalse(`判断：在关系式 ${relation} 中，y 是 x 的函数。`, right, [
            `函数的定义：对于 x 的每一个确定的值，y 都有唯一确定的值与它对应。`,
            why,
          ]);
        }
      }
    },
  },
  'm8-function-representation': {
    title: '函数的表示：解析式、列表、图象',
    generate(rng) {
      const r = rng.int(2, 12);
      const minutes = rng.int(10, 40);
      const volume = r * minutes;
      switch (rng.int(0, 2)) {
        case 0:
          return single(
            rng,
            `水箱里原有水 ${volume} L，打开出水管后每分钟流出 ${r} L。水箱中剩余的水量 y（L）与放水时间 x（min）之间的函数解析式是（\u3000）。`,
            `y = ${volume} − ${r}x`,
            [`y = ${volume} + ${r}x`, `y = ${r}x − ${volume}`, `y = ${volume}x − ${r}`, `y = ${volume} − x/${r}`],
            [`x 分钟流出 ${r}x L 水。`, `剩余水量 = 原有水量 − 流出的水量，所以 y = ${volume} − ${r}x（0 ≤ x ≤ ${minutes}）。`],
          );
        case 1: {
          const x = rng.int(1, minutes - 1);
          return fill(
            `水箱里原有水 ${volume} L，打开出水管后每分钟流出 ${r} L，放水 ${x} min 后水箱中还剩水 ____ L。`,
            numForms(volume - r * x),
            [`剩余水量 y 与时间 x 的关系：y = ${volume} − ${r}x。`, `x = ${x} 时，y = ${volume} − ${r} × ${x} = ${volume - r * x}。`],
          );
        }
        default: {
          const k = nonZero(rng, -5, 6);
          const b = rng.int(-10, 10);
          const x = rng.int(6, 12);
          const row = [1, 2, 3, 4].map((v) => num(k * v + b));
          return fill(
            `下表中 y 是 x 的函数：x 依次取 1、2、3、4 时，y 依次是 ${row.join('、')}。按此规律，当 x = ${x} 时，y = ____。`,
            numForms(k * x + b),
            [
              `x 每增加 1，y 都${k > 0 ? `增加 ${k}` : `减少 ${-k}`}，y 与 x 的关系式是 y = ${poly([b, k])}。`,
              `x = ${x} 时，y = ${num(k)} × ${x}${b === 0 ? '' : ` ${b > 0 ? '+' : '−'} ${Math.abs(b)}`} = ${num(k * x + b)}。`,
            ],
          );
        }
      }
    },
  },
  'm8-direct-proportion': {
    title: '正比例函数',
    generate(rng) {
      switch (rng.int(0, 2)) {
        case 0: {
          const a = nonZero(rng, -9, 9);
          const b = nonZero(rng, -12, 12);
          const k = frac(b, a);
          return fill(`正比例函数 y = kx 的图象经过点 (${num(a)}, ${num(b)})，则 k = ____。`, numForms(k), [
            `把点的坐标代入 y = kx：${num(b)} = ${op(a)}k。`,
            `k = ${num(b)} ÷ ${op(a)} = ${num(k)}。`,
          ]);
        }
        case 1: {
          const c = nonZero(rng, -9, 9);
          const decreasing = rng.chance(0.5);
          const right = decreasing ? `m < ${num(c)}` : `m > ${num(c)}`;
          return single(
            rng,
            `正比例函数 y = (${poly([-c, 1], 'm')})x 中，y 随 x 的增大而${decreasing ? '减小' : '增大'}，则 m 的取值范围是（\u3000）。`,
            right,
            [`m > ${num(c)}`, `m < ${num(c)}`, `m ≠ ${num(c)}`, `m < ${num(-c)}`, `m > ${num(-c)}`],
            [
              `正比例函数 y = kx 中，k > 0 时 y 随 x 的增大而增大，k < 0 时 y 随 x 的增大而减小。`,
              `这里 k = ${poly([-c, 1], 'm')}，要 ${poly([-c, 1], 'm')} ${decreasing ? '<' : '>'} 0，得 ${right}。`,
            ],
          );
        }
        default: {
          const k = rng.int(2, 9);
          const a = rng.int(2, 9);
          const t = rng.int(2, 15);
          return fill(`已知 y 与 x 成正比例，当 x = ${a} 时 y = ${k * a}。当 x = ${t} 时，y = ____。`, numForms(k * t), [
            `设 y = kx，把 x = ${a}，y = ${k * a} 代入：${k * a} = ${a}k，k = ${k}，所以 y = ${k}x。`,
            `x = ${t} 时，y = ${k} × ${t} = ${k * t}。`,
          ]);
        }
      }
    },
  },
  'm8-linear-function-graph': {
    title: '一次函数的图象与性质',
    generate(rng) {
      const k = nonZero(rng, -6, 6);
      const b = nonZero(rng, -9, 9);
      const line = `y = ${poly([b, k])}`;
      switch (rng.int(0, 4)) {
        case 0: {
          const x0 = frac(-b, k);
          const right = `(${num(x0)}, 0)`;
          return single(
            rng,
            `一次函数 ${line} 的图象与 x 轴的交点坐标是（\u3000）。`,
            right,
            [
              `(0, ${num(b)})`,
              `(${num(frac(b, k))}, 0)`,
              `(0, ${num(x0)})`,
              `(${num(b)}, 0)`,
              `(${num(-b)}, 0)`,
              `(0, ${num(-b)})`,
              `(${num(x0.add(1))}, 0)`,
            ],
            [
              `x 轴上的点纵坐标为 0，令 y = 0：${poly([b, k])} = 0。`,
              `解得 x = ${num(x0)}，交点是 ${right}；(0, ${num(b)}) 是与 y 轴的交点。`,
            ],
          );
        }
        case 1: {
          const right = quadrants(k, b);
          return single(rng, `一次函数 ${line} 的图象经过（\u3000）。`, right, allQuadrants, [
            `k = ${num(k)} ${k > 0 ? '> 0，直线从左往右上升' : '< 0，直线从左往右下降'}；b = ${num(b)} ${b > 0 ? '> 0，与 y 轴交于正半轴' : '< 0，与 y 轴交于负半轴'}。`,
            `所以图象经过${right}。`,
          ]);
        }
        case 2: {
          const [x1, x2] = [rng.int(-4, 2), rng.int(3, 6)];
          const [y1, y2] = [k * x1 + b, k * x2 + b];
          return single(
            rng,
            `一次函数的图象经过点 (${num(x1)}, ${num(y1)}) 和 (${num(x2)}, ${num(y2)})，它的解析式是（\u3000）。`,
            line,
            [`y = ${poly([-b, k])}`, `y = ${poly([b, -k])}`, `y = ${poly([k, b])}`, `y = ${poly([b + 1, k])}`],
            [
              `设 y = kx + b，代入两点：${num(y1)} = ${times(x1)}，${num(y2)} = ${times(x2)}。`,
              `两式相减：${num(y2 - y1)} = ${x2 - x1}k，k = ${num(k)}；再代入得 b = ${num(b)}，所以 ${line}。`,
            ],
          );
        }
        case 3: {
          const m = rng.int(1, 9);
          const up = rng.chance(0.5);
          const right = `y = ${poly([b + (up ? m : -m), k])}`;
          return single(
            rng,
            `把直线 ${line} 向${up ? '上' : '下'}平移 ${m} 个单位长度，得到的直线是（\u3000）。`,
            right,
            [
              `y = ${poly([b + (up ? -m : m), k])}`,
              `y = ${poly([b, k + (up ? m : -m)])}`,
              `y = ${poly([b, k * m])}`,
              `y = ${poly([b + (up ? m : -m) + 1, k])}`,
            ],
            [
              `直线向上平移 m 个单位，函数值都增加 m，k 不变，b 变为 b + m；向下平移则 b 变为 b − m。`,
              `${num(b)} ${up ? '+' : '−'} ${m} = ${num(b + (up ? m : -m))}，得到 ${right}。`,
            ],
          );
        }
        default: {
          const x = rng.int(-5, 5);
          const y = k * x + b + (rng.chance(0.5) ? 0 : nonZero(rng, -2, 2));
          const on = y === k * x + b;
          return trueFalse(`判断：点 (${num(x)}, ${num(y)}) 在一次函数 ${line} 的图象上。`, on, [
            `把 x = ${num(x)} 代入：y = ${num(k)} × ${op(x)}${b > 0 ? ' + ' : ' − '}${Math.abs(b)} = ${num(k * x + b)}。`,
            `${on ? '与点的纵坐标相同，点在图象上' : `与点的纵坐标 ${num(y)} 不同，点不在图象上`}。`,
          ]);
        }
      }
    },
  },
  'm8-linear-equation-inequality': {
    title: '一次函数与方程、不等式',
    generate(rng) {
      switch (rng.int(0, 2)) {
        case 0: {
          const k = nonZero(rng, -6, 6);
          const x0 = rng.int(-9, 9);
          const b = -k * x0;
          if (b === 0)
            return fill(`直线 y = ${num(k)}x 与 x 轴交点的横坐标是 ____。`, numForms(0), [
              `令 y = 0：${num(k)}x = 0。`,
              `x = 0，直线经过原点。`,
            ]);
          return fill(`直线 y = ${poly([b, k])} 与 x 轴交点的横坐标，就是方程 ${poly([b, k])} = 0 的解：x = ____。`, numForms(x0), [
            `直线与 x 轴交点的纵坐标为 0，所以求横坐标就是解方程 ${poly([b, k])} = 0。`,
            `${num(k)}x = ${num(-b)}，x = ${num(x0)}。`,
          ]);
        }
        case 1: {
          const k = nonZero(rng, -6, 6);
          const x0 = nonZero(rng, -9, 9);
          const b = -k * x0;
          const above = rng.chance(0.5);
          const greater = k > 0 === above;
          const right = `x ${greater ? '>' : '<'} ${num(x0)}`;
          return single(
            rng,
            `一次函数 y = ${poly([b, k])} 的值${above ? '大于' : '小于'} 0 时，x 的取值范围是（\u3000）。`,
            right,
            [`x > ${num(x0)}`, `x < ${num(x0)}`, `x > ${num(-x0)}`, `x < ${num(-x0)}`],
            [
              `解不等式 ${poly([b, k])} ${above ? '>' : '<'} 0：${num(k)}x ${above ? '>' : '<'} ${num(-b)}。`,
              `${k > 0 ? '两边除以正数，不等号方向不变' : '两边除以负数，不等号方向改变'}，得 ${right}。也可以看图象：直线与 x 轴交于 (${num(x0)}, 0)，y 随 x 的增大而${k > 0 ? '增大' : '减小'}。`,
            ],
          );
        }
        default: {
          const [x0, y0] = [rng.int(-6, 6), rng.int(-6, 6)];
          const k1 = nonZero(rng, -4, 4);
          let k2 = nonZero(rng, -4, 4);
          if (k2 === k1) k2 = -k1;
          const [b1, b2] = [y0 - k1 * x0, y0 - k2 * x0];
          return fill(`直线 y = ${poly([b1, k1])} 与直线 y = ${poly([b2, k2])} 的交点坐标是 ____。`, forms(`(${num(x0)},${num(y0)})`), [
            `两条直线的交点坐标就是方程组 y = ${poly([b1, k1])}，y = ${poly([b2, k2])} 的解：${poly([b1, k1])} = ${poly([b2, k2])}。`,
            `${num(k1 - k2)}x = ${num(b2 - b1)}，x = ${num(x0)}，代入得 y = ${num(y0)}，交点是 (${num(x0)}, ${num(y0)})。`,
          ]);
        }
      }
    },
  },
  'm8-linear-application': {
    title: '用一次函数选择方案',
    generate(rng) {
      // plan A: a fixed fee plus p per unit; plan B: q per unit (q > p); equal at x0 units
      const p = rng.int(1, 8);
      const q = p + rng.int(1, 6);
      const x0 = rng.int(5, 40);
      const fee = (q - p) * x0;
      const service = rng.pick(['健身房', '游泳馆', '图书租借店']);
      const plan = `某${service}有两种收费方案：方案一，先交会员费 ${fee} 元，每次另收 ${p} 元；方案二，不交会员费，每次收 ${q} 元。`;
      if (rng.chance(0.4)) {
        return fill(`${plan}去 ____ 次时两种方案费用相同。`, numForms(x0), [
          `设去 x 次，方案一 y₁ = ${fee} + ${p}x，方案二 y₂ = ${q}x。`,
          `令 y₁ = y₂：${fee} + ${p}x = ${q}x，${q - p}x = ${fee}，x = ${x0}。`,
        ]);
      }
      let x = rng.int(1, 2 * x0);
      if (x === x0) x = x0 + 1;
      const [y1, y2] = [fee + p * x, q * x];
      const right = y1 < y2 ? '方案一' : '方案二';
      return single(
        rng,
        `${plan}小明打算去 ${x} 次，选哪种方案更省钱？（\u3000）`,
        right,
        ['方案一', '方案二', '两种方案一样', '无法确定'],
        [
          `方案一费用 y₁ = ${fee} + ${p} × ${x} = ${y1} 元，方案二费用 y₂ = ${q} × ${x} = ${y2} 元。`,
          `${y1} ${y1 < y2 ? '<' : '>'} ${y2}，选${right}更省钱。`,
        ],
      );
    },
  },
};
