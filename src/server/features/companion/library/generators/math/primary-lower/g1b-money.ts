import { type GeneratorSet, fill, multiple, single } from '../../exercise.ts';
import { askSign, at, expr, gen, wrongs } from './shared.ts';

/** 一年级下册 · 欢乐购物街: 认识人民币 (元、角、分), 买卖我做主 (付钱、找零、正好买两件). */

/** An amount in 角 as it is said: 35 → '3元5角', 30 → '3元', 5 → '5角'. */
export function yuanJiao(jiao: number): string {
  const yuan = Math.floor(jiao / 10);
  const rest = jiao % 10;
  if (yuan === 0) return `${rest}角`;
  return rest === 0 ? `${yuan}元` : `${yuan}元${rest}角`;
}

const convert = gen('元、角、分的换算', (rng) => {
  switch (rng.int(0, 4)) {
    case 0: {
      const a = rng.int(1, 9);
      return fill(`${a} 元 = ____角`, [a * 10], [`1 元 = 10 角。`, `${a} 元就是 ${a} 个 10 角，是 ${a * 10} 角。`]);
    }
    case 1: {
      const a = rng.int(2, 9);
      return fill(`${a * 10} 角 = ____元`, [a], [`10 角 = 1 元。`, `${a * 10} 角里有 ${a} 个 10 角，是 ${a} 元。`]);
    }
    case 2: {
      const a = rng.int(1, 9);
      const b = rng.int(1, 9);
      return fill(`${a} 元 ${b} 角 = ____角`, [a * 10 + b], [`${a} 元 = ${a * 10} 角。`, `${a * 10} 角 + ${b} 角 = ${a * 10 + b} 角。`]);
    }
    case 3: {
      const c = rng.int(11, 99);
      if (c % 10 === 0) return fill(`${c} 角 = ____元`, [c / 10], [`10 角 = 1 元。`, `${c} 角是 ${c / 10} 元。`]);
      return fill(
        `${c} 角 = ____元 ${c % 10} 角`,
        [Math.floor(c / 10)],
        [`${c} 角里有 ${Math.floor(c / 10)} 个 10 角，还多 ${c % 10} 角。`, `${Math.floor(c / 10)} 个 10 角是 ${Math.floor(c / 10)} 元。`],
      );
    }
    default: {
      const a = rng.int(1, 9);
      return fill(`${a} 角 = ____分`, [a * 10], [`1 角 = 10 分。`, `${a} 角是 ${a * 10} 分。`]);
    }
  }
});

const notes = [50, 20, 10, 5, 1] as const;

const count = gen('数钱', (rng) => {
  if (rng.chance(0.3)) {
    const fives = rng.int(1, 3);
    const ones = rng.int(1, 4);
    const total = fives * 5 + ones;
    return fill(
      `${fives} 个 5 角硬币和 ${ones} 个 1 角硬币，一共是____角。`,
      [total],
      [
        `${fives} 个 5 角：${Array.from({ length: fives }, () => 5).join(' + ')} = ${fives * 5}（角）。`,
        `${fives * 5} + ${ones} = ${total}（角）。`,
      ],
    );
  }
  const kinds = rng.shuffle(notes).slice(0, rng.int(2, 3));
  kinds.sort((p, q) => q - p);
  const counts = kinds.map((value) => (value === 50 ? 1 : rng.int(1, value === 20 ? 2 : 3)));
  if (kinds.includes(50) && kinds.includes(20)) counts[kinds.indexOf(20)] = 1;
  const parts = kinds.map((value, k) => value * at(counts, k));
  const total = parts.reduce((sum, n) => sum + n, 0);
  const said = kinds.map((value, k) => `${at(counts, k)} 张 ${value} 元`).join('、');
  return fill(
    `${said}，一共是____元。`,
    [total],
    [
      kinds.map((value, k) => `${at(counts, k)} 张 ${value} 元是 ${at(parts, k)} 元`).join('，') + '。',
      `${parts.join(' + ')} = ${total}（元）。`,
    ],
  );
});

const compareMoney = gen('比较钱数', (rng) => {
  const a = rng.int(11, 59);
  const b = a + rng.pick([-3, -1, 0, 0, 1, 3, 10]);
  return askSign({ shown: yuanJiao(a), value: a }, { shown: `${b}角`, value: b }, [`先换成同一个单位：${yuanJiao(a)} = ${a} 角。`]);
});

const goods = [
  { name: '铅笔', word: '支' },
  { name: '橡皮', word: '块' },
  { name: '练习本', word: '本' },
  { name: '尺子', word: '把' },
  { name: '皮球', word: '个' },
  { name: '跳绳', word: '根' },
  { name: '故事书', word: '本' },
  { name: '水彩笔', word: '盒' },
] as const;

const shopping = gen('买卖我做主', (rng) => {
  const form = rng.int(0, 3);
  if (form === 0) {
    const [x, y] = rng.shuffle(goods);
    const a = rng.int(2, 15);
    const b = rng.int(1, 9);
    return fill(
      `一${x!.word}${x!.name} ${a} 元，一${y!.word}${y!.name} ${b} 元。买一${x!.word}${x!.name}和一${y!.word}${y!.name}，一共要____元。`,
      [a + b],
      [`求一共要多少钱，把两样的价钱合起来。`, `${expr(a, '+', b)} = ${a + b}（元）。`],
    );
  }
  if (form === 1) {
    const x = rng.pick(goods);
    const paid = rng.pick([10, 20, 50]);
    const price = rng.int(2, paid - 1);
    return single(
      rng,
      `一${x.word}${x.name} ${price} 元，付了 ${paid} 元，应找回多少元？（\u3000）`,
      paid - price,
      wrongs(paid - price, [paid + price, paid - price + 1, paid - price - 1]),
      [`找回的钱 = 付的钱 − 价钱。`, `${expr(paid, '-', price)} = ${paid - price}（元）。`],
    );
  }
  if (form === 2) {
    const [x, y] = rng.shuffle(goods);
    const a = rng.int(11, 49);
    const b = rng.int(1, 3) * 10;
    const total = a + b;
    return fill(
      `一${x!.word}${x!.name} ${yuanJiao(a)}，一${y!.word}${y!.name} ${yuanJiao(b)}。两样一共要多少钱？____`,
      [yuanJiao(total), `${total}角`],
      [`${yuanJiao(a)} = ${a} 角，${yuanJiao(b)} = ${b} 角。`, `${expr(a, '+', b)} = ${total}（角），${total} 角 = ${yuanJiao(total)}。`],
    );
  }
  const p1 = rng.int(2, 6);
  const p2 = p1 + rng.int(1, 3);
  const p3 = p2 + rng.int(1, 3);
  const p4 = p3 + (p2 - p1);
  const items = rng.shuffle(goods).slice(0, 4);
  const priced = [p1, p2, p3, p4].map((price, k) => ({ ...at(items, k), price }));
  const total = p1 + p4;
  const pairs = priced.flatMap((first, i) =>
    priced.slice(i + 1).map((second) => ({ text: `${first.name}和${second.name}`, sum: first.price + second.price })),
  );
  return multiple(
    rng,
    `${priced.map((g) => `${g.name}每${g.word} ${g.price} 元`).join('，')}。用 ${total} 元正好买两样（每样买一件），可以买（\u3000）。`,
    pairs.map((pair) => ({ text: pair.text, right: pair.sum === total })),
    [`找价钱合起来正好是 ${total} 元的两样。`, pairs.map((pair) => `${pair.text}：${pair.sum} 元`).join('，') + '。'],
  );
});

export const g1bMoneyGenerators: GeneratorSet = {
  'm1-rmb-convert': convert,
  'm1-rmb-count': count,
  'm1-rmb-compare': compareMoney,
  'm1-shopping': shopping,
};
