import { type GeneratorSet, fill, multiple, single, trueFalse } from '../../exercise.ts';
import { askSign, at, expr, gen, names, wrongs } from './shared.ts';

/** 二年级下册: 时间在哪里 (认识时间、时分秒、经过的时间), 有余数的除法, 数量间的乘除关系. */

/** A time as it is written: 8时 / 8时5分. */
const timeText = (h: number, m: number) => (m === 0 ? `${h}时` : `${h}时${m}分`);
/** Every accepted way to write it: 8时30分, 8:30, 8点30分. */
const timeForms = (h: number, m: number) =>
  m === 0 ? [`${h}时`, `${h}:00`, `${h}点`] : [`${h}时${m}分`, `${h}:${String(m).padStart(2, '0')}`, `${h}点${m}分`];
const nextHour = (h: number) => (h === 12 ? 1 : h + 1);

const clock = gen('认识时间（几时几分）', (rng) => {
  const h = rng.int(1, 12);
  const k = rng.int(0, 11);
  const m = k * 5;
  const form = rng.int(0, 2);
  if (form === 0) {
    const hands = m === 0 ? `时针指着 ${h}，分针指着 12` : `时针在 ${h} 和 ${nextHour(h)} 之间（刚走过 ${h}），分针指着 ${k}`;
    return fill(`钟面上，${hands}。这时是____。`, timeForms(h, m), [
      m === 0
        ? `分针指着 12，是整时；时针指着 ${h}，是 ${h} 时。`
        : `时针刚走过 ${h}，是 ${h} 时多；分针从 12 走到 ${k}，走了 ${k} 个大格，是 ${m} 分。`,
      `这时是 ${timeText(h, m)}。`,
    ]);
  }
  if (form === 1) {
    const pointer = m === 0 ? 12 : k;
    return single(
      rng,
      `${timeText(h, m)}时，分针指着数字（\u3000）。`,
      pointer,
      [pointer === 12 ? 1 : pointer + 1, m === 0 ? 6 : m, h, (pointer % 12) + 2, 12 - (pointer % 12) || 6],
      [`分针走 1 个大格是 5 分。`, m === 0 ? '整时时分针指着 12。' : `${m} 分是 ${k} 个 5 分，分针指着 ${k}。`],
    );
  }
  const shown = `${h}:${String(m).padStart(2, '0')}`;
  return fill(`电子表上显示 ${shown}，这时是____（写成几时几分）。`, timeForms(h, m), [
    `“:”前面是时，后面是分。`,
    `${shown} 是 ${timeText(h, m)}。`,
  ]);
});

const units = gen('时、分、秒', (rng) => {
  const form = rng.int(0, 3);
  if (form === 0) {
    const a = rng.int(5, 55);
    return fill(`1 时 ${a} 分 = ____分`, [60 + a], [`1 时 = 60 分。`, `${expr(60, '+', a)} = ${60 + a}（分）。`]);
  }
  if (form === 1) {
    const b = rng.int(61, 119);
    return fill(
      `${b} 分 = 1 时____分`,
      [b - 60],
      [`60 分 = 1 时。`, `${expr(b, '-', 60)} = ${b - 60}，所以 ${b} 分 = 1 时 ${b - 60} 分。`],
    );
  }
  if (form === 2) {
    const b = rng.int(40, 80);
    return askSign({ shown: `${b} 分`, value: b }, { shown: '1 时', value: 60 }, [`1 时 = 60 分，比较 ${b} 分和 60 分。`]);
  }
  const fact = rng.pick([
    { text: '秒针走一圈是 60 秒。', truth: true },
    { text: '分针走一圈是 60 分。', truth: true },
    { text: '时针走一大格是 1 时。', truth: true },
    { text: '1 分 = 100 秒。', truth: false },
    { text: '1 时 = 100 分。', truth: false },
    { text: '分针走一小格是 5 分。', truth: false },
  ]);
  return trueFalse(`判断：${fact.text}`, fact.truth, [
    `1 时 = 60 分，1 分 = 60 秒；分针走一小格是 1 分，走一大格是 5 分。`,
    fact.truth ? '所以这句话是对的。' : '所以这句话是错的。',
  ]);
});

const elapsed = gen('经过的时间', (rng) => {
  const h = rng.int(7, 11);
  const name = rng.pick(names);
  const activity = rng.pick(['写作业', '看书', '画画', '练琴', '打扫房间']);
  if (rng.chance(0.6)) {
    const m1 = rng.int(0, 10) * 5;
    const crossing = m1 >= 30 && rng.chance(0.5);
    const m2 = crossing ? rng.int(0, m1 / 5 - 1) * 5 : rng.int(m1 / 5 + 1, 11) * 5;
    const h2 = crossing ? h + 1 : h;
    const minutes = crossing ? 60 - m1 + m2 : m2 - m1;
    return fill(
      `${name} ${timeText(h, m1)}开始${activity}，${timeText(h2, m2)}结束，一共用了____分。`,
      [minutes],
      [
        crossing
          ? `从 ${timeText(h, m1)} 到 ${h2} 时是 ${60 - m1} 分，从 ${h2} 时到 ${timeText(h2, m2)} 是 ${m2} 分。`
          : `都在 ${h} 时多，只看分：从 ${m1} 分到 ${m2} 分。`,
        crossing ? `${expr(60 - m1, '+', m2)} = ${minutes}（分）。` : `${expr(m2, '-', m1)} = ${minutes}（分）。`,
      ],
    );
  }
  const m1 = rng.int(0, 6) * 5;
  const d = rng.int(1, 11 - m1 / 5) * 5;
  return fill(`${name} ${timeText(h, m1)}开始${activity}，${activity}了 ${d} 分，结束的时刻是____。`, timeForms(h, m1 + d), [
    `从 ${timeText(h, m1)} 往后数 ${d} 分。`,
    `${expr(m1, '+', d)} = ${m1 + d}，结束时是 ${timeText(h, m1 + d)}。`,
  ]);
});

/** A division with a remainder: divisor 2–9, quotient 1–9, remainder 1 to divisor − 1. */
function withRemainder(rng: { int(min: number, max: number): number }) {
  const divisor = rng.int(2, 9);
  const quotient = rng.int(1, 9);
  const remainder = rng.int(1, divisor - 1);
  return { divisor, quotient, remainder, dividend: divisor * quotient + remainder };
}
const divisionSteps = (a: number, b: number, q: number, r: number) => [
  `想：${b} 乘几最接近 ${a} 又不超过 ${a}？${expr(b, '×', q)} = ${b * q}。`,
  `${expr(a, '-', b * q)} = ${r}，余数 ${r} 比除数 ${b} 小。所以 ${expr(a, '÷', b)} = ${q}……${r}。`,
];
const remainderForms = (q: number, r: number) => [`${q}……${r}`, `${q}...${r}`, `${q}余${r}`];

const remainder = gen('有余数的除法', (rng) => {
  const { divisor: b, quotient: q, remainder: r, dividend: a } = withRemainder(rng);
  const form = rng.int(0, 3);
  if (form === 0) return fill(`计算：${expr(a, '÷', b)} = ____（用“商……余数”表示）`, remainderForms(q, r), divisionSteps(a, b, q, r));
  if (form === 1) return fill(`${expr(a, '÷', b)} = ${q}……____`, [r], divisionSteps(a, b, q, r));
  const wrong = [
    q > 1 ? `${q - 1}……${r + b}` : `${q}……${r + 1 < b ? r + 1 : r - 1}`,
    `${q + 1}……${r}`,
    `${q}……${b - r === r ? r + 1 : b - r}`,
    `${q - 1 > 0 ? q - 1 : q + 2}……${r}`,
  ];
  if (form === 2) return single(rng, `${expr(a, '÷', b)} 的结果是（\u3000）。`, `${q}……${r}`, wrong, divisionSteps(a, b, q, r));
  const claimed = rng.chance(0.5) ? `${q}……${r}` : at(wrong, 0);
  return trueFalse(`判断：${expr(a, '÷', b)} = ${claimed}。`, claimed === `${q}……${r}`, [
    ...divisionSteps(a, b, q, r),
    claimed === `${q}……${r}`
      ? '题中的结果是对的。'
      : `题中的结果不对${q > 1 && claimed === at(wrong, 0) ? '：余数比除数大，说明还能再分' : ''}。`,
  ]);
});

const remainderDivisor = gen('余数和除数的关系', (rng) => {
  const b = rng.int(3, 9);
  const form = rng.int(0, 2);
  if (form === 0)
    return fill(`在有余数的除法里，除数是 ${b}，余数最大是____。`, [b - 1], [`余数一定比除数小。`, `比 ${b} 小的数里最大的是 ${b - 1}。`]);
  if (form === 1) {
    const q = rng.int(2, 9);
    return fill(
      `□ ÷ ${b} = ${q}……□，余数最大时，被除数是____。`,
      [b * q + b - 1],
      [`余数最大是 ${b - 1}。`, `被除数 = 商 × 除数 + 余数 = ${expr(q, '×', b)} + ${b - 1} = ${b * q + b - 1}。`],
    );
  }
  const pool = rng.shuffle(Array.from({ length: b + 2 }, (_, i) => i + 1));
  const right = pool.filter((n) => n < b).slice(0, rng.int(2, 3));
  const wrong = pool.filter((n) => n >= b).slice(0, 2);
  return multiple(
    rng,
    `一个数除以 ${b}，如果有余数，余数可能是（\u3000）。`,
    [...right, ...wrong].map((n) => ({ text: String(n), right: n < b })),
    [`余数要比除数 ${b} 小，而且不是 0。`, `所以余数只能是 1 到 ${b - 1} 中的数。`],
  );
});

const vertical = gen('有余数除法的竖式', (rng) => {
  const { divisor: b, quotient: q, remainder: r, dividend: a } = withRemainder(rng);
  const part = rng.pick([
    { ask: '商是', value: q, why: `${b} 乘 ${q} 最接近 ${a} 又不超过 ${a}，商写 ${q}。` },
    { ask: '写在被除数下面的数（商和除数的积）是', value: b * q, why: `商 ${q} 乘除数 ${b}：${expr(q, '×', b)} = ${b * q}。` },
    { ask: '最后余下的数是', value: r, why: `${expr(a, '-', b * q)} = ${r}，比除数 ${b} 小。` },
  ]);
  return fill(`用竖式计算 ${expr(a, '÷', b)}，${part.ask}____。`, [part.value], [divisionSteps(a, b, q, r)[0] ?? '', part.why]);
});

const colours = ['红', '黄', '蓝', '绿', '紫'] as const;

const remainderWord = gen('有余数除法的实际应用', (rng) => {
  const form = rng.int(0, 2);
  if (form === 2) {
    const pattern = rng.shuffle(colours).slice(0, rng.int(2, 4));
    const n = rng.int(pattern.length + 2, 40);
    const r = n % pattern.length;
    const answer = at(pattern, (n - 1) % pattern.length);
    return fill(
      `彩灯按“${pattern.join('、')}”的顺序重复排列，第 ${n} 盏灯是____色。`,
      [answer],
      [
        `每 ${pattern.length} 盏一组：${expr(n, '÷', pattern.length)} = ${Math.floor(n / pattern.length)}……${r}。`,
        r === 0 ? `没有余数，第 ${n} 盏是一组的最后一盏，是${answer}色。` : `余数是 ${r}，是一组中的第 ${r} 盏，是${answer}色。`,
      ],
    );
  }
  const { divisor: b, quotient: q, remainder: r, dividend: a } = withRemainder(rng);
  if (form === 0) {
    return single(rng, `${a} 个同学去划船，每条船最多坐 ${b} 人，至少要租几条船？（\u3000）`, q + 1, wrongs(q + 1, [q, q + 2, r]), [
      `${expr(a, '÷', b)} = ${q}……${r}，坐满 ${q} 条船还剩 ${r} 人。`,
      `剩下的 ${r} 人也要坐船，${expr(q, '+', 1)} = ${q + 1}（条）。`,
    ]);
  }
  return fill(
    `${rng.pick(names)}有 ${a} 元，每本笔记本 ${b} 元，最多能买____本。`,
    [q],
    [`${expr(a, '÷', b)} = ${q}……${r}，买 ${q} 本后还剩 ${r} 元。`, `剩下的 ${r} 元不够再买一本，最多买 ${q} 本。`],
  );
});

const pairs = [
  ['红花', '黄花', '朵'],
  ['白兔', '黑兔', '只'],
  ['苹果树', '梨树', '棵'],
  ['鸡', '鸭', '只'],
] as const;

const timesRelation = gen('倍的认识', (rng) => {
  const [x, y, word] = rng.pick(pairs);
  const a = rng.int(2, 9);
  const k = rng.int(2, 9);
  if (rng.chance(0.5)) {
    return fill(
      `${x}有 ${a} ${word}，${y}有 ${a * k} ${word}。${y}的${word}数是${x}的____倍。`,
      [k],
      [`求 ${a * k} 里面有几个 ${a}，用除法。`, `${expr(a * k, '÷', a)} = ${k}，所以是 ${k} 倍。`],
    );
  }
  return single(
    rng,
    `${x}有 ${a} ${word}，${y}的${word}数是${x}的 ${k} 倍。${y}有多少${word}？（\u3000）`,
    a * k,
    wrongs(a * k, [a + k, a * k - a, a * (k + 1)]),
    [`${y}是 ${k} 个 ${a}，求 ${k} 个 ${a} 是多少，用乘法。`, `${expr(a, '×', k)} = ${a * k}（${word}）。`],
  );
});

const timesWord = gen('用乘除法解决实际问题', (rng) => {
  const a = rng.int(2, 9);
  const k = rng.int(2, 9);
  if (rng.chance(0.5)) {
    return fill(
      `一本故事书 ${a} 元，一本字典的价钱是故事书的 ${k} 倍。买一本字典和一本故事书一共要____元。`,
      [a * k + a],
      [`先求字典的价钱：${expr(a, '×', k)} = ${a * k}（元）。`, `再求一共：${expr(a * k, '+', a)} = ${a * k + a}（元）。`],
    );
  }
  const name = rng.pick(names);
  return fill(
    `${name}折了 ${a} 只纸鹤，妈妈折的是${name}的 ${k} 倍。妈妈比${name}多折了____只。`,
    [a * k - a],
    [`先求妈妈折了多少只：${expr(a, '×', k)} = ${a * k}（只）。`, `再求多折了多少只：${expr(a * k, '-', a)} = ${a * k - a}（只）。`],
  );
});

/** 根据条件提出问题: only one question comes with its right answer. */
const poseQuestion = gen('根据条件提出问题并解答', (rng) => {
  const boys = rng.int(15, 30);
  const girls = rng.int(12, boys - 1);
  const sum = boys + girls;
  const diff = boys - girls;
  const intro = `二（2）班有男生 ${boys} 人，女生 ${girls} 人。下面的问题和答案，正确的是（\u3000）。`;
  const askSum = rng.chance(0.5);
  const right = askSum ? `一共有多少人？${sum} 人` : `男生比女生多多少人？${diff} 人`;
  return single(
    rng,
    intro,
    right,
    askSum
      ? [`一共有多少人？${diff} 人`, `男生比女生多多少人？${sum} 人`, `男生比女生多多少人？${diff + 1} 人`, `一共有多少人？${sum - 1} 人`]
      : [
          `男生比女生多多少人？${sum} 人`,
          `一共有多少人？${diff} 人`,
          `一共有多少人？${sum + 10} 人`,
          `男生比女生多多少人？${diff + 10} 人`,
        ],
    [
      `求一共有多少人：${expr(boys, '+', girls)} = ${sum}（人）；求男生比女生多多少人：${expr(boys, '-', girls)} = ${diff}（人）。`,
      `所以正确的是“${right}”。`,
    ],
  );
});

export const g2bTimeDivisionGenerators: GeneratorSet = {
  'm2-clock-read': clock,
  'm2-time-units': units,
  'm2-elapsed-time': elapsed,
  'm2-remainder': remainder,
  'm2-remainder-divisor': remainderDivisor,
  'm2-remainder-vertical': vertical,
  'm2-remainder-word': remainderWord,
  'm2-times-relation': timesRelation,
  'm2-times-relation-word': timesWord,
  'm2-pose-question': poseQuestion,
};
