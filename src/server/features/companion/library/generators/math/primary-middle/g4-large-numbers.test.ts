import { describe, it } from 'vitest';
import { checkGenerator } from '../../../../../../../../tests/support/generator-check.ts';
import { g4LargeNumberGenerators } from './g4-large-numbers.ts';
import { numbers, parseChinese, verifyAll, type Verifier } from './verify.test-support.ts';

const places = ['个', '十', '百', '千', '万', '十万', '百万', '千万', '亿', '十亿'];
const verifiers: Record<string, Verifier> = {
  'm4-read-number': (e) => {
    const value = numbers(e.prompt)[0] ?? 0;
    const options = e.kind === 'single' ? e.options : [];
    const match = options.filter((text) => parseChinese(text) === value);
    return match.length === 1 ? (match[0] ?? '') : 'ambiguous';
  },
  'm4-write-number': (e) => parseChinese(/：(.+)。写作/.exec(e.prompt)?.[1] ?? ''),
  'm4-place-value': (e) => {
    const [value = 0, digit = 0] = numbers(e.prompt);
    const text = String(value);
    return places[text.length - 1 - text.indexOf(String(digit))] ?? '';
  },
  'm4-compare-large': (e) => {
    const [a = 0, b = 0] = numbers(e.prompt);
    return a > b ? '>' : a < b ? '<' : '=';
  },
  'm4-to-wan-yi': (e) => {
    const value = numbers(e.prompt)[0] ?? 0;
    return e.prompt.includes('“亿”') ? `${value / 1e8}亿` : `${value / 1e4}万`;
  },
  'm4-round-large': (e) => {
    const value = numbers(e.prompt)[0] ?? 0;
    const unit = e.prompt.includes('亿位') ? 1e8 : 1e4;
    return Math.round(value / unit);
  },
  'm4-how-big-is-yi': (e) => {
    const n = numbers(e.prompt);
    const x = n[1] ?? 0;
    return e.prompt.includes('分钟') ? x * 1e4 : (x * 1e4) / 1000;
  },
};

describe('四年级 大数的认识 generators', () => {
  for (const [id, generator] of Object.entries(g4LargeNumberGenerators)) {
    it(id, () => {
      for (const exercise of checkGenerator(id, generator)) verifyAll(id, exercise, verifiers);
    });
  }
});
