import { addDays, shanghaiToday } from '../../../components/companion/calendar-day.ts';

const RECENT_DAYS = 30;

/** The last 30 days up to today: the report's default range and the weak points' source (one cached answer). */
export const recentRange = (today = shanghaiToday()) => ({ from: addDays(today, 1 - RECENT_DAYS), to: today });
