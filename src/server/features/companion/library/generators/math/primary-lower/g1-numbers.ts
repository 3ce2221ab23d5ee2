import { type GeneratorSet, fill, multiple, single, trueFalse } from '../../exercise.ts';
import { askSign, at, gen, names } from './shared.ts';

/** 一年级上册: 数学游戏 (数一数、比一比、位置) and the numbers to 10 (认识、比大小、第几、分与合). */

const countables = [
  { mark: '🍎', word: '个', name: '苹果' },
  { mark: '⭐', word: '颗', name: '星星' },
  { mark: '🌸', word: '朵', name: '花' },
  { mark: '🐟', word: '条', name: '鱼' },
  { mark: '🎈', word: '个', name: '气球' },
  { mark: '🐥', word: '只', name: '小鸡' },
  { mark: '⚽', word: '个', name: '足球' },
  { mark: '🍓', word: '颗', name: '草莓' },
] as const;

/** n marks in groups of five, as a child counts them: '🍎🍎🍎🍎🍎 🍎🍎'. */
function row(mark: string, n: number): string {
  const groups: string[] = [];
  for (let left = n; left > 0; left -= 5) groups.push(mark.repeat(Math.min(5, left)));
  return groups.join(' ');
}

function countObjects(min: number, max: number) {
  return gen(`数一数（${min}~${max}）`, (rng) => {
    const thing = rng.pick(countables);
    const n = rng.int(min, max);
    const steps = [
      `一个一个地数，不重复、不遗漏：${Array.from({ length: n }, (_, i) => i + 1).join('、')}。`,
      `最后数到 ${n}，所以是 ${n} ${thing.word}。`,
    ];
    if (rng.chance(0.5)) return fill(`数一数：${row(thing.mark, n)}，一共有____${thing.word}${thing.name}。`, [n], steps);
    const others = rng.shuffle([n + 1, n - 1, n + 2]).filter((c) => c >= 1);
    return single(
      rng,
      `下面哪一行正好有 ${n} ${thing.word}${thing.name}？`,
      row(thing.mark, n),
      [...others, n + 3].map((c) => row(thing.mark, c)),
      [`每一行都一个一个地数。`, ...steps],
    );
  });
}

const pairs = [
  { a: '🐰', an: '小兔', b: '🥕', bn: '萝卜' },
  { a: '🐵', an: '小猴', b: '🍌', bn: '香蕉' },
  { a: '🐶', an: '小狗', b: '🦴', bn: '骨头' },
  { a: '🐱', an: '小猫', b: '🐟', bn: '鱼' },
  { a: '🐼', an: '熊猫', b: '🎋', bn: '竹子' },
  { a: '🐝', an: '蜜蜂', b: '🌻', bn: '向日葵' },
] as const;

const compareGroups = gen('比多少（一个对一个）', (rng) => {
  const pair = rng.pick(pairs);
  const x = rng.int(1, 7);
  const y = rng.chance(0.25) ? x : rng.int(1, 7);
  const shown = `${pair.an}：${pair.a.repeat(x)}；${pair.bn}：${pair.b.repeat(y)}。`;
  const result = x > y ? `${pair.an}多` : x < y ? `${pair.bn}多` : '同样多';
  const steps = [
    `一个${pair.an}对一个${pair.bn}地连一连：${pair.an}有 ${x} 个，${pair.bn}有 ${y} 个。`,
    x === y ? '正好一个对一个，没有多出来的，所以同样多。' : `${x > y ? pair.an : pair.bn}有多出来的，所以${result}。`,
  ];
  if (rng.chance(0.6))
    return single(
      rng,
      `${shown}${pair.an}和${pair.bn}比，（\u3000）。`,
      result,
      [`${pair.an}多`, `${pair.bn}多`, '同样多', '不能比'],
      steps,
    );
  const claim = rng.pick([`${pair.an}多`, `${pair.bn}多`, '同样多']);
  return trueFalse(`判断：${shown}${pair.an}和${pair.bn}比，${claim}。`, claim === result, [
    ...steps,
    claim === result ? '题中说的对。' : `题中说“${claim}”，不对。`,
  ]);
});

const shelves = ['故事书', '数学书', '字典', '画册', '作业本', '玩具车', '积木'] as const;

/** 前后 (a queue) or 上下 (a shelf): who is next to whom, and how many are in front or below. */
const positionOrder = gen('前后、上下', (rng) => {
  const queue = rng.chance(0.5);
  const pool: readonly string[] = queue ? names : shelves;
  const list = rng.shuffle(pool).slice(0, rng.int(4, 6));
  const i = rng.int(0, list.length - 1);
  const who = at(list, i);
  const [before, after, measure] = queue ? (['前面', '后面', '人'] as const) : (['上面', '下面', '样东西'] as const);
  const intro = queue ? `小朋友排队，从前往后依次是：${list.join('、')}。` : `书架从上往下依次放着：${list.join('、')}。`;
  const neighbours = [
    i > 0 ? { side: before, item: at(list, i - 1) } : undefined,
    i < list.length - 1 ? { side: after, item: at(list, i + 1) } : undefined,
  ].filter((n) => n !== undefined);
  if (rng.chance(0.5)) {
    const side = rng.pick([before, after]);
    const count = side === before ? i : list.length - 1 - i;
    return fill(
      `${intro}${who}的${side}有____${measure}。`,
      [count],
      [
        `${who}排在第 ${i + 1} 个，一共有 ${list.length} 个。`,
        side === before
          ? `${who}${side}的是：${list.slice(0, i).join('、') || '没有'}，有 ${count} ${measure}。`
          : `${who}${side}的是：${list.slice(i + 1).join('、') || '没有'}，有 ${count} ${measure}。`,
      ],
    );
  }
  const next = rng.pick(neighbours);
  return fill(
    `${intro}${who}的${next.side}紧挨着的是____。`,
    [next.item],
    [`按顺序找到${who}，它是第 ${i + 1} 个。`, `${next.side === before ? '往前' : '往后'}看紧挨着的一个，是${next.item}。`],
  );
});

const fruits = ['苹果', '香蕉', '梨', '葡萄', '橘子', '桃子', '西瓜'] as const;

/** 左右: a row of fruit on a table. */
const leftRight = gen('左右', (rng) => {
  const list = rng.shuffle(fruits).slice(0, rng.int(5, 6));
  const intro = `桌上从左往右依次摆着：${list.join('、')}。`;
  const form = rng.int(0, 2);
  if (form === 0) {
    const i = rng.int(2, list.length - 2);
    const x = at(list, i);
    return multiple(
      rng,
      `${intro}在${x}左边的有（\u3000）。`,
      list.filter((f) => f !== x).map((f) => ({ text: f, right: list.indexOf(f) < i })),
      [`${x}是从左往右第 ${i + 1} 个。`, `排在它前面的 ${list.slice(0, i).join('、')} 都在它的左边。`],
    );
  }
  const i = rng.int(1, list.length - 2);
  const x = at(list, i);
  if (form === 1) {
    const side = rng.pick(['左', '右'] as const);
    const answer = at(list, side === '左' ? i - 1 : i + 1);
    return single(
      rng,
      `${intro}紧挨在${x}${side}边的是（\u3000）。`,
      answer,
      [at(list, side === '左' ? i + 1 : i - 1), ...list.filter((f) => f !== x)],
      [`先找到${x}，它是从左往右第 ${i + 1} 个。`, `${side === '左' ? '往左' : '往右'}看紧挨着的一个是${answer}。`],
    );
  }
  const side = rng.pick(['左', '右'] as const);
  const count = side === '左' ? i : list.length - 1 - i;
  return fill(
    `${intro}${x}的${side}边有____个水果。`,
    [count],
    [
      `${x}是从左往右第 ${i + 1} 个，一共 ${list.length} 个水果。`,
      `${x}${side}边的是 ${(side === '左' ? list.slice(0, i) : list.slice(i + 1)).join('、')}，有 ${count} 个。`,
    ],
  );
});

/** The order of the numbers 0..max: what comes next, before, between. */
export function numberNeighbours(max: number, min = 0) {
  return gen(`数的顺序（${max}以内）`, (rng) => {
    const form = rng.int(0, 3);
    if (form === 0) {
      const start = rng.int(min, max - 4);
      const seq = [0, 1, 2, 3, 4].map((k) => start + k);
      const backward = rng.chance(0.5);
      const shown = backward ? [...seq].reverse() : seq;
      const gap = rng.int(1, 3);
      return fill(
        `按顺序填数：${shown.map((n, k) => (k === gap ? '____' : String(n))).join('、')}`,
        [at(shown, gap)],
        [backward ? '这些数从大到小排，每次少 1。' : '这些数从小到大排，每次多 1。', `${at(shown, gap - 1)} 后面是 ${at(shown, gap)}。`],
      );
    }
    if (form === 1) {
      const x = rng.int(min, max - 1);
      return fill(`比 ${x} 多 1 的数是____。`, [x + 1], [`从 ${x} 往后数一个。`, `${x} 后面的数是 ${x + 1}。`]);
    }
    if (form === 2) {
      const x = rng.int(Math.max(1, min), max);
      return fill(`比 ${x} 少 1 的数是____。`, [x - 1], [`从 ${x} 往前数一个。`, `${x} 前面的数是 ${x - 1}。`]);
    }
    const x = rng.int(min, max - 2);
    return fill(`在 ${x} 和 ${x + 2} 中间的数是____。`, [x + 1], [`按顺序数：${x}、${x + 1}、${x + 2}。`, `夹在中间的是 ${x + 1}。`]);
  });
}

export function compareSign(max: number, min = 0) {
  return gen(`比大小（${max}以内）`, (rng) => {
    const a = rng.int(min, max);
    const b = rng.chance(0.15) ? a : rng.int(min, max);
    return askSign({ shown: String(a), value: a }, { shown: String(b), value: b }, [`按数的顺序，排在后面的数大。`]);
  });
}

function compareChoose(max: number) {
  return gen(`找最大、最小、比几大的数（${max}以内）`, (rng) => {
    if (rng.chance(0.5)) {
      const list = rng.shuffle(Array.from({ length: max + 1 }, (_, k) => k)).slice(0, 4);
      const biggest = rng.chance(0.5);
      const answer = biggest ? Math.max(...list) : Math.min(...list);
      return single(rng, `下面的数中，${biggest ? '最大' : '最小'}的是（\u3000）。`, answer, list, [
        `把这些数按从小到大排一排：${[...list].sort((p, q) => p - q).join(' < ')}。`,
        `${biggest ? '最后' : '最前'}面的 ${answer} ${biggest ? '最大' : '最小'}。`,
      ]);
    }
    const x = rng.int(2, max - 3);
    const bigger = rng.shuffle(Array.from({ length: max - x }, (_, k) => x + 1 + k)).slice(0, rng.int(2, 3));
    const smaller = rng.shuffle(Array.from({ length: x + 1 }, (_, k) => k)).slice(0, 5 - bigger.length);
    return multiple(
      rng,
      `下面的数中，比 ${x} 大的有（\u3000）。`,
      [...bigger, ...smaller].map((n) => ({ text: String(n), right: n > x })),
      [`比 ${x} 大的数排在 ${x} 的后面。`, `所以是 ${[...bigger].sort((p, q) => p - q).join('、')}。`],
    );
  });
}

const animals = ['小狗', '小猫', '小兔', '小鸭', '小猴', '小熊', '小鹿', '小羊'] as const;

const ordinal = gen('第几', (rng) => {
  const list = rng.shuffle(animals).slice(0, rng.int(5, 7));
  const intro = `小动物排成一排，从左往右依次是：${list.join('、')}。`;
  const i = rng.int(0, list.length - 1);
  const fromRight = list.length - i;
  const form = rng.int(0, 2);
  if (form === 0) {
    const side = rng.pick(['左', '右'] as const);
    const answer = side === '左' ? i + 1 : fromRight;
    return fill(
      `${intro}从${side}数，${at(list, i)}排第____。`,
      [answer],
      [
        `一共有 ${list.length} 只小动物。`,
        `从${side}边开始数：${(side === '左' ? list.slice(0, i + 1) : [...list].reverse().slice(0, fromRight)).join('、')}，${at(list, i)}是第 ${answer} 只。`,
      ],
    );
  }
  if (form === 1) {
    const k = rng.int(1, list.length);
    const answer = at(list, list.length - k);
    return single(
      rng,
      `${intro}从右数第 ${k} 只是（\u3000）。`,
      answer,
      [at(list, k - 1), ...list],
      [`从右边开始数：${[...list].reverse().slice(0, k).join('、')}。`, `第 ${k} 只是${answer}。（注意不要从左边数。）`],
    );
  }
  const k = rng.int(1, list.length);
  const claimed = rng.chance(0.5) ? at(list, k - 1) : rng.pick(list);
  return trueFalse(`判断：${intro}从左数第 ${k} 只是${claimed}。`, claimed === at(list, k - 1), [
    `从左边开始数：${list.slice(0, k).join('、')}。`,
    `从左数第 ${k} 只是${at(list, k - 1)}，所以题中说的${claimed === at(list, k - 1) ? '对' : '不对'}。`,
  ]);
});

function compose(min: number, max: number) {
  return gen(`分与合（${min}~${max}）`, (rng) => {
    const n = rng.int(min, max);
    const a = rng.int(1, n - 1);
    const b = n - a;
    const steps = [`${a} 和 ${b} 合起来是 ${n}。`, `所以 ${n} 可以分成 ${a} 和 ${b}。`];
    const form = rng.int(0, 3);
    if (form === 0) return fill(`${n} 可以分成 ${a} 和____。`, [b], steps);
    if (form === 1) return fill(`${a} 和____合成 ${n}。`, [b], steps);
    if (form === 2) return fill(`____和 ${a} 合成 ${n}。`, [b], [`${b} 和 ${a} 合起来是 ${n}。`, `所以填 ${b}。`]);
    const wrongPairs = [
      [a, b + 1],
      [a + 1, b + 1],
      [Math.max(1, a - 1), b - 1 > 0 ? b - 1 : b + 2],
      [a, Math.max(0, b - 1)],
    ].filter(([p, q]) => (p ?? 0) + (q ?? 0) !== n);
    return single(
      rng,
      `下面哪一组数合起来是 ${n}？`,
      `${a}和${b}`,
      wrongPairs.map(([p, q]) => `${p}和${q}`),
      [`把每一组的两个数合起来看一看。`, `${a} 和 ${b} 合起来是 ${n}，其他组都不是 ${n}。`],
    );
  });
}

export const g1NumberGenerators: GeneratorSet = {
  'm1-count-objects-10': countObjects(1, 10),
  'm1-count-objects-5': countObjects(1, 5),
  'm1-count-objects-6-9': countObjects(6, 9),
  'm1-compare-groups': compareGroups,
  'm1-position-front-back': positionOrder,
  'm1-position-left-right': leftRight,
  'm1-number-order-5': numberNeighbours(5),
  'm1-number-order-10': numberNeighbours(10),
  'm1-compare-sign-5': compareSign(5),
  'm1-compare-sign-10': compareSign(10),
  'm1-compare-choose-10': compareChoose(10),
  'm1-ordinal': ordinal,
  'm1-compose-5': compose(2, 5),
  'm1-compose-6-9': compose(6, 9),
  'm1-compose-10': compose(10, 10),
  'm1-number-order-20': numberNeighbours(20, 8),
  'm1-compare-sign-20': compareSign(20, 8),
};
