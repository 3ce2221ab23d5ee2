import { fill, single, trueFalse, type GeneratorSet } from '../../exercise.ts';
import { Fraction, frac, roundedText } from '../../format.ts';
import type { Rng } from '../../rng.ts';
import { MINUS, forms, nonZero, num, numForms, op, scientific, superscript } from './common.ts';

/** 七年级上册 第二章 有理数的运算: 加减、乘除、乘方、混合运算、科学记数法、近似数. */

/** An operand of the grade: integers mostly, sometimes a one-place decimal or a simple fraction. */
function operand(rng: Rng, kind: 'int' | 'decimal' | 'fraction'): Fraction {
  if (kind === 'int') return frac(nonZero(rng, -30, 30));
  if (kind === 'decimal') return frac(nonZero(rng, -99, 99), 10);
  return frac(nonZero(rng, -11, 11), rng.pick([2, 3, 4, 6]));
}

/** A positive number rounded half up to `places` decimals, trailing zeros kept: 2.30. */
export function fixedText(value: Fraction, places: number): string {
  const scaled = value.mul(10 ** places).round(0);
  const digits = scaled.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

const show = (value: Fraction, kind: 'int' | 'decimal' | 'fraction') => op(value, kind === 'decimal');

export const rationalOperationGenerators: GeneratorSet = {
  'm7-rational-add': {
    title: '有理数的加法',
    generate(rng) {
      const kind = rng.pick(['int', 'int', 'decimal', 'fraction'] as const);
      const a = operand(rng, kind);
      const b = operand(rng, kind);
      const sum = a.add(b);
      const sameSign = a.compare(0) * b.compare(0) > 0;
      return fill(`计算：${show(a, kind)} + ${show(b, kind)} = ____。`, numForms(sum), [
        sameSign
          ? `同号两数相加，取相同的符号，并把绝对值相加：${num(a.abs(), true)} + ${num(b.abs(), true)} = ${num(a.abs().add(b.abs()), true)}。`
          : `异号两数相加，取绝对值较大的加数的符号，并用较大的绝对值减去较小的绝对值：|${num(a, true)}| 与 |${num(b, true)}| 相差 ${num(a.abs().sub(b.abs()).abs(), true)}。`,
        `所以 ${show(a, kind)} + ${show(b, kind)} = ${num(sum, true)}。`,
      ]);
    },
  },
  'm7-rational-subtract': {
    title: '有理数的减法',
    generate(rng) {
      const a = frac(nonZero(rng, -25, 25));
      const b = frac(nonZero(rng, -25, 25));
      const difference = a.sub(b);
      return single(
        rng,
        `计算 ${op(a)} − ${op(b)} 的结果是（\u3000）。`,
        num(difference),
        [num(a.add(b)), num(difference.neg()), num(b.sub(a).sub(a.mul(2))), num(a.add(b).neg()), num(difference.add(2))],
        [
          `减去一个数，等于加上这个数的相反数：${op(a)} − ${op(b)} = ${op(a)} + ${op(b.neg())}。`,
          `再按加法法则计算，结果是 ${num(difference)}。`,
        ],
      );
    },
  },
  'm7-temperature-difference': {
    title: '有理数减法的应用（温差、高度差）',
    generate(rng) {
      const low = rng.int(-25, 5);
      const high = low + rng.int(3, 20);
      const [what, unit, hi, lo] = rng.pick([
        ['气温', '℃', '最高气温', '最低气温'],
        ['海拔', '米', '甲地的海拔', '乙地的海拔'],
      ] as const);
      const scale = unit === '米' ? 10 : 1;
      const h = high * scale;
      const l = low * scale;
      return fill(
        `某天${hi}是 ${num(h)} ${unit}，${lo}是 ${num(l)} ${unit}，两者相差 ____ ${unit}。`,
        [String(h - l)],
        [
          `${what}差 = ${hi} − ${lo} = ${num(h)} − ${op(l)}。`,
          `减去一个数等于加上它的相反数：${num(h)} + ${op(-l)} = ${h - l}，所以相差 ${h - l} ${unit}。`,
        ],
      );
    },
  },
  'm7-add-sub-mixed': {
    title: '有理数的加减混合运算',
    generate(rng) {
      const count = rng.int(3, 5);
      const values = Array.from({ length: count }, () => nonZero(rng, -20, 20));
      const signs = Array.from({ length: count - 1 }, () => rng.pick(['+', '−'] as const));
      let total = values[0] ?? 0;
      let text = num(values[0] ?? 0);
      const asSum = [num(values[0] ?? 0)];
      signs.forEach((s, i) => {
        const v = values[i + 1] ?? 0;
        total += s === '+' ? v : -v;
        text += ` ${s} ${op(v)}`;
        asSum.push(op(s === '+' ? v : -v));
      });
      return fill(`计算：${text} = ____。`, forms(num(total)), [
        `先把减法统一成加法：${text} = ${asSum.join(' + ')}。`,
        `再运用加法交换律、结合律，把正数、负数分别相加，结果是 ${num(total)}。`,
      ]);
    },
  },
  'm7-rational-multiply': {
    title: '有理数的乘法',
    generate(rng) {
      const kind = rng.pick(['int', 'int', 'decimal', 'fraction'] as const);
      const a = kind === 'int' ? frac(nonZero(rng, -15, 15)) : operand(rng, kind);
      const b = kind === 'fraction' ? operand(rng, kind) : frac(nonZero(rng, -12, 12));
      const product = a.mul(b);
      const negative = product.compare(0) < 0;
      return fill(`计算：${show(a, kind)} × ${show(b, kind === 'fraction' ? 'fraction' : 'int')} = ____。`, numForms(product), [
        `两数相乘，同号得正，异号得负，并把绝对值相乘。这里两数${negative ? '异号，积为负' : '同号，积为正'}。`,
        `绝对值相乘：${num(a.abs(), true)} × ${num(b.abs(), true)} = ${num(product.abs(), true)}，所以结果是 ${num(product, true)}。`,
      ]);
    },
  },
  'm7-product-sign': {
    title: '几个数相乘的符号（判断）',
    generate(rng) {
      const count = rng.int(3, 6);
      const factors = Array.from({ length: count }, () => nonZero(rng, -9, 9));
      const negatives = factors.filter((f) => f < 0).length;
      const product = factors.reduce((p, f) => p * f, 1);
      const text = factors.map((f) => op(f)).join(' × ');
      const claimPositive = rng.chance(0.5);
      const truth = claimPositive === product > 0;
      return trueFalse(`判断：${text} 的积是${claimPositive ? '正数' : '负数'}。`, truth, [
        `几个不为 0 的数相乘，负因数的个数是偶数时积为正，是奇数时积为负。这里有 ${negatives} 个负因数。`,
        `所以积是${product > 0 ? '正数' : '负数'}（积为 ${num(product)}），题中说法${truth ? '正确' : '错误'}。`,
      ]);
    },
  },
  'm7-rational-divide': {
    title: '有理数的除法',
    generate(rng) {
      if (rng.chance(0.35)) {
        const value = frac(nonZero(rng, -9, 9), rng.pick([1, 2, 3, 4, 5, 7]));
        const reciprocal = value.inverse();
        return fill(`${num(value)} 的倒数是 ____。`, numForms(reciprocal), [
          `乘积是 1 的两个数互为倒数，倒数与原数符号相同。`,
          `${num(value)} × ${op(reciprocal)} = 1，所以 ${num(value)} 的倒数是 ${num(reciprocal)}。`,
        ]);
      }
      const fractionKind = rng.chance(0.4);
      const divisor = fractionKind ? frac(nonZero(rng, -5, 5), rng.pick([2, 3, 4])) : frac(nonZero(rng, -12, 12));
      const quotient = fractionKind ? frac(nonZero(rng, -6, 6), rng.pick([1, 2, 3])) : frac(nonZero(rng, -12, 12));
      const dividend = divisor.mul(quotient);
      return fill(`计算：${op(dividend)} ÷ ${op(divisor)} = ____。`, numForms(quotient), [
        fractionKind
          ? `除以一个不等于 0 的数，等于乘这个数的倒数：${op(dividend)} ÷ ${op(divisor)} = ${op(dividend)} × ${op(divisor.inverse())}。`
          : `两数相除，同号得正，异号得负，并把绝对值相除：${num(dividend.abs())} ÷ ${num(divisor.abs())} = ${num(quotient.abs())}。`,
        `结果是 ${num(quotient)}。`,
      ]);
    },
  },
  'm7-power': {
    title: '有理数的乘方',
    generate(rng) {
      const base = nonZero(rng, -6, 6);
      const exponent = Math.abs(base) >= 4 ? rng.int(2, 3) : rng.int(2, 5);
      const form = rng.pick(['bracket', 'minus'] as const);
      const value = form === 'bracket' ? base ** exponent : -(Math.abs(base) ** exponent);
      const shown = form === 'bracket' ? `(${num(base)})${superscript(exponent)}` : `${MINUS}${Math.abs(base)}${superscript(exponent)}`;
      const wrong = form === 'bracket' ? -value : Math.abs(base) ** exponent;
      return single(
        rng,
        `${shown} 的值是（\u3000）。`,
        num(value),
        [num(wrong), num(base * exponent), num(-base * exponent), num(value + base), num(value * 2)],
        [
          form === 'bracket'
            ? `${shown} 表示 ${exponent} 个 ${num(base)} 相乘；负数的奇次幂是负数，偶次幂是正数。`
            : `${shown} 表示 ${Math.abs(base)}${superscript(exponent)} 的相反数，底数是 ${Math.abs(base)}，不是 ${MINUS}${Math.abs(base)}。`,
          `计算得 ${shown} = ${num(value)}。`,
        ],
      );
    },
  },
  'm7-mixed-operations': {
    title: '有理数的混合运算',
    generate(rng) {
      const a = nonZero(rng, -5, 5);
      const n = rng.int(2, 3);
      const b = nonZero(rng, -9, 9);
      const c = rng.pick([2, 3, 4, 6]);
      const d = nonZero(rng, -4, 4) * c;
      const e = nonZero(rng, -10, 10);
      const power = a ** n;
      const quotient = d / c;
      const value = power + b * quotient - e;
      const base = `${op(a)}${superscript(n)}`;
      const text = `${base} + ${op(b)} × ${op(d)} ÷ ${c} − ${op(e)}`;
      return fill(`计算：${text} = ____。`, forms(num(value)), [
        `先算乘方：${base} = ${num(power)}；再从左到右算乘除：${op(b)} × ${op(d)} ÷ ${c} = ${num(b * quotient)}。`,
        `最后算加减：${num(power)} + ${op(b * quotient)} − ${op(e)} = ${num(value)}。`,
      ]);
    },
  },
  'm7-scientific-notation': {
    title: '科学记数法',
    generate(rng) {
      const digits = rng.int(2, 3);
      let mantissaInt = rng.int(10 ** (digits - 1) + 1, 10 ** digits - 1);
      if (mantissaInt % 10 === 0) mantissaInt += 1;
      const exponent = rng.int(4, 11);
      const mantissa = new Fraction(mantissaInt, 10 ** (digits - 1));
      const whole = BigInt(mantissaInt) * 10n ** BigInt(exponent - digits + 1);
      const text = whole.toString();
      const context = rng.pick([
        '某市常住人口约为',
        '一本书的字数约为',
        '光在一年内传播的距离约为',
        '某年全国粮食产量约为',
        '一颗卫星的运行轨道长约为',
      ]);
      const unit = context.includes('人口') ? '人' : context.includes('字数') ? '字' : context.includes('产量') ? '千克' : '米';
      return fill(`${context} ${text} ${unit}，用科学记数法表示为 ____ ${unit}。`, scientific(mantissa, exponent), [
        `科学记数法写成 a × 10ⁿ 的形式，其中 1 ≤ |a| < 10，n 是原数的整数位数减 1。`,
        `${text} 有 ${text.length} 位整数，所以 a = ${num(mantissa, true)}，n = ${exponent}，即 ${num(mantissa, true)}×10${superscript(exponent)}。`,
      ]);
    },
  },
  'm7-approximation': {
    title: '近似数（四舍五入）',
    generate(rng) {
      const places = rng.int(0, 2);
      const raw = new Fraction(rng.int(1000, 999999), 10 ** (places + rng.int(1, 2)));
      const names = ['个位', '十分位（0.1）', '百分位（0.01）', '千分位（0.001）'];
      const rounded = roundedText(raw, places);
      const fixed = fixedText(raw, places);
      return fill(
        `用四舍五入法把 ${raw.toString()} 精确到${names[places]}，所得近似数是 ____。`,
        [fixed],
        [
          `精确到${names[places]}，要看它的下一位数字，满五进一，不满五舍去。`,
          `${raw.toString()} ≈ ${fixed}${rounded !== fixed ? `（末尾的 0 表示精确度，不能去掉）` : ''}。`,
        ],
      );
    },
  },
};
