import type { FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { redactLogLine, redactUrl } from './log-redaction.ts';

/** Where log lines go instead of stdout: tests read the log as production writes it. */
export type LogDestination = { write(line: string): unknown };

/** Fastify's own request serializer, with the query of the URL redacted (an operator's ?phone= search, OAuth ?code=). */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * Pino's options for the app: JSON in production and when not on a terminal, pino-pretty otherwise. Every finished
 * line, error objects and messages included, passes redactLogLine before it is written or handed to pino-pretty.
 */
export function loggerOptions(config: Config, destination?: LogDestination) {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestForLog },
    hooks: { streamWrite: redactLogLine },
    ...(destination ? { stream: destination } : {}),
  };
  if (destination || config.isProduction || !process.stdout.isTTY) return base;
  return { ...base, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
}
