import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

const LOOPBACK = /^(127\.|::1$|localhost$)/;

/**
 * Says at start, one warning a line, what is on outside production that a stranger could use: the development SMS
 * inbox (any phone's login code), the payment simulators (orders marked paid without money) and where the server
 * listens. Nothing in production, where neither can be on.
 */
export function announceDevelopmentServices(app: FastifyInstance, config: Config): void {
  if (config.isProduction) return;
  const bound = app.addresses().filter((address) => typeof address !== 'string');
  const addresses = bound.map(({ address, family, port }) =>
    family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`,
  );
  const loopbackOnly = bound.every(({ address }) => LOOPBACK.test(address));
  if (app.devInbox) {
    app.log.warn(
      'development SMS inbox is on: whoever reaches this server reads any phone’s login code at GET /api/dev/sms/latest (SMS_PROVIDER=log, NODE_ENV is not production)',
    );
  }
  if (config.payment.mode === 'simulator') {
    app.log.warn(
      'payment simulators are on under /_sim: no real money moves and whoever reaches this server can pay any order at their cashier (PAYMENT_MODE=simulator)',
    );
  }
  app.log.warn(
    loopbackOnly
      ? `listening on ${addresses.join(' and ')}: this machine only (HOST=0.0.0.0 opens it to the network)`
      : `listening on ${addresses.join(' and ')}: open to the network (HOST=${config.host}), development inbox and simulators included`,
  );
}
