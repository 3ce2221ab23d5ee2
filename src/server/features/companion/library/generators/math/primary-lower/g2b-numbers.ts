import { type GeneratorSet, fill, single } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';
import { askResult, askSign, chineseNumber, expr, gen } from './shared.ts';

/** 二年级下册 · 万以内数的认识: 1000以内、10000以内数的组成和读写, 比较大小, 近似数, 整百整千数的加减. */

const places = ['千', '百', '十', '个'] as const;

/** '3 个千、5 个十和 2 个一' for 3052 (places with 0 left out). */
function composition(n: number): string {
  const digits = String(n).padStart(4, '0').split('').map(Number);
  const parts = digits.flatMap((d, i) => (d === 0 ? [] : [`${d} 个${places[i] === '个' ? '一' : places[i]}`]));
  return parts.length === 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join('、')}和 ${parts.at(-1) ?? ''}`;
}

function numberWithZeros(rng: Rng, min: number, max: number): number {
  const n = rng.int(min, max);
  if (!rng.chance(0.5)) return n;
  const digits = String(n).split('').map(Number);
  const i = rng.int(1, digits.length - 1);
  digits[i] = 0;
  return Number(digits.join(''));
}

function composeNumbers(min: number, max: number, title: string) {
  return gen(title, (rng) => {
    const n = numberWithZeros(rng, min, max);
    const form = rng.int(0, 3);
    const said = composition(n);
    if (form === 0) return fill(`${said}组成的数是____。`, [n], [`按数位写：${said}，没有的数位写 0。`, `这个数是 ${n}。`]);
    if (form === 1) {
      const big = n >= 1000 ? '千' : '百';
      const value = Math.floor(n / (big === '千' ? 1000 : 100));
      return fill(`${n} 里面有____个${big}。`, [value], [`${n} 的${big}位上是 ${value}。`, `所以有 ${value} 个${big}。`]);
    }
    if (form === 2)
      return fill(`${chineseNumber(n)}写作____。`, [n], [`从高位写起，${said}。`, `中间或末尾一个单位也没有的数位写 0，写作 ${n}。`]);
    return fill(
      `${n} 读作____。`,
      [chineseNumber(n)],
      [`从高位读起；中间有一个或两个 0 只读一个“零”，末尾的 0 不读。`, `${n} 读作“${chineseNumber(n)}”。`],
    );
  });
}

const countBy = gen('一百一百、一千一千地数', (rng) => {
  const by = rng.pick([100, 1000, 10]);
  const start = by === 1000 ? rng.int(1, 6) * 1000 : by === 100 ? rng.int(1, 60) * 100 : rng.int(90, 990) * 10;
  const seq = [0, 1, 2, 3].map((k) => start + k * by);
  const gap = rng.int(1, 3);
  const words = { 10: '十个十个地', 100: '一百一百地', 1000: '一千一千地' }[by];
  return fill(
    `${words}数：${seq.map((n, k) => (k === gap ? '____' : String(n))).join('、')}`,
    [seq[gap] ?? 0],
    [`每次多 ${by}。`, `${seq[gap - 1] ?? 0} 再数 ${by} 是 ${seq[gap] ?? 0}。`],
  );
});

const compare = gen('万以内数的大小比较', (rng) => {
  const form = rng.int(0, 2);
  if (form === 0) {
    const a = rng.int(100, 9999);
    const b = rng.chance(0.5) ? a + rng.pick([-100, -10, -1, 1, 10, 100, 900]) : rng.int(100, 9999);
    return askSign({ shown: String(a), value: a }, { shown: String(b), value: b }, [
      `位数多的数大；位数相同，从最高位比起，一位一位往下比。`,
    ]);
  }
  if (form === 1) {
    const base = rng.int(1000, 8999);
    const list = rng.shuffle([base, base + 1000 - 1, base + 90, base + 9]).map((n) => (n > 9999 ? n - 1000 : n));
    const unique = [...new Set(list)];
    const biggest = rng.chance(0.5);
    const answer = biggest ? Math.max(...unique) : Math.min(...unique);
    return single(
      rng,
      `下面的数中，${biggest ? '最大' : '最小'}的是（\u3000）。`,
      answer,
      [...unique, ...(biggest ? [answer - 1, answer - 10] : [answer + 1, answer + 10])],
      [
        `都是四位数，先比千位，千位相同再比百位……`,
        `按从小到大排：${[...unique].sort((p, q) => p - q).join(' < ')}，所以${biggest ? '最大' : '最小'}的是 ${answer}。`,
      ],
    );
  }
  const digits = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4);
  const biggest = rng.chance(0.5);
  const sorted = [...digits].sort((p, q) => (biggest ? q - p : p - q));
  if (!biggest && sorted[0] === 0) {
    const firstNonZero = sorted.findIndex((d) => d !== 0);
    [sorted[0], sorted[firstNonZero]] = [sorted[firstNonZero] ?? 0, 0];
  }
  const answer = Number(sorted.join(''));
  return fill(
    `用 ${digits.join('、')} 这四张数字卡片各一次，组成${biggest ? '最大' : '最小'}的四位数是____。`,
    [answer],
    [biggest ? '要最大，把大的数字放在高位，按从大到小排。' : '要最小，把小的数字放在高位，但 0 不能放在千位。', `组成 ${answer}。`],
  );
});

/** 近似数: the nearest whole hundred or thousand (never half-way). */
const approx = gen('近似数', (rng) => {
  const thousands = rng.chance(0.5);
  const unit = thousands ? 1000 : 100;
  const base = thousands ? rng.int(1, 9) : rng.int(2, 99);
  const offset = rng.pick([-1, 1]) * rng.int(1, thousands ? 300 : 30);
  const n = base * unit + offset;
  const nearest = Math.round(n / unit) * unit;
  if (rng.chance(0.5)) {
    return fill(
      `${n} 接近哪个整${thousands ? '千' : '百'}数？${n} ≈ ____`,
      [nearest],
      [`${n} 在 ${Math.floor(n / unit) * unit} 和 ${Math.ceil(n / unit) * unit} 之间。`, `它离 ${nearest} 更近，所以 ${n} ≈ ${nearest}。`],
    );
  }
  return single(
    rng,
    `下面的数中，最接近 ${nearest} 的是（\u3000）。`,
    n,
    [n + (offset > 0 ? 1 : -1) * (unit / 2 - 1) * 1, nearest + unit / 2 + 1, nearest - unit / 2 - 1, nearest + unit + offset].filter(
      (x) => x > 0 && Math.abs(x - nearest) > Math.abs(n - nearest),
    ),
    [`看每个数和 ${nearest} 相差多少。`, `${n} 和 ${nearest} 只差 ${Math.abs(n - nearest)}，相差最少。`],
  );
});

const roundAddSub = gen('整百、整千数的加减法', (rng) => {
  const thousands = rng.chance(0.5);
  const unit = thousands ? 1000 : 100;
  const name = thousands ? '千' : '百';
  const plus = rng.chance(0.5);
  const x = plus ? rng.int(1, 8) : rng.int(2, 9);
  const y = plus ? rng.int(1, 9 - x) : rng.int(1, x - 1);
  const value = plus ? (x + y) * unit : (x - y) * unit;
  return askResult(
    rng,
    plus ? expr(x * unit, '+', y * unit) : expr(x * unit, '-', y * unit),
    value,
    [plus ? x + y : x - y, value + unit, value - unit],
    [
      `${x * unit} 是 ${x} 个${name}，${y * unit} 是 ${y} 个${name}。`,
      `${x} 个${name}${plus ? '加' : '减'} ${y} 个${name}是 ${plus ? x + y : x - y} 个${name}，就是 ${value}。`,
    ],
  );
});

export const g2bNumberGenerators: GeneratorSet = {
  'm2-numbers-1000': composeNumbers(101, 999, '1000以内数的认识'),
  'm2-numbers-10000': composeNumbers(1001, 9999, '10000以内数的认识'),
  'm2-count-by-10000': countBy,
  'm2-compare-10000': compare,
  'm2-approx': approx,
  'm2-round-add-sub': roundAddSub,
};
