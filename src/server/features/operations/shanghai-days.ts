import { MAX_RANGE_DAYS } from '../../../contract/admin-operations.ts';
import { DAY_MS } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { addDays, daysBetween, isValidDay, startOfDay, today } from '../companion/calendar.ts';

/** A range of whole Asia/Shanghai days and the instants that bound it: [startMs, endMs). */
export type DayRange = { from: string; to: string; startMs: number; endMs: number; days: number };

function checkedDay(day: string, field: string): string {
  if (!isValidDay(day)) throw new AppError(400, 'DATE_RANGE_INVALID', '日期不存在，请检查年月日', field);
  return day;
}

/** Both ends included; from after to, or more than MAX_RANGE_DAYS days, is refused with 400 DATE_RANGE_INVALID. */
export function dayRange(from: string, to: string): DayRange {
  checkedDay(from, 'from');
  checkedDay(to, 'to');
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new AppError(400, 'DATE_RANGE_INVALID', '开始日期不能晚于结束日期', 'from');
  if (days > MAX_RANGE_DAYS) throw new AppError(400, 'DATE_RANGE_INVALID', `日期范围最长 ${MAX_RANGE_DAYS} 天`, 'from');
  return { from, to, startMs: startOfDay(from), endMs: startOfDay(to) + DAY_MS, days };
}

/** The created-time bounds of an order search: either end may be open, any length; from after to is refused. */
export function createdBetween(from: string | undefined, to: string | undefined): { createdFrom?: number; createdBefore?: number } {
  if (from !== undefined && to !== undefined && from > to)
    throw new AppError(400, 'DATE_RANGE_INVALID', '开始日期不能晚于结束日期', 'from');
  return {
    ...(from === undefined ? {} : { createdFrom: startOfDay(checkedDay(from, 'from')) }),
    ...(to === undefined ? {} : { createdBefore: startOfDay(checkedDay(to, 'to')) + DAY_MS }),
  };
}

/** The dashboard's default: the 30 days up to today. */
export function defaultRange(now: number, from: string | undefined, to: string | undefined): DayRange {
  const last = to ?? today(now);
  return dayRange(from ?? addDays(last, -29), last);
}

/** The day number SQL buckets by: whole days since 1970-01-01 in Asia/Shanghai. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
export const dayOfNumber = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
