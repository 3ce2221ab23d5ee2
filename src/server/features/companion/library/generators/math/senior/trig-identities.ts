import { fill, type GeneratorSet, single } from '../../exercise.ts';
import { frac, Fraction } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { CHOICE, MINUS, num, numberAnswers, piAnswers, piText, triples } from './util.ts';

/** 必修第一册 第五章 5.4–5.7: 三角函数的图象与性质, 三角恒等变换, y = Asin(ωx + φ), 三角函数的应用. */

const omegas = [frac(1, 2), frac(1, 3), frac(2), frac(3), frac(4), frac(2, 3), frac(1)];

/** 'ωx + φ' as printed: '2x + π/3', 'x/2 − π/6', 'x'. */
function phaseText(omega: Fraction, phi: Fraction): string {
  const wx = omega.equals(1) ? 'x' : omega.d === 1n ? `${num(omega)}x` : omega.n === 1n ? `x/${omega.d}` : `${omega.n}x/${omega.d}`;
  if (phi.equals(0)) return wx;
  return `${wx} ${phi.compare(0) < 0 ? MINUS : '+'} ${piText(phi.abs())}`;
}
const coefficient = (a: number) => (a === 1 ? '' : a === -1 ? MINUS : num(a));
const signedConstant = (b: number) => (b === 0 ? '' : ` ${b < 0 ? MINUS : '+'} ${Math.abs(b)}`);

function acute(rng: Rng) {
  const [a, b, c] = rng.pick(triples);
  return { sin: frac(a, c), cos: frac(b, c) };
}

export const trigPropertyGenerators: GeneratorSet = {
  'm10-sine-graph': {
    title: '正弦函数、余弦函数的图象（五点法、交点个数）',
    generate(rng) {
      if (rng.chance(0.5)) {
        const fn = rng.pick(['sin', 'cos'] as const);
        const a = rng.pick([-3, -2, -1, 1, 2, 3]);
        const b = rng.int(-3, 3);
        const k = rng.int(0, 4);
        const unit = fn === 'sin' ? [0, 1, 0, -1, 0][k]! : [1, 0, -1, 0, 1][k]!;
        const value = a * unit + b;
        const x = piText(frac(k, 2));
        return fill(
          `用“五点法”画函数 y = ${coefficient(a)}${fn} x${signedConstant(b)}（x ∈ [0, 2π]）的图象时，横坐标为 ${x} 的关键点的纵坐标是 ____。`,
          numberAnswers(value),
          [
            `五个关键点的横坐标是 0，π/2，π，3π/2，2π，${fn} x 依次取 ${fn === 'sin' ? '0，1，0，−1，0' : '1，0，−1，0，1'}。`,
            `x = ${x} 时 ${fn} x = ${num(unit)}，y = ${num(a)} × ${num(unit)}${signedConstant(b)} = ${num(value)}。`,
          ],
        );
      }
      const fn = rng.pick(['sin', 'cos'] as const);
      const c = rng.pick([frac(-3, 2), frac(-1), frac(-1, 2), frac(0), frac(1, 2), frac(1), frac(3, 2), frac(1, 3), frac(-2, 3)]);
      const interval = rng.pick(['[0, 2π]', '[0, 2π)'] as const);
      // count the solutions by the graph over one period
      const count =
        c.abs().compare(1) > 0
          ? 0
          : c.abs().equals(1)
            ? fn === 'cos' && c.equals(1) && interval === '[0, 2π]'
              ? 2
              : 1
            : fn === 'sin' && c.equals(0)
              ? interval === '[0, 2π]'
                ? 3
                : 2
              : 2;
      return fill(
        `方程 ${fn} x = ${num(c)} 在区间 ${interval} 上的解的个数为 ____。`,
        [count],
        [
          `画出 y = ${fn} x 在 ${interval} 上的图象（一个周期）和直线 y = ${num(c)}。`,
          c.abs().compare(1) > 0
            ? `|${num(c)}| > 1，直线与图象没有交点。`
            : `数出交点${interval === '[0, 2π)' ? '（注意 2π 不在区间内）' : ''}：共 ${count} 个。`,
        ],
      );
    },
  },
  'm10-trig-period': {
    title: '三角函数的最小正周期',
    generate(rng) {
      const fn = rng.pick(['sin', 'cos'] as const);
      const omega = rng.pick(omegas).mul(rng.pick([1, -1]));
      const phi = frac(rng.int(-5, 5), 6);
      const a = rng.pick([1, 2, 3, -2, 1 / 2]);
      const period = frac(2).div(omega.abs());
      const right = piText(period);
      return single(
        rng,
        `函数 y = ${a === 0.5 ? '(1/2)' : coefficient(a)}${fn}(${phaseText(omega, phi)}) 的最小正周期是${CHOICE}。`,
        right,
        [
          piText(period.div(2)),
          piText(period.mul(2)),
          piText(frac(2).mul(omega.abs())),
          piText(omega.abs()),
          piText(period.div(4)),
          piText(period.mul(3)),
        ],
        [`y = A${fn}(ωx + φ) 的最小正周期 T = 2π/|ω|，与 A、φ 无关。`, `这里 ω = ${num(omega)}，T = 2π/${num(omega.abs())} = ${right}。`],
      );
    },
  },
  'm10-trig-parity': {
    title: '三角函数的奇偶性',
    generate(rng) {
      const omega = rng.pick(omegas);
      const a = rng.pick([1, 2, 3, -1, -2]);
      const wx = phaseText(omega, frac(0));
      const forms = [
        { text: `${coefficient(a)}sin ${wx}`, kind: '奇函数', why: `sin(−x) = −sin x，所以 f(−x) = −f(x)` },
        { text: `${coefficient(a)}cos ${wx}`, kind: '偶函数', why: `cos(−x) = cos x，所以 f(−x) = f(x)` },
        {
          text: `${coefficient(a)}sin(${phaseText(omega, frac(1, 2))})`,
          kind: '偶函数',
          why: `由诱导公式 sin(θ + π/2) = cos θ，f(x) = ${coefficient(a)}cos ${wx}`,
        },
        {
          text: `${coefficient(a)}cos(${phaseText(omega, frac(1, 2))})`,
          kind: '奇函数',
          why: `由诱导公式 cos(θ + π/2) = −sin θ，f(x) = ${coefficient(-a)}sin ${wx}`,
        },
        {
          text: `${coefficient(a)}sin(${phaseText(omega, frac(1, 4))})`,
          kind: '非奇非偶函数',
          why: `f(0) = ${coefficient(a)}sin(π/4) ≠ 0，不是奇函数；图象的对称轴不是 y 轴，不是偶函数`,
        },
        { text: `sin ${wx}${signedConstant(rng.int(1, 3))}`, kind: '非奇非偶函数', why: `f(0) ≠ 0，不是奇函数；f(−x) ≠ f(x)，不是偶函数` },
        { text: `${coefficient(a)}sin ${wx} · cos ${wx}`, kind: '奇函数', why: `sin 是奇函数、cos 是偶函数，乘积是奇函数` },
      ];
      const form = rng.pick(forms);
      return single(
        rng,
        `函数 f(x) = ${form.text} 是${CHOICE}。`,
        form.kind,
        ['奇函数', '偶函数', '既是奇函数又是偶函数', '非奇非偶函数'].filter((k) => k !== form.kind),
        [`定义域为 R，关于原点对称，比较 f(−x) 与 f(x)。`, `${form.why}。`, `所以 f(x) 是${form.kind}。`],
      );
    },
  },
  'm10-trig-max-min': {
    title: '三角函数的最大值和最小值',
    generate(rng) {
      const fn = rng.pick(['sin', 'cos'] as const);
      const a = rng.pick([-4, -3, -2, -1, 1, 2, 3, 4, 5]);
      const b = rng.int(-4, 4);
      const askMax = rng.chance(0.5);
      if (rng.chance(0.5)) {
        const omega = rng.pick(omegas);
        const phi = frac(rng.int(-5, 5), 6);
        const value = askMax ? Math.abs(a) + b : b - Math.abs(a);
        return fill(
          `函数 y = ${coefficient(a)}${fn}(${phaseText(omega, phi)})${signedConstant(b)} 的最${askMax ? '大' : '小'}值为 ____。`,
          numberAnswers(value),
          [
            `${fn}(${phaseText(omega, phi)}) 的取值范围是 [−1, 1]，所以 ${coefficient(a)}${fn}(…) 的取值范围是 [${num(-Math.abs(a))}, ${Math.abs(a)}]。`,
            `再加上 ${num(b)}，最${askMax ? '大' : '小'}值为 ${num(value)}。`,
          ],
        );
      }
      // on [0, π/2]: sin goes from 0 to 1, cos from 1 to 0
      const values = [0, 1].map((u) => a * u + b);
      const value = askMax ? Math.max(...values) : Math.min(...values);
      return fill(
        `函数 y = ${coefficient(a)}${fn} x${signedConstant(b)} 在区间 [0, π/2] 上的最${askMax ? '大' : '小'}值为 ____。`,
        numberAnswers(value),
        [
          `x ∈ [0, π/2] 时，${fn} x 的取值范围是 [0, 1]。`,
          `y 的取值范围是 [${num(Math.min(...values))}, ${num(Math.max(...values))}]，最${askMax ? '大' : '小'}值为 ${num(value)}。`,
        ],
      );
    },
  },
  'm10-tangent-period': {
    title: '正切函数的周期与定义域',
    generate(rng) {
      const omega = rng.pick(omegas);
      const phi = frac(rng.int(-2, 2), 6);
      const a = rng.pick([1, 2, 3, -1]);
      if (rng.chance(0.5)) {
        const period = frac(1).div(omega);
        const right = piText(period);
        return single(
          rng,
          `函数 y = ${coefficient(a)}tan(${phaseText(omega, phi)}) 的最小正周期是${CHOICE}。`,
          right,
          [piText(period.mul(2)), piText(period.div(2)), piText(omega), piText(period.div(4)), piText(period.mul(3))],
          [`y = Atan(ωx + φ) 的最小正周期 T = π/|ω|。`, `ω = ${num(omega)}，T = π/${num(omega)} = ${right}。`],
        );
      }
      // tan(x + φ) is undefined where x + φ = π/2 + kπ
      const edge = frac(1, 2).sub(phi);
      const right = `{x | x ≠ ${piText(edge)} + kπ，k ∈ Z}`.replace('0 + kπ', 'kπ');
      return single(
        rng,
        `函数 y = tan(${phaseText(frac(1), phi)}) 的定义域是${CHOICE}。`,
        right,
        [
          `{x | x ≠ ${piText(edge)} + 2kπ，k ∈ Z}`.replace('0 + 2kπ', '2kπ'),
          `{x | x ≠ ${piText(frac(1, 2).add(phi))} + kπ，k ∈ Z}`.replace('0 + kπ', 'kπ'),
          `{x | x ≠ ${piText(edge.sub(frac(1, 2)))} + kπ，k ∈ Z}`.replace('0 + kπ', 'kπ'),
          'R',
        ],
        [
          `正切函数 tan u 要求 u ≠ π/2 + kπ（k ∈ Z）。`,
          `令 ${phaseText(frac(1), phi)} ≠ π/2 + kπ，得 x ≠ ${piText(edge)} + kπ，定义域为 ${right}。`,
        ],
      );
    },
  },
};

export const trigIdentityGenerators: GeneratorSet = {
  'm10-sum-difference': {
    title: '两角和与差的正弦、余弦公式',
    generate(rng) {
      const alpha = acute(rng);
      const beta = acute(rng);
      const fn = rng.pick(['sin', 'cos'] as const);
      const plus = rng.chance(0.5);
      const value =
        fn === 'sin'
          ? plus
            ? alpha.sin.mul(beta.cos).add(alpha.cos.mul(beta.sin))
            : alpha.sin.mul(beta.cos).sub(alpha.cos.mul(beta.sin))
          : plus
            ? alpha.cos.mul(beta.cos).sub(alpha.sin.mul(beta.sin))
            : alpha.cos.mul(beta.cos).add(alpha.sin.mul(beta.sin));
      const formula = fn === 'sin' ? `sin α cos β ${plus ? '+' : MINUS} cos α sin β` : `cos α cos β ${plus ? MINUS : '+'} sin α sin β`;
      return fill(
        `已知 α、β 都是锐角，sin α = ${num(alpha.sin)}，cos β = ${num(beta.cos)}，则 ${fn}(α ${plus ? '+' : MINUS} β) = ____。`,
        numberAnswers(value),
        [
          `α、β 为锐角，cos α = √(1 − sin²α) = ${num(alpha.cos)}，sin β = √(1 − cos²β) = ${num(beta.sin)}。`,
          `${fn}(α ${plus ? '+' : MINUS} β) = ${formula} = ${num(value)}。`,
        ],
      );
    },
  },
  'm10-tan-sum': {
    title: '两角和与差的正切公式',
    generate(rng) {
      const pick = () => rng.pick([frac(1, 2), frac(1, 3), frac(2), frac(3), frac(-1, 2), frac(-2), frac(1, 4), frac(3, 4), frac(4)]);
      const p = pick();
      const q = pick();
      const plus = rng.chance(0.5);
      const denominator = plus ? frac(1).sub(p.mul(q)) : frac(1).add(p.mul(q));
      if (denominator.equals(0) || p.equals(q)) return this.generate(rng);
      const value = (plus ? p.add(q) : p.sub(q)).div(denominator);
      return fill(`已知 tan α = ${num(p)}，tan β = ${num(q)}，则 tan(α ${plus ? '+' : MINUS} β) = ____。`, numberAnswers(value), [
        `tan(α ${plus ? '+' : MINUS} β) = (tan α ${plus ? '+' : MINUS} tan β)/(1 ${plus ? MINUS : '+'} tan α tan β)。`,
        `代入得 (${num(plus ? p.add(q) : p.sub(q))})/(${num(denominator)}) = ${num(value)}。`,
      ]);
    },
  },
  'm10-double-angle': {
    title: '二倍角公式',
    generate(rng) {
      const [a, b, c] = rng.pick(triples);
      const quadrant = rng.int(1, 4);
      const sin = frac(quadrant <= 2 ? a : -a, c);
      const cos = frac(quadrant === 1 || quadrant === 4 ? b : -b, c);
      const ask = rng.pick(['sin', 'cos', 'tan'] as const);
      const sin2 = sin.mul(cos).mul(2);
      const cos2 = cos.mul(cos).sub(sin.mul(sin));
      const value = ask === 'sin' ? sin2 : ask === 'cos' ? cos2 : sin2.div(cos2);
      const quadrantText = ['', '(0, π/2)', '(π/2, π)', '(π, 3π/2)', '(3π/2, 2π)'][quadrant];
      return fill(`已知 sin α = ${num(sin)}，α ∈ ${quadrantText}，则 ${ask} 2α = ____。`, numberAnswers(value), [
        `α ∈ ${quadrantText}，cos α ${cos.compare(0) > 0 ? '> 0' : '< 0'}，cos α = ${num(cos)}。`,
        ask === 'sin'
          ? `sin 2α = 2sin α cos α = 2 × ${num(sin)} × ${num(cos)} = ${num(value)}。`
          : ask === 'cos'
            ? `cos 2α = cos²α − sin²α = ${num(cos.mul(cos))} − ${num(sin.mul(sin))} = ${num(value)}。`
            : `sin 2α = ${num(sin2)}，cos 2α = ${num(cos2)}，tan 2α = sin 2α / cos 2α = ${num(value)}。`,
      ]);
    },
  },
  'm10-auxiliary-angle': {
    title: '辅助角公式求最值',
    generate(rng) {
      const askMax = rng.chance(0.5);
      const b0 = rng.int(-4, 4);
      if (rng.chance(0.5)) {
        const [p, q, r] = rng.pick(triples);
        const k = rng.pick([1, 2]);
        const [a, b] = [p * k * (rng.chance(0.5) ? 1 : -1), q * k * (rng.chance(0.5) ? 1 : -1)];
        const amplitude = r * k;
        const value = askMax ? amplitude + b0 : b0 - amplitude;
        return fill(
          `函数 y = ${coefficient(a)}sin x ${b < 0 ? MINUS : '+'} ${Math.abs(b)}cos x${signedConstant(b0)} 的最${askMax ? '大' : '小'}值为 ____。`,
          numberAnswers(value),
          [
            `${coefficient(a)}sin x ${b < 0 ? MINUS : '+'} ${Math.abs(b)}cos x = √(${a * a} + ${b * b}) sin(x + φ) = ${amplitude}sin(x + φ)（辅助角公式）。`,
            `sin(x + φ) 的最${askMax ? '大值为 1' : '小值为 −1'}，所以 y 的最${askMax ? '大' : '小'}值为 ${num(value)}。`,
          ],
        );
      }
      const k = rng.pick([1, 2, 3]);
      const cosFirst = rng.chance(0.5);
      const value = askMax ? 2 * k + b0 : b0 - 2 * k;
      const body = cosFirst
        ? `${coefficient(k)}cos x + ${k === 1 ? '' : k}√3 sin x`
        : `${k === 1 ? '' : k}√3 sin x + ${coefficient(k)}cos x`;
      return fill(`函数 y = ${body}${signedConstant(b0)} 的最${askMax ? '大' : '小'}值为 ____。`, numberAnswers(value), [
        `${body} = ${2 * k}(√3/2 · sin x + 1/2 · cos x) = ${2 * k}sin(x + π/6)。`,
        `sin(x + π/6) 的最${askMax ? '大值为 1' : '小值为 −1'}，所以 y 的最${askMax ? '大' : '小'}值为 ${num(value)}。`,
      ]);
    },
  },
  'm10-half-angle': {
    title: '简单的三角恒等变换（降幂、半角）',
    generate(rng) {
      const cos = rng.pick([
        frac(1, 3),
        frac(-1, 3),
        frac(1, 5),
        frac(3, 5),
        frac(-3, 5),
        frac(7, 25),
        frac(-7, 25),
        frac(1, 9),
        frac(5, 13),
        frac(-5, 13),
        frac(1, 7),
      ]);
      const ask = rng.pick(['cos', 'sin'] as const);
      const value = ask === 'cos' ? frac(1).add(cos).div(2) : frac(1).sub(cos).div(2);
      return fill(`已知 cos α = ${num(cos)}，则 ${ask}²(α/2) = ____。`, numberAnswers(value), [
        `由二倍角公式 cos α = ${ask === 'cos' ? '2cos²(α/2) − 1' : '1 − 2sin²(α/2)'}，得 ${ask}²(α/2) = (1 ${ask === 'cos' ? '+' : MINUS} cos α)/2。`,
        `代入得 (1 ${ask === 'cos' ? '+' : MINUS} ${cos.compare(0) < 0 ? `(${num(cos)})` : num(cos)})/2 = ${num(value)}。`,
      ]);
    },
  },
};

export const sinusoidGenerators: GeneratorSet = {
  'm10-sinusoid-transform': {
    title: '函数 y = Asin(ωx + φ) 的图象变换',
    generate(rng) {
      const omega = rng.pick([2, 3, 4]);
      const shiftT = rng.pick([frac(1, 12), frac(1, 6), frac(1, 4), frac(1, 3)]).mul(rng.pick([1, -1]));
      // the four phases ±s, ±ωs must give four different functions
      if (shiftT.abs().mul(omega).equals(1)) return this.generate(rng);
      const shiftFirst = rng.chance(0.5);
      const direction = shiftT.compare(0) > 0 ? '左' : '右';
      const amount = piText(shiftT.abs());
      const steps = shiftFirst
        ? `先向${direction}平移 ${amount} 个单位长度，再把所得图象上所有点的横坐标缩短到原来的 1/${omega}（纵坐标不变）`
        : `上所有点的横坐标先缩短到原来的 1/${omega}（纵坐标不变），再向${direction}平移 ${amount} 个单位长度`;
      const phase = shiftFirst ? shiftT : shiftT.mul(omega);
      const wrongPhase = shiftFirst ? shiftT.mul(omega) : shiftT;
      const text = (w: number, p: Fraction) => `y = sin(${phaseText(frac(w), p)})`;
      const right = text(omega, phase);
      return single(
        rng,
        `把函数 y = sin x 的图象${steps}，得到的图象对应的函数是${CHOICE}。`,
        right,
        [text(omega, wrongPhase), text(omega, phase.neg()), `y = sin(${phaseText(frac(1, omega), phase)})`, text(omega, wrongPhase.neg())],
        shiftFirst
          ? [
              `向${direction}平移 ${amount}：y = sin(x ${phase.compare(0) > 0 ? '+' : MINUS} ${amount})。`,
              `横坐标缩短到原来的 1/${omega}：把 x 换成 ${omega}x，得 ${right}。`,
            ]
          : [
              `横坐标缩短到原来的 1/${omega}：y = sin ${omega}x。`,
              `向${direction}平移 ${amount}：把 x 换成 x ${shiftT.compare(0) > 0 ? '+' : MINUS} ${amount}，得 y = sin ${omega}(x ${shiftT.compare(0) > 0 ? '+' : MINUS} ${amount})，即 ${right}。`,
            ],
      );
    },
  },
  'm10-sinusoid-parameters': {
    title: 'y = Asin(ωx + φ) 的振幅、周期、初相',
    generate(rng) {
      const a = rng.int(2, 6);
      const omega = rng.pick(omegas);
      const phi = frac(rng.pick([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]), 12).mul(rng.pick([1, 2]));
      if (phi.abs().compare(frac(1, 2)) >= 0) return this.generate(rng);
      const formula = `y = ${a}sin(${phaseText(omega, phi)})`;
      const ask = rng.int(0, 2);
      if (ask === 0)
        return fill(`函数 ${formula} 的振幅为 ____。`, [a], [`y = Asin(ωx + φ) 中 A 是振幅。`, `这里 A = ${a}，振幅为 ${a}。`]);
      if (ask === 1) {
        const period = frac(2).div(omega);
        return fill(`函数 ${formula} 的周期为 ____（用含 π 的式子表示）。`, piAnswers(period), [
          `周期 T = 2π/ω。`,
          `ω = ${num(omega)}，T = ${piText(period)}。`,
        ]);
      }
      return fill(`函数 ${formula} 的初相为 ____（用含 π 的式子表示）。`, piAnswers(phi), [
        `x = 0 时的相位 φ 叫做初相。`,
        `这里 φ = ${piText(phi)}。`,
      ]);
    },
  },
  'm10-ferris-wheel': {
    title: '三角函数的应用：摩天轮',
    generate(rng) {
      const radius = 2 * rng.int(10, 40);
      const centre = radius + rng.int(2, 10);
      const period = rng.pick([12, 24, 30, 36, 60]);
      const j = rng.pick([2, 3, 4, 6, 8, 9, 10]);
      const minutes = (period * j) / 12;
      // start at the lowest point: h(t) = centre − radius·cos(2πt/T)
      const cosine = { 2: frac(1, 2), 3: frac(0), 4: frac(-1, 2), 6: frac(-1), 8: frac(-1, 2), 9: frac(0), 10: frac(1, 2) }[j]!;
      const height = new Fraction(centre).sub(cosine.mul(radius));
      return fill(
        `一座摩天轮的半径为 ${radius} 米，中心离地面 ${centre} 米，匀速转动一周需要 ${period} 分钟。某人从最低点登上摩天轮，${minutes} 分钟后他离地面的高度为 ____ 米。`,
        numberAnswers(height),
        [
          `以从最低点出发为计时起点，t 分钟后离地面的高度 h(t) = ${centre} − ${radius}cos(2πt/${period})。`,
          `t = ${minutes} 时，转过的角 2π × ${minutes}/${period} = ${piText(frac(j, 6))}，cos(${piText(frac(j, 6))}) = ${num(cosine)}。`,
          `h = ${centre} − ${radius} × ${cosine.compare(0) < 0 ? `(${num(cosine)})` : num(cosine)} = ${num(height)} 米。`,
        ],
      );
    },
  },
};
