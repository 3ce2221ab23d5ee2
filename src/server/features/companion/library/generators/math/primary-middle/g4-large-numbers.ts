import { fill, single, type GeneratorSet } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';
import { chineseReading, compareSign, placeNames, roundTo } from './shared.ts';

/** A number of 5 to 10 digits with some zeros inside, as the textbook's reading exercises use. */
function largeNumber(rng: Rng, minDigits = 5, maxDigits = 9): number {
  const length = rng.int(minDigits, maxDigits);
  let text = String(rng.int(1, 9));
  for (let i = 1; i < length; i++) text += rng.chance(0.45) ? '0' : String(rng.int(1, 9));
  return Number(text);
}

/** Numbers with the same digits but one zero moved: what a child writes who misplaces a zero. */
function zeroMoves(value: number): number[] {
  const text = String(value);
  const moves: number[] = [];
  for (let i = 1; i < text.length - 1; i++) {
    const swapped = text.slice(0, i) + (text[i + 1] ?? '') + (text[i] ?? '') + text.slice(i + 2);
    if (swapped !== text && !swapped.startsWith('0')) moves.push(Number(swapped));
  }
  return [...moves, value * 10, Math.floor(value / 10) * 100 + (value % 10), value + 10 ** (text.length - 2), value * 100];
}

/** 四年级上册 1 万以上数的认识 and 综合与实践 1亿有多大. */
export const g4LargeNumberGenerators: GeneratorSet = {
  'm4-read-number': {
    title: '亿以内、亿以上数的读法',
    generate(rng) {
      const value = largeNumber(rng);
      const wrong = rng.shuffle(zeroMoves(value).filter((other) => other !== value)).map(chineseReading);
      return single(rng, `${value} 读作（\u3000）。`, chineseReading(value), wrong, [
        `从高位起分级读：先读亿级，再读万级，最后读个级；亿级、万级的数按个级的读法读，再加上“亿”“万”。`,
        `每级末尾的 0 不读，其他数位上有一个 0 或连续几个 0，都只读一个“零”。`,
        `${value} 读作 ${chineseReading(value)}。`,
      ]);
    },
  },
  'm4-write-number': {
    title: '亿以内、亿以上数的写法',
    generate(rng) {
      const value = largeNumber(rng);
      return fill(
        `写出这个数：${chineseReading(value)}。写作____`,
        [value],
        [`从高位起一级一级地写，哪一位上一个单位也没有，就在那一位上写 0。`, `${chineseReading(value)} 写作 ${value}。`],
      );
    },
  },
  'm4-place-value': {
    title: '数位和计数单位',
    generate(rng) {
      let value = 0;
      let digit = 0;
      let place = -1;
      while (place < 0) {
        value = largeNumber(rng, 6, 10);
        const text = String(value);
        digit = Number(text[rng.int(0, Math.min(3, text.length - 1))]);
        const found = [...text].filter((d) => Number(d) === digit).length === 1 && digit !== 0;
        place = found ? text.length - 1 - text.indexOf(String(digit)) : -1;
      }
      const name = placeNames[place] ?? '';
      return fill(
        `在 ${value} 中，数字 ${digit} 在____位上。`,
        [name, `${name}位`],
        [
          `从右往左数：个位、十位、百位、千位、万位、十万位、百万位、千万位、亿位……`,
          `${digit} 是从右往左数第 ${place + 1} 位，在${name}位上，表示 ${digit} 个${name === '个' ? '一' : name}。`,
        ],
      );
    },
  },
  'm4-compare-large': {
    title: '大数的大小比较',
    generate(rng) {
      const a = largeNumber(rng, 6, 9);
      const b = rng.chance(0.5) ? a + rng.pick([-1, 1] as const) * 10 ** rng.int(0, String(a).length - 2) : largeNumber(rng, 6, 9);
      return fill(
        `比较大小：${a} ____ ${b}（填 >、< 或 =）`,
        [compareSign(a, b)],
        [
          String(a).length !== String(b).length
            ? `位数多的数大：${a} 是 ${String(a).length} 位数，${b} 是 ${String(b).length} 位数。`
            : `位数相同，从最高位起一位一位地比，直到比出大小。`,
          `所以 ${a} ${compareSign(a, b)} ${b}。`,
        ],
      );
    },
  },
  'm4-to-wan-yi': {
    title: '改写成用“万”或“亿”作单位的数',
    generate(rng) {
      const yi = rng.chance(0.4);
      const unit = yi ? 1e8 : 1e4;
      const count = rng.int(2, 9999);
      const value = count * unit;
      return fill(
        `把 ${value} 改写成用“${yi ? '亿' : '万'}”作单位的数：____`,
        [`${count}${yi ? '亿' : '万'}`],
        [
          `整${yi ? '亿' : '万'}数改写成用“${yi ? '亿' : '万'}”作单位的数，把${yi ? '亿' : '万'}位后面的 ${yi ? 8 : 4} 个 0 去掉，再加上“${yi ? '亿' : '万'}”字。`,
          `${value} = ${count}${yi ? '亿' : '万'}。`,
        ],
      );
    },
  },
  'm4-round-large': {
    title: '省略万位或亿位后面的尾数',
    generate(rng) {
      const yi = rng.chance(0.4);
      const unit = yi ? 1e8 : 1e4;
      let value: number;
      do value = rng.int(yi ? 2 : 2, yi ? 99 : 9999) * unit + rng.int(1, unit - 1);
      while (value % unit === 0);
      const rounded = roundTo(value, unit) / unit;
      const next = Math.floor(value / (unit / 10)) % 10;
      return fill(
        `省略${yi ? '亿' : '万'}位后面的尾数，${value} ≈ ____${yi ? '亿' : '万'}`,
        [rounded, `${rounded}${yi ? '亿' : '万'}`],
        [
          `看${yi ? '亿' : '万'}位后面的最高位（${yi ? '千万' : '千'}位）上的数是 ${next}，用“四舍五入”法${next >= 5 ? '向前一位进 1' : '把尾数舍去'}。`,
          `${value} ≈ ${rounded}${yi ? '亿' : '万'}。`,
        ],
      );
    },
  },
  'm4-how-big-is-yi': {
    title: '1亿有多大',
    generate(rng) {
      if (rng.chance(0.5)) {
        const minutes = rng.int(6, 15);
        return fill(
          `小明数 1 万粒大米用了约 ${minutes} 分钟。照这样算，数 1 亿粒大米约要____分钟。`,
          [minutes * 10000],
          [`1 亿是 1 万的 10000 倍。`, `${minutes} × 10000 = ${minutes * 10000}（分钟）。`],
        );
      }
      const grams = rng.int(15, 30);
      return fill(
        `1 万粒大米约重 ${grams} 克。照这样算，1 亿粒大米约重____千克。`,
        [grams * 10],
        [`1 亿粒是 1 万粒的 10000 倍：${grams} × 10000 = ${grams * 10000}（克）。`, `${grams * 10000}克 = ${grams * 10}千克。`],
      );
    },
  },
};
