import { fill, single, type GeneratorSet } from '../../exercise.ts';
import { blank, dec, frac, gen, paren } from './common.ts';

/** 五年级下册 5 图形的运动（三）、7 折线统计图 and 8 数学广角——找次品. */

const months = ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'];

export const rotationChartGenerators: GeneratorSet = {
  'm5-rotation-clock': gen('旋转（钟面上指针旋转的角度）', (rng) => {
    const from = rng.int(1, 12);
    const steps = rng.int(1, 11);
    const to = ((from + steps - 1) % 12) + 1;
    const hand = rng.pick(['时针', '分针']);
    return fill(
      `钟面上，${hand}从指向"${from}"绕中心点顺时针旋转到指向"${to}"，旋转了 ${blank}°。`,
      [steps * 30],
      [
        `钟面一周是 360°，平均分成 12 个大格，每个大格是 360° ÷ 12 = 30°。`,
        `从"${from}"顺时针转到"${to}"经过 ${steps} 个大格：${steps} × 30° = ${steps * 30}°。`,
      ],
    );
  }),
  'm5-rotation-direction': gen('旋转（旋转后指向哪里）', (rng) => {
    const from = rng.int(1, 12);
    const angle = rng.pick([30, 60, 90, 120, 150, 180, 210, 240, 270]);
    const clockwise = rng.chance(0.5);
    const steps = angle / 30;
    const to = ((((from - 1 + (clockwise ? steps : -steps)) % 12) + 12) % 12) + 1;
    const other = ((((from - 1 + (clockwise ? -steps : steps)) % 12) + 12) % 12) + 1;
    return single(
      rng,
      `钟面上的分针指向"${from}"，绕中心点${clockwise ? '顺时针' : '逆时针'}旋转 ${angle}°后，指向${paren}。`,
      `"${to}"`,
      [`"${other}"`, `"${(to % 12) + 1}"`, `"${((to + 10) % 12) + 1}"`, `"${from}"`, `"${((to + 1) % 12) + 1}"`],
      [
        `每个大格 30°，旋转 ${angle}° 就是 ${angle} ÷ 30 = ${steps} 个大格。`,
        `从"${from}"${clockwise ? '顺时针（数字变大的方向）' : '逆时针（数字变小的方向）'}走 ${steps} 格，指向"${to}"。`,
      ],
    );
  }),
  'm5-line-chart': gen('单式折线统计图', (rng) => {
    const start = rng.int(0, 6);
    const names = months.slice(start, start + 6);
    const scale = rng.pick([1, 2, 5]);
    const values = names.map(() => rng.int(8, 60) * scale);
    const kind = rng.int(0, 2);
    const sum = values.reduce((s, v) => s + v, 0);
    if (kind === 1 && sum % 6 !== 0) values[5] = (values[5] ?? 0) + 6 - (sum % 6);
    const list = names.map((m, i) => `${m} ${values[i]}`).join('，');
    const head = `某地区 ${names[0]}到${names[5]}的月降水量（单位：毫米）依次是：${list}。根据这些数据画成折线统计图，`;
    if (kind === 0) {
      const max = Math.max(...values);
      const min = Math.min(...values);
      return fill(
        `${head}最高点和最低点表示的降水量相差 ${blank} 毫米。`,
        [max - min],
        [`最高点是 ${max} 毫米，最低点是 ${min} 毫米。`, `${max} - ${min} = ${max - min}（毫米）。`],
      );
    }
    if (kind === 1) {
      const total = values.reduce((s, v) => s + v, 0);
      return fill(
        `${head}这 6 个月平均每月降水量是 ${blank} 毫米。`,
        [dec(frac(total, 6))],
        [
          `6 个月的总降水量：${values.join(' + ')} = ${total}（毫米）。`,
          `平均数 = 总数 ÷ 月数 = ${total} ÷ 6 = ${dec(frac(total, 6))}（毫米）。`,
        ],
      );
    }
    const rises = values.slice(1).map((v, i) => v - (values[i] ?? 0));
    const best = Math.max(...rises);
    const i = rises.indexOf(best);
    if (best <= 0 || rises.filter((r) => r === best).length > 1) {
      return fill(
        `${head}${names[5]}比${names[0]}${values[5]! >= values[0]! ? '多' : '少'} ${blank} 毫米。`,
        [Math.abs(values[5]! - values[0]!)],
        [
          `${names[5]}是 ${values[5]} 毫米，${names[0]}是 ${values[0]} 毫米。`,
          `相差 ${Math.max(values[5]!, values[0]!)} - ${Math.min(values[5]!, values[0]!)} = ${Math.abs(values[5]! - values[0]!)}（毫米）。`,
        ],
      );
    }
    return single(
      rng,
      `${head}哪两个月之间折线上升得最快？`,
      `${names[i]}到${names[i + 1]}`,
      names.slice(0, 5).map((m, j) => `${m}到${names[j + 1]}`),
      [
        `上升最快就是增加得最多：依次增加 ${rises.join('、')} 毫米（负数表示下降）。`,
        `最多的是 ${best} 毫米，在${names[i]}到${names[i + 1]}之间。`,
      ],
    );
  }),
  'm5-double-line-chart': gen('复式折线统计图', (rng) => {
    const years = [2019, 2020, 2021, 2022, 2023, 2024].slice(0, rng.int(4, 6));
    const a = years.map(() => rng.int(20, 90));
    const b = years.map(() => rng.int(20, 90));
    const gaps = years.map((_, i) => Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
    const best = Math.max(...gaps);
    if (gaps.filter((g) => g === best).length > 1) {
      const total = a.reduce((s, v) => s + v, 0);
      return fill(
        `甲、乙两个书店 ${years[0]}—${years.at(-1)} 年每年卖出的故事书（单位：百本）：甲 ${a.join('、')}；乙 ${b.join('、')}。画成复式折线统计图后，甲店这几年一共卖出 ${blank} 百本。`,
        [total],
        [`复式折线统计图用两条折线表示两组数据，先找到甲店那条折线上的各点。`, `${a.join(' + ')} = ${total}（百本）。`],
      );
    }
    const i = gaps.indexOf(best);
    return single(
      rng,
      `甲、乙两个书店 ${years[0]}—${years.at(-1)} 年每年卖出的故事书（单位：百本）：甲 ${a.join('、')}；乙 ${b.join('、')}。画成复式折线统计图后，哪一年两条折线相距最远（两店相差最多）？`,
      `${years[i]}年`,
      years.filter((_, j) => j !== i).map((y) => `${y}年`),
      [`两条折线相距最远，就是两店数量相差最多。每年相差：${gaps.join('、')}（百本）。`, `最多的是 ${best} 百本，在 ${years[i]} 年。`],
    );
  }),
  'm5-find-defective': gen('找次品', (rng) => {
    const n = rng.int(3, 250);
    let k = 0;
    while (3 ** k < n) k++;
    return fill(
      `有 ${n} 个零件，其中有 1 个是次品（次品轻一些）。用天平称，至少称 ${blank} 次能保证找出这个次品。`,
      [k],
      [
        `每次把零件尽量平均分成 3 份，天平两边各放一份，可以判断次品在哪一份；称 1 次最多能从 3 个里找出次品，称 2 次最多 9 个，称 3 次最多 27 个……称 m 次最多 3 的 m 次方个。`,
        `${k > 1 ? `3 的 ${k - 1} 次方是 ${3 ** (k - 1)}，小于 ${n}；` : ''}3 的 ${k} 次方是 ${3 ** k}，不小于 ${n}，所以至少称 ${k} 次。`,
      ],
    );
  }),
};
