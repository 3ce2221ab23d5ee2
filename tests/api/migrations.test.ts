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
