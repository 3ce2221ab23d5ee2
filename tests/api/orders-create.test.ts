import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, errorMessages } from '../../src/contract/errors.ts';
import { ORDER_NO_PATTERN, orderSchema } from '../../src/contract/orders.ts';
import { bearer, errorOf } from './helpers/auth.ts';
import { newKey, orderClient, orderEvents, planById, storedOrders } from './helpers/orders.ts';
import { closingAfterEachTest, listenOnFreePort } from './helpers/test-app.ts';
import { createTestClock, type TestClock } from './helpers/test-clock.ts';

const MINUTE = 60 * 1000;

const startApp = closingAfterEachTest();

async function start(): Promise<{ app: FastifyInstance; clock: TestClock }> {
  const clock = createTestClock();
  const testApp = await startApp({}, { clock });
  return { app: testApp.app, clock };
}

describe('POST /api/orders', () => {
  it('answers 201 with a PENDING order priced from the plan, its snapshot, the learner and a 15-minute window', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const plan = await planById(app, 'senior-120');
    const createdAt = clock.now();

    const response = await buyer.create({ planId: 'senior-120', learnerId: buyer.learner.id });

    expect(response.statusCode, response.body).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order.orderNo).toMatch(/^[A-Za-z0-9]{6,32}$/);
    expect(order).toEqual({
      orderNo: order.orderNo,
      status: 'PENDING',
      amountFen: plan.priceFen,
      planSnapshot: { planId: 'senior-120', title: plan.title, stage: 'senior', durationDays: 120, priceFen: plan.priceFen },
      learner: buyer.learner,
      channel: null,
      createdAt: new Date(createdAt).toISOString(),
      expiresAt: new Date(createdAt + 15 * MINUTE).toISOString(),
      paidAt: null,
      closedAt: null,
      paidAfterClose: false,
      serviceEndsAt: null,
      refundedFen: 0,
      extraCharges: [],
    });
    expect(plan.priceFen).toBeGreaterThan(0);
    const rows = await storedOrders(app, buyer.accountId);
    expect(rows.map((row) => [row.order_no, row.amount_fen, row.status])).toEqual([[order.orderNo, plan.priceFen, 'PENDING']]);
  });

  it('orders for a parent’s child, and the same order is read back from GET /api/orders/:orderNo', async () => {
    const { app } = await start();
    const parent = await orderClient(app, { role: 'parent', children: ['大宝', '二宝'] });
    const second = parent.learners[1];
    if (!second) throw new Error('two children');

    const order = await parent.order('primary-365', newKey(), second.id);

    expect(order.learner).toEqual({ id: second.id, name: '二宝', grade: '初二', isSelf: false });
    const read = await parent.get(order.orderNo);
    expect(read.statusCode).toBe(200);
    expect(orderSchema.parse(read.json())).toEqual(order);
  });

  it.each([
    ['amountFen', { amountFen: 1 }],
    ['priceFen', { priceFen: 1 }],
    ['amountFen, priceFen and a planSnapshot', { amountFen: 1, priceFen: 1, planSnapshot: { priceFen: 1 } }],
  ])('ignores a price the client sends (%s): the order costs what the plan costs', async (_label, extra) => {
    const { app } = await start();
    const buyer = await orderClient(app);
    const plan = await planById(app, 'junior-365');

    const response = await buyer.create({ planId: 'junior-365', learnerId: buyer.learner.id, ...extra });

    expect(response.statusCode, response.body).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order.amountFen).toBe(plan.priceFen);
    expect(order.planSnapshot.priceFen).toBe(plan.priceFen);
    expect(plan.priceFen).not.toBe(1);
    const [row] = await storedOrders(app, buyer.accountId);
    expect(row?.amount_fen).toBe(plan.priceFen);
  });

  it.each([
    ['no Idempotency-Key', null],
    ['an empty one', ''],
    ['one of 7 characters', 'abcdefg'],
    ['one with spaces', 'abc def ghi jkl'],
    ['one of 65 characters', 'a'.repeat(65)],
    ['one with other characters', 'order#1234567'],
  ])('refuses %s with 400 IDEMPOTENCY_KEY_REQUIRED and stores nothing', async (_label, key) => {
    const { app } = await start();
    const buyer = await orderClient(app);

    const response = await buyer.create({ planId: 'junior-30', learnerId: buyer.learner.id }, key);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED', message: errorMessages.IDEMPOTENCY_KEY_REQUIRED });
    expect(await storedOrders(app)).toEqual([]);
  });

  it('accepts keys of 8 and of 64 characters of letters, digits, - and _', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);
    for (const key of ['abcd-_12', `${'Z9_-'.repeat(16)}`]) {
      const response = await buyer.create({ planId: 'junior-30', learnerId: buyer.learner.id }, key);
      expect(response.statusCode, key).toBe(201);
    }
    expect(await storedOrders(app, buyer.accountId)).toHaveLength(2);
  });

  it('returns the same order for the same key, stores one row and writes one created event', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const key = newKey();
    const first = await buyer.order('junior-30', key);

    clock.advance(2 * MINUTE);
    const again = await buyer.create({ planId: 'junior-30', learnerId: buyer.learner.id }, key);

    expect(again.statusCode, again.body).toBe(201);
    expect(orderSchema.parse(again.json())).toEqual(first);
    expect(await storedOrders(app, buyer.accountId)).toHaveLength(1);
    expect((await orderEvents(app, first.orderNo)).map((event) => event.type)).toEqual(['created']);
  });

  it('still returns the order for its key after the plan went off sale (the key names one intent, already done)', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);
    const key = newKey();
    const first = await buyer.order('junior-30', key);
    await app.db.updateTable('plans').set({ on_sale: 0 }).where('id', '=', 'junior-30').execute();

    const again = await buyer.create({ planId: 'junior-30', learnerId: buyer.learner.id }, key);

    expect(again.statusCode).toBe(201);
    expect(orderSchema.parse(again.json()).orderNo).toBe(first.orderNo);
  });

  it('refuses the same key for another plan or another learner with 409 IDEMPOTENCY_KEY_REUSED and stores nothing more', async () => {
    const { app } = await start();
    const parent = await orderClient(app, { role: 'parent', children: ['大宝', '二宝'] });
    const [elder, younger] = parent.learners;
    if (!elder || !younger) throw new Error('two children');
    const key = newKey();
    const first = await parent.order('junior-30', key, elder.id);

    const otherPlan = await parent.create({ planId: 'junior-120', learnerId: elder.id }, key);
    const otherLearner = await parent.create({ planId: 'junior-30', learnerId: younger.id }, key);

    for (const response of [otherPlan, otherLearner]) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: errorMessages.IDEMPOTENCY_KEY_REUSED });
      expect(response.body).not.toContain(first.orderNo);
    }
    const rows = await storedOrders(app, parent.accountId);
    expect(rows.map((row) => [row.order_no, row.plan_id, row.learner_id])).toEqual([[first.orderNo, 'junior-30', elder.id]]);
  });

  it('makes one order of 10 requests sent at once with one key: every answer carries the same orderNo', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);
    const key = newKey();

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => buyer.create({ planId: 'senior-30', learnerId: buyer.learner.id }, key)),
    );

    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const orderNos = new Set(responses.map((response) => orderSchema.parse(response.json()).orderNo));
    expect(orderNos.size).toBe(1);
    const rows = await storedOrders(app, buyer.accountId);
    expect(rows.map((row) => row.order_no)).toEqual([...orderNos]);
    expect((await orderEvents(app, rows[0]?.order_no ?? '')).map((event) => event.type)).toEqual(['created']);
  });

  it('makes different orders for different keys, even sent at once', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => buyer.create({ planId: 'senior-30', learnerId: buyer.learner.id }, newKey())),
    );

    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const orderNos = responses.map((response) => orderSchema.parse(response.json()).orderNo);
    expect(new Set(orderNos).size).toBe(5);
    const rows = await storedOrders(app, buyer.accountId);
    expect(rows.map((row) => row.order_no).sort()).toEqual([...orderNos].sort());
    for (const orderNo of orderNos) expect((await orderEvents(app, orderNo)).map((event) => event.type)).toEqual(['created']);
  });

  it('lets two accounts use the same key, each getting an order of its own', async () => {
    const { app } = await start();
    const first = await orderClient(app);
    const second = await orderClient(app);
    const key = newKey();

    const a = await first.order('junior-30', key);
    const b = await second.order('junior-30', key);

    expect(a.orderNo).not.toBe(b.orderNo);
    expect(b.learner).toEqual(second.learner);
  });

  it('refuses an off-sale plan with 409 PLAN_OFF_SALE and stores nothing', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);
    await app.db.updateTable('plans').set({ on_sale: 0 }).where('id', '=', 'primary-120').execute();
    expect((await planById(app, 'primary-120')).onSale).toBe(false);

    const response = await buyer.create({ planId: 'primary-120', learnerId: buyer.learner.id });

    expect(response.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(response.json()).error).toMatchObject({ code: 'PLAN_OFF_SALE', message: errorMessages.PLAN_OFF_SALE });
    expect(await storedOrders(app)).toEqual([]);
  });

  it('refuses an unknown plan with 404 PLAN_NOT_FOUND and stores nothing', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);

    const response = await buyer.create({ planId: 'college-30', learnerId: buyer.learner.id });

    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'PLAN_NOT_FOUND', message: errorMessages.PLAN_NOT_FOUND });
    expect(await storedOrders(app)).toEqual([]);
  });

  it('answers 404 LEARNER_NOT_FOUND for another account’s learner, reveals nothing of it and stores no order', async () => {
    const { app } = await start();
    const owner = await orderClient(app, { role: 'parent', children: ['秘密的名字'] });
    const stranger = await orderClient(app);

    const response = await stranger.create({ planId: 'junior-30', learnerId: owner.learner.id });

    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'LEARNER_NOT_FOUND', message: errorMessages.LEARNER_NOT_FOUND });
    expect(response.body).not.toContain('秘密的名字');
    expect(await storedOrders(app)).toEqual([]);
  });

  it('answers 404 LEARNER_NOT_FOUND for a learner id that does not exist', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);

    const response = await buyer.create({ planId: 'junior-30', learnerId: '0123456789abcdef0123456789abcdef' });

    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('LEARNER_NOT_FOUND');
    expect(await storedOrders(app)).toEqual([]);
  });

  it.each([
    ['no planId', { learnerId: 'x' }],
    ['no learnerId', { planId: 'junior-30' }],
    ['a numeric planId', { planId: 30, learnerId: 'x' }],
  ])('refuses a body with %s with 400 VALIDATION_FAILED', async (_label, body) => {
    const { app } = await start();
    const buyer = await orderClient(app);

    const response = await buyer.create(body);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect(await storedOrders(app)).toEqual([]);
  });

  it('answers 401 UNAUTHORIZED without a token, or with a made-up one, and stores nothing', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);
    const payload = { planId: 'junior-30', learnerId: buyer.learner.id };

    const anonymous = await app.inject({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': newKey() }, payload });
    const forged = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer('x'.repeat(43)), 'idempotency-key': newKey() },
      payload,
    });

    for (const response of [anonymous, forged]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHORIZED');
    }
    expect(await storedOrders(app)).toEqual([]);
  });

  it('creates an order over real HTTP, and the same key over HTTP returns it again', async () => {
    const { app } = await start();
    const baseUrl = await listenOnFreePort(app);
    const buyer = await orderClient(app);
    const plan = await planById(app, 'primary-30');
    const key = newKey();
    const send = () =>
      fetch(`${baseUrl}/api/orders`, {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ planId: 'primary-30', learnerId: buyer.learner.id, amountFen: 1 }),
      });

    const first = await send();
    expect(first.status).toBe(201);
    const order = orderSchema.parse(await first.json());
    expect(order).toMatchObject({ status: 'PENDING', amountFen: plan.priceFen, learner: buyer.learner });
    expect(order.orderNo).toMatch(ORDER_NO_PATTERN);

    const second = await send();
    expect(second.status).toBe(201);
    expect(orderSchema.parse(await second.json()).orderNo).toBe(order.orderNo);
    expect(await storedOrders(app, buyer.accountId)).toHaveLength(1);
  });
});

describe('a price change after the order', () => {
  it('changes neither the amount nor the snapshot of an existing order, but prices the next one anew', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);
    const before = await planById(app, 'junior-120');
    const order = await buyer.order('junior-120');

    const newPrice = before.priceFen + 10_000;
    await app.db.updateTable('plans').set({ price_fen: newPrice, title: '初中AI伴学 · 新季卡' }).where('id', '=', 'junior-120').execute();
    expect((await planById(app, 'junior-120')).priceFen).toBe(newPrice);

    const read = orderSchema.parse((await buyer.get(order.orderNo)).json());
    expect(read.amountFen).toBe(before.priceFen);
    expect(read.planSnapshot).toEqual({
      planId: 'junior-120',
      title: before.title,
      stage: 'junior',
      durationDays: 120,
      priceFen: before.priceFen,
    });
    const listed = await buyer.listed();
    expect(listed.orders.map((listedOrder) => [listedOrder.orderNo, listedOrder.amountFen, listedOrder.planSnapshot.priceFen])).toEqual([
      [order.orderNo, before.priceFen, before.priceFen],
    ]);

    const next = await buyer.order('junior-120');
    expect(next.amountFen).toBe(newPrice);
    expect(next.planSnapshot).toMatchObject({ title: '初中AI伴学 · 新季卡', priceFen: newPrice });
  });
});
