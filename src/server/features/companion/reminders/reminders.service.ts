import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { NotificationList, ReminderSettings } from '../../../../contract/companion.ts';
import type { Clock } from '../../../clock.ts';
import type { CompanionConfig } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import { newId } from '../../../secrets.ts';
import type { SmsSender } from '../../../sms/sms-sender.ts';
import { shanghaiMinuteOfDay, today as todayOf } from '../calendar.ts';
import { findAccount, updateAccount } from '../../accounts/account.repository.ts';
import type { PlanService } from '../plans/plan.service.ts';
import {
  countUnread,
  insertNotificationOnce,
  latestNotifications,
  markNotificationsRead,
  notificationKeysOf,
  type ReminderTask,
  reminderTasksOn,
  setSmsStatus,
} from './reminders.repository.ts';

export type ReminderKind = 'morning' | 'evening';

/** A morning reminder that could not go out at its time (the app was down) still goes out until this much later. */
const MORNING_WINDOW_MINUTES = 180;

/**
 * 督学 reminders and the notification centre. A reminder is one row per learner, kind and day (a unique key): the
 * process whose insert wins is the only one that sends its SMS, so a restart or a second process never sends it
 * twice. An SMS whose sending was interrupted is not retried (at most once: a reminder is not worth a duplicate).
 */
export function createReminderService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  sms: SmsSender;
  config: CompanionConfig;
  plans: PlanService;
  log: FastifyBaseLogger;
}) {
  const { db, clock, sms, config, plans, log } = deps;

  async function sendReminders(kind: ReminderKind): Promise<{ created: number; sms: number }> {
    const now = clock.now();
    const day = todayOf(now);
    const rows = await reminderTasksOn(db, day, now);
    const sent = await notificationKeysOf(db, kind, day);
    const learners = new Map<string, ReminderTask[]>();
    for (const row of rows) learners.set(row.learnerId, [...(learners.get(row.learnerId) ?? []), row]);

    let created = 0;
    let texted = 0;
    for (const [learnerId, tasks] of learners) {
      const dedupeKey = `${kind}:${learnerId}:${day}`;
      if (sent.has(dedupeKey)) continue;
      const open = tasks.filter((task) => task.status !== 'done');
      if (open.length === 0) continue;
      const first = tasks[0];
      if (!first) continue;
      const minutes = open.reduce((sum, task) => sum + task.minutes, 0);
      const titles =
        open
          .slice(0, 3)
          .map((task) => task.title)
          .join('、') + (open.length > 3 ? ' 等' : '');
      const notification =
        kind === 'morning'
          ? { title: '今日学习任务', body: `${first.learnerName}今天有 ${open.length} 项学习任务（约 ${minutes} 分钟）：${titles}。` }
          : {
              title: '今天的任务还没完成',
              body: `${first.learnerName}今天还有 ${open.length} 项任务（约 ${minutes} 分钟）没有完成：${titles}。坚持完成，明天更轻松！`,
            };
      const bySms = first.reminderSms === 1 && sms.sendsReminders;
      const inserted = await insertNotificationOnce(db, {
        id: newId(),
        accountId: first.accountId,
        learnerId,
        kind: `${kind}_reminder`,
        ...notification,
        dedupeKey,
        smsStatus: bySms ? 'sending' : 'none',
        now,
      });
      if (!inserted) continue;
      created++;
      if (!bySms) continue;
      let status = 'sent';
      try {
        await sms.sendReminder(first.phone, { learnerName: first.learnerName, tasks: open.length, minutes, evening: kind === 'evening' });
        texted++;
      } catch (error) {
        status = 'failed';
        log.warn({ err: error, learnerId }, 'reminder SMS failed');
      }
      await setSmsStatus(db, dedupeKey, status);
    }
    return { created, sms: texted };
  }

  /** Runs what is due at this minute (Asia/Shanghai): re-planning after its time, the reminder of the hour. */
  async function runDueJobs(): Promise<{ replanned: number; morning: number; evening: number }> {
    const minute = shanghaiMinuteOfDay(clock.now());
    const outcome = { replanned: 0, morning: 0, evening: 0 };
    if (minute >= config.replanMinute) outcome.replanned = (await plans.replanOverdue()).moved;
    if (
      minute >= config.morningReminderMinute &&
      minute < Math.min(config.eveningReminderMinute, config.morningReminderMinute + MORNING_WINDOW_MINUTES)
    ) {
      outcome.morning = (await sendReminders('morning')).created;
    }
    if (minute >= config.eveningReminderMinute) outcome.evening = (await sendReminders('evening')).created;
    return outcome;
  }

  async function listNotifications(accountId: string): Promise<NotificationList> {
    const [notifications, unread] = await Promise.all([latestNotifications(db, accountId, 50), countUnread(db, accountId)]);
    return { notifications, unread };
  }

  async function markRead(accountId: string, request: { ids?: string[]; all?: boolean }): Promise<NotificationList> {
    const ids = request.ids ?? [];
    if (request.all || ids.length > 0) await markNotificationsRead(db, accountId, request.all ? 'all' : ids, clock.now());
    return listNotifications(accountId);
  }

  async function getSettings(accountId: string): Promise<ReminderSettings> {
    const account = await findAccount(db, accountId);
    return { sms: account?.reminder_sms === 1 };
  }

  async function setSettings(accountId: string, settings: ReminderSettings): Promise<ReminderSettings> {
    await updateAccount(db, accountId, { reminder_sms: settings.sms ? 1 : 0, updated_at: clock.now() });
    return getSettings(accountId);
  }

  return { sendReminders, runDueJobs, listNotifications, markRead, getSettings, setSettings };
}

export type ReminderService = ReturnType<typeof createReminderService>;
