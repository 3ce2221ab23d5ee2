import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/**
 * Payment attempts get a table of their own (decision 025). Each pay request that opens a provider transaction is an
 * attempt with its own out_trade_no (the order number plus a short suffix); one attempt is made at a time per order,
 * under a lease on the order's row (payment_lock_*); a refund names the transaction it refunds (out_trade_no), and a
 * refund of an extra charge (a second payment for an order another attempt had paid) names that attempt.
 *
 * Orders made before this used the order number as out_trade_no at each provider they were sent to, recorded only on
 * their timeline: their attempts are read from it. An attempt that may still be open (or that was paid a second time,
 * a `duplicate_payment`) is left OPEN, so the job that closes stray attempts asks its provider, closes it there and
 * refunds an extra charge it finds.
 */
type LegacyOrder = {
  order_no: string;
  status: string;
  channel: string | null;
  amount_fen: number | string;
  provider_transaction_id: string | null;
  paid_at: number | string | null;
  created_at: number | string;
  updated_at: number | string;
};
type LegacyEvent = { order_no: string; type: string; detail: string; created_at: number | string };

const providerOfChannel = (channel: unknown) =>
  channel === 'alipay_wap' ? 'alipay' : channel === 'wechat_h5' || channel === 'wechat_jsapi' ? 'wechatpay' : null;
const providerOfTransaction = (id: string) => (id.startsWith('alipay:') ? 'alipay' : 'wechatpay');
const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_no', 'text', (col) => col.notNull().references('orders.order_no'))
    .addColumn('out_trade_no', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'text', (col) => col.unique())
    .addColumn('paid_fen', 'bigint')
    .addColumn('opened_at', 'bigint', (col) => col.notNull())
    .addColumn('closed_at', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addColumn('verified_at', 'bigint')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('payment_attempts_provider_out_trade_no', ['provider', 'out_trade_no'])
    .execute();
  await db.schema.createIndex('payment_attempts_order_idx').on('payment_attempts').columns(['order_no', 'opened_at']).execute();
  await db.schema.createIndex('payment_attempts_state_idx').on('payment_attempts').columns(['state', 'updated_at']).execute();

  await db.schema.alterTable('orders').addColumn('payment_lock_until', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('payment_lock_id', 'text').execute();

  await db.schema
    .alterTable('refunds')
    .addColumn('out_trade_no', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('refunds')
    .addColumn('extra_charge_attempt_id', 'text', (col) => col.references('payment_attempts.id'))
    .execute();
  await sql`update refunds set out_trade_no = order_no`.execute(db);
  // An extra charge is refunded once: at most one refund of it under way or done (a failed one may be retried).
  await sql`create unique index refunds_extra_charge_once on refunds (extra_charge_attempt_id) where status in ('PENDING', 'SUCCEEDED')`.execute(
    db,
  );

  await backfillAttempts(db);
}

/** Attempts of the orders made before this migration, from their timelines (out_trade_no was the order number). */
async function backfillAttempts(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const { rows: orders } = await sql<LegacyOrder>`
      select order_no, status, channel, amount_fen, provider_transaction_id, paid_at, created_at, updated_at
      from orders where order_no > ${after} order by order_no limit ${BATCH}`.execute(db);
    const last = orders.at(-1);
    if (!last) return;
    after = last.order_no;
    const orderNos = orders.map((order) => order.order_no);
    const { rows: events } = await sql<LegacyEvent>`
      select order_no, type, detail, created_at from order_events
      where type in ('pay_started', 'provider_closed', 'duplicate_payment') and order_no in (${sql.join(orderNos)})
      order by created_at, id`.execute(db);
    for (const order of orders) {
      for (const attempt of legacyAttempts(
        order,
        events.filter((event) => event.order_no === order.order_no),
      )) {
        await sql`
          insert into payment_attempts (id, order_no, out_trade_no, provider, channel, state, transaction_id, paid_fen, opened_at, closed_at, paid_at, updated_at)
          values (${attempt.id}, ${order.order_no}, ${order.order_no}, ${attempt.provider}, ${attempt.channel}, ${attempt.state}, ${attempt.transactionId},
                  ${attempt.paidFen}, ${attempt.openedAt}, ${attempt.closedAt}, ${attempt.paidAt}, ${attempt.openedAt})`.execute(db);
      }
    }
  }
}

type LegacyAttempt = {
  id: string;
  provider: string;
  channel: string;
  state: 'OPEN' | 'CLOSED' | 'PAID';
  transactionId: string | null;
  paidFen: number | null;
  openedAt: number;
  closedAt: number | null;
  paidAt: number | null;
};

function legacyAttempts(order: LegacyOrder, events: LegacyEvent[]): LegacyAttempt[] {
  const byProvider = new Map<string, { channel: string; openedAt: number }>();
  const closed = new Map<string, number>();
  const duplicated = new Set<string>();
  for (const event of events) {
    let detail: Record<string, unknown>;
    try {
      detail = JSON.parse(event.detail) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (event.type === 'pay_started') {
      const provider = providerOfChannel(detail.channel);
      if (provider)
        byProvider.set(provider, {
          channel: String(detail.channel),
          openedAt: byProvider.get(provider)?.openedAt ?? Number(event.created_at),
        });
    } else if (event.type === 'provider_closed' && typeof detail.provider === 'string') {
      closed.set(detail.provider, Number(event.created_at));
    } else if (event.type === 'duplicate_payment' && typeof detail.transactionId === 'string') {
      const provider = providerOfTransaction(detail.transactionId);
      duplicated.add(provider);
      if (!byProvider.has(provider))
        byProvider.set(provider, { channel: provider === 'alipay' ? 'alipay_wap' : 'wechat_h5', openedAt: Number(event.created_at) });
    }
  }
  const paidBy = order.provider_transaction_id ? providerOfTransaction(order.provider_transaction_id) : null;
  if (paidBy && !byProvider.has(paidBy)) {
    byProvider.set(paidBy, {
      channel: order.channel ?? (paidBy === 'alipay' ? 'alipay_wap' : 'wechat_h5'),
      openedAt: Number(order.created_at),
    });
  }
  return [...byProvider].map(([provider, { channel, openedAt }]) => {
    const base = {
      id: randomBytes(16).toString('hex'),
      provider,
      channel,
      openedAt,
      transactionId: null,
      paidFen: null,
      closedAt: null,
      paidAt: null,
    };
    if (provider === paidBy && order.provider_transaction_id) {
      const paidAt = order.paid_at === null ? null : Number(order.paid_at);
      return {
        ...base,
        channel: order.channel ?? channel,
        state: 'PAID',
        transactionId: order.provider_transaction_id,
        paidFen: Number(order.amount_fen),
        paidAt,
      };
    }
    // Closed at the provider and never paid there a second time: done. Anything else is asked again by the job.
    const closedAt = closed.get(provider);
    if (closedAt !== undefined && !duplicated.has(provider)) return { ...base, state: 'CLOSED', closedAt };
    return { ...base, state: 'OPEN' };
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index refunds_extra_charge_once`.execute(db);
  await db.schema.alterTable('refunds').dropColumn('extra_charge_attempt_id').execute();
  await db.schema.alterTable('refunds').dropColumn('out_trade_no').execute();
  await db.schema.alterTable('orders').dropColumn('payment_lock_id').execute();
  await db.schema.alterTable('orders').dropColumn('payment_lock_until').execute();
  await db.schema.dropTable('payment_attempts').execute();
}
