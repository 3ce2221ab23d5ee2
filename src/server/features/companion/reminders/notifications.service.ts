import type { Kysely } from 'kysely';
import type { NotificationList } from '../../../../contract/companion.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import { countUnread, latestNotifications, markNotificationsRead } from './reminders.repository.ts';

/** The account's notification centre: the latest 50 and the unread count. */
export async function listNotifications(db: Kysely<Database>, accountId: string): Promise<NotificationList> {
  const notifications = await latestNotifications(db, accountId, 50);
  return { notifications, unread: await countUnread(db, accountId) };
}

/** Marks some of the account's notifications read (or all), then lists them. */
export async function markRead(
  { db, clock }: { db: Kysely<Database>; clock: Clock },
  accountId: string,
  request: { ids?: string[]; all?: boolean },
): Promise<NotificationList> {
  const ids = request.ids ?? [];
  if (request.all || ids.length > 0) await markNotificationsRead(db, accountId, request.all ? 'all' : ids, clock.now());
  return listNotifications(db, accountId);
}
