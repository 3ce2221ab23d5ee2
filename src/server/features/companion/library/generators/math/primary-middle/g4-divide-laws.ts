import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';

const quotientText = (q: number, r: number) => (r === 0 ? String(q) : `${q}……${r}`);

/** 四年级下册 1 除数是两位数的除法、2 混合运算和运算律. */
export const g4DivideLawGenerators: GeneratorSet = {
  'm4-oral-div': {
    title: '口算除法（除数是整十数）',
    generate(rng) {
      const divisor = rng.int(2, 9) * 10;
      const q = rng.int(2, 9) * (rng.chance(0.3) ? 10 : 1);
      return fill(
        `口算：${divisor * q} ÷ ${divisor} = ____`,
        [q],
        [`想乘法：${divisor} × (\u3000) = ${divisor * q}。`, `${divisor} × ${q} = ${divisor * q}，所以商是 ${q}。`],
      );
    },
  },
  'm4-div-by-tens': {
    title: '笔算除法（除数是整十数）',
    generate(rng) {
      const divisor = rng.int(2, 9) * 10;
      const q = rng.int(2, Math.floor(999 / divisor));
      const r = rng.int(0, divisor - 1);
      const a = Math.min(divisor * q + r, 999);
      const [qq, rr] = [Math.floor(a / divisor), a % divisor];
      return single(
        rng,
        `计算：${a} ÷ ${divisor} = （\u3000）`,
        quotientText(qq, rr),
        [quotientText(qq + 1, rr), quotientText(qq - 1, rr), quotientText(qq, (rr + 10) % divisor), quotientText(qq * 10, rr)],
        [
          `把 ${divisor} 看作 ${divisor / 10} 个十来试商：${divisor} × ${qq} = ${divisor * qq}。`,
          `${a} − ${divisor * qq} = ${rr}，余数 ${rr} 比除数 ${divisor} 小，所以 ${a} ÷ ${divisor} = ${quotientText(qq, rr)}。`,
        ],
      );
    },
  },
  'm4-div-two-digit': {
    title: '笔算除法（试商和调商）',
    generate(rng) {
      let divisor: number;
      do divisor = rng.int(12, 89);
      while (divisor % 10 === 0);
      const q = rng.int(3, Math.floor(999 / divisor));
      const a = Math.min(divisor * q + rng.int(0, divisor - 1), 999);
      const [qq, rr] = [Math.floor(a / divisor), a % divisor];
      const near = Math.round(divisor / 10) * 10;
      return fill(
        `计算：${a} ÷ ${divisor}，商是____。`,
        [qq],
        [
          `把除数 ${divisor} 看作 ${near} 来试商，再检查：余数必须比除数小，积不能比被除数大，不合适就调商。`,
          `${divisor} × ${qq} = ${divisor * qq}，${a} − ${divisor * qq} = ${rr}${rr < divisor ? `，${rr} < ${divisor}` : ''}。`,
          `所以 ${a} ÷ ${divisor} = ${quotientText(qq, rr)}，商是 ${qq}。`,
        ],
      );
    },
  },
  'm4-quotient-change': {
    title: '商的变化规律',
    generate(rng) {
      const divisor = rng.int(3, 30);
      const q = rng.int(4, 60);
      const a = divisor * q;
      const k = rng.int(2, 10);
      const kind = rng.int(0, 2);
      if (kind === 0)
        return fill(
          `已知 ${a} ÷ ${divisor} = ${q}，那么 ${a * k} ÷ ${divisor * k} = ____`,
          [q],
          [`被除数和除数同时乘 ${k}，商不变。`, `所以商还是 ${q}。`],
        );
      if (kind === 1)
        return fill(
          `已知 ${a} ÷ ${divisor} = ${q}，那么 ${a * k} ÷ ${divisor} = ____`,
          [q * k],
          [`除数不变，被除数乘 ${k}，商也乘 ${k}。`, `${q} × ${k} = ${q * k}。`],
        );
      return trueFalse(`因为 ${a} ÷ ${divisor} = ${q}，所以 ${a} ÷ ${divisor * k} = ${q * k}。`, false, [
        `被除数不变，除数乘 ${k}，商应该除以 ${k}，不是乘 ${k}。`,
        `${a} ÷ ${divisor * k} = ${q}/${k}，不等于 ${q * k}，所以这句话错误。`,
      ]);
    },
  },
  'm4-div-word': {
    title: '除数是两位数的除法的实际问题',
    generate(rng) {
      const per = rng.int(12, 48);
      const count = rng.int(3, 25);
      if (rng.chance(0.5)) {
        return fill(
          `${count} 辆同样的大客车一共可以坐 ${per * count} 人，每辆大客车可以坐____人。`,
          [per],
          [`平均每辆坐多少人，用除法：${per * count} ÷ ${count}。`, `${per * count} ÷ ${count} = ${per}（人）。`],
        );
      }
      const extra = rng.int(1, per - 1);
      return fill(
        `有 ${per * count + extra} 个鸡蛋，每 ${per} 个装一盒，最多可以装满____盒。`,
        [count],
        [`${per * count + extra} ÷ ${per} = ${count}……${extra}。`, `剩下 ${extra} 个装不满一盒，最多装满 ${count} 盒。`],
      );
    },
  },
  'm4-mixed-order': {
    title: '四则混合运算',
    generate(rng) {
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const c = rng.int(2, 9);
        const d = rng.int(2, 9);
        const q = rng.int(2, 20);
        const b = q * d;
        const a = (b * c) / d + rng.int(5, 200);
        const right = a - (b * c) / d;
        const leftToRight = ((a - b) * c) % d === 0 && a >= b ? ((a - b) * c) / d : right + 2 * d;
        return single(
          rng,
          `计算 ${a} − ${b} × ${c} ÷ ${d} 的结果是（\u3000）。`,
          right,
          [leftToRight, right + 10, right - 1, right + b, right + d],
          [
            `先算乘除，再算减法；乘除是同一级，从左往右算。`,
            `${b} × ${c} = ${b * c}，${b * c} ÷ ${d} = ${(b * c) / d}。`,
            `${a} − ${(b * c) / d} = ${right}。`,
          ],
        );
      }
      if (kind === 1) {
        const a = rng.int(12, 90);
        const b = rng.int(12, 90);
        const c = rng.int(2, 9);
        const d = rng.int(5, (a + b) * c - 1);
        return fill(
          `计算：(${a} + ${b}) × ${c} − ${d} = ____`,
          [(a + b) * c - d],
          [
            `先算小括号里的：${a} + ${b} = ${a + b}。`,
            `再算乘法：${a + b} × ${c} = ${(a + b) * c}，最后算减法：${(a + b) * c} − ${d} = ${(a + b) * c - d}。`,
          ],
        );
      }
      const d = rng.int(2, 6);
      const diff = rng.int(2, 9);
      const c = rng.int(1, 30);
      const q = rng.int(2, 12);
      const a = diff * d * q;
      return fill(
        `计算：${a} ÷ [(${c + diff} − ${c}) × ${d}] = ____`,
        [q],
        [
          `先算小括号里的：${c + diff} − ${c} = ${diff}。`,
          `再算中括号里的：${diff} × ${d} = ${diff * d}，最后算除法：${a} ÷ ${diff * d} = ${q}。`,
        ],
      );
    },
  },
  'm4-inverse-relations': {
    title: '加、减、乘、除各部分间的关系',
    generate(rng) {
      const kind = rng.int(0, 3);
      const x = rng.int(12, 500);
      const y = rng.int(2, 60);
      if (kind === 0) return fill(`□ + ${y} = ${x + y}，□ = ____`, [x], [`一个加数 = 和 − 另一个加数。`, `${x + y} − ${y} = ${x}。`]);
      if (kind === 1) return fill(`□ − ${y} = ${x}，□ = ____`, [x + y], [`被减数 = 差 + 减数。`, `${x} + ${y} = ${x + y}。`]);
      const small = rng.int(2, 30);
      if (kind === 2)
        return fill(`□ × ${small} = ${x * small}，□ = ____`, [x], [`一个因数 = 积 ÷ 另一个因数。`, `${x * small} ÷ ${small} = ${x}。`]);
      return fill(`□ ÷ ${small} = ${y}，□ = ____`, [y * small], [`被除数 = 商 × 除数。`, `${y} × ${small} = ${y * small}。`]);
    },
  },
  'm4-zero-facts': {
    title: '有关0的运算',
    generate(rng) {
      const n = rng.int(2, 999);
      const [text, right, why] = rng.pick([
        [`${n} + 0 = ${n}`, true, `一个数加上 0，还得原数。`],
        [`${n} − 0 = 0`, false, `一个数减去 0，还得原数，${n} − 0 = ${n}。`],
        [`${n} × 0 = 0`, true, `一个数和 0 相乘，仍得 0。`],
        [`${n} × 0 = ${n}`, false, `一个数和 0 相乘得 0，不是 ${n}。`],
        [`0 ÷ ${n} = 0`, true, `0 除以一个非 0 的数，还得 0。`],
        [`${n} ÷ 0 = 0`, false, `0 不能作除数，${n} ÷ 0 没有结果。`],
        [`${n} − ${n} = 0`, true, `被减数等于减数，差是 0。`],
        [`0 ÷ ${n} = ${n}`, false, `0 除以一个非 0 的数得 0。`],
      ] as const);
      return trueFalse(`判断：${text}。`, right, [why, `所以这个等式${right ? '正确' : '错误'}。`]);
    },
  },
  'm4-add-laws': {
    title: '加法交换律和结合律',
    generate(rng) {
      const round = rng.pick([100, 200, 300] as const);
      const b = rng.int(11, round - 11);
      const c = round - b;
      const a = rng.int(50, 900);
      return fill(
        `用简便方法计算：${a} + ${b} + ${c} = ____`,
        [a + round],
        [`${b} + ${c} = ${round}，用加法结合律先把它们加起来。`, `${a} + (${b} + ${c}) = ${a} + ${round} = ${a + round}。`],
      );
    },
  },
  'm4-mul-assoc': {
    title: '乘法交换律和结合律',
    generate(rng) {
      const [x, y] = rng.pick([
        [25, 4],
        [125, 8],
        [5, 2],
        [50, 2],
        [25, 8],
      ] as const);
      const k = rng.int(3, 99);
      const first = rng.chance(0.5);
      const expression = first ? `${x} × ${k} × ${y}` : `${k} × ${x} × ${y}`;
      return fill(
        `用简便方法计算：${expression} = ____`,
        [x * y * k],
        [`${x} × ${y} = ${x * y}，用乘法交换律、结合律先算 ${x} × ${y}。`, `${k} × ${x * y} = ${x * y * k}。`],
      );
    },
  },
  'm4-distributive': {
    title: '乘法分配律（简便运算）',
    generate(rng) {
      const a = rng.int(12, 99);
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const right = a * 100;
        return single(
          rng,
          `计算 99 × ${a} + ${a} 的结果是（\u3000）。`,
          right,
          [99 * a, right + a, right - a, 100 * a + 1, a * 10],
          [`${a} 可以看作 1 × ${a}，用乘法分配律：99 × ${a} + 1 × ${a} = (99 + 1) × ${a}。`, `100 × ${a} = ${right}。`],
        );
      }
      if (kind === 1) {
        const right = a * 101;
        return single(
          rng,
          `计算 ${a} × 101 的结果是（\u3000）。`,
          right,
          [a * 100 + 1, a * 100, right + a, a * 11, right - 1],
          [`把 101 看作 100 + 1：${a} × 101 = ${a} × 100 + ${a} × 1。`, `${a * 100} + ${a} = ${right}。`],
        );
      }
      const b = rng.int(12, 88);
      const c = 100 - b;
      const right = a * 100;
      return single(
        rng,
        `计算 ${a} × ${b} + ${a} × ${c} 的结果是（\u3000）。`,
        right,
        [a * b + c, a * 10, right + a, right - a, a * b * c],
        [`两个积都有相同的因数 ${a}，用乘法分配律：${a} × (${b} + ${c})。`, `${a} × 100 = ${right}。`],
      );
    },
  },
  'm4-sub-div-props': {
    title: '减法和除法的简便计算',
    generate(rng) {
      if (rng.chance(0.5)) {
        const round = rng.pick([100, 200] as const);
        const b = rng.int(11, round - 11);
        const a = rng.int(round + 20, 999);
        return fill(
          `用简便方法计算：${a} − ${b} − ${round - b} = ____`,
          [a - round],
          [`连续减去两个数，等于减去这两个数的和：${a} − (${b} + ${round - b})。`, `${a} − ${round} = ${a - round}。`],
        );
      }
      const [x, y] = rng.pick([
        [25, 4],
        [5, 2],
        [125, 8],
        [2, 5],
      ] as const);
      const q = rng.int(2, 60);
      const a = q * x * y;
      return fill(
        `用简便方法计算：${a} ÷ ${x} ÷ ${y} = ____`,
        [q],
        [`连续除以两个数，等于除以这两个数的积：${a} ÷ (${x} × ${y})。`, `${a} ÷ ${x * y} = ${q}。`],
      );
    },
  },
};
