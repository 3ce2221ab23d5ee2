import { fill, single, type GeneratorSet } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';
import { blank, dec, frac, fracForms, fractionText, gen, mixedText, paren, properFraction, randDec, type Fraction } from './common.ts';

/** 六年级上册 1 分数乘法 and 3 分数除法. */

const F = fractionText;
function anyFraction(rng: Rng): Fraction {
  if (rng.chance(0.8)) return properFraction(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15]);
  const d = rng.int(2, 4);
  let n = rng.int(5, 20);
  if (n % d === 0) n += 1;
  return frac(n, d);
}

export const fractionMultiplyDivideGenerators: GeneratorSet = {
  'm6-fraction-times-integer': gen('分数乘整数', (rng) => {
    const x = properFraction(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
    const n = rng.int(2, 20);
    const v = x.mul(n);
    if (rng.chance(0.4)) {
      return fill(`小明每天喝 ${F(x)} 升牛奶，${n} 天一共喝 ${blank} 升。`, fracForms(v, true), [
        `求 ${n} 个 ${F(x)} 是多少，用乘法：${F(x)} × ${n}。`,
        `分子乘整数，分母不变（能约分的先约分）：(${x.n} × ${n})/${x.d} = ${F(v)}${fracForms(v).length > 1 ? `（${mixedText(v)}）` : ''}。`,
      ]);
    }
    return fill(`计算：${F(x)} × ${n} = ${blank}`, fracForms(v), [
      `分数乘整数，用分子和整数相乘的积作分子，分母不变：(${x.n} × ${n})/${x.d}。`,
      `${Number(x.n) * n}/${x.d}${F(v) !== `${Number(x.n) * n}/${x.d}` ? ` = ${F(v)}` : ''}（计算时能约分的先约分）。`,
    ]);
  }),
  'm6-fraction-times-fraction': gen('分数乘分数', (rng) => {
    const x = anyFraction(rng);
    const y = properFraction(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
    const v = x.mul(y);
    return fill(`计算：${F(x)} × ${F(y)} = ${blank}`, fracForms(v), [
      `分数乘分数，用分子相乘的积作分子，分母相乘的积作分母：(${x.n} × ${y.n})/(${x.d} × ${y.d}) = ${Number(x.n * y.n)}/${Number(x.d * y.d)}。`,
      `约分后得 ${F(v)}（计算时也可以先约分再乘）。`,
    ]);
  }),
  'm6-fraction-times-choice': gen('分数乘分数（找出正确结果）', (rng) => {
    const x = properFraction(rng, [2, 3, 4, 5, 6, 7, 8, 9]);
    let y = properFraction(rng, [3, 4, 5, 6, 7, 8, 9, 10]);
    while (y.equals(x)) y = properFraction(rng, [3, 4, 5, 7, 11]);
    const v = x.mul(y);
    return single(
      rng,
      `${F(x)} × ${F(y)} 的结果是${paren}。`,
      F(v),
      [F(x.div(y)), F(x.add(y)), `${Number(x.n * y.n)}/${Number(x.d + y.d)}`, F(v.mul(2)), F(y.div(x)), F(v.div(2))],
      [`分子乘分子，分母乘分母：(${x.n} × ${y.n})/(${x.d} × ${y.d})。`, `结果是 ${F(v)}。一个数（0 除外）乘小于 1 的数，积比原来的数小。`],
    );
  }),
  'm6-decimal-times-fraction': gen('小数乘分数', (rng) => {
    const y = properFraction(rng, [2, 4, 5, 8, 10, 3, 6]);
    const x = randDec(rng, 0.2, 9.6, 1);
    const nice = frac(rng.int(1, 12) * Number(y.d), 10);
    const xx = rng.chance(0.5) || nice.equals(nice.floor()) ? x : nice;
    const v = xx.mul(y);
    return fill(`计算：${dec(xx)} × ${F(y)} = ${blank}`, fracForms(v, true), [
      `可以把小数化成分数再乘：${dec(xx)} = ${F(xx)}，${F(xx)} × ${F(y)} = ${F(v)}。`,
      `结果也可以写成小数或约分后的分数：${F(v)}${fracForms(v, true).length > 1 ? ` = ${fracForms(v, true).slice(1).join(' = ')}` : ''}。`,
    ]);
  }),
  'm6-fraction-of-quantity': gen('分数乘法解决问题', (rng) => {
    const part = properFraction(rng, [2, 3, 4, 5, 6, 8, 10]);
    const whole = Number(part.d) * rng.int(2, 30);
    const kind = rng.int(0, 2);
    if (kind === 0) {
      return fill(
        `六年级有 ${whole} 名学生，其中 ${F(part)} 参加了课外兴趣小组，参加兴趣小组的有 ${blank} 人。`,
        [dec(part.mul(whole))],
        [`求一个数的几分之几是多少，用乘法：${whole} × ${F(part)}。`, `${whole} × ${F(part)} = ${dec(part.mul(whole))}（人）。`],
      );
    }
    const more = kind === 1;
    const v = frac(whole).mul(more ? frac(1).add(part) : frac(1).sub(part));
    return fill(
      `果园里有苹果树 ${whole} 棵，梨树比苹果树${more ? '多' : '少'} ${F(part)}。梨树有 ${blank} 棵。`,
      [dec(v)],
      [
        `把苹果树的棵数看作单位"1"，梨树是苹果树的 1 ${more ? '+' : '-'} ${F(part)} = ${F(more ? frac(1).add(part) : frac(1).sub(part))}。`,
        `${whole} × ${F(more ? frac(1).add(part) : frac(1).sub(part))} = ${dec(v)}（棵）。`,
      ],
    );
  }),
  'm6-reciprocal': gen('倒数的认识', (rng) => {
    const kind = rng.int(0, 3);
    const v: Fraction = [
      anyFraction(rng),
      frac(rng.int(2, 30)),
      frac(rng.pick([1, 2, 4, 5, 8]), rng.pick([10, 100])),
      frac(rng.int(5, 30), rng.int(2, 4)),
    ][kind]!;
    const shown = kind === 2 ? dec(v) : kind === 3 && !v.equals(v.floor()) ? mixedText(v) : F(v);
    const r = frac(1).div(v);
    return fill(`${shown} 的倒数是 ${blank}。`, fracForms(r, kind === 2), [
      `乘积是 1 的两个数互为倒数。${kind === 2 ? `先把小数化成分数：${dec(v)} = ${F(v)}。` : kind === 3 && shown.includes('又') ? `先把带分数化成假分数：${shown} = ${F(v)}。` : ''}`,
      `把分子、分母交换位置：${F(v)} 的倒数是 ${F(r)}（${F(v)} × ${F(r)} = 1）。`,
    ]);
  }),
  'm6-fraction-divided-by-integer': gen('分数除以整数', (rng) => {
    const x = anyFraction(rng);
    const n = rng.int(2, 12);
    const v = x.div(n);
    return fill(`计算：${F(x)} ÷ ${n} = ${blank}`, fracForms(v), [
      `分数除以整数（0 除外），等于分数乘这个整数的倒数：${F(x)} ÷ ${n} = ${F(x)} × 1/${n}。`,
      `= ${F(v)}。`,
    ]);
  }),
  'm6-divide-by-fraction': gen('一个数除以分数', (rng) => {
    const x = rng.chance(0.3) ? frac(rng.int(1, 20)) : anyFraction(rng);
    const y = properFraction(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const v = x.div(y);
    return fill(`计算：${F(x)} ÷ ${F(y)} = ${blank}`, fracForms(v), [
      `除以一个不等于 0 的数，等于乘这个数的倒数：${F(x)} ÷ ${F(y)} = ${F(x)} × ${F(frac(1).div(y))}。`,
      `= ${F(v)}${v.compare(1) > 0 && !v.equals(v.floor()) ? `（${mixedText(v)}）` : ''}。`,
    ]);
  }),
  'm6-fraction-mixed-operations': gen('分数混合运算', (rng) => {
    const a = properFraction(rng, [2, 3, 4, 5, 6, 8]);
    const b = properFraction(rng, [2, 3, 4, 5, 6, 8]);
    const c = properFraction(rng, [2, 3, 4, 5, 6, 7, 9]);
    const kind = rng.int(0, 2);
    const [text, v, steps] = [
      [
        `(${F(a)} + ${F(b)}) × ${F(c)}`,
        a.add(b).mul(c),
        [`先算括号里的加法：${F(a)} + ${F(b)} = ${F(a.add(b))}。`, `再算乘法：${F(a.add(b))} × ${F(c)} = ${F(a.add(b).mul(c))}。`],
      ],
      [
        `${F(a)} ÷ ${F(b)} × ${F(c)}`,
        a.div(b).mul(c),
        [`同级运算从左往右：${F(a)} ÷ ${F(b)} = ${F(a.div(b))}。`, `${F(a.div(b))} × ${F(c)} = ${F(a.div(b).mul(c))}。`],
      ],
      [
        `${F(a)} + ${F(b)} × ${F(c)}`,
        a.add(b.mul(c)),
        [`先算乘法：${F(b)} × ${F(c)} = ${F(b.mul(c))}。`, `再算加法：${F(a)} + ${F(b.mul(c))} = ${F(a.add(b.mul(c)))}。`],
      ],
    ][kind] as [string, Fraction, string[]];
    return fill(`计算：${text} = ${blank}`, fracForms(v), steps);
  }),
  'm6-fraction-division-problems': gen('分数除法解决问题', (rng) => {
    if (rng.chance(0.5)) {
      const part = properFraction(rng, [2, 3, 4, 5, 6, 8, 10]);
      const whole = Number(part.d) * rng.int(3, 40);
      const known = part.mul(whole);
      return fill(
        `小红看了一本书的 ${F(part)}，正好是 ${dec(known)} 页。这本书一共有 ${blank} 页。`,
        [whole],
        [`把全书页数看作单位"1"，设全书有 x 页，则 ${F(part)}x = ${dec(known)}。`, `x = ${dec(known)} ÷ ${F(part)} = ${whole}（页）。`],
      );
    }
    const [a, b] = rng.pick([
      [10, 15],
      [12, 24],
      [20, 30],
      [6, 12],
      [12, 6],
      [30, 20],
      [10, 40],
      [15, 10],
      [18, 9],
      [4, 12],
      [20, 5],
      [36, 12],
      [28, 21],
      [24, 8],
    ] as const);
    const days = frac(1).div(frac(1, a).add(frac(1, b)));
    return fill(`一项工程，甲队单独做 ${a} 天完成，乙队单独做 ${b} 天完成。两队合做，${blank} 天能完成。`, fracForms(days, true), [
      `把这项工程看作单位"1"，甲队每天完成 1/${a}，乙队每天完成 1/${b}，合做每天完成 1/${a} + 1/${b} = ${F(frac(1, a).add(frac(1, b)))}。`,
      `1 ÷ ${F(frac(1, a).add(frac(1, b)))} = ${F(days)}（天）。`,
    ]);
  }),
};
