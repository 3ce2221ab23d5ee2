import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminOrderDetailSchema, adminOrderListSchema, dashboardSchema } from '../../src/contract/admin-operations.ts';
import { orderSchema } from '../../src/contract/orders.ts';
import { refundSchema } from '../../src/contract/refunds.ts';
import { enrolledOperator } from './helpers/operators.ts';
import { type OrderClient, orderClient, orderEvents } from './helpers/orders.ts';
import {
  attemptOutTradeNo,
  openCashier,
  pressCashier,
  simulatorRecord,
  startPayment,
  storedAttempts,
  storedOrder,
} from './helpers/payments.ts';
import { alipayPaymentNotification } from './helpers/provider-notifications.ts';
import { closingAfterEachTest, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

/**
 * Extra charges (decision 025): a payment confirmed for an attempt after another attempt had paid the order. The only
 * way there with our own attempts closed before a new one opens is a provider whose close did not hold (WeChat Pay
 * warns that a close right after creation may not take); the tests make the Alipay simulator's closed trade paid, as
 * such a provider would hold it, and send its genuine notification.
 */
const startApp = closingAfterEachTest();

async function start() {
  const clock = createTestClock();
  const testApp = await startApp({ SESSION_TTL_DAYS: '365' }, { clock });
  const buyer = await orderClient(testApp.app);
  return { ...testApp, clock, buyer };
}

const postAlipayNotification = (app: FastifyInstance, params: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/alipay/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(params).toString(),
  });

/**
 * An order that was first sent to Alipay (attempt P01, then closed there when the customer switched) and paid by
 * WeChat Pay (P02); then Alipay's closed trade turns out paid too, and its notification arrives: `charge` sends it.
 */
async function chargedTwice(testApp: TestApp & { buyer: OrderClient }, { alipayRefunds = true } = {}) {
  const { app, buyer } = testApp;
  const order = await buyer.order('junior-30');
  const alipay = await startPayment(app, buyer.headers, order.orderNo, 'alipay_wap');
  if (alipay.kind !== 'redirect') throw new Error('alipay_wap must redirect');
  // The customer saw Alipay's cashier (Alipay makes the trade then), went back and chose WeChat Pay.
  await openCashier(app, alipay.url);
  const alipayNo = await attemptOutTradeNo(app, order.orderNo, 'alipay');
  const wechat = await startPayment(app, buyer.headers, order.orderNo, 'wechat_h5');
  if (wechat.kind !== 'redirect') throw new Error('wechat_h5 must redirect');
  expect((await pressCashier(app, wechat.url, 'pay')).statusCode).toBe(302);
  await expect.poll(async () => (await storedOrder(app, order.orderNo)).status).toBe('PAID');
  const paidOnce = await storedOrder(app, order.orderNo);

  // Alipay says the trade was paid after all. Unless told otherwise it can refund it (it holds the money).
  const trade = await simulatorRecord(app, 'alipay', alipayNo);
  expect(trade).toMatchObject({ status: 'TRADE_CLOSED' });
  const paidTrade = { ...trade, status: alipayRefunds ? 'TRADE_SUCCESS' : 'TRADE_CLOSED', paidAt: app.clock.now() };
  await app.db
    .updateTable('payment_simulator_transactions')
    .set({ data: JSON.stringify(paidTrade) })
    .where('provider', '=', 'alipay')
    .where('out_trade_no', '=', alipayNo)
    .execute();
  const notification = alipayPaymentNotification(
    { dataDir: testApp.config.dataDir, now: app.clock.now() },
    { outTradeNo: alipayNo, amountFen: order.amountFen },
    { trade_no: String(trade?.tradeNo) },
  );
  return { order, alipayNo, paidOnce, notification, charge: () => postAlipayNotification(app, notification) };
}

const readOrder = async (app: FastifyInstance, buyer: OrderClient, orderNo: string) =>
  orderSchema.parse((await app.inject({ url: `/api/orders/${orderNo}`, headers: buyer.headers })).json());

describe('an extra charge (a payment for an order another attempt had paid)', () => {
  it('is refunded in full to its own transaction, exactly once, however often its notification arrives; the order and the service stay as they were', async () => {
    const testApp = await start();
    const { app, buyer } = testApp;
    const { order, alipayNo, paidOnce, charge } = await chargedTwice(testApp);
    const periodBefore = await app.db
      .selectFrom('service_periods')
      .selectAll()
      .where('learner_id', '=', order.learner.id)
      .executeTakeFirstOrThrow();

    const answers = await Promise.all(Array.from({ length: 10 }, charge));
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual(Array.from({ length: 10 }, () => [200, 'success']));

    // Refunded once, in full, at Alipay, to the trade that took the money.
    const trade = await simulatorRecord(app, 'alipay', alipayNo);
    expect(trade?.refunds).toEqual([expect.objectContaining({ amountFen: order.amountFen })]);
    const refunds = await app.db.selectFrom('refunds').selectAll().where('order_no', '=', order.orderNo).execute();
    expect(refunds).toEqual([
      expect.objectContaining({ status: 'SUCCEEDED', amount_fen: order.amountFen, out_trade_no: alipayNo, requested_by: null }),
    ]);

    // The order is the order that was paid: same status, nothing refunded of it, the service extended once.
    const stored = await storedOrder(app, order.orderNo);
    expect(stored).toMatchObject({
      status: 'PAID',
      refunded_fen: 0,
      provider_transaction_id: paidOnce.provider_transaction_id,
      service_ends_at: paidOnce.service_ends_at,
    });
    const periodAfter = await app.db
      .selectFrom('service_periods')
      .selectAll()
      .where('learner_id', '=', order.learner.id)
      .executeTakeFirstOrThrow();
    expect(periodAfter.ends_at).toBe(periodBefore.ends_at);
    expect((await storedAttempts(app, order.orderNo)).map((attempt) => [attempt.out_trade_no, attempt.state])).toEqual([
      [alipayNo, 'EXTRA_CHARGE'],
      [`${order.orderNo}P02`, 'PAID'],
    ]);

    // The customer sees it, refunded.
    const seen = await readOrder(app, buyer, order.orderNo);
    expect(seen).toMatchObject({ status: 'PAID', refundedFen: 0 });
    expect(seen.extraCharges).toEqual([
      { channel: 'alipay_wap', amountFen: order.amountFen, paidAt: expect.any(String), refund: { status: 'SUCCEEDED' } },
    ]);

    const types = (await orderEvents(app, order.orderNo)).map((event) => event.type);
    expect(types.filter((type) => type === 'extra_charge')).toHaveLength(1);
    expect(types.filter((type) => type === 'extra_charge_refunded')).toHaveLength(1);
    expect(types).not.toContain('refund_succeeded');
    // The system's act is in the audit log, without an operator, once.
    const audit = await app.db.selectFrom('operator_audit_log').selectAll().where('action', '=', 'order.extra_charge_refund').execute();
    expect(audit).toEqual([expect.objectContaining({ operator_id: null, target_id: order.orderNo })]);
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
      outTradeNo: alipayNo,
      amountFen: order.amountFen,
      refundStatus: 'PENDING',
    });
  });

  it('is listed for operators: ?extraCharge=any finds the order, its detail names the attempt and the refund; the order’s own refund is still the whole amount', async () => {
    const testApp = await start();
    const { app, clock } = testApp;
    const { order, alipayNo, charge } = await chargedTwice(testApp);
    const other = await testApp.buyer.order('junior-30');
    expect((await charge()).statusCode).toBe(200);
    const admin = await enrolledOperator(app, clock, 'admin');
    const auth = { authorization: `Bearer ${admin.token}` };

    const listed = adminOrderListSchema.parse((await app.inject({ url: '/api/admin/orders?extraCharge=any', headers: auth })).json());
    expect(listed.orders.map((row) => row.orderNo)).toEqual([order.orderNo]);
    expect(listed.orders[0]?.extraCharges).toEqual([expect.objectContaining({ channel: 'alipay_wap', refund: { status: 'SUCCEEDED' } })]);
    const all = adminOrderListSchema.parse((await app.inject({ url: '/api/admin/orders', headers: auth })).json());
    expect(all.orders.find((row) => row.orderNo === other.orderNo)?.extraCharges).toEqual([]);

    const detail = adminOrderDetailSchema.parse((await app.inject({ url: `/api/admin/orders/${order.orderNo}`, headers: auth })).json());
    expect(detail.extraCharges).toEqual([
      expect.objectContaining({
        outTradeNo: alipayNo,
        channel: 'alipay_wap',
        amountFen: order.amountFen,
        refund: expect.objectContaining({ status: 'SUCCEEDED', amountFen: order.amountFen }),
      }),
    ]);
    expect(detail.attempts.map((attempt) => attempt.state)).toEqual(['EXTRA_CHARGE', 'PAID']);
    expect(detail.refunds).toEqual([]);
    expect(detail.refundableFen).toBe(order.amountFen);
    expect(detail.timeline.map((event) => event.type)).toEqual(expect.arrayContaining(['extra_charge', 'extra_charge_refunded']));

    // Never revenue, so its refund is not taken off the day's figures either.
    const dashboard = dashboardSchema.parse((await app.inject({ url: '/api/admin/dashboard', headers: auth })).json());
    expect(dashboard.totals).toMatchObject({ grossRevenueFen: order.amountFen, refundedFen: 0, netRevenueFen: order.amountFen });
  });

  it('whose refund the provider refuses is in the review queue with a retry, which refunds it once; a second retry is refused', async () => {
    const testApp = await start();
    const { app, clock, buyer } = testApp;
    const { order, alipayNo, charge } = await chargedTwice(testApp, { alipayRefunds: false });
    expect((await charge()).statusCode).toBe(200);
    const [failed] = await app.db.selectFrom('refunds').selectAll().where('order_no', '=', order.orderNo).execute();
    expect(failed).toMatchObject({ status: 'FAILED' });
    expect((await readOrder(app, buyer, order.orderNo)).extraCharges).toEqual([expect.objectContaining({ refund: { status: 'FAILED' } })]);

    const admin = await enrolledOperator(app, clock, 'service');
    const auth = { authorization: `Bearer ${admin.token}` };
    const queue = () =>
      app
        .inject({ url: '/api/admin/orders?extraCharge=refund_failed', headers: auth })
        .then((answer) => adminOrderListSchema.parse(answer.json()).orders.map((row) => row.orderNo));
    expect(await queue()).toEqual([order.orderNo]);

    // Alipay can refund it now (the merchant topped up the account, say): the operator retries.
    const trade = await simulatorRecord(app, 'alipay', alipayNo);
    await app.db
      .updateTable('payment_simulator_transactions')
      .set({ data: JSON.stringify({ ...trade, status: 'TRADE_SUCCESS' }) })
      .where('provider', '=', 'alipay')
      .where('out_trade_no', '=', alipayNo)
      .execute();
    const attemptId = (await storedAttempts(app, order.orderNo))[0]?.id ?? '';
    const retryUrl = `/api/admin/orders/${order.orderNo}/extra-charges/${attemptId}/refund`;
    const retried = await app.inject({ method: 'POST', url: retryUrl, headers: auth });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(refundSchema.parse(retried.json())).toMatchObject({ status: 'SUCCEEDED', amountFen: order.amountFen });
    expect(await queue()).toEqual([]);
    expect((await simulatorRecord(app, 'alipay', alipayNo))?.refunds).toHaveLength(1);
    expect((await readOrder(app, buyer, order.orderNo)).extraCharges).toEqual([
      expect.objectContaining({ refund: { status: 'SUCCEEDED' } }),
    ]);

    const again = await app.inject({ method: 'POST', url: retryUrl, headers: auth });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'EXTRA_CHARGE_REFUND_NOT_FAILED' } });
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNo}/extra-charges/nope/refund`,
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
    const audit = await app.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('action', '=', 'order.extra_charge_refund_retry')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('is found by the job that closes attempts left open on a paid order, when its notification never comes', async () => {
    const testApp = await start();
    const { app } = testApp;
    const { order, alipayNo } = await chargedTwice(testApp);
    // As an attempt recorded before attempts had a table (migration 0012 leaves those OPEN): nobody knows it was paid.
    await app.db.updateTable('payment_attempts').set({ state: 'OPEN', closed_at: null }).where('out_trade_no', '=', alipayNo).execute();

    await app.payments.closeStrayAttempts();

    expect((await storedAttempts(app, order.orderNo)).map((attempt) => attempt.state)).toEqual(['EXTRA_CHARGE', 'PAID']);
    expect((await simulatorRecord(app, 'alipay', alipayNo))?.refunds).toEqual([expect.objectContaining({ amountFen: order.amountFen })]);
    await app.payments.closeStrayAttempts();
    expect(await app.db.selectFrom('refunds').select('status').where('order_no', '=', order.orderNo).execute()).toEqual([
      { status: 'SUCCEEDED' },
    ]);
  });

  it('is found by the job that asks again about closed attempts once the order’s window is over, when its notification never came; an unpaid one is asked once', async () => {
    const testApp = await start();
    const { app, clock } = testApp;
    const { order, alipayNo } = await chargedTwice(testApp);
    const unpaid = await testApp.buyer.order('junior-30');
    await startPayment(app, testApp.buyer.headers, unpaid.orderNo, 'wechat_h5');
    await startPayment(app, testApp.buyer.headers, unpaid.orderNo, 'alipay_wap');

    // Inside the window (and its five minutes' margin) nothing is asked: the providers may still take money.
    expect(await app.payments.verifyClosedAttempts()).toBe(0);
    expect((await storedAttempts(app, order.orderNo)).map((attempt) => attempt.state)).toEqual(['CLOSED', 'PAID']);

    clock.advance(21 * 60_000);
    expect(await app.payments.verifyClosedAttempts()).toBe(1);
    expect((await storedAttempts(app, order.orderNo)).map((attempt) => attempt.state)).toEqual(['EXTRA_CHARGE', 'PAID']);
    expect((await simulatorRecord(app, 'alipay', alipayNo))?.refunds).toEqual([expect.objectContaining({ amountFen: order.amountFen })]);
    // The other order's WeChat attempt, closed and unpaid, is marked asked and not asked again.
    const [closedUnpaid] = await storedAttempts(app, unpaid.orderNo);
    expect(closedUnpaid).toMatchObject({ state: 'CLOSED', verified_at: clock.now() });
    expect(await app.payments.verifyClosedAttempts()).toBe(0);
    expect((await storedAttempts(app, unpaid.orderNo))[0]?.verified_at).toBe(clock.now());
  });
});
