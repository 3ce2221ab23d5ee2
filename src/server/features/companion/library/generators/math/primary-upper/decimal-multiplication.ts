import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { blank, paren, dec, fixed, frac, gen, placesOf, randDec, type Fraction } from './common.ts';

/** 五年级上册 1 小数乘法. */

const goods = [
  { name: '苹果', unit: '千克', min: 4, max: 12 },
  { name: '大米', unit: '千克', min: 3, max: 8 },
  { name: '彩带', unit: '米', min: 1, max: 6 },
  { name: '牛奶', unit: '盒', min: 2, max: 6 },
  { name: '鸡蛋', unit: '千克', min: 8, max: 15 },
] as const;

/** Digits without the point: 2.35 → 235. */
const digitsOf = (value: Fraction) => value.mul(10 ** placesOf(value));

function productSteps(a: Fraction, b: Fraction): string[] {
  const pa = placesOf(a);
  const pb = placesOf(b);
  const product = a.mul(b);
  const whole = digitsOf(a).mul(digitsOf(b));
  return [
    `先不看小数点，按整数相乘：${dec(digitsOf(a))} × ${dec(digitsOf(b))} = ${dec(whole)}。`,
    `因数中一共有 ${pa} + ${pb} = ${pa + pb} 位小数，从积的右边起数出 ${pa + pb} 位点上小数点（末尾的 0 可以去掉），得 ${dec(product)}。`,
  ];
}

export const decimalMultiplicationGenerators: GeneratorSet = {
  'm5-decimal-times-integer': gen('小数乘整数', (rng) => {
    const n = rng.int(2, 36);
    if (rng.chance(0.5)) {
      const a = randDec(rng, 0.1, 60, rng.int(1, 2));
      return fill(`计算：${dec(a)} × ${n} = ${blank}`, [dec(a.mul(n))], productSteps(a, frac(n)));
    }
    const item = rng.pick(goods);
    const price = randDec(rng, item.min, item.max, rng.int(1, 2));
    const count = rng.int(2, 12);
    return fill(
      `${item.name}每${item.unit} ${dec(price)} 元，买 ${count} ${item.unit}一共要付多少元？一共要付 ${blank} 元。`,
      [dec(price.mul(count))],
      [
        `求 ${count} 个 ${dec(price)} 元是多少，用乘法：${dec(price)} × ${count}。`,
        ...productSteps(price, frac(count)),
        `答：一共要付 ${dec(price.mul(count))} 元。`,
      ],
    );
  }),
  'm5-decimal-times-integer-check': gen('小数乘整数（判断积的小数点）', (rng) => {
    const a = randDec(rng, 0.1, 30, rng.int(1, 2));
    const n = rng.int(3, 29);
    const right = a.mul(n);
    const shown = rng.chance(0.5) ? right : rng.chance(0.5) ? right.mul(10) : right.div(10);
    const ok = shown.equals(right);
    return trueFalse(`判断：${dec(a)} × ${n} = ${dec(shown)}。`, ok, [
      ...productSteps(a, frac(n)),
      ok ? `所以 ${dec(a)} × ${n} = ${dec(right)}，题中的等式是对的。` : `正确的积是 ${dec(right)}，题中的小数点位置点错了。`,
    ]);
  }),
  'm5-decimal-times-decimal': gen('小数乘小数', (rng) => {
    const a = randDec(rng, 0.1, 40, rng.int(1, 2));
    const b = randDec(rng, 0.1, 9.9, rng.int(1, 2));
    if (rng.chance(0.3)) {
      return fill(
        `一块长方形菜地长 ${dec(a)} 米，宽 ${dec(b)} 米，面积是多少平方米？面积是 ${blank} 平方米。`,
        [dec(a.mul(b))],
        [`长方形的面积 = 长 × 宽 = ${dec(a)} × ${dec(b)}。`, ...productSteps(a, b)],
      );
    }
    return fill(`计算：${dec(a)} × ${dec(b)} = ${blank}`, [dec(a.mul(b))], productSteps(a, b));
  }),
  'm5-decimal-product-places': gen('小数乘小数（选出正确的积）', (rng) => {
    const a = randDec(rng, 0.1, 20, rng.int(1, 2));
    const b = randDec(rng, 0.1, 9.9, rng.int(1, 2));
    const right = a.mul(b);
    return single(
      rng,
      `${dec(a)} × ${dec(b)} 的积是${paren}。`,
      dec(right),
      [right.mul(10), right.div(10), right.mul(100), right.div(100)].map(dec),
      [...productSteps(a, b), '小数点的位置由两个因数的小数位数之和决定，不是只看其中一个因数。'],
    );
  }),
  'm5-product-rounding': gen('积的近似数', (rng) => {
    for (;;) {
      const a = randDec(rng, 0.1, 30, rng.int(1, 2));
      const b = randDec(rng, 0.1, 9.9, 2);
      const product = a.mul(b);
      const places = rng.int(0, 2);
      if (placesOf(product) <= places || product.compare(1) < 0) continue;
      const word = ['整数', '一位小数', '两位小数'][places] ?? '';
      const answer = fixed(product, places);
      const next = dec(product).split('.')[1]?.[places] ?? '0';
      return fill(
        `${dec(a)} × ${dec(b)} 的积保留${word}约是 ${blank}。`,
        [answer],
        [
          `先算出积：${dec(a)} × ${dec(b)} = ${dec(product)}。`,
          `保留${word}，看${places === 0 ? '十分位' : places === 1 ? '百分位' : '千分位'}上的数 ${next}，${Number(next) >= 5 ? '大于或等于 5，向前一位进 1' : '小于 5，直接舍去'}，得 ${answer}。`,
        ],
      );
    }
  }),
  'm5-decimal-laws': gen('整数乘法运算定律推广到小数（简便计算）', (rng) => {
    const pairs = [
      [frac(25, 100), 4],
      [frac(125, 100), 8],
      [frac(25, 10), 4],
      [frac(5, 10), 2],
      [frac(125, 1000), 8],
    ] as const;
    const kind = rng.int(0, 3);
    if (kind === 0) {
      const [p, q] = rng.pick(pairs);
      const x = randDec(rng, 1.1, 9.9, 1);
      const v = p.mul(q).mul(x);
      return fill(
        `用简便方法计算：${dec(p)} × ${dec(x)} × ${q} = ${blank}`,
        [dec(v)],
        [
          `用乘法交换律和结合律：${dec(p)} × ${dec(x)} × ${q} = (${dec(p)} × ${q}) × ${dec(x)}。`,
          `${dec(p)} × ${q} = ${dec(p.mul(q))}，${dec(p.mul(q))} × ${dec(x)} = ${dec(v)}。`,
        ],
      );
    }
    if (kind === 1) {
      const a = randDec(rng, 1.1, 9.9, 1);
      const total = rng.pick([1, 10, 100]);
      const b = randDec(rng, total / 10, total * 0.9, total === 1 ? 2 : 1);
      const c = frac(total).sub(b);
      const v = a.mul(total);
      return fill(
        `用简便方法计算：${dec(a)} × ${dec(b)} + ${dec(a)} × ${dec(c)} = ${blank}`,
        [dec(v)],
        [
          `用乘法分配律：${dec(a)} × ${dec(b)} + ${dec(a)} × ${dec(c)} = ${dec(a)} × (${dec(b)} + ${dec(c)})。`,
          `${dec(b)} + ${dec(c)} = ${total}，${dec(a)} × ${total} = ${dec(v)}。`,
        ],
      );
    }
    const a = randDec(rng, 1.1, 9.9, rng.int(1, 2));
    const [factor, base] = rng.pick([
      [frac(101), 100],
      [frac(99), 100],
      [frac(99, 10), 10],
      [frac(101, 10), 10],
      [frac(101, 100), 1],
      [frac(99, 100), 1],
    ] as const);
    const diff = factor.sub(base);
    const sign = diff.compare(0) > 0 ? '+' : '-';
    const v = a.mul(factor);
    return fill(
      `用简便方法计算：${dec(a)} × ${dec(factor)} = ${blank}`,
      [dec(v)],
      [
        `把 ${dec(factor)} 看成 ${base} ${sign} ${dec(diff.abs())}，用乘法分配律：${dec(a)} × ${base} ${sign} ${dec(a)} × ${dec(diff.abs())}。`,
        `${dec(a.mul(base))} ${sign} ${dec(a.mul(diff.abs()))} = ${dec(v)}。`,
      ],
    );
  }),
  'm5-decimal-mixed-order': gen('小数乘加、乘减的运算顺序', (rng) => {
    const a = randDec(rng, 0.1, 9.9, rng.int(1, 2));
    const b = rng.int(2, 12);
    const c = randDec(rng, 0.1, 20, 1);
    const plus = rng.chance(0.5) || a.mul(b).compare(c) <= 0;
    const v = plus ? a.mul(b).add(c) : a.mul(b).sub(c);
    const op = plus ? '+' : '-';
    return single(
      rng,
      `${dec(a)} × ${b} ${op} ${dec(c)} 的结果是${paren}。`,
      dec(v),
      [dec(plus ? a.mul(frac(b).add(c)) : a.mul(frac(b).sub(c).abs())), dec(a.mul(b)), dec(v.add(1)), dec(v.mul(10))],
      [`先算乘法：${dec(a)} × ${b} = ${dec(a.mul(b))}。`, `再算${plus ? '加法' : '减法'}：${dec(a.mul(b))} ${op} ${dec(c)} = ${dec(v)}。`],
    );
  }),
  'm5-piecewise-fare': gen('分段计费（解决问题）', (rng) => {
    if (rng.chance(0.5)) {
      const start = rng.pick([8, 10, 11, 13]);
      const base = 3;
      const per = randDec(rng, 1.5, 2.8, 1);
      const km = rng.int(4, 16);
      const cost = per.mul(km - base).add(start);
      return fill(
        `某市出租车 ${base} 千米以内收费 ${start} 元，超过 ${base} 千米的部分每千米收费 ${dec(per)} 元。乘车 ${km} 千米，应付 ${blank} 元。`,
        [dec(cost)],
        [
          `超过 ${base} 千米的部分：${km} - ${base} = ${km - base}（千米），收费 ${dec(per)} × ${km - base} = ${dec(per.mul(km - base))}（元）。`,
          `一共：${start} + ${dec(per.mul(km - base))} = ${dec(cost)}（元）。`,
        ],
      );
    }
    const limit = rng.pick([10, 12, 15]);
    const low = randDec(rng, 2.1, 3.4, 1);
    const high = low.add(randDec(rng, 0.5, 2, 1));
    const tons = rng.int(limit + 1, limit + 12);
    const cost = low.mul(limit).add(high.mul(tons - limit));
    return fill(
      `某地每户每月用水 ${limit} 吨以内（含 ${limit} 吨），每吨 ${dec(low)} 元；超过 ${limit} 吨的部分，每吨 ${dec(high)} 元。小明家上月用水 ${tons} 吨，应缴水费 ${blank} 元。`,
      [dec(cost)],
      [
        `${limit} 吨以内：${dec(low)} × ${limit} = ${dec(low.mul(limit))}（元）。`,
        `超过的 ${tons - limit} 吨：${dec(high)} × ${tons - limit} = ${dec(high.mul(tons - limit))}（元）。`,
        `合计：${dec(low.mul(limit))} + ${dec(high.mul(tons - limit))} = ${dec(cost)}（元）。`,
      ],
    );
  }),
};
