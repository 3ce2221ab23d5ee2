import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { devSmsLatestSchema, meSchema } from '../../src/contract/accounts.ts';
import { servicePeriodListSchema } from '../../src/contract/catalog.ts';
import type { Order, PaymentChannel } from '../../src/contract/orders.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { newPhone } from '../api/helpers/auth.ts';
import { eventually } from '../api/helpers/payments.ts';
import { alipayPaymentNotification, wechatPaymentNotification } from '../api/helpers/provider-notifications.ts';
import type { ServerProcess } from '../api/helpers/server-process.ts';
import {
  createOrder,
  envelopeOf,
  getOrder,
  http,
  parseOrder,
  parsePaymentAction,
  pay,
  type Shopper,
  signUpStudent,
} from '../api/helpers/http-shopper.ts';
import { type Deployment, missing, skipReason, START_TIMEOUT_MS, startDeployment } from './support/deployment.ts';

/**
 * Issue 9, scale-out: two app processes of one deployment — one PostgreSQL database, one Redis key prefix, one data
 * directory — serve one product. Everything goes through real HTTP; the database is read to count what happened.
 */

const DAY = 24 * 60 * 60 * 1000;
/** Each process runs the payment jobs (expiry, reconciliation) every second, so both run them during every test. */
const JOB_INTERVAL_SECONDS = 1;
/** The warnings and errors a process logged (pino's JSON lines, level 40 and up), the last few: for a failure's message. */
const complaints = (server: ServerProcess) =>
  server
    .output()
    .stdout.split('\n')
    .filter((line) => /"level":[456]\d/.test(line))
    .slice(-5)
    .join('\n');

const eventTypes = async (db: Kysely<Database>, orderNo: string) =>
  (await db.selectFrom('order_events').select('type').where('order_no', '=', orderNo).orderBy('created_at').orderBy('id').execute()).map(
    (row) => row.type,
  );

/** The outcomes the timeline recorded for the payment notifications of an order, counted. */
async function notificationOutcomes(db: Kysely<Database>, orderNo: string): Promise<Record<string, number>> {
  const details = await db
    .selectFrom('order_events')
    .select('detail')
    .where('order_no', '=', orderNo)
    .where('type', '=', 'notification_received')
    .execute();
  const counts: Record<string, number> = {};
  for (const { detail } of details) {
    const { outcome } = z.object({ outcome: z.string() }).parse(JSON.parse(detail));
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

/** What one payment did, as stored: the orders holding its transaction id, the learner's service rows, `paid` events. */
async function settlementOf(db: Kysely<Database>, order: Order, transactionId: string) {
  const withTransaction = await db
    .selectFrom('orders')
    .select(['order_no', 'status', 'service_ends_at'])
    .where('provider_transaction_id', '=', transactionId)
    .execute();
  const periods = await db
    .selectFrom('service_periods')
    .select(['starts_at', 'ends_at'])
    .where('learner_id', '=', order.learner.id)
    .execute();
  const paidEvents = (await eventTypes(db, order.orderNo)).filter((type) => type === 'paid');
  return { withTransaction, periods, paidEvents };
}

/** The out_trade_no of the order's one payment attempt: the providers know its transaction by it (decision 025). */
async function outTradeNoOf(db: Kysely<Database>, orderNo: string): Promise<string> {
  const attempts = await db.selectFrom('payment_attempts').select('out_trade_no').where('order_no', '=', orderNo).execute();
  expect(attempts, orderNo).toHaveLength(1);
  return attempts[0]?.out_trade_no ?? '';
}

/** GET /api/orders/:orderNo on one process (which must answer 200), parsed. */
async function orderOn(baseUrl: string, shopper: Shopper, orderNo: string): Promise<Order> {
  const reply = await getOrder(baseUrl, shopper, orderNo);
  expect(reply.status, reply.text).toBe(200);
  return parseOrder(reply);
}

/** Creates an order on one process and, unless `channel` is null, starts paying it there. */
async function orderStartedOn(baseUrl: string, shopper: Shopper, channel: PaymentChannel | null): Promise<Order> {
  const created = await createOrder(baseUrl, shopper);
  expect(created.status, created.text).toBe(201);
  const order = parseOrder(created);
  if (channel) {
    const started = await pay(baseUrl, shopper, order.orderNo, channel);
    expect(started.status, started.text).toBe(200);
    expect(parsePaymentAction(started).kind).toBe('redirect');
  }
  return order;
}

/** The order as both processes serve it (they must agree). */
async function orderOnBoth({ a, b }: Deployment, shopper: Shopper, orderNo: string): Promise<Order> {
  const [onA, onB] = await Promise.all([orderOn(a, shopper, orderNo), orderOn(b, shopper, orderNo)]);
  expect(onB).toEqual(onA);
  return onA;
}

/** The learner's services as both processes serve them (they must agree). */
async function servicesOnBoth({ a, b }: Deployment, shopper: Shopper) {
  const [onA, onB] = await Promise.all(
    [a, b].map(async (baseUrl) => {
      const reply = await http(`${baseUrl}/api/me/services`, { headers: shopper.headers });
      expect(reply.status, reply.text).toBe(200);
      return servicePeriodListSchema.parse(JSON.parse(reply.text)).services;
    }),
  );
  expect(onB).toEqual(onA);
  return onA ?? [];
}

/**
 * A provider's notification, posted as its exact bytes (the signature covers them) to one process: "status body".
 * `count` copies go at once, alternating between the two processes.
 */
async function notifyBothAtOnce(
  { a, b }: Deployment,
  count: number,
  route: string,
  notification: { body: string; headers: Record<string, string> },
) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const response = await fetch(`${index % 2 === 0 ? a : b}${route}`, {
        method: 'POST',
        headers: notification.headers,
        body: notification.body,
      });
      return `${response.status} ${await response.text()}`;
    }),
  );
}

/** A WeChat Pay transaction id (28 digits) of its own. */
const wechatTransactionId = () => `4200000000${Date.now()}${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`.slice(0, 28);

const requestSmsCode = (baseUrl: string, phone: string) => http(`${baseUrl}/api/auth/sms-codes`, { method: 'POST', json: { phone } });

describe.skipIf(missing.length > 0)(
  `two app processes on one PostgreSQL, one Redis and one data directory${missing.length > 0 ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let deployment: Deployment;

    beforeAll(async () => {
      deployment = await startDeployment({ PAYMENT_JOB_INTERVAL_SECONDS: String(JOB_INTERVAL_SECONDS) });
    }, START_TIMEOUT_MS + 30_000);

    afterAll(() => deployment.stop(), 60_000);

    it('start together on an empty data directory and keep one set of simulator keys there', async () => {
      for (const baseUrl of [deployment.a, deployment.b]) expect((await http(`${baseUrl}/api/health`)).status).toBe(200);
      // Two processes creating a key file at once each write a draft and link it into place: one wins, no draft is left.
      // (That both use the winner's simulator keys shows below: both accept notifications signed with keys.json.)
      expect((await fs.readdir(deployment.dataDir)).sort()).toEqual(['human-check.key', 'operator-totp.key', 'payment-simulator']);
      expect(await fs.readdir(path.join(deployment.dataDir, 'payment-simulator'))).toEqual(['keys.json']);
    });

    it('apply 50 concurrent copies of one WeChat Pay notification, sent to both processes, once: one PAID order, one extension', async () => {
      const { a, b, db } = deployment;
      const buyer = await signUpStudent(a);
      const order = await orderStartedOn(b, buyer, 'wechat_h5');
      const transactionId = wechatTransactionId();
      // Signed with the platform key in the shared keys.json: both processes accept it only if both loaded that file.
      const attempt = { outTradeNo: await outTradeNoOf(db, order.orderNo), amountFen: order.amountFen };
      const notification = wechatPaymentNotification({ dataDir: deployment.dataDir, now: Date.now() }, attempt, { transactionId });

      const replies = await notifyBothAtOnce(deployment, 50, '/api/payments/wechat/notify', notification);

      expect(replies).toEqual(Array(50).fill('204 '));
      const paid = await orderOnBoth(deployment, buyer, order.orderNo);
      expect(paid).toMatchObject({ status: 'PAID', channel: 'wechat_h5', paidAfterClose: false });
      const services = await servicesOnBoth(deployment, buyer);
      expect(services).toHaveLength(1);
      expect(Date.parse(services[0]?.endsAt ?? '') - Date.parse(services[0]?.startsAt ?? '')).toBe(30 * DAY);
      expect(services[0]?.endsAt).toBe(paid.serviceEndsAt);

      const settled = await settlementOf(db, order, `wx:${transactionId}`);
      expect(settled.withTransaction).toEqual([
        { order_no: order.orderNo, status: 'PAID', service_ends_at: Date.parse(paid.serviceEndsAt ?? '') },
      ]);
      expect(settled.periods.map((period) => [period.ends_at, period.ends_at - period.starts_at])).toEqual([
        [Date.parse(paid.serviceEndsAt ?? ''), 30 * DAY],
      ]);
      expect(settled.paidEvents).toEqual(['paid']);
      // Every copy is on the timeline with what it did: one applied the payment, the other 49 found it applied.
      expect(await notificationOutcomes(db, order.orderNo)).toEqual({ applied: 1, ignored: 49 });
    });

    it('apply 20 concurrent copies of one Alipay notification, sent to both processes, once', async () => {
      const { a, b, db } = deployment;
      const buyer = await signUpStudent(b);
      const order = await orderStartedOn(a, buyer, 'alipay_wap');
      const attempt = { outTradeNo: await outTradeNoOf(db, order.orderNo), amountFen: order.amountFen };
      const params = alipayPaymentNotification({ dataDir: deployment.dataDir, now: Date.now() }, attempt);
      const notification = {
        body: new URLSearchParams(params).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      };

      const replies = await notifyBothAtOnce(deployment, 20, '/api/payments/alipay/notify', notification);

      expect(replies).toEqual(Array(20).fill('200 success'));
      expect(await orderOnBoth(deployment, buyer, order.orderNo)).toMatchObject({ status: 'PAID', channel: 'alipay_wap' });
      expect(await servicesOnBoth(deployment, buyer)).toHaveLength(1);
      const settled = await settlementOf(db, order, `alipay:${params.trade_no ?? ''}`);
      expect(settled.withTransaction).toHaveLength(1);
      expect(settled.periods.map((period) => period.ends_at - period.starts_at)).toEqual([30 * DAY]);
      expect(settled.paidEvents).toEqual(['paid']);
      expect(await notificationOutcomes(db, order.orderNo)).toEqual({ applied: 1, ignored: 19 });
    });

    it('hold the SMS resend interval across processes: a code requested on A and again on B within 60 s is refused', async () => {
      const { a, b } = deployment;
      const phone = newPhone();

      expect((await requestSmsCode(a, phone)).status).toBe(204);
      const again = await requestSmsCode(b, phone);

      expect(again.status).toBe(429);
      expect(envelopeOf(again).code).toBe('SMS_TOO_FREQUENT');
      const retryAfter = Number(again.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // B sent nothing: its development inbox has no code for the phone; A's has the one it sent.
      expect((await http(`${b}/api/dev/sms/latest?phone=${phone}`)).status).toBe(404);
      const inboxOfA = await http(`${a}/api/dev/sms/latest?phone=${phone}`);
      expect(devSmsLatestSchema.parse(JSON.parse(inboxOfA.text)).code).toMatch(/^\d{6}$/);
    });

    it('share sessions: a token from A works on B, and logging out on B ends it on A', async () => {
      const { a, b } = deployment;
      const shopper = await signUpStudent(a);

      const me = await http(`${b}/api/me`, { headers: shopper.headers });
      expect(me.status, me.text).toBe(200);
      expect(meSchema.parse(JSON.parse(me.text)).id).toBe(shopper.accountId);
      expect((await http(`${b}/api/auth/logout`, { method: 'POST', headers: shopper.headers })).status).toBe(204);

      const afterLogout = await http(`${a}/api/me`, { headers: shopper.headers });
      expect(afterLogout.status).toBe(401);
      expect(envelopeOf(afterLogout).code).toBe('UNAUTHORIZED');
    });

    it('both run the expiry job, and each overdue order is closed once, at the provider too', async () => {
      const { a, b, db, processes } = deployment;
      const buyer = await signUpStudent(a);
      // Enough orders that one process's expiry round is still going when the other's starts, so the two meet.
      const channels = (['wechat_h5', 'alipay_wap', null] as const).flatMap((channel) => Array<PaymentChannel | null>(8).fill(channel));
      const orders: Order[] = [];
      for (const [index, channel] of channels.entries()) orders.push(await orderStartedOn(index % 2 === 0 ? a : b, buyer, channel));
      const orderNos = orders.map((order) => order.orderNo);
      // Each process's reconciliation job asks WeChat Pay about the pending orders (the simulator's request log is the
      // process's own): both run the jobs. Nothing else asks, as this test never reads a pending order.
      const queried = `/v3/pay/transactions/out-trade-no/${await outTradeNoOf(db, orderNos[0] ?? '')}?`;
      const queriedBy = () => processes.map((process) => process.output().stdout.includes(queried));
      await eventually(() => queriedBy().every(Boolean), 'both processes’ jobs queried WeChat Pay about a pending order', 30_000).catch(
        (error: Error) => {
          throw new Error(`${error.message} (A, B: ${queriedBy().join(', ')})\n${processes.map(complaints).join('\n')}`);
        },
      );

      // The 15-minute payment window has no setting: the orders are made overdue in the database, as time would.
      await db
        .updateTable('orders')
        .set({ expires_at: Date.now() - 1_000 })
        .where('order_no', 'in', orderNos)
        .execute();
      const closedCount = async () =>
        (await db.selectFrom('orders').select('order_no').where('order_no', 'in', orderNos).where('status', '=', 'CLOSED').execute())
          .length;
      await eventually(async () => (await closedCount()) === orders.length, 'every overdue order was closed', 30_000);
      // A process that picked an order up just before the other closed it would write now: wait until three job rounds
      // pass without a new timeline entry.
      const eventCount = async () => (await db.selectFrom('order_events').select('id').where('order_no', 'in', orderNos).execute()).length;
      let quiet = { count: await eventCount(), since: performance.now() };
      await eventually(
        async () => {
          const count = await eventCount();
          if (count !== quiet.count) quiet = { count, since: performance.now() };
          return performance.now() - quiet.since > 3 * JOB_INTERVAL_SECONDS * 1000;
        },
        'the timeline of the closed orders stopped changing',
        30_000,
      );

      for (const [index, order] of orders.entries()) {
        expect(await orderOnBoth(deployment, buyer, order.orderNo)).toMatchObject({ status: 'CLOSED', paidAt: null });
        const types = await eventTypes(db, order.orderNo);
        expect(types.filter((type) => type === 'closed')).toEqual(['closed']);
        // Closed at the provider first when it went to one, once: a process closes an order only holding its payment
        // lease on the order's row (before such a claim, most runs here showed provider_closed twice on several orders).
        const closedAtProvider = types.filter((type) => type === 'provider_closed').length;
        expect(closedAtProvider, order.orderNo).toBe(channels[index] ? 1 : 0);
      }
      const reasons = await db.selectFrom('orders').select('close_reason').where('order_no', 'in', orderNos).execute();
      expect(reasons).toEqual(orders.map(() => ({ close_reason: 'expired' })));
      const wechatAttempts = await db
        .selectFrom('payment_attempts')
        .select('out_trade_no')
        .where('provider', '=', 'wechatpay')
        .where('order_no', 'in', orderNos)
        .execute();
      expect(wechatAttempts).toHaveLength(8);
      const atWechatPay = await db
        .selectFrom('payment_simulator_transactions')
        .select('data')
        .where('provider', '=', 'wechatpay')
        .where(
          'out_trade_no',
          'in',
          wechatAttempts.map((attempt) => attempt.out_trade_no),
        )
        .execute();
      expect(atWechatPay.map((row) => z.object({ state: z.string() }).parse(JSON.parse(row.data)).state)).toEqual(Array(8).fill('CLOSED'));
    });
  },
);
