import { decimalDivisionGenerators } from './decimal-division.ts';
import {
  checkSet,
  expect,
  expectTrue,
  expectValue,
  numbers,
  nums,
  value,
  f,
  add,
  mul,
  div,
  floor,
  ceil,
  equal,
  type F,
} from './verify.test-support.ts';

const round = (x: F, places: number) => {
  const scale = f(10 ** places);
  return div(floor(add(mul(x, scale), f(1, 2))), scale);
};

checkSet('五年级上册 小数除法', decimalDivisionGenerators, {
  'm5-decimal-div-integer': (e) => {
    const [p, q] = nums(e.prompt);
    expectValue(e, e.prompt.includes('千克') ? div(q!, p!) : div(p!, q!));
  },
  'm5-divide-by-decimal': (e) => {
    const [a, b] = nums(e.prompt);
    expectValue(e, div(a!, b!));
  },
  'm5-divide-by-decimal-transform': (e) => {
    const [a, b] = nums(e.prompt);
    if (e.kind !== 'single') return expect.fail('single');
    e.options.forEach((option, i) => {
      const [x, y] = numbers(option);
      const right = equal(div(value(x!), value(y!)), div(a!, b!)) && Number.isInteger(Number(y));
      expect(right, `${e.prompt} ${option}`).toBe(i === e.answer);
    });
  },
  'm5-quotient-rounding': (e) => {
    const [a, b] = nums(e.prompt);
    const places = e.prompt.includes('两位小数') ? 2 : 1;
    expectValue(e, round(div(a!, b!), places));
    if (e.kind === 'fill') expect(e.answer[0]!.split('.')[1]?.length).toBe(places);
  },
  'm5-repeating-check': (e) => {
    const [a, b] = nums(e.prompt);
    let d = Number((div(a!, b!) as F).d);
    while (d % 2 === 0) d /= 2;
    while (d % 5 === 0) d /= 5;
    expectTrue(e, d !== 1);
  },
  'm5-repeating-digit': (e) => {
    const [, fraction = '', cycle = '', position = ''] = /\d+\.(\d+)…（循环节是 (\d+)）小数点后第 (\d+) 位/.exec(e.prompt) ?? [];
    const lead = fraction.slice(0, fraction.length - 2 * cycle.length);
    expect(fraction.endsWith(cycle + cycle)).toBe(true);
    const digits = lead + cycle.repeat(100);
    expectValue(e, digits[Number(position) - 1]!);
  },
  'm5-division-pattern': (e) => {
    const [, k = '', d = ''] = /规律，(\d+) ÷ (\d+)/.exec(e.prompt) ?? [];
    const width = d === '9' ? 1 : d === '999' ? 3 : 2;
    const digits = String(Math.floor((Number(k) * 10 ** width) / Number(d))).padStart(width, '0');
    if (e.kind === 'fill') expect(e.answer[0]).toBe(digits);
  },
  'm5-decimal-division-word': (e) => {
    const [size, total] = nums(e.prompt);
    const q = div(total!, size!);
    expectValue(e, e.prompt.includes('至少') ? ceil(q) : floor(q));
  },
});
