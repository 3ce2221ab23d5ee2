import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ErrorCode, type ErrorEnvelope, errorMessages } from '../../contract/errors.ts';
import { isDatabaseUnavailable } from '../db/database.ts';
import { AppError } from '../errors.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(errorMessages, value);

function envelope(code: ErrorCode, message: string = errorMessages[code], field?: string): ErrorEnvelope {
  return { error: field ? { code, message, field } : { code, message } };
}

/** Turns whatever was thrown into the status and envelope the client sees; 5xx never show internals. */
export function toClientError(error: FastifyError | AppError): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: envelope(error.code, error.message, error.field) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    // A schema may name the catalogue code for its failure as the issue message (e.g. INVALID_PHONE).
    const named = issue?.message && isErrorCode(issue.message) ? issue.message : null;
    if (named) return { status: 400, body: envelope(named, errorMessages[named], field) };
    const where = field ? `：${field}` : '';
    return { status: 400, body: envelope('VALIDATION_FAILED', `${errorMessages.VALIDATION_FAILED}${where}`, field) };
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  // The database out of reach (a restart, a network cut): retryable, so 503 rather than an internal error. Only for
  // what would otherwise be a 500: a client's dropped upload (ECONNRESET with a 400) is the client's.
  if (status === 500 && isDatabaseUnavailable(error)) return { status: 503, body: envelope('DATABASE_UNAVAILABLE') };
  if (status === 400 && (error instanceof SyntaxError || error.code?.includes('JSON'))) {
    return { status, body: envelope('INVALID_JSON') };
  }
  if (status < 500) return { status, body: envelope(codeByStatus[status] ?? 'VALIDATION_FAILED') };
  return { status, body: envelope(status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR') };
}

/** Errors Fastify raises before routing (an undecodable URL, a path parameter over 100 characters). */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code, status }, 'request rejected before routing');
  return reply.code(status).send(envelope('BAD_REQUEST'));
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(envelope('NOT_FOUND', `${errorMessages.NOT_FOUND}：${request.method} ${request.url.split('?')[0]}`));
}

/**
 * Requests Node cannot even parse (a raw non-ASCII URL, oversized headers, a stalled upload) never reach Fastify's
 * handlers; they still get the envelope instead of the framework's own body.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, code]: [number, string, ErrorCode] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'REQUEST_TIMEOUT']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE']
        : [400, 'Bad Request', 'BAD_REQUEST'];
  const body = JSON.stringify(envelope(code));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const { status, body } = toClientError(error);
      if (status >= 500 || isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: body.error.code, status }, 'request rejected');
      }
      if (error instanceof AppError) reply.headers(error.headers);
      return reply.code(status).send(body);
    });
  },
  { name: 'errors' },
);
