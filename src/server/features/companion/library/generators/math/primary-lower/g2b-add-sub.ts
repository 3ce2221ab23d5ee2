import { type GeneratorSet, fill, single } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';
import { askResult, at, expr, gen, names } from './shared.ts';

/** 二年级下册 · 万以内的加法和减法: 加法, 减法, 加减法各部分间的关系, 估算, 数独游戏; 数学连环画. */

const placeNames = ['个位', '十位', '百位', '千位'];
const digitsOf = (n: number) => String(n).split('').reverse().map(Number);

/** Column addition, place by place, with every carry said. */
function columnAdd(a: number, b: number): string[] {
  const [da, db] = [digitsOf(a), digitsOf(b)];
  const steps: string[] = ['相同数位对齐，从个位加起。'];
  let carry = 0;
  for (let i = 0; i < Math.max(da.length, db.length); i++) {
    const sum = (da[i] ?? 0) + (db[i] ?? 0) + carry;
    const shown = carry ? expr(da[i] ?? 0, '+', db[i] ?? 0, '+', carry) : expr(da[i] ?? 0, '+', db[i] ?? 0);
    steps.push(`${placeNames[i] ?? ''}：${shown} = ${sum}${sum >= 10 ? `，写 ${sum % 10}，向前一位进 1` : ''}。`);
    carry = sum >= 10 ? 1 : 0;
  }
  if (carry) steps.push(`最后进上来的 1 写在${placeNames[Math.max(da.length, db.length)] ?? ''}。`);
  steps.push(`所以 ${expr(a, '+', b)} = ${a + b}。`);
  return steps;
}

/** Column subtraction, place by place, with every borrow said (also across a 0). */
function columnSub(a: number, b: number): string[] {
  const [da, db] = [digitsOf(a), digitsOf(b)];
  const steps: string[] = ['相同数位对齐，从个位减起。'];
  let borrow = 0;
  for (let i = 0; i < da.length; i++) {
    const digit = da[i] ?? 0;
    const bottom = db[i] ?? 0;
    const top = digit - borrow;
    const place = placeNames[i] ?? '';
    if (i >= db.length && top >= 0) {
      steps.push(`${place}：${borrow ? `${digit} 被退走 1 还剩 ${top}，` : ''}没有要减的，写 ${top}。`);
      borrow = 0;
      continue;
    }
    const lent = top < bottom;
    if (lent && borrow && digit === 0) {
      steps.push(`${place}：是 0，不够退，先从前一位退 1 当作 10，被退走 1 后还剩 9，${expr(9, '-', bottom)} = ${9 - bottom}。`);
    } else {
      const note = borrow ? `${digit} 被退走 1 还剩 ${top}，` : '';
      steps.push(
        `${place}：${note}${lent ? `${top} 不够减 ${bottom}，向前一位退 1，${expr(top + 10, '-', bottom)} = ${top + 10 - bottom}` : `${expr(top, '-', bottom)} = ${top - bottom}`}。`,
      );
    }
    borrow = lent ? 1 : 0;
  }
  steps.push(`所以 ${expr(a, '-', b)} = ${a - b}，验算：${expr(a - b, '+', b)} = ${a}。`);
  return steps;
}

const add = gen('万以内的加法（三位数加三位数）', (rng) => {
  const a = rng.int(101, 899);
  const b = rng.int(101, 999 - a > 101 ? 999 - a : 101);
  const sum = a + b;
  return askResult(rng, expr(a, '+', b), sum, [sum - 10, sum - 100, sum + 10, sum + 1], columnAdd(a, b));
});

/** A subtraction; half of them from a number with a 0 in the middle (503 − 267). */
function subPair(rng: Rng): [number, number] {
  const a = rng.chance(0.4) ? rng.int(2, 9) * 100 + rng.int(0, 9) : rng.int(200, 999);
  return [a, rng.int(100, a - 10)];
}

const sub = gen('万以内的减法（三位数减三位数）', (rng) => {
  const [a, b] = subPair(rng);
  const d = a - b;
  return askResult(rng, expr(a, '-', b), d, [d + 10, d + 100, d - 10, d + 1], columnSub(a, b));
});

/** Unknown addend, subtrahend or minuend, and how a subtraction is checked. */
const relation = gen('加、减法各部分间的关系', (rng) => {
  const a = rng.int(120, 900);
  const b = rng.int(100, a - 10);
  const c = a - b;
  switch (rng.int(0, 3)) {
    case 0:
      return fill(`____ + ${b} = ${a}`, [c], [`一个加数 = 和 − 另一个加数。`, `${expr(a, '-', b)} = ${c}。`]);
    case 1:
      return fill(`${a} − ____ = ${c}`, [b], [`减数 = 被减数 − 差。`, `${expr(a, '-', c)} = ${b}。`]);
    case 2:
      return fill(`____ − ${b} = ${c}`, [a], [`被减数 = 差 + 减数。`, `${expr(c, '+', b)} = ${a}。`]);
    default:
      return single(
        rng,
        `验算 ${expr(a, '-', b)} = ${c} 是否正确，可以算（\u3000）。`,
        expr(c, '+', b),
        [c >= b ? expr(c, '-', b) : expr(b, '-', c), expr(a, '+', b), expr(a, '+', c)],
        [`差 + 减数 = 被减数。`, `算 ${expr(c, '+', b)}，看是不是等于 ${a}。`],
      );
  }
});

/** A number whose last two digits are not near 50, so its nearest hundred is clear. */
function clearHundreds(rng: Rng): number {
  return rng.int(1, 8) * 100 + rng.pick([rng.int(1, 30), rng.int(70, 99)]);
}

const estimate = gen('估算', (rng) => {
  const a = clearHundreds(rng);
  const b = clearHundreds(rng);
  const plus = a + b < 1000 || rng.chance(0.5);
  const [x, y] = plus ? [a, b] : [Math.max(a, b), Math.min(a, b)];
  const near = (n: number) => Math.round(n / 100) * 100;
  const value = plus ? near(x) + near(y) : near(x) - near(y);
  return fill(
    `估一估：${plus ? expr(x, '+', y) : expr(x, '-', y)} 的${plus ? '和' : '差'}大约是____。（把每个数看作最接近的整百数）`,
    [value],
    [
      `${x} 看作 ${near(x)}，${y} 看作 ${near(y)}。`,
      `${plus ? expr(near(x), '+', near(y)) : expr(near(x), '-', near(y))} = ${value}，所以大约是 ${value}。`,
    ],
  );
});

/** A 4×4 数独: a solved grid shuffled from a base, some cells hidden; one asked cell is forced by what is shown. */
const sudoku = gen('数独游戏', (rng) => {
  const base = [
    [1, 2, 3, 4],
    [3, 4, 1, 2],
    [2, 1, 4, 3],
    [4, 3, 2, 1],
  ];
  const symbols = rng.shuffle([1, 2, 3, 4]);
  const order = () =>
    (rng.chance(0.5) ? [0, 1] : [1, 0]).flatMap((band) => (rng.chance(0.5) ? [2 * band, 2 * band + 1] : [2 * band + 1, 2 * band]));
  const [rowOrder, cols] = [order(), order()];
  const grid = rowOrder.map((r) => cols.map((c) => at(symbols, at(at(base, r), c) - 1)));
  const row = rng.int(0, 3);
  const col = rng.int(0, 3);
  const answer = at(at(grid, row), col);
  const hidden = new Set([`${row},${col}`]);
  for (const [r, c] of rng.shuffle([...Array(16).keys()].map((k) => [Math.floor(k / 4), k % 4] as const))) {
    if (hidden.size >= 6) break;
    const key = `${r},${c}`;
    if (hidden.has(key)) continue;
    hidden.add(key);
    const seen = new Set<number>();
    for (let k = 0; k < 4; k++) {
      if (!hidden.has(`${row},${k}`)) seen.add(at(at(grid, row), k));
      if (!hidden.has(`${k},${col}`)) seen.add(at(at(grid, k), col));
    }
    const [br, bc] = [row - (row % 2), col - (col % 2)];
    for (const [dr, dc] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ] as const)
      if (!hidden.has(`${br + dr},${bc + dc}`)) seen.add(at(at(grid, br + dr), bc + dc));
    if (seen.size < 3) hidden.delete(key);
  }
  const shownIn = (cell: (k: number) => [number, number]) =>
    [0, 1, 2, 3]
      .map(cell)
      .filter(([r, c]) => !hidden.has(`${r},${c}`))
      .map(([r, c]) => at(at(grid, r), c))
      .join('、') || '没有';
  const lines = grid.map(
    (cells, r) =>
      `第${r + 1}行：${cells.map((v, c) => (r === row && c === col ? '？' : hidden.has(`${r},${c}`) ? '□' : String(v))).join(' ')}`,
  );
  return fill(
    `4×4 数独：每行、每列、每个粗线围成的 2×2 小宫里，1、2、3、4 都正好出现一次。${lines.join('；')}。“？”处应填____。`,
    [answer],
    [
      `“？”在第${row + 1}行第${col + 1}列。这一行已有：${shownIn((k) => [row, k])}；这一列已有：${shownIn((k) => [k, col])}；它的小宫里已有：${shownIn((k) => [row - (row % 2) + Math.floor(k / 2), col - (col % 2) + (k % 2)])}。`,
      `1、2、3、4 中只有 ${answer} 还没有出现，所以填 ${answer}。`,
    ],
  );
});

/** 数学连环画: a story in three pictures, with the sums between them. */
const comic = gen('数学连环画', (rng) => {
  const name = rng.pick(['小熊', '小兔', '小猴', '小松鼠']);
  const shop = rng.pick([
    { item: '面包', word: '个', made: '又烤了' },
    { item: '气球', word: '个', made: '又吹了' },
    { item: '风车', word: '个', made: '又做了' },
  ]);
  const start = rng.int(120, 500);
  const sold = rng.int(30, start - 20);
  const more = rng.int(20, 300);
  const left = start - sold + more;
  const reader = rng.pick(names);
  return fill(
    `${reader}画了一组数学连环画。第一幅：${name}的店里有 ${start} ${shop.word}${shop.item}。第二幅：上午卖出了 ${sold} ${shop.word}。第三幅：下午${shop.made} ${more} ${shop.word}。现在店里有____${shop.word}${shop.item}。`,
    [left],
    [
      `先算上午卖出后还剩多少：${expr(start, '-', sold)} = ${start - sold}（${shop.word}）。`,
      `再加上下午${shop.made.slice(1, 2)}的：${expr(start - sold, '+', more)} = ${left}（${shop.word}）。`,
    ],
  );
});

export const g2bAddSubGenerators: GeneratorSet = {
  'm2-add-10000': add,
  'm2-sub-10000': sub,
  'm2-add-sub-relation': relation,
  'm2-estimate': estimate,
  'm2-sudoku': sudoku,
  'm2-comic-story': comic,
};
