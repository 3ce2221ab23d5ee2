import { decimalMultiplicationGenerators } from './decimal-multiplication.ts';
import {
  between,
  checkSet,
  evaluate,
  expect,
  expectTrue,
  expectValue,
  nums,
  f,
  add,
  sub,
  mul,
  div,
  floor,
  equal,
} from './verify.test-support.ts';

const product = (prompt: string) => {
  const [a, b] = nums(prompt);
  return mul(a!, b!);
};

checkSet('五年级上册 小数乘法', decimalMultiplicationGenerators, {
  'm5-decimal-times-integer': (e) => expectValue(e, product(e.prompt)),
  'm5-decimal-times-integer-check': (e) => {
    const [a, n, shown] = nums(e.prompt);
    expectTrue(e, equal(mul(a!, n!), shown!) as boolean);
  },
  'm5-decimal-times-decimal': (e) => expectValue(e, product(e.prompt)),
  'm5-decimal-product-places': (e) => expectValue(e, product(e.prompt)),
  'm5-product-rounding': (e) => {
    const places = e.prompt.includes('两位小数') ? 2 : e.prompt.includes('一位小数') ? 1 : 0;
    const scale = f(10 ** places);
    const rounded = div(floor(add(mul(product(e.prompt), scale), f(1, 2))), scale);
    expectValue(e, rounded);
    if (e.kind === 'fill') expect((e.answer[0]!.split('.')[1] ?? '').length).toBe(places);
  },
  'm5-decimal-laws': (e) => expectValue(e, evaluate(between(e.prompt, '：', '='))),
  'm5-decimal-mixed-order': (e) => expectValue(e, evaluate(e.prompt.replace(/ 的结果.*$/, ''))),
  'm5-piecewise-fare': (e) => {
    const n = nums(e.prompt);
    const fare = e.prompt.includes('出租车')
      ? add(n[1]!, mul(n[3]!, sub(n[4]!, n[0]!)))
      : add(mul(n[2]!, n[0]!), mul(n[4]!, sub(n[5]!, n[0]!)));
    expectValue(e, fare);
  },
});
