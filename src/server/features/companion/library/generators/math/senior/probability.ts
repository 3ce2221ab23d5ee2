import { fill, type GeneratorSet, single } from '../../exercise.ts';
import { decimalText, type Fraction, frac } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { num, numberAnswers } from './util.ts';

/** 必修第二册 第十章 概率: 样本空间, 事件的关系, 古典概型, 概率的性质, 独立性, 频率与随机模拟. */

/** A probability with a terminating decimal as a decimal: 0.35. */
const dec = (value: Fraction) => decimalText(value);
const choose2 = (n: number) => (n * (n - 1)) / 2;
const percent = (rng: Rng, low: number, high: number) => frac(rng.int(low, high), 10);

/** Events of rolling one die, as a description and its outcomes. */
function dieEvent(rng: Rng): { text: string; set: number[] } {
  const k = rng.int(1, 5);
  const faces = [1, 2, 3, 4, 5, 6];
  return rng.pick([
    { text: '点数为奇数', set: [1, 3, 5] },
    { text: '点数为偶数', set: [2, 4, 6] },
    { text: `点数不超过 ${k}`, set: faces.filter((f) => f <= k) },
    { text: `点数大于 ${k}`, set: faces.filter((f) => f > k) },
    { text: `点数小于 ${k + 1}`, set: faces.filter((f) => f < k + 1) },
    { text: `点数至少为 ${k + 1}`, set: faces.filter((f) => f >= k + 1) },
    { text: '点数是 3 的倍数', set: [3, 6] },
  ]);
}

const relations = ['互斥但不对立', '对立', '不互斥'] as const;

/** A decimal answer shown first (the data are decimals), the fraction also accepted. */
const decimalFirst = (value: Fraction) => [...numberAnswers(value)].reverse();

export const probabilityGenerators: GeneratorSet = {
  'm10-sample-space-count': {
    title: '有限样本空间：样本点的个数',
    generate(rng) {
      const kind = rng.int(0, 3);
      if (kind === 0) {
        const k = rng.int(2, 5);
        return fill(
          `把一枚硬币连续抛掷 ${k} 次，观察每次正面还是反面朝上，样本空间中共有 ____ 个样本点。`,
          [2 ** k],
          [`每次有“正”“反”两种结果，结果按次序记录。`, `样本点个数 = 2^${k} = ${2 ** k}。`],
        );
      }
      const n = rng.int(3, 9);
      if (kind === 1)
        return fill(
          `袋中有 ${n} 个编号不同的球，从中一次取出 2 个（不计顺序），样本空间中共有 ____ 个样本点。`,
          [choose2(n)],
          [`一次取 2 个不计顺序，每个样本点是一对编号。`, `共有 ${n} × ${n - 1} ÷ 2 = ${choose2(n)} 个样本点。`],
        );
      if (kind === 2)
        return fill(
          `袋中有 ${n} 个编号不同的球，先后不放回地取 2 次，每次取 1 个（记顺序），样本空间中共有 ____ 个样本点。`,
          [n * (n - 1)],
          [`第一次有 ${n} 种取法，第二次还剩 ${n - 1} 种，且要记顺序。`, `共有 ${n} × ${n - 1} = ${n * (n - 1)} 个样本点。`],
        );
      return fill(
        `袋中有 ${n} 个编号不同的球，有放回地先后取 2 次，每次取 1 个（记顺序），样本空间中共有 ____ 个样本点。`,
        [n * n],
        [`有放回，每次都有 ${n} 种取法。`, `共有 ${n} × ${n} = ${n * n} 个样本点。`],
      );
    },
  },
  'm10-event-relation': {
    title: '事件的关系：互斥与对立',
    generate(rng) {
      let a = dieEvent(rng);
      let b = dieEvent(rng);
      while (a.set.join() === b.set.join()) [a, b] = [dieEvent(rng), dieEvent(rng)];
      const common = a.set.filter((x) => b.set.includes(x));
      const union = new Set([...a.set, ...b.set]);
      const right = common.length > 0 ? relations[2] : union.size === 6 ? relations[1] : relations[0];
      return single(
        rng,
        `抛掷一枚质地均匀的骰子，事件 A：“${a.text}”，事件 B：“${b.text}”。A 与 B 的关系是（\u3000）。`,
        right,
        [...relations, '相等'],
        [
          `A = {${a.set.join(', ')}}，B = {${b.set.join(', ')}}，A ∩ B = ${common.length ? `{${common.join(', ')}}` : '∅'}，A ∪ B 有 ${union.size} 个样本点。`,
          common.length > 0
            ? '两事件可以同时发生，不互斥。'
            : union.size === 6
              ? 'A ∩ B = ∅ 且 A ∪ B 是整个样本空间，A 与 B 对立。'
              : 'A ∩ B = ∅，互斥；但 A ∪ B 不是整个样本空间，不对立。',
        ],
      );
    },
  },
  'm10-classical-dice': {
    title: '古典概型：两枚骰子的点数和',
    generate(rng) {
      const s = rng.int(2, 12);
      const atLeast = rng.chance(0.4);
      let count = 0;
      for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (atLeast ? x + y >= s : x + y === s) count++;
      const p = frac(count, 36);
      return fill(`同时抛掷两枚质地均匀的骰子，点数之和${atLeast ? `不小于 ${s}` : `等于 ${s}`}的概率是 ____。`, numberAnswers(p), [
        `样本空间有 6 × 6 = 36 个等可能的样本点（第一枚、第二枚的点数）。`,
        `点数之和${atLeast ? `不小于 ${s}` : `等于 ${s}`}的有 ${count} 个，概率 = ${count}/36 = ${num(p)}。`,
      ]);
    },
  },
  'm10-classical-balls': {
    title: '古典概型：从袋中取球',
    generate(rng) {
      const red = rng.int(2, 6);
      const white = rng.int(1, 5);
      const total = red + white;
      const ask = rng.pick(['都是红球', '恰好一红一白', '至少有一个白球'] as const);
      const all = choose2(total);
      const count = ask === '都是红球' ? choose2(red) : ask === '恰好一红一白' ? red * white : all - choose2(red);
      const p = frac(count, all);
      return fill(
        `袋中有 ${red} 个红球、${white} 个白球，这些球除颜色外完全相同。从中一次随机摸出 2 个球，${ask}的概率是 ____。`,
        numberAnswers(p),
        [
          `从 ${total} 个球中取 2 个，共 ${total} × ${total - 1} ÷ 2 = ${all} 种等可能的结果。`,
          ask === '都是红球'
            ? `都是红球：${red} × ${red - 1} ÷ 2 = ${count} 种，概率 ${count}/${all} = ${num(p)}。`
            : ask === '恰好一红一白'
              ? `一红一白：${red} × ${white} = ${count} 种，概率 ${count}/${all} = ${num(p)}。`
              : `对立事件“都是红球”有 ${choose2(red)} 种，所求 = 1 − ${choose2(red)}/${all} = ${num(p)}。`,
        ],
      );
    },
  },
  'm10-probability-union': {
    title: '概率的基本性质：和事件与对立事件',
    generate(rng) {
      const pa = percent(rng, 1, 6);
      const pb = percent(rng, 1, 9 - Number(pa.mul(10).valueOf()));
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const both = frac(rng.int(0, Math.min(Number(pa.mul(10).valueOf()), Number(pb.mul(10).valueOf()))), 10);
        const union = pa.add(pb).sub(both);
        return fill(`已知 P(A) = ${dec(pa)}，P(B) = ${dec(pb)}，P(AB) = ${dec(both)}，则 P(A ∪ B) = ____。`, decimalFirst(union), [
          `一般的加法公式：P(A ∪ B) = P(A) + P(B) − P(A ∩ B)。`,
          `${dec(pa)} + ${dec(pb)} − ${dec(both)} = ${dec(union)}。`,
        ]);
      }
      if (kind === 1)
        return fill(`事件 A 与 B 互斥，P(A) = ${dec(pa)}，P(B) = ${dec(pb)}，则 P(A ∪ B) = ____。`, decimalFirst(pa.add(pb)), [
          `互斥事件 A ∩ B = ∅，P(A ∪ B) = P(A) + P(B)。`,
          `${dec(pa)} + ${dec(pb)} = ${dec(pa.add(pb))}。`,
        ]);
      return fill(
        `事件 A 与 B 互斥，P(A) = ${dec(pa)}，P(B) = ${dec(pb)}，则 A、B 都不发生的概率是 ____。`,
        decimalFirst(frac(1).sub(pa).sub(pb)),
        [
          `“A、B 都不发生”是 A ∪ B 的对立事件；互斥时 P(A ∪ B) = ${dec(pa)} + ${dec(pb)} = ${dec(pa.add(pb))}。`,
          `所求 = 1 − ${dec(pa.add(pb))} = ${dec(frac(1).sub(pa).sub(pb))}。`,
        ],
      );
    },
  },
  'm10-independent-events': {
    title: '事件的相互独立性',
    generate(rng) {
      const p = percent(rng, 1, 9);
      const q = percent(rng, 1, 9);
      const ask = rng.pick(['两人都击中', '至少有一人击中', '恰好有一人击中'] as const);
      const [np, nq] = [frac(1).sub(p), frac(1).sub(q)];
      const answer = ask === '两人都击中' ? p.mul(q) : ask === '至少有一人击中' ? frac(1).sub(np.mul(nq)) : p.mul(nq).add(np.mul(q));
      return fill(
        `甲、乙两人各射击一次，击中目标的概率分别是 ${dec(p)} 和 ${dec(q)}，两人是否击中互不影响。则${ask}的概率是 ____。`,
        decimalFirst(answer),
        [
          `“甲击中”与“乙击中”相互独立，所以它们的对立事件也相互独立，P(AB) = P(A)P(B)。`,
          ask === '两人都击中'
            ? `P = ${dec(p)} × ${dec(q)} = ${dec(answer)}。`
            : ask === '至少有一人击中'
              ? `P = 1 − (1 − ${dec(p)})(1 − ${dec(q)}) = 1 − ${dec(np)} × ${dec(nq)} = ${dec(answer)}。`
              : `P = ${dec(p)} × ${dec(nq)} + ${dec(np)} × ${dec(q)} = ${dec(answer)}。`,
        ],
      );
    },
  },
  'm10-frequency-estimate': {
    title: '频率的稳定性：用频率估计概率',
    generate(rng) {
      const n = rng.pick([200, 400, 500, 1000, 2000]);
      const rate = frac(rng.int(5, 95), 100);
      const m = Number(rate.mul(n).valueOf());
      const lot = rng.int(2, 20) * 1000;
      const estimate = Number(rate.mul(lot).valueOf());
      return fill(
        `某种种子做发芽试验，抽取 ${n} 粒，发芽 ${m} 粒。用频率估计概率，播下 ${lot} 粒这种种子，估计约有 ____ 粒发芽。`,
        [estimate],
        [`发芽的频率 = ${m}/${n} = ${num(rate)}，试验次数较多时用它估计发芽的概率。`, `${lot} × ${num(rate)} = ${estimate}（粒）。`],
      );
    },
  },
  'm10-random-simulation': {
    title: '随机模拟：用随机数估计概率',
    generate(rng) {
      const hits = rng.int(3, 7);
      const groups = Array.from({ length: 20 }, () => Array.from({ length: 3 }, () => rng.int(0, 9)).join(''));
      const hitDigits = Array.from({ length: hits }, (_, i) => i);
      const exactly = rng.int(1, 3);
      const good = groups.filter((g) => [...g].filter((d) => Number(d) < hits).length === exactly);
      const p = frac(good.length, 20);
      return fill(
        `某运动员每次投篮命中的概率约为 ${hits * 10}%。用计算机产生 0 到 9 之间的随机整数，用 ${hitDigits.join('、')} 表示命中，其余表示未命中；以每 3 个数为一组代表 3 次投篮，产生 20 组：${groups.join(' ')}。据此估计 3 次投篮恰有 ${exactly} 次命中的概率为 ____。`,
        decimalFirst(p),
        [
          `逐组数出 0–${hits - 1} 的个数，恰好为 ${exactly} 的组有：${good.length ? good.join(' ') : '没有'}，共 ${good.length} 组。`,
          `估计概率 = ${good.length}/20 = ${dec(p)}。`,
        ],
      );
    },
  },
};
