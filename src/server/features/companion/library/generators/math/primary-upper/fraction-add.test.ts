import { fractionAddGenerators } from './fraction-add.ts';
import { between, checkSet, evaluate, expectValue, nums, f, sub } from './verify.test-support.ts';

checkSet('五年级下册 分数的加法和减法', fractionAddGenerators, {
  'm5-same-denominator': (e) => expectValue(e, evaluate(between(e.prompt, '计算：', ' ='))),
  'm5-different-denominator': (e) => expectValue(e, evaluate(between(e.prompt, '计算：', ' ='))),
  'm5-fraction-add-mistake': (e) => expectValue(e, evaluate(e.prompt.replace(/ 的结果.*$/, ''))),
  'm5-fraction-add-sub-mixed': (e) => {
    if (e.prompt.includes('一本书')) {
      const [a, b] = nums(e.prompt);
      return expectValue(e, sub(sub(f(1), a!), b!));
    }
    expectValue(e, evaluate(between(e.prompt, '计算：', ' =')));
  },
});
