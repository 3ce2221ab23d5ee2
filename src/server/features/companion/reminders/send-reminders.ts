import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import { newId } from '../../../secrets.ts';
import type { SmsSender } from '../../../sms/sms-sender.ts';
import { today as todayOf } from '../calendar.ts';
import { insertNotificationOnce, notificationKeysOf, type ReminderTask, reminderTasksOn, setSmsStatus } from './reminders.repository.ts';

export type ReminderKind = 'morning' | 'evening';

export type ReminderDeps = { db: Kysely<Database>; clock: Clock; sms: SmsSender; log: FastifyBaseLogger };

/** The notification's words: today's open tasks (up to three named) and their minutes. */
function reminderText(
  kind: ReminderKind,
  learnerName: string,
  open: readonly ReminderTask[],
  minutes: number,
): { title: string; body: string } {
  const titles =
    open
      .slice(0, 3)
      .map((task) => task.title)
      .join('、') + (open.length > 3 ? ' 等' : '');
  return kind === 'morning'
    ? { title: '今日学习任务', body: `${learnerName}今天有 ${open.length} 项学习任务（约 ${minutes} 分钟）：${titles}。` }
    : {
        title: '今天的任务还没完成',
        body: `${learnerName}今天还有 ${open.length} 项任务（约 ${minutes} 分钟）没有完成：${titles}。坚持完成，明天更轻松！`,
      };
}

/**
 * 督学 reminders: one notification per learner with open tasks today, and an SMS when the account takes them. A
 * reminder is one row per learner, kind and day (a unique key): the process whose insert wins is the only one that
 * sends its SMS, so a restart or a second process never sends it twice. An SMS whose sending was interrupted is not
 * retried (at most once: a reminder is not worth a duplicate).
 */
export async function sendReminders({ db, clock, sms, log }: ReminderDeps, kind: ReminderKind): Promise<{ created: number; sms: number }> {
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
    const bySms = first.reminderSms === 1 && sms.sendsReminders;
    const inserted = await insertNotificationOnce(db, {
      id: newId(),
      accountId: first.accountId,
      learnerId,
      kind: `${kind}_reminder`,
      ...reminderText(kind, first.learnerName, open, minutes),
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
