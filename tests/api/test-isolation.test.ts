import fs from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postgresDatabaseExists } from './helpers/test-database.ts';
import { keysWithPrefix } from './helpers/test-redis.ts';
import { createTestApp } from './helpers/test-app.ts';

// The harness itself: files run in parallel, so every test app needs its own database and must leave nothing behind.
describe('createTestApp', () => {
  it('gives each app its own database', async () => {
    const [first, second] = await Promise.all([createTestApp(), createTestApp()]);
    try {
      await sql`create table only_in_first (id integer)`.execute(first.app.db);
      await expect(sql`select id from only_in_first`.execute(first.app.db)).resolves.toBeDefined();
      await expect(sql`select id from only_in_first`.execute(second.app.db)).rejects.toThrow(/only_in_first/);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('removes its database, data dir and Redis keys on close', async () => {
    const testApp = await createTestApp();
    await testApp.app.ready();
    const { environment, app } = testApp;
    await app.redis?.set('left-behind', '1');
    expect(fs.existsSync(environment.tempDir)).toBe(true);

    await testApp.close();

    expect(fs.existsSync(environment.tempDir)).toBe(false);
    if (environment.postgresDatabase) expect(await postgresDatabaseExists(environment.postgresDatabase)).toBe(false);
    const redisUrl = environment.env.REDIS_URL;
    if (redisUrl && environment.redisKeyPrefix) expect(await keysWithPrefix(redisUrl, environment.redisKeyPrefix)).toEqual([]);
  });
});
