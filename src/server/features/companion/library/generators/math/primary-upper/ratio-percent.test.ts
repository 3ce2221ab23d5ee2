import { ratioPercentGenerators } from './ratio-percent.ts';
import { checkSet, expect, expectValue, ints, nums, value, f, sub, mul, div } from './verify.test-support.ts';

const ratio = (text: string) => {
  const [a = '', b = ''] = text.split(/\s*[:∶]\s*/);
  return div(value(a), value(b));
};

checkSet('六年级上册 比、百分数、扇形统计图', ratioPercentGenerators, {
  'm6-ratio-value': (e) => {
    const [a = 0, b = 1] = ints(e.prompt);
    expectValue(e, f(a, b));
  },
  'm6-ratio-simplify': (e) => {
    if (e.kind !== 'fill') return expect.fail('fill');
    const shown = /把 (.+) 化成/.exec(e.prompt)?.[1] ?? '';
    for (const accepted of e.answer) {
      expect(ratio(accepted).equals(ratio(shown)), `${e.prompt} ${accepted}`).toBe(true);
      const [p, q] = accepted.split(/[:∶]/).map(Number);
      expect(Number.isInteger(p) && Number.isInteger(q) && gcdOf(p!, q!) === 1).toBe(true);
    }
  },
  'm6-ratio-distribution': (e) => {
    const [total = 0] = ints(e.prompt);
    const parts = (/按 ([\d :]+) 分给/.exec(e.prompt)?.[1] ?? '').split(' : ').map(Number);
    const names = ['一班', '二班', '三班'];
    const asked = names.findIndex((n) => e.prompt.includes(`${n}分到`));
    expectValue(e, (total * parts[asked]!) / parts.reduce((s, p) => s + p, 0));
  },
  'm6-percent-meaning': (e) => {
    const [total, part] = nums(e.prompt);
    expectValue(e, div(part!, total!));
  },
  'm6-percent-conversion': (e) => expectValue(e, value(e.prompt.split(' = ')[0]!)),
  'm6-percent-of': (e) => {
    const n = nums(e.prompt);
    const of = /(\d+) 的 ([\d.]+)% 是/.exec(e.prompt);
    if (of) return expectValue(e, mul(value(of[1]!), value(`${of[2]}%`)));
    if (e.prompt.includes('空调')) return expectValue(e, div(sub(n[1]!, n[0]!).abs(), n[0]!));
    expectValue(e, div(n[1]!, n[0]!));
  },
  'm6-percent-change-choice': (e) => {
    const [boys, girls] = nums(e.prompt);
    expectValue(e, div(sub(girls!, boys!), e.prompt.includes('女生比男生多') ? boys! : girls!));
  },
  'm6-pie-chart': (e) => {
    const shares = [...e.prompt.matchAll(/(跳绳|踢毽子|打篮球|其他) (\d+)%/g)].map((m) => ({ item: m[1]!, p: Number(m[2]) }));
    expect(shares.reduce((s, x) => s + x.p, 0)).toBe(100);
    const asked = shares.find((x) => e.prompt.includes(`最喜欢${x.item}的`) || e.prompt.includes(`"${x.item}"`))!;
    if (e.prompt.includes('圆心角')) return expectValue(e, f(360 * asked.p, 100));
    expectValue(e, f(ints(e.prompt)[0]! * asked.p, 100));
  },
});

function gcdOf(a: number, b: number): number {
  return b === 0 ? a : gcdOf(b, a % b);
}
