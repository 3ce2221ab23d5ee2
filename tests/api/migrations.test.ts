import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest, migrationProvider } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialect } from './helpers/test-database.ts';
import { createTestEnvironment, type TestEnvironment } from './helpers/test-environment.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.ready();
});
afterAll(() => testApp.close());

describe('migrations at start', () => {
  it('record every migration in kysely_migration on a fresh database', async () => {
    // Throws "no such table" / "relation does not exist" if start-up skipped the migrator.
    const result = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(testApp.app.db);
    expect(result.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });

  it('apply nothing a second time', async () => {
    expect(await migrateToLatest(testApp.app.db)).toEqual([]);
  });
});

describe('the SQLite connection', () => {
  it.skipIf(testDialect() !== 'sqlite')('runs in WAL mode with foreign keys enforced', async () => {
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(testApp.app.db);
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(testApp.app.db);
    expect(journal.rows).toEqual([{ journal_mode: 'wal' }]);
    expect(foreignKeys.rows).toEqual([{ foreign_keys: 1 }]);
  });
});

const execFileAsync = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run db:migrate` is `tsx src/server/db/migrate-cli.ts`: run that in a process of its own. */
async function runMigrateCli(env: Record<string, string>) {
  return execFileAsync(process.execPath, ['--import', 'tsx', 'src/server/db/migrate-cli.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 30_000,
  });
}

describe('npm run db:migrate', () => {
  let environment: TestEnvironment;
  beforeAll(async () => {
    environment = await createTestEnvironment();
  });
  afterAll(() => environment.cleanup());

  it('migrates a fresh database, then says it is up to date', { timeout: 60_000 }, async () => {
    const first = await runMigrateCli(environment.env);
    expect(first.stdout).toBe(`Applied: ${Object.keys(migrations).sort().join(', ')}\n`);

    const handle = openDatabase(loadConfig(environment.env).database);
    try {
      const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
      expect(recorded.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    } finally {
      await handle.destroy();
    }

    const second = await runMigrateCli(environment.env);
    expect(second.stdout).toBe('Database schema is up to date.\n');
  });
});

describe('0011-one-time-password-expiry', () => {
  let environment: TestEnvironment;
  beforeAll(async () => {
    environment = await createTestEnvironment();
  });
  afterAll(() => environment.cleanup());

  it('gives an operator still waiting for the first login three days from their last change, and an enrolled one no limit', async () => {
    const handle = openDatabase(loadConfig(environment.env).database);
    try {
      const db = handle.db as unknown as Kysely<unknown>;
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo('0010-order-review')).error).toBeUndefined();
      const changedAt = Date.UTC(2026, 10, 1, 8, 0, 0);
      const operator = (id: string, enrolled: number) =>
        sql`insert into operators (id, name, role, password_hash, totp_enrolled, created_at, updated_at)
            values (${id}, ${id}, 'admin', 'hash', ${enrolled}, ${changedAt - 1000}, ${changedAt})`.execute(db);
      await operator('waiting', 0);
      await operator('enrolled', 1);

      expect(await migrateToLatest(handle.db)).toContain('0011-one-time-password-expiry');
      const rows = await handle.db.selectFrom('operators').select(['id', 'one_time_password_expires_at']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'enrolled', one_time_password_expires_at: null },
        { id: 'waiting', one_time_password_expires_at: changedAt + 3 * 24 * 60 * 60 * 1000 },
      ]);
    } finally {
      await handle.destroy();
    }
  });
});

describe('0012-payment-attempts', () => {
  let environment: TestEnvironment;
  beforeAll(async () => {
    environment = await createTestEnvironment();
  });
  afterAll(() => environment.cleanup());

  it('reads the attempts of earlier orders from their timelines (out_trade_no was the order number), leaving any that may still take money OPEN', async () => {
    const handle = openDatabase(loadConfig(environment.env).database);
    try {
      const db = handle.db as unknown as Kysely<unknown>;
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo('0011-one-time-password-expiry')).error).toBeUndefined();
      const at = Date.UTC(2026, 10, 1, 8, 0, 0);
      await sql`insert into accounts (id, phone, role, created_at, updated_at) values ('a1', '13800000000', 'parent', ${at}, ${at})`.execute(
        db,
      );
      await sql`insert into learners (id, account_id, name, created_at, updated_at) values ('l1', 'a1', '小明', ${at}, ${at})`.execute(db);
      const order = (orderNo: string, status: string, channel: string | null, transactionId: string | null) =>
        sql`insert into orders (order_no, account_id, learner_id, plan_id, plan_snapshot, amount_fen, status, channel, idempotency_key, request_fingerprint,
                                created_at, expires_at, paid_at, provider_transaction_id, updated_at)
            values (${orderNo}, 'a1', 'l1', 'junior-30', '{}', 24900, ${status}, ${channel}, ${`key-${orderNo}`}, 'f', ${at}, ${at + 900_000},
                    ${transactionId ? at + 60_000 : null}, ${transactionId}, ${at})`.execute(db);
      let eventSeq = 0;
      const event = (orderNo: string, type: string, detail: object) => {
        eventSeq += 1;
        return sql`insert into order_events (id, order_no, type, detail, created_at) values (${`e${String(eventSeq).padStart(3, '0')}`}, ${orderNo}, ${type}, ${JSON.stringify(detail)}, ${at + eventSeq})`.execute(
          db,
        );
      };
      // Waiting at WeChat Pay.
      await order('BX0001', 'PENDING', 'wechat_h5', null);
      await event('BX0001', 'pay_started', { channel: 'wechat_h5' });
      // Switched from WeChat Pay (closed there) to Alipay, paid there, then partly refunded.
      await order('BX0002', 'PAID', 'alipay_wap', 'alipay:2026110122001');
      await event('BX0002', 'pay_started', { channel: 'wechat_h5' });
      await event('BX0002', 'provider_closed', { provider: 'wechatpay', reason: 'switched' });
      await event('BX0002', 'pay_started', { channel: 'alipay_wap' });
      await sql`insert into refunds (id, order_no, provider, out_refund_no, request_id, amount_fen, reason, status, created_at, updated_at)
                values ('r1', 'BX0002', 'alipay', 'RF0001', 'req-00000001', 100, '退款', 'SUCCEEDED', ${at}, ${at})`.execute(db);
      // Paid by WeChat Pay, and a second time by Alipay (recorded, never refunded).
      await order('BX0003', 'PAID', 'wechat_h5', 'wx:4200000001');
      await event('BX0003', 'pay_started', { channel: 'alipay_wap' });
      await event('BX0003', 'provider_closed', { provider: 'alipay', reason: 'switched' });
      await event('BX0003', 'pay_started', { channel: 'wechat_h5' });
      await event('BX0003', 'duplicate_payment', { transactionId: 'alipay:2026110122009', amountFen: 24900 });
      // Closed before it went anywhere.
      await order('BX0004', 'CLOSED', null, null);

      expect(await migrateToLatest(handle.db)).toContain('0012-payment-attempts');
      const attempts = await handle.db
        .selectFrom('payment_attempts')
        .select(['order_no', 'out_trade_no', 'provider', 'channel', 'state', 'transaction_id', 'paid_fen'])
        .orderBy('order_no')
        .orderBy('provider')
        .execute();
      expect(attempts).toEqual([
        {
          order_no: 'BX0001',
          out_trade_no: 'BX0001',
          provider: 'wechatpay',
          channel: 'wechat_h5',
          state: 'OPEN',
          transaction_id: null,
          paid_fen: null,
        },
        {
          order_no: 'BX0002',
          out_trade_no: 'BX0002',
          provider: 'alipay',
          channel: 'alipay_wap',
          state: 'PAID',
          transaction_id: 'alipay:2026110122001',
          paid_fen: 24900,
        },
        {
          order_no: 'BX0002',
          out_trade_no: 'BX0002',
          provider: 'wechatpay',
          channel: 'wechat_h5',
          state: 'CLOSED',
          transaction_id: null,
          paid_fen: null,
        },
        {
          order_no: 'BX0003',
          out_trade_no: 'BX0003',
          provider: 'alipay',
          channel: 'alipay_wap',
          state: 'OPEN',
          transaction_id: null,
          paid_fen: null,
        },
        {
          order_no: 'BX0003',
          out_trade_no: 'BX0003',
          provider: 'wechatpay',
          channel: 'wechat_h5',
          state: 'PAID',
          transaction_id: 'wx:4200000001',
          paid_fen: 24900,
        },
      ]);
      expect(await handle.db.selectFrom('refunds').select(['id', 'out_trade_no', 'extra_charge_attempt_id']).execute()).toEqual([
        { id: 'r1', out_trade_no: 'BX0002', extra_charge_attempt_id: null },
      ]);
    } finally {
      await handle.destroy();
    }
  });
});
