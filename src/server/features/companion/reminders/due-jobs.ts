import type { CompanionConfig } from '../../../config.ts';
import { shanghaiMinuteOfDay } from '../calendar.ts';
import { moveGradesOn } from '../plans/new-school-year.ts';
import { replanOverdue } from '../plans/replan-overdue.ts';
import { type ReminderDeps, sendReminders } from './send-reminders.ts';

/** A morning reminder that could not go out at its time (the app was down) still goes out until this much later. */
const MORNING_WINDOW_MINUTES = 180;

/**
 * Runs what is due at this minute (Asia/Shanghai): a new school year's grades, re-planning after its time, the
 * reminder of the hour.
 */
export async function runDueJobs(
  deps: ReminderDeps & { config: CompanionConfig },
): Promise<{ gradesMoved: number; replanned: number; morning: number; evening: number }> {
  const { db, clock, config } = deps;
  const minute = shanghaiMinuteOfDay(clock.now());
  const outcome = { gradesMoved: 0, replanned: 0, morning: 0, evening: 0 };
  outcome.gradesMoved = await moveGradesOn({ db, clock, calendar: config.schoolCalendar });
  if (minute >= config.replanMinute) outcome.replanned = (await replanOverdue(db, clock.now())).moved;
  if (
    minute >= config.morningReminderMinute &&
    minute < Math.min(config.eveningReminderMinute, config.morningReminderMinute + MORNING_WINDOW_MINUTES)
  ) {
    outcome.morning = (await sendReminders(deps, 'morning')).created;
  }
  if (minute >= config.eveningReminderMinute) outcome.evening = (await sendReminders(deps, 'evening')).created;
  return outcome;
}
