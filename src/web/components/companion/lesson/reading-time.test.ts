import { describe, expect, it } from 'vitest';
import { createVisibleTimer, readingMinutes } from './reading-time.ts';

describe('reading time', () => {
  it('reports whole minutes within the contract’s 1–600', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(89_000)).toBe(1);
    expect(readingMinutes(91_000)).toBe(2);
    expect(readingMinutes(12 * 60_000)).toBe(12);
    expect(readingMinutes(11 * 60 * 60_000)).toBe(600);
  });

  it('counts only the time the page is visible', () => {
    let clock = 0;
    const timer = createVisibleTimer(() => clock);
    clock = 60_000;
    timer.setVisible(false);
    clock = 10 * 60_000; // the phone was locked for nine minutes
    expect(timer.elapsedMs()).toBe(60_000);
    timer.setVisible(true);
    timer.setVisible(true);
    clock = 11 * 60_000;
    expect(timer.elapsedMs()).toBe(2 * 60_000);
  });

  it('starts paused when the page opens hidden', () => {
    let clock = 0;
    const timer = createVisibleTimer(() => clock, false);
    clock = 5_000;
    expect(timer.elapsedMs()).toBe(0);
  });
});
