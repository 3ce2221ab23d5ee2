import { DAY_MS, SHANGHAI_OFFSET_MS, shanghaiDay } from '../../clock.ts';

/** Calendar arithmetic on YYYY-MM-DD days (Asia/Shanghai has no daylight saving, so a day is always 24 h). */

export const today = (epochMs: number): string => shanghaiDay(epochMs).day;

/** Minutes since local midnight in Asia/Shanghai. */
export function shanghaiMinuteOfDay(epochMs: number): number {
  return Math.floor(((((epochMs + SHANGHAI_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

/** The instant a Shanghai day begins. */
export function startOfDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Monday of the week the day is in. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** A real calendar day (rejects 2026-02-30). */
export function isValidDay(day: string): boolean {
  const parsed = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(parsed) && new Date(parsed).toISOString().slice(0, 10) === day;
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
