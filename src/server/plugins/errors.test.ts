import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toClientError } from './errors.ts';

const failure = (message: string, fields: { code?: string; statusCode?: number }) =>
  Object.assign(new Error(message), fields) as FastifyError;

describe('toClientError', () => {
  it('answers the database out of reach with 503 DATABASE_UNAVAILABLE', () => {
    expect(toClientError(failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }))).toMatchObject({
      status: 503,
      body: { error: { code: 'DATABASE_UNAVAILABLE' } },
    });
  });

  it("leaves a client's own network failure (a dropped upload: ECONNRESET with 400) a 400", () => {
    expect(toClientError(failure('aborted', { code: 'ECONNRESET', statusCode: 400 }))).toMatchObject({ status: 400 });
  });
});
