import { proportionGenerators } from './proportion.ts';
import { checkSet, expectText, expectTrue, expectValue, ints, nums, f, mul, div } from './verify.test-support.ts';

/** The relation of two quantities, judged from how the textbook states it (a second list, written apart from the generator's). */
const judged: [RegExp, string][] = [
  [
    /^(单价一定，总价和数量|速度一定，路程和时间|每袋大米的质量一定|正方形的周长和边长|圆的周长和直径|工作效率一定|圆柱的底面积一定|每行人数一定)/,
    '成正比例',
  ],
  [/^(路程一定|总价一定|长方形的面积一定|工作总量一定|一本书的总页数一定|三角形的面积一定|圆柱的体积一定|总人数一定)/, '成反比例'],
  [/^(长方形的周长一定|人的身高和体重|正方形的面积和边长|圆的面积和半径|小明的年龄|被减数一定)/, '不成比例'],
];

checkSet('六年级下册 比例、鸽巢问题', proportionGenerators, {
  'm6-is-proportion': (e) => {
    const [a, b, c, d] = nums(e.prompt);
    expectTrue(e, div(a!, b!).equals(div(c!, d!)));
  },
  'm6-solve-proportion': (e) => {
    const [a, c, d] = nums(e.prompt);
    expectValue(e, div(mul(a!, c!), d!));
  },
  'm6-proportion-relation': (e) => expectText(e, judged.find(([pattern]) => pattern.test(e.prompt))![1]),
  'm6-proportion-table': (e) => {
    const [, xs = '', ys = ''] = /x = ([\d、]+) 时，y 依次是 ([\d、]+)。/.exec(e.prompt) ?? [];
    const x = xs.split('、').map(Number);
    const y = ys.split('、').map(Number);
    const ratios = new Set(x.map((v, i) => y[i]! / v));
    const products = new Set(x.map((v, i) => y[i]! * v));
    expectText(e, ratios.size === 1 ? '成正比例' : products.size === 1 ? '成反比例' : '不成比例');
  },
  'm6-proportion-problems': (e) => {
    const n = ints(e.prompt);
    if (e.prompt.includes('钢笔')) return expectValue(e, div(mul(f(n[1]!), f(n[2]!)), f(n[0]!)));
    expectValue(e, div(mul(f(n[0]!), f(n[1]!)), f(n[2]!)));
  },
  'm6-scale': (e) => {
    const n = nums(e.prompt);
    const perUnit = e.prompt.includes('千米') ? f(100000) : f(100);
    if (e.prompt.includes('比例尺是 1 : ____')) return expectValue(e, div(mul(n[1]!, perUnit), n[0]!));
    if (e.prompt.includes('图上距离是 ____')) return expectValue(e, div(mul(n[0]!, perUnit), n[2]!));
    expectValue(e, div(mul(n[2]!, n[1]!), perUnit));
  },
  'm6-enlarge-shrink': (e) => {
    const [a = 0, b = 0, p = 0, q = 0] = ints(e.prompt);
    expectValue(e, div(mul(f(a * p * p), f(b)), f(q * q)));
  },
  'm6-pigeonhole': (e) => {
    const n = ints(e.prompt);
    if (e.prompt.includes('抽屉里')) return expectValue(e, Math.ceil(n[0]! / n[1]!));
    expectValue(e, n[0]! * (n[1]! - 1) + 1);
  },
});
