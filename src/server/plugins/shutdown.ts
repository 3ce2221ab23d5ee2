import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * Lets close() finish promptly. Node's server.close() drops only the keep-alive connections idle at that moment;
 * one with a request in flight would stay open after its response until keepAliveTimeout (72 s), holding the
 * process past SHUTDOWN_TIMEOUT_MS. Replies sent once shutdown has begun therefore close their connection, and a
 * request that arrives on such a connection meanwhile gets the 503 envelope (with its request id).
 *
 * Node does not count a connection that has not sent a byte yet as idle (it times it out as a request that has
 * begun: headersTimeout, 60 s), so one that a client opened and left unused (a preconnect, or fetch reconnecting
 * for a request it just aborted) would hold close() as long. Shutdown closes those, as Node does idle ones.
 */
export const shutdownPlugin = fp(
  async (app) => {
    let shuttingDown = false;
    const connections = new Set<Socket>();
    app.server.on('connection', (socket: Socket) => {
      connections.add(socket);
      socket.once('close', () => connections.delete(socket));
    });
    app.addHook('preClose', async () => {
      shuttingDown = true;
      for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
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
