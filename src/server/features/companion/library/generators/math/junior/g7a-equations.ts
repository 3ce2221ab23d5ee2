import { fill, multiple, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { decimalText, frac } from '../../format.ts';
import { MINUS, forms, nonZero, num, op, terms } from './common.ts';

/** 七年级上册 第五章 一元一次方程: 方程、等式的性质、解方程、实际问题. */

/** a·x + b as printed, e.g. 3x − 5. */
const linear = (a: number, b: number) =>
  terms([
    [a, 'x'],
    [b, ''],
  ]);

export const equationGenerators: GeneratorSet = {
  'm7-linear-equation-judge': {
    title: '一元一次方程的判断（多选）',
    generate(rng) {
      const a = rng.int(2, 9);
      const b = rng.int(1, 9);
      const c = rng.int(1, 9);
      const pool = [
        { text: `${a}x ${MINUS} ${b} = ${c}`, right: true },
        { text: `x/${a} + ${b} = ${c}x`, right: true },
        { text: `${a}(x + ${b}) = ${c}`, right: true },
        { text: `${a}x + ${b}y = ${c}`, right: false },
        { text: `x² ${MINUS} ${b} = ${c}`, right: false },
        { text: `${a}/x = ${b}`, right: false },
        { text: `${a}x + ${b}`, right: false },
        { text: `${a} + ${b} = ${a + b}`, right: false },
      ];
      const chosen = rng.shuffle(pool).slice(0, 5);
      if (chosen.filter((o) => o.right).length < 2) chosen.splice(0, 1, pool[0]!, pool[1]!);
      const options = [...new Map(chosen.map((o) => [o.text, o])).values()];
      return multiple(rng, `下列式子中，是一元一次方程的有（\u3000）。（多选）`, options, [
        `只含有一个未知数，未知数的次数都是 1，等号两边都是整式的方程叫做一元一次方程。`,
        `符合的是：${options
          .filter((o) => o.right)
          .map((o) => o.text)
          .join('；')}。`,
      ]);
    },
  },
  'm7-equation-check-solution': {
    title: '检验方程的解（判断）',
    generate(rng) {
      const a = nonZero(rng, -6, 6);
      const b = rng.int(-12, 12);
      const x = rng.int(-6, 8);
      const rightSide = a * x + b;
      const tried = rng.chance(0.5) ? x : x + nonZero(rng, -2, 2);
      const left = a * tried + b;
      return trueFalse(`判断：x = ${num(tried)} 是方程 ${linear(a, b)} = ${num(rightSide)} 的解。`, left === rightSide, [
        `把 x = ${num(tried)} 代入左边：${num(a)} × ${op(tried)} + ${op(b)} = ${num(left)}。`,
        `右边是 ${num(rightSide)}，左边${left === rightSide ? '等于' : '不等于'}右边，所以 x = ${num(tried)} ${left === rightSide ? '是' : '不是'}方程的解。`,
      ]);
    },
  },
  'm7-equality-properties': {
    title: '等式的性质',
    generate(rng) {
      const k = rng.int(2, 9);
      const m = rng.int(1, 20);
      const x = rng.int(-9, 12);
      if (rng.chance(0.5)) {
        return fill(`由 x + ${m} = ${num(x + m)}，根据等式的性质 1，两边同时减去 ${m}，得 x = ____。`, forms(num(x)), [
          `等式两边加（或减）同一个数（或式子），结果仍相等。`,
          `x = ${num(x + m)} ${MINUS} ${m} = ${num(x)}。`,
        ]);
      }
      return fill(`由 ${k}x = ${num(k * x)}，根据等式的性质 2，两边同时除以 ${k}，得 x = ____。`, forms(num(x)), [
        `等式两边乘同一个数，或除以同一个不为 0 的数，结果仍相等。`,
        `x = ${num(k * x)} ÷ ${k} = ${num(x)}。`,
      ]);
    },
  },
  'm7-solve-move-terms': {
    title: '解一元一次方程（合并同类项与移项）',
    generate(rng) {
      for (;;) {
        const x = rng.int(-9, 12);
        const a = nonZero(rng, -9, 9);
        const c = nonZero(rng, -9, 9);
        if (a === c) continue;
        const b = nonZero(rng, -15, 15);
        const d = (a - c) * x + b;
        return fill(`解方程：${linear(a, b)} = ${linear(c, d)}，得 x = ____。`, forms(num(x)), [
          `移项（移项要变号）：${terms([
            [a, 'x'],
            [-c, 'x'],
          ])} = ${num(d)} ${b < 0 ? '+' : MINUS} ${Math.abs(b)}。`,
          `合并同类项：${num(a - c)}x = ${num(d - b)}；系数化为 1：x = ${num(x)}。`,
        ]);
      }
    },
  },
  'm7-solve-brackets': {
    title: '解一元一次方程（去括号）',
    generate(rng) {
      for (;;) {
        const x = rng.int(-8, 10);
        const k = nonZero(rng, -5, 5);
        const p = nonZero(rng, -9, 9);
        const c = nonZero(rng, -6, 6);
        if (k === c || k === 1) continue;
        const rhs = k * (x + p) - c * x;
        const left = `${k === 1 ? '' : k === -1 ? MINUS : num(k)}(x ${p < 0 ? MINUS : '+'} ${Math.abs(p)})`;
        const right = linear(c, rhs);
        return single(
          rng,
          `方程 ${left} = ${right} 的解是（\u3000）。`,
          `x = ${num(x)}`,
          [`x = ${num(-x)}`, `x = ${num(x + 1)}`, `x = ${num(x - 2)}`, `x = ${num(2 * x + 1)}`, `x = ${num(x + 3)}`],
          [
            `去括号：${linear(k, k * p)} = ${right}；移项：${terms([
              [k, 'x'],
              [-c, 'x'],
            ])} = ${num(rhs)} ${k * p < 0 ? '+' : MINUS} ${Math.abs(k * p)}。`,
            `合并同类项：${num(k - c)}x = ${num(rhs - k * p)}，系数化为 1：x = ${num(x)}。`,
          ],
        );
      }
    },
  },
  'm7-solve-fractions': {
    title: '解一元一次方程（去分母）',
    generate(rng) {
      for (;;) {
        const [m, n] = rng.pick([
          [2, 3],
          [3, 4],
          [2, 5],
          [4, 6],
          [3, 5],
          [2, 4],
        ] as const);
        const p = nonZero(rng, -5, 5);
        const q = nonZero(rng, -5, 5);
        const lcm = (m * n) / gcdOf(m, n);
        const x = rng.int(-10, 14);
        const numerator = (lcm / m) * (x + p) - (lcm / n) * (x + q);
        if (numerator % lcm !== 0 || lcm / m === lcm / n) continue;
        const rhs = numerator / lcm;
        const top = (s: number) => `x ${s < 0 ? MINUS : '+'} ${Math.abs(s)}`;
        return fill(`解方程：(${top(p)})/${m} ${MINUS} (${top(q)})/${n} = ${num(rhs)}，得 x = ____。`, forms(num(x)), [
          `两边同乘分母的最小公倍数 ${lcm}，去分母：${lcm / m}(${top(p)}) ${MINUS} ${lcm / n}(${top(q)}) = ${num(rhs * lcm)}（不要漏乘不含分母的项）。`,
          `去括号、移项、合并同类项：${num(lcm / m - lcm / n)}x = ${num(rhs * lcm - (lcm / m) * p + (lcm / n) * q)}，所以 x = ${num(x)}。`,
        ]);
      }
    },
  },
  'm7-equation-word-problem': {
    title: '实际问题与一元一次方程',
    generate(rng) {
      switch (rng.int(0, 3)) {
        case 0: {
          // 配套问题
          const bolts = rng.int(8, 20) * 100;
          const nuts = bolts * 2 + rng.int(-3, 3) * 100;
          const workers = rng.int(20, 40);
          const x = (nuts * workers) / (2 * bolts + nuts);
          if (!Number.isInteger(x)) return this_equation(rng);
          return fill(
            `某车间有 ${workers} 名工人，每人每天能生产螺钉 ${bolts} 个或螺母 ${nuts} 个。1 个螺钉配 2 个螺母，为使每天生产的螺钉和螺母刚好配套，应安排 ____ 名工人生产螺钉。`,
            [String(x)],
            [
              `设安排 x 名工人生产螺钉，则 (${workers} ${MINUS} x) 名生产螺母，螺母数是螺钉数的 2 倍：2 × ${bolts}x = ${nuts}(${workers} ${MINUS} x)。`,
              `解得 ${2 * bolts + nuts}x = ${nuts * workers}，x = ${x}。`,
            ],
          );
        }
        case 1: {
          // 工程问题
          const a = rng.pick([6, 8, 10, 12, 15, 20]);
          const b = rng.pick([12, 15, 20, 24, 30, 40].filter((v) => v !== a));
          const together = rng.int(1, 3);
          const exact = frac(b)
            .sub(frac(together * b, a))
            .sub(together);
          if (exact.compare(0) <= 0 || ![1n, 2n].includes(exact.d)) return this_equation(rng);
          const rest = decimalText(exact);
          return fill(
            `一项工程，甲单独做需 ${a} 天完成，乙单独做需 ${b} 天完成。两人合做 ${together} 天后，剩下的由乙单独完成，乙还需要 ____ 天。`,
            [String(rest)],
            [`设乙还需要 x 天，把工作总量看作 1：${together}(1/${a} + 1/${b}) + x/${b} = 1。`, `解得 x = ${rest}。`],
          );
        }
        case 2: {
          // 销售问题
          const cost = rng.int(4, 30) * 10;
          const rate = rng.pick([10, 20, 25, 30, 40, 50]);
          const discount = rng.pick([7, 8, 9]);
          const price = (cost * (100 + rate)) / (discount * 10);
          if (!Number.isInteger(price)) return this_equation(rng);
          return fill(
            `一件商品按标价的 ${discount} 折出售，仍可获利 ${rate}%。已知这件商品的进价是 ${cost} 元，它的标价是 ____ 元。`,
            [String(price)],
            [
              `设标价为 x 元，售价 = 进价 × (1 + 利润率)：0.${discount}x = ${cost} × (1 + ${rate}%)。`,
              `0.${discount}x = ${decimalText(frac(cost * (100 + rate), 100))}，解得 x = ${price}。`,
            ],
          );
        }
        default: {
          // 行程问题（相遇）
          const v1 = rng.int(4, 15) * 5;
          const v2 = rng.int(4, 15) * 5;
          const t = frac(rng.pick([2, 3, 4, 5, 3, 5]), rng.pick([1, 1, 2]));
          const distance = decimalText(t.mul(v1 + v2));
          return fill(
            `甲、乙两车从相距 ${distance} 千米的两地同时出发相向而行，甲车每小时行 ${v1} 千米，乙车每小时行 ${v2} 千米，经过 ____ 小时两车相遇。`,
            [decimalText(t)],
            [
              `设经过 x 小时相遇，两车所行路程之和等于总路程：${v1}x + ${v2}x = ${distance}。`,
              `${v1 + v2}x = ${distance}，解得 x = ${decimalText(t)}。`,
            ],
          );
        }
      }
    },
  },
};

/** The meeting problem, whose numbers always work, as the fallback of a drawn case whose numbers do not. */
function this_equation(rng: Parameters<NonNullable<(typeof equationGenerators)[string]>['generate']>[0]) {
  const v1 = rng.int(4, 15) * 5;
  const v2 = rng.int(4, 15) * 5;
  const t = rng.int(2, 5);
  const distance = (v1 + v2) * t;
  return fill(
    `甲、乙两人从相距 ${distance} 米的两地同时出发相向而行，甲每分钟走 ${v1} 米，乙每分钟走 ${v2} 米，经过 ____ 分钟两人相遇。`,
    [String(t)],
    [`设经过 x 分钟相遇，两人所走路程之和等于总路程：${v1}x + ${v2}x = ${distance}。`, `${v1 + v2}x = ${distance}，解得 x = ${t}。`],
  );
}

function gcdOf(a: number, b: number): number {
  return b === 0 ? a : gcdOf(b, a % b);
}
