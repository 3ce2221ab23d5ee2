import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { chineseReading, decimalReading, fixed, plain, sample } from './shared.ts';

/** A decimal as an integer count of hundredths or thousandths, with its text. */
const hundredths = (units: number) => plain(units, 2);

/** 四年级下册 4 小数的认识、5 小数的加法和减法、6 平均数; 四年级上册 6 条形统计图、数学广角 鸡兔同笼. */
export const g4DecimalStatsGenerators: GeneratorSet = {
  'm4-decimal-meaning': {
    title: '小数的意义和计数单位',
    generate(rng) {
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const n = rng.int(1, 99);
        return fill(
          `${n}/100 写成小数是____。`,
          [hundredths(n)],
          [`分母是 100 的分数，可以写成两位小数。`, `${n}/100 = ${hundredths(n)}。`],
        );
      }
      if (kind === 1) {
        const tenths = rng.int(1, 9);
        const hundred = rng.int(1, 9);
        const ones = rng.int(0, 9);
        return fill(
          `由 ${ones} 个一、${tenths} 个 0.1 和 ${hundred} 个 0.01 组成的数是____。`,
          [fixed(ones * 100 + tenths * 10 + hundred, 2)],
          [`个位写 ${ones}，十分位写 ${tenths}，百分位写 ${hundred}。`, `这个数是 ${fixed(ones * 100 + tenths * 10 + hundred, 2)}。`],
        );
      }
      const n = rng.int(11, 999);
      return fill(
        `${fixed(n, 2)} 里面有____个 0.01。`,
        [n],
        [`0.01 是百分之一，${fixed(n, 2)} 是 ${n} 个百分之一。`, `所以有 ${n} 个 0.01。`],
      );
    },
  },
  'm4-decimal-read': {
    title: '小数的读法',
    generate(rng) {
      const whole = rng.pick([0, rng.int(1, 9), rng.int(10, 99), rng.int(100, 999)]);
      const part = rng.pick([
        '0' + String(rng.int(1, 9)),
        String(rng.int(1, 9)) + '0' + String(rng.int(1, 9)),
        String(rng.int(11, 99)),
        '00' + String(rng.int(1, 9)),
      ]);
      const text = `${whole}.${part}`;
      const trimmed = part.replace(/^0+/, '');
      const wrong = [
        `${chineseReading(whole)}点${chineseReading(Number(part))}`,
        decimalReading(`${whole}.0${part}`),
        decimalReading(`${whole}.${trimmed}`),
        decimalReading(`${whole}.${part}0`),
      ];
      return single(rng, `${text} 读作（\u3000）。`, decimalReading(text), wrong, [
        `整数部分按整数的读法读，小数点读作“点”。`,
        `小数部分从左往右依次读出每一个数字，0 也要读出来：${text} 读作 ${decimalReading(text)}。`,
      ]);
    },
  },
  'm4-decimal-property': {
    title: '小数的性质',
    generate(rng) {
      const units = rng.int(1, 999);
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const padded = `${fixed(units * 10, 3)}${'0'.repeat(rng.int(0, 1))}`;
        return fill(
          `化简：${padded} = ____`,
          [plain(units * 10, 3)],
          [`小数的末尾去掉 0，小数的大小不变。`, `${padded} 化简后是 ${plain(units * 10, 3)}。`],
        );
      }
      if (kind === 1) {
        const whole = rng.int(1, 99);
        return fill(
          `不改变大小，把 ${whole} 改写成两位小数：____`,
          [`${whole}.00`],
          [`在整数的末尾点上小数点，再添上 0，大小不变。`, `写成两位小数是 ${whole}.00。`],
        );
      }
      const a = plain(units, 2);
      const withZero = rng.chance(0.5);
      const b = withZero ? `${fixed(units, 2)}0` : `${a.includes('.') ? a.replace('.', '.0') : `${a}.01`}`;
      const same = Number(b) === Number(a) && withZero;
      return trueFalse(`${a} 和 ${b} 的大小相等。`, same, [
        `小数的末尾添上 0 或去掉 0，小数的大小不变；小数中间的 0 不能随便添。`,
        same ? `${b} 只是在末尾添了 0，和 ${a} 相等。` : `${b} 的 0 添在中间，数位变了，和 ${a} 不相等。`,
      ]);
    },
  },
  'm4-decimal-compare': {
    title: '小数的大小比较',
    generate(rng) {
      const values = new Set<number>();
      while (values.size < 4) values.add(rng.int(100, 999));
      const list = [...values];
      const texts = list.map((v) => plain(v, 2));
      const biggest = Math.max(...list);
      return single(
        rng,
        `${texts.join('、')} 中最大的数是（\u3000）。`,
        plain(biggest, 2),
        texts.filter((t) => t !== plain(biggest, 2)),
        [`先比整数部分，整数部分大的数大；整数部分相同，再比十分位、百分位。`, `最大的是 ${plain(biggest, 2)}。`],
      );
    },
  },
  'm4-decimal-shift': {
    title: '小数点移动引起小数大小的变化',
    generate(rng) {
      const units = rng.int(1, 9999);
      const k = rng.pick([10, 100, 1000] as const);
      const places = String(k).length - 1;
      const value = plain(units, 2);
      if (rng.chance(0.5)) {
        const result = plain(units * k, 2);
        return fill(`${value} × ${k} = ____`, [result], [`乘 ${k}，小数点向右移动 ${places} 位。`, `${value} × ${k} = ${result}。`]);
      }
      const result = plain(units, 2 + places);
      return fill(
        `${value} ÷ ${k} = ____`,
        [result],
        [`除以 ${k}，小数点向左移动 ${places} 位，位数不够时用 0 补足。`, `${value} ÷ ${k} = ${result}。`],
      );
    },
  },
  'm4-decimal-unit': {
    title: '小数与单位换算',
    generate(rng) {
      const [big, small, rate] = rng.pick([
        ['米', '厘米', 100],
        ['元', '分', 100],
        ['千克', '克', 1000],
        ['千米', '米', 1000],
      ] as const);
      const places = String(rate).length - 1;
      const whole = rng.int(1, 20);
      const part = rng.int(1, rate - 1);
      if (rng.chance(0.5)) {
        return fill(
          `${whole}${big}${part}${small} = ____${big}`,
          [plain(whole * rate + part, places)],
          [
            `1${small} = 1/${rate}${big}，${part}${small} = ${plain(part, places)}${big}。`,
            `${whole} + ${plain(part, places)} = ${plain(whole * rate + part, places)}（${big}）。`,
          ],
        );
      }
      const units = whole * rate + part;
      return fill(
        `${plain(units, places)}${big} = ____${small}`,
        [units],
        [`1${big} = ${rate}${small}，大单位化小单位乘进率 ${rate}。`, `${plain(units, places)} × ${rate} = ${units}（${small}）。`],
      );
    },
  },
  'm4-decimal-round': {
    title: '求小数的近似数',
    generate(rng) {
      const units = rng.int(1001, 99999);
      const places = rng.int(1, 2);
      const drop = 3 - places;
      const rounded = Math.floor((units + 5 * 10 ** (drop - 1)) / 10 ** drop);
      return fill(
        `${fixed(units, 3)} 保留${places === 1 ? '一' : '两'}位小数约是____。`,
        [fixed(rounded, places)],
        [
          `保留${places === 1 ? '一' : '两'}位小数，看${places === 1 ? '百' : '千'}分位上的数，用“四舍五入”法。`,
          `${fixed(units, 3)} ≈ ${fixed(rounded, places)}（末尾的 0 不能去掉，它表示精确到哪一位）。`,
        ],
      );
    },
  },
  'm4-decimal-add-sub': {
    title: '小数加减法',
    generate(rng) {
      const a = rng.int(101, 9999);
      const bTenths = rng.chance(0.5);
      const b = bTenths ? rng.int(11, 999) * 10 : rng.int(101, 9999);
      const add = rng.chance(0.5) || a < b;
      const [x, y] = add ? [a, b] : [Math.max(a, b), Math.min(a, b)];
      const right = add ? x + y : x - y;
      const yText = plain(y, 2);
      const misaligned = add ? x + (bTenths ? y / 10 : y) : x - (bTenths ? y / 10 : y);
      return single(
        rng,
        `计算：${plain(x, 2)} ${add ? '+' : '−'} ${yText} = （\u3000）`,
        plain(right, 2),
        [plain(Math.abs(misaligned), 2), plain(right + 10, 2), plain(right + 100, 2), plain(Math.abs(right - 1), 2)],
        [`小数加减法要把小数点对齐，也就是相同数位对齐。`, `${plain(x, 2)} ${add ? '+' : '−'} ${yText} = ${plain(right, 2)}。`],
      );
    },
  },
  'm4-decimal-simplify': {
    title: '小数加减的简便计算',
    generate(rng) {
      const b = rng.int(11, 989);
      const c = 1000 - b;
      const a = rng.int(1001, 9999);
      const [bt, ct, at] = [plain(b, 2), plain(c, 2), plain(a, 2)];
      if (rng.chance(0.5)) {
        return fill(
          `用简便方法计算：${at} + ${bt} + ${ct} = ____`,
          [plain(a + 1000, 2)],
          [`${bt} + ${ct} = 10，先把它们加起来。`, `${at} + 10 = ${plain(a + 1000, 2)}。`],
        );
      }
      const big = a + 1000;
      return fill(
        `用简便方法计算：${plain(big, 2)} − ${bt} − ${ct} = ____`,
        [at],
        [`连续减去两个数等于减去它们的和：${bt} + ${ct} = 10。`, `${plain(big, 2)} − 10 = ${at}。`],
      );
    },
  },
  'm4-average': {
    title: '求平均数',
    generate(rng) {
      const count = rng.int(3, 6);
      const mean = rng.int(20, 95);
      const values = Array.from({ length: count }, () => mean);
      for (let i = 0; i < count * 2; i++) {
        const shift = rng.int(1, 8);
        const [from, to] = sample(rng, [...values.keys()], 2) as [number, number];
        if ((values[from] ?? 0) - shift > 0) {
          values[from] = (values[from] ?? 0) - shift;
          values[to] = (values[to] ?? 0) + shift;
        }
      }
      const sum = values.reduce((a, b) => a + b, 0);
      return fill(
        `一个小组 ${count} 名同学一分钟跳绳的个数是：${values.join('、')}。平均每人跳____个。`,
        [mean],
        [`平均数 = 总数 ÷ 份数。先求总数：${values.join(' + ')} = ${sum}。`, `${sum} ÷ ${count} = ${mean}（个）。`],
      );
    },
  },
  'm4-average-word': {
    title: '用平均数解决问题',
    generate(rng) {
      const before = rng.int(2, 5);
      const mean = rng.int(70, 92);
      const last = rng.int(60, 100);
      const total = before * mean + last;
      if (total % (before + 1) !== 0) {
        let target = Math.round(total / (before + 1));
        while (target * (before + 1) - before * mean > 100) target--;
        const need = target * (before + 1) - before * mean;
        return fill(
          `小华前 ${before} 次测验的平均分是 ${mean} 分，要使 ${before + 1} 次的平均分达到 ${target} 分，第 ${before + 1} 次要考____分。`,
          [need],
          [
            `${before + 1} 次的总分要达到 ${target} × ${before + 1} = ${target * (before + 1)}（分），前 ${before} 次一共 ${mean} × ${before} = ${mean * before}（分）。`,
            `${target * (before + 1)} − ${mean * before} = ${need}（分）。`,
          ],
        );
      }
      return fill(
        `小华前 ${before} 次测验的平均分是 ${mean} 分，第 ${before + 1} 次考了 ${last} 分。这 ${before + 1} 次的平均分是____分。`,
        [total / (before + 1)],
        [
          `前 ${before} 次一共 ${mean} × ${before} = ${mean * before}（分），${before + 1} 次一共 ${mean * before} + ${last} = ${total}（分）。`,
          `${total} ÷ ${before + 1} = ${total / (before + 1)}（分）。`,
        ],
      );
    },
  },
  'm4-bar-read': {
    title: '读条形统计图（一格表示多个单位）',
    generate(rng) {
      const each = rng.pick([2, 5, 10, 20, 50, 100] as const);
      const cells = rng.int(2, 15);
      const half = each % 2 === 0 && rng.chance(0.4);
      const value = cells * each + (half ? each / 2 : 0);
      const thing = rng.pick(['四年级借阅故事书的人数', '一周卖出的牛奶盒数', '植树节种下的树的棵数', '参加比赛的人数'] as const);
      return fill(
        `一幅条形统计图中，纵轴每格表示 ${each}。表示“${thing}”的直条高 ${cells}${half ? ' 格半' : ' 格'}，这个数量是____。`,
        [value],
        [
          `每格表示 ${each}，${cells} 格表示 ${each} × ${cells} = ${each * cells}。`,
          half ? `半格表示 ${each} ÷ 2 = ${each / 2}，合起来是 ${value}。` : `所以这个数量是 ${value}。`,
        ],
      );
    },
  },
  'm4-double-bar': {
    title: '复式条形统计图',
    generate(rng) {
      const groups = sample(rng, ['一月', '二月', '三月', '四月', '五月', '六月'], 3);
      const boys = groups.map(() => rng.int(5, 40));
      const girls = groups.map(() => rng.int(5, 40));
      const i = rng.int(0, 2);
      const data = groups.map((g, k) => `${g}男生 ${boys[k]} 人、女生 ${girls[k]} 人`).join('；');
      const [b, g] = [boys[i] ?? 0, girls[i] ?? 0];
      if (rng.chance(0.5)) {
        return fill(
          `复式条形统计图表示各月读完一本书的人数：${data}。${groups[i]}一共有____人。`,
          [b + g],
          [`找到${groups[i]}的两个直条：男生 ${b} 人，女生 ${g} 人。`, `${b} + ${g} = ${b + g}（人）。`],
        );
      }
      return fill(
        `复式条形统计图表示各月读完一本书的人数：${data}。${groups[i]}男生和女生相差____人。`,
        [Math.abs(b - g)],
        [`找到${groups[i]}的两个直条：男生 ${b} 人，女生 ${g} 人。`, `${Math.max(b, g)} − ${Math.min(b, g)} = ${Math.abs(b - g)}（人）。`],
      );
    },
  },
  'm4-chicken-rabbit': {
    title: '鸡兔同笼',
    generate(rng) {
      const chickens = rng.int(1, 20);
      const rabbits = rng.int(1, 20);
      const heads = chickens + rabbits;
      const legs = chickens * 2 + rabbits * 4;
      const askRabbits = rng.chance(0.5);
      return fill(
        `笼子里有若干只鸡和兔，从上面数有 ${heads} 个头，从下面数有 ${legs} 只脚。${askRabbits ? '兔' : '鸡'}有____只。`,
        [askRabbits ? rabbits : chickens],
        [
          `假设全是鸡，应有 ${heads} × 2 = ${heads * 2}（只）脚，比实际少 ${legs} − ${heads * 2} = ${legs - heads * 2}（只）。`,
          `每把一只鸡换成兔，脚多 2 只，兔有 ${legs - heads * 2} ÷ 2 = ${rabbits}（只）。`,
          `鸡有 ${heads} − ${rabbits} = ${chickens}（只）。`,
        ],
      );
    },
  },
};
