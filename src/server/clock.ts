/** The time, injectable so tests can move it (code expiry, session expiry, rate-limit windows). */
export type Clock = { now: () => number };

export const systemClock: Clock = { now: () => Date.now() };

/** Asia/Shanghai is UTC+8 all year (no daylight saving), so its day is always 24 h. */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Asia/Shanghai (no daylight saving) as YYYY-MM-DD, and the ms left until it ends. */
export function shanghaiDay(epochMs: number): { day: string; msUntilEnd: number } {
  const shifted = epochMs + SHANGHAI_OFFSET_MS;
  const startOfDay = shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS);
  return { day: new Date(startOfDay).toISOString().slice(0, 10), msUntilEnd: startOfDay + DAY_MS - shifted };
}
