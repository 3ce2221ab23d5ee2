import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Order } from '../../src/contract/orders.ts';
import { settlePayment } from '../../src/server/features/payments/payment-settlement.ts';
import type { ConfirmedPayment } from '../../src/server/providers/payment-gateway.ts';
import { type OrderClient, orderClient, orderEvents } from './helpers/orders.ts';
import { attemptOutTradeNo, startPayment, storedAttempts, storedOrder } from './helpers/payments.ts';
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

type Attempt = { outTradeNo: string; amountFen: number; provider: ConfirmedPayment['provider'] };
const CHANNEL_OF = { wechatpay: 'wechat_h5', alipay: 'alipay_wap' } as const;

/**
 * A new order of `planId` whose payment was started through the API at `provider` (a payment is settled by its
 * attempt, decision 025): the order with that attempt's out_trade_no.
 */
async function orderSentTo(
  app: FastifyInstance,
  buyer: OrderClient,
  planId: string,
  provider: Attempt['provider'] = 'wechatpay',
): Promise<Order & Attempt> {
  const order = await buyer.order(planId);
  await startPayment(app, buyer.headers, order.orderNo, CHANNEL_OF[provider]);
  return { ...order, provider, outTradeNo: await attemptOutTradeNo(app, order.orderNo, provider) };
}

let transactionSeq = 0;
/** What a provider confirmed for this attempt: a new transaction of the attempt's amount. */
function paymentOf(attempt: Attempt, changes: Partial<ConfirmedPayment> = {}): ConfirmedPayment {
  transactionSeq += 1;
  return {
    provider: attempt.provider,
    outTradeNo: attempt.outTradeNo,
    transactionId: `4200000001${String(Date.now()).slice(-8)}${String(transactionSeq).padStart(6, '0')}`,
    amountFen: attempt.amountFen,
    channel: CHANNEL_OF[attempt.provider],
    paidAt: 0,
    source: 'notification',
    ...changes,
  };
}

describe('applying a confirmed payment', () => {
  it('makes the order PAID and the learner’s service run for the plan’s days from now', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const order = await orderSentTo(app, buyer, 'junior-120');

    const outcome = await settlePayment(app.db, paymentOf(order, { paidAt: clock.now() }), clock.now());

    expect(outcome).toEqual({ result: 'applied', orderNo: order.orderNo, endsAt: clock.now() + 120 * DAY, afterClose: false });
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
    const order = await orderSentTo(app, buyer, 'junior-30');
    const payment = paymentOf(order);

    const outcomes = await Promise.all(Array.from({ length: 100 }, () => settlePayment(app.db, payment, clock.now())));

    expect(outcomes.filter((outcome) => outcome.result === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.result === 'already_applied')).toHaveLength(99);
    const period = await app.db
      .selectFrom('service_periods')
      .selectAll()
      .where('learner_id', '=', buyer.learner.id)
      .executeTakeFirstOrThrow();
    expect(period.ends_at).toBe(clock.now() + 30 * DAY);
    const paidEvents = await app.db
      .selectFrom('order_events')
      .select('type')
      .where('order_no', '=', order.orderNo)
      .where('type', '=', 'paid')
      .execute();
    expect(paidEvents).toHaveLength(1);
  });

  it('extends a running service from its end, and a lapsed one from now', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const first = await orderSentTo(app, buyer, 'junior-30');
    await settlePayment(app.db, paymentOf(first), clock.now());
    clock.advance(10 * DAY);
    const second = await orderSentTo(app, buyer, 'junior-120');
    expect((await settlePayment(app.db, paymentOf(second), clock.now())).result).toBe('applied');
    let period = await app.db.selectFrom('service_periods').selectAll().executeTakeFirstOrThrow();
    expect(period.ends_at - (clock.now() - 10 * DAY)).toBe(150 * DAY);

    clock.advance(200 * DAY);
    const third = await orderSentTo(app, buyer, 'junior-30');
    await settlePayment(app.db, paymentOf(third), clock.now());
    period = await app.db.selectFrom('service_periods').selectAll().executeTakeFirstOrThrow();
    expect([period.starts_at, period.ends_at]).toEqual([clock.now(), clock.now() + 30 * DAY]);
  });

  it('counts two different payments for one learner at the same moment', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const orders = [await orderSentTo(app, buyer, 'junior-30'), await orderSentTo(app, buyer, 'junior-120', 'alipay')];

    await Promise.all(orders.map((order) => settlePayment(app.db, paymentOf(order), clock.now())));

    const period = await app.db.selectFrom('service_periods').selectAll().executeTakeFirstOrThrow();
    expect(period.ends_at).toBe(clock.now() + 150 * DAY);
  });

  it('refuses a payment whose amount differs from the order’s and changes nothing', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const order = await orderSentTo(app, buyer, 'junior-120');

    const outcome = await settlePayment(app.db, paymentOf(order, { amountFen: 1 }), clock.now());

    expect(outcome).toEqual({ result: 'amount_mismatch', orderNo: order.orderNo, expectedFen: order.amountFen });
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PENDING' });
    expect(await app.db.selectFrom('service_periods').selectAll().execute()).toEqual([]);
  });

  it('makes a closed order PAID and flags it for review: the person paid, so we deliver', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const order = await orderSentTo(app, buyer, 'junior-30');
    expect((await app.inject({ method: 'POST', url: `/api/orders/${order.orderNo}/cancel`, headers: buyer.headers })).statusCode).toBe(200);

    const outcome = await settlePayment(app.db, paymentOf(order), clock.now());

    expect(outcome).toMatchObject({ result: 'applied', orderNo: order.orderNo, afterClose: true });
    expect((await buyer.get(order.orderNo)).json()).toMatchObject({ status: 'PAID', paidAfterClose: true });
  });

  it('never applies one provider transaction to two orders', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const [first, second] = [await orderSentTo(app, buyer, 'junior-30'), await orderSentTo(app, buyer, 'junior-30')];
    const payment = paymentOf(first);
    await settlePayment(app.db, payment, clock.now());

    await expect(settlePayment(app.db, { ...payment, outTradeNo: second.outTradeNo }, clock.now())).rejects.toThrow();
    expect((await buyer.get(second.orderNo)).json()).toMatchObject({ status: 'PENDING' });
  });

  it('reports a transaction this app never opened as an unknown order, and changes nothing', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const order = await orderSentTo(app, buyer, 'junior-30');

    expect(await settlePayment(app.db, paymentOf({ provider: 'wechatpay', outTradeNo: 'BX000000P01', amountFen: 1 }), clock.now())).toEqual(
      { result: 'unknown_order' },
    );
    // Known at the other provider only: an out_trade_no is an attempt at one provider.
    expect(await settlePayment(app.db, paymentOf({ ...order, provider: 'alipay' }), clock.now())).toEqual({ result: 'unknown_order' });
    expect(await storedOrder(app, order.orderNo)).toMatchObject({ status: 'PENDING', provider_transaction_id: null });
  });
});

describe('a second payment for an order another attempt paid (an extra charge)', () => {
  /** An order sent to WeChat Pay and then to Alipay (which closed the WeChat Pay attempt), paid by Alipay. */
  async function paidBySecondAttempt(app: FastifyInstance, now: number) {
    const buyer = await orderClient(app);
    const wechat = await orderSentTo(app, buyer, 'junior-30', 'wechatpay');
    await startPayment(app, buyer.headers, wechat.orderNo, 'alipay_wap');
    const alipay = { ...wechat, provider: 'alipay' as const, outTradeNo: await attemptOutTradeNo(app, wechat.orderNo, 'alipay') };
    const paid = paymentOf(alipay);
    expect(await settlePayment(app.db, paid, now)).toMatchObject({ result: 'applied', orderNo: wechat.orderNo });
    return { buyer, order: wechat, wechat, alipay, paid };
  }

  it('is recorded on its attempt with a full refund reserved; the order keeps its payment, refundedFen and service', async () => {
    const { app, clock } = await start();
    const { order, wechat, paid } = await paidBySecondAttempt(app, clock.now());
    const extra = paymentOf(wechat);

    const outcome = await settlePayment(app.db, extra, clock.now());

    const attempts = await storedAttempts(app, order.orderNo);
    const wechatAttempt = attempts.find((attempt) => attempt.out_trade_no === wechat.outTradeNo);
    expect(attempts.map((attempt) => [attempt.provider, attempt.state, attempt.transaction_id])).toEqual([
      ['wechatpay', 'EXTRA_CHARGE', extra.transactionId],
      ['alipay', 'PAID', paid.transactionId],
    ]);
    expect(outcome).toMatchObject({
      result: 'extra_charge',
      orderNo: order.orderNo,
      refund: {
        order_no: order.orderNo,
        provider: 'wechatpay',
        out_trade_no: wechat.outTradeNo,
        amount_fen: order.amountFen,
        status: 'PENDING',
        extra_charge_attempt_id: wechatAttempt?.id,
      },
    });
    const refunds = await app.db.selectFrom('refunds').selectAll().where('order_no', '=', order.orderNo).execute();
    expect(refunds).toEqual([
      expect.objectContaining({ extra_charge_attempt_id: wechatAttempt?.id, amount_fen: order.amountFen, status: 'PENDING' }),
    ]);
    expect(await storedOrder(app, order.orderNo)).toMatchObject({
      status: 'PAID',
      provider_transaction_id: paid.transactionId,
      refunded_fen: 0,
    });
    const periods = await app.db.selectFrom('service_periods').select('ends_at').execute();
    expect(periods.map((period) => period.ends_at)).toEqual([clock.now() + 30 * DAY]);
    const events = (await orderEvents(app, order.orderNo))
      .filter((event) => event.type === 'extra_charge')
      .map((event) => JSON.parse(event.detail));
    expect(events).toEqual([
      expect.objectContaining({
        provider: 'wechatpay',
        outTradeNo: wechat.outTradeNo,
        transactionId: extra.transactionId,
        amountFen: order.amountFen,
      }),
    ]);
  });

  it('is recorded and refunded once however often it arrives, also 20 copies at once', async () => {
    const { app, clock } = await start();
    const { order, wechat } = await paidBySecondAttempt(app, clock.now());
    const extra = paymentOf(wechat);

    const outcomes = await Promise.all(Array.from({ length: 20 }, () => settlePayment(app.db, extra, clock.now())));

    expect(outcomes.filter((outcome) => outcome.result === 'extra_charge')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.result === 'already_applied')).toHaveLength(19);
    expect(await settlePayment(app.db, extra, clock.now())).toEqual({ result: 'already_applied', orderNo: order.orderNo });
    expect(await app.db.selectFrom('refunds').selectAll().where('order_no', '=', order.orderNo).execute()).toHaveLength(1);
    expect((await orderEvents(app, order.orderNo)).filter((event) => event.type === 'extra_charge')).toHaveLength(1);
    expect((await orderEvents(app, order.orderNo)).filter((event) => event.type === 'paid')).toHaveLength(1);
  });
});
