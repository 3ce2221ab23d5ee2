import { equationGenerators } from './equations.ts';
import {
  between,
  checkSet,
  evaluate,
  expect,
  expectChoices,
  expectText,
  expectTrue,
  expectValue,
  ints,
  nums,
  value,
  f,
  add,
  sub,
  div,
  equal,
} from './verify.test-support.ts';

/** Whether x = v makes both sides of the equation equal. */
const solves = (equation: string, v: string) => {
  const [left = '', right = ''] = equation.split('=');
  const scope = { x: value(v) };
  return equal(evaluate(left, scope), evaluate(right, scope));
};

checkSet('五年级上册 简易方程', equationGenerators, {
  'm5-letter-value': (e) => {
    const [, letter = '', k = '', expression = ''] = /当 ([a-z]) = ([\d.]+) 时，(.+) 的值是/.exec(e.prompt) ?? [];
    expectValue(e, evaluate(expression, { [letter]: value(k) }));
  },
  'm5-letter-square': (e) => {
    const [k = 0] = ints(e.prompt);
    expectValue(e, e.prompt.includes('x²') ? k * k : 2 * k);
  },
  'm5-is-equation': (e) => expectChoices(e, (option) => option.includes('=') && /[a-z]/.test(option)),
  'm5-equality-step': (e) => {
    const equation = between(e.prompt, '解方程 ', ' 时');
    const [a] = ints(equation);
    const expected = equation.startsWith('x + ')
      ? `减去 ${a}`
      : equation.startsWith('x - ')
        ? `加上 ${a}`
        : equation.startsWith('x ÷ ')
          ? `乘 ${a}`
          : `除以 ${/^(\d+)x/.exec(equation)?.[1]}`;
    expectText(e, expected);
  },
  'm5-solve-equation': (e) => {
    if (e.kind !== 'fill') return expect.fail('fill');
    expect(solves(between(e.prompt, '解方程：', '，x ='), e.answer[0]!), e.prompt).toBe(true);
  },
  'm5-solve-equation-check': (e) => {
    const [, v = '', equation = ''] = /x = ([\d.]+) 是方程 (.+) 的解/.exec(e.prompt) ?? [];
    expectTrue(e, solves(equation, v));
  },
  'm5-equation-word': (e) => {
    const n = nums(e.prompt);
    const x = e.prompt.includes('倍加上')
      ? div(sub(n[2]!, n[1]!), n[0]!)
      : e.prompt.includes('找回')
        ? div(sub(n[1]!, n[2]!), n[0]!)
        : e.prompt.includes('相遇')
          ? div(n[0]!, add(n[1]!, n[2]!))
          : sub(div(n[0]!, f(2)), n[1]!);
    expectValue(e, x);
  },
});
