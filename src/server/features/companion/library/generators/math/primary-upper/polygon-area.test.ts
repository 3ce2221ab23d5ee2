import { polygonAreaGenerators } from './polygon-area.ts';
import { checkSet, expectTrue, expectValue, nums, f, add, sub, mul, div, equal, type F } from './verify.test-support.ts';

checkSet('五年级上册 多边形的面积、植树问题', polygonAreaGenerators, {
  'm5-parallelogram-area': (e) => {
    const [p, q] = nums(e.prompt);
    expectValue(e, e.prompt.includes('面积是') && !e.prompt.includes('面积是 ____') ? div(p!, q!) : mul(p!, q!));
  },
  'm5-parallelogram-area-choice': (e) => {
    const [base, , , height] = nums(e.prompt);
    expectValue(e, mul(base!, height!));
  },
  'm5-triangle-area': (e) => {
    const [p, q] = nums(e.prompt);
    expectValue(e, e.prompt.includes('面积是 ____') ? div(mul(p!, q!), f(2)) : div(mul(p!, f(2)), q!));
  },
  'm5-triangle-area-compare': (e) => {
    const [base, height, claim] = nums(e.prompt);
    expectTrue(e, equal(div(mul(base!, height!), f(2)), claim!) as boolean);
  },
  'm5-trapezoid-area': (e) => {
    const n = nums(e.prompt);
    expectValue(e, e.prompt.includes('面积是 ____') ? div(mul(add(n[0]!, n[1]!), n[2]!), f(2)) : div(mul(n[0]!, f(2)), add(n[1]!, n[2]!)));
  },
  'm5-composite-area': (e) => {
    const n = nums(e.prompt);
    if (e.prompt.includes('房子')) expectValue(e, add(mul(n[0]!, n[1]!), div(mul(n[0]!, n[2]!), f(2))));
    else if (e.prompt.includes('剪去')) expectValue(e, sub(mul(n[0]!, n[1]!), mul(n[2]!, n[3]!)) as F);
    else expectValue(e, add(div(mul(add(n[0]!, n[1]!), n[2]!), f(2)), mul(n[1]!, n[3]!)));
  },
  'm5-tree-planting': (e) => {
    const [length, gap] = nums(e.prompt);
    const gaps = div(length!, gap!);
    const extra = e.prompt.includes('两端都要栽') ? 1 : e.prompt.includes('两端都不栽') ? -1 : 0;
    expectValue(e, add(gaps, f(extra)));
  },
  'm5-tree-planting-length': (e) => {
    const [trees, gap] = nums(e.prompt);
    const gaps = add(trees!, f(e.prompt.includes('两端都栽') ? -1 : 1));
    expectValue(e, mul(gaps, gap!));
  },
});
