import { describe, expect, it } from 'vitest';
import { jsonDepthGuard } from './body-limits.ts';

const exceeds = (text: string, maxDepth: number, chunkSize = text.length || 1) => {
  const tooDeep = jsonDepthGuard(maxDepth);
  const bytes = Buffer.from(text);
  for (let start = 0; start < bytes.length; start += chunkSize) {
    if (tooDeep(bytes.subarray(start, start + chunkSize))) return true;
  }
  return false;
};

describe('jsonDepthGuard', () => {
  it('counts arrays and objects alike, up to the limit and one past it', () => {
    expect(exceeds('[[[]]]', 3)).toBe(false);
    expect(exceeds('[[[[]]]]', 3)).toBe(true);
    expect(exceeds('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(exceeds('{"a":[{"c":[1]}]}', 3)).toBe(true);
  });

  it('measures depth, not the number of brackets', () => {
    expect(exceeds(`[${'[],'.repeat(10_000)}[]]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes and backslashes included', () => {
    expect(exceeds('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(exceeds('{"a":"\\"[[[[\\""}', 1)).toBe(false);
    expect(exceeds('{"a\\\\":"[[["}', 1)).toBe(false);
    expect(exceeds('{"a":"\\\\",  "b":[[1]]}', 2)).toBe(true);
    expect(exceeds('["汉字[[[", "\\u005b[["]', 1)).toBe(false);
  });

  it('keeps its place across chunk boundaries, inside strings and escapes too', () => {
    const text = '{"a":"x\\"[[[[[", "b":[[[1]]]}';
    for (const chunkSize of [1, 2, 3, 7]) {
      expect(exceeds(text, 4, chunkSize)).toBe(false);
      expect(exceeds(text, 3, chunkSize)).toBe(true);
    }
  });

  it('does not let unbalanced closers buy depth', () => {
    expect(exceeds(`${']'.repeat(100)}${'['.repeat(5)}`, 4)).toBe(true);
  });

  it('reads 1 MB in a few milliseconds of CPU: one pass, no parsing', () => {
    const flat = Buffer.from(JSON.stringify({ items: Array.from({ length: 100_000 }, (_, i) => ({ n: i, s: '[\\"' })) }));
    expect(flat.length).toBeGreaterThan(1_000_000);
    const start = process.cpuUsage();
    for (let i = 0; i < 20; i++) expect(jsonDepthGuard(32)(flat)).toBe(false);
    const { user, system } = process.cpuUsage(start);
    expect((user + system) / 20 / 1000).toBeLessThan(20);
  });
});
