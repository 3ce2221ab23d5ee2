import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { frac, type Fraction } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { gcd, num, numForms } from './common.ts';

/** 八年级下册 第二十四章 数据的分析: 平均数、中位数和众数、方差、四分位数、数据的分组. */

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The median of sorted values, exact. */
export function median(values: readonly number[]): Fraction {
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? frac(s[mid] ?? 0) : frac((s[mid - 1] ?? 0) + (s[mid] ?? 0), 2);
}

/** Whether a value has at most two decimal places. */
const hundredths = (value: Fraction) => value.mul(100).round(0).equals(value.mul(100));

/** Data whose mean is a whole number: n values around a centre. */
function wholeMeanData(rng: Rng, n: number, low: number, high: number): number[] {
  for (;;) {
    const values = Array.from({ length: n }, () => rng.int(low, high));
    if (sum(values) % n === 0) return values;
  }
}

export const dataGenerators: GeneratorSet = {
  'm8-weighted-mean': {
    title: '平均数与加权平均数',
    generate(rng) {
      if (rng.chance(0.5)) {
        const draw = () => [rng.int(60, 99), rng.int(60, 99), rng.int(1, 9), rng.int(1, 9)] as const;
        let [written, interview, p, q] = draw();
        // a score with at most two decimal places
        while (p === q || gcd(p, q) !== 1 || !hundredths(frac(written * p + interview * q, p + q))) [written, interview, p, q] = draw();
        const mean = frac(written * p + interview * q, p + q);
        return fill(
          `某公司招聘，应聘者笔试成绩 ${written} 分，面试成绩 ${interview} 分。若笔试与面试成绩按 ${p} : ${q} 计算综合成绩，他的综合成绩是 ____ 分。`,
          numForms(mean),
          [
            `加权平均数 = (各数 × 权) 之和 ÷ 权之和。`,
            `(${written} × ${p} + ${interview} × ${q}) ÷ (${p} + ${q}) = ${written * p + interview * q} ÷ ${p + q} = ${num(mean, true)}（分）。`,
          ],
        );
      }
      const ages = [12, 13, 14, 15];
      let counts = ages.map(() => rng.int(1, 12));
      while (!hundredths(frac(sum(ages.map((age, i) => age * (counts[i] ?? 0))), sum(counts)))) counts = ages.map(() => rng.int(1, 12));
      const total = sum(counts);
      const mean = frac(sum(ages.map((age, i) => age * (counts[i] ?? 0))), total);
      const table = ages.map((age, i) => `${age} 岁 ${counts[i]} 人`).join('，');
      return single(
        rng,
        `某兴趣小组成员的年龄：${table}。他们的平均年龄是（\u3000）。`,
        `${num(mean, true)} 岁`,
        [
          `13.5 岁`,
          `${num(frac(sum(ages), 4).add(frac(1, 2)), true)} 岁`,
          `${num(mean.add(frac(1, 2)), true)} 岁`,
          `${num(mean.add(1), true)} 岁`,
          `${num(mean.sub(1), true)} 岁`,
        ],
        [
          `每个年龄出现的人数是它的权：总年龄 = ${ages.map((age, i) => `${age} × ${counts[i]}`).join(' + ')} = ${sum(ages.map((age, i) => age * (counts[i] ?? 0)))}，总人数 ${total}。`,
          `平均年龄 = ${sum(ages.map((age, i) => age * (counts[i] ?? 0)))} ÷ ${total} = ${num(mean, true)} 岁。不能直接算 (12 + 13 + 14 + 15) ÷ 4。`,
        ],
      );
    },
  },
  'm8-median-mode': {
    title: '中位数和众数',
    generate(rng) {
      const n = rng.int(6, 11);
      const values = Array.from({ length: n }, () => rng.int(1, 20));
      // one value appears most often: repeat one of them
      const repeated = values[0] ?? 1;
      values[1] = repeated;
      values[2] = repeated;
      const counts = new Map<number, number>();
      for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
      const most = Math.max(...counts.values());
      const modes = [...counts].filter(([, c]) => c === most).map(([v]) => v);
      const data = rng.shuffle(values).join('，');
      const s = sorted(values);
      const m = median(values);
      if (rng.chance(0.5) || modes.length > 1) {
        return fill(`一组数据：${data}。这组数据的中位数是 ____。`, numForms(m), [
          `先从小到大排列：${s.join('，')}，共 ${n} 个数。`,
          n % 2 === 1
            ? `个数是奇数，中位数是第 ${(n + 1) / 2} 个数：${num(m)}。`
            : `个数是偶数，中位数是第 ${n / 2} 个和第 ${n / 2 + 1} 个数的平均数：(${s[n / 2 - 1]} + ${s[n / 2]}) ÷ 2 = ${num(m)}。`,
        ]);
      }
      const mode = modes[0] ?? 0;
      return single(
        rng,
        `一组数据：${data}。这组数据的众数是（\u3000）。`,
        mode,
        [
          num(m, true),
          String(most),
          ...(hundredths(frac(sum(values), n)) ? [num(frac(sum(values), n), true)] : []),
          String(Math.max(...values)),
          String(mode + 1),
          String(Math.min(...values)),
          String(mode + 2),
        ],
        [
          `众数是一组数据中出现次数最多的数。`,
          `${mode} 出现了 ${most} 次，比其他数都多，所以众数是 ${mode}${mode === most ? '' : `（不是它出现的次数 ${most}）`}。`,
        ],
      );
    },
  },
  'm8-variance': {
    title: '方差',
    generate(rng) {
      const n = 5;
      const a = wholeMeanData(rng, n, 3, 15);
      const mean = sum(a) / n;
      const variance = frac(sum(a.map((v) => (v - mean) ** 2)), n);
      if (rng.chance(0.6)) {
        return fill(`一组数据：${a.join('，')}。这组数据的方差是 ____。`, numForms(variance), [
          `先求平均数：(${a.join(' + ')}) ÷ ${n} = ${mean}。`,
          `方差 = [${a.map((v) => `(${v} − ${mean})²`).join(' + ')}] ÷ ${n} = ${sum(a.map((v) => (v - mean) ** 2))} ÷ ${n} = ${num(variance, true)}。`,
        ]);
      }
      const b = wholeMeanData(rng, n, 3, 15);
      const meanB = sum(b) / n;
      const varianceB = frac(sum(b.map((v) => (v - meanB) ** 2)), n);
      if (variance.equals(varianceB)) {
        const shift = rng.int(1, 20);
        return trueFalse(`判断：数据 ${a.join('，')} 的每个数都加上 ${shift} 后，新数据的方差不变。`, true, [
          `每个数都加 ${shift}，平均数也加 ${shift}，每个数与平均数的差不变。`,
          `所以方差不变，仍是 ${num(variance)}。`,
        ]);
      }
      const right = variance.compare(varianceB) < 0 ? '甲' : '乙';
      return single(
        rng,
        `甲、乙两名同学连续 5 周每周的课外阅读时间（小时）分别是：甲 ${a.join('，')}；乙 ${b.join('，')}。阅读时间更稳定的是（\u3000）。`,
        right,
        ['甲', '乙', '一样稳定', '无法判断'],
        [
          `甲的平均数 ${mean}，方差 ${num(variance)}；乙的平均数 ${meanB}，方差 ${num(varianceB)}。`,
          `方差越小，数据波动越小，越稳定：${right}的方差小，${right}的阅读时间更稳定。`,
        ],
      );
    },
  },
  'm8-quartiles': {
    title: '四分位数',
    generate(rng) {
      // 7, 8, 11 or 12 values: the halves' medians and the 25%/75% positions give the same quartiles
      const n = rng.pick([7, 8, 11, 12]);
      const values = Array.from({ length: n }, () => rng.int(10, 99));
      const s = sorted(values);
      const half = Math.floor(n / 2);
      const lower = s.slice(0, half);
      const upper = s.slice(n - half);
      const [q1, q2, q3] = [median(lower), median(s), median(upper)];
      const ask = rng.int(0, 2);
      const [name, answer] = [
        ['第一四分位数', q1],
        ['第三四分位数', q3],
        ['第三四分位数与第一四分位数的差（四分位距）', q3.sub(q1)],
      ][ask] as [string, Fraction];
      return fill(`一组数据：${values.join('，')}。这组数据的${name}是 ____。`, numForms(answer), [
        `从小到大排列：${s.join('，')}；中位数（第二四分位数）是 ${num(q2)}。`,
        `中位数把数据分成前后两半${n % 2 === 1 ? '（不含中位数本身）' : ''}：前一半 ${lower.join('，')} 的中位数是第一四分位数 ${num(q1)}，后一半 ${upper.join('，')} 的中位数是第三四分位数 ${num(q3)}${ask === 2 ? `，差是 ${num(q3)} − ${num(q1)} = ${num(answer)}` : ''}。`,
      ]);
    },
  },
  'm8-data-grouping': {
    title: '数据的分组：极差、组数、组中值估计平均数',
    generate(rng) {
      if (rng.chance(0.5)) {
        const width = rng.pick([3, 4, 5, 10]);
        const low = rng.int(100, 150);
        let range = rng.int(2 * width, 9 * width);
        if (range % width === 0) range += rng.int(1, width - 1);
        const groups = Math.ceil(range / width);
        return single(
          rng,
          `一组数据中最大值是 ${low + range}，最小值是 ${low}。若取组距为 ${width}，应把这组数据分成（\u3000）组。`,
          groups,
          [groups - 1, groups + 1, range, Math.floor(range / width) === groups ? groups + 2 : Math.floor(range / width)],
          [
            `极差 = 最大值 − 最小值 = ${low + range} − ${low} = ${range}。`,
            `${range} ÷ ${width} = ${num(frac(range, width), true)}，组数要能盖住所有数据，取 ${groups} 组。`,
          ],
        );
      }
      const width = rng.pick([10, 20]);
      const start = rng.pick([40, 50, 60]);
      const centres = [0, 1, 2, 3].map((i) => start + width * i + width / 2);
      let counts = centres.map(() => rng.int(1, 15));
      while (!hundredths(frac(sum(centres.map((c, i) => c * (counts[i] ?? 0))), sum(counts)))) counts = centres.map(() => rng.int(1, 15));
      const total = sum(counts);
      const mean = frac(sum(centres.map((c, i) => c * (counts[i] ?? 0))), total);
      const table = counts.map((c, i) => `${start + width * i}～${start + width * (i + 1)} 有 ${c} 个`).join('，');
      return fill(
        `把一组数据分成 4 组（每组含左端点、不含右端点）：${table}。用各组的组中值估计这组数据的平均数，约为 ____。`,
        numForms(mean),
        [
          `各组的组中值是 ${centres.join('、')}，用组中值代表这一组的数据。`,
          `平均数 ≈ (${centres.map((c, i) => `${c} × ${counts[i]}`).join(' + ')}) ÷ ${total} = ${num(mean, true)}。`,
        ],
      );
    },
  },
};
