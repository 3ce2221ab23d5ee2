import { fill, multiple, single, type GeneratorSet } from '../../exercise.ts';
import { blank, dec, frac, gen, paren, randDec } from './common.ts';

/** 六年级下册 1 负数 and 2 百分数（二）. */

/** A signed number as printed: '-3', '+2.5', '0'. */
const signed = (n: number | string) => (Number(n) > 0 ? `+${n}` : String(n));
const zhe = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
/** 8.5 折 → '八五折', 9 折 → '九折'. */
const discountName = (tenths: number) =>
  tenths % 10 === 0 ? `${zhe[tenths / 10]}折` : `${zhe[Math.floor(tenths / 10)]}${zhe[tenths % 10] ?? ''}折`;
const chengName = (tenths: number) =>
  tenths % 10 === 0 ? `${zhe[tenths / 10]}成` : `${zhe[Math.floor(tenths / 10)]}成${zhe[tenths % 10] ?? ''}`;

export const negativePercentGenerators: GeneratorSet = {
  'm6-negative-meaning': gen('负数的认识', (rng) => {
    const kind = rng.int(0, 2);
    if (kind === 0) {
      const high = rng.int(1, 15);
      const low = rng.int(1, 20);
      return fill(
        `某地一天的最高气温是 ${high}℃，最低气温是 -${low}℃，这天的温差是 ${blank}℃。`,
        [high + low],
        [
          `-${low}℃ 表示零下 ${low}℃，从 -${low}℃ 到 0℃ 升高 ${low}℃，从 0℃ 到 ${high}℃ 又升高 ${high}℃。`,
          `温差 = ${low} + ${high} = ${high + low}（℃）。`,
        ],
      );
    }
    const [up, down, unit] = rng.pick([
      ['海平面以上', '海平面以下', '米'],
      ['收入', '支出', '元'],
      ['向东走', '向西走', '米'],
      ['存入', '取出', '元'],
    ] as const);
    const a = rng.int(5, 900);
    const b = rng.int(5, 900);
    return fill(
      `如果${up} ${a} ${unit}记作 +${a} ${unit}，那么${down} ${b} ${unit}记作 ${blank} ${unit}。`,
      [`-${b}`, `−${b}`],
      [
        `${up}和${down}是两种相反意义的量，一种用正数表示，另一种就用负数表示。`,
        `${up}记作正数，${down} ${b} ${unit}就记作 -${b} ${unit}。`,
      ],
    );
  }),
  'm6-negative-choice': gen('负数的认识（辨认正数和负数）', (rng) => {
    const negatives = rng.chance(0.5);
    const pool = [
      `-${rng.int(1, 99)}`,
      `-${dec(randDec(rng, 0.1, 9.9, 1))}`,
      `-${rng.int(1, 9)}/${rng.int(10, 12)}`,
      `+${rng.int(1, 99)}`,
      `${dec(randDec(rng, 0.1, 9.9, 1))}`,
      `${rng.int(1, 9)}/${rng.int(10, 12)}`,
      '0',
    ];
    const isRight = (t: string) => (negatives ? t.startsWith('-') : t !== '0' && !t.startsWith('-'));
    const rights = rng.shuffle(pool.filter(isRight)).slice(0, rng.int(2, 3));
    const wrongs = rng.shuffle(pool.filter((t) => !isRight(t))).slice(0, 3);
    return multiple(
      rng,
      `下面的数中，哪些是${negatives ? '负数' : '正数'}？`,
      [...rights, ...wrongs].map((text) => ({ text, right: isRight(text) })),
      [
        '比 0 大的数是正数（"+"可以省略），在正数前面加上"-"号的数是负数；0 既不是正数也不是负数。',
        `是${negatives ? '负数' : '正数'}的有：${rights.join('、')}。`,
      ],
    );
  }),
  'm6-number-line': gen('负数的初步应用（数轴）', (rng) => {
    const start = rng.int(-8, 8);
    const steps = rng.int(1, 10);
    const right = rng.chance(0.5);
    const end = start + (right ? steps : -steps);
    if (rng.chance(0.5)) {
      const list = rng.shuffle([start, end, start - 3, end + 2].filter((v, i, a) => a.indexOf(v) === i));
      const least = Math.min(...list);
      return single(
        rng,
        `在数轴上，下面各数中最左边的一个是${paren}。`,
        String(least),
        list
          .filter((v) => v !== least)
          .map(String)
          .concat([String(least + 20), String(-least + 1)]),
        [
          `数轴上，右边的数总比左边的数大，负数都在 0 的左边，负数的绝对值越大越靠左。`,
          `${[...list].sort((p, q) => p - q).join(' < ')}，最小的 ${least} 在最左边。`,
        ],
      );
    }
    return fill(
      `在数轴上，从表示 ${start} 的点向${right ? '右' : '左'}移动 ${steps} 个单位长度，到达表示 ${blank} 的点。`,
      end < 0 ? [String(end), `−${-end}`] : [String(end), ...(end > 0 ? [signed(end)] : [])],
      [
        `向右移动数变大，向左移动数变小：${start} ${right ? '+' : '-'} ${steps}。`,
        `${start} 向${right ? '右' : '左'}数 ${steps} 格，到达 ${end}。`,
      ],
    );
  }),
  'm6-discount': gen('折扣', (rng) => {
    const tenths = rng.pick([50, 60, 70, 75, 80, 85, 88, 90, 95]);
    const price = rng.int(4, 60) * rng.pick([5, 10, 20]);
    const now = frac(price * tenths, 100);
    const kind = rng.int(0, 2);
    const name = discountName(tenths);
    if (kind === 0) {
      return fill(
        `一件衣服原价 ${price} 元，打${name}出售，现价是 ${blank} 元。`,
        [dec(now)],
        [`打${name}就是按原价的 ${tenths}% 出售。`, `${price} × ${tenths}% = ${dec(now)}（元）。`],
      );
    }
    if (kind === 1) {
      return fill(
        `一个书包打${name}后是 ${dec(now)} 元，它的原价是 ${blank} 元。`,
        [price],
        [`打${name}表示现价是原价的 ${tenths}%，原价是单位"1"。`, `原价 = 现价 ÷ ${tenths}% = ${dec(now)} ÷ ${tenths}% = ${price}（元）。`],
      );
    }
    return fill(
      `一双运动鞋原价 ${price} 元，打${name}出售，比原价便宜了 ${blank} 元。`,
      [dec(frac(price).sub(now))],
      [
        `打${name}，现价是原价的 ${tenths}%，便宜了原价的 1 - ${tenths}% = ${100 - tenths}%。`,
        `${price} × ${100 - tenths}% = ${dec(frac(price).sub(now))}（元）。`,
      ],
    );
  }),
  'm6-discount-choice': gen('折扣（选出现价）', (rng) => {
    const tenths = rng.pick([60, 70, 75, 80, 85, 90]);
    const price = rng.int(4, 50) * 10;
    const now = frac(price * tenths, 100);
    return single(
      rng,
      `一台电风扇原价 ${price} 元，现在打${discountName(tenths)}销售，现价是多少元？`,
      dec(now),
      [
        dec(frac(price).sub(now)),
        dec(frac(price * tenths, 10)),
        dec(frac(price * (tenths % 10 === 0 ? tenths / 10 : tenths), 100).add(price)),
        dec(now.add(10)),
      ],
      [
        `几折就是十分之几，也就是百分之几十：${discountName(tenths)} = ${tenths}%。`,
        `现价 = 原价 × ${tenths}% = ${price} × ${tenths}% = ${dec(now)}（元）。`,
      ],
    );
  }),
  'm6-chengshu': gen('成数', (rng) => {
    const tenths = rng.pick([10, 15, 20, 25, 30, 35, 40]);
    const last = rng.int(2, 60) * 20;
    const up = rng.chance(0.5);
    const now = frac(last)
      .mul(up ? 100 + tenths : 100 - tenths)
      .div(100);
    return fill(
      `某农场去年收小麦 ${last} 吨，今年比去年${up ? '增产' : '减产'}${chengName(tenths)}。今年收小麦 ${blank} 吨。`,
      [dec(now)],
      [
        `${chengName(tenths)}就是 ${tenths}%，今年是去年的 1 ${up ? '+' : '-'} ${tenths}% = ${up ? 100 + tenths : 100 - tenths}%。`,
        `${last} × ${up ? 100 + tenths : 100 - tenths}% = ${dec(now)}（吨）。`,
      ],
    );
  }),
  'm6-tax': gen('税率', (rng) => {
    const rate = rng.pick([3, 5, 6, 9, 13]);
    const income = rng.int(2, 90) * 1000;
    const tax = frac(income * rate, 100);
    return fill(
      `某商店上月营业额是 ${income} 元，按营业额的 ${rate}% 缴纳税款，应缴税款 ${blank} 元。`,
      [dec(tax)],
      [`应纳税额 = 收入 × 税率。`, `${income} × ${rate}% = ${dec(tax)}（元）。`],
    );
  }),
  'm6-interest': gen('利率', (rng) => {
    const rate = rng.pick([frac(135, 100), frac(175, 100), frac(225, 100), frac(275, 100), frac(2, 1), frac(3, 1), frac(15, 10)]);
    const principal = rng.int(1, 50) * 1000;
    const years = rng.int(1, 5);
    const interest = frac(principal).mul(rate).div(100).mul(years);
    const total = rng.chance(0.5);
    return fill(
      `王叔叔把 ${principal} 元存入银行，存期 ${years} 年，年利率是 ${dec(rate)}%。到期时${total ? '一共可以取回' : '可以得到利息'} ${blank} 元。`,
      [dec(total ? interest.add(principal) : interest)],
      [
        `利息 = 本金 × 利率 × 存期 = ${principal} × ${dec(rate)}% × ${years} = ${dec(interest)}（元）。`,
        total
          ? `取回的钱 = 本金 + 利息 = ${principal} + ${dec(interest)} = ${dec(interest.add(principal))}（元）。`
          : `所以到期可以得到利息 ${dec(interest)} 元。`,
      ],
    );
  }),
  'm6-shopping-plan': gen('解决问题（选择购物方案）', (rng) => {
    const price = rng.int(10, 60) * 10;
    const every = rng.pick([100, 200]);
    const off = rng.pick([10, 20, 30, 40, 50]);
    const cut = Math.floor(price / every) * off;
    const tenths = rng.pick([70, 75, 80, 85, 90]);
    const a = price - cut;
    const b = frac(price * tenths, 100);
    const cheaper = b.compare(a) < 0 ? '乙' : b.compare(a) > 0 ? '甲' : '两家一样';
    return single(
      rng,
      `一件商品标价 ${price} 元。甲商场"每满 ${every} 元减 ${off} 元"，乙商场"打${discountName(tenths)}"。在哪家商场买更便宜？`,
      cheaper === '两家一样' ? '两家一样' : `${cheaper}商场`,
      ['甲商场', '乙商场', '两家一样', '无法比较'],
      [
        `甲商场：${price} 元里有 ${Math.floor(price / every)} 个 ${every} 元，减 ${cut} 元，实付 ${a} 元。`,
        `乙商场：${price} × ${tenths}% = ${dec(b)}（元）。比较 ${a} 和 ${dec(b)}，${cheaper === '两家一样' ? '两家一样' : `${cheaper}商场更便宜`}。`,
      ],
    );
  }),
};
