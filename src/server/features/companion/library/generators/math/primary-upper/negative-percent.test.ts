import { negativePercentGenerators } from './negative-percent.ts';
import { checkSet, expectChoices, expectText, expectValue, ints, nums, value, f, add, sub, mul, div } from './verify.test-support.ts';

const tenthsOf: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** '八五折' → 85/100, '七折' → 70/100, '二成五' → 25/100. */
const rateOf = (word: string) => {
  const digits = [...word.replace(/[折成]/g, '')].map((c) => tenthsOf[c]!);
  return f(digits[0]! * 10 + (digits[1] ?? 0), 100);
};

checkSet('六年级下册 负数、百分数（二）', negativePercentGenerators, {
  'm6-negative-meaning': (e) => {
    const n = ints(e.prompt);
    if (e.prompt.includes('温差')) return expectValue(e, n[0]! - n[1]!);
    expectValue(e, -n[2]!);
  },
  'm6-negative-choice': (e) => {
    const negatives = e.prompt.includes('负数');
    expectChoices(e, (option) => {
      const v = value(option).compare(0);
      return negatives ? v < 0 : v > 0;
    });
  },
  'm6-number-line': (e) => {
    if (e.kind === 'single') {
      const least = e.options.map((o) => value(o)).reduce((a, b) => (b.compare(a) < 0 ? b : a));
      return expectValue(e, least);
    }
    const [start = 0, steps = 0] = ints(e.prompt);
    expectValue(e, start + (e.prompt.includes('向右') ? steps : -steps));
  },
  'm6-discount': (e) => {
    const rate = rateOf(/打(\S+?折)/.exec(e.prompt)?.[1] ?? '');
    const [money] = nums(e.prompt);
    if (e.prompt.includes('现价是 ____')) return expectValue(e, mul(money!, rate));
    if (e.prompt.includes('原价是 ____')) return expectValue(e, div(money!, rate));
    expectValue(e, mul(money!, sub(f(1), rate)));
  },
  'm6-discount-choice': (e) => {
    const rate = rateOf(/打(\S+?折)/.exec(e.prompt)?.[1] ?? '');
    expectValue(e, mul(nums(e.prompt)[0]!, rate));
  },
  'm6-chengshu': (e) => {
    const rate = rateOf(/产(\S+?)。/.exec(e.prompt)?.[1] ?? '');
    const last = nums(e.prompt)[0]!;
    expectValue(e, mul(last, e.prompt.includes('增产') ? add(f(1), rate) : sub(f(1), rate)));
  },
  'm6-tax': (e) => {
    const [income, rate] = nums(e.prompt);
    expectValue(e, div(mul(income!, rate!), f(100)));
  },
  'm6-interest': (e) => {
    const [principal, years, rate] = nums(e.prompt);
    const interest = div(mul(principal!, rate!, years!), f(100));
    expectValue(e, e.prompt.includes('取回') ? add(principal!, interest) : interest);
  },
  'm6-shopping-plan': (e) => {
    const [price = 0, every = 1, off = 0] = ints(e.prompt);
    const a = f(price - Math.floor(price / every) * off);
    const b = mul(f(price), rateOf(/打(\S+?折)/.exec(e.prompt)?.[1] ?? ''));
    const c = b.compare(a);
    expectText(e, c < 0 ? '乙商场' : c > 0 ? '甲商场' : '两家一样');
  },
});
