import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { Refunds } from '../refunds/refunds.service.ts';

/** What the console's order functions work with, passed to each explicitly; the operations plugin builds it. */
export type AdminOrdersDeps = {
  db: Kysely<Database>;
  clock: Clock;
  refunds: Pick<Refunds, 'refund' | 'refundsOf' | 'extraChargeRefundsOf' | 'retryExtraChargeRefund'>;
  /** A `service` operator's refund limits (decision 029): per order, and per operator and Asia/Shanghai day. */
  serviceRefundLimitFen: number;
  serviceRefundDailyLimitFen: number;
};
