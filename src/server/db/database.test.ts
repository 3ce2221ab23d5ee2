import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database.ts';

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
