import type { Clock } from '../../../src/server/clock.ts';

/** A clock a test moves by hand: code expiry, session expiry and rate-limit windows without waiting. */
export type TestClock = Clock & {
  advance: (ms: number) => void;
  set: (epochMs: number) => void;
};

/** 2026-03-02 09:00 in Asia/Shanghai (01:00 UTC) unless told otherwise. */
export const DEFAULT_TEST_START = Date.UTC(2026, 2, 2, 1, 0, 0);

export function createTestClock(start: number = DEFAULT_TEST_START): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (epochMs) => {
      current = epochMs;
    },
  };
}
