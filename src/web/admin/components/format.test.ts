import { describe, expect, it } from 'vitest';
import { fenToYuan, formatDateTime, formatFen, yuanToFen } from './format.ts';

describe('money in the console', () => {
  it('turns 元 with two decimals into whole fen, whatever binary floating point makes of them', () => {
    expect(yuanToFen(123.45)).toBe(12_345);
    expect(yuanToFen(0.07)).toBe(7); // 0.07 * 100 is 7.000000000000001
    expect(yuanToFen(19.99)).toBe(1_999);
    expect(yuanToFen(1_099.9)).toBe(109_990);
    expect(fenToYuan(yuanToFen(4_999.99))).toBe(4_999.99);
  });

  it('shows fen as ¥ with two decimals and thousands separators', () => {
    expect(formatFen(123_456)).toBe('¥1,234.56');
    expect(formatFen(0)).toBe('¥0.00');
  });
});

describe('times in the console', () => {
  it('shows UTC instants in Asia/Shanghai', () => {
    expect(formatDateTime('2026-11-22T16:30:05.000Z')).toBe('2026-11-23 00:30:05');
    expect(formatDateTime(null)).toBe('—');
  });
});
