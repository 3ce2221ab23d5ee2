import { type GeneratorSet, fill, single } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';
import { askResult, chineseNumber, expr, gen, names, things, twoNames, wrongs } from './shared.ts';

/** 一年级上册: 加、减法 to 10, 连加连减, 加减混合, 11~20 的认识 and its 简单加减法, 排队问题. */

const addSteps = (a: number, b: number) => [`${a} 和 ${b} 合成 ${a + b}。`, `所以 ${expr(a, '+', b)} = ${a + b}。`];
const subSteps = (a: number, b: number) => [`想：${b} 和几合成 ${a}？${b} 和 ${a - b} 合成 ${a}。`, `所以 ${expr(a, '-', b)} = ${a - b}。`];

const pictured = ['🐥', '🎈', '🍎', '🐟', '🌸'] as const;

/** 加法 with sums to `max`: the sum, or a picture story (左边、右边，一共). */
function addWithin(max: number) {
  return gen(`${max}以内的加法`, (rng) => {
    const a = rng.int(1, max - 1);
    const b = rng.int(1, max - a);
    if (rng.chance(0.7)) return askResult(rng, expr(a, '+', b), a + b, [Math.abs(a - b), a + b + 1], addSteps(a, b));
    const mark = rng.pick(pictured);
    return fill(
      `左边有 ${mark.repeat(a)}，右边有 ${mark.repeat(b)}，一共有____个。`,
      [a + b],
      [`求一共有几个，就是把两边合起来，用加法：${expr(a, '+', b)}。`, ...addSteps(a, b)],
    );
  });
}

function subWithin(max: number) {
  return gen(`${max}以内的减法`, (rng) => {
    const a = rng.int(2, max);
    const b = rng.int(1, a);
    if (rng.chance(0.7)) return askResult(rng, expr(a, '-', b), a - b, [a + b, a - b + 1], subSteps(a, b));
    const mark = rng.pick(pictured);
    return fill(
      `原来有 ${mark.repeat(a)}，拿走了 ${b} 个，还剩____个。`,
      [a - b],
      [`求还剩几个，就是从 ${a} 个里去掉 ${b} 个，用减法：${expr(a, '-', b)}。`, ...subSteps(a, b)],
    );
  });
}

/** 0 的加、减法: a + 0, 0 + a, a − 0, a − a. */
const zero = gen('0的加、减法', (rng) => {
  const a = rng.int(0, 5);
  const form = rng.int(0, 3);
  if (form === 0) return askResult(rng, expr(a, '+', 0), a, [0, a + 1], [`一个数加 0，还得这个数。`, `所以 ${expr(a, '+', 0)} = ${a}。`]);
  if (form === 1) return askResult(rng, expr(0, '+', a), a, [0, a + 1], [`0 加一个数，还得这个数。`, `所以 ${expr(0, '+', a)} = ${a}。`]);
  if (form === 2) return askResult(rng, expr(a, '-', 0), a, [0, a + 1], [`一个数减 0，还得这个数。`, `所以 ${expr(a, '-', 0)} = ${a}。`]);
  return askResult(rng, expr(a, '-', a), 0, [a, 1], [`两个相同的数相减，一个也不剩，得 0。`, `所以 ${expr(a, '-', a)} = 0。`]);
});

/** The addition and subtraction facts of the numbers in `totals` (6和7, 8和9, 10). */
function facts(totals: readonly number[]) {
  return gen(`${totals.join('和')}的加、减法`, (rng) => {
    const n = rng.pick(totals);
    const a = rng.int(1, n - 1);
    const split = `${n} 可以分成 ${a} 和 ${n - a}。`;
    const form = rng.int(0, 2);
    if (form === 0) return askResult(rng, expr(a, '+', n - a), n, [n - 1, n + 1], [split, `所以 ${expr(a, '+', n - a)} = ${n}。`]);
    if (form === 1) return askResult(rng, expr(n, '-', a), n - a, [n + a, n - a + 1], [split, `所以 ${expr(n, '-', a)} = ${n - a}。`]);
    return fill(`在横线上填数：${a} + ____ = ${n}`, [n - a], [`想：${a} 和几合成 ${n}？`, split, `所以填 ${n - a}。`]);
  });
}

/** A story within `max`: 一共 (addition), 还剩 (subtraction) or 拿走了几 (a part, subtraction). */
function storyProblem(rng: Rng, max: number, min = 2) {
  const name = rng.pick(names);
  const thing = rng.pick(things);
  const { word, name: item } = thing;
  const form = rng.int(0, 2);
  if (form === 0) {
    const total = rng.int(Math.max(min, 2), max);
    const a = rng.int(1, total - 1);
    const b = total - a;
    return {
      unit: word,
      prompt: `${name}有 ${a} ${word}${item}，妈妈又给了 ${b} ${word}。${name}现在一共有几${word}${item}？`,
      answer: total,
      likely: [Math.abs(a - b), total + 1],
      steps: [`求一共有几${word}，要把 ${a} ${word}和 ${b} ${word}合起来，用加法。`, `${expr(a, '+', b)} = ${total}（${word}）。`],
    };
  }
  const total = rng.int(Math.max(min, 3), max);
  const b = rng.int(1, total - 1);
  if (form === 1) {
    return {
      unit: word,
      prompt: `${name}有 ${total} ${word}${item}，送给同学 ${b} ${word}，还剩几${word}？`,
      answer: total - b,
      likely: [total + b, total - b - 1],
      steps: [
        `求还剩几${word}，要从 ${total} ${word}里去掉送出的 ${b} ${word}，用减法。`,
        `${expr(total, '-', b)} = ${total - b}（${word}）。`,
      ],
    };
  }
  return {
    unit: word,
    prompt: `一共有 ${total} ${word}${item}，${name}拿走了一些，还剩 ${total - b} ${word}。${name}拿走了几${word}？`,
    answer: b,
    likely: [total + (total - b), b + 1],
    steps: [
      `一共 ${total} ${word}，分成拿走的和剩下的两部分。`,
      `求拿走的部分，用总数减去剩下的：${expr(total, '-', total - b)} = ${b}（${word}）。`,
    ],
  };
}

function wordProblems(max: number, min = 2) {
  return gen(`用加、减法解决问题（${max}以内）`, (rng) => {
    const story = storyProblem(rng, max, min);
    return rng.chance(0.5)
      ? fill(`${story.prompt}\u3000答：____${story.unit}。`, [story.answer], story.steps)
      : single(rng, `${story.prompt}（\u3000）`, story.answer, wrongs(story.answer, story.likely), story.steps);
  });
}

const chain = gen('连加、连减（10以内）', (rng) => {
  if (rng.chance(0.5)) {
    const a = rng.int(1, 6);
    const b = rng.int(1, 8 - a);
    const c = rng.int(1, 10 - a - b);
    return askResult(
      rng,
      expr(a, '+', b, '+', c),
      a + b + c,
      [a + b, a + b + c + 1],
      [`从左往右算，先算 ${expr(a, '+', b)} = ${a + b}。`, `再算 ${expr(a + b, '+', c)} = ${a + b + c}。`],
    );
  }
  const a = rng.int(3, 10);
  const b = rng.int(1, a - 2);
  const c = rng.int(1, a - b);
  return askResult(
    rng,
    expr(a, '-', b, '-', c),
    a - b - c,
    [a - b, a - b + c],
    [`从左往右算，先算 ${expr(a, '-', b)} = ${a - b}。`, `再算 ${expr(a - b, '-', c)} = ${a - b - c}。`],
  );
});

const mixed = gen('加减混合（10以内）', (rng) => {
  if (rng.chance(0.5)) {
    const a = rng.int(1, 8);
    const b = rng.int(1, 10 - a);
    const c = rng.int(1, a + b);
    return askResult(
      rng,
      expr(a, '+', b, '-', c),
      a + b - c,
      [a + b + c, a + b - c + 1],
      [`从左往右算，先算 ${expr(a, '+', b)} = ${a + b}。`, `再算 ${expr(a + b, '-', c)} = ${a + b - c}。`],
    );
  }
  const a = rng.int(2, 10);
  const b = rng.int(1, a);
  const c = rng.int(1, 10 - (a - b));
  return askResult(
    rng,
    expr(a, '-', b, '+', c),
    a - b + c,
    [a - b - c >= 0 ? a - b - c : a + b + c, a - b + c + 1],
    [`从左往右算，先算 ${expr(a, '-', b)} = ${a - b}。`, `再算 ${expr(a - b, '+', c)} = ${a - b + c}。`],
  );
});

/** 11~20: 几个十和几个一, reading and writing. */
const teensPlace = gen('11~20各数的组成和读写', (rng) => {
  const ones = rng.int(0, 9);
  const n = 10 + ones;
  const steps = [`${n} 的十位上是 1，表示 1 个十；个位上是 ${ones}，表示 ${ones} 个一。`, `1 个十和 ${ones} 个一合起来是 ${n}。`];
  switch (rng.int(0, 4)) {
    case 0:
      return fill(`1 个十和 ${ones} 个一合起来是____。`, [n], steps);
    case 1:
      return fill(`${n} 里面有 1 个十和____个一。`, [ones], steps);
    case 2:
      return fill(`一个数，十位上是 1，个位上是 ${ones}，这个数是____。`, [n], steps);
    case 3:
      return fill(`${chineseNumber(n)}写作____。`, [n], [`“${chineseNumber(n)}”是 1 个十和 ${ones} 个一。`, `写作 ${n}。`]);
    default: {
      const m = rng.int(11, 20);
      return fill(
        `${m} 读作____。`,
        [chineseNumber(m)],
        [`${m} 的十位上是 ${Math.floor(m / 10)}，个位上是 ${m % 10}。`, `读作“${chineseNumber(m)}”。`],
      );
    }
  }
});

/** 十加几、十几加几、十几减几 without carrying or borrowing. */
const teensAddSub = gen('10加几和相应的减法、十几加几', (rng) => {
  const ones = rng.int(1, 9);
  const n = 10 + ones;
  switch (rng.int(0, 3)) {
    case 0:
      return askResult(
        rng,
        rng.chance(0.5) ? expr(10, '+', ones) : expr(ones, '+', 10),
        n,
        [ones, n + 1],
        [`1 个十和 ${ones} 个一合起来是 ${n}。`, `所以得 ${n}。`],
      );
    case 1:
      return askResult(
        rng,
        expr(n, '-', ones),
        10,
        [ones, n],
        [`${n} 是 1 个十和 ${ones} 个一，去掉 ${ones} 个一。`, `剩下 1 个十，是 10。`],
      );
    case 2:
      return askResult(
        rng,
        expr(n, '-', 10),
        ones,
        [10, ones + 1],
        [`${n} 是 1 个十和 ${ones} 个一，去掉 1 个十。`, `剩下 ${ones} 个一，是 ${ones}。`],
      );
    default: {
      if (ones <= 8 && rng.chance(0.5)) {
        const b = rng.int(1, 9 - ones);
        return askResult(
          rng,
          expr(n, '+', b),
          n + b,
          [ones + b, n + b + 1],
          [`先算个位：${expr(ones, '+', b)} = ${ones + b}。`, `再加上 1 个十，是 ${n + b}。`],
        );
      }
      const c = rng.int(1, ones);
      return askResult(
        rng,
        expr(n, '-', c),
        n - c,
        [ones - c, n + c],
        [`先算个位：${expr(ones, '-', c)} = ${ones - c}。`, `再加上 1 个十，是 ${n - c}。`],
      );
    }
  }
});

/** 排队问题 (11~20 的认识 · 解决问题). */
const queue = gen('排队问题', (rng) => {
  const [p, q] = twoNames(rng);
  const form = rng.int(0, 2);
  if (form === 0) {
    const a = rng.int(1, 12);
    const b = rng.int(a + 2, 20);
    const answer = b - a - 1;
    return single(
      rng,
      `小朋友排成一队，从前往后数，${p}排第 ${a}，${q}排第 ${b}。他们两人中间有几人？（\u3000）`,
      answer,
      [b - a, b - a + 1, answer + 2, answer - 1].filter((v) => v >= 0),
      [
        `${p}和${q}中间的人是第 ${a + 1} 个到第 ${b - 1} 个。`,
        `${expr(b, '-', a)} = ${b - a}，再去掉${q}自己：${expr(b - a, '-', 1)} = ${answer}（人）。`,
      ],
    );
  }
  if (form === 1) {
    const a = rng.int(2, 11);
    const b = rng.int(2, 20 - a);
    const answer = a + b - 1;
    return fill(
      `${p}排队，从前往后数排第 ${a}，从后往前数排第 ${b}。这一队一共有____人。`,
      [answer],
      [`${expr(a, '+', b)} = ${a + b}，这样${p}被数了两次。`, `要去掉多数的 1 次：${expr(a + b, '-', 1)} = ${answer}（人）。`],
    );
  }
  const a = rng.int(1, 10);
  const b = rng.int(1, 19 - a);
  const answer = a + b + 1;
  return fill(
    `${p}排队，${p}前面有 ${a} 人，后面有 ${b} 人。这一队一共有____人。`,
    [answer],
    [`前面的 ${a} 人和后面的 ${b} 人合起来：${expr(a, '+', b)} = ${a + b}。`, `别忘了${p}自己：${expr(a + b, '+', 1)} = ${answer}（人）。`],
  );
});

export const g1AddSubGenerators: GeneratorSet = {
  'm1-add-5': addWithin(5),
  'm1-sub-5': subWithin(5),
  'm1-zero': zero,
  'm1-add-sub-6-7': facts([6, 7]),
  'm1-add-sub-8-9': facts([8, 9]),
  'm1-add-sub-10': facts([10]),
  'm1-word-10': wordProblems(10),
  'm1-chain-10': chain,
  'm1-mixed-10': mixed,
  'm1-teens-place': teensPlace,
  'm1-teens-add-sub': teensAddSub,
  'm1-queue': queue,
};

export { storyProblem };
