import { fill, multiple, single, type GeneratorSet } from '../../exercise.ts';
import { blank, dec, fixed, frac, fracForms, fractionText, ftext, gcd, gen, lcm, mixedText, paren, properFraction } from './common.ts';

/** 五年级下册 4 分数的意义和性质. */

export const fractionGenerators: GeneratorSet = {
  'm5-fraction-unit': gen('分数的意义', (rng) => {
    if (rng.chance(0.5)) {
      const d = rng.int(3, 15);
      const n = rng.int(1, 3 * d);
      return fill(
        `${ftext(n, d)} 的分数单位是 1/${d}，它有 ${blank} 个这样的分数单位。`,
        [n],
        [
          `把单位"1"平均分成 ${d} 份，表示其中一份的数 1/${d} 就是 ${ftext(n, d)} 的分数单位。`,
          `分子是几，就有几个这样的分数单位：${ftext(n, d)} 有 ${n} 个 1/${d}。`,
        ],
      );
    }
    const d = rng.int(2, 9);
    const total = rng.int(1, 12);
    const each = frac(total, d);
    return fill(`把 ${total} 千克糖平均分成 ${d} 份，每份是 ${blank} 千克。`, fracForms(each, true), [
      `求每份是多少千克，用总量除以份数：${total} ÷ ${d}。`,
      `${total} ÷ ${d} = ${ftext(total, d)}${fractionText(each) !== ftext(total, d) ? ` = ${fractionText(each)}` : ''}（千克）。`,
    ]);
  }),
  'm5-fraction-as-division': gen('分数与除法', (rng) => {
    const b = rng.int(2, 12);
    let a = rng.int(1, 20);
    if (a % b === 0) a += 1;
    const q = frac(a, b);
    const forms = [...new Set([ftext(a, b), ...fracForms(q)])];
    return fill(`${a} ÷ ${b} = ${blank}（用分数表示）`, forms, [
      `被除数 ÷ 除数 = 被除数/除数，被除数作分子，除数作分母。`,
      `${a} ÷ ${b} = ${ftext(a, b)}${forms.length > 1 ? `，也可以写成 ${forms.slice(1).join(' 或 ')}` : ''}。`,
    ]);
  }),
  'm5-improper-mixed': gen('真分数和假分数（假分数与带分数互化）', (rng) => {
    const d = rng.int(2, 12);
    const whole = rng.int(1, 9);
    let n = rng.int(1, d - 1);
    while (gcd(n, d) !== 1) n = rng.int(1, d - 1);
    const v = frac(whole * d + n, d);
    if (rng.chance(0.5)) {
      return fill(
        `把 ${mixedText(v)} 化成假分数是 ${blank}。`,
        [ftext(whole * d + n, d)],
        [
          `整数部分 ${whole} 等于 ${whole * d}/${d}（${whole} × ${d} = ${whole * d}）。`,
          `分母不变，分子是 ${whole} × ${d} + ${n} = ${whole * d + n}，得 ${ftext(whole * d + n, d)}。`,
        ],
      );
    }
    return fill(
      `把 ${ftext(whole * d + n, d)} 化成带分数是 ${blank}。`,
      [mixedText(v)],
      [
        `用分子除以分母：${whole * d + n} ÷ ${d} = ${whole}……${n}。`,
        `商 ${whole} 作整数部分，余数 ${n} 作分子，分母不变：${mixedText(v)}。`,
      ],
    );
  }),
  'm5-proper-improper': gen('真分数和假分数（辨认）', (rng) => {
    const proper = rng.chance(0.5);
    const options: { text: string; right: boolean }[] = [];
    const rightCount = rng.int(2, 3);
    while (options.length < 5) {
      const d = rng.int(2, 12);
      const n = rng.int(1, 2 * d);
      const text = ftext(n, d);
      if (options.some((o) => o.text === text)) continue;
      const right = proper ? n < d : n >= d;
      if (right ? options.filter((o) => o.right).length < rightCount : options.filter((o) => !o.right).length < 5 - rightCount)
        options.push({ text, right });
    }
    return multiple(rng, `下面的分数中，哪些是${proper ? '真分数' : '假分数'}？`, options, [
      '分子比分母小的分数是真分数，真分数小于 1；分子比分母大或者分子和分母相等的分数是假分数，假分数大于或等于 1。',
      `是${proper ? '真分数' : '假分数'}的有 ${options
        .filter((o) => o.right)
        .map((o) => o.text)
        .join('、')}。`,
    ]);
  }),
  'm5-fraction-property': gen('分数的基本性质', (rng) => {
    const base = properFraction(rng, [2, 3, 4, 5, 6, 7, 8, 9]);
    const n = Number(base.n);
    const d = Number(base.d);
    const k = rng.int(2, 9);
    if (rng.chance(0.5)) {
      return fill(
        `${n}/${d} = ${blank}/${d * k}`,
        [n * k],
        [
          `分母 ${d} 乘 ${k} 得 ${d * k}，根据分数的基本性质，分子也要乘 ${k}。`,
          `${n} × ${k} = ${n * k}，所以 ${n}/${d} = ${n * k}/${d * k}。`,
        ],
      );
    }
    return fill(
      `${n * k}/${d * k} = ${n}/${blank}`,
      [d],
      [
        `分子 ${n * k} 除以 ${k} 得 ${n}，根据分数的基本性质，分母也要除以 ${k}。`,
        `${d * k} ÷ ${k} = ${d}，所以 ${n * k}/${d * k} = ${n}/${d}。`,
      ],
    );
  }),
  'm5-gcd': gen('最大公因数', (rng) => {
    const g = rng.int(2, 15);
    let a = rng.int(2, 9);
    let b = rng.int(2, 9);
    while (gcd(a, b) !== 1 || a === b) [a, b] = [rng.int(1, 9), rng.int(2, 9)];
    if (rng.chance(0.3)) {
      return fill(
        `一张长方形纸长 ${a * g} 厘米、宽 ${b * g} 厘米，要剪成同样大小的正方形且没有剩余，正方形的边长最大是 ${blank} 厘米。`,
        [g],
        [
          `正方形的边长要既是 ${a * g} 的因数又是 ${b * g} 的因数，最大就是它们的最大公因数。`,
          `${a * g} 和 ${b * g} 的最大公因数是 ${g}，所以边长最大是 ${g} 厘米。`,
        ],
      );
    }
    return fill(
      `${a * g} 和 ${b * g} 的最大公因数是 ${blank}。`,
      [g],
      [
        `列举：${a * g} 的因数里找同时是 ${b * g} 的因数的数，最大的就是最大公因数（也可以用短除法：两个数同时除以公因数，直到商只有公因数 1）。`,
        `${a * g} = ${g} × ${a}，${b * g} = ${g} × ${b}，${a} 和 ${b} 只有公因数 1，所以最大公因数是 ${g}。`,
      ],
    );
  }),
  'm5-reduce': gen('约分', (rng) => {
    const base = properFraction(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const k = rng.int(2, 12);
    const n = Number(base.n) * k;
    const d = Number(base.d) * k;
    return fill(
      `把 ${n}/${d} 约分成最简分数是 ${blank}。`,
      [fractionText(base)],
      [
        `${n} 和 ${d} 的最大公因数是 ${gcd(n, d)}，分子、分母同时除以 ${gcd(n, d)}。`,
        `${n} ÷ ${gcd(n, d)} = ${base.n}，${d} ÷ ${gcd(n, d)} = ${base.d}，得到最简分数 ${fractionText(base)}。`,
      ],
    );
  }),
  'm5-lcm': gen('最小公倍数', (rng) => {
    const a = rng.int(2, 20);
    let b = rng.int(2, 20);
    if (b === a) b = a + 1;
    const m = lcm(a, b);
    if (rng.chance(0.3)) {
      return fill(
        `1 路公交车每 ${a} 分钟发一班，2 路公交车每 ${b} 分钟发一班。早上 7:00 两路车同时发车，至少再过 ${blank} 分钟两路车又同时发车。`,
        [m],
        [
          `再次同时发车经过的时间既是 ${a} 的倍数又是 ${b} 的倍数，至少就是它们的最小公倍数。`,
          `${a} 和 ${b} 的最小公倍数是 ${m}，所以至少再过 ${m} 分钟。`,
        ],
      );
    }
    return fill(
      `${a} 和 ${b} 的最小公倍数是 ${blank}。`,
      [m],
      [
        `在较大数的倍数里找较小数的倍数：${Math.max(a, b)}、${Math.max(a, b) * 2}、${Math.max(a, b) * 3}……第一个是 ${Math.min(a, b)} 的倍数的就是最小公倍数。`,
        `${a} 和 ${b} 的最大公因数是 ${gcd(a, b)}，最小公倍数是 ${a} × ${b} ÷ ${gcd(a, b)} = ${m}。`,
      ],
    );
  }),
  'm5-common-denominator': gen('通分', (rng) => {
    let x = properFraction(rng, [2, 3, 4, 5, 6, 8, 9, 10, 12]);
    let y = properFraction(rng, [2, 3, 4, 5, 6, 8, 9, 10, 12, 15]);
    while (x.d === y.d) y = properFraction(rng, [3, 4, 5, 6, 7, 8, 9, 10]);
    if (rng.chance(0.5)) [x, y] = [y, x];
    const L = lcm(Number(x.d), Number(y.d));
    const k = L / Number(x.d);
    return fill(
      `把 ${fractionText(x)} 和 ${fractionText(y)} 通分（用两个分母的最小公倍数作公分母），${fractionText(x)} 化成 ${blank}。`,
      [ftext(Number(x.n) * k, L)],
      [
        `${x.d} 和 ${y.d} 的最小公倍数是 ${L}，用 ${L} 作公分母。`,
        `${fractionText(x)} 的分子和分母同时乘 ${k}：${x.n} × ${k} = ${Number(x.n) * k}，得 ${ftext(Number(x.n) * k, L)}。`,
      ],
    );
  }),
  'm5-fraction-compare': gen('分数的大小比较（选最大或最小）', (rng) => {
    const list: ReturnType<typeof frac>[] = [];
    while (list.length < 4) {
      const v = properFraction(rng, [3, 4, 5, 6, 7, 8, 9, 10, 12]);
      if (!list.some((w) => w.equals(v))) list.push(v);
    }
    const biggest = rng.chance(0.5);
    const sorted = [...list].sort((p, q) => p.compare(q));
    const right = biggest ? sorted[3]! : sorted[0]!;
    return single(
      rng,
      `下面几个分数中，最${biggest ? '大' : '小'}的是${paren}。`,
      fractionText(right),
      list.filter((v) => !v.equals(right)).map(fractionText),
      [
        `通分或化成小数来比较：${list.map((v) => `${fractionText(v)} ≈ ${fixed(v, 3)}`).join('，')}。`,
        `从小到大排列：${sorted.map(fractionText).join(' < ')}，最${biggest ? '大' : '小'}的是 ${fractionText(right)}。`,
      ],
    );
  }),
  'm5-fraction-compare-sign': gen('分数的大小比较（填 >、< 或 =）', (rng) => {
    const x = properFraction(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
    const y = rng.chance(0.15) ? frac(Number(x.n) * 2, Number(x.d) * 2) : properFraction(rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
    const yText = y.equals(x) ? ftext(Number(x.n) * 2, Number(x.d) * 2) : fractionText(y);
    const sign = x.compare(y) > 0 ? '>' : x.compare(y) < 0 ? '<' : '=';
    const L = lcm(Number(x.d), Number(y.d));
    return fill(
      `比较大小：${fractionText(x)} ${blank} ${yText}（填 >、< 或 =）`,
      [sign],
      [
        `通分：${fractionText(x)} = ${ftext(Number(x.n) * (L / Number(x.d)), L)}，${fractionText(y)} = ${ftext(Number(y.n) * (L / Number(y.d)), L)}。`,
        `分母相同比分子，所以 ${fractionText(x)} ${sign} ${yText}。`,
      ],
    );
  }),
  'm5-fraction-decimal': gen('分数和小数的互化', (rng) => {
    const d = rng.pick([2, 4, 5, 8, 10, 20, 25, 40, 50, 100]);
    let n = rng.int(1, d * 2);
    if (n % d === 0) n += 1;
    const v = frac(n, d);
    if (rng.chance(0.5)) {
      return fill(`把 ${ftext(n, d)} 化成小数是 ${blank}。`, [dec(v)], [`分数化小数，用分子除以分母。`, `${n} ÷ ${d} = ${dec(v)}。`]);
    }
    const places = dec(v).split('.')[1]?.length ?? 0;
    return fill(`把 ${dec(v)} 化成最简分数是 ${blank}。`, fracForms(v), [
      `${dec(v)} 有 ${places} 位小数，先写成分母是 ${10 ** places} 的分数：${v.mul(10 ** places).toString()}/${10 ** places}。`,
      `再约分：${fractionText(v)}${v.compare(1) > 0 ? `（也可以写成带分数 ${mixedText(v)}）` : ''}。`,
    ]);
  }),
};
