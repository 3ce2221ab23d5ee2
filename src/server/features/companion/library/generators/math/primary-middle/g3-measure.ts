import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { compareSign } from './shared.ts';

/** Length and mass units by how many of the smallest one (毫米, 克) they hold. */
const lengthUnits = [
  ['毫米', 1],
  ['厘米', 10],
  ['分米', 100],
  ['米', 1000],
] as const;

const lengthObjects = [
  ['一枚1元硬币的厚度约是 2', '毫米'],
  ['一张银行卡的厚度约是 1', '毫米'],
  ['一支铅笔长约 18', '厘米'],
  ['数学书长约 26', '厘米'],
  ['一块橡皮长约 4', '厘米'],
  ['一根跳绳长约 2', '米'],
  ['教室的门高约 2', '米'],
  ['一张课桌高约 7', '分米'],
  ['一个文具盒长约 2', '分米'],
  ['黑板长约 4', '米'],
  ['长江全长约 6300', '千米'],
  ['飞机每小时飞行约 800', '千米'],
  ['小明的身高约 135', '厘米'],
  ['北京到上海的铁路长约 1300', '千米'],
  ['一层楼高约 3', '米'],
  ['一根回形针长约 28', '毫米'],
  ['一张A4纸长约 3', '分米'],
  ['小刚的一步长约 50', '厘米'],
  ['一辆小汽车长约 4', '米'],
  ['一条高速公路长约 120', '千米'],
  ['一只蚂蚁长约 5', '毫米'],
  ['操场跑道一圈长约 400', '米'],
  ['一本字典厚约 5', '厘米'],
] as const;

/** 三年级上册 3 毫米、分米和千米 and 综合与实践 曹冲称象的故事 (克、千克、吨). */
export const g3MeasureGenerators: GeneratorSet = {
  'm3-length-convert': {
    title: '毫米、厘米、分米、米的换算',
    generate(rng) {
      const from = rng.int(1, 3);
      const to = rng.int(0, from - 1);
      const [bigName, big] = lengthUnits[from] ?? lengthUnits[1];
      const [smallName, small] = lengthUnits[to] ?? lengthUnits[0];
      const rate = big / small;
      const count = rng.int(2, 9);
      const kind = rng.int(0, 2);
      if (kind === 0) {
        return fill(
          `${count}${bigName} = ____${smallName}`,
          [count * rate],
          [
            `1${bigName} = ${rate}${smallName}。`,
            `${count}${bigName}就是 ${count} 个 ${rate}${smallName}：${count} × ${rate} = ${count * rate}（${smallName}）。`,
          ],
        );
      }
      if (kind === 1) {
        return fill(
          `${count * rate}${smallName} = ____${bigName}`,
          [count],
          [
            `1${bigName} = ${rate}${smallName}。`,
            `${count * rate} 里面有 ${count} 个 ${rate}，所以 ${count * rate}${smallName} = ${count}${bigName}。`,
          ],
        );
      }
      const extra = rng.int(1, rate - 1);
      return fill(
        `${count}${bigName}${extra}${smallName} = ____${smallName}`,
        [count * rate + extra],
        [
          `先换算：${count}${bigName} = ${count * rate}${smallName}。`,
          `再加上 ${extra}${smallName}：${count * rate} + ${extra} = ${count * rate + extra}（${smallName}）。`,
        ],
      );
    },
  },
  'm3-km': {
    title: '千米和米',
    generate(rng) {
      const kind = rng.int(0, 3);
      const km = rng.int(2, 20);
      if (kind === 0) {
        return fill(`${km}千米 = ____米`, [km * 1000], [`1千米 = 1000米。`, `${km}千米 = ${km} × 1000 = ${km * 1000}（米）。`]);
      }
      if (kind === 1) {
        return fill(
          `${km * 1000}米 = ____千米`,
          [km],
          [`1000米 = 1千米。`, `${km * 1000} ÷ 1000 = ${km}，所以 ${km * 1000}米 = ${km}千米。`],
        );
      }
      if (kind === 2) {
        const m = rng.int(1, 99) * 10;
        return fill(
          `${km}千米${m}米 = ____米`,
          [km * 1000 + m],
          [`${km}千米 = ${km * 1000}米。`, `${km * 1000} + ${m} = ${km * 1000 + m}（米）。`],
        );
      }
      const lap = rng.pick([200, 250, 400, 500] as const);
      const laps = { 200: 5, 250: 4, 400: 5, 500: 2 }[lap] * rng.int(1, 3);
      const total = lap * laps;
      return fill(
        `操场跑道一圈是 ${lap} 米，跑 ${laps} 圈是____千米。`,
        [total / 1000],
        [`${laps} 圈的长度：${lap} × ${laps} = ${total}（米）。`, `${total}米 = ${total / 1000}千米。`],
      );
    },
  },
  'm3-length-unit-choose': {
    title: '选择合适的长度单位',
    generate(rng) {
      const [text, unit] = rng.pick(lengthObjects);
      const wrong = rng.shuffle(['毫米', '厘米', '分米', '米', '千米'].filter((name) => name !== unit));
      return single(rng, `在括号里填上合适的单位：${text}（\u3000）。`, unit, wrong, [
        `想一想 1${unit}大约有多长，再和这个物体或路程比一比。`,
        `${text}${unit}最合适，换成别的单位，数就太大或太小了。`,
      ]);
    },
  },
  'm3-mass-units': {
    title: '克、千克、吨的换算与比较',
    generate(rng) {
      const kind = rng.int(0, 3);
      const n = rng.int(2, 9);
      if (kind === 0) {
        const [big, small] = rng.pick([
          ['千克', '克'],
          ['吨', '千克'],
        ] as const);
        return fill(
          `${n}${big} = ____${small}`,
          [n * 1000],
          [`1${big} = 1000${small}。`, `${n}${big} = ${n} × 1000 = ${n * 1000}（${small}）。`],
        );
      }
      if (kind === 1) {
        const [big, small] = rng.pick([
          ['千克', '克'],
          ['吨', '千克'],
        ] as const);
        return fill(
          `${n * 1000}${small} = ____${big}`,
          [n],
          [`1000${small} = 1${big}。`, `${n * 1000} ÷ 1000 = ${n}，所以 ${n * 1000}${small} = ${n}${big}。`],
        );
      }
      if (kind === 2) {
        const g = rng.int(1, 9) * 100;
        return fill(
          `${n}千克${g}克 = ____克`,
          [n * 1000 + g],
          [`${n}千克 = ${n * 1000}克。`, `${n * 1000} + ${g} = ${n * 1000 + g}（克）。`],
        );
      }
      const other = n * 1000 + rng.pick([-100, 0, 100, -10, 10] as const) * rng.int(1, 5);
      return fill(
        `比较大小：${n}千克 ____ ${other}克（填 >、< 或 =）`,
        [compareSign(n * 1000, other)],
        [
          `先统一单位：${n}千克 = ${n * 1000}克。`,
          `${n * 1000} ${compareSign(n * 1000, other)} ${other}，所以 ${n}千克 ${compareSign(n * 1000, other)} ${other}克。`,
        ],
      );
    },
  },
  'm3-elephant-weight': {
    title: '曹冲称象：用石头的质量求大象的质量',
    generate(rng) {
      const tons = rng.int(2, 6);
      const pairs = [100, 125, 150, 200, 250, 300, 400, 500].filter((each) => (tons * 1000) % each === 0 && (tons * 1000) / each <= 40);
      const each = rng.pick(pairs);
      const baskets = (tons * 1000) / each;
      if (rng.chance(0.5)) {
        return fill(
          `曹冲把大象换成石头：船上装了 ${baskets} 筐石头，每筐重 ${each} 千克，船下沉到同一条线。大象约重____千克。`,
          [tons * 1000],
          [`石头和大象让船下沉得一样深，所以石头的总质量就是大象的质量。`, `${each} × ${baskets} = ${tons * 1000}（千克）。`],
        );
      }
      return fill(
        `一头大象的质量和 ${baskets} 筐石头一样重，每筐石头重 ${each} 千克。这头大象约重____吨。`,
        [tons],
        [`先算石头一共多重：${each} × ${baskets} = ${tons * 1000}（千克）。`, `1吨 = 1000千克，${tons * 1000}千克 = ${tons}吨。`],
      );
    },
  },
  'm3-student-code': {
    title: '数字编码：编学号',
    generate(rng) {
      const grade = rng.int(1, 6);
      const year = 2026 - grade + 1;
      const klass = rng.int(1, 15);
      const number = rng.int(1, 45);
      const two = (value: number) => String(value).padStart(2, '0');
      const code = `${year}${grade}${two(klass)}${two(number)}`;
      const rule = `某小学的学号由 9 位数字组成：前 4 位是入学年份，第 5 位是年级，第 6、7 位是班级，最后两位是座号`;
      if (rng.chance(0.5)) {
        return fill(
          `${rule}。${year} 年入学、现在 ${grade} 年级 ${klass} 班 ${number} 号同学的学号是____。`,
          [code],
          [`按顺序写：入学年份 ${year}，年级 ${grade}，班级写成两位 ${two(klass)}，座号写成两位 ${two(number)}。`, `连起来是 ${code}。`],
        );
      }
      return fill(
        `${rule}。学号 ${code} 的同学在____班。`,
        [klass],
        [`第 6、7 位表示班级，${code} 的第 6、7 位是 ${two(klass)}。`, `${two(klass)} 表示 ${klass} 班。`],
      );
    },
  },
  'm3-months-days': {
    title: '大月、小月和二月的天数',
    generate(rng) {
      const year = rng.int(2001, 2039);
      const month = rng.int(1, 12);
      const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
      const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
      return single(
        rng,
        `${year} 年 ${month} 月有（\u3000）天。`,
        days,
        [28, 29, 30, 31],
        [
          month === 2
            ? `${year} ÷ 4 ${year % 4 === 0 ? '没有余数' : '有余数'}，${year} 年是${leap ? '闰' : '平'}年。`
            : `1、3、5、7、8、10、12 月是大月，有 31 天；4、6、9、11 月是小月，有 30 天。`,
          month === 2
            ? `闰年二月有 29 天，平年二月有 28 天，所以这个月有 ${days} 天。`
            : `${month} 月是${days === 31 ? '大' : '小'}月，有 ${days} 天。`,
        ],
      );
    },
  },
  'm3-leap-year': {
    title: '判断平年和闰年',
    generate(rng) {
      const year = rng.chance(0.2) ? rng.int(16, 22) * 100 : rng.int(1900, 2099);
      const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
      const century = year % 100 === 0;
      return trueFalse(`${year} 年是闰年。`, leap, [
        century
          ? `${year} 是整百年份，要看它是不是 400 的倍数：${year} ÷ 400 ${year % 400 === 0 ? '没有余数' : '有余数'}。`
          : `公历年份是 4 的倍数的一般是闰年：${year} ÷ 4 ${year % 4 === 0 ? '没有余数' : `余 ${year % 4}`}。`,
        `所以 ${year} 年是${leap ? '闰' : '平'}年，这句话${leap ? '正确' : '错误'}。`,
      ]);
    },
  },
  'm3-24-hour': {
    title: '24时计时法',
    generate(rng) {
      const kind = rng.int(0, 2);
      const minute = rng.pick([0, 0, 15, 20, 30, 45] as const);
      const minuteText = minute === 0 ? '' : `${minute}分`;
      if (kind === 0) {
        const period = rng.pick(['下午', '晚上'] as const);
        const h = period === '下午' ? rng.int(1, 6) : rng.int(7, 11);
        return fill(
          `${period}${h}时${minuteText}用24时计时法表示是____。`,
          [`${h + 12}时${minuteText}`, `${h + 12}:${String(minute).padStart(2, '0')}`],
          [`下午和晚上的时刻，用 24 时计时法要加上 12。`, `${h} + 12 = ${h + 12}，所以是 ${h + 12}时${minuteText}。`],
        );
      }
      if (kind === 1) {
        const h = rng.int(13, 23);
        const period = h < 18 ? '下午' : '晚上';
        return fill(
          `${h}时${minuteText}用普通计时法表示是____。`,
          [`${period}${h - 12}时${minuteText}`],
          [
            `24 时计时法中，大于 12 的时刻要减去 12，再加上“下午”或“晚上”。`,
            `${h} − 12 = ${h - 12}，所以是${period}${h - 12}时${minuteText}。`,
          ],
        );
      }
      const open = rng.int(6, 10);
      const close = rng.int(17, 22);
      return fill(
        `一家商店每天 ${open}:00 开门，${close}:00 关门，每天营业____小时。`,
        [close - open],
        [`用 24 时计时法，关门时刻减开门时刻就是经过的时间。`, `${close} − ${open} = ${close - open}（小时）。`],
      );
    },
  },
  'm3-days-between': {
    title: '计算经过的天数',
    generate(rng) {
      const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
      const month = rng.int(3, 11);
      const length = monthDays[month - 1] ?? 30;
      if (rng.chance(0.5)) {
        const from = rng.int(1, length - 5);
        const to = rng.int(from + 3, length);
        return fill(
          `从 ${month} 月 ${from} 日到 ${month} 月 ${to} 日（包括这两天），一共有____天。`,
          [to - from + 1],
          [
            `同一个月里，用后面的日期减前面的日期：${to} − ${from} = ${to - from}。`,
            `首尾两天都算，要再加 1：${to - from} + 1 = ${to - from + 1}（天）。`,
          ],
        );
      }
      const from = rng.int(length - 10, length);
      const to = rng.int(1, 15);
      const rest = length - from + 1;
      return fill(
        `从 ${month} 月 ${from} 日到 ${month + 1} 月 ${to} 日（包括这两天），一共有____天。`,
        [rest + to],
        [
          `${month} 月有 ${length} 天，${month} 月里有 ${length} − ${from} + 1 = ${rest}（天）。`,
          `${month + 1} 月里有 ${to} 天，一共 ${rest} + ${to} = ${rest + to}（天）。`,
        ],
      );
    },
  },
};
