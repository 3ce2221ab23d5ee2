import { describe, expect, it } from 'vitest';
import { settlePayment, type ConfirmedPayment } from '../../src/server/features/orders/payment-settlement.ts';
import { orderClient } from './helpers/orders.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const DAY = 24 * 60 * 60 * 1000;

const startApp = closingAfterEachTest();

async function start() {
  const clock = createTestClock();
  // Sessions outlive the months these tests move through.
  const testApp = await startApp({ SESSION_TTL_DAYS: '365' }, { clock });
  return { app: testApp.app, clock };
}

let transactionSeq = 0;
function paymentOf(order: { orderNo: string; amountFen: number }, changes: Partial<ConfirmedPayment> = {}): ConfirmedPayment {
  transactionSeq += 1;
  return {
    orderNo: order.orderNo,
    transactionId: `4200000001${String(Date.now()).slice(-8)}${String(transactionSeq).padStart(6, '0')}`,
    amountFen: order.amountFen,
    channel: 'wechat_h5',
    paidAt: 0,
    source: 'notification',
    ...changes,
  };
}

describe('applying a confirmed payment', () => {
  it('makes the order PAID and the learner’s service run for the plan’s days from now', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order('junior-120');

    const outcome = await settlePayment(app.db, paymentOf(order, { paidAt: clock.now() }), clock.now());

    expect(outcome).toEqual({ result: 'applied', endsAt: clock.now() + 120 * DAY, afterClose: false });
    const read = (await buyer.get(order.orderNo)).json();
    expect(read).toMatchObject({ status: 'PAID', channel: 'wechat_h5', paidAfterClose: false });
    const services = (await app.inject({ url: '/api/me/services', headers: buyer.headers })).json();
    expect(services.services).toEqual([
      expect.objectContaining({ learnerId: buyer.learner.id, active: true, endsAt: new Date(clock.now() + 120 * DAY).toISOString() }),
    ]);
  });

  it('applies the same payment once however often it arrives, also 100 copies at once', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order('junior-30');
    const payment = paymentOf(order);

    const outcomes = await Promise.all(Array.from({ length: 100 }, () => settlePayment(app.db, payment, clock.now())));

    expect(outcomes.filter((outcome) => outcome.result === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.result === 'already_applied')).toHaveLength(99);
    const period = await app.db.selectFrom('service_periods').selectAll().where('learner_id', '=', buyer.learner.id).executeTakeFirstOrThrow();
    expect(period.ends_at).toBe(clock.now() + 30 * DAY);
    const paidEvents = await app.db.selectFrom('order_events').select('type').where('order_no', '=', order.orderNo).where('type', '=', 'paid').execute();
    expect(paidEvents).toHaveLength(1);
  });

  it('extends a running service from its end, and a lapsed one from now', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const first = await buyer.order('junior-30');
    await settlePayment(app.db, paymentOf(first), clock.now());
    clock.advance(10 * DAY);
    const second = await buyer.order('junior-120');
    expect((await settlePayment(app.db, paymentOf(second), clock.now())).result).toBe('applied');
    let period = await app.db.selectFrom('service_periods').selectAll().executeTakeFirstOrThrow();
    expect(period.ends_at - (clock.now() - 10 * DAY)).toBe(150 * DAY);

    clock.advance(200 * DAY);
    const third = await buyer.order('junior-30');
    await settlePayment(app.db, paymentOf(third), clock.now());
    period = await app.db.selectFrom('service_periods').selectAll().executeTakeFirstOrThrow();
    expect([period.starts_at, period.ends_at]).toEqual([clock.now(), clock.now() + 30 * DAY]);
  });

  it('counts two different payments for one learner at the same moment', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const orders = [await buyer.order('junior-30'), await buyer.order('junior-120')];

    await Promise.all(orders.map((order) => settlePayment(app.db, paymentOf(order), clock.now())));

    const period = await app.db.selectFrom('service_periods').selectAll().executeTakeFirstOrThrow();
    expect(period.ends_at).toBe(clock.now() + 150 * DAY);
  });

  it('refuses a payment whose amount differs from the order’s and changes nothing', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order('junior-120');

    const outcome = await settlePayment(app.db, paymentOf(order, { amountFen: 1 }), clock.now());

    expect(outcome).toEqual({ result: 'amount_mismatch', expectedFen: order.amountFen });
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PENDING' });
    expect(await app.db.selectFrom('service_periods').selectAll().execute()).toEqual([]);
  });

  it('makes a closed order PAID and flags it for review: the person paid, so we deliver', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order('junior-30');
    expect((await app.inject({ method: 'POST', url: `/api/orders/${order.orderNo}/cancel`, headers: buyer.headers })).statusCode).toBe(200);

    const outcome = await settlePayment(app.db, paymentOf(order), clock.now());

    expect(outcome).toMatchObject({ result: 'applied', afterClose: true });
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PAID', paidAfterClose: true });
  });

  it('never applies one provider transaction to two orders', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const [first, second] = [await buyer.order('junior-30'), await buyer.order('junior-30')];
    const payment = paymentOf(first);
    await settlePayment(app.db, payment, clock.now());

    await expect(settlePayment(app.db, { ...payment, orderNo: second.orderNo }, clock.now())).rejects.toThrow();
    expect((await buyer.get(second.orderNo)).json()).toMatchObject({ status: 'PENDING' });
  });

  it('reports an unknown order and a different transaction for a paid order', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order('junior-30');
    await settlePayment(app.db, paymentOf(order), clock.now());

    expect(await settlePayment(app.db, paymentOf({ orderNo: 'BX000000', amountFen: 1 }), clock.now())).toEqual({ result: 'unknown_order' });
    expect(await settlePayment(app.db, paymentOf(order), clock.now())).toEqual({ result: 'conflict', status: 'PAID' });
  });
});
