import { fractionGenerators } from './fractions.ts';
import {
  checkSet,
  expect,
  expectChoices,
  expectText,
  expectValue,
  ints,
  numbers,
  nums,
  value,
  f,
  mul,
  div,
  gcd,
  lcm,
} from './verify.test-support.ts';

const lowest = (text: string) => {
  const [n, d] = text.split('/').map(Number);
  return d === undefined || gcd(n!, d) === 1;
};

checkSet('五年级下册 分数的意义和性质', fractionGenerators, {
  'm5-fraction-unit': (e) => {
    if (e.prompt.includes('分数单位')) return expectValue(e, Number(numbers(e.prompt)[0]!.split('/')[0]));
    const [total = 0, d = 1] = ints(e.prompt);
    expectValue(e, f(total, d));
  },
  'm5-fraction-as-division': (e) => {
    const [a = 0, b = 1] = ints(e.prompt);
    expectValue(e, f(a, b));
  },
  'm5-improper-mixed': (e) => {
    const given = numbers(e.prompt)[0]!;
    expectValue(e, value(given));
    if (e.kind === 'fill') expect(e.prompt.includes('假分数') ? /^\d+\/\d+$/.test(e.answer[0]!) : e.answer[0]!.includes('又')).toBe(true);
  },
  'm5-proper-improper': (e) => {
    const proper = e.prompt.includes('真分数');
    expectChoices(e, (option) => {
      const [n = 0, d = 0] = option.split('/').map(Number);
      return proper ? n < d : n >= d;
    });
  },
  'm5-fraction-property': (e) => {
    const [left = '', right = ''] = e.prompt.split(' = ');
    const v = value(left);
    const [p, q] = right.split('/');
    expectValue(e, p === '____' ? mul(v, f(Number(q))) : div(f(Number(p)), v));
  },
  'm5-gcd': (e) => {
    const n = ints(e.prompt);
    expectValue(e, gcd(n[0]!, n[1]!));
  },
  'm5-reduce': (e) => {
    expectValue(e, nums(e.prompt)[0]!);
    if (e.kind === 'fill') expect(lowest(e.answer[0]!)).toBe(true);
  },
  'm5-lcm': (e) => {
    const n = ints(e.prompt);
    expectValue(e, e.prompt.includes('公交') ? lcm(n[1]!, n[3]!) : lcm(n[0]!, n[1]!));
  },
  'm5-common-denominator': (e) => {
    const [x, y] = nums(e.prompt);
    expectValue(e, x!);
    if (e.kind === 'fill') expect(Number(e.answer[0]!.split('/')[1])).toBe(lcm(Number(x!.d), Number(y!.d)));
  },
  'm5-fraction-compare': (e) => {
    if (e.kind !== 'single') return expect.fail('single');
    const values = e.options.map((o) => value(o));
    const pick = values.reduce((a, b) => ((e.prompt.includes('最大') ? b.compare(a) > 0 : b.compare(a) < 0) ? b : a));
    expectValue(e, pick);
  },
  'm5-fraction-compare-sign': (e) => {
    const [x, y] = nums(e.prompt);
    const c = x!.compare(y!);
    expectText(e, c > 0 ? '>' : c < 0 ? '<' : '=');
  },
  'm5-fraction-decimal': (e) => {
    expectValue(e, nums(e.prompt)[0]!);
    if (e.kind === 'fill' && e.prompt.includes('分数')) expect(lowest(e.answer[0]!)).toBe(true);
  },
});
