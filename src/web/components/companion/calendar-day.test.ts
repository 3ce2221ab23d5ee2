import { describe, expect, it } from 'vitest';
import { addDays, dayLabel, daysBetween, isoWeekday, mondayOf, shanghaiToday, weekRangeLabel } from './calendar-day.ts';

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-23', '2027-01-01')).toBe(39);
  });

  it('knows ISO weekdays and the Monday of a week', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('takes today from the clock in Shanghai, not the device zone', () => {
    // 2026-11-22 17:30 UTC is already 01:30 on the 23rd in Shanghai.
    expect(shanghaiToday(Date.parse('2026-11-22T17:30:00Z'))).toBe('2026-11-23');
    expect(shanghaiToday(Date.parse('2026-11-22T15:59:00Z'))).toBe('2026-11-22');
  });

  it('names nearby days and weeks in Chinese', () => {
    expect(dayLabel('2026-11-23', '2026-11-23')).toBe('今天');
    expect(dayLabel('2026-11-24', '2026-11-23')).toBe('明天');
    expect(dayLabel('2026-11-22', '2026-11-23')).toBe('昨天');
    expect(dayLabel('2026-11-26', '2026-11-23')).toBe('11月26日 周四');
    expect(weekRangeLabel('2026-11-30')).toBe('11月30日–12月6日');
  });
});
