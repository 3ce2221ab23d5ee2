import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Limiter } from '../../limits/limiter.ts';
import type { PaymentGateway } from '../../providers/payment-gateway.ts';
import type { Refunds } from '../refunds/refunds.service.ts';

/** What the payment functions work with, passed to each explicitly; the payments plugin builds it from the app. */
export type PaymentDeps = {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  clock: Clock;
  limiter: Limiter;
  log: FastifyBaseLogger;
  /** An extra charge found while settling is refunded through them. */
  refunds: Pick<Refunds, 'submitExtraChargeRefund'>;
};
