import { formatShanghaiDate } from '../shanghai-time.ts';

/**
 * Calendar days as the contract has them (YYYY-MM-DD in Asia/Shanghai). The arithmetic runs on UTC midnights, so
 * the phone's own time zone and daylight saving never shift a day.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const toUtc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Today in Shanghai, by this device's clock (the server's own `today` wins where there is one). */
export const shanghaiToday = (now = Date.now()): string => formatShanghaiDate(new Date(now).toISOString());

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(toUtc(day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday of the week holding `day`. */
export const mondayOf = (day: string): string => addDays(day, 1 - isoWeekday(day));

export const weekdayNames = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/** 11月24日 */
export function monthDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(month)}月${Number(date)}日`;
}

/** 今天 / 明天 / 昨天, else 11月24日 周二. */
export function dayLabel(day: string, today: string): string {
  const offset = daysBetween(today, day);
  if (offset === 0) return '今天';
  if (offset === 1) return '明天';
  if (offset === -1) return '昨天';
  return `${monthDay(day)} ${weekdayNames[isoWeekday(day) - 1]}`;
}

/** 11月23日–11月29日 */
export const weekRangeLabel = (monday: string): string => `${monthDay(monday)}–${monthDay(addDays(monday, 6))}`;

/** A YYYY-MM-DD day, as in a link's query. */
export const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
