import { fill, type GeneratorSet } from '../../exercise.ts';
import { Fraction, fractionText } from '../../format.ts';
import { compareSign } from './shared.ts';

/** Every accepted way of writing k/n: as written, in lowest terms, and 一 for a whole. */
function fractionAnswers(k: number, n: number): string[] {
  const reduced = fractionText(new Fraction(k, n));
  return [`${k}/${n}`, reduced, `${n}分之${k}`].filter((text) => text !== '0');
}

/** 三年级上册 6 分数的初步认识. */
export const g3FractionGenerators: GeneratorSet = {
  'm3-fraction-unit': {
    title: '几分之一',
    generate(rng) {
      const n = rng.int(2, 12);
      const thing = rng.pick(['一张圆形纸片', '一块蛋糕', '一根绳子', '一张长方形纸', '一个西瓜'] as const);
      return fill(
        `把${thing}平均分成 ${n} 份，每份是它的____。`,
        [`1/${n}`, `${n}分之1`],
        [`平均分成 ${n} 份，分母就是 ${n}。`, `取其中的 1 份，分子是 1，每份是它的 1/${n}。`],
      );
    },
  },
  'm3-fraction-read': {
    title: '几分之几',
    generate(rng) {
      const n = rng.int(3, 12);
      const k = rng.int(1, n - 1);
      const rest = rng.chance(0.4);
      const part = rest ? n - k : k;
      return fill(
        `把一个长方形平均分成 ${n} 份，涂色 ${k} 份。${rest ? '没有涂色' : '涂色'}的部分是这个长方形的____。`,
        fractionAnswers(part, n),
        [
          `平均分成 ${n} 份，分母是 ${n}。`,
          rest ? `没有涂色的有 ${n} − ${k} = ${part}（份），是 ${part}/${n}。` : `涂色的有 ${k} 份，是 ${k}/${n}。`,
        ],
      );
    },
  },
  'm3-fraction-compare': {
    title: '分数的大小比较',
    generate(rng) {
      if (rng.chance(0.5)) {
        const n = rng.int(3, 12);
        const a = rng.int(1, n - 1);
        const b = rng.int(1, n - 1);
        return fill(
          `比较大小：${a}/${n} ____ ${b}/${n}（填 >、< 或 =）`,
          [compareSign(a, b)],
          [
            `分母相同，都是把同一个整体平均分成 ${n} 份。`,
            `分子大的分数大：${a} ${compareSign(a, b)} ${b}，所以 ${a}/${n} ${compareSign(a, b)} ${b}/${n}。`,
          ],
        );
      }
      const a = rng.int(2, 12);
      const b = rng.int(2, 12);
      return fill(
        `比较大小：1/${a} ____ 1/${b}（填 >、< 或 =）`,
        [compareSign(b, a)],
        [
          `分子都是 1，分母越大，平均分的份数越多，每份就越小。`,
          `${a} ${compareSign(a, b)} ${b}，所以 1/${a} ${compareSign(b, a)} 1/${b}。`,
        ],
      );
    },
  },
  'm3-fraction-add-sub': {
    title: '同分母分数的简单加减',
    generate(rng) {
      const n = rng.int(3, 12);
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const a = rng.int(1, n - 1);
        const b = rng.int(1, n - a);
        const answers = a + b === n ? ['1', `${n}/${n}`] : fractionAnswers(a + b, n);
        return fill(`计算：${a}/${n} + ${b}/${n} = ____`, answers, [
          `分母相同，分子相加：${a} + ${b} = ${a + b}，分母 ${n} 不变。`,
          a + b === n ? `${n}/${n} 就是一个整体，等于 1。` : `结果是 ${a + b}/${n}。`,
        ]);
      }
      if (kind === 1) {
        const a = rng.int(2, n - 1);
        const b = rng.int(1, a - 1);
        return fill(`计算：${a}/${n} − ${b}/${n} = ____`, fractionAnswers(a - b, n), [
          `分母相同，分子相减：${a} − ${b} = ${a - b}，分母 ${n} 不变。`,
          `结果是 ${a - b}/${n}。`,
        ]);
      }
      const b = rng.int(1, n - 1);
      return fill(`计算：1 − ${b}/${n} = ____`, fractionAnswers(n - b, n), [
        `把 1 看作 ${n}/${n}。`,
        `${n}/${n} − ${b}/${n} = ${n - b}/${n}。`,
      ]);
    },
  },
  'm3-fraction-of-set': {
    title: '求一个数的几分之几是多少',
    generate(rng) {
      const n = rng.int(2, 8);
      const each = rng.int(2, 9);
      const k = rng.int(1, n - 1);
      const [thing, unit] = rng.pick([
        ['苹果', '个'],
        ['铅笔', '支'],
        ['画片', '张'],
        ['小棒', '根'],
      ] as const);
      const total = n * each;
      return fill(
        `有 ${total} ${unit}${thing}，拿出它的 ${k}/${n}，拿出了____${unit}。`,
        [each * k],
        [
          `把 ${total} ${unit}平均分成 ${n} 份，每份 ${total} ÷ ${n} = ${each}（${unit}）。`,
          `拿出 ${k} 份：${each} × ${k} = ${each * k}（${unit}）。`,
        ],
      );
    },
  },
};
