import { rotationChartGenerators } from './rotation-charts.ts';
import { checkSet, expectText, expectValue, ints, f } from './verify.test-support.ts';

checkSet('五年级下册 旋转、折线统计图、找次品', rotationChartGenerators, {
  'm5-rotation-clock': (e) => {
    const [from = 0, to = 0] = ints(e.prompt);
    expectValue(e, ((((to - from) % 12) + 12) % 12) * 30);
  },
  'm5-rotation-direction': (e) => {
    const [from = 0, angle = 0] = ints(e.prompt);
    const steps = (e.prompt.includes('顺时针') ? 1 : -1) * (angle / 30);
    const target = (((from + steps) % 12) + 12) % 12 || 12;
    expectText(e, `"${target}"`);
  },
  'm5-line-chart': (e) => {
    const data = [...e.prompt.matchAll(/(\d+)月 (\d+)/g)].map((m) => ({ month: `${m[1]}月`, v: Number(m[2]) }));
    const vs = data.map((d) => d.v);
    if (e.prompt.includes('相差')) return expectValue(e, Math.max(...vs) - Math.min(...vs));
    if (e.prompt.includes('平均'))
      return expectValue(
        e,
        f(
          vs.reduce((s, v) => s + v, 0),
          6,
        ),
      );
    if (e.prompt.includes('上升得最快')) {
      let best = 1;
      for (let i = 2; i < vs.length; i++) if (vs[i]! - vs[i - 1]! > vs[best]! - vs[best - 1]!) best = i;
      return expectText(e, `${data[best - 1]!.month}到${data[best]!.month}`);
    }
    expectValue(e, Math.abs(vs[5]! - vs[0]!));
  },
  'm5-double-line-chart': (e) => {
    const [, first = '', a = '', b = ''] = /(\d+)—\d+ 年.*甲 ([\d、]+)；乙 ([\d、]+)。/.exec(e.prompt) ?? [];
    const xs = a.split('、').map(Number);
    const ys = b.split('、').map(Number);
    if (e.prompt.includes('一共'))
      return expectValue(
        e,
        xs.reduce((s, v) => s + v, 0),
      );
    const gaps = xs.map((x, i) => Math.abs(x - ys[i]!));
    expectText(e, `${Number(first) + gaps.indexOf(Math.max(...gaps))}年`);
  },
  'm5-find-defective': (e) => {
    const n = ints(e.prompt)[0]!;
    let k = 0;
    for (let can = 1; can < n; can *= 3) k++;
    expectValue(e, k);
  },
});
