import type { Kysely } from 'kysely';
import { type Notification, notificationSchema } from '../../../../contract/companion.ts';
import type { Database } from '../../../db/schema.ts';

const { kind: notificationKind } = notificationSchema.shape;

/** A task on today's page of a running plan, with whom a reminder about it goes to. */
export type ReminderTask = {
  learnerId: string;
  learnerName: string;
  accountId: string;
  phone: string;
  /** 1 when the account takes 督学 reminders by SMS too. */
  reminderSms: number;
  title: string;
  status: string;
  minutes: number;
};

/** Every task dated `day` in a current plan of a learner whose service runs at `now`, in plan order. */
export async function reminderTasksOn(db: Kysely<Database>, day: string, now: number): Promise<ReminderTask[]> {
  return db
    .selectFrom('plan_tasks')
    .innerJoin('study_plans', 'study_plans.id', 'plan_tasks.plan_id')
    .innerJoin('learners', 'learners.id', 'plan_tasks.learner_id')
    .innerJoin('accounts', 'accounts.id', 'learners.account_id')
    .innerJoin('service_periods', 'service_periods.learner_id', 'learners.id')
    .select([
      'learners.id as learnerId',
      'learners.name as learnerName',
      'accounts.id as accountId',
      'accounts.phone as phone',
      'accounts.reminder_sms as reminderSms',
      'plan_tasks.title as title',
      'plan_tasks.status as status',
      'plan_tasks.estimated_minutes as minutes',
    ])
    .where('plan_tasks.date', '=', day)
    .where('study_plans.replaced_at', 'is', null)
    .where('service_periods.ends_at', '>', now)
    .orderBy('plan_tasks.position')
    .execute();
}

/** The dedupe keys of the notifications already made for `<kind>:<learner>:<day>`, for one kind and day. */
export async function notificationKeysOf(db: Kysely<Database>, kind: string, day: string): Promise<Set<string>> {
  const rows = await db.selectFrom('notifications').select('dedupe_key').where('dedupe_key', 'like', `${kind}:%:${day}`).execute();
  return new Set(rows.map((row) => row.dedupe_key));
}

/** Stores a notification unless one with its dedupe key exists; true when this call stored it. */
export async function insertNotificationOnce(
  db: Kysely<Database>,
  notification: {
    id: string;
    accountId: string;
    learnerId: string | null;
    kind: string;
    title: string;
    body: string;
    dedupeKey: string;
    smsStatus: string;
    now: number;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('notifications')
    .values({
      id: notification.id,
      account_id: notification.accountId,
      learner_id: notification.learnerId,
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      dedupe_key: notification.dedupeKey,
      sms_status: notification.smsStatus,
      created_at: notification.now,
      read_at: null,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 0;
}

export async function setSmsStatus(db: Kysely<Database>, dedupeKey: string, status: string): Promise<void> {
  await db.updateTable('notifications').set({ sms_status: status }).where('dedupe_key', '=', dedupeKey).execute();
}

/** The account's latest notifications, newest first. */
export async function latestNotifications(db: Kysely<Database>, accountId: string, limit: number): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: notificationKind.parse(row.kind),
    learnerId: row.learner_id,
    title: row.title,
    body: row.body,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    read: row.read_at !== null,
  }));
}

export async function countUnread(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the account's unread notifications read: those with these ids, or all of them. */
export async function markNotificationsRead(
  db: Kysely<Database>,
  accountId: string,
  which: readonly string[] | 'all',
  now: number,
): Promise<void> {
  let update = db.updateTable('notifications').set({ read_at: now }).where('account_id', '=', accountId).where('read_at', 'is', null);
  if (which !== 'all') update = update.where('id', 'in', [...which]);
  await update.execute();
}
