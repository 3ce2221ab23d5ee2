import type { Kysely } from 'kysely';
import { type NewOrderEvent, newOrderEventSchema, UNREADABLE_EVENT } from '../../../contract/order-events.ts';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../secrets.ts';

let eventSequence = 0;

/**
 * An event id that sorts in the order events were made, even within one millisecond (a frozen clock, one
 * transaction): the time, this process's counter, then randomness. The timeline orders by (created_at, id).
 */
export function newOrderEventId(now: number): string {
  eventSequence = (eventSequence + 1) % 36 ** 6;
  return `${Math.max(0, now).toString(36).padStart(10, '0')}${eventSequence.toString(36).padStart(6, '0')}${newId().slice(0, 16)}`;
}

/**
 * Writes an event on the order's timeline, checked against its kind's detail (contract/order-events.ts): a wrong one
 * throws, and so rolls back the transaction it is part of. `id`: one taken earlier with newOrderEventId, for an event
 * written after what it led to (a notification and its outcome).
 */
export async function addOrderEvent(
  db: Kysely<Database>,
  orderNo: string,
  event: NewOrderEvent,
  now: number,
  id = newOrderEventId(now),
): Promise<void> {
  const { type, detail } = newOrderEventSchema.parse(event);
  await db
    .insertInto('order_events')
    .values({ id, order_no: orderNo, type, detail: JSON.stringify(detail), created_at: now })
    .execute();
}

type NotificationDetail = Extract<NewOrderEvent, { type: 'notification_received' }>['detail'];

/**
 * A notification on its order's timeline with the verification result: what it said (transaction, amount) and the
 * outcome, never the body or its signature. `id` taken when it arrived sorts it before what it led to (paid,
 * refunded). False, and nothing written, when there is no such order.
 */
export async function noteNotification(
  db: Kysely<Database>,
  orderNo: string,
  detail: NotificationDetail,
  receivedAt: number,
  id?: string,
): Promise<boolean> {
  const order = await db.selectFrom('orders').select('order_no').where('order_no', '=', orderNo).executeTakeFirst();
  if (!order) return false;
  await addOrderEvent(db, orderNo, { type: 'notification_received', detail }, receivedAt, id);
  return true;
}

/** An event as stored: one of the kinds the contract lists, or one that does not read as its kind. */
export type StoredOrderEvent = { id: string; at: string } & (
  NewOrderEvent | { type: typeof UNREADABLE_EVENT; detail: { storedType: string; raw: string } }
);

/** A stored event as its kind, or as `unreadable` with the stored text when it does not read as one. */
function readEvent(row: { id: string; type: string; detail: string; created_at: number }): StoredOrderEvent {
  const at = new Date(row.created_at).toISOString();
  let detail: unknown;
  try {
    detail = JSON.parse(row.detail);
  } catch {
    detail = undefined;
  }
  const event = newOrderEventSchema.safeParse({ type: row.type, detail });
  if (event.success) return { id: row.id, at, ...event.data };
  return { id: row.id, at, type: UNREADABLE_EVENT, detail: { storedType: row.type, raw: row.detail } };
}

/** The order's timeline, oldest first (event ids sort in the order events were made within one millisecond). */
export async function listOrderEvents(db: Kysely<Database>, orderNo: string): Promise<StoredOrderEvent[]> {
  const rows = await db
    .selectFrom('order_events')
    .selectAll()
    .where('order_no', '=', orderNo)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(readEvent);
}

type ProviderQuery = Extract<NewOrderEvent, { type: 'provider_queried' }>['detail'];

/** The latest question to a provider on the order's timeline (so that the same finding again is not repeated). */
export async function lastProviderQuery(db: Kysely<Database>, orderNo: string): Promise<ProviderQuery | undefined> {
  const row = await db
    .selectFrom('order_events')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('type', '=', 'provider_queried')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const event = row ? readEvent(row) : undefined;
  return event?.type === 'provider_queried' ? event.detail : undefined;
}
