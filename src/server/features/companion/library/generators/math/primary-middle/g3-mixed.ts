import { fill, single, type GeneratorSet } from '../../exercise.ts';

/** 三年级上册 2 混合运算: the order of operations and two-step problems. */
export const g3MixedGenerators: GeneratorSet = {
  'm3-mixed-same-level': {
    title: '同级运算从左往右算',
    generate(rng) {
      if (rng.chance(0.5)) {
        const a = rng.int(20, 90);
        const b = rng.int(10, 60);
        if (rng.chance(0.5)) {
          const c = rng.int(5, a + b - 1);
          const first = a + b;
          return fill(
            `计算：${a} + ${b} − ${c} = ____`,
            [first - c],
            [
              `算式里只有加法和减法，是同一级运算，要从左往右依次计算。`,
              `先算 ${a} + ${b} = ${first}。`,
              `再算 ${first} − ${c} = ${first - c}。`,
            ],
          );
        }
        const big = a + b;
        const c = rng.int(5, 40);
        const first = big - b;
        return fill(
          `计算：${big} − ${b} + ${c} = ____`,
          [first + c],
          [
            `算式里只有加法和减法，从左往右依次计算，不能先算 ${b} + ${c}。`,
            `先算 ${big} − ${b} = ${first}。`,
            `再算 ${first} + ${c} = ${first + c}。`,
          ],
        );
      }
      const c = rng.int(2, 9);
      const k = rng.int(2, 9);
      const b = rng.int(2, 9);
      if (rng.chance(0.5)) {
        const a = c * k;
        return fill(
          `计算：${a} ÷ ${c} × ${b} = ____`,
          [k * b],
          [`算式里只有乘法和除法，是同一级运算，要从左往右依次计算。`, `先算 ${a} ÷ ${c} = ${k}。`, `再算 ${k} × ${b} = ${k * b}。`],
        );
      }
      const product = k * c * b;
      return fill(
        `计算：${k * c} × ${b} ÷ ${c} = ____`,
        [product / c],
        [`只有乘法和除法，从左往右依次计算。`, `先算 ${k * c} × ${b} = ${product}。`, `再算 ${product} ÷ ${c} = ${product / c}。`],
      );
    },
  },
  'm3-mixed-two-level': {
    title: '先乘除后加减',
    generate(rng) {
      const b = rng.int(2, 9);
      const c = rng.int(2, 9);
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const a = rng.int(5, 60);
        const right = a + b * c;
        return single(
          rng,
          `计算 ${a} + ${b} × ${c} 的结果是（\u3000）。`,
          right,
          [(a + b) * c, right + 10, right - 1, b * c, a + b + c],
          [`算式里有加法又有乘法，要先算乘法，再算加法。`, `先算 ${b} × ${c} = ${b * c}。`, `再算 ${a} + ${b * c} = ${right}。`],
        );
      }
      if (kind === 1) {
        const a = b * c + rng.int(1, 60);
        const right = a - b * c;
        return single(
          rng,
          `计算 ${a} − ${b} × ${c} 的结果是（\u3000）。`,
          right,
          [(a - b) * c, right + 10, right + 1, a - b - c, b * c],
          [`算式里有减法又有乘法，要先算乘法，再算减法。`, `先算 ${b} × ${c} = ${b * c}。`, `再算 ${a} − ${b * c} = ${right}。`],
        );
      }
      const a = rng.int(5, 60);
      const dividend = b * c;
      const right = a + c;
      return single(
        rng,
        `计算 ${a} + ${dividend} ÷ ${b} 的结果是（\u3000）。`,
        right,
        [(a + dividend) / b, a + dividend - b, right + 1, right - 2, dividend],
        [`算式里有加法又有除法，要先算除法，再算加法。`, `先算 ${dividend} ÷ ${b} = ${c}。`, `再算 ${a} + ${c} = ${right}。`],
      );
    },
  },
  'm3-mixed-brackets': {
    title: '含有小括号的混合运算',
    generate(rng) {
      const kind = rng.int(0, 3);
      if (kind === 0) {
        const a = rng.int(2, 40);
        const b = rng.int(2, 40);
        const c = rng.int(2, 9);
        return fill(
          `计算：(${a} + ${b}) × ${c} = ____`,
          [(a + b) * c],
          [`有小括号，要先算小括号里面的。`, `先算 ${a} + ${b} = ${a + b}。`, `再算 ${a + b} × ${c} = ${(a + b) * c}。`],
        );
      }
      if (kind === 1) {
        const c = rng.int(2, 9);
        const q = rng.int(2, 12);
        const b = rng.int(3, 40);
        const a = b + c * q;
        return fill(
          `计算：(${a} − ${b}) ÷ ${c} = ____`,
          [q],
          [`有小括号，要先算小括号里面的。`, `先算 ${a} − ${b} = ${a - b}。`, `再算 ${a - b} ÷ ${c} = ${q}。`],
        );
      }
      if (kind === 2) {
        const a = rng.int(2, 9);
        const c = rng.int(2, 30);
        const b = c + rng.int(2, 12);
        return fill(
          `计算：${a} × (${b} − ${c}) = ____`,
          [a * (b - c)],
          [`有小括号，先算小括号里的减法。`, `先算 ${b} − ${c} = ${b - c}。`, `再算 ${a} × ${b - c} = ${a * (b - c)}。`],
        );
      }
      const sum = rng.int(2, 9);
      const q = rng.int(2, 9);
      const b = rng.int(1, sum - 1);
      const a = sum * q;
      return fill(
        `计算：${a} ÷ (${b} + ${sum - b}) = ____`,
        [q],
        [`有小括号，先算小括号里的加法。`, `先算 ${b} + ${sum - b} = ${sum}。`, `再算 ${a} ÷ ${sum} = ${q}。`],
      );
    },
  },
  'm3-two-step-word': {
    title: '两步计算的实际问题',
    generate(rng) {
      const kind = rng.int(0, 3);
      if (kind === 0) {
        const item = rng.pick(['钢笔', '笔记本', '文具盒', '足球', '书包'] as const);
        const price = rng.int(3, 15);
        const count = rng.int(2, 6);
        const paid = price * count < 50 ? 50 : 100;
        const change = paid - price * count;
        return fill(
          `每个${item} ${price} 元，买 ${count} 个，付了 ${paid} 元，应找回____元。`,
          [change],
          [
            `先算买 ${count} 个一共要多少元：${price} × ${count} = ${price * count}（元）。`,
            `再算找回多少元：${paid} − ${price * count} = ${change}（元）。`,
            `综合算式：${paid} − ${price} × ${count} = ${change}。`,
          ],
        );
      }
      if (kind === 1) {
        const boxes = rng.int(3, 9);
        const each = rng.int(6, 12);
        const sold = rng.int(5, boxes * each - 5);
        return fill(
          `商店有 ${boxes} 箱苹果，每箱 ${each} 个，卖出 ${sold} 个，还剩____个。`,
          [boxes * each - sold],
          [
            `先算一共有多少个：${each} × ${boxes} = ${each * boxes}（个）。`,
            `再算还剩多少个：${each * boxes} − ${sold} = ${each * boxes - sold}（个）。`,
          ],
        );
      }
      if (kind === 2) {
        const red = rng.int(12, 40);
        const more = rng.int(3, 15);
        return fill(
          `红花有 ${red} 朵，黄花比红花多 ${more} 朵，红花和黄花一共有____朵。`,
          [red + red + more],
          [
            `先算黄花有多少朵：${red} + ${more} = ${red + more}（朵）。`,
            `再算一共有多少朵：${red} + ${red + more} = ${red * 2 + more}（朵）。`,
          ],
        );
      }
      const groups = rng.int(3, 9);
      const per = rng.int(3, 8);
      const boys = rng.int(2, groups * per - 2);
      return fill(
        `三年级一班有男生 ${boys} 人、女生 ${groups * per - boys} 人，平均分成 ${groups} 组，每组有____人。`,
        [per],
        [
          `先算全班一共有多少人：${boys} + ${groups * per - boys} = ${groups * per}（人）。`,
          `再算每组有多少人：${groups * per} ÷ ${groups} = ${per}（人）。`,
          `综合算式：(${boys} + ${groups * per - boys}) ÷ ${groups} = ${per}。`,
        ],
      );
    },
  },
};
