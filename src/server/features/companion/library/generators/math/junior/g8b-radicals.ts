import { fill, multiple, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { frac } from '../../format.ts';
import { num, numForms } from './common.ts';

/** 八年级下册 第十九章 二次根式、第二十章 勾股定理. */

/** √n in simplest form: [outside, inside], √72 → [6, 2], √49 → [7, 1]. */
export function simplify(n: number): [number, number] {
  let outside = 1;
  let inside = n;
  for (let k = 2; k * k <= inside; k++) {
    while (inside % (k * k) === 0) {
      inside /= k * k;
      outside *= k;
    }
  }
  return [outside, inside];
}

/** The simplest radical form as printed: 6√2, √3, 7. */
export function radical(n: number, factor = 1): string {
  const [o, i] = simplify(n);
  const outside = o * factor;
  if (i === 1) return String(outside);
  return `${outside === 1 ? '' : outside}√${i}`;
}

const squareFree = [2, 3, 5, 6, 7, 10, 11];
const triples: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
];

export const radicalGenerators: GeneratorSet = {
  'm8-radical-meaning': {
    title: '二次根式有意义的条件与性质',
    generate(rng) {
      switch (rng.int(0, 2)) {
        case 0: {
          const a = rng.int(1, 9);
          const k = rng.int(1, 4);
          const minus = rng.chance(0.5);
          // √(kx − a) needs kx ≥ a; √(a − kx) needs x ≤ a/k
          const bound = num(frac(a, k));
          const inner = minus ? `${a} − ${k === 1 ? '' : k}x` : `${k === 1 ? '' : k}x − ${a}`;
          const right = minus ? `x ≤ ${bound}` : `x ≥ ${bound}`;
          return single(
            rng,
            `若二次根式 √(${inner}) 在实数范围内有意义，则 x 的取值范围是（\u3000）。`,
            right,
            minus
              ? [`x ≥ ${bound}`, `x < ${bound}`, `x > ${bound}`, `x ≤ −${bound}`]
              : [`x ≤ ${bound}`, `x > ${bound}`, `x < ${bound}`, `x ≥ −${bound}`],
            [`二次根式的被开方数必须是非负数：${inner} ≥ 0。`, `解这个不等式得 ${right}。`],
          );
        }
        case 1: {
          const a = rng.int(2, 30);
          const negative = rng.chance(0.5);
          const inner = negative ? `((−${a})²)` : `(${a}²)`;
          return fill(`计算：√${inner} = ____。`, numForms(a), [
            `√(a²) = |a|，结果一定是非负数。`,
            `√${inner} = |${negative ? `−${a}` : a}| = ${a}。`,
          ]);
        }
        default: {
          const a = rng.int(2, 30);
          const claim = rng.int(0, 2);
          const [prompt, right, why] = [
            [`(−√${a})² = ${a}`, true, `(−√${a})² = (√${a})² = ${a}，负号平方后消失。`],
            [`√((−${a})²) = −${a}`, false, `√((−${a})²) = |−${a}| = ${a}，不是 −${a}。`],
            [`(√${a})² = ${a}`, true, `(√a)² = a（a ≥ 0），所以 (√${a})² = ${a}。`],
          ][claim] as [string, boolean, string];
          return trueFalse(`判断：${prompt}。`, right, [`二次根式的性质：(√a)² = a（a ≥ 0），√(a²) = |a|。`, why]);
        }
      }
    },
  },
  'm8-radical-multiply-divide': {
    title: '二次根式的乘除与化简',
    generate(rng) {
      const m = rng.pick(squareFree);
      switch (rng.int(0, 2)) {
        case 0: {
          const k = rng.int(2, 9);
          const n = k * k * m;
          const right = radical(n);
          return single(
            rng,
            `把 √${n} 化成最简二次根式，结果是（\u3000）。`,
            right,
            [`${m}√${k}`, `${k * k}√${m}`, `${k}√${m * 2}`, `${k + 1}√${m}`, `${k}√${m + 1}`],
            [`把被开方数分解出完全平方因数：${n} = ${k * k} × ${m}。`, `√${n} = √${k * k} × √${m} = ${right}。`],
          );
        }
        case 1: {
          // neither factor a perfect square, so both really are radicals
          const factors = [1, 2, 3, 4, 5, 6].filter((k) => simplify(k * m)[1] !== 1);
          const p = rng.pick(factors);
          const q = rng.pick(factors);
          const a = p * m;
          const b = q * m;
          const right = radical(a * b);
          return fill(
            `计算：√${a} × √${b} = ____（结果化成最简二次根式）。`,
            [right],
            [`√a × √b = √(ab)（a ≥ 0，b ≥ 0）：√${a} × √${b} = √${a * b}。`, `化简：√${a * b} = ${right}。`],
          );
        }
        default: {
          const b = rng.pick([2, 3, 5, 6, 7]);
          const t = rng.int(2, 12);
          const a = b * t;
          const right = radical(t);
          return fill(
            `计算：√${a} ÷ √${b} = ____（结果化成最简二次根式）。`,
            [right],
            [
              `√a ÷ √b = √(a/b)（a ≥ 0，b > 0）：√${a} ÷ √${b} = √(${a} ÷ ${b}) = √${t}。`,
              right === `√${t}` ? `√${t} 的被开方数不含能开得尽方的因数，已是最简二次根式。` : `化简：√${t} = ${right}。`,
            ],
          );
        }
      }
    },
  },
  'm8-radical-add-subtract': {
    title: '二次根式的加减',
    generate(rng) {
      const m = rng.pick(squareFree.slice(0, 5));
      if (rng.chance(0.25)) {
        // no perfect squares under the roots
        const roots = Array.from({ length: 19 }, (_, i) => i + 2).filter((k) => simplify(k)[1] !== 1);
        const a = rng.pick(roots);
        let b = rng.pick(roots);
        while (b === a) b = rng.pick(roots);
        const [big, small] = a > b ? [a, b] : [b, a];
        return fill(`计算：(√${big} + √${small})(√${big} − √${small}) = ____。`, numForms(big - small), [
          `用平方差公式：(√${big} + √${small})(√${big} − √${small}) = (√${big})² − (√${small})²。`,
          `= ${big} − ${small} = ${big - small}。`,
        ]);
      }
      const p = rng.int(1, 5);
      let q = rng.int(1, 5);
      if (q === p) q = p + 1;
      const [big, small] = p > q ? [p, q] : [q, p];
      const minus = rng.chance(0.5);
      const a = big * big * m;
      const b = small * small * m;
      const coefficient = minus ? big - small : big + small;
      const right = radical(m, coefficient);
      return single(
        rng,
        `计算：√${a} ${minus ? '−' : '+'} √${b} = （\u3000）。`,
        right,
        [
          `√${minus ? a - b : a + b}`,
          radical(m, minus ? big + small : big - small + 2),
          radical(m * 2, coefficient),
          radical(m, big * small),
          `√${m}`,
        ],
        [
          `先把每个二次根式化成最简二次根式：√${a} = ${radical(a)}，√${b} = ${radical(b)}。`,
          `被开方数相同，合并同类二次根式：${radical(a)} ${minus ? '−' : '+'} ${radical(b)} = ${right}。注意 √a ${minus ? '−' : '+'} √b ≠ √(a ${minus ? '−' : '+'} b)。`,
        ],
      );
    },
  },
  'm8-pythagorean-sides': {
    title: '勾股定理求边长',
    generate(rng) {
      const [a0, b0, c0] = rng.pick(triples);
      const s = rng.int(1, 4);
      const [a, b, c] = [a0 * s, b0 * s, c0 * s];
      switch (rng.int(0, 2)) {
        case 0:
          return fill(`在 Rt△ABC 中，∠C = 90°，两条直角边 a = ${a}，b = ${b}，则斜边 c = ____。`, numForms(c), [
            `由勾股定理：c² = a² + b² = ${a * a} + ${b * b} = ${c * c}。`,
            `c = √${c * c} = ${c}。`,
          ]);
        case 1:
          return single(
            rng,
            `直角三角形的斜边长为 ${c}，一条直角边长为 ${a}，则另一条直角边长为（\u3000）。`,
            b,
            [radical(c * c + a * a), c - a, b + 1, c + a],
            [
              `已知斜边和一条直角边，另一条直角边的平方 = 斜边² − 直角边² = ${c * c} − ${a * a} = ${b * b}。`,
              `所以另一条直角边长为 √${b * b} = ${b}。`,
            ],
          );
        default: {
          const x = rng.int(1, 9);
          let y = rng.int(1, 9);
          if (y === x) y = x + 1;
          const right = radical(x * x + y * y);
          return fill(
            `直角三角形的两条直角边长分别为 ${x} 和 ${y}，斜边长为 ____（结果化成最简二次根式或整数）。`,
            [right],
            [
              `斜边² = ${x}² + ${y}² = ${x * x} + ${y * y} = ${x * x + y * y}。`,
              right === `√${x * x + y * y}`
                ? `斜边长 = √${x * x + y * y}，${x * x + y * y} 不含能开得尽方的因数，已是最简二次根式。`
                : `斜边长 = √${x * x + y * y} = ${right}。`,
            ],
          );
        }
      }
    },
  },
  'm8-pythagorean-applications': {
    title: '勾股定理的实际应用',
    generate(rng) {
      const [a0, b0, c0] = rng.pick(triples.slice(0, 4));
      const s = rng.int(1, 3);
      const [a, b, c] = [a0 * s, b0 * s, c0 * s];
      switch (rng.int(0, 2)) {
        case 0:
          return fill(`一架长 ${c} 米的梯子斜靠在竖直的墙上，梯子底端离墙 ${a} 米，梯子顶端离地面 ____ 米。`, numForms(b), [
            `墙、地面和梯子组成直角三角形，梯子是斜边：顶端高度² = ${c}² − ${a}² = ${c * c - a * a}。`,
            `顶端离地面 √${b * b} = ${b} 米。`,
          ]);
        case 1:
          return fill(`一个长方形的长为 ${b} cm，宽为 ${a} cm，它的对角线长为 ____ cm。`, numForms(c), [
            `对角线把长方形分成两个直角三角形，长和宽是直角边：对角线² = ${b * b} + ${a * a} = ${c * c}。`,
            `对角线长 = √${c * c} = ${c} cm。`,
          ]);
        default: {
          const h = frac(a * b, c);
          return fill(`在 Rt△ABC 中，∠C = 90°，AC = ${a}，BC = ${b}，则斜边 AB 上的高为 ____。`, numForms(h), [
            `先求斜边：AB² = ${a}² + ${b}² = ${c * c}，AB = ${c}。`,
            `面积法：AC × BC = AB × 高，高 = ${a} × ${b} ÷ ${c} = ${num(h)}。`,
          ]);
        }
      }
    },
  },
  'm8-pythagorean-converse': {
    title: '勾股定理的逆定理',
    generate(rng) {
      const pickSides = (): [number, number, number] => {
        if (rng.chance(0.5)) {
          const [a, b, c] = rng.pick(triples);
          const s = rng.int(1, 3);
          return [a * s, b * s, c * s];
        }
        const a = rng.int(2, 15);
        const b = rng.int(a, 16);
        return [a, b, rng.int(b, a + b - 1)];
      };
      const type = ([a, b, c]: number[]) =>
        (a ?? 0) ** 2 + (b ?? 0) ** 2 === (c ?? 0) ** 2 ? 0 : (a ?? 0) ** 2 + (b ?? 0) ** 2 > (c ?? 0) ** 2 ? 1 : 2;
      switch (rng.int(0, 2)) {
        case 0: {
          const sides = pickSides();
          const [a, b, c] = sides;
          const right = type(sides) === 0;
          return trueFalse(`判断：三边长分别为 ${rng.shuffle(sides).join('、')} 的三角形是直角三角形。`, right, [
            `用勾股定理的逆定理：看两条较短边的平方和是否等于最长边的平方。`,
            `${a}² + ${b}² = ${a * a + b * b}，${c}² = ${c * c}，${right ? '相等，是' : '不相等，不是'}直角三角形。`,
          ]);
        }
        case 1: {
          const sides = pickSides();
          const [a, b, c] = sides;
          const names = ['直角三角形', '锐角三角形', '钝角三角形'];
          const right = names[type(sides)] ?? '';
          return single(
            rng,
            `三角形的三边长分别为 ${a}、${b}、${c}，这个三角形是（\u3000）。`,
            right,
            [...names, '不能确定'],
            [
              `比较两条较短边的平方和与最长边的平方：${a}² + ${b}² = ${a * a + b * b}，${c}² = ${c * c}。`,
              `${a * a + b * b === c * c ? '相等，最长边所对的角是直角' : a * a + b * b > c * c ? '平方和较大，最大角是锐角' : '平方和较小，最大角是钝角'}，所以是${right}。`,
            ],
          );
        }
        default: {
          // two or three right groups (scaled 勾股数) and the rest any three sides, all different
          const byText = new Map<string, [number, number, number]>();
          const rights = rng.int(2, 3);
          while (byText.size < rights) {
            const [a, b, c] = rng.pick(triples);
            const s = rng.int(1, 3);
            byText.set(`${a * s}，${b * s}，${c * s}`, [a * s, b * s, c * s]);
          }
          while (byText.size < 5) {
            const a = rng.int(2, 15);
            const b = rng.int(a, 16);
            const g: [number, number, number] = [a, b, rng.int(b, a + b - 1)];
            if (type(g) !== 0) byText.set(g.join('，'), g);
          }
          const unique = [...byText.values()];
          return multiple(
            rng,
            '以下列各组数为三角形的三边长，能构成直角三角形的有（\u3000）。（多选）',
            unique.map((g) => ({ text: g.join('，'), right: type(g) === 0 })),
            [
              `用勾股定理的逆定理：两条较短边的平方和等于最长边的平方，就是直角三角形。`,
              unique.map((g) => `${g[0]}² + ${g[1]}² = ${(g[0] ?? 0) ** 2 + (g[1] ?? 0) ** 2}，${g[2]}² = ${(g[2] ?? 0) ** 2}`).join('；') +
                '。',
            ],
          );
        }
      }
    },
  },
};
