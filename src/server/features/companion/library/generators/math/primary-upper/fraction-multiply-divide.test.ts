import { fractionMultiplyDivideGenerators } from './fraction-multiply-divide.ts';
import { between, checkSet, evaluate, expectValue, numbers, nums, value, f, add, sub, mul, div } from './verify.test-support.ts';

checkSet('六年级上册 分数乘法、分数除法', fractionMultiplyDivideGenerators, {
  'm6-fraction-times-integer': (e) => {
    const [x, n] = nums(e.prompt);
    expectValue(e, mul(x!, n!));
  },
  'm6-fraction-times-fraction': (e) => expectValue(e, evaluate(between(e.prompt, '计算：', ' ='))),
  'm6-fraction-times-choice': (e) => expectValue(e, evaluate(e.prompt.replace(/ 的结果.*$/, ''))),
  'm6-decimal-times-fraction': (e) => expectValue(e, evaluate(between(e.prompt, '计算：', ' ='))),
  'm6-fraction-of-quantity': (e) => {
    const n = nums(e.prompt);
    if (e.prompt.includes('名学生')) return expectValue(e, mul(n[0]!, n[1]!));
    const rate = e.prompt.includes('多') ? add(f(1), n[1]!) : sub(f(1), n[1]!);
    expectValue(e, mul(n[0]!, rate));
  },
  'm6-reciprocal': (e) => expectValue(e, div(f(1), value(numbers(e.prompt)[0]!))),
  'm6-fraction-divided-by-integer': (e) => expectValue(e, evaluate(between(e.prompt, '计算：', ' ='))),
  'm6-divide-by-fraction': (e) => {
    const [x, y] = between(e.prompt, '计算：', ' =').split(' ÷ ');
    expectValue(e, div(value(x!), value(y!)));
  },
  'm6-fraction-mixed-operations': (e) => expectValue(e, evaluate(between(e.prompt, '计算：', ' ='))),
  'm6-fraction-division-problems': (e) => {
    const n = nums(e.prompt);
    if (e.prompt.includes('这本书')) return expectValue(e, div(n[1]!, n[0]!));
    expectValue(e, div(f(1), add(div(f(1), n[0]!), div(f(1), n[1]!))));
  },
});
