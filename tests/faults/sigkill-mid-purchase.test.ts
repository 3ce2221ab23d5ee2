import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { PaymentChannel } from '../../src/contract/orders.ts';
import type { Config } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { newKey } from '../api/helpers/orders.ts';
import { createPostgresDatabase, type PostgresTestDatabase } from '../api/helpers/test-database.ts';
import { createTestEnvironment, type TestEnvironment } from '../api/helpers/test-environment.ts';
import {
  createOrder,
  type HttpReply,
  parseOrder,
  parsePaymentAction,
  pay,
  pressCashierOverHttp,
  type Shopper,
  signUpStudent,
} from '../api/helpers/http-shopper.ts';
import { type RunningServer, serverPool } from '../api/helpers/server-pool.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHOPPERS = 24;
/** The server is killed when this many purchases went all the way through the cashier, with every shopper mid-purchase. */
const KILL_AFTER_PURCHASES = 60;
const SETTLE_TIMEOUT_MS = 60_000;

/** A reply the server sent that the purchase did not expect: a bug, unlike a connection the kill cut. */
class UnexpectedReply extends Error {}

function expectReply(reply: HttpReply, status: number, what: string): HttpReply {
  if (reply.status !== status) throw new UnexpectedReply(`${what} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
  return reply;
}

/** One intent to buy: its Idempotency-Key and how far it got before the kill. */
type Intent = {
  shopper: Shopper;
  key: string;
  channel: PaymentChannel;
  orderNo?: string;
  step: 'create' | 'pay' | 'cashier' | 'done';
};

/**
 * What the simulators' own table says was charged: order number → the transaction id the app must record. The
 * providers know a charge by its attempt's out_trade_no (decision 025), which the app's attempts map to the order; one
 * the app has no attempt for stays under its out_trade_no (no order has that number), and a second charge of one order
 * fails the test at once: each intent pays once.
 */
async function chargedAtProviders(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('payment_simulator_transactions')
    .select(['provider', 'out_trade_no', 'data'])
    .where('provider', 'in', ['wechatpay', 'alipay'])
    .execute();
  const attempts = await db.selectFrom('payment_attempts').select(['provider', 'out_trade_no', 'order_no']).execute();
  const orderOf = new Map(attempts.map((attempt) => [`${attempt.provider}:${attempt.out_trade_no}`, attempt.order_no]));
  const charged = new Map<string, string>();
  const charge = (provider: string, outTradeNo: string, transactionId: string) => {
    const orderNo = orderOf.get(`${provider}:${outTradeNo}`) ?? outTradeNo;
    const earlier = charged.get(orderNo);
    if (earlier !== undefined && earlier !== transactionId)
      throw new Error(`order ${orderNo} was charged twice: ${earlier} and ${transactionId}`);
    charged.set(orderNo, transactionId);
  };
  for (const row of rows) {
    const data = JSON.parse(row.data) as Record<string, unknown>;
    if (row.provider === 'wechatpay' && data.state === 'SUCCESS' && typeof data.transactionId === 'string')
      charge(row.provider, row.out_trade_no, `wx:${data.transactionId}`);
    if (row.provider === 'alipay' && data.status === 'TRADE_SUCCESS' && typeof data.tradeNo === 'string')
      charge(row.provider, row.out_trade_no, `alipay:${data.tradeNo}`);
  }
  return charged;
}

async function paidOrders(db: Kysely<Database>): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom('orders').select(['order_no', 'provider_transaction_id']).where('status', '=', 'PAID').execute();
  return new Map(rows.map((row) => [row.order_no, row.provider_transaction_id]));
}

async function integrityCheck(db: Kysely<Database>): Promise<{ integrity: string[]; foreignKeyProblems: number }> {
  const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
  const foreignKeys = await sql`PRAGMA foreign_key_check`.execute(db);
  return { integrity: integrity.rows.map((row) => row.integrity_check), foreignKeyProblems: foreignKeys.rows.length };
}

async function withDatabase<T>(database: Config['database'], work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const handle = openDatabase(database);
  try {
    return await work(handle.db);
  } finally {
    await handle.destroy();
  }
}

const dialects = [
  { dialect: 'sqlite' as const, port: 3520 },
  ...(process.env.TEST_DATABASE_URL ? [{ dialect: 'postgres' as const, port: 3521 }] : []),
];

describe.each(dialects)('SIGKILL in the middle of a purchase load ($dialect)', ({ dialect, port }) => {
  const servers = serverPool();
  let environment: TestEnvironment | undefined;
  let postgres: PostgresTestDatabase | undefined;

  afterAll(async () => {
    await servers.stopAll();
    await postgres?.drop();
    await environment?.cleanup();
  });

  it('loses and doubles nothing: every charged order is PAID once after a restart, each idempotency key one order', async () => {
    environment = await createTestEnvironment();
    postgres = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
    const baseUrl = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      ...environment.env,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      // info: waitForListening reads Fastify's "Server listening at" line.
      LOG_LEVEL: 'info',
      // Notifications retry within seconds (WeChat Pay's 15 s as 150 ms); expiry and reconciliation every second.
      PAYMENT_SIM_RETRY_SCALE: '0.01',
      PAYMENT_JOB_INTERVAL_SECONDS: '1',
      // Every notification is preceded by a forged copy the app must refuse (the simulator's probe), as the simulator
      // does by default now and then: the app hears of a charge a request later, so the kill finds some unheard of.
      PAYMENT_SIM_PROBE_RATE: '1',
      SMS_IP_HOURLY_LIMIT: '100000',
      LOGIN_IP_HOURLY_LIMIT: '100000',
      HUMAN_CHECK_IP_FREE_PER_HOUR: '100000',
    };
    const database: Config['database'] = postgres
      ? { dialect: 'postgres', url: postgres.url }
      : { dialect: 'sqlite', file: path.join(environment.env.DATA_DIR ?? '', 'banxue.sqlite') };

    let server: RunningServer = await servers.start(env);
    expect(server.baseUrl).toBe(baseUrl);
    const shoppers: Shopper[] = [];
    for (let index = 0; index < SHOPPERS; index += 6) {
      shoppers.push(...(await Promise.all(Array.from({ length: Math.min(6, SHOPPERS - index) }, () => signUpStudent(baseUrl)))));
    }

    // The load: every shopper buys again and again (order, pay, the provider's cashier as the browser does it), half
    // by WeChat Pay H5 and half by Alipay, until the server is killed under them.
    const intents: Intent[] = [];
    let completed = 0;
    let killedAt: number | null = null;
    const kill = () => {
      killedAt ??= Date.now();
      server.process.child.kill('SIGKILL');
    };
    const buyUntilKilled = async (shopper: Shopper, channel: PaymentChannel) => {
      while (killedAt === null) {
        const intent: Intent = { shopper, key: newKey(), channel, step: 'create' };
        intents.push(intent);
        try {
          intent.orderNo = parseOrder(expectReply(await createOrder(baseUrl, shopper, intent.key), 201, 'POST /api/orders')).orderNo;
          intent.step = 'pay';
          const action = parsePaymentAction(expectReply(await pay(baseUrl, shopper, intent.orderNo, channel), 200, 'POST …/pay'));
          if (action.kind !== 'redirect') throw new UnexpectedReply(`${channel} must redirect to the cashier`);
          intent.step = 'cashier';
          expectReply(await pressCashierOverHttp(action.url, 'pay'), 302, 'the cashier');
          intent.step = 'done';
          completed += 1;
          if (completed >= KILL_AFTER_PURCHASES) kill();
        } catch (error) {
          // A connection the kill cut is what this test is about; anything the server answered wrongly is a bug.
          if (killedAt === null || error instanceof UnexpectedReply) throw error;
        }
      }
    };
    const loadStartedAt = Date.now();
    const load = Promise.all(shoppers.map((shopper, index) => buyUntilKilled(shopper, index % 2 === 0 ? 'wechat_h5' : 'alipay_wap')));
    // Bounded: a load that never reaches the kill (a hung server) fails here rather than at Vitest's limit.
    const loadTimeout = setTimeout(kill, 90_000);
    try {
      await load;
    } finally {
      clearTimeout(loadTimeout);
    }
    expect(await server.process.exited).toBe('SIGKILL');
    expect(completed, 'the load reached the kill before the time limit').toBeGreaterThanOrEqual(KILL_AFTER_PURCHASES);

    // The database as the kill left it: intact, and what the providers charged that the app had not yet heard of.
    const atKill = await withDatabase(database, async (db) => {
      const charged = await chargedAtProviders(db);
      const paid = await paidOrders(db);
      return {
        checked: dialect === 'sqlite' ? await integrityCheck(db) : null,
        chargedNotPaid: [...charged.keys()].filter((orderNo) => !paid.has(orderNo)),
      };
    });
    if (atKill.checked) expect(atKill.checked).toEqual({ integrity: ['ok'], foreignKeyProblems: 0 });
    expect(
      atKill.chargedNotPaid.length,
      'the kill caught charges the app had not heard of yet (else this run tests no recovery)',
    ).toBeGreaterThan(0);

    // Restarted on the same data: the simulators' notifications that were waiting in the killed process are gone with
    // it; what the providers charged must reach the orders through the reconciliation job's queries.
    server = await servers.start(env);
    const restartedAt = Date.now();

    // Idempotency across the crash: a key that got its 201 answers with the same order; a key whose request the kill
    // cut answers with one order, whether or not the first attempt had been stored.
    for (const intent of intents) {
      const again = parseOrder(expectReply(await createOrder(baseUrl, intent.shopper, intent.key), 201, 'POST /api/orders again'));
      if (intent.orderNo) expect(again.orderNo, `key ${intent.key}`).toBe(intent.orderNo);
      intent.orderNo = again.orderNo;
    }

    const settleDeadline = Date.now() + SETTLE_TIMEOUT_MS;
    let settled = false;
    while (!settled) {
      settled = await withDatabase(database, async (db) => {
        const paid = await paidOrders(db);
        return [...(await chargedAtProviders(db)).keys()].every((orderNo) => paid.has(orderNo));
      });
      if (!settled && Date.now() > settleDeadline)
        throw new Error(`charged orders still not PAID ${SETTLE_TIMEOUT_MS} ms after the restart`);
      if (!settled) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Two more rounds of the jobs (and any notification retries): nothing may be applied twice by them.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await servers.stop(server, 'SIGTERM')).toBe(0);

    await withDatabase(database, async (db) => {
      const charged = await chargedAtProviders(db);
      const paid = await paidOrders(db);
      // Every charge is one PAID order with that charge's transaction id, and nothing is PAID that was not charged.
      expect(new Map([...paid].sort())).toEqual(new Map([...charged].sort()));
      for (const intent of intents.filter((candidate) => candidate.step === 'done'))
        expect(charged.has(intent.orderNo ?? ''), `${intent.orderNo} went through the cashier`).toBe(true);

      // No order lost or doubled: each key is exactly one order, and there is no order no key asked for.
      const orders = await db
        .selectFrom('orders')
        .select(['order_no', 'account_id', 'idempotency_key', 'status', 'learner_id', 'plan_snapshot'])
        .execute();
      expect(orders.map((order) => `${order.account_id}:${order.idempotency_key}`).sort()).toEqual(
        intents.map((intent) => `${intent.shopper.accountId}:${intent.key}`).sort(),
      );
      expect(new Set(orders.map((order) => order.order_no))).toEqual(new Set(intents.map((intent) => intent.orderNo)));

      // Each PAID order extended its learner's service once: one `paid` event, and the period is the sum of their days.
      const paidEvents = await db.selectFrom('order_events').select('order_no').where('type', '=', 'paid').execute();
      expect(paidEvents.map((event) => event.order_no).sort()).toEqual([...paid.keys()].sort());
      const daysByLearner = new Map<string, number>();
      for (const order of orders.filter((candidate) => candidate.status === 'PAID')) {
        const { durationDays } = JSON.parse(order.plan_snapshot) as { durationDays: number };
        daysByLearner.set(order.learner_id, (daysByLearner.get(order.learner_id) ?? 0) + durationDays);
      }
      const periods = await db.selectFrom('service_periods').select(['learner_id', 'starts_at', 'ends_at']).execute();
      expect(new Map(periods.map((period) => [period.learner_id, Math.round((period.ends_at - period.starts_at) / DAY_MS)]))).toEqual(
        daysByLearner,
      );

      if (dialect === 'sqlite') expect(await integrityCheck(db)).toEqual({ integrity: ['ok'], foreignKeyProblems: 0 });

      const settledAfterRestart = await db
        .selectFrom('order_events')
        .select(['order_no', 'detail'])
        .where('type', '=', 'paid')
        .where('order_no', 'in', atKill.chargedNotPaid.length ? atKill.chargedNotPaid : [''])
        .execute();
      const sources = settledAfterRestart.map((event) => (JSON.parse(event.detail) as { source: string }).source);
      console.info(
        `[${dialect}] ${intents.length} intents, ${intents.filter((intent) => intent.step !== 'done').length} cut by the kill after ${
          (killedAt ?? loadStartedAt) - loadStartedAt
        } ms of load, restarted in ${restartedAt - (killedAt ?? restartedAt)} ms; ${charged.size} charged, ${atKill.chargedNotPaid.length} of them not yet PAID at the kill, settled after the restart by ${JSON.stringify(
          Object.fromEntries(
            ['query', 'notification'].map((source) => [source, sources.filter((candidate) => candidate === source).length]),
          ),
        )}`,
      );
    });
  });
});
