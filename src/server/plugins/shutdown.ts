import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * Lets close() finish promptly. Node's server.close() drops only the keep-alive connections idle at that moment;
 * one with a request in flight would stay open after its response until keepAliveTimeout (72 s), holding the
 * process past SHUTDOWN_TIMEOUT_MS. Replies sent once shutdown has begun therefore close their connection, and a
 * request that arrives on such a connection meanwhile gets the 503 envelope (with its request id).
 */
export const shutdownPlugin = fp(
  async (app) => {
    let shuttingDown = false;
    app.addHook('preClose', async () => {
      shuttingDown = true;
    });
    app.addHook('onRequest', async () => {
      if (shuttingDown) throw new AppError(503, 'SERVICE_UNAVAILABLE');
    });
    app.addHook('onSend', async (_request, reply) => {
      if (shuttingDown) reply.header('Connection', 'close');
    });
  },
  { name: 'shutdown' },
);
