import { type GeneratorSet, fill, single, trueFalse } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';
import { rhyme } from './g2-multiply.ts';
import { askResult, expr, gen, names, things, wrongs } from './shared.ts';

/** 二年级上册: 平均分, 除法的初步认识, 用2~6 / 7~9的乘法口诀求商, 除法解决问题. */

/** A division that comes out even: divisor from `divisors`, quotient from 1 to 9 (or to the divisor in 1~6). */
function evenDivision(rng: Rng, divisors: readonly number[], quotientMax: (divisor: number) => number): [number, number, number] {
  const divisor = rng.pick(divisors);
  const quotient = rng.int(1, quotientMax(divisor));
  return [divisor * quotient, divisor, quotient];
}

const share = gen('平均分', (rng) => {
  const [total, parts, each] = evenDivision(rng, [2, 3, 4, 5, 6], () => 6);
  const { word, name } = rng.pick(things);
  const form = rng.int(0, 2);
  if (form === 0) {
    return fill(
      `把 ${total} ${word}${name}平均分给 ${parts} 个小朋友，每个小朋友分到____${word}。`,
      [each],
      [
        `平均分就是每份分得同样多。想：几个 ${parts} 是 ${total}？`,
        `${each} 个 ${parts} 是 ${total}（口诀“${rhyme(each, parts)}”），所以每人分到 ${each} ${word}。`,
      ],
    );
  }
  if (form === 1) {
    return fill(
      `${total} ${word}${name}，每 ${each} ${word}分一份，可以分成____份。`,
      [parts],
      [`${total} 里面有几个 ${each}？`, `${parts} 个 ${each} 是 ${total}（口诀“${rhyme(parts, each)}”），所以可以分成 ${parts} 份。`],
    );
  }
  const a = rng.int(1, total - 1);
  const even = rng.chance(0.5);
  const [first, second] = even && total % 2 === 0 ? [total / 2, total / 2] : [a, total - a];
  const isEven = first === second;
  return trueFalse(`判断：把 ${total} ${word}${name}分成两份，一份 ${first} ${word}，另一份 ${second} ${word}，这是平均分。`, isEven, [
    `平均分要求每份分得同样多。`,
    isEven ? `两份都是 ${first} ${word}，同样多，是平均分。` : `${first} 和 ${second} 不一样多，不是平均分。`,
  ]);
});

const divisionMeaning = gen('除法的初步认识', (rng) => {
  const [total, divisor, quotient] = evenDivision(rng, [2, 3, 4, 5, 6], () => 6);
  const form = rng.int(0, 2);
  if (form === 0) {
    return fill(
      `把 ${total} 平均分成 ${divisor} 份，每份是几？列式：${expr(total, '÷', divisor)} = ____`,
      [quotient],
      [`平均分成 ${divisor} 份，用除法。`, `想口诀“${rhyme(divisor, quotient)}”，${expr(total, '÷', divisor)} = ${quotient}。`],
    );
  }
  if (form === 1) {
    const part = rng.pick([
      { value: total, name: '被除数' },
      { value: divisor, name: '除数' },
      { value: quotient, name: '商' },
    ]);
    if (total === quotient || divisor === quotient || total === divisor) {
      return fill(
        `${expr(total, '÷', divisor)} 读作____。`,
        [`${total}除以${divisor}`],
        [`“÷”读作“除以”。`, `读作“${total}除以${divisor}”。`],
      );
    }
    return single(
      rng,
      `在 ${expr(total, '÷', divisor)} = ${quotient} 中，${part.value} 是（\u3000）。`,
      part.name,
      ['被除数', '除数', '商', '积'],
      [`除号前面的数叫被除数，后面的数叫除数，得数叫商。`, `${part.value} 是${part.name}。`],
    );
  }
  return fill(`${expr(total, '÷', divisor)} 读作____。`, [`${total}除以${divisor}`], [`“÷”读作“除以”。`, `读作“${total}除以${divisor}”。`]);
});

/** 用乘法口诀求商. */
function divide(divisors: readonly number[], title: string, quotientMax: (divisor: number) => number) {
  return gen(title, (rng) => {
    const [total, divisor, quotient] = evenDivision(rng, divisors, quotientMax);
    if (rng.chance(0.25)) {
      return fill(
        `想口诀求商：${expr(total, '÷', divisor)} 时，想 ____ × ${divisor} = ${total}。`,
        [quotient],
        [
          `几乘 ${divisor} 得 ${total}？想口诀“${rhyme(quotient, divisor)}”。`,
          `${expr(quotient, '×', divisor)} = ${total}，所以 ${expr(total, '÷', divisor)} = ${quotient}。`,
        ],
      );
    }
    return askResult(
      rng,
      expr(total, '÷', divisor),
      quotient,
      [total - divisor, quotient + 1, quotient - 1, divisor],
      [`想口诀“${rhyme(quotient, divisor)}”。`, `所以 ${expr(total, '÷', divisor)} = ${quotient}。`],
    );
  });
}

/** 平均分给 (how much each) and 每…一份 (how many parts): both division. */
function divisionWord(divisors: readonly number[], quotientMax: number) {
  return gen('用除法解决问题', (rng) => {
    const [total, divisor, quotient] = evenDivision(rng, divisors, () => quotientMax);
    const name = rng.pick(names);
    const { word, name: item } = rng.pick(things);
    const split = rng.chance(0.5);
    const prompt = split
      ? `${name}把 ${total} ${word}${item}平均分给 ${divisor} 个同学，每个同学分到几${word}？`
      : `${name}有 ${total} ${word}${item}，每 ${divisor} ${word}装一袋，可以装几袋？`;
    const steps = [
      split
        ? `把 ${total} 平均分成 ${divisor} 份，求每份是多少，用除法：${expr(total, '÷', divisor)}。`
        : `求 ${total} 里面有几个 ${divisor}，用除法：${expr(total, '÷', divisor)}。`,
      `想口诀“${rhyme(quotient, divisor)}”，${expr(total, '÷', divisor)} = ${quotient}（${split ? word : '袋'}）。`,
    ];
    return rng.chance(0.5)
      ? fill(`${prompt}\u3000答：____${split ? word : '袋'}。`, [quotient], steps)
      : single(rng, `${prompt}（\u3000）`, quotient, wrongs(quotient, [total - divisor, total + divisor, quotient + 1]), steps);
  });
}

export const g2DivideGenerators: GeneratorSet = {
  'm2-share': share,
  'm2-div-meaning': divisionMeaning,
  'm2-div-2-6': divide([2, 3, 4, 5, 6], '用2~6的乘法口诀求商', () => 6),
  'm2-div-word': divisionWord([2, 3, 4, 5, 6], 6),
  'm2-div-7-9': divide([7, 8, 9], '用7~9的乘法口诀求商', () => 9),
  'm2-div-any': divide([2, 3, 4, 5, 6, 7, 8, 9], '表内除法', () => 9),
  'm2-div-word-9': divisionWord([3, 4, 5, 6, 7, 8, 9], 9),
};
