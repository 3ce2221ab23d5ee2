import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, openDatabase } from './database.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection reset under a query', withCode('read ECONNRESET', 'ECONNRESET')],
    ['node-postgres losing its connection', new Error('Connection terminated unexpectedly')],
    ['node-postgres connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a broken pooled client', new Error('Client has encountered a connection error and is not queryable')],
    ['PostgreSQL shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['SQLite busy past its timeout', withCode('database is locked', 'SQLITE_BUSY')],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error (42601)', withCode('syntax error at or near "selec"', '42601')],
    ['a SQLite constraint', withCode('UNIQUE constraint failed: orders.order_no', 'SQLITE_CONSTRAINT_UNIQUE')],
    ['any other error', new Error('something else')],
    ['something thrown that is not an Error', 'ECONNREFUSED'],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the SQLite database with its statements kept', () => {
  it('answers a kept statement with the rows of the moment, also after the schema changed under it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'banxue-statements-'));
    const handle = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'test.sqlite') });
    try {
      const rows = async () => (await sql<Record<string, unknown>>`select * from things order by id`.execute(handle.db)).rows;
      await sql`create table things (id integer primary key, name text)`.execute(handle.db);
      await sql`insert into things (id, name) values (${1}, ${'一'})`.execute(handle.db);
      expect(await rows()).toEqual([{ id: 1, name: '一' }]);
      await sql`insert into things (id, name) values (${2}, ${'二'})`.execute(handle.db);
      expect(await rows()).toEqual([
        { id: 1, name: '一' },
        { id: 2, name: '二' },
      ]);

      // A migration adds a column: the same SQL text now has one more.
      await sql`alter table things add column grade text`.execute(handle.db);
      await sql`update things set grade = ${'初一'} where id = ${2}`.execute(handle.db);
      expect(await rows()).toEqual([
        { id: 1, name: '一', grade: null },
        { id: 2, name: '二', grade: '初一' },
      ]);
      // More distinct statements than are kept: the oldest go, every query still answers.
      for (let index = 0; index < 600; index++) {
        expect((await sql<{ n: number }>`select ${sql.lit(index)} as n`.execute(handle.db)).rows).toEqual([{ n: index }]);
      }
      expect(await rows()).toHaveLength(2);
    } finally {
      await handle.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
