import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { blank, paren, dec, fixed, frac, gen, placesOf, randDec, terminates } from './common.ts';

/** 五年级上册 3 小数除法. */

export const decimalDivisionGenerators: GeneratorSet = {
  'm5-decimal-div-integer': gen('除数是整数的小数除法', (rng) => {
    const n = rng.int(2, 25);
    const q = randDec(rng, 0.05, 20, rng.int(1, 2));
    const a = q.mul(n);
    const steps = [
      `按整数除法的方法去除，商的小数点要和被除数的小数点对齐${a.compare(n) < 0 ? '；被除数的整数部分不够商 1，就在商的个位上写 0' : ''}。`,
      `${dec(a)} ÷ ${n} = ${dec(q)}，验算：${dec(q)} × ${n} = ${dec(a)}。`,
    ];
    if (rng.chance(0.4)) {
      return fill(
        `${n} 千克苹果一共 ${dec(a)} 元，平均每千克多少元？每千克 ${blank} 元。`,
        [dec(q)],
        [`求每千克的价钱，用总价除以数量：${dec(a)} ÷ ${n}。`, ...steps],
      );
    }
    return fill(`计算：${dec(a)} ÷ ${n} = ${blank}`, [dec(q)], steps);
  }),
  'm5-divide-by-decimal': gen('一个数除以小数', (rng) => {
    const b = randDec(rng, 0.2, 9.9, rng.int(1, 2));
    const q = rng.chance(0.5) ? frac(rng.int(2, 60)) : randDec(rng, 0.2, 30, 1);
    const a = b.mul(q);
    const k = placesOf(b);
    const scale = 10 ** k;
    return fill(
      `计算：${dec(a)} ÷ ${dec(b)} = ${blank}`,
      [dec(q)],
      [
        `除数 ${dec(b)} 有 ${k} 位小数，把除数和被除数的小数点都向右移动 ${k} 位（不够的用 0 补足）：${dec(a)} ÷ ${dec(b)} = ${dec(a.mul(scale))} ÷ ${dec(b.mul(scale))}。`,
        `再按除数是整数的除法计算：${dec(a.mul(scale))} ÷ ${dec(b.mul(scale))} = ${dec(q)}。`,
      ],
    );
  }),
  'm5-divide-by-decimal-transform': gen('一个数除以小数（转化成除数是整数）', (rng) => {
    const b = randDec(rng, 0.02, 9.9, rng.int(1, 2));
    const a = randDec(rng, 0.1, 99, rng.int(1, 3));
    const k = placesOf(b);
    const scale = 10 ** k;
    const right = `${dec(a.mul(scale))} ÷ ${dec(b.mul(scale))}`;
    return single(
      rng,
      `计算 ${dec(a)} ÷ ${dec(b)} 时，先把它转化成除数是整数的除法，正确的是${paren}。`,
      right,
      [
        `${dec(a)} ÷ ${dec(b.mul(scale))}`,
        `${dec(a.mul(scale * 10))} ÷ ${dec(b.mul(scale))}`,
        `${dec(a.div(scale))} ÷ ${dec(b.mul(scale))}`,
        `${dec(a.mul(scale))} ÷ ${dec(b.mul(scale * 10))}`,
      ],
      [
        `除数 ${dec(b)} 有 ${k} 位小数，要变成整数需扩大到原来的 ${scale} 倍。`,
        `根据商不变的规律，被除数也要扩大到原来的 ${scale} 倍：${right}。`,
      ],
    );
  }),
  'm5-quotient-rounding': gen('商的近似数', (rng) => {
    for (;;) {
      const a = randDec(rng, 1, 99, rng.int(0, 1));
      const b = rng.chance(0.5) ? frac(rng.int(3, 29)) : randDec(rng, 0.3, 9.9, 1);
      const q = a.div(b);
      const places = rng.int(1, 2);
      if (q.compare(frac(1, 10)) < 0 || (terminates(q) && placesOf(q) <= places)) continue;
      const word = places === 1 ? '一位小数' : '两位小数';
      const answer = fixed(q, places);
      const cut = q
        .mul(10 ** (places + 1))
        .floor()
        .div(10 ** (places + 1));
      return fill(
        `${dec(a)} ÷ ${dec(b)} 的商保留${word}约是 ${blank}。`,
        [answer],
        [
          `保留${word}，要除到${places === 1 ? '百分位' : '千分位'}，再看这一位四舍五入。`,
          `${dec(a)} ÷ ${dec(b)} = ${fixed(cut, places + 1)}…，看${places === 1 ? '百分位' : '千分位'}上的 ${fixed(cut, places + 1).at(-1)} 四舍五入，得 ${answer}。`,
        ],
      );
    }
  }),
  'm5-repeating-check': gen('循环小数（判断商是不是循环小数）', (rng) => {
    const b = rng.pick([3, 6, 7, 9, 11, 12, 15, 4, 8, 16, 20, 25, 40]);
    const a = rng.int(1, 60);
    const q = frac(a, b);
    const repeating = !terminates(q);
    return trueFalse(`判断：${a} ÷ ${b} 的商是循环小数。`, repeating, [
      `${a} ÷ ${b} = ${q.toFraction()}${q.equals(q.floor()) ? '，是整数' : ''}。`,
      repeating
        ? `继续除下去，余数会重复出现，商是 ${q.toString(12).replace(/\(([^)]*)\)/, '$1$1…')}，是循环小数。`
        : `能除尽，商是 ${dec(q)}，是有限小数${q.equals(q.floor()) ? '（整数）' : ''}，不是循环小数。`,
    ]);
  }),
  'm5-repeating-digit': gen('循环小数（小数点后第几位上的数）', (rng) => {
    const whole = rng.int(0, 9);
    const lead = rng.chance(0.3) ? String(rng.int(1, 9)) : '';
    const cycleLength = rng.int(2, 4);
    let cycle = '';
    while (cycle.length < cycleLength) cycle += String(rng.int(0, 9));
    if (/^(\d)\1*$/.test(cycle)) cycle = `${cycle.slice(0, -1)}${(Number(cycle.at(-1)) + 1) % 10}`;
    const position = rng.int(lead.length + 8, 60);
    const index = (position - lead.length - 1) % cycle.length;
    const digit = cycle[index] ?? '';
    const shown = `${whole}.${lead}${cycle}${cycle}…`;
    return fill(
      `循环小数 ${shown}（循环节是 ${cycle}）小数点后第 ${position} 位上的数字是 ${blank}。`,
      [digit],
      [
        `${lead ? `小数点后第 1 位是 ${lead}，不循环；从第 2 位起` : '从小数点后第 1 位起'}每 ${cycle.length} 个数字 ${cycle} 循环一次。`,
        `${position - lead.length} ÷ ${cycle.length} = ${Math.floor((position - lead.length) / cycle.length)}……${(position - lead.length) % cycle.length}，${(position - lead.length) % cycle.length === 0 ? `没有余数，是循环节的最后一个数字` : `余数是 ${(position - lead.length) % cycle.length}，是循环节的第 ${(position - lead.length) % cycle.length} 个数字`}，即 ${digit}。`,
      ],
    );
  }),
  'm5-division-pattern': gen('用计算器探索规律', (rng) => {
    const d = rng.pick([9, 11, 99, 999]);
    const k = d === 9 ? rng.int(4, 8) : d === 11 ? rng.int(4, 10) : rng.int(4, d - 1);
    const width = d === 9 ? 1 : d === 999 ? 3 : 2;
    const cycleOf = (n: number) => String(d === 11 ? n * 9 : n).padStart(width, '0');
    const samples = [1, 2, 3].map((n) => `${n} ÷ ${d} = 0.${cycleOf(n)}${cycleOf(n)}…`).join('，');
    return fill(
      `用计算器计算：${samples}。照这样的规律，${k} ÷ ${d} 的商的循环节是 ${blank}。`,
      [cycleOf(k)],
      [
        d === 11 ? `除以 11 时，循环节是被除数乘 9 的两位数：${k} × 9 = ${k * 9}。` : `除以 ${d} 时，循环节就是被除数写成 ${width} 位数。`,
        `所以 ${k} ÷ ${d} = 0.${cycleOf(k)}${cycleOf(k)}…，循环节是 ${cycleOf(k)}。`,
      ],
    );
  }),
  'm5-decimal-division-word': gen('解决问题（进一法和去尾法）', (rng) => {
    for (;;) {
      const size = randDec(rng, 0.5, 4.5, 1);
      const total = rng.int(8, 120);
      const q = frac(total).div(size);
      if (q.equals(q.floor())) continue;
      if (rng.chance(0.5)) {
        const n = q.ceil();
        return fill(
          `每个瓶子最多装 ${dec(size)} 千克香油，${total} 千克香油至少需要 ${blank} 个这样的瓶子。`,
          [dec(n)],
          [
            `${total} ÷ ${dec(size)} = ${dec(q.floor())}……，装满 ${dec(q.floor())} 个瓶子后还有剩下的香油。`,
            `剩下的也要一个瓶子装，用"进一法"：至少需要 ${dec(q.floor())} + 1 = ${dec(n)}（个）。`,
          ],
        );
      }
      const n = q.floor();
      return fill(
        `包装一个礼盒需要 ${dec(size)} 米彩带，${total} 米彩带最多可以包装 ${blank} 个礼盒。`,
        [dec(n)],
        [`${total} ÷ ${dec(size)} = ${dec(n)}……，剩下的彩带不够再包装一个。`, `用"去尾法"：最多可以包装 ${dec(n)} 个。`],
      );
    }
  }),
};
