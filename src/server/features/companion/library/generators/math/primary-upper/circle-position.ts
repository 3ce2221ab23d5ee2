import { fill, single, type GeneratorSet } from '../../exercise.ts';
import { blank, dec, frac, fracForms, fractionText, gen, randDec } from './common.ts';

/** 六年级上册 2 位置与方向（二）、5 圆 and 8 数学广角——数与形. */

const PI = frac(314, 100);
const directions = [
  ['北', '东'],
  ['北', '西'],
  ['南', '东'],
  ['南', '西'],
] as const;
const opposite: Record<string, string> = { 北: '南', 南: '北', 东: '西', 西: '东' };
const places = ['学校', '图书馆', '医院', '公园', '体育馆', '少年宫', '电影院', '超市'];

export const circlePositionGenerators: GeneratorSet = {
  'm6-direction-reverse': gen('用方向和距离确定位置（相对位置）', (rng) => {
    const [a, b] = rng.shuffle(places).slice(0, 2);
    const [ns, ew] = rng.pick(directions);
    const angle = rng.pick([15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75]);
    const distance = rng.int(2, 30) * 100;
    const right = `${opposite[ns]}偏${opposite[ew]}${angle}°`;
    return single(
      rng,
      `${b}在${a}的${ns}偏${ew}${angle}°方向 ${distance} 米处，那么${a}在${b}的什么方向？`,
      right,
      [
        `${ns}偏${ew}${angle}°`,
        `${opposite[ns]}偏${ew}${angle}°`,
        `${ns}偏${opposite[ew]}${angle}°`,
        `${opposite[ns]}偏${opposite[ew]}${90 - angle}°`,
      ],
      [
        `两个地点的位置关系是相对的：方向正好相反，角度和距离不变。`,
        `${ns}偏${ew}的相反方向是${opposite[ns]}偏${opposite[ew]}，所以${a}在${b}的${right}方向 ${distance} 米处。`,
      ],
    );
  }),
  'm6-map-distance': gen('用方向和距离确定位置（图上距离）', (rng) => {
    const per = rng.pick([50, 100, 200, 250, 500]);
    const cm = randDec(rng, 1, 8, rng.int(0, 1));
    const actual = cm.mul(per);
    const [ns, ew] = rng.pick(directions);
    const angle = rng.pick([20, 30, 40, 45, 50, 60]);
    return fill(
      `在一幅平面图上，图上 1 厘米表示实际距离 ${per} 米。从学校出发，向${ns}偏${ew}${angle}°方向走，图上距离是 ${dec(cm)} 厘米，实际要走 ${blank} 米。`,
      [dec(actual)],
      [`图上 1 厘米表示 ${per} 米，${dec(cm)} 厘米就表示 ${dec(cm)} 个 ${per} 米。`, `${dec(cm)} × ${per} = ${dec(actual)}（米）。`],
    );
  }),
  'm6-route': gen('描述简单的路线图', (rng) => {
    const legs = Array.from({ length: rng.int(2, 3) }, () => rng.int(2, 15) * 50);
    const total = legs.reduce((s, l) => s + l, 0);
    const speed = rng.pick([50, 60, 75, 80, 100, 125]);
    const ask = rng.chance(0.5);
    const route = legs
      .map(
        (l, i) =>
          `${i === 0 ? '从家出发' : '再'}向${rng.pick(['北偏东30°', '正东', '东偏南40°', '正北', '西偏北20°', '南偏西45°'])}方向走 ${l} 米${i === legs.length - 1 ? '到达少年宫' : ''}`,
      )
      .join('，');
    if (ask || total % speed !== 0) {
      return fill(
        `小明${route}。他一共走了 ${blank} 米。`,
        [total],
        [`路线的总长是各段路程的和。`, `${legs.join(' + ')} = ${total}（米）。`],
      );
    }
    return fill(
      `小明${route}。他每分钟走 ${speed} 米，走完全程要 ${blank} 分钟。`,
      [total / speed],
      [`先求全程：${legs.join(' + ')} = ${total}（米）。`, `时间 = 路程 ÷ 速度 = ${total} ÷ ${speed} = ${total / speed}（分钟）。`],
    );
  }),
  'm6-circle-basics': gen('圆的认识', (rng) => {
    const kind = rng.int(0, 2);
    if (kind === 0) {
      const r = randDec(rng, 0.5, 30, rng.int(0, 1));
      return fill(
        `一个圆的半径是 ${dec(r)} 厘米，它的直径是 ${blank} 厘米。`,
        [dec(r.mul(2))],
        [`在同一个圆内，直径是半径的 2 倍，d = 2r。`, `${dec(r)} × 2 = ${dec(r.mul(2))}（厘米）。`],
      );
    }
    if (kind === 1) {
      const d = randDec(rng, 1, 40, rng.int(0, 1));
      return fill(
        `一个圆的直径是 ${dec(d)} 分米，它的半径是 ${blank} 分米。`,
        [dec(d.div(2))],
        [`在同一个圆内，半径是直径的一半，r = d ÷ 2。`, `${dec(d)} ÷ 2 = ${dec(d.div(2))}（分米）。`],
      );
    }
    const l = rng.int(6, 40);
    const w = rng.int(4, l);
    return fill(
      `在一个长 ${l} 厘米、宽 ${w} 厘米的长方形里画一个最大的圆，这个圆的半径是 ${blank} 厘米。`,
      [dec(frac(w, 2))],
      [`最大的圆的直径等于长方形较短的边，也就是宽 ${w} 厘米。`, `半径 = ${w} ÷ 2 = ${dec(frac(w, 2))}（厘米）。`],
    );
  }),
  'm6-circumference': gen('圆的周长', (rng) => {
    const kind = rng.int(0, 2);
    if (kind === 2) {
      const d = rng.int(2, 40);
      const c = PI.mul(d);
      return fill(
        `一个圆形花坛的周长是 ${dec(c)} 米，它的直径是 ${blank} 米。（π 取 3.14）`,
        [d],
        [`C = πd，所以 d = C ÷ π。`, `${dec(c)} ÷ 3.14 = ${d}（米）。`],
      );
    }
    const n = randDec(rng, 1, 20, rng.int(0, 1));
    const c = kind === 0 ? PI.mul(n).mul(2) : PI.mul(n);
    return fill(
      `一个圆的${kind === 0 ? '半径' : '直径'}是 ${dec(n)} 厘米，它的周长是 ${blank} 厘米。（π 取 3.14）`,
      [dec(c)],
      [
        kind === 0 ? `圆的周长 C = 2πr。` : `圆的周长 C = πd。`,
        kind === 0 ? `2 × 3.14 × ${dec(n)} = ${dec(c)}（厘米）。` : `3.14 × ${dec(n)} = ${dec(c)}（厘米）。`,
      ],
    );
  }),
  'm6-circle-area': gen('圆的面积', (rng) => {
    const kind = rng.int(0, 2);
    const r = rng.int(1, 20);
    const s = PI.mul(r * r);
    const [given, how] = [
      [`半径是 ${r} 厘米`, `已知半径，直接用 S = πr²`],
      [`直径是 ${2 * r} 厘米`, `先求半径：${2 * r} ÷ 2 = ${r}（厘米）`],
      [`周长是 ${dec(PI.mul(2 * r))} 厘米`, `先求半径：${dec(PI.mul(2 * r))} ÷ 3.14 ÷ 2 = ${r}（厘米）`],
    ][kind] as [string, string];
    return fill(
      `一个圆的${given}，它的面积是 ${blank} 平方厘米。（π 取 3.14）`,
      [dec(s)],
      [`${how}。`, `S = πr² = 3.14 × ${r}² = 3.14 × ${r * r} = ${dec(s)}（平方厘米）。`],
    );
  }),
  'm6-circle-area-choice': gen('圆的面积（分清周长和面积）', (rng) => {
    const r = rng.int(2, 40);
    const s = PI.mul(r * r);
    return single(
      rng,
      `一个圆的半径是 ${r} 厘米，它的面积是多少平方厘米？（π 取 3.14）`,
      dec(s),
      [dec(PI.mul(2 * r)), dec(PI.mul(r * 2).mul(r * 2)), dec(PI.mul(2 * r * r)), dec(PI.mul(r))],
      [`圆的面积 S = πr²，r² 表示 r × r，不是 2r。`, `3.14 × ${r} × ${r} = ${dec(s)}（平方厘米）。`],
    );
  }),
  'm6-ring-area': gen('圆环的面积', (rng) => {
    const r = rng.int(1, 15);
    const R = r + rng.int(1, 10);
    const s = PI.mul(R * R - r * r);
    return fill(
      `一个圆环，外圆半径是 ${R} 米，内圆半径是 ${r} 米，圆环的面积是 ${blank} 平方米。（π 取 3.14）`,
      [dec(s)],
      [`圆环的面积 = 外圆面积 - 内圆面积 = π(R² - r²)。`, `3.14 × (${R}² - ${r}²) = 3.14 × (${R * R} - ${r * r}) = ${dec(s)}（平方米）。`],
    );
  }),
  'm6-sector': gen('扇形', (rng) => {
    const angle = rng.pick([36, 45, 72, 90, 120, 135, 144, 180, 270]);
    const r = angle % 9 === 0 ? rng.int(1, 12) : rng.int(1, 4) * 3;
    const s = PI.mul(r * r)
      .mul(angle)
      .div(360);
    return fill(
      `一个扇形的圆心角是 ${angle}°，半径是 ${r} 厘米，它的面积是 ${blank} 平方厘米。（π 取 3.14）`,
      [dec(s)],
      [
        `圆心角是 ${angle}° 的扇形，面积是所在圆面积的 ${angle}/360 = ${fractionText(frac(angle, 360))}。`,
        `3.14 × ${r}² × ${fractionText(frac(angle, 360))} = ${dec(PI.mul(r * r))} × ${fractionText(frac(angle, 360))} = ${dec(s)}（平方厘米）。`,
      ],
    );
  }),
  'm6-number-and-shape': gen('数与形', (rng) => {
    const kind = rng.int(0, 2);
    const n = rng.int(4, 30);
    if (kind === 0) {
      const terms = Array.from({ length: n }, (_, i) => 2 * i + 1);
      return fill(
        `1 + 3 + 5 + … + ${terms.at(-1)}（从 1 开始连续 ${n} 个奇数相加）= ${blank}`,
        [n * n],
        [
          `用正方形点阵看：1 个点，加 3 个成 2 × 2，加 5 个成 3 × 3……从 1 开始连续 n 个奇数的和是 n²。`,
          `这里有 ${n} 个奇数，和是 ${n} × ${n} = ${n * n}。`,
        ],
      );
    }
    if (kind === 1) {
      const m = rng.int(2, 9);
      const v = frac(1).sub(frac(1, 2 ** m));
      return fill(`1/2 + 1/4 + 1/8 + … + 1/${2 ** m} = ${blank}`, fracForms(v), [
        `把一个正方形看作 1，先取一半，再取剩下的一半……加到 1/${2 ** m} 时，剩下的正好是 1/${2 ** m}。`,
        `所以和 = 1 - 1/${2 ** m} = ${fractionText(v)}。`,
      ]);
    }
    return fill(
      `用小棒摆正方形，摆 1 个用 4 根，摆 2 个（一字排开）用 7 根，摆 3 个用 10 根……照这样摆 ${n} 个正方形要用 ${blank} 根小棒。`,
      [3 * n + 1],
      [`每多摆一个正方形多用 3 根：摆 n 个用 4 + 3 × (n - 1) = 3n + 1 根。`, `3 × ${n} + 1 = ${3 * n + 1}（根）。`],
    );
  }),
};
