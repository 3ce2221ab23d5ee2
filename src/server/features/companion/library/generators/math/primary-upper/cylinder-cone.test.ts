import { cylinderConeGenerators } from './cylinder-cone.ts';
import { checkSet, expectTrue, expectValue, nums, f, add, mul, div } from './verify.test-support.ts';

const pi = f(314, 100);

checkSet('六年级下册 圆柱与圆锥', cylinderConeGenerators, {
  'm6-cylinder-lateral': (e) => {
    const [r, h] = nums(e.prompt);
    const c = mul(f(2), pi, r!);
    expectValue(e, e.prompt.includes('侧面积') ? mul(c, h!) : c);
  },
  'm6-cylinder-surface': (e) => {
    const [r, h] = nums(e.prompt);
    const base = mul(pi, r!, r!);
    const side = mul(f(2), pi, r!, h!);
    expectValue(e, add(side, mul(base, f(e.prompt.includes('无盖') ? 1 : 2))));
  },
  'm6-cylinder-volume': (e) => {
    const [a, h] = nums(e.prompt);
    const r = e.prompt.includes('直径') ? div(a!, f(2)) : a!;
    expectValue(e, mul(pi, r, r, h!));
  },
  'm6-cone-volume': (e) => {
    const [r, h] = nums(e.prompt);
    expectValue(e, div(mul(pi, r!, r!, h!), f(3)));
  },
  'm6-cylinder-cone-relation': (e) => {
    const n = nums(e.prompt);
    if (e.prompt.startsWith('判断')) return expectTrue(e, false);
    const cone = e.prompt.includes('之和') ? div(n[0]!, f(4)) : div(n[0]!, f(3));
    expectTrue(e, cone.equals(n[1]!));
  },
});
