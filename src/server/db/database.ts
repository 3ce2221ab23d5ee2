import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';

export type Dialect = Config['database']['dialect'];

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy: () => Promise<void>;
};

// BIGINT (int8) columns hold millisecond timestamps and fen amounts, all far below 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openDatabase(database: Config['database']): DatabaseHandle {
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // Nor one a request holds (between a transaction's statements): node-postgres emits the socket's error on the
    // client, where nothing else listens. The request's next statement fails (503) and the pool drops the client.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** Compiled statements kept per SQL text; the least recently used goes when there are more (decision 022). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite database as Kysely's driver sees it, with its statements kept: the driver prepares every query anew, a
 * quarter of a purchase's CPU (docs/PERFORMANCE.md), though the app runs the same few hundred SQL texts over and over.
 * Safe because the driver runs one query at a time on its one connection and never leaves a statement mid-iteration;
 * SQLite re-compiles a kept statement by itself when a migration changes the schema under it.
 */
function keepingStatements(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string): SQLite.Statement {
      const kept = statements.get(sqlText);
      if (kept) {
        // Map keeps insertion order: taking it out and back in makes it the most recently used.
        statements.delete(sqlText);
        statements.set(sqlText, kept);
        return kept;
      }
      const statement = sqlite.prepare(sqlText);
      statements.set(sqlText, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      return statement;
    },
  };
}

/** Node's errors for a connection that could not be made or was lost on the way. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's SQLSTATEs for a server that is shutting down, restarting or full: class 08 is the connection's own. */
const POSTGRES_UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres throws when its connection ends under a query or cannot be made in time. */
const POSTGRES_CONNECTION_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /is not queryable$/];

/**
 * True when `error` means the database could not be reached (or was busy past its timeout), not that the query was
 * wrong: the request may succeed when retried, so the client gets 503 rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_ERROR_CODES.has(code) || POSTGRES_UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (code === 'SQLITE_BUSY') return true;
  }
  return POSTGRES_CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** One real round trip to the database. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
