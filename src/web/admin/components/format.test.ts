import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatDateTime, formatFen, readYuan } from './format.ts';

describe('money in the console', () => {
  it('reads 元 with up to two decimals as whole fen, exactly (no binary floating point on the way)', () => {
    expect(readYuan('123.45')).toEqual({ fen: 12_345 });
    expect(readYuan('0.07')).toEqual({ fen: 7 }); // 0.07 * 100 is 7.000000000000001
    expect(readYuan('19.9')).toEqual({ fen: 1_990 });
    expect(readYuan(' 1099 ')).toEqual({ fen: 109_900 });
    expect(readYuan(fenToYuanText(499_999))).toEqual({ fen: 499_999 });
  });

  it('refuses what is not a plain amount of more than 0 with at most two decimals, instead of rounding or clamping it', () => {
    expect(readYuan('0')).toEqual({ error: '金额须大于 0' });
    expect(readYuan('0.00')).toEqual({ error: '金额须大于 0' });
    expect(readYuan('-5')).toEqual({ error: '金额须大于 0' });
    expect(readYuan('199.999')).toEqual({ error: '金额最多两位小数（精确到分）' });
    for (const typed of ['1e3', 'abc', '1,000', '¥5', '.5', '5.', ''])
      expect(readYuan(typed)).toEqual({ error: '请输入金额，如 199 或 199.90' });
    expect(readYuan('99999999999999999999')).toEqual({ error: '金额过大' });
  });

  it('writes fen back as the text of a 元 field, and shows fen as ¥ with two decimals and thousands separators', () => {
    expect(fenToYuanText(19_900)).toBe('199.00');
    expect(fenToYuanText(7)).toBe('0.07');
    expect(formatFen(123_456)).toBe('¥1,234.56');
    expect(formatFen(0)).toBe('¥0.00');
  });
});

describe('times in the console', () => {
  it('shows UTC instants in Asia/Shanghai', () => {
    expect(formatDateTime('2026-11-22T16:30:05.000Z')).toBe('2026-11-23 00:30:05');
    expect(formatDateTime(null)).toBe('—');
    // Epoch milliseconds, as some timeline details keep them.
    expect(formatDateTime(Date.parse('2026-12-22T16:00:00.000Z'))).toBe('2026-12-23 00:00:00');
  });
});
