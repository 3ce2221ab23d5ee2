import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';
import { nonZero, num, numForms, op, terms } from './common.ts';

/** 七年级下册 第十章 二元一次方程组: 概念、代入消元、加减消元、实际问题、三元一次方程组. */

/** a·x + b·y as printed: 3x − 2y. */
export const lhs = (a: number, b: number, x = 'x', y = 'y') =>
  terms([
    [a, x],
    [b, y],
  ]);

export const solutionText = (x: number, y: number) => `x = ${num(x)}，y = ${num(y)}`;

/** Wrong solutions a learner writes: x and y swapped, a sign lost, one value off. */
function wrongSolutions(x: number, y: number): string[] {
  return [solutionText(y, x), solutionText(x, -y), solutionText(-x, y), solutionText(x, y + 1), solutionText(x + 1, y - 1)];
}

/** Two equations with integer coefficients and the solution (x, y), not multiples of each other. */
function system(rng: Rng, small = false) {
  for (;;) {
    const x = rng.int(-6, 8);
    const y = rng.int(-6, 8);
    const a = nonZero(rng, small ? -3 : -6, small ? 3 : 6);
    const b = nonZero(rng, small ? -3 : -6, small ? 3 : 6);
    const c = nonZero(rng, -6, 6);
    const d = nonZero(rng, -6, 6);
    if (a * d - b * c === 0 || x === y) continue;
    return { x, y, a, b, c, d, e: a * x + b * y, f: c * x + d * y };
  }
}

export const systemGenerators: GeneratorSet = {
  'm7-system-solution-check': {
    title: '二元一次方程（组）的解',
    generate(rng) {
      const s = system(rng);
      if (rng.chance(0.5)) {
        const [tx, ty] = rng.chance(0.5) ? [s.x, s.y] : rng.pick([[s.y, s.x] as const, [s.x, s.y + 1] as const, [s.x - 1, s.y] as const]);
        const first = s.a * tx + s.b * ty;
        const second = s.c * tx + s.d * ty;
        const holds = first === s.e && second === s.f;
        return trueFalse(
          `判断：x = ${num(tx)}，y = ${num(ty)} 是方程组 ${lhs(s.a, s.b)} = ${num(s.e)}，${lhs(s.c, s.d)} = ${num(s.f)} 的解。`,
          holds,
          [
            `代入第一个方程：左边 = ${num(first)}，${first === s.e ? '等于' : '不等于'}右边 ${num(s.e)}；代入第二个方程：左边 = ${num(second)}，${second === s.f ? '等于' : '不等于'}右边 ${num(s.f)}。`,
            holds ? `两个方程都成立，是方程组的解。` : `方程组的解必须使两个方程都成立，所以不是它的解。`,
          ],
        );
      }
      const a = nonZero(rng, -6, 6);
      const b = nonZero(rng, -6, 6);
      if (s.x === 0) s.x = rng.int(1, 5);
      const k = b * s.y + a * s.x;
      return fill(
        `已知 x = ${num(s.x)}，y = ${num(s.y)} 是方程 mx ${b < 0 ? '−' : '+'} ${Math.abs(b)}y = ${num(k)} 的解，则 m = ____。`.replace(
          ' 1y',
          ' y',
        ),
        numForms(a),
        [
          `把 x = ${num(s.x)}，y = ${num(s.y)} 代入方程：${num(s.x)}m ${b < 0 ? '−' : '+'} ${Math.abs(b)} × (${num(s.y)}) = ${num(k)}。`,
          `${num(s.x)}m = ${num(k - b * s.y)}，m = ${num(a)}。`,
        ],
      );
    },
  },
  'm7-system-substitution': {
    title: '代入消元法解二元一次方程组',
    generate(rng) {
      const x = rng.int(-5, 8);
      let y = rng.int(-5, 8);
      if (y === x) y = x + 1;
      const k = nonZero(rng, -4, 4);
      const m = y - k * x;
      const a = nonZero(rng, -5, 5);
      let b = nonZero(rng, -5, 5);
      if (a + b * k === 0) b = b + 1 === 0 ? 2 : b + 1;
      const c = a * x + b * y;
      const right = `y = ${terms([
        [k, 'x'],
        [m, ''],
      ])}`;
      return single(
        rng,
        `解方程组：${right} ①，${lhs(a, b)} = ${num(c)} ②。方程组的解是（\u3000）。`,
        solutionText(x, y),
        wrongSolutions(x, y),
        [
          `把 ① 代入 ②：${terms([[a, 'x']])} ${b < 0 ? '−' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}(${right.slice(4)}) = ${num(c)}，整理得 ${num(a + b * k)}x = ${num(c - b * m)}，x = ${num(x)}。`,
          `把 x = ${num(x)} 代入 ①：y = ${num(k)} × ${op(x)}${m === 0 ? '' : ` + ${op(m)}`} = ${num(y)}。方程组的解是 ${solutionText(x, y)}。`,
        ],
      );
    },
  },
  'm7-system-elimination': {
    title: '加减消元法解二元一次方程组',
    generate(rng) {
      const s = system(rng, true);
      const eq = `${lhs(s.a, s.b)} = ${num(s.e)} ①，${lhs(s.c, s.d)} = ${num(s.f)} ②`;
      const steps = [
        `① × ${op(s.c)}，② × ${op(s.a)}，两个方程中 x 的系数都变成 ${num(s.a * s.c)}，再相减消去 x：${num(s.b * s.c - s.a * s.d)}y = ${num(s.e * s.c - s.f * s.a)}，y = ${num(s.y)}。`,
        `把 y = ${num(s.y)} 代入 ①：${terms([[s.a, 'x']])} + ${op(s.b)} × ${op(s.y)} = ${num(s.e)}，x = ${num(s.x)}。`,
      ];
      if (rng.chance(0.5))
        return single(rng, `解方程组：${eq}。方程组的解是（\u3000）。`, solutionText(s.x, s.y), wrongSolutions(s.x, s.y), steps);
      const ask = rng.pick(['x + y', 'x − y', 'x', 'y'] as const);
      const value = ask === 'x + y' ? s.x + s.y : ask === 'x − y' ? s.x - s.y : ask === 'x' ? s.x : s.y;
      return fill(`解方程组：${eq}，则 ${ask} = ____。`, numForms(value), [...steps, `所以 ${ask} = ${num(value)}。`]);
    },
  },
  'm7-system-word-problem': {
    title: '实际问题与二元一次方程组',
    generate(rng) {
      switch (rng.int(0, 2)) {
        case 0: {
          const chickens = rng.int(3, 40);
          const rabbits = rng.int(3, 40);
          const ask = rng.pick(['鸡', '兔'] as const);
          const heads = chickens + rabbits;
          const legs = 2 * chickens + 4 * rabbits;
          return fill(
            `笼子里有若干只鸡和兔，从上面数有 ${heads} 个头，从下面数有 ${legs} 只脚。笼中有${ask} ____ 只。`,
            [String(ask === '鸡' ? chickens : rabbits)],
            [
              `设鸡 x 只、兔 y 只：x + y = ${heads}，2x + 4y = ${legs}。`,
              `第二个方程减去第一个方程的 2 倍：2y = ${legs - 2 * heads}，y = ${rabbits}；x = ${heads} − ${rabbits} = ${chickens}。${ask}有 ${ask === '鸡' ? chickens : rabbits} 只。`,
            ],
          );
        }
        case 1: {
          const adultPrice = rng.int(6, 20) * 5;
          const childPrice = (adultPrice / 5) * rng.pick([2, 3]);
          const adults = rng.int(2, 30);
          const children = rng.int(2, 40);
          const total = adults * adultPrice + children * childPrice;
          const ask = rng.pick(['成人', '儿童'] as const);
          return fill(
            `某景区门票成人票每张 ${adultPrice} 元，儿童票每张 ${childPrice} 元。一个旅行团共 ${adults + children} 人，门票共花了 ${total} 元。这个旅行团有${ask} ____ 人。`,
            [String(ask === '成人' ? adults : children)],
            [
              `设成人 x 人、儿童 y 人：x + y = ${adults + children}，${adultPrice}x + ${childPrice}y = ${total}。`,
              `由第一个方程 y = ${adults + children} − x，代入第二个：${adultPrice - childPrice}x = ${total} − ${childPrice * (adults + children)} = ${(adultPrice - childPrice) * adults}，x = ${adults}，y = ${children}。`,
            ],
          );
        }
        default: {
          const t1 = rng.int(2, 5);
          const t2 = rng.int(t1 + 1, t1 + 4);
          let k = rng.int(2, 10);
          if ((k * (t1 + t2)) % 2 === 1) k += 1;
          const v = (k * (t1 + t2)) / 2;
          const current = (k * (t2 - t1)) / 2;
          const distance = k * t1 * t2;
          const ask = rng.pick(['静水', '水流'] as const);
          return fill(
            `一艘船顺流航行 ${distance} km 用了 ${t1} h，逆流航行同样的路程用了 ${t2} h。${ask === '静水' ? '船在静水中的速度' : '水流的速度'}是 ____ km/h。`,
            [String(ask === '静水' ? v : current)],
            [
              `设静水速度 x km/h、水流速度 y km/h：${t1}(x + y) = ${distance}，${t2}(x − y) = ${distance}，即 x + y = ${v + current}，x − y = ${v - current}。`,
              `两式相加 2x = ${2 * v}，x = ${v}；两式相减 2y = ${2 * current}，y = ${current}。`,
            ],
          );
        }
      }
    },
  },
  'm7-three-variable-system': {
    title: '三元一次方程组的解法',
    generate(rng) {
      const x = rng.int(-4, 6);
      const y = rng.int(-4, 6);
      const z = rng.int(-4, 6);
      let p = rng.pick([-3, -2, 1, 2, 3]);
      const q = nonZero(rng, -3, 3);
      if (p + 1 === 2 * q) p = p === 3 ? -2 : 3;
      const ask = rng.pick(['x', 'y', 'z'] as const);
      const value = { x, y, z }[ask];
      const e1 = `x + y + z = ${num(x + y + z)}`;
      const e2 = `${lhs(1, -1)} = ${num(x - y)}`;
      const e3 = `${terms([
        [p, 'x'],
        [1, 'y'],
        [q, 'z'],
      ])} = ${num(p * x + y + q * z)}`;
      return fill(`解三元一次方程组：${e1} ①，${e2} ②，${e3} ③，则 ${ask} = ____。`, numForms(value), [
        `由 ② 得 x = ${terms([
          [1, 'y'],
          [x - y, ''],
        ])}，代入 ①、③，消去 x，得到关于 y、z 的二元一次方程组：2y + z = ${num(x + y + z - (x - y))}，${lhs(p + 1, q, 'y', 'z')} = ${num(p * x + y + q * z - p * (x - y))}。`,
        `解这个方程组得 y = ${num(y)}，z = ${num(z)}，再得 x = ${num(x)}。所以 ${ask} = ${num(value)}。`,
      ]);
    },
  },
};
