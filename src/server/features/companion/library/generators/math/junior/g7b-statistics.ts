import { fill, single, type GeneratorSet } from '../../exercise.ts';
import { decimalText, frac } from '../../format.ts';
import { numForms } from './common.ts';

/** 七年级下册 第十二章 数据的收集、整理与描述: 全面调查、抽样调查、扇形图、直方图、趋势图. */

/** Surveys a class would do in full, and ones that need a sample (too many, or the test destroys what it tests). */
export const fullSurveys = [
  '了解本班同学的视力情况',
  '对乘坐飞机的旅客进行安全检查',
  '检查载人飞船的各个零部件',
  '了解某班学生的身高情况',
  '企业招聘时对应聘人员进行面试',
  '调查本班同学最喜欢的体育项目',
  '检查一篇作文中的错别字',
];
export const sampleSurveys = [
  '了解一批灯泡的使用寿命',
  '调查全国中学生的睡眠时间',
  '了解长江的水质情况',
  '检测一批牛奶的质量',
  '调查某电视节目的收视率',
  '了解一批炮弹的杀伤半径',
  '调查全市居民的垃圾分类情况',
  '了解某品牌圆珠笔芯的使用寿命',
];

export const statisticsGenerators: GeneratorSet = {
  'm7-survey-method': {
    title: '全面调查与抽样调查',
    generate(rng) {
      const full = rng.chance(0.5);
      const right = rng.pick(full ? fullSurveys : sampleSurveys);
      const wrong = rng.shuffle(full ? sampleSurveys : fullSurveys).slice(0, 3);
      return single(rng, `下列调查中，适合采用${full ? '全面调查' : '抽样调查'}的是（\u3000）。`, right, wrong, [
        `调查对象少、要求精确或事关安全时用全面调查；调查对象多、范围广，或调查带有破坏性时用抽样调查。`,
        `“${right}”${full ? '范围小、要求每个对象都查到，适合全面调查' : '对象很多或带有破坏性，适合抽样调查'}。`,
      ]);
    },
  },
  'm7-sample-terms': {
    title: '总体、个体、样本和样本容量',
    generate(rng) {
      const total = rng.int(5, 60) * 100;
      const n = rng.pick([50, 80, 100, 120, 150, 200, 250, 300]);
      const [who, what] = rng.pick([
        ['学生', '视力'],
        ['学生', '身高'],
        ['学生', '睡眠时间'],
        ['居民', '月用水量'],
        ['零件', '长度'],
        ['灯泡', '使用寿命'],
      ] as const);
      const place = who === '学生' ? '某校' : who === '居民' ? '某小区' : '一批';
      const setting = `为了解${place} ${total} ${who === '学生' || who === '居民' ? '名' : '个'}${who}的${what}，从中抽取 ${n} ${who === '学生' || who === '居民' ? '名' : '个'}${who}进行调查。`;
      const unit = who === '学生' || who === '居民' ? '名' : '个';
      if (rng.chance(0.4)) {
        return fill(
          `${setting}这个调查的样本容量是 ____。`,
          [String(n)],
          [`样本中个体的数目叫做样本容量，样本容量只是一个数，不带单位。`, `抽取了 ${n} ${unit}${who}，样本容量是 ${n}。`],
        );
      }
      const ask = rng.pick(['总体', '样本', '个体'] as const);
      const texts = {
        总体: `${place} ${total} ${unit}${who}的${what}`,
        样本: `抽取的 ${n} ${unit}${who}的${what}`,
        个体: `每${unit}${who}的${what}`,
        对象: `${place} ${total} ${unit}${who}`,
      };
      return single(
        rng,
        `${setting}这个调查中，${ask}是（\u3000）。`,
        texts[ask],
        [texts.总体, texts.样本, texts.个体, texts.对象, `${n}`].filter((t) => t !== texts[ask]),
        [
          `要考察的全体对象（这里是“${what}”这个数据）是总体，每个考察对象是个体，抽取的那部分个体是样本。`,
          `所以${ask}是“${texts[ask]}”；注意不能漏掉“的${what}”。`,
        ],
      );
    },
  },
  'm7-sample-estimate': {
    title: '用样本估计总体',
    generate(rng) {
      if (rng.chance(0.5)) {
        const n = rng.pick([50, 100, 200, 250, 400, 500]);
        const total = n * rng.int(5, 40);
        const bad = rng.int(1, Math.floor(n / 10));
        const estimate = frac(bad * total, n);
        return fill(
          `从一批共 ${total} 件产品中随机抽取 ${n} 件，发现其中有 ${bad} 件次品。估计这批产品中约有次品 ____ 件。`,
          numForms(estimate),
          [
            `样本中次品率是 ${bad} ÷ ${n} = ${decimalText(frac(bad, n))}。`,
            `估计总体中次品约有 ${total} × ${decimalText(frac(bad, n))} = ${decimalText(estimate)}（件）。`,
          ],
        );
      }
      const marked = rng.int(2, 10) * 10;
      const c = rng.int(2, 10);
      const caught = c * rng.int(5, 20);
      const estimate = frac(marked * caught, c);
      return fill(
        `为估计鱼塘中鱼的数量，先捕捞 ${marked} 条鱼做上标记后放回，待带标记的鱼完全混合后，再捕捞 ${caught} 条，其中带标记的有 ${c} 条。估计鱼塘中约有鱼 ____ 条。`,
        numForms(estimate),
        [
          `第二次捕到的鱼中，带标记的占 ${c}/${caught}，可以认为整个鱼塘中带标记的鱼也占这个比例。`,
          `鱼的总数约为 ${marked} ÷ (${c}/${caught}) = ${marked} × ${caught} ÷ ${c} = ${decimalText(estimate)}（条）。`,
        ],
      );
    },
  },
  'm7-pie-chart': {
    title: '扇形统计图',
    generate(rng) {
      if (rng.chance(0.5)) {
        const percent = rng.int(1, 19) * 5;
        const angle = frac(percent * 360, 100);
        return fill(`在扇形统计图中，某部分占总体的 ${percent}%，它对应扇形的圆心角是 ____°。`, numForms(angle), [
          `扇形的圆心角 = 360° × 该部分所占的百分比。`,
          `360° × ${percent}% = ${decimalText(angle)}°。`,
        ]);
      }
      const total = rng.pick([40, 50, 60, 80, 120, 200, 360, 400, 600]);
      const angles = Array.from({ length: 59 }, (_, i) => (i + 1) * 6).filter((a) => (total * a) % 360 === 0);
      const angle = rng.pick(angles);
      const count = frac(total * angle, 360);
      const hobby = rng.pick(['喜欢篮球', '喜欢阅读', '步行上学', '喜欢绘画', '每天锻炼超过 1 小时']);
      return fill(
        `调查了 ${total} 名学生，画成扇形统计图，其中“${hobby}”的扇形圆心角是 ${angle}°。“${hobby}”的学生有 ____ 名。`,
        numForms(count),
        [
          `圆心角 ${angle}° 占整个圆 360° 的 ${angle}/360，这部分人数也占总人数的 ${angle}/360。`,
          `人数 = ${total} × ${angle} ÷ 360 = ${decimalText(count)}（名）。`,
        ],
      );
    },
  },
  'm7-histogram': {
    title: '频数分布直方图：组数、频数与频率',
    generate(rng) {
      switch (rng.int(0, 2)) {
        case 0: {
          const min = rng.int(130, 160);
          const width = rng.pick([2, 3, 4, 5, 10]);
          let range = rng.int(15, 60);
          if (range % width === 0) range += 1;
          const max = min + range;
          const groups = Math.ceil(range / width);
          return fill(
            `一组数据中最大值是 ${max}，最小值是 ${min}，取组距为 ${width}，这组数据可以分成 ____ 组。`,
            [String(groups)],
            [
              `先算极差：${max} − ${min} = ${range}。`,
              `${range} ÷ ${width} = ${decimalText(frac(range, width).round(2))}${frac(range, width).d === 1n ? '' : '…'}，组数要能盖住全部数据，所以取 ${groups} 组。`,
            ],
          );
        }
        case 1: {
          const total = rng.pick([20, 25, 40, 50, 80, 100]);
          const f = rng.int(1, total - 1);
          return fill(`把 ${total} 个数据分组后，某一组的频数是 ${f}，这一组的频率是 ____。`, numForms(frac(f, total)), [
            `频率 = 频数 ÷ 数据总数。`,
            `${f} ÷ ${total} = ${decimalText(frac(f, total))}。`,
          ]);
        }
        default: {
          const counts = Array.from({ length: rng.int(4, 6) }, () => rng.int(2, 20));
          const missing = rng.int(0, counts.length - 1);
          const total = counts.reduce((s, v) => s + v, 0);
          const shown = counts.map((v, i) => (i === missing ? '?' : String(v)));
          return fill(
            `把某班 ${total} 名学生的跳绳成绩分成 ${counts.length} 组，各组的频数依次是 ${shown.join('，')}，其中第 ${missing + 1} 组的频数是 ____。`,
            [String(counts[missing])],
            [
              `各组频数之和等于数据总数 ${total}。`,
              `第 ${missing + 1} 组：${total} − ${counts.filter((_, i) => i !== missing).join(' − ')} = ${counts[missing]}。`,
            ],
          );
        }
      }
    },
  },
  'm7-trend-chart': {
    title: '折线图与趋势',
    generate(rng) {
      const start = rng.int(2018, 2021);
      const values = [rng.int(20, 80)];
      for (let i = 1; i < 5; i++) values.push((values[i - 1] ?? 0) + rng.int(-5, 20));
      values[4] = Math.max(values[4] ?? 0, (values[0] ?? 0) + rng.int(1, 8));
      const item = rng.pick(['某地的绿化面积（公顷）', '某书店的年销售量（万册）', '某村的年人均收入（千元）', '某工厂的年产量（万件）']);
      const list = values.map((v, i) => `${start + i} 年 ${v}`).join('，');
      if (rng.chance(0.5)) {
        const increases = values.slice(1).map((v, i) => v - (values[i] ?? 0));
        const best = Math.max(...increases);
        if (increases.filter((v) => v === best).length === 1) {
          const year = start + 1 + increases.indexOf(best);
          const years = values.slice(1).map((_, i) => `${start + i + 1} 年`);
          return single(rng, `${item}：${list}。与上一年相比，增长最多的是（\u3000）。`, `${year} 年`, years, [
            `逐年算增长量：${increases.map((v, i) => `${start + i + 1} 年 ${v >= 0 ? '+' : ''}${v}`).join('，')}。`,
            `增长最多的是 ${year} 年，比上一年增加了 ${best}。`,
          ]);
        }
      }
      const last = values[values.length - 1] ?? 0;
      const first = values[0] ?? 0;
      const average = frac(last - first, values.length - 1);
      return fill(`${item}：${list}。从 ${start} 年到 ${start + values.length - 1} 年，平均每年增加 ____。`, numForms(average), [
        `${values.length - 1} 年共增加 ${last} − ${first} = ${last - first}。`,
        `平均每年增加 ${last - first} ÷ ${values.length - 1} = ${decimalText(average)}。`,
      ]);
    },
  },
};
