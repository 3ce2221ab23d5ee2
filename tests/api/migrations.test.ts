import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

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
