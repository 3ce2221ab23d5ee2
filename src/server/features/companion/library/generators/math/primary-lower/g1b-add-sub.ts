import { type GeneratorSet, fill, multiple, single } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';
import { askResult, expr, gen, names, things, twoNames, wrongs } from './shared.ts';

/** 一年级下册: 20以内的退位减法, 100以内的口算和笔算加、减法. */

/** 破十法 for a − b (a from 11 to 18, b more than a's ones). */
function breakTenSteps(a: number, b: number): string[] {
  const ones = a - 10;
  return [
    `${ones} 减 ${b} 不够减，把 ${a} 分成 10 和 ${ones}。`,
    `${expr(10, '-', b)} = ${10 - b}，${expr(10 - b, '+', ones)} = ${a - b}。`,
    `所以 ${expr(a, '-', b)} = ${a - b}。`,
  ];
}

function borrowPair(rng: Rng, subtrahends: readonly number[]): [number, number] {
  const b = rng.pick(subtrahends);
  return [rng.int(11, 9 + b), b];
}

/** 十几减几 with borrowing: the difference, or the addition that gives it (想加算减). */
function minus(subtrahends: readonly number[], title: string) {
  return gen(title, (rng) => {
    const [a, b] = borrowPair(rng, subtrahends);
    const d = a - b;
    if (rng.chance(0.25)) {
      return fill(
        `想加算减：算 ${expr(a, '-', b)} 时，想 ${b} + ____ = ${a}。`,
        [d],
        [`${b} 加几等于 ${a}？${expr(b, '+', d)} = ${a}。`, `所以填 ${d}，${expr(a, '-', b)} = ${d}。`],
      );
    }
    return askResult(rng, expr(a, '-', b), d, [b - (a - 10), d + 10, d + 1, d - 1], breakTenSteps(a, b), 100);
  });
}

const borrowWord = gen('退位减法解决问题', (rng) => {
  const name = rng.pick(names);
  const { word, name: item } = rng.pick(things);
  const [a, b] = borrowPair(rng, [9, 8, 7, 6, 5, 4, 3, 2]);
  const d = a - b;
  const story = rng.chance(0.5)
    ? {
        prompt: `${name}有 ${a} ${word}${item}，送给同学 ${b} ${word}，还剩几${word}？`,
        steps: [`求还剩几${word}，从 ${a} 里去掉 ${b}，用减法：${expr(a, '-', b)}。`],
      }
    : {
        prompt: `一共有 ${a} ${word}${item}，${name}拿走了一些，还剩 ${b} ${word}。${name}拿走了几${word}？`,
        steps: [`一共 ${a} ${word}，求拿走的部分，用总数减去剩下的：${expr(a, '-', b)}。`],
      };
  const all = [...story.steps, ...breakTenSteps(a, b).slice(1)];
  return rng.chance(0.5)
    ? fill(`${story.prompt}\u3000答：____${word}。`, [d], all)
    : single(rng, `${story.prompt}（\u3000）`, d, wrongs(d, [a + b, d + 1, d - 1]), all);
});

/** 两位数加一位数或整十数 (口算), with or without 进位. */
const oralAdd = gen('100以内的口算加法', (rng) => {
  const a = rng.int(11, 89);
  const [ta, oa] = [Math.floor(a / 10), a % 10];
  if (rng.chance(0.3)) {
    const b = rng.int(1, 9 - ta) * 10;
    return askResult(
      rng,
      expr(a, '+', b),
      a + b,
      [a + b / 10, a + b - 10],
      [`先算 ${ta * 10} + ${b} = ${ta * 10 + b}。`, `再算 ${ta * 10 + b} + ${oa} = ${a + b}。`],
      100,
    );
  }
  const b = rng.int(1, 9);
  const sum = a + b;
  const steps =
    oa + b >= 10
      ? [`先算个位：${expr(oa, '+', b)} = ${oa + b}，满十了。`, `再算 ${expr(ta * 10, '+', oa + b)} = ${sum}。`]
      : [`先算个位：${expr(oa, '+', b)} = ${oa + b}。`, `再算 ${expr(ta * 10, '+', oa + b)} = ${sum}。`];
  return askResult(rng, rng.chance(0.8) ? expr(a, '+', b) : expr(b, '+', a), sum, [sum - 10, sum + 10, sum - 1], steps, 100);
});

const oralSub = gen('100以内的口算减法', (rng) => {
  const a = rng.int(20, 99);
  const [ta, oa] = [Math.floor(a / 10), a % 10];
  if (rng.chance(0.3)) {
    const b = rng.int(1, ta - 1) * 10;
    return askResult(
      rng,
      expr(a, '-', b),
      a - b,
      [a - b / 10, a - b + 10],
      [`先算 ${ta * 10} − ${b} = ${ta * 10 - b}。`, `再算 ${ta * 10 - b} + ${oa} = ${a - b}。`],
      100,
    );
  }
  const b = rng.int(1, 9);
  const d = a - b;
  const steps =
    oa >= b
      ? [`先算个位：${expr(oa, '-', b)} = ${oa - b}。`, `再算 ${expr(ta * 10, '+', oa - b)} = ${d}。`]
      : [
          `个位上 ${oa} 减 ${b} 不够减，把 ${a} 分成 ${(ta - 1) * 10} 和 ${10 + oa}。`,
          `${expr(10 + oa, '-', b)} = ${10 + oa - b}，${expr((ta - 1) * 10, '+', 10 + oa - b)} = ${d}。`,
        ];
  return askResult(rng, expr(a, '-', b), d, [d + 10, b - oa >= 0 ? ta * 10 + (b - oa) : d + 1, d - 1], steps, 100);
});

/** Column addition of two two-digit numbers, step by step. */
export function columnAddSteps(a: number, b: number): string[] {
  const [ta, oa, tb, ob] = [Math.floor(a / 10), a % 10, Math.floor(b / 10), b % 10];
  const carry = oa + ob >= 10 ? 1 : 0;
  return [
    `相同数位对齐，从个位加起：${expr(oa, '+', ob)} = ${oa + ob}${carry ? `，个位写 ${(oa + ob) % 10}，向十位进 1` : `，个位写 ${oa + ob}`}。`,
    `十位：${carry ? expr(ta, '+', tb, '+', 1) : expr(ta, '+', tb)} = ${ta + tb + carry}。`,
    `所以 ${expr(a, '+', b)} = ${a + b}。`,
  ];
}

const writtenAdd = gen('笔算加法（两位数加两位数）', (rng) => {
  const carry = rng.chance(0.6);
  const oa = rng.int(carry ? 2 : 0, 9);
  const ob = carry ? rng.int(10 - oa, 9) : rng.int(0, 9 - oa);
  const ta = rng.int(1, carry ? 7 : 8);
  const tb = rng.int(1, (carry ? 8 : 9) - ta);
  const a = ta * 10 + oa;
  const b = tb * 10 + ob;
  return askResult(rng, expr(a, '+', b), a + b, [a + b - 10, a + b + 10, a + b + 1], columnAddSteps(a, b), 100);
});

export function columnSubSteps(a: number, b: number): string[] {
  const [ta, oa, tb, ob] = [Math.floor(a / 10), a % 10, Math.floor(b / 10), b % 10];
  if (oa >= ob) {
    return [
      `相同数位对齐，从个位减起：${expr(oa, '-', ob)} = ${oa - ob}。`,
      `十位：${expr(ta, '-', tb)} = ${ta - tb}。`,
      `所以 ${expr(a, '-', b)} = ${a - b}。`,
    ];
  }
  return [
    `个位：${oa} 减 ${ob} 不够减，从十位退 1，${expr(10 + oa, '-', ob)} = ${10 + oa - ob}。`,
    `十位：${ta} 退了 1 还剩 ${ta - 1}，${expr(ta - 1, '-', tb)} = ${ta - 1 - tb}。`,
    `所以 ${expr(a, '-', b)} = ${a - b}，检查：${expr(a - b, '+', b)} = ${a}。`,
  ];
}

function subPair(rng: Rng, borrow: boolean): [number, number] {
  const ob = rng.int(borrow ? 1 : 0, 9);
  const oa = borrow ? rng.int(0, ob - 1) : rng.int(ob, 9);
  const ta = rng.int(2, 9);
  const tb = rng.int(1, ta - 1);
  return [ta * 10 + oa, tb * 10 + ob];
}

const writtenSubNoBorrow = gen('笔算减法（不退位）', (rng) => {
  const [a, b] = subPair(rng, false);
  return askResult(rng, expr(a, '-', b), a - b, [a + b, a - b + 10, a - b - 1], columnSubSteps(a, b), 100);
});

/** The mistake of borrowing: subtracting the smaller digit from the larger (52 − 27 → 35). */
const reversedDigits = (a: number, b: number) => Math.abs(Math.floor(a / 10) - Math.floor(b / 10)) * 10 + Math.abs((a % 10) - (b % 10));

const writtenSubBorrow = gen('100以内退位减法', (rng) => {
  const [a, b] = subPair(rng, true);
  if (rng.chance(0.2)) {
    const [oa, ob] = [a % 10, b % 10];
    return single(
      rng,
      `用竖式计算 ${expr(a, '-', b)} 时，个位上实际算的是（\u3000）。`,
      expr(10 + oa, '-', ob),
      [expr(ob, '-', oa), expr(oa, '-', ob), expr(10 + ob, '-', oa), expr(oa + ob, '-', ob)],
      [
        `个位上是 ${oa} 减 ${ob}，${oa} 不够减 ${ob}。`,
        `从十位退 1，个位变成 ${10 + oa}，算 ${expr(10 + oa, '-', ob)} = ${10 + oa - ob}。`,
      ],
    );
  }
  return askResult(rng, expr(a, '-', b), a - b, [reversedDigits(a, b), a - b + 10, a - b - 1], columnSubSteps(a, b), 100);
});

/** 求两数相差多少. */
const difference = gen('求一个数比另一个数多几、少几', (rng) => {
  const [p, q] = twoNames(rng);
  const { word, name } = rng.pick(things);
  const big = rng.int(12, 99);
  const small = rng.int(3, big - 2);
  const d = big - small;
  const askMore = rng.chance(0.5);
  const prompt = askMore
    ? `${p}有 ${big} ${word}${name}，${q}有 ${small} ${word}。${p}比${q}多几${word}？`
    : `${p}有 ${small} ${word}${name}，${q}有 ${big} ${word}。${p}比${q}少几${word}？`;
  const steps = [
    `把两人的${name}一个对一个地比，多出的部分就是相差的数。`,
    `求相差多少用减法：${expr(big, '-', small)} = ${d}（${word}）。`,
  ];
  return rng.chance(0.5)
    ? fill(`${prompt}\u3000答：____${word}。`, [d], steps)
    : single(rng, `${prompt}（\u3000）`, d, wrongs(d, [big + small, d + 1, d - 1]), steps);
});

const flowers = [
  ['红花', '黄花', '朵'],
  ['白兔', '灰兔', '只'],
  ['苹果树', '梨树', '棵'],
  ['男生', '女生', '人'],
  ['故事书', '连环画', '本'],
] as const;

/** 求比一个数多（少）几的数, and the reverse question that tempts the wrong operation. */
const moreLess = gen('求比一个数多（少）几的数', (rng) => {
  const [x, y, word] = rng.pick(flowers);
  const a = rng.int(15, 80);
  const b = rng.int(2, 14);
  const more = rng.chance(0.5);
  const reverse = rng.chance(0.4);
  if (!reverse) {
    const answer = more ? a + b : a - b;
    return askWord(
      rng,
      `${x}有 ${a} ${word}，${y}比${x}${more ? '多' : '少'} ${b} ${word}。${y}有多少${word}？`,
      word,
      answer,
      more ? a - b : a + b,
      [
        `${y}比${x}${more ? '多' : '少'} ${b} ${word}，就是${y}和${x}同样多的部分${more ? '再加上' : '再去掉'} ${b} ${word}。`,
        `${more ? expr(a, '+', b) : expr(a, '-', b)} = ${answer}（${word}）。`,
      ],
    );
  }
  const answer = more ? a - b : a + b;
  return askWord(
    rng,
    `${y}有 ${a} ${word}，比${x}${more ? '多' : '少'} ${b} ${word}。${x}有多少${word}？`,
    word,
    answer,
    more ? a + b : a - b,
    [
      `“${y}比${x}${more ? '多' : '少'} ${b} ${word}”，说明${x}比${y}${more ? '少' : '多'} ${b} ${word}。`,
      `${more ? expr(a, '-', b) : expr(a, '+', b)} = ${answer}（${word}）。`,
    ],
  );
});

function askWord(rng: Rng, prompt: string, word: string, answer: number, mistake: number, steps: readonly string[]) {
  return rng.chance(0.5)
    ? fill(`${prompt}\u3000答：____${word}。`, [answer], steps)
    : single(rng, `${prompt}（\u3000）`, answer, wrongs(answer, [mistake, answer + 1, answer - 1]), steps);
}

/** Which sums have a given result: the 100以内 review as multiple choice. */
const sumsReview = gen('100以内加减法（选出得数相同的算式）', (rng) => {
  const target = rng.int(35, 88);
  const make = (value: number) => {
    if (value <= 88 && rng.chance(0.5)) {
      const b = rng.int(11, 99 - value);
      return { text: expr(value + b, '-', b), value };
    }
    const b = rng.int(11, value - 11);
    return { text: expr(value - b, '+', b), value };
  };
  const options = new Map<string, number>();
  const want = rng.int(2, 3);
  while ([...options.values()].filter((v) => v === target).length < want) {
    const o = make(target);
    options.set(o.text, o.value);
  }
  while (options.size < 5) {
    const o = make(target + rng.pick([-10, -1, 1, 10]));
    options.set(o.text, o.value);
  }
  const list = [...options];
  return multiple(
    rng,
    `下面算式中，得数是 ${target} 的有（\u3000）。`,
    list.map(([text, value]) => ({ text, right: value === target })),
    [`逐个算出得数。`, list.map(([text, value]) => `${text} = ${value}`).join('，') + '。'],
  );
});

export const g1bAddSubGenerators: GeneratorSet = {
  'm1-minus-9': minus([9], '十几减9'),
  'm1-minus-876': minus([8, 7, 6], '十几减8、7、6'),
  'm1-minus-5432': minus([5, 4, 3, 2], '十几减5、4、3、2'),
  'm1-borrow-word': borrowWord,
  'm1-oral-add': oralAdd,
  'm1-oral-sub': oralSub,
  'm1-written-add': writtenAdd,
  'm1-written-sub': writtenSubNoBorrow,
  'm1-written-sub-borrow': writtenSubBorrow,
  'm1-difference': difference,
  'm1-more-less': moreLess,
  'm1-sums-review': sumsReview,
};
