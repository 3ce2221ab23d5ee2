import { circlePositionGenerators } from './circle-position.ts';
import { checkSet, expectText, expectValue, ints, nums, f, add, sub, mul, div } from './verify.test-support.ts';

const pi = f(314, 100);
const flip: Record<string, string> = { 北: '南', 南: '北', 东: '西', 西: '东' };

checkSet('六年级上册 位置与方向、圆、数与形', circlePositionGenerators, {
  'm6-direction-reverse': (e) => {
    const [, ns = '', ew = '', angle = ''] = /的([南北])偏([东西])(\d+)°方向/.exec(e.prompt) ?? [];
    expectText(e, `${flip[ns]}偏${flip[ew]}${angle}°`);
  },
  'm6-map-distance': (e) => {
    const n = nums(e.prompt);
    expectValue(e, mul(n[n.length - 1]!, n[1]!));
  },
  'm6-route': (e) => {
    const legs = [...e.prompt.matchAll(/方向走 (\d+) 米/g)].map((m) => Number(m[1]));
    const total = legs.reduce((s, l) => s + l, 0);
    if (e.prompt.includes('每分钟')) return expectValue(e, f(total, Number(/每分钟走 (\d+) 米/.exec(e.prompt)?.[1])));
    expectValue(e, total);
  },
  'm6-circle-basics': (e) => {
    const n = nums(e.prompt);
    if (e.prompt.includes('长方形')) return expectValue(e, div(n[1]!, f(2)));
    expectValue(e, e.prompt.includes('半径是 ____') ? div(n[0]!, f(2)) : mul(n[0]!, f(2)));
  },
  'm6-circumference': (e) => {
    const n = nums(e.prompt)[0]!;
    if (e.prompt.includes('周长是 ____')) expectValue(e, e.prompt.includes('半径') ? mul(pi, n, f(2)) : mul(pi, n));
    else expectValue(e, div(n, pi));
  },
  'm6-circle-area': (e) => {
    const n = nums(e.prompt)[0]!;
    const r = e.prompt.includes('半径') ? n : e.prompt.includes('直径') ? div(n, f(2)) : div(div(n, pi), f(2));
    expectValue(e, mul(pi, r, r));
  },
  'm6-circle-area-choice': (e) => {
    const r = nums(e.prompt)[0]!;
    expectValue(e, mul(pi, r, r));
  },
  'm6-ring-area': (e) => {
    const [R, r] = nums(e.prompt);
    expectValue(e, mul(pi, sub(mul(R!, R!), mul(r!, r!))));
  },
  'm6-sector': (e) => {
    const [angle, r] = nums(e.prompt);
    expectValue(e, div(mul(pi, r!, r!, angle!), f(360)));
  },
  'm6-number-and-shape': (e) => {
    if (e.prompt.startsWith('1 + 3')) {
      const last = ints(e.prompt)[3]!;
      let sum = 0;
      for (let k = 1; k <= last; k += 2) sum += k;
      return expectValue(e, sum);
    }
    if (e.prompt.startsWith('1/2')) {
      const last = Number(/… \+ 1\/(\d+)/.exec(e.prompt)?.[1]);
      let sum = f(0);
      for (let d = 2; d <= last; d *= 2) sum = add(sum, f(1, d));
      return expectValue(e, sum);
    }
    const n = ints(e.prompt).at(-1)!;
    expectValue(e, 4 + 3 * (n - 1));
  },
});
