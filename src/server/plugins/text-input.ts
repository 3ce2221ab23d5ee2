import fp from 'fastify-plugin';
import { errorMessages } from '../../contract/errors.ts';
import { AppError } from '../errors.ts';

type Visit = { value: unknown; key: string | undefined; parent: Visit | undefined };

function pathOf(visit: Visit): string[] {
  const keys: string[] = [];
  for (let step: Visit | undefined = visit; step?.key !== undefined; step = step.parent) keys.push(step.key);
  return keys.reverse();
}

/** The path (keys and indexes) to the first string or key in `value` holding U+0000, or undefined. */
function nulCharacterAt(value: unknown): string[] | undefined {
  // Iterative, and a path only for what is found: a request body may nest thousands of levels deep.
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(visit);
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return [...pathOf(visit), key];
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

/**
 * No text the API takes may hold U+0000: PostgreSQL cannot store it in text and refuses a query that names it (a 500),
 * while SQLite would keep it. Both dialects refuse it alike, before validation, with a 400 naming the field. The
 * providers' notifications and the simulators (not in the API's documentation) read their raw bytes themselves.
 */
export const textInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.schema?.hide) return;
      for (const part of [request.params, request.query, request.body]) {
        const path = nulCharacterAt(part);
        if (!path) continue;
        const field = path.join('.');
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          field ? `${errorMessages.VALIDATION_FAILED}：${field}` : errorMessages.VALIDATION_FAILED,
          field || undefined,
        );
      }
    });
  },
  { name: 'text-input', dependencies: ['errors'] },
);
