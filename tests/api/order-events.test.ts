import { describe, expect, it } from 'vitest';
import { adminOrderDetailSchema } from '../../src/contract/admin-operations.ts';
import { type NewOrderEvent, orderEventLabels, orderEventTypes } from '../../src/contract/order-events.ts';
import { addOrderEvent, listOrderEvents } from '../../src/server/features/orders/order-events.repository.ts';
import { bearer } from './helpers/auth.ts';
import { enrolledOperator } from './helpers/operators.ts';
import { orderClient, orderEvents } from './helpers/orders.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const startApp = closingAfterEachTest();

/** Events as a caller could get them wrong: the types say no, and the contract stops them at run time too. */
const wrong: { why: string; event: unknown }[] = [
  { why: 'a kind no one knows', event: { type: 'refunded_twice', detail: {} } },
  { why: 'a field missing', event: { type: 'closed', detail: {} } },
  { why: 'a reason that is not one', event: { type: 'closed', detail: { reason: 'bored' } } },
  { why: 'an amount that is not whole fen', event: { type: 'created', detail: { planId: 'p', amountFen: 1.5, learnerId: 'l' } } },
  { why: 'another kind’s detail', event: { type: 'paid', detail: { reason: 'expired' } } },
  { why: 'a field the kind does not have', event: { type: 'closed', detail: { reason: 'expired', phone: '13800000000' } } },
];

describe('typed order events', () => {
  it('gives every kind of event a Chinese label for the console', () => {
    expect(orderEventTypes.length).toBeGreaterThanOrEqual(21);
    for (const type of orderEventTypes) expect(orderEventLabels[type], type).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each(wrong)('refuses to write an event with $why, writing nothing', async ({ event }) => {
    const { app } = await startApp();
    const buyer = await orderClient(app);
    const order = await buyer.order();
    const before = await orderEvents(app, order.orderNo);
    // The cast is the point: a caller that got around the types still cannot store it.
    await expect(addOrderEvent(app.db, order.orderNo, event as NewOrderEvent, Date.now())).rejects.toThrow();
    expect(await orderEvents(app, order.orderNo)).toEqual(before);
  });

  it('reads stored events as their kind; one that does not read as its kind is shown as unreadable with its text, not dropped', async () => {
    const clock = createTestClock();
    const { app } = await startApp({}, { clock });
    const operator = await enrolledOperator(app, clock, 'service');
    const buyer = await orderClient(app);
    const order = await buyer.order();
    await app.db
      .insertInto('order_events')
      .values([
        { id: 'zz-hand-1', order_no: order.orderNo, type: 'closed', detail: '{"reason":"by hand"}', created_at: clock.now() + 1 },
        { id: 'zz-hand-2', order_no: order.orderNo, type: 'teleported', detail: 'not json', created_at: clock.now() + 2 },
      ])
      .execute();

    const stored = await listOrderEvents(app.db, order.orderNo);
    expect(stored.map((event) => event.type)).toEqual(['created', 'unreadable', 'unreadable']);
    expect(stored[0]).toMatchObject({ type: 'created', detail: { planId: order.planSnapshot.planId, amountFen: order.amountFen } });

    const response = await app.inject({ method: 'GET', url: `/api/admin/orders/${order.orderNo}`, headers: bearer(operator.token) });
    expect(response.statusCode).toBe(200);
    const { timeline } = adminOrderDetailSchema.parse(response.json());
    expect(timeline.slice(1).map((event) => event.detail)).toEqual([
      { storedType: 'closed', raw: '{"reason":"by hand"}' },
      { storedType: 'teleported', raw: 'not json' },
    ]);
  });
});
