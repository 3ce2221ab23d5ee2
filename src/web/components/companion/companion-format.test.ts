import { describe, expect, it } from 'vitest';
import { describeWeekDays, formatMinutes, formatPercent, masteryLevel } from './companion-format.ts';

describe('companion formats', () => {
  it('writes minutes the way a Chinese app does', () => {
    expect(formatMinutes(0)).toBe('0 分钟');
    expect(formatMinutes(25)).toBe('25 分钟');
    expect(formatMinutes(60)).toBe('1 小时');
    expect(formatMinutes(80)).toBe('1 小时 20 分钟');
  });

  it('keeps percentages within 0–100', () => {
    expect(formatPercent(0.456)).toBe('46%');
    expect(formatPercent(1.2)).toBe('100%');
    expect(formatPercent(-0.1)).toBe('0%');
  });

  it('reads mastery in three levels', () => {
    expect(masteryLevel(0.3)).toBe('weak');
    expect(masteryLevel(0.6)).toBe('fair');
    expect(masteryLevel(0.85)).toBe('good');
  });

  it('describes study weekdays briefly', () => {
    expect(describeWeekDays([1, 2, 3, 4, 5, 6, 7])).toBe('每天');
    expect(describeWeekDays([5, 4, 3, 2, 1])).toBe('周一至周五');
    expect(describeWeekDays([6, 7])).toBe('周末');
    expect(describeWeekDays([1, 3, 5])).toBe('周一、三、五');
  });
});
