import { type GeneratorSet, fill, multiple, single, trueFalse } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';
import { askResult, chineseNumber, expr, gen, names, things, wrongs } from './shared.ts';

/** 二年级上册: 乘法的初步认识, 表内乘法 (1~6, 7~9), 乘加乘减, 解决问题 (连续两问). */

const digitWords = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** A line of the 乘法口诀 (smaller factor first): 2 × 3 → 二三得六, 2 × 5 → 二五一十, 4 × 6 → 四六二十四. */
export function rhyme(a: number, b: number): string {
  const [small, big] = a <= b ? [a, b] : [b, a];
  const product = small * big;
  const head = `${digitWords[small] ?? ''}${digitWords[big] ?? ''}`;
  if (product < 10) return `${head}得${digitWords[product] ?? ''}`;
  return `${head}${product === 10 ? '一十' : chineseNumber(product)}`;
}

/** Two factors: `a` from the table being learnt, the other from 1 to a, in either order. */
function factors(rng: Rng, table: readonly number[]): [number, number] {
  const a = rng.pick(table);
  const b = rng.int(1, a);
  return rng.chance(0.5) ? [a, b] : [b, a];
}

const productMistakes = (a: number, b: number) => [a + b, a * b + a, a * b - b, a * b + 1];

const meaning = gen('乘法的初步认识', (rng) => {
  const n = rng.int(2, 6);
  const k = rng.int(2, 6);
  const sum = Array.from({ length: k }, () => n).join(' + ');
  const form = rng.int(0, 3);
  if (form === 0) {
    return single(
      rng,
      `${sum} 写成乘法算式是（\u3000）。`,
      expr(k, '×', n),
      [expr(n, '+', k), expr(n, '×', n === k ? n + 1 : n), expr(k, '+', n), expr(k + 1, '×', n)],
      [`这是 ${k} 个 ${n} 相加。`, `${k} 个 ${n} 相加可以写成 ${expr(k, '×', n)}（也可以写成 ${expr(n, '×', k)}）。`],
    );
  }
  if (form === 1) {
    return fill(
      `${k} 个 ${n} 相加，写成乘法算式是 ${expr(k, '×', n)} = ____`,
      [k * n],
      [`${sum} = ${k * n}。`, `所以 ${expr(k, '×', n)} = ${k * n}。`],
    );
  }
  if (form === 2) {
    const claimed = rng.pick([expr(k, '×', n), expr(n, '+', k), expr(k + 1, '×', n)]);
    const right = claimed === expr(k, '×', n);
    return trueFalse(`判断：${sum} 可以写成 ${claimed}。`, right, [
      `${sum} 是 ${k} 个 ${n} 相加，写成 ${expr(k, '×', n)}。`,
      right ? '题中说的对。' : '题中说的不对。',
    ]);
  }
  const p = k * n;
  const part = rng.pick([
    { ask: `${k} 和 ${n} 都叫____。`, answer: '乘数' },
    { ask: `${p} 叫____。`, answer: '积' },
  ]);
  return fill(
    `在 ${expr(k, '×', n)} = ${p} 中，${part.ask}`,
    [part.answer],
    [`乘号前后的两个数都叫乘数，乘得的结果叫积。`, `所以填“${part.answer}”。`],
  );
});

/** A multiplication table (the 口诀 of `table`): products, completing a line of the rhyme, choosing the rhyme. */
function times(table: readonly number[], title: string) {
  return gen(title, (rng) => {
    const [a, b] = factors(rng, table);
    const p = a * b;
    const form = rng.int(0, 4);
    if (form <= 2)
      return askResult(rng, expr(a, '×', b), p, productMistakes(a, b), [`想口诀“${rhyme(a, b)}”。`, `所以 ${expr(a, '×', b)} = ${p}。`]);
    if (form === 3) {
      const line = rhyme(a, b);
      const head = line.slice(0, 2);
      return fill(
        `把乘法口诀补充完整：${head}____`,
        [line.slice(2).replace(/^得/, ''), p, line.slice(2)],
        [`“${head}”表示 ${expr(Math.min(a, b), '×', Math.max(a, b))}，积是 ${p}。`, `口诀是“${line}”。`],
      );
    }
    const others = [
      [a, b + 1],
      [a + 1, b],
      [Math.max(1, a - 1), b],
      [a, Math.max(1, b - 1)],
      [a + 1, b + 1],
      [a, b + 2],
    ].map(([x, y]) => rhyme(x ?? 1, y ?? 1));
    return single(rng, `计算 ${expr(a, '×', b)} 时，用的乘法口诀是（\u3000）。`, rhyme(a, b), others, [
      `${expr(a, '×', b)} 的两个乘数是 ${a} 和 ${b}。`,
      `用口诀“${rhyme(a, b)}”，积是 ${p}。`,
    ]);
  });
}

/** 乘加、乘减: 3 × 4 + 3, 5 × 6 − 5. */
const timesAddSub = gen('乘加、乘减', (rng) => {
  const [a, b] = factors(rng, [2, 3, 4, 5, 6]);
  const p = a * b;
  if (rng.chance(0.25)) {
    const more = rng.chance(0.5);
    return fill(
      `${a} 个 ${b} ${more ? '再加' : '减去'} ${b}，是____个 ${b}。`,
      [more ? a + 1 : a - 1],
      [`${a} 个 ${b} ${more ? '添上' : '去掉'} 1 个 ${b}。`, `是 ${more ? a + 1 : a - 1} 个 ${b}。`],
    );
  }
  const plus = rng.chance(0.5);
  const c = plus ? rng.int(1, 9) : rng.int(1, Math.min(9, p));
  const value = plus ? p + c : p - c;
  return askResult(
    rng,
    plus ? expr(a, '×', b, '+', c) : expr(a, '×', b, '-', c),
    value,
    [plus ? a * (b + c) : a * (b - c), value + 1, value - 1],
    [`先算乘法：${expr(a, '×', b)} = ${p}。`, `再算${plus ? '加' : '减'}法：${plus ? expr(p, '+', c) : expr(p, '-', c)} = ${value}。`],
  );
});

/** Equal groups (multiply) or unequal groups (add): choosing the operation. */
function groupsWord(table: readonly number[]) {
  return gen('用乘法解决问题', (rng) => {
    const name = rng.pick(names);
    const { word, name: item } = rng.pick(things);
    const [each, groups] = factors(rng, table);
    if (rng.chance(0.7)) {
      const total = each * groups;
      const prompt = `${name}买了 ${groups} 盒${item}，每盒 ${each} ${word}。一共有多少${word}？`;
      const steps = [
        `求 ${groups} 个 ${each} 是多少，用乘法：${expr(groups, '×', each)}。`,
        `口诀“${rhyme(groups, each)}”，${expr(groups, '×', each)} = ${total}（${word}）。`,
      ];
      return rng.chance(0.5)
        ? fill(`${prompt}\u3000答：____${word}。`, [total], steps)
        : single(rng, `${prompt}（\u3000）`, total, wrongs(total, [each + groups, total + each, total - each]), steps);
    }
    const counts = [each, each, each + rng.pick([1, 2])];
    const total = counts.reduce((s, n) => s + n, 0);
    return fill(
      `三个盒子里分别装了 ${counts.join('、')} ${word}${item}，一共有____${word}。`,
      [total],
      [`每个盒子里的个数不同，不能直接用乘法，要把三个数加起来。`, `${counts.join(' + ')} = ${total}（${word}）。`],
    );
  });
}

/** 得数是 N 的算式 from the whole table, and 连续两问 problems. */
const timesReview = gen('表内乘法（选算式）', (rng) => {
  const products = new Map<number, [number, number][]>();
  for (let a = 1; a <= 9; a++) for (let b = 1; b <= 9; b++) products.set(a * b, [...(products.get(a * b) ?? []), [a, b]]);
  const target = rng.pick([...products.keys()].filter((p) => (products.get(p)?.length ?? 0) >= 3));
  const right = rng.shuffle(products.get(target) ?? []).slice(0, rng.int(2, Math.min(3, products.get(target)?.length ?? 2)));
  const near = [...products.entries()].filter(([p]) => p !== target && Math.abs(p - target) <= 6).flatMap(([, pairs]) => pairs);
  const wrong = rng.shuffle(near).slice(0, 5 - right.length);
  return multiple(
    rng,
    `下面算式中，积是 ${target} 的有（\u3000）。`,
    [
      ...right.map(([a, b]) => ({ text: expr(a, '×', b), right: true })),
      ...wrong.map(([a, b]) => ({ text: expr(a, '×', b), right: false })),
    ],
    [`用口诀逐个算出积。`, [...right, ...wrong].map(([a, b]) => `${expr(a, '×', b)} = ${a * b}`).join('，') + '。'],
  );
});

const twoStep = gen('解决问题（连续两问）', (rng) => {
  const name = rng.pick(names);
  const form = rng.int(0, 1);
  if (form === 0) {
    const [price, count] = factors(rng, [7, 8, 9]);
    const cost = price * count;
    const paid = cost < 50 ? 50 : 100;
    return single(
      rng,
      `${name}买了 ${count} 本笔记本，每本 ${price} 元，付了 ${paid} 元。应找回多少元？（\u3000）`,
      paid - cost,
      wrongs(paid - cost, [paid - price - count, cost, paid - cost + 10], 100),
      [
        `先求一共花了多少钱：${expr(count, '×', price)} = ${cost}（元）。`,
        `再求找回多少钱：${expr(paid, '-', cost)} = ${paid - cost}（元）。`,
      ],
    );
  }
  const [each, boxes] = factors(rng, [7, 8, 9]);
  const total = each * boxes;
  const eaten = rng.int(1, Math.min(9, total - 1));
  return fill(
    `妈妈买了 ${boxes} 盒鸡蛋，每盒 ${each} 个，吃了 ${eaten} 个，还剩____个。`,
    [total - eaten],
    [
      `先求一共有多少个：${expr(boxes, '×', each)} = ${total}（个）。`,
      `再求还剩多少个：${expr(total, '-', eaten)} = ${total - eaten}（个）。`,
    ],
  );
});

export const g2MultiplyGenerators: GeneratorSet = {
  'm2-mult-meaning': meaning,
  'm2-times-5': times([5], '5的乘法口诀'),
  'm2-times-234': times([2, 3, 4], '2、3、4的乘法口诀'),
  'm2-times-6': times([6], '6的乘法口诀'),
  'm2-times-add-sub': timesAddSub,
  'm2-mult-word': groupsWord([2, 3, 4, 5, 6]),
  'm2-times-7': times([7], '7的乘法口诀'),
  'm2-times-8': times([8], '8的乘法口诀'),
  'm2-times-9': times([9], '9的乘法口诀'),
  'm2-times-any': times([2, 3, 4, 5, 6, 7, 8, 9], '表内乘法'),
  'm2-times-review': timesReview,
  'm2-mult-word-9': groupsWord([6, 7, 8, 9]),
  'm2-two-step': twoStep,
};
