import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { healthSchema } from '../../src/contract/health.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { WRITE_PROBE_INTERVAL_MS } from '../../src/server/features/health/health.routes.ts';
import { createTestClock } from './helpers/test-clock.ts';
import { dropPostgresDatabase, testDialect } from './helpers/test-database.ts';
import { closingAfterEachTest, listenOnFreePort } from './helpers/test-app.ts';
import { createTestEnvironment } from './helpers/test-environment.ts';

const startApp = closingAfterEachTest();

describe('GET /api/health', () => {
  it('answers 200 with a real database round trip, and Redis when configured', async () => {
    const testApp = await startApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(healthSchema.parse(response.json())).toEqual({
      status: 'ok',
      db: 'ok',
      redis: process.env.REDIS_URL ? 'ok' : 'not_configured',
    });
  });

  it('says not_configured for Redis when REDIS_URL is unset', async () => {
    const testApp = await startApp({ REDIS_URL: undefined });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json()).redis).toBe('not_configured');
  });

  it('answers over real HTTP', async () => {
    const testApp = await startApp();
    const baseUrl = await listenOnFreePort(testApp.app);
    const response = await fetch(`${baseUrl}/api/health`);

    expect(response.status).toBe(200);
    expect(healthSchema.parse(await response.json())).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('answers 503 unavailable when the database goes away under a running app', async () => {
    const testApp = await startApp();
    await testApp.app.ready();
    const { postgresDatabase } = testApp.environment;
    if (postgresDatabase) {
      // The server terminates the app's pooled connections and new ones find no database.
      await dropPostgresDatabase(postgresDatabase);
    } else {
      // SQLite cannot be unplugged; a destroyed handle fails the same way. Kysely's destroy is idempotent,
      // so the app's own onClose destroy later is a no-op.
      await testApp.app.db.destroy();
    }
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(healthSchema.parse(response.json())).toMatchObject({ status: 'unavailable', db: 'unreachable' });
  });
});

describe('GET /api/health when writes fail (a full disk used to leave it 200 ok while every write failed with 500)', () => {
  /**
   * Makes the app's database refuse writes but still answer reads. SQLite: the connection turns query-only (what a
   * read-only file gives); PostgreSQL: writes to the probe's table fail with the error a full disk raises.
   */
  async function refuseWrites(testApp: Awaited<ReturnType<typeof startApp>>) {
    if (testApp.environment.postgresDatabase) {
      await sql`create function refuse_writes() returns trigger language plpgsql as $$ begin raise exception 'could not extend file: No space left on device'; end $$`.execute(
        testApp.app.db,
      );
      await sql`create trigger refuse_writes before insert or update on health_probe for each statement execute function refuse_writes()`.execute(
        testApp.app.db,
      );
    } else {
      await sql`pragma query_only = on`.execute(testApp.app.db);
    }
  }

  it('answers 503 unavailable with db read_only when the database answers reads but refuses a write', async () => {
    const testApp = await startApp();
    await testApp.app.ready();
    await refuseWrites(testApp);

    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(healthSchema.parse(response.json())).toMatchObject({ status: 'unavailable', db: 'read_only' });
  });

  it('writes at most once per interval (it is polled) and notices a failure after it', async () => {
    const clock = createTestClock();
    const testApp = await startApp({}, { clock });
    const writtenAt = async () =>
      (await sql<{ written_at: number | string }>`select written_at from health_probe`.execute(testApp.app.db)).rows.map((row) =>
        Number(row.written_at),
      );

    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await writtenAt()).toEqual([clock.now()]);
    const first = clock.now();
    clock.advance(WRITE_PROBE_INTERVAL_MS - 1);
    await refuseWrites(testApp);
    // Within the interval: the last write's answer, no new write.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await writtenAt()).toEqual([first]);

    clock.advance(1);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(healthSchema.parse(response.json()).db).toBe('read_only');
  });
});

describe.runIf(testDialect() === 'postgres')('start-up against an unreachable PostgreSQL', () => {
  const attempts = [
    ['a database that does not exist', '/bx_test_missing_database', null, /database "bx_test_missing_database" does not exist/],
    ['a port with nothing listening', null, '1', /ECONNREFUSED/],
  ] as const;

  it.each(attempts)('fails fast on %s instead of serving', async (_label, pathname, port, reason) => {
    const environment = await createTestEnvironment();
    try {
      const url = new URL(environment.env.DATABASE_URL ?? '');
      if (pathname) url.pathname = pathname;
      if (port) url.port = port;
      const config = loadConfig({ ...environment.env, DATABASE_URL: url.toString() });
      await expect(buildApp({ config, logger: false })).rejects.toThrow(reason);
    } finally {
      await environment.cleanup();
    }
  });
});
