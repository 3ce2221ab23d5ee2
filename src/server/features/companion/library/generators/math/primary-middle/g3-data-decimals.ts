import { fill, type GeneratorSet } from '../../exercise.ts';
import { compareSign, plain, sample } from './shared.ts';

const activities = ['跳绳', '踢毽子', '打篮球', '下棋', '画画', '唱歌'] as const;

/** 三年级下册 5 数据的收集与整理、6 小数的初步认识; 数学广角 搭配问题、重叠问题. */
export const g3DataDecimalGenerators: GeneratorSet = {
  'm3-table-read': {
    title: '读复式统计表',
    generate(rng) {
      const chosen = sample(rng, activities, 4);
      const one = chosen.map(() => rng.int(3, 18));
      const two = chosen.map(() => rng.int(3, 18));
      const table = `三（1）班：${chosen.map((name, i) => `${name} ${one[i]} 人`).join('，')}；三（2）班：${chosen.map((name, i) => `${name} ${two[i]} 人`).join('，')}`;
      const i = rng.int(0, 3);
      const name = chosen[i] ?? '';
      const a = one[i] ?? 0;
      const b = two[i] ?? 0;
      const kind = rng.int(0, 2);
      if (kind === 0) {
        return fill(
          `两个班最喜欢的活动统计如下。${table}。两个班最喜欢${name}的一共有____人。`,
          [a + b],
          [`从表中找出：三（1）班 ${a} 人，三（2）班 ${b} 人。`, `${a} + ${b} = ${a + b}（人）。`],
        );
      }
      if (kind === 1) {
        const [big, small] = a >= b ? [a, b] : [b, a];
        return fill(
          `两个班最喜欢的活动统计如下。${table}。最喜欢${name}的人数，两个班相差____人。`,
          [big - small],
          [`三（1）班 ${a} 人，三（2）班 ${b} 人。`, `${big} − ${small} = ${big - small}（人）。`],
        );
      }
      const total = one.reduce((x, y) => x + y, 0);
      return fill(
        `两个班最喜欢的活动统计如下。${table}。三（1）班参加统计的一共有____人。`,
        [total],
        [`把三（1）班四项的人数加起来。`, `${one.join(' + ')} = ${total}（人）。`],
      );
    },
  },
  'm3-data-group': {
    title: '数据的分组整理',
    generate(rng) {
      const scores = Array.from({ length: rng.int(10, 14) }, () => rng.int(62, 100));
      const [low, high, label] = rng.pick([
        [90, 100, '90 分及以上'],
        [80, 89, '80～89 分'],
        [60, 79, '60～79 分'],
      ] as const);
      const inside = scores.filter((score) => score >= low && score <= high);
      return fill(
        `一次数学测验，一个小组的成绩（分）是：${scores.join('、')}。成绩在${label}的有____人。`,
        [inside.length],
        [`按分数段逐个找，不重复、不遗漏：${inside.length ? inside.join('、') : '没有'}。`, `一共 ${inside.length} 人。`],
      );
    },
  },
  'm3-decimal-meaning': {
    title: '认识小数（元、米）',
    generate(rng) {
      const whole = rng.int(0, 20);
      const tenth = rng.int(1, 9);
      const [big, small] = rng.pick([
        ['元', '角'],
        ['米', '分米'],
      ] as const);
      const value = plain(whole * 10 + tenth, 1);
      if (rng.chance(0.6)) {
        const head = whole > 0 ? `${whole}${big}${tenth}${small}` : `${tenth}${small}`;
        return fill(
          `${head} = ____${big}`,
          [value],
          [`1${small}是 1/10 ${big}，写成小数是 0.1${big}，${tenth}${small}是 0.${tenth}${big}。`, `${head}写成小数是 ${value}${big}。`],
        );
      }
      return fill(
        `${value}${big} = ${whole}${big}____${small}`,
        [tenth],
        [`小数点左边的 ${whole} 表示 ${whole}${big}。`, `小数点右边的 ${tenth} 表示 ${tenth}${small}。`],
      );
    },
  },
  'm3-decimal-compare': {
    title: '小数的大小比较',
    generate(rng) {
      const a = rng.int(1, 99);
      const b = rng.chance(0.15) ? a : rng.int(1, 99);
      const [x, y] = [plain(a, 1), plain(b, 1)];
      return fill(
        `比较大小：${x} ____ ${y}（填 >、< 或 =）`,
        [compareSign(a, b)],
        [`先比整数部分，整数部分相同再比十分位。`, `${x} ${compareSign(a, b)} ${y}。`],
      );
    },
  },
  'm3-decimal-add-sub': {
    title: '简单的小数加减法',
    generate(rng) {
      const a = rng.int(2, 150);
      const b = rng.int(1, 150);
      if (rng.chance(0.5)) {
        return fill(
          `计算：${plain(a, 1)} + ${plain(b, 1)} = ____`,
          [plain(a + b, 1)],
          [`小数点对齐，也就是相同数位对齐，从最低位加起。`, `${plain(a, 1)} + ${plain(b, 1)} = ${plain(a + b, 1)}。`],
        );
      }
      const [big, small] = a >= b ? [a, b] : [b, a];
      return fill(
        `计算：${plain(big, 1)} − ${plain(small, 1)} = ____`,
        [plain(big - small, 1)],
        [`小数点对齐，从最低位减起，不够减向前一位借 1。`, `${plain(big, 1)} − ${plain(small, 1)} = ${plain(big - small, 1)}。`],
      );
    },
  },
  'm3-matching-count': {
    title: '搭配问题',
    generate(rng) {
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const shirts = rng.int(2, 6);
        const trousers = rng.int(2, 5);
        return fill(
          `小红有 ${shirts} 件上衣、${trousers} 条裙子，一件上衣配一条裙子，一共有____种不同的穿法。`,
          [shirts * trousers],
          [`每件上衣都可以配 ${trousers} 条裙子。`, `${shirts} 件上衣：${trousers} × ${shirts} = ${shirts * trousers}（种）。`],
        );
      }
      if (kind === 1) {
        const people = rng.int(3, 9);
        const answer = (people * (people - 1)) / 2;
        return fill(
          `${people} 个小朋友见面，每两人握一次手，一共要握____次手。`,
          [answer],
          [
            `有序地数：第 1 人和其他 ${people - 1} 人各握一次，第 2 人再和后面 ${people - 2} 人握……`,
            `${Array.from({ length: people - 1 }, (_, i) => people - 1 - i).join(' + ')} = ${answer}（次）。`,
          ],
        );
      }
      const withZero = rng.chance(0.5);
      const digits = withZero ? [0, ...sample(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9], 2)] : sample(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9], 3);
      const answer = withZero ? 4 : 6;
      return fill(
        `用 ${digits.join('、')} 这三个数字，能组成____个不同的两位数（每个两位数的两个数字不同）。`,
        [answer],
        [
          withZero
            ? `0 不能放在十位，十位只能是 ${digits.filter((d) => d > 0).join(' 或 ')}，每个十位数字配 2 个个位数字。`
            : `十位有 3 种选法，每种选法个位有 2 种选法。`,
          withZero ? `2 × 2 = 4（个）。` : `3 × 2 = 6（个）。`,
        ],
      );
    },
  },
  'm3-overlap': {
    title: '重叠问题',
    generate(rng) {
      const both = rng.int(1, 10);
      const onlyA = rng.int(1, 15);
      const onlyB = rng.int(1, 15);
      const a = both + onlyA;
      const b = both + onlyB;
      const total = onlyA + onlyB + both;
      if (rng.chance(0.5)) {
        return fill(
          `三年级参加跳绳比赛的有 ${a} 人，参加踢毽比赛的有 ${b} 人，两项都参加的有 ${both} 人。参加比赛的一共有____人。`,
          [total],
          [`两项都参加的 ${both} 人被算了两次，要减去一次。`, `${a} + ${b} − ${both} = ${total}（人）。`],
        );
      }
      return fill(
        `一个小组有 ${total} 人，每人至少参加一项。参加美术组的有 ${a} 人，参加书法组的有 ${b} 人。两组都参加的有____人。`,
        [both],
        [`两组人数合起来 ${a} + ${b} = ${a + b}（人），比总人数多出来的就是两组都参加的。`, `${a + b} − ${total} = ${both}（人）。`],
      );
    },
  },
};
