import { type GeneratorSet, fill, multiple, single } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';
import { askResult, askSign, expr, gen, names, things, wrongs } from './shared.ts';

/** 一年级上册 · 20以内的进位加法: 9加几, 8、7、6加几, 5、4、3、2加几 by 凑十法, word problems and review. */

/** 凑十法 for a + b (a + b > 10): make ten with the larger addend, split the smaller one. */
export function makeTenSteps(a: number, b: number): string[] {
  const sum = a + b;
  const big = Math.max(a, b);
  const small = Math.min(a, b);
  const need = 10 - big;
  const steps = [
    `${big} 还差 ${need} 凑成 10，把 ${small} 分成 ${need} 和 ${small - need}。`,
    `${expr(big, '+', need)} = 10，${expr(10, '+', small - need)} = ${sum}。`,
    `所以 ${expr(a, '+', b)} = ${sum}。`,
  ];
  return a < b ? [`交换两个加数的位置，和不变：${expr(a, '+', b)} 和 ${expr(b, '+', a)} 得数一样。`, ...steps] : steps;
}

/** The mistakes: forgetting the ten (sum − 10), one off, and adding the ten twice. */
const carryMistakes = (sum: number) => [sum - 10, sum - 1, sum + 1, sum + 10];

function addends(rng: Rng, firsts: readonly number[], smallFirst: boolean): [number, number] {
  const first = rng.pick(firsts);
  const second = rng.int(11 - first, 9);
  if (smallFirst) return [first, second];
  return rng.chance(0.7) ? [first, second] : [second, first];
}

/** '9加几' and the like: the sum, or the 凑十 step to fill in. */
function plus(firsts: readonly number[], title: string, smallFirst = false) {
  return gen(title, (rng) => {
    const [a, b] = addends(rng, firsts, smallFirst);
    const sum = a + b;
    if (rng.chance(0.25)) {
      const big = Math.max(a, b);
      const small = Math.min(a, b);
      const need = 10 - big;
      return fill(
        `用凑十法算 ${expr(a, '+', b)}：把 ${small} 分成 ${need} 和____，先算 ${expr(big, '+', need)} = 10。`,
        [small - need],
        [
          `${big} 还差 ${need} 凑成 10，所以从 ${small} 里分出 ${need}。`,
          `${small} 分成 ${need} 和 ${small - need}，所以填 ${small - need}。`,
        ],
      );
    }
    return askResult(rng, expr(a, '+', b), sum, carryMistakes(sum), makeTenSteps(a, b));
  });
}

const anyCarry = (rng: Rng): [number, number] => {
  const a = rng.int(2, 9);
  return [a, rng.int(11 - a, 9)];
};

/** Word problems: 一共 and 原来有 (the part given away plus the rest). */
const carryWord = gen('进位加法解决问题', (rng) => {
  const name = rng.pick(names);
  const { word, name: item } = rng.pick(things);
  const [a, b] = anyCarry(rng);
  const sum = a + b;
  const story = rng.chance(0.5)
    ? {
        prompt: `盒子里有 ${a} ${word}${item}，${name}又放进去 ${b} ${word}。现在盒子里一共有几${word}？`,
        steps: [`求一共有几${word}，把原有的和放进去的合起来，用加法：${expr(a, '+', b)}。`, ...makeTenSteps(a, b).slice(-2)],
      }
    : {
        prompt: `${name}送给同学 ${a} ${word}${item}，自己还剩 ${b} ${word}。${name}原来有几${word}${item}？`,
        steps: [
          `原来的${item}分成了送出的 ${a} ${word}和剩下的 ${b} ${word}，求原来有几${word}，用加法：${expr(a, '+', b)}。`,
          ...makeTenSteps(a, b).slice(-2),
        ],
      };
  return rng.chance(0.5)
    ? fill(`${story.prompt}\u3000答：____${word}。`, [sum], story.steps)
    : single(rng, `${story.prompt}（\u3000）`, sum, wrongs(sum, [Math.abs(a - b), sum - 10, sum + 1]), story.steps);
});

/** 得数是 N 的算式 (multiple choice) and comparing a sum with a number. */
const carryReview = gen('20以内进位加法（选算式、比大小）', (rng) => {
  if (rng.chance(0.5)) {
    const target = rng.int(11, 16);
    const right = rng
      .shuffle(
        Array.from({ length: 9 }, (_, k) => k + 1)
          .filter((a) => target - a >= 2 && target - a <= 9)
          .map((a) => [a, target - a] as const),
      )
      .slice(0, rng.int(2, 3));
    const wrong = rng
      .shuffle(
        [target - 1, target + 1].flatMap((t) =>
          Array.from({ length: 9 }, (_, k) => k + 1)
            .filter((a) => t - a >= 2 && t - a <= 9)
            .map((a) => [a, t - a] as const),
        ),
      )
      .slice(0, 5 - right.length);
    return multiple(
      rng,
      `下面算式中，得数是 ${target} 的有（\u3000）。`,
      [
        ...right.map(([a, b]) => ({ text: expr(a, '+', b), right: true })),
        ...wrong.map(([a, b]) => ({ text: expr(a, '+', b), right: false })),
      ],
      [
        `逐个用凑十法算出得数。`,
        `${right.map(([a, b]) => `${expr(a, '+', b)} = ${target}`).join('，')}；其余算式的得数是 ${target - 1} 或 ${target + 1}。`,
      ],
    );
  }
  const [a, b] = anyCarry(rng);
  const n = a + b + rng.pick([-2, -1, 0, 1, 2]);
  return askSign({ shown: expr(a, '+', b), value: a + b }, { shown: String(n), value: n }, [`先算左边：${expr(a, '+', b)} = ${a + b}。`]);
});

const carryAny = gen('20以内进位加法', (rng) => {
  const [a, b] = anyCarry(rng);
  return askResult(rng, expr(a, '+', b), a + b, carryMistakes(a + b), makeTenSteps(a, b));
});

export const g1CarryGenerators: GeneratorSet = {
  'm1-nine-plus': plus([9], '9加几'),
  'm1-876-plus': plus([8, 7, 6], '8、7、6加几'),
  'm1-5432-plus': plus([5, 4, 3, 2], '5、4、3、2加几', true),
  'm1-carry-word': carryWord,
  'm1-carry-review': carryReview,
  'm1-carry-any': carryAny,
};
