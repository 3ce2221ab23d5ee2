import { fill, type GeneratorSet } from '../../exercise.ts';
import { decimalText, Fraction, frac } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { num, numberAnswers } from './util.ts';

/** 必修第二册 第九章 统计: 随机抽样, 用样本估计总体 (频率分布直方图、百分位数、平均数与中位数、方差), 统计案例. */

const data = (rng: Rng, count: number, low: number, high: number) => Array.from({ length: count }, () => rng.int(low, high));
const list = (values: readonly number[]) => values.join('，');
const mean = (values: readonly number[]) =>
  frac(
    values.reduce((s, v) => s + v, 0),
    values.length,
  );

/** A decimal answer shown first (the data are decimals), the fraction also accepted. */
const decimalFirst = (value: Fraction) => [...numberAnswers(value)].reverse();

export const statisticsGenerators: GeneratorSet = {
  'm10-simple-random-sampling': {
    title: '简单随机抽样：每个个体被抽到的概率',
    generate(rng) {
      const total = rng.int(2, 20) * 50;
      const n = rng.int(1, 10) * 5;
      const p = frac(n, total);
      return fill(`从 ${total} 名学生中用简单随机抽样抽取 ${n} 人进行视力调查，每名学生被抽到的概率是 ____。`, numberAnswers(p), [
        `简单随机抽样中每个个体被抽到的概率相等，都等于 样本量 ÷ 总体容量。`,
        `${n}/${total} = ${num(p)}。`,
      ]);
    },
  },
  'm10-stratified-sample': {
    title: '分层随机抽样：按比例分配样本量',
    generate(rng) {
      const k = rng.pick([5, 10, 20, 25, 50]);
      const parts = [rng.int(2, 12), rng.int(2, 12), rng.int(2, 12)];
      const sizes = parts.map((p) => p * k);
      const total = sizes.reduce((s, v) => s + v, 0);
      const n = total / k;
      const which = rng.int(0, 2);
      const names = ['高一', '高二', '高三'];
      return fill(
        `某校高一、高二、高三分别有学生 ${sizes.join('、')} 人，用分层随机抽样的方法（按比例分配）抽取容量为 ${n} 的样本，则应从${names[which]}抽取 ____ 人。`,
        [parts[which]!],
        [
          `总人数 ${sizes.join(' + ')} = ${total}，抽样比为 ${n}/${total} = 1/${k}。`,
          `${names[which]}应抽取 ${sizes[which]} × 1/${k} = ${parts[which]}（人）。`,
        ],
      );
    },
  },
  'm10-stratified-mean': {
    title: '分层随机抽样的样本平均数',
    generate(rng) {
      const m = rng.int(2, 12) * 5;
      const n = rng.int(2, 12) * 5;
      const a = rng.int(150, 175);
      const b = rng.int(150, 175);
      const overall = frac(m * a + n * b, m + n);
      return fill(
        `用分层随机抽样调查身高：男生样本 ${m} 人，平均身高 ${a} cm；女生样本 ${n} 人，平均身高 ${b} cm。则样本的平均身高为 ____ cm。`,
        numberAnswers(overall),
        [
          `总样本的平均数 = (m·x̄ + n·ȳ)/(m + n)，不是两个平均数的简单平均。`,
          `(${m} × ${a} + ${n} × ${b})/(${m} + ${n}) = ${m * a + n * b}/${m + n} = ${num(overall)}（cm）。`,
        ],
      );
    },
  },
  'm10-histogram-missing': {
    title: '频率分布直方图：求未知的高度',
    generate(rng) {
      const width = rng.pick([5, 10, 20]);
      // five groups' frequencies in hundredths (sum 100); heights = frequency ÷ 组距
      const counts = [rng.int(2, 10), rng.int(10, 30), rng.int(15, 35), rng.int(10, 25)];
      const last = 100 - counts.reduce((s, v) => s + v, 0);
      const all = [...counts, last];
      const missing = rng.int(0, 4);
      const heights = all.map((c) => frac(c, 100 * width));
      const start = rng.pick([40, 50, 60]);
      const groups = all.map((_, i) => `[${start + i * width}, ${start + (i + 1) * width})`);
      const shown = heights.map((h, i) => `${groups[i]} 组 ${i === missing ? 'a' : decimalText(h)}`);
      return fill(
        `某次测试成绩的频率分布直方图中，组距为 ${width}，各组（频率/组距）的值依次为：${shown.join('，')}。则 a = ____。`,
        decimalFirst(heights[missing]!),
        [
          `各小矩形的面积（频率/组距 × 组距）之和为 1，即各组高度之和为 1/${width} = ${decimalText(frac(1, width))}。`,
          `a = ${decimalText(frac(1, width))} − (${heights
            .filter((_, i) => i !== missing)
            .map((h) => decimalText(h))
            .join(' + ')}) = ${decimalText(heights[missing]!)}。`,
        ],
      );
    },
  },
  'm10-percentile': {
    title: '总体百分位数的估计',
    generate(rng) {
      const n = rng.int(8, 12);
      const values = data(rng, n, 50, 99);
      const p = rng.pick([10, 20, 25, 30, 40, 50, 60, 70, 75, 80, 90]);
      const sorted = [...values].sort((x, y) => x - y);
      const position = frac(n * p, 100);
      const i = Number(position.ceil().valueOf());
      const integer = position.d === 1n;
      const answer = integer ? frac(sorted[i - 1]! + sorted[i]!, 2) : frac(sorted[i - 1]!);
      return fill(`一组数据：${list(values)}。这组数据的第 ${p} 百分位数是 ____。`, numberAnswers(answer), [
        `先从小到大排列：${list(sorted)}，共 ${n} 个数。`,
        `计算 i = ${n} × ${p}% = ${num(position)}，${
          integer
            ? `是整数，取第 ${i} 项与第 ${i + 1} 项的平均数：(${sorted[i - 1]} + ${sorted[i]})/2 = ${num(answer)}。`
            : `不是整数，取第 ${i} 项：${num(answer)}。`
        }`,
      ]);
    },
  },
  'm10-mean-median': {
    title: '平均数与中位数',
    generate(rng) {
      const n = rng.int(6, 10);
      const values = data(rng, n, 1, 30);
      const sorted = [...values].sort((x, y) => x - y);
      const ask = rng.pick(['平均数', '中位数'] as const);
      const median = n % 2 === 1 ? frac(sorted[(n - 1) / 2]!) : frac(sorted[n / 2 - 1]! + sorted[n / 2]!, 2);
      const average = mean(values);
      const answer = ask === '平均数' ? average : median;
      return fill(
        `样本数据为：${list(values)}。这组数据的${ask}是 ____。`,
        numberAnswers(answer),
        ask === '平均数'
          ? [
              `平均数 = 数据之和 ÷ 个数。`,
              `(${values.join(' + ')}) ÷ ${n} = ${values.reduce((s, v) => s + v, 0)} ÷ ${n} = ${num(average)}。`,
            ]
          : [
              `先排序：${list(sorted)}，共 ${n} 个数。`,
              n % 2 === 1
                ? `个数是奇数，中位数是正中间的第 ${(n + 1) / 2} 个数 ${num(median)}。`
                : `个数是偶数，中位数是中间两个数的平均数：(${sorted[n / 2 - 1]} + ${sorted[n / 2]})/2 = ${num(median)}。`,
            ],
      );
    },
  },
  'm10-variance': {
    title: '方差与标准差',
    generate(rng) {
      const n = rng.pick([4, 5, 6]);
      const center = rng.int(5, 20);
      const offsets = data(rng, n - 1, -4, 4);
      offsets.push(-offsets.reduce((s, v) => s + v, 0));
      if (Math.abs(offsets[n - 1]!) > 9) offsets[n - 1] = 0;
      const values = offsets.map((d) => center + d);
      const average = mean(values);
      const variance = values.reduce((s, v) => s.add(average.sub(v).pow(2)), new Fraction(0)).div(n);
      return fill(`样本数据为：${list(values)}。这组数据的方差 s² = ____。`, numberAnswers(variance), [
        `平均数 x̄ = ${values.reduce((s, v) => s + v, 0)} ÷ ${n} = ${num(average)}。`,
        `s² = (1/${n})[${values.map((v) => `(${v} − ${num(average)})²`).join(' + ')}] = ${num(variance)}。`,
      ]);
    },
  },
  'm10-combined-variance': {
    title: '统计案例：两层样本合在一起的平均数与方差',
    generate(rng) {
      const m = rng.int(1, 6) * 10;
      const n = rng.int(1, 6) * 10;
      const a = rng.int(20, 30);
      const b = rng.int(20, 30);
      const s1 = rng.int(1, 9);
      const s2 = rng.int(1, 9);
      const overall = frac(m * a + n * b, m + n);
      const variance = frac(m, m + n)
        .mul(overall.sub(a).pow(2).add(s1))
        .add(frac(n, m + n).mul(overall.sub(b).pow(2).add(s2)));
      return fill(
        `某公司调查员工的 BMI：男员工样本 ${m} 人，平均数 ${a}，方差 ${s1}；女员工样本 ${n} 人，平均数 ${b}，方差 ${s2}。则全部样本的方差为 ____。`,
        numberAnswers(variance),
        [
          `总平均数 x̄ = (${m} × ${a} + ${n} × ${b})/${m + n} = ${num(overall)}。`,
          `总方差 s² = (${m}/${m + n})[${s1} + (${a} − ${num(overall)})²] + (${n}/${m + n})[${s2} + (${b} − ${num(overall)})²] = ${num(variance)}。`,
        ],
      );
    },
  },
};
