import { fill, multiple, single, type GeneratorSet } from '../../exercise.ts';
import { blank, gen, names } from './common.ts';

/** 五年级上册 2 位置 and 4 可能性. */

const colours = ['红', '黄', '蓝', '绿', '白'] as const;

export const positionPossibilityGenerators: GeneratorSet = {
  'm5-number-pair-read': gen('用数对确定位置', (rng) => {
    const name = rng.pick(names);
    const column = rng.int(1, 9);
    const row = rng.int(1, 8);
    return fill(
      `教室里，${name}的座位在第 ${column} 列第 ${row} 行，用数对表示是 ${blank}。`,
      [`(${column},${row})`],
      ['用数对表示位置时，先写列，再写行，中间用逗号隔开，外面加小括号。', `第 ${column} 列第 ${row} 行写作 (${column},${row})。`],
    );
  }),
  'm5-number-pair-move': gen('数对（平移后的位置）', (rng) => {
    const x = rng.int(1, 9);
    const y = rng.int(1, 9);
    const moves = [
      { word: '向右', dx: 1, dy: 0 },
      { word: '向左', dx: -1, dy: 0 },
      { word: '向上', dx: 0, dy: 1 },
      { word: '向下', dx: 0, dy: -1 },
    ].filter((m) => (m.dx >= 0 || x >= 2) && (m.dy >= 0 || y >= 2));
    const move = rng.pick(moves);
    const limit = move.dx < 0 ? x - 1 : move.dy < 0 ? y - 1 : 5;
    const k = rng.int(1, Math.max(1, limit));
    const nx = x + move.dx * k;
    const ny = y + move.dy * k;
    return fill(
      `在方格图上，点 A 的位置是 (${x},${y})。把点 A ${move.word}平移 ${k} 格，得到的点用数对表示是 ${blank}。`,
      [`(${nx},${ny})`],
      [
        `${move.dx !== 0 ? '左右平移，列数变，行数不变' : '上下平移，行数变，列数不变'}。`,
        `${move.dx !== 0 ? `列数 ${x} ${move.dx > 0 ? '+' : '-'} ${k} = ${nx}` : `行数 ${y} ${move.dy > 0 ? '+' : '-'} ${k} = ${ny}`}，所以是 (${nx},${ny})。`,
      ],
    );
  }),
  'm5-number-pair-same-line': gen('数对（同一列或同一行）', (rng) => {
    const x = rng.int(1, 8);
    const y = rng.int(1, 8);
    const byColumn = rng.chance(0.5);
    const seen = new Set<string>([`${x},${y}`]);
    const options: { text: string; right: boolean }[] = [];
    const add = (a: number, b: number) => {
      if (seen.has(`${a},${b}`)) return;
      seen.add(`${a},${b}`);
      options.push({ text: `(${a},${b})`, right: byColumn ? a === x : b === y });
    };
    const rightCount = rng.int(2, 3);
    while (options.filter((o) => o.right).length < rightCount) add(byColumn ? x : rng.int(1, 9), byColumn ? rng.int(1, 9) : y);
    while (options.length < 5) {
      const a = rng.int(1, 9);
      const b = rng.int(1, 9);
      if (byColumn ? a !== x : b !== y) add(a, b);
    }
    return multiple(rng, `下面的数对中，哪些和 (${x},${y}) 在同一${byColumn ? '列' : '行'}？`, options, [
      `数对的第一个数表示列，第二个数表示行。`,
      `和 (${x},${y}) 在同一${byColumn ? `列的数对，第一个数都是 ${x}` : `行的数对，第二个数都是 ${y}`}。`,
    ]);
  }),
  'm5-certainty': gen('事件的确定性和不确定性', (rng) => {
    const used = rng.shuffle(colours).slice(0, rng.int(1, 3));
    const counts = used.map(() => rng.int(1, 9));
    const asked = rng.chance(0.75) ? rng.pick(used) : rng.pick(colours.filter((c) => !used.includes(c)));
    const content = used.map((c, i) => `${counts[i]} 个${c}球`).join('、');
    const answer = !used.includes(asked) ? '不可能' : used.length === 1 ? '一定' : '可能';
    return fill(
      `袋子里有 ${content}，除颜色外完全相同。从中任意摸出 1 个球，${blank}是${asked}球。（填"一定""可能"或"不可能"）`,
      [answer],
      [
        `袋子里${used.includes(asked) ? `有${asked}球` : `没有${asked}球`}${used.length > 1 ? `，也有别的颜色的球` : '，只有这一种颜色'}。`,
        answer === '一定'
          ? `只有${asked}球，摸出的一定是${asked}球。`
          : answer === '不可能'
            ? `没有${asked}球，不可能摸出${asked}球。`
            : `有${asked}球也有其他颜色的球，可能摸出${asked}球，也可能摸出别的颜色。`,
      ],
    );
  }),
  'm5-possibility-compare': gen('可能性的大小', (rng) => {
    const used = rng.shuffle(colours).slice(0, 4);
    const counts = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]).slice(0, 4);
    const most = rng.chance(0.5);
    const target = counts.indexOf(most ? Math.max(...counts) : Math.min(...counts));
    const content = used.map((c, i) => `${c}球 ${counts[i]} 个`).join('，');
    return single(
      rng,
      `盒子里有${content}，这些球除颜色外完全相同。任意摸出 1 个球，摸到哪种颜色的球可能性最${most ? '大' : '小'}？`,
      `${used[target]}球`,
      used.filter((_, i) => i !== target).map((c) => `${c}球`),
      [
        `哪种颜色的球数量最${most ? '多' : '少'}，摸到它的可能性就最${most ? '大' : '小'}。`,
        `${used[target]}球有 ${counts[target]} 个，是最${most ? '多' : '少'}的，所以选${used[target]}球。`,
      ],
    );
  }),
};
