import { describe, expect, it } from 'vitest';
import { formatShanghaiClock, formatShanghaiDate, formatShanghaiDateTime, formatShanghaiLongDate } from './shanghai-time.ts';

// 16:30 UTC on 28 Feb is already 1 March in Shanghai (UTC+8): the date shown is Shanghai's, not UTC's.
const lateEvening = '2027-02-28T16:30:00.000Z';

describe('Shanghai time formats', () => {
  it('shows the Shanghai calendar date', () => {
    expect(formatShanghaiDate(lateEvening)).toBe('2027-03-01');
    expect(formatShanghaiLongDate(lateEvening)).toBe('2027年3月1日');
    expect(formatShanghaiLongDate('2026-12-24T03:00:00Z')).toBe('2026年12月24日');
  });

  it('shows the Shanghai wall clock on a 24-hour dial', () => {
    expect(formatShanghaiDateTime(lateEvening)).toBe('2027-03-01 00:30');
    expect(formatShanghaiDateTime('2026-11-22T07:05:00Z')).toBe('2026-11-22 15:05');
    expect(formatShanghaiClock('2026-11-22T07:05:00Z')).toBe('15:05');
  });
});
