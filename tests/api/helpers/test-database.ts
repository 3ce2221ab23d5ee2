import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDialect = 'sqlite' | 'postgres';

/** The dialect this Vitest project runs against (set per project in vitest.config.ts). */
export function testDialect(): TestDialect {
  const dialect = process.env.TEST_DIALECT ?? 'sqlite';
  if (dialect !== 'sqlite' && dialect !== 'postgres') throw new Error(`TEST_DIALECT must be sqlite or postgres, got ${dialect}`);
  return dialect;
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server for TEST_DIALECT=postgres');
  return url;
}

/** Runs one statement on the maintenance database named by TEST_DATABASE_URL. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type PostgresTestDatabase = { name: string; url: string; drop: () => Promise<void> };

/** A fresh, empty PostgreSQL database `bx_test_<random>` on the TEST_DATABASE_URL server. */
export async function createPostgresDatabase(): Promise<PostgresTestDatabase> {
  const name = `bx_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropPostgresDatabase(name) };
}

/** Drops the database even while the app under test still holds connections to it; dropping twice is harmless. */
export async function dropPostgresDatabase(name: string): Promise<void> {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** True when the server still lists the database. */
export async function postgresDatabaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}
