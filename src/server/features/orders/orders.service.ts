import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { gradeSchema } from '../../../contract/accounts.ts';
import { refundStatusSchema } from '../../../contract/refunds.ts';
import {
  type CreateOrderRequest,
  type ExtraCharge,
  IDEMPOTENCY_KEY_PATTERN,
  type Order,
  type OrderList,
  type OrderStatus,
  orderStatusSchema,
  paymentChannelSchema,
  planSnapshotSchema,
} from '../../../contract/orders.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findLearner } from '../accounts/account.repository.ts';
import { findPlan } from '../catalog/catalog.repository.ts';
import { findAccountOrder, findOrderByKey, insertOrderOnce, listAccountOrders, type OrderWithLearner } from './orders.repository.ts';
import { addOrderEvent } from './order-events.repository.ts';
import type { ExtraChargeRow } from './payment-attempts.repository.ts';

export const PAYMENT_WINDOW_MS = 15 * 60 * 1000;
const DEFAULT_PAGE_SIZE = 20;

/** BX + the Beijing time of creation (yyyyMMddHHmmss) + 8 random digits: 24 characters, sortable, unguessable enough. */
export function newOrderNo(now: number): string {
  const beijing = new Date(now + 8 * 60 * 60 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `BX${beijing}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** An extra charge as the customer sees it: where it was paid, how much, when, and how its refund stands. */
export function toExtraCharge({ attempt, refund }: ExtraChargeRow): ExtraCharge {
  return {
    channel: paymentChannelSchema.parse(attempt.channel),
    amountFen: Number(attempt.paid_fen),
    paidAt: new Date(attempt.paid_at ?? attempt.updated_at).toISOString(),
    // Reserved with the charge in one transaction; a missing one would be a bug, shown as still to be refunded.
    refund: { status: refundStatusSchema.parse(refund?.status ?? 'PENDING') },
  };
}

export function toOrder({ order, learner, extraCharges }: OrderWithLearner): Order {
  return {
    orderNo: order.order_no,
    status: orderStatusSchema.parse(order.status),
    amountFen: order.amount_fen,
    planSnapshot: planSnapshotSchema.parse(JSON.parse(order.plan_snapshot)),
    learner: {
      id: learner.id,
      name: learner.name,
      grade: gradeSchema.safeParse(learner.grade).data ?? null,
      isSelf: learner.is_self === 1,
    },
    channel: order.channel === null ? null : paymentChannelSchema.parse(order.channel),
    createdAt: new Date(order.created_at).toISOString(),
    expiresAt: new Date(order.expires_at).toISOString(),
    paidAt: iso(order.paid_at),
    closedAt: iso(order.closed_at),
    paidAfterClose: order.paid_after_close === 1,
    serviceEndsAt: iso(order.service_ends_at),
    refundedFen: order.refunded_fen,
    extraCharges: extraCharges.map(toExtraCharge),
  };
}

/** The order lists' cursor (the customer's and the operators'): the last order of a page, newest-first. */
export function encodeCursor(order: { createdAtMs: number; orderNo: string }): string {
  return Buffer.from(`${order.createdAtMs}:${order.orderNo}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: number; orderNo: string } {
  const [createdAt, orderNo] = Buffer.from(cursor, 'base64url').toString('utf8').split(':');
  const ms = Number(createdAt);
  if (!orderNo || !Number.isSafeInteger(ms)) throw new AppError(400, 'VALIDATION_FAILED', '分页参数有误', 'cursor');
  return { createdAt: ms, orderNo };
}

export function createOrdersService(db: Kysely<Database>, clock: Clock) {
  async function createOrder(accountId: string, input: CreateOrderRequest, idempotencyKey: string | undefined): Promise<Order> {
    if (!idempotencyKey || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED', undefined, 'Idempotency-Key');
    }
    const fingerprint = `${input.planId}|${input.learnerId}`;
    const earlier = await findOrderByKey(db, accountId, idempotencyKey);
    if (earlier) return replay(accountId, earlier.order_no, earlier.request_fingerprint, fingerprint);

    const learner = await findLearner(db, accountId, input.learnerId);
    if (!learner) throw new AppError(404, 'LEARNER_NOT_FOUND', undefined, 'learnerId');
    const plan = await findPlan(db, input.planId);
    if (!plan) throw new AppError(404, 'PLAN_NOT_FOUND', undefined, 'planId');
    if (!plan.onSale) throw new AppError(409, 'PLAN_OFF_SALE', undefined, 'planId');

    const now = clock.now();
    const orderNo = newOrderNo(now);
    const snapshot = { planId: plan.id, title: plan.title, stage: plan.stage, durationDays: plan.durationDays, priceFen: plan.priceFen };
    const { order, created } = await db.transaction().execute(async (trx) => {
      const result = await insertOrderOnce(trx, {
        order_no: orderNo,
        account_id: accountId,
        learner_id: learner.id,
        plan_id: plan.id,
        plan_snapshot: JSON.stringify(snapshot),
        amount_fen: plan.priceFen,
        status: 'PENDING',
        channel: null,
        idempotency_key: idempotencyKey,
        request_fingerprint: fingerprint,
        created_at: now,
        expires_at: now + PAYMENT_WINDOW_MS,
        updated_at: now,
      });
      if (result.created)
        await addOrderEvent(
          trx,
          orderNo,
          { type: 'created', detail: { planId: plan.id, amountFen: plan.priceFen, learnerId: learner.id } },
          now,
        );
      return result;
    });
    // Two requests with one key at the same moment: the one that lost the race answers with the winner's order.
    return created ? getOrder(accountId, orderNo) : replay(accountId, order.order_no, order.request_fingerprint, fingerprint);
  }

  async function replay(accountId: string, orderNo: string, storedFingerprint: string, fingerprint: string): Promise<Order> {
    if (storedFingerprint !== fingerprint) throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', undefined, 'Idempotency-Key');
    return getOrder(accountId, orderNo);
  }

  async function getOrder(accountId: string, orderNo: string): Promise<Order> {
    const found = await findAccountOrder(db, accountId, orderNo);
    if (!found) throw new AppError(404, 'ORDER_NOT_FOUND');
    return toOrder(found);
  }

  async function listOrders(accountId: string, query: { status?: OrderStatus; cursor?: string; limit?: number }): Promise<OrderList> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = await listAccountOrders(db, accountId, {
      status: query.status,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor({ ...toOrder(last), createdAtMs: last.order.created_at }) : null;
    return { orders: page.map(toOrder), nextCursor };
  }

  return { createOrder, getOrder, listOrders };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
