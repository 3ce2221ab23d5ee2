import { createSign, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type AdminOrderDetail,
  adminOrderDetailSchema,
  type AdminOrderList,
  adminOrderListSchema,
  adminRefundResultSchema,
  orderReviewSchema,
} from '../../src/contract/admin-operations.ts';
import type { Order } from '../../src/contract/orders.ts';
import { loadSimulatorKeys } from '../../src/server/providers/simulator/simulator-keys.ts';
import { errorOf, loginAs } from './helpers/auth.ts';
import { callApi } from './helpers/call-api.ts';
import { auditedChanges, auditRows, enrolledOperator } from './helpers/operators.ts';
import { type OrderClient, orderClient, orderEvents } from './helpers/orders.ts';
import { attemptOutTradeNo, eventually, orderUntil, pressCashier, startPayment, storedOrder } from './helpers/payments.ts';
import { closingAfterEachTest, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const HOUR = 60 * 60 * 1000;
/** junior-30: 30 days for ¥249.00. */
const PAID_FEN = 24900;
/** The service role's refund limits in these tests: ¥100 per order, ¥250 per operator and day. */
const LIMIT_FEN = 10000;
const DAILY_LIMIT_FEN = 25000;
const startApp = closingAfterEachTest();

async function start() {
  const clock = createTestClock();
  const testApp = await startApp(
    {
      SESSION_TTL_DAYS: '365',
      ADMIN_SERVICE_REFUND_LIMIT_FEN: String(LIMIT_FEN),
      ADMIN_SERVICE_REFUND_DAILY_LIMIT_FEN: String(DAILY_LIMIT_FEN),
    },
    { clock },
  );
  const { app } = testApp;
  const admin = await enrolledOperator(app, clock, 'admin');
  const service = await enrolledOperator(app, clock, 'service');
  return { ...testApp, clock, admin, service };
}

async function search(app: FastifyInstance, token: string, query: string): Promise<AdminOrderList> {
  const response = await callApi(app, 'GET', `/api/admin/orders${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return adminOrderListSchema.parse(response.json());
}

async function detail(app: FastifyInstance, token: string, orderNo: string): Promise<AdminOrderDetail> {
  const response = await callApi(app, 'GET', `/api/admin/orders/${orderNo}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return adminOrderDetailSchema.parse(response.json());
}

/**
 * An order paid at the simulator's cashier and settled by its notification: the stored row is watched (reading the
 * order through the API would ask the provider, which could settle it first), then the notification's own record.
 */
async function paidOrder(app: FastifyInstance, buyer: OrderClient, channel: 'wechat_h5' | 'alipay_wap' = 'alipay_wap'): Promise<Order> {
  const order = await buyer.order('junior-30');
  const action = await startPayment(app, buyer.headers, order.orderNo, channel);
  if (action.kind !== 'redirect') throw new Error(`${channel} must redirect`);
  expect((await pressCashier(app, action.url, 'pay')).statusCode).toBe(302);
  await eventually(async () => (await storedOrder(app, order.orderNo)).status === 'PAID', 'the notification made the order PAID');
  await eventually(
    async () => (await orderEvents(app, order.orderNo)).some((event) => event.type === 'notification_received'),
    'the notification is on the timeline',
  );
  return orderUntil(app, buyer.headers, order.orderNo, (current) => current.status === 'PAID');
}

/** Alipay's RSA2 signature over the parameters but sign and sign_type, sorted (written from Alipay's documents); `outTradeNo` names the payment attempt. */
function signedAlipayNotification(testApp: TestApp, outTradeNo: string, totalFen: number, tradeNo: string): Record<string, string> {
  const { alipay } = loadSimulatorKeys(testApp.config.dataDir);
  const beijing = new Date(testApp.app.clock.now() + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');
  const amount = (totalFen / 100).toFixed(2);
  const params: Record<string, string> = {
    notify_time: beijing,
    notify_type: 'trade_status_sync',
    notify_id: `n${tradeNo}`,
    app_id: alipay.appId,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: tradeNo,
    out_trade_no: outTradeNo,
    seller_id: alipay.sellerId,
    trade_status: 'TRADE_SUCCESS',
    total_amount: amount,
    receipt_amount: amount,
    buyer_pay_amount: amount,
    gmt_payment: beijing,
  };
  const content = Object.keys(params)
    .filter((name) => name !== 'sign_type')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return { ...params, sign: createSign('RSA-SHA256').update(content, 'utf8').sign(alipay.alipayPrivateKeyPem, 'base64') };
}

const postAlipayNotification = (app: FastifyInstance, params: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/alipay/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(params).toString(),
  });

describe('access to the order routes', () => {
  it('answers 401 without a token and to a customer’s token on every order route, and touches nothing', async () => {
    const { app } = await start();
    const customer = await loginAs(app);
    const buyer = await orderClient(app);
    const order = await buyer.order();
    const routes: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders?paidAfterClose=true'],
      ['GET', `/api/admin/orders/${order.orderNo}`],
      ['POST', `/api/admin/orders/${order.orderNo}/review`, { note: '看过了' }],
      ['POST', `/api/admin/orders/${order.orderNo}/refunds`, { amountFen: 100, reason: '测试', requestId: randomUUID() }],
    ];
    for (const [method, url, payload] of routes) {
      for (const token of [null, customer.token, buyer.token]) {
        const response = await callApi(app, method, url, token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(errorOf(response).code).toBe('UNAUTHORIZED');
      }
    }
    expect(await app.db.selectFrom('refunds').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('operator_audit_log').selectAll().where('action', 'like', 'order.%').execute()).toEqual([]);
  });
});

describe('order search', () => {
  it('finds orders by number, phone (as typed), learner name or id, status and Shanghai days, newest first, page by page', async () => {
    const { app, clock } = await start();
    const parent = await orderClient(app, { role: 'parent', children: ['王小明', '李%华'] });
    const student = await orderClient(app);
    const [xiaoming, lihua] = parent.learners;
    if (!xiaoming || !lihua) throw new Error('two children expected');

    // 2026-03-02 23:30 and 2026-03-03 00:30 in Shanghai: either side of a Shanghai midnight (15:30 / 16:30 UTC).
    clock.set(Date.UTC(2026, 2, 2, 15, 30));
    const late = await parent.order('junior-30', undefined, xiaoming.id);
    clock.set(Date.UTC(2026, 2, 2, 16, 30));
    const early = await parent.order('junior-30', undefined, lihua.id);
    clock.set(Date.UTC(2026, 2, 3, 2, 0));
    const paid = await paidOrder(app, student);
    // Operator sessions last 12 hours: one logged in now.
    const service = await enrolledOperator(app, clock, 'service');

    const all = await search(app, service.token, '');
    expect(all.orders.map((order) => order.orderNo)).toEqual([paid.orderNo, early.orderNo, late.orderNo]);
    expect(all.nextCursor).toBeNull();
    expect(all.orders[0]).toEqual({
      orderNo: paid.orderNo,
      status: 'PAID',
      amountFen: PAID_FEN,
      refundedFen: 0,
      channel: 'alipay_wap',
      planTitle: paid.planSnapshot.title,
      accountId: student.accountId,
      phone: `${student.phone.slice(0, 3)}****${student.phone.slice(7)}`,
      learnerId: student.learner.id,
      learnerName: student.learner.name,
      createdAt: paid.createdAt,
      paidAt: paid.paidAt,
      paidAfterClose: false,
      review: null,
      extraCharges: [],
    });
    expect(JSON.stringify(all)).not.toContain(student.phone);

    const numbers = async (query: string) => (await search(app, service.token, query)).orders.map((order) => order.orderNo);
    expect(await numbers(`?orderNo=${late.orderNo}`)).toEqual([late.orderNo]);
    const spaced = `+86 ${parent.phone.slice(0, 3)} ${parent.phone.slice(3, 7)}-${parent.phone.slice(7)}`;
    expect(await numbers(`?phone=${encodeURIComponent(spaced)}`)).toEqual([early.orderNo, late.orderNo]);
    expect(await numbers('?phone=13000000000')).toEqual([]);
    expect(await numbers(`?learner=${encodeURIComponent('王小')}`)).toEqual([late.orderNo]);
    // % is a character of the name, not a wildcard.
    expect(await numbers(`?learner=${encodeURIComponent('%')}`)).toEqual([early.orderNo]);
    expect(await numbers(`?learner=${lihua.id}`)).toEqual([early.orderNo]);
    expect(await numbers('?status=PAID')).toEqual([paid.orderNo]);
    expect(await numbers('?status=PENDING&from=2026-03-03')).toEqual([early.orderNo]);
    expect(await numbers('?from=2026-03-02&to=2026-03-02')).toEqual([late.orderNo]);
    expect(await numbers('?to=2026-03-02')).toEqual([late.orderNo]);
    expect(await numbers('?from=2026-03-03&to=2026-03-03')).toEqual([paid.orderNo, early.orderNo]);

    const first = await search(app, service.token, '?limit=2');
    expect(first.orders.map((order) => order.orderNo)).toEqual([paid.orderNo, early.orderNo]);
    const second = await search(app, service.token, `?limit=2&cursor=${first.nextCursor}`);
    expect(second).toEqual({ orders: [expect.objectContaining({ orderNo: late.orderNo })], nextCursor: null });
  });

  it.each([
    ['status=paid', 'VALIDATION_FAILED'],
    ['from=2026-02-30', 'DATE_RANGE_INVALID'],
    ['from=2026-3-1', 'VALIDATION_FAILED'],
    ['from=2026-03-05&to=2026-03-04', 'DATE_RANGE_INVALID'],
    ['phone=1234', 'INVALID_PHONE'],
    ['orderNo=BX-1', 'VALIDATION_FAILED'],
    ['paidAfterClose=yes', 'VALIDATION_FAILED'],
    ['limit=0', 'VALIDATION_FAILED'],
    ['limit=101', 'VALIDATION_FAILED'],
    ['cursor=bm90LWEtY3Vyc29y', 'VALIDATION_FAILED'],
  ])('refuses ?%s with 400 %s', async (query, code) => {
    const { app, service } = await start();
    const response = await callApi(app, 'GET', `/api/admin/orders?${query}`, service.token);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).code).toBe(code);
  });
});

describe('order detail and its timeline', () => {
  it('shows the account masked, the learner and every step oldest first: created, pay attempt, notification with its result, paid', async () => {
    const testApp = await start();
    const { app, service } = testApp;
    const buyer = await orderClient(app);
    const order = await paidOrder(app, buyer);

    const shown = await detail(app, service.token, order.orderNo);
    expect(shown.order).toMatchObject({ orderNo: order.orderNo, status: 'PAID', refundedFen: 0 });
    expect(shown.account).toMatchObject({
      id: buyer.accountId,
      phone: `${buyer.phone.slice(0, 3)}****${buyer.phone.slice(7)}`,
      role: 'student',
    });
    expect(shown.learner).toEqual(order.learner);
    expect(shown).toMatchObject({ refundableFen: PAID_FEN, refunds: [], review: null });
    expect(shown.timeline.map((event) => event.type)).toEqual(['created', 'pay_started', 'notification_received', 'paid']);
    expect(shown.timeline[2]?.detail).toMatchObject({ provider: 'alipay', kind: 'payment', outcome: 'applied', amountFen: PAID_FEN });
    expect(shown.timeline[3]?.detail).toMatchObject({ source: 'notification', afterClose: false });
    expect(JSON.stringify(shown)).not.toContain(buyer.phone);

    const missing = await callApi(app, 'GET', '/api/admin/orders/BX0000000000000000000000', service.token);
    expect([missing.statusCode, errorOf(missing).code]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect((await callApi(app, 'GET', '/api/admin/orders/not-an-order', service.token)).statusCode).toBe(404);
  });

  it('records every notification with its verification result — applied once, replayed, bad signature, amount mismatch — and the payment once', async () => {
    const testApp = await start();
    const { app, service } = testApp;
    const buyer = await orderClient(app);
    const order = await buyer.order();
    await startPayment(app, buyer.headers, order.orderNo, 'alipay_wap');
    const outTradeNo = await attemptOutTradeNo(app, order.orderNo, 'alipay');
    const genuine = signedAlipayNotification(testApp, outTradeNo, PAID_FEN, '2026030222001000000000000001');

    const damaged = { ...genuine, sign: `${genuine.sign?.slice(0, -8)}AAAAAAA=` };
    expect((await postAlipayNotification(app, damaged)).statusCode).toBe(401);
    const short = signedAlipayNotification(testApp, outTradeNo, PAID_FEN - 1, '2026030222001000000000000002');
    expect((await postAlipayNotification(app, short)).statusCode).toBe(400);
    expect((await postAlipayNotification(app, genuine)).body).toBe('success');
    expect((await postAlipayNotification(app, genuine)).body).toBe('success');

    const { timeline } = await detail(app, service.token, order.orderNo);
    expect(timeline.map((event) => [event.type, event.detail.outcome])).toEqual([
      ['created', undefined],
      ['pay_started', undefined],
      ['notification_received', 'bad_signature'],
      ['notification_received', 'amount_mismatch'],
      ['payment_rejected', undefined],
      ['notification_received', 'applied'],
      ['paid', undefined],
      ['notification_received', 'ignored'],
    ]);
    expect(timeline[3]?.detail).toMatchObject({
      provider: 'alipay',
      kind: 'payment',
      outTradeNo,
      amountFen: PAID_FEN - 1,
      expectedFen: PAID_FEN,
    });
    // Nothing of the notification's body or signature is kept.
    expect(JSON.stringify(timeline)).not.toContain(genuine.sign);
    expect(await storedOrder(app, order.orderNo)).toMatchObject({
      status: 'PAID',
      provider_transaction_id: 'alipay:2026030222001000000000000001',
    });
  });

  it('shows what the jobs did: reconciliation asking the provider (a finding once), expiry closing at the provider and here', async () => {
    const { app, clock, service } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order();
    await startPayment(app, buyer.headers, order.orderNo, 'wechat_h5');
    const outTradeNo = await attemptOutTradeNo(app, order.orderNo, 'wechatpay');

    await app.payments.reconcilePending();
    await app.payments.reconcilePending();
    clock.advance(16 * 60 * 1000);
    expect(await app.payments.expireOverdue()).toBe(1);

    const { timeline, order: shown } = await detail(app, service.token, order.orderNo);
    expect(shown.status).toBe('CLOSED');
    expect(timeline.map((event) => [event.type, event.detail])).toEqual([
      ['created', expect.anything()],
      ['pay_started', { channel: 'wechat_h5', outTradeNo }],
      ['provider_queried', { provider: 'wechatpay', outTradeNo, by: 'reconciliation', found: 'pending' }],
      ['provider_closed', { provider: 'wechatpay', outTradeNo, reason: 'expired' }],
      ['closed', { reason: 'expired' }],
    ]);
    expect(timeline.map((event) => event.at)).toEqual([...timeline.map((event) => event.at)].sort());
  });
});

describe('the paidAfterClose review queue', () => {
  async function paidAfterClose(
    testApp: TestApp & { clock: ReturnType<typeof createTestClock> },
    buyer: OrderClient,
    tradeNo: string,
  ): Promise<Order> {
    const order = await buyer.order();
    await startPayment(testApp.app, buyer.headers, order.orderNo, 'alipay_wap');
    const outTradeNo = await attemptOutTradeNo(testApp.app, order.orderNo, 'alipay');
    testApp.clock.advance(16 * 60 * 1000);
    await testApp.app.payments.expireOverdue();
    expect((await postAlipayNotification(testApp.app, signedAlipayNotification(testApp, outTradeNo, PAID_FEN, tradeNo))).body).toBe(
      'success',
    );
    return order;
  }

  it('lists orders paid after they closed until reviewed; a review is kept once, with who, when and the note, and audited', async () => {
    const testApp = await start();
    const { app, clock, service, admin } = testApp;
    const buyer = await orderClient(app);
    const normal = await paidOrder(app, buyer);
    const first = await paidAfterClose(testApp, buyer, '2026030222001000000000000011');
    const second = await paidAfterClose(testApp, buyer, '2026030222001000000000000012');

    const queue = await search(app, service.token, '?paidAfterClose=true');
    expect(queue.orders.map((order) => [order.orderNo, order.paidAfterClose, order.review])).toEqual([
      [second.orderNo, true, null],
      [first.orderNo, true, null],
    ]);

    const reviewed = await callApi(app, 'POST', `/api/admin/orders/${first.orderNo}/review`, service.token, {
      note: '  已联系家长，全额退款  ',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const review = orderReviewSchema.parse(reviewed.json());
    expect(review).toEqual({
      reviewedAt: new Date(clock.now()).toISOString(),
      reviewedBy: service.id,
      reviewerName: service.name,
      note: '已联系家长，全额退款',
    });

    expect((await search(app, service.token, '?paidAfterClose=true')).orders.map((order) => order.orderNo)).toEqual([second.orderNo]);
    expect((await search(app, admin.token, '?paidAfterClose=true&reviewed=true')).orders).toEqual([
      expect.objectContaining({ orderNo: first.orderNo, review }),
    ]);
    expect((await search(app, admin.token, '?paidAfterClose=true&reviewed=all')).orders).toHaveLength(2);
    expect((await search(app, admin.token, '?paidAfterClose=false')).orders.map((order) => order.orderNo)).toEqual([normal.orderNo]);
    const shown = await detail(app, admin.token, first.orderNo);
    expect(shown.review).toEqual(review);
    expect(shown.timeline.at(-1)).toMatchObject({ type: 'reviewed', detail: { operatorId: service.id, note: '已联系家长，全额退款' } });

    const again = await callApi(app, 'POST', `/api/admin/orders/${first.orderNo}/review`, admin.token, { note: '再看一次' });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'ORDER_ALREADY_REVIEWED']);
    const notFlagged = await callApi(app, 'POST', `/api/admin/orders/${normal.orderNo}/review`, admin.token, { note: '看看' });
    expect([notFlagged.statusCode, errorOf(notFlagged).code]).toEqual([409, 'ORDER_NOT_FLAGGED']);
    const blank = await callApi(app, 'POST', `/api/admin/orders/${second.orderNo}/review`, admin.token, { note: '   ' });
    expect(blank.statusCode).toBe(400);
    const unknown = await callApi(app, 'POST', '/api/admin/orders/BX0000000000000000000000/review', admin.token, { note: '看看' });
    expect(unknown.statusCode).toBe(404);

    expect(
      (await auditRows(app, 'order.review')).map((row) => [row.operator_id, row.target_id, JSON.parse(row.after ?? '{}').note]),
    ).toEqual([[service.id, first.orderNo, '已联系家长，全额退款']]);
  });
});

describe('refunds by operators', () => {
  it('lets a service operator refund up to the limit, not above; an admin refunds the rest; each refund audited once', async () => {
    const { app, clock, service, admin } = await start();
    const buyer = await orderClient(app);
    const order = await paidOrder(app, buyer);
    const url = `/api/admin/orders/${order.orderNo}/refunds`;

    const above = await callApi(app, 'POST', url, service.token, {
      amountFen: LIMIT_FEN + 1,
      reason: '课程不合适',
      requestId: randomUUID(),
    });
    expect([above.statusCode, errorOf(above).code]).toEqual([403, 'REFUND_LIMIT_EXCEEDED']);
    expect(errorOf(above).message).toContain('¥100.00');
    expect(await app.db.selectFrom('refunds').selectAll().execute()).toEqual([]);

    const requestId = randomUUID();
    const first = await callApi(app, 'POST', url, service.token, { amountFen: LIMIT_FEN, reason: '课程不合适', requestId });
    expect(first.statusCode, first.body).toBe(201);
    const given = adminRefundResultSchema.parse(first.json());
    expect(given.refund).toMatchObject({
      orderNo: order.orderNo,
      amountFen: LIMIT_FEN,
      status: 'SUCCEEDED',
      requestedBy: service.id,
      reason: '课程不合适',
    });
    expect(given.order).toMatchObject({ status: 'PAID', refundedFen: LIMIT_FEN });

    // The same request again (a double click, a retry): the same refund, no second one, no second audit entry.
    const repeat = await callApi(app, 'POST', url, service.token, { amountFen: LIMIT_FEN, reason: '课程不合适', requestId });
    expect(repeat.statusCode).toBe(200);
    expect(adminRefundResultSchema.parse(repeat.json()).refund.refundId).toBe(given.refund.refundId);
    const reused = await callApi(app, 'POST', url, service.token, { amountFen: LIMIT_FEN - 1, reason: '课程不合适', requestId });
    expect([reused.statusCode, errorOf(reused).code]).toEqual([409, 'REFUND_REQUEST_REUSED']);

    const over = await callApi(app, 'POST', url, admin.token, {
      amountFen: PAID_FEN - LIMIT_FEN + 1,
      reason: '全部退款',
      requestId: randomUUID(),
    });
    expect([over.statusCode, errorOf(over).code]).toEqual([409, 'REFUND_AMOUNT_EXCEEDED']);
    clock.advance(60_000);
    const rest = await callApi(app, 'POST', url, admin.token, {
      amountFen: PAID_FEN - LIMIT_FEN,
      reason: '全部退款',
      requestId: randomUUID(),
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(adminRefundResultSchema.parse(rest.json()).order).toMatchObject({ status: 'REFUNDED', refundedFen: PAID_FEN });
    const more = await callApi(app, 'POST', url, admin.token, { amountFen: 1, reason: '再退', requestId: randomUUID() });
    expect([more.statusCode, errorOf(more).code]).toEqual([409, 'REFUND_NOT_ALLOWED']);

    expect(
      await app.db.selectFrom('refunds').select('amount_fen').where('order_no', '=', order.orderNo).orderBy('created_at').execute(),
    ).toHaveLength(2);
    expect(await auditedChanges(app, 'order.refund')).toEqual([
      [
        service.id,
        'order',
        order.orderNo,
        { status: 'PAID', refundedFen: 0 },
        expect.objectContaining({ status: 'PAID', refundedFen: LIMIT_FEN, amountFen: LIMIT_FEN, refundStatus: 'SUCCEEDED' }),
      ],
      [
        admin.id,
        'order',
        order.orderNo,
        { status: 'PAID', refundedFen: LIMIT_FEN },
        expect.objectContaining({ status: 'REFUNDED', refundedFen: PAID_FEN, refundStatus: 'SUCCEEDED' }),
      ],
    ]);

    const shown = await detail(app, service.token, order.orderNo);
    expect(shown).toMatchObject({ refundableFen: 0, order: { status: 'REFUNDED' } });
    expect(shown.refunds.map((refund) => refund.amountFen)).toEqual([LIMIT_FEN, PAID_FEN - LIMIT_FEN]);
    expect((await buyer.listed()).orders.find((listed) => listed.orderNo === order.orderNo)).toMatchObject({ status: 'REFUNDED' });
  });

  const refundBy = (app: FastifyInstance, token: string, orderNo: string, amountFen: number) =>
    callApi(app, 'POST', `/api/admin/orders/${orderNo}/refunds`, token, { amountFen, reason: '课程不合适', requestId: randomUUID() });
  const refundsOf = (app: FastifyInstance, orderNo: string) =>
    app.db.selectFrom('refunds').select(['amount_fen', 'requested_by']).where('order_no', '=', orderNo).orderBy('created_at').execute();

  it('holds a service operator to the order’s total, not each refund: split refunds stop at the limit (decision 029)', async () => {
    const { app, service } = await start();
    const buyer = await orderClient(app);
    const order = await paidOrder(app, buyer);

    expect((await detail(app, service.token, order.orderNo)).refundLimit).toEqual({
      perOrderFen: LIMIT_FEN,
      orderLeftFen: LIMIT_FEN,
      perDayFen: DAILY_LIMIT_FEN,
      dayLeftFen: DAILY_LIMIT_FEN,
    });
    expect((await refundBy(app, service.token, order.orderNo, 6000)).statusCode).toBe(201);
    // The second half of a refund the limit refused as a whole: refused, saying how much is left.
    const second = await refundBy(app, service.token, order.orderNo, 5000);
    expect([second.statusCode, errorOf(second).code, errorOf(second).field]).toEqual([403, 'REFUND_LIMIT_EXCEEDED', 'amountFen']);
    expect(errorOf(second).message).toBe('超出你的退款权限：每笔订单的退款累计最多 ¥100.00，这笔订单还可由你退 ¥40.00；更多请联系管理员');
    expect((await detail(app, service.token, order.orderNo)).refundLimit).toMatchObject({
      orderLeftFen: 4000,
      dayLeftFen: DAILY_LIMIT_FEN - 6000,
    });

    expect((await refundBy(app, service.token, order.orderNo, 4000)).statusCode).toBe(201);
    const more = await refundBy(app, service.token, order.orderNo, 1);
    expect([more.statusCode, errorOf(more).message]).toEqual([403, expect.stringContaining('这笔订单已不能再由你退款')]);
    expect((await refundsOf(app, order.orderNo)).map((row) => row.amount_fen)).toEqual([6000, 4000]);
  });

  it('counts everyone’s refunds of the order, an admin’s too, against a service operator’s limit; an admin has none', async () => {
    const { app, service, admin } = await start();
    const buyer = await orderClient(app);
    const order = await paidOrder(app, buyer);

    expect((await refundBy(app, admin.token, order.orderNo, 8000)).statusCode).toBe(201);
    const service1 = await refundBy(app, service.token, order.orderNo, 3000);
    expect([service1.statusCode, errorOf(service1).message]).toEqual([403, expect.stringContaining('这笔订单还可由你退 ¥20.00')]);
    expect((await refundBy(app, service.token, order.orderNo, 2000)).statusCode).toBe(201);
    // The admin refunds the rest, beyond both of the service role's limits.
    expect((await detail(app, admin.token, order.orderNo)).refundLimit).toBeNull();
    const rest = await refundBy(app, admin.token, order.orderNo, PAID_FEN - 10000);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(adminRefundResultSchema.parse(rest.json()).order).toMatchObject({ status: 'REFUNDED', refundedFen: PAID_FEN });
    const other = await paidOrder(app, buyer);
    expect((await refundBy(app, admin.token, other.orderNo, PAID_FEN)).statusCode).toBe(201);
  });

  it('holds a service operator to a daily total across orders, by the Shanghai day; the next day starts afresh', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    // 2026-03-02 23:30 in Shanghai; operator sessions last 12 hours: one logged in now.
    clock.set(Date.UTC(2026, 2, 2, 15, 30));
    const service = await enrolledOperator(app, clock, 'service');
    const colleague = await enrolledOperator(app, clock, 'service');
    const [first, second, third] = [await paidOrder(app, buyer), await paidOrder(app, buyer), await paidOrder(app, buyer)];
    if (!first || !second || !third) throw new Error('three orders expected');

    expect((await refundBy(app, service.token, first.orderNo, LIMIT_FEN)).statusCode).toBe(201);
    expect((await refundBy(app, service.token, second.orderNo, LIMIT_FEN)).statusCode).toBe(201);
    const over = await refundBy(app, service.token, third.orderNo, 6000);
    expect([over.statusCode, errorOf(over).code]).toEqual([403, 'REFUND_LIMIT_EXCEEDED']);
    expect(errorOf(over).message).toBe('超出你的退款权限：你每天的退款累计最多 ¥250.00，你今天还可退 ¥50.00；更多请联系管理员');
    expect((await detail(app, service.token, third.orderNo)).refundLimit).toMatchObject({ orderLeftFen: LIMIT_FEN, dayLeftFen: 5000 });
    // Another service operator has a day of their own.
    expect((await refundBy(app, colleague.token, third.orderNo, 6000)).statusCode).toBe(201);
    expect((await refundBy(app, service.token, third.orderNo, 5000)).statusCode).toBe(403);
    expect((await refundBy(app, service.token, third.orderNo, 4000)).statusCode).toBe(201);

    // 00:30 the next day in Shanghai: a new day's total.
    clock.set(Date.UTC(2026, 2, 2, 16, 30));
    const fourth = await paidOrder(app, buyer);
    expect((await detail(app, service.token, fourth.orderNo)).refundLimit).toMatchObject({ dayLeftFen: DAILY_LIMIT_FEN });
    expect((await refundBy(app, service.token, fourth.orderNo, LIMIT_FEN)).statusCode).toBe(201);
  });

  it('lets no two refunds sent at once by a service operator pass together beyond the order’s or the day’s limit', async () => {
    const { app, service } = await start();
    const buyer = await orderClient(app);
    const orders = [await paidOrder(app, buyer), await paidOrder(app, buyer), await paidOrder(app, buyer), await paidOrder(app, buyer)];
    const [a, b, c, d] = orders.map((order) => order.orderNo);
    if (!a || !b || !c || !d) throw new Error('four orders expected');

    // One order, two refunds of ¥60 at once: one passes, the other is over the order's ¥100.
    for (const orderNo of [a, b]) {
      const answers = await Promise.all([refundBy(app, service.token, orderNo, 6000), refundBy(app, service.token, orderNo, 6000)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
      expect((await refundsOf(app, orderNo)).map((row) => row.amount_fen)).toEqual([6000]);
    }
    // ¥120 used today; two refunds of ¥100 on two orders at once: only one fits in the day's ¥250.
    const answers = await Promise.all([refundBy(app, service.token, c, LIMIT_FEN), refundBy(app, service.token, d, LIMIT_FEN)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    const given = await app.db
      .selectFrom('refunds')
      .select((eb) => eb.fn.sum<number | string>('amount_fen').as('total'))
      .where('requested_by', '=', service.id)
      .executeTakeFirstOrThrow();
    expect(Number(given.total)).toBe(12000 + LIMIT_FEN);
  });

  it.each([
    [{ amountFen: 0, reason: '退款', requestId: 'abcdefgh-1' }, 'amountFen'],
    [{ amountFen: 1.5, reason: '退款', requestId: 'abcdefgh-1' }, 'amountFen'],
    [{ amountFen: 100, reason: '  ', requestId: 'abcdefgh-1' }, 'reason'],
    [{ amountFen: 100, reason: '退款', requestId: 'short' }, 'requestId'],
    [{ amountFen: 100, reason: '退款' }, 'requestId'],
  ])('refuses a malformed refund with 400 (%j)', async (body, field) => {
    const { app, admin } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order();
    const response = await callApi(app, 'POST', `/api/admin/orders/${order.orderNo}/refunds`, admin.token, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('refuses a refund of an unpaid or unknown order', async () => {
    const { app, admin } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order();
    const pending = await callApi(app, 'POST', `/api/admin/orders/${order.orderNo}/refunds`, admin.token, {
      amountFen: 100,
      reason: '退款',
      requestId: randomUUID(),
    });
    expect([pending.statusCode, errorOf(pending).code]).toEqual([409, 'REFUND_NOT_ALLOWED']);
    const unknown = await callApi(app, 'POST', '/api/admin/orders/BX0000000000000000000000/refunds', admin.token, {
      amountFen: 100,
      reason: '退款',
      requestId: randomUUID(),
    });
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'ORDER_NOT_FOUND']);
  });
});
