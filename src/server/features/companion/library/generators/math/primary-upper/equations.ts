import { fill, multiple, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import type { Rng } from '../../rng.ts';
import { blank, paren, dec, frac, gen, randDec, type Fraction } from './common.ts';

/** 五年级上册 5 简易方程. */

type Equation = { text: string; x: Fraction; steps: string[] };

/** An equation of one of the textbook's forms with its solution and the steps by the properties of equality. */
function equation(rng: Rng): Equation {
  const x = rng.chance(0.8) ? frac(rng.int(2, 40)) : randDec(rng, 0.2, 20, 1);
  const a = rng.int(2, 9);
  const b = rng.int(2, 30);
  const form = rng.int(0, 9);
  const X = dec(x);
  switch (form) {
    case 0:
      return {
        text: `x + ${b} = ${dec(x.add(b))}`,
        x,
        steps: [`方程两边同时减去 ${b}：x + ${b} - ${b} = ${dec(x.add(b))} - ${b}。`, `x = ${X}。`],
      };
    case 1:
      return {
        text: `x - ${b} = ${X}`,
        x: x.add(b),
        steps: [`方程两边同时加上 ${b}：x - ${b} + ${b} = ${X} + ${b}。`, `x = ${dec(x.add(b))}。`],
      };
    case 2:
      return {
        text: `${a}x = ${dec(x.mul(a))}`,
        x,
        steps: [`方程两边同时除以 ${a}：${a}x ÷ ${a} = ${dec(x.mul(a))} ÷ ${a}。`, `x = ${X}。`],
      };
    case 3:
      return {
        text: `x ÷ ${a} = ${X}`,
        x: x.mul(a),
        steps: [`方程两边同时乘 ${a}：x ÷ ${a} × ${a} = ${X} × ${a}。`, `x = ${dec(x.mul(a))}。`],
      };
    case 4: {
      const c = x.mul(a).add(b);
      return {
        text: `${a}x + ${b} = ${dec(c)}`,
        x,
        steps: [
          `方程两边同时减去 ${b}：${a}x = ${dec(c)} - ${b} = ${dec(c.sub(b))}。`,
          `方程两边同时除以 ${a}：x = ${dec(c.sub(b))} ÷ ${a} = ${X}。`,
        ],
      };
    }
    case 5: {
      const bb = Math.min(b, Math.floor(x.mul(a).valueOf()) - 1);
      if (bb < 1)
        return {
          text: `${a}x = ${dec(x.mul(a))}`,
          x,
          steps: [`方程两边同时除以 ${a}：${a}x ÷ ${a} = ${dec(x.mul(a))} ÷ ${a}。`, `x = ${X}。`],
        };
      const c = x.mul(a).sub(bb);
      return {
        text: `${a}x - ${bb} = ${dec(c)}`,
        x,
        steps: [
          `方程两边同时加上 ${bb}：${a}x = ${dec(c)} + ${bb} = ${dec(c.add(bb))}。`,
          `方程两边同时除以 ${a}：x = ${dec(c.add(bb))} ÷ ${a} = ${X}。`,
        ],
      };
    }
    case 6: {
      const c = x.add(b).mul(a);
      return {
        text: `${a}(x + ${b}) = ${dec(c)}`,
        x,
        steps: [
          `方程两边同时除以 ${a}：x + ${b} = ${dec(c)} ÷ ${a} = ${dec(x.add(b))}。`,
          `方程两边同时减去 ${b}：x = ${dec(x.add(b))} - ${b} = ${X}。`,
        ],
      };
    }
    case 7: {
      const m = rng.int(2, 8);
      const c = x.mul(a + m);
      return {
        text: `${a}x + ${m}x = ${dec(c)}`,
        x,
        steps: [
          `先合并：${a}x + ${m}x = (${a} + ${m})x = ${a + m}x，方程变成 ${a + m}x = ${dec(c)}。`,
          `方程两边同时除以 ${a + m}：x = ${dec(c)} ÷ ${a + m} = ${X}。`,
        ],
      };
    }
    case 8: {
      const big = a + rng.int(1, 6);
      const c = x.mul(big - a);
      return {
        text: `${big}x - ${a}x = ${dec(c)}`,
        x,
        steps: [
          `先合并：${big}x - ${a}x = (${big} - ${a})x = ${big - a}x，方程变成 ${big - a}x = ${dec(c)}。`,
          `方程两边同时除以 ${big - a}：x = ${dec(c)} ÷ ${big - a} = ${X}。`,
        ],
      };
    }
    default: {
      const total = x.add(b);
      return {
        text: `${dec(total)} - x = ${b}`,
        x,
        steps: [`方程两边同时加上 x：${dec(total)} = ${b} + x。`, `方程两边同时减去 ${b}：x = ${dec(total)} - ${b} = ${X}。`],
      };
    }
  }
}

export const equationGenerators: GeneratorSet = {
  'm5-letter-value': gen('用字母表示数（求含字母式子的值）', (rng) => {
    const k = rng.chance(0.75) ? frac(rng.int(2, 15)) : randDec(rng, 0.2, 9.9, 1);
    const m = rng.int(2, 9);
    const c = rng.int(1, 20);
    const letter = rng.pick(['a', 'x', 'b', 'n']);
    const kinds = [
      { text: `${m}${letter} + ${c}`, value: k.mul(m).add(c), step: `${m}${letter} 表示 ${m} × ${letter}：${m} × ${dec(k)} + ${c}` },
      { text: `${letter}² + ${c}`, value: k.mul(k).add(c), step: `${letter}² 表示 ${letter} × ${letter}：${dec(k)} × ${dec(k)} + ${c}` },
      {
        text: `${m}(${letter} + ${c})`,
        value: k.add(c).mul(m),
        step: `${m}(${letter} + ${c}) 表示 ${m} × (${letter} + ${c})：${m} × (${dec(k)} + ${c})`,
      },
      {
        text: `${letter} × ${letter} - ${letter}`,
        value: k.mul(k).sub(k),
        step: `把 ${letter} = ${dec(k)} 代入：${dec(k)} × ${dec(k)} - ${dec(k)}`,
      },
    ];
    const kind = rng.pick(kinds);
    return fill(
      `当 ${letter} = ${dec(k)} 时，${kind.text} 的值是 ${blank}。`,
      [dec(kind.value)],
      [`${kind.step}。`, `计算得 ${dec(kind.value)}。`],
    );
  }),
  'm5-letter-square': gen('用字母表示数（x² 与 2x）', (rng) => {
    const k = rng.int(3, 16);
    const square = rng.chance(0.5);
    const right = square ? k * k : 2 * k;
    return single(
      rng,
      `当 x = ${k} 时，${square ? 'x²' : '2x'} 等于${paren}。`,
      right,
      square ? [2 * k, k + 2, k * k * k] : [k * k, k + 2, 2 * k + 2],
      [
        square ? `x² 表示两个 x 相乘，即 x × x，不是 2 × x。` : `2x 表示 2 × x，也就是 x + x，不是 x × x。`,
        `${square ? `${k} × ${k}` : `2 × ${k}`} = ${right}。`,
      ],
    );
  }),
  'm5-is-equation': gen('方程的意义', (rng) => {
    const n = () => rng.int(2, 30);
    const pool = [
      { text: `${n()}x + ${n()} = ${n() + 40}`, right: true },
      { text: `x ÷ ${n()} = ${n()}`, right: true },
      { text: `${n()} - y = ${rng.int(1, 2)}`, right: true },
      { text: `${n()}a = ${n() * 3}`, right: true },
      { text: `${n()} + ${n()} = ${n() + 30}`, right: false },
      { text: `${n()}x + ${n()}`, right: false },
      { text: `${n()}x > ${n()}`, right: false },
      { text: `${n()} × ${n()} < ${n() + 500}`, right: false },
    ];
    const rights = rng.shuffle(pool.filter((p) => p.right)).slice(0, rng.int(2, 3));
    const wrongs = rng.shuffle(pool.filter((p) => !p.right)).slice(0, rng.int(2, 3));
    return multiple(
      rng,
      '下面哪些式子是方程？',
      [...rights, ...wrongs],
      ['含有未知数的等式叫作方程：既要有未知数，又要是等式（有等号）。', `是方程的有：${rights.map((r) => r.text).join('；')}。`],
    );
  }),
  'm5-equality-step': gen('等式的性质', (rng) => {
    const a = rng.int(2, 30);
    const b = rng.int(a + 1, 99);
    const kind = rng.int(0, 3);
    const [text, right, wrong] = [
      [`x + ${a} = ${b}`, `减去 ${a}`, [`加上 ${a}`, `减去 ${b}`, `除以 ${a}`]],
      [`x - ${a} = ${b}`, `加上 ${a}`, [`减去 ${a}`, `加上 ${b}`, `乘 ${a}`]],
      [
        `${(a % 9) + 2}x = ${b * ((a % 9) + 2)}`,
        `除以 ${(a % 9) + 2}`,
        [`乘 ${(a % 9) + 2}`, `减去 ${(a % 9) + 2}`, `除以 ${b * ((a % 9) + 2)}`],
      ],
      [`x ÷ ${(a % 9) + 2} = ${b}`, `乘 ${(a % 9) + 2}`, [`除以 ${(a % 9) + 2}`, `加上 ${(a % 9) + 2}`, `乘 ${b}`]],
    ][kind] as [string, string, string[]];
    return single(rng, `解方程 ${text} 时，要使方程左边只剩下 x，方程两边应同时${paren}。`, right, wrong, [
      '等式的性质：等式两边同时加上或减去同一个数，同时乘或除以同一个不为 0 的数，等式仍然成立。',
      `${text} 中 x ${['加了', '减了', '乘了', '除以了'][kind]} ${kind < 2 ? a : (a % 9) + 2}，两边同时${right}，左边就只剩 x。`,
    ]);
  }),
  'm5-solve-equation': gen('解方程', (rng) => {
    const e = equation(rng);
    return fill(`解方程：${e.text}，x = ${blank}`, [dec(e.x)], [...e.steps, `检验：把 x = ${dec(e.x)} 代入原方程，左右两边相等。`]);
  }),
  'm5-solve-equation-check': gen('解方程（检验）', (rng) => {
    const e = equation(rng);
    const shown = rng.chance(0.5) ? e.x : e.x.add(rng.pick([1, 2, 10]));
    const ok = shown.equals(e.x);
    return trueFalse(`判断：x = ${dec(shown)} 是方程 ${e.text} 的解。`, ok, [
      ...e.steps,
      ok ? `x = ${dec(e.x)} 正是方程的解。` : `方程的解是 x = ${dec(e.x)}，不是 ${dec(shown)}。`,
    ]);
  }),
  'm5-equation-word': gen('实际问题与方程', (rng) => {
    const x = rng.int(3, 40);
    const kind = rng.int(0, 3);
    if (kind === 0) {
      const a = rng.int(2, 9);
      const b = rng.int(1, 50);
      return fill(
        `一个数的 ${a} 倍加上 ${b} 等于 ${a * x + b}，这个数是 ${blank}。`,
        [x],
        [`设这个数是 x，列方程：${a}x + ${b} = ${a * x + b}。`, `${a}x = ${a * x}，x = ${x}。`],
      );
    }
    if (kind === 1) {
      const n = rng.int(2, 6);
      const paid = Math.ceil((n * x + 1) / 50) * 50;
      return fill(
        `小明买了 ${n} 本同样的书，付了 ${paid} 元，找回 ${paid - n * x} 元。每本书 ${blank} 元。`,
        [x],
        [`设每本书 x 元，列方程：${paid} - ${n}x = ${paid - n * x}。`, `${n}x = ${paid} - ${paid - n * x} = ${n * x}，x = ${x}。`],
      );
    }
    if (kind === 2) {
      const t = rng.int(2, 6);
      const v1 = rng.int(40, 90);
      const v2 = rng.int(40, 90);
      return fill(
        `甲、乙两地相距 ${(v1 + v2) * t} 千米，两辆汽车同时从两地相对开出，一辆每小时行 ${v1} 千米，另一辆每小时行 ${v2} 千米。经过 ${blank} 小时两车相遇。`,
        [t],
        [
          `设经过 x 小时相遇，两车共行的路程等于两地距离：(${v1} + ${v2})x = ${(v1 + v2) * t}。`,
          `${v1 + v2}x = ${(v1 + v2) * t}，x = ${t}。`,
        ],
      );
    }
    const length = x + rng.int(1, 20);
    return fill(
      `一个长方形的周长是 ${2 * (length + x)} 米，长是 ${length} 米，宽是 ${blank} 米。`,
      [x],
      [`设宽是 x 米，列方程：2 × (${length} + x) = ${2 * (length + x)}。`, `${length} + x = ${length + x}，x = ${x}。`],
    );
  }),
};
