import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentGateway, Provider } from '../../providers/payment-gateway.ts';
import type { RefundRow } from './refunds.repository.ts';

/** What the refund functions work with, passed to each explicitly; the refunds plugin builds it from the app. */
export type RefundDeps = { db: Kysely<Database>; gateway: PaymentGateway; clock: Clock; log: FastifyBaseLogger };

/** The provider a refund goes through: the one its order was paid with. */
export const refundProvider = (row: RefundRow): Provider => (row.provider === 'alipay' ? 'alipay' : 'wechatpay');
