import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { digitsOf, roundTo } from './shared.ts';

/** The product as a child gets it who writes every digit's product but forgets to carry. */
function withoutCarrying(a: number, b: number): number {
  return digitsOf(a).reduce((sum, digit, place) => sum + ((digit * b) % 10) * 10 ** place, 0);
}

/** 三年级上册 4 多位数乘一位数. */
export const g3MultiplyGenerators: GeneratorSet = {
  'm3-oral-mul': {
    title: '口算乘法',
    generate(rng) {
      const b = rng.int(2, 9);
      if (rng.chance(0.5)) {
        const base = rng.int(1, 9);
        const scale = rng.pick([10, 100] as const);
        const a = base * scale;
        return fill(
          `口算：${a} × ${b} = ____`,
          [a * b],
          [
            `${a} 是 ${base} 个${scale === 10 ? '十' : '百'}，${base} × ${b} = ${base * b}。`,
            `${base * b} 个${scale === 10 ? '十' : '百'}就是 ${a * b}，所以 ${a} × ${b} = ${a * b}。`,
          ],
        );
      }
      const tens = rng.int(1, 4);
      const ones = rng.int(1, 9);
      const a = tens * 10 + ones;
      return fill(
        `口算：${a} × ${b} = ____`,
        [a * b],
        [
          `把 ${a} 分成 ${tens * 10} 和 ${ones}：${tens * 10} × ${b} = ${tens * 10 * b}，${ones} × ${b} = ${ones * b}。`,
          `再合起来：${tens * 10 * b} + ${ones * b} = ${a * b}。`,
        ],
      );
    },
  },
  'm3-written-mul': {
    title: '笔算乘法（进位）',
    generate(rng) {
      let a: number;
      let b: number;
      do {
        a = rng.int(12, 899);
        b = rng.int(2, 9);
      } while (withoutCarrying(a, b) === a * b || a % 10 === 0);
      const right = a * b;
      const ones = a % 10;
      return single(
        rng,
        `笔算：${a} × ${b} = （\u3000）`,
        right,
        [withoutCarrying(a, b), right + 10, right - 10, right + 100, right - b],
        [
          `相同数位对齐，从个位乘起：${ones} × ${b} = ${ones * b}，个位写 ${(ones * b) % 10}${ones * b >= 10 ? `，向十位进 ${Math.floor((ones * b) / 10)}` : ''}。`,
          `再用 ${b} 依次乘十位${a >= 100 ? '、百位' : ''}上的数，乘得的积要加上进上来的数。`,
          `结果是 ${a} × ${b} = ${right}。`,
        ],
      );
    },
  },
  'm3-mul-with-zero': {
    title: '因数中间或末尾有0的乘法',
    generate(rng) {
      const b = rng.int(2, 9);
      const hundreds = rng.int(1, 9);
      const last = rng.int(1, 9);
      const middleZero = rng.chance(0.5);
      const a = middleZero ? hundreds * 100 + last : hundreds * 100 + last * 10;
      return fill(
        `计算：${a} × ${b} = ____`,
        [a * b],
        middleZero
          ? [
              `个位：${last} × ${b} = ${last * b}，个位写 ${(last * b) % 10}，向十位进 ${Math.floor((last * b) / 10)}。`,
              `十位是 0，0 × ${b} = 0，再加上进上来的 ${Math.floor((last * b) / 10)}，十位写 ${Math.floor((last * b) / 10)}。`,
              `百位：${hundreds} × ${b} = ${hundreds * b}，所以 ${a} × ${b} = ${a * b}。`,
            ]
          : [`${a} 的末尾有一个 0，可以先算 ${a / 10} × ${b} = ${(a / 10) * b}。`, `再在积的末尾添上一个 0：${a} × ${b} = ${a * b}。`],
      );
    },
  },
  'm3-mul-estimate': {
    title: '乘法估算',
    generate(rng) {
      const b = rng.int(2, 9);
      const threeDigits = rng.chance(0.6);
      const unit = threeDigits ? 100 : 10;
      let a: number;
      do a = threeDigits ? rng.int(101, 899) : rng.int(11, 89);
      while (a % unit === 0 || Math.abs(a - roundTo(a, unit)) > unit / 5);
      const near = roundTo(a, unit);
      return fill(
        `估算：${a} × ${b} ≈ ____（把 ${a} 看作最接近的整${unit === 100 ? '百' : '十'}数）`,
        [near * b],
        [`${a} 最接近的整${unit === 100 ? '百' : '十'}数是 ${near}。`, `${near} × ${b} = ${near * b}，所以 ${a} × ${b} ≈ ${near * b}。`],
      );
    },
  },
  'm3-mul-word': {
    title: '多位数乘一位数的实际问题',
    generate(rng) {
      const [item, unit, measure] = rng.pick([
        ['书架', '本', '每层放'],
        ['箱子', '瓶', '每箱装'],
        ['盒子', '支', '每盒装'],
        ['车厢', '人', '每节坐'],
      ] as const);
      const each = rng.int(24, 218);
      const count = rng.int(3, 9);
      if (rng.chance(0.5)) {
        return fill(
          `${item}${measure} ${each} ${unit}，${count} 个${item}一共____${unit}。`,
          [each * count],
          [`求 ${count} 个 ${each} 是多少，用乘法：${each} × ${count}。`, `${each} × ${count} = ${each * count}（${unit}）。`],
        );
      }
      const price = rng.int(12, 98);
      const money = roundTo(price * count + rng.int(-60, 60), 10);
      const enough = price * count <= money;
      return trueFalse(`一个玩具 ${price} 元，买 ${count} 个，带 ${money} 元够。`, enough, [
        `先算买 ${count} 个要多少元：${price} × ${count} = ${price * count}（元）。`,
        `${price * count} ${enough ? '≤' : '>'} ${money}，所以带 ${money} 元${enough ? '够' : '不够'}。`,
      ]);
    },
  },
};
