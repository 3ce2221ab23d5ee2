import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, errorMessages } from '../../src/contract/errors.ts';
import { type Order, orderSchema } from '../../src/contract/orders.ts';
import { errorOf } from './helpers/auth.ts';
import { newKey, type OrderClient, orderClient, orderEvents, storedOrders } from './helpers/orders.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';
import { createTestClock, type TestClock } from './helpers/test-clock.ts';

const MINUTE = 60 * 1000;
const ORDER_NOT_FOUND = { error: { code: 'ORDER_NOT_FOUND', message: errorMessages.ORDER_NOT_FOUND } };

const startApp = closingAfterEachTest();

async function start(): Promise<{ app: FastifyInstance; clock: TestClock }> {
  const clock = createTestClock();
  const testApp = await startApp({}, { clock });
  return { app: testApp.app, clock };
}

/** Orders made one minute apart, returned oldest first. */
async function ordersOverTime(buyer: OrderClient, clock: TestClock, plans: string[]): Promise<Order[]> {
  const made: Order[] = [];
  for (const plan of plans) {
    clock.advance(MINUTE);
    made.push(await buyer.order(plan));
  }
  return made;
}

/** Follows nextCursor from the first page to the last, returning every page. */
async function allPages(buyer: OrderClient, query: string): Promise<Order[][]> {
  const pages: Order[][] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const page = await buyer.listed(`?${query}${suffix}`);
    pages.push(page.orders);
    cursor = page.nextCursor;
    if (pages.length > 20) throw new Error('the cursor never ends');
  } while (cursor !== null);
  return pages;
}

describe('GET /api/orders/:orderNo', () => {
  it('answers 200 with the account’s order', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order('primary-120');

    const response = await buyer.get(order.orderNo);

    expect(response.statusCode).toBe(200);
    expect(orderSchema.parse(response.json())).toEqual(order);
  });

  it('answers 404 ORDER_NOT_FOUND for another account’s order, the same as for one that does not exist, revealing nothing', async () => {
    const { app } = await start();
    const owner = await orderClient(app, { role: 'parent', children: ['秘密的名字'] });
    const stranger = await orderClient(app);
    const order = await owner.order('senior-365');

    const foreign = await stranger.get(order.orderNo);
    const missing = await stranger.get(`${order.orderNo.slice(0, -1)}${order.orderNo.endsWith('0') ? '1' : '0'}`);

    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(ORDER_NOT_FOUND);
    expect([missing.statusCode, missing.json()]).toEqual([404, ORDER_NOT_FOUND]);
    for (const secret of ['秘密的名字', owner.learner.id, String(order.amountFen), order.planSnapshot.title]) {
      expect(foreign.body).not.toContain(secret);
    }
    expect((await owner.get(order.orderNo)).statusCode).toBe(200);
  });

  it.each([['abc'], ['BX-2026-0001'], ['订单号'], ['BX 1234567890'], ['BX2026<script>'], ['a'.repeat(33)], ['a'.repeat(64)]])(
    'answers 404 ORDER_NOT_FOUND for the malformed order number %s (GET and cancel)',
    async (orderNo) => {
      const { app } = await start();
      const buyer = await orderClient(app);
      await buyer.order();

      for (const response of [await buyer.get(orderNo), await buyer.cancel(orderNo)]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toEqual(ORDER_NOT_FOUND);
      }
    },
  );

  // Any malformed order number is simply not one of the account's orders.
  it('answers 404 ORDER_NOT_FOUND for an order number of 65 characters', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);

    const response = await buyer.get('a'.repeat(65));

    expect([response.statusCode, response.json()]).toEqual([404, ORDER_NOT_FOUND]);
  });

  // A path parameter over Fastify's maxParamLength (100) is refused before routing: 414, with the envelope.
  it('answers an order number of 101 characters with 414 and the error envelope, not Fastify’s raw body', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);

    const response = await buyer.get('a'.repeat(101));

    expect(errorEnvelopeSchema.safeParse(response.json()).success, response.body).toBe(true);
    expect(response.statusCode).toBe(414);
  });

  // An undecodable percent-escape is refused before routing, with the envelope too.
  it('answers an undecodable order number (%E0%A4%A) with the error envelope, not Fastify’s raw 400', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);

    const response = await app.inject({ url: '/api/orders/%E0%A4%A', headers: buyer.headers });

    expect(errorEnvelopeSchema.safeParse(response.json()).success, response.body).toBe(true);
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order();

    const response = await app.inject({ url: `/api/orders/${order.orderNo}` });

    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHORIZED');
    expect(response.body).not.toContain(order.orderNo);
  });
});

describe('GET /api/orders', () => {
  it('lists the account’s orders newest first, and an empty list with nextCursor null for an account without orders', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    expect(await buyer.listed()).toEqual({ orders: [], nextCursor: null });
    const made = await ordersOverTime(buyer, clock, ['primary-30', 'junior-120', 'senior-365']);

    const list = await buyer.listed();

    expect(list.nextCursor).toBeNull();
    expect(list.orders).toEqual([...made].reverse());
  });

  it('filters by ?status=PENDING and ?status=CLOSED', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const [a, b, c, d] = await ordersOverTime(buyer, clock, ['primary-30', 'junior-30', 'senior-30', 'junior-365']);
    if (!a || !b || !c || !d) throw new Error('four orders');
    clock.advance(MINUTE);
    expect((await buyer.cancel(b.orderNo)).statusCode).toBe(200);
    expect((await buyer.cancel(d.orderNo)).statusCode).toBe(200);

    const pending = await buyer.listed('?status=PENDING');
    const closed = await buyer.listed('?status=CLOSED');
    const paid = await buyer.listed('?status=PAID');
    const all = await buyer.listed();

    expect(pending.orders.map((order) => order.orderNo)).toEqual([c.orderNo, a.orderNo]);
    expect(pending.orders.every((order) => order.status === 'PENDING')).toBe(true);
    expect(closed.orders.map((order) => order.orderNo)).toEqual([d.orderNo, b.orderNo]);
    expect(closed.orders.every((order) => order.status === 'CLOSED' && order.closedAt !== null)).toBe(true);
    expect(paid).toEqual({ orders: [], nextCursor: null });
    expect(all.orders.map((order) => order.orderNo)).toEqual([d.orderNo, c.orderNo, b.orderNo, a.orderNo]);
  });

  it('pages with limit and cursor: every order exactly once, newest first, nextCursor null on the last page', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const made = await ordersOverTime(buyer, clock, ['primary-30', 'primary-120', 'primary-365', 'junior-30']);
    // Three more made within the same millisecond, split by a page boundary: the order number breaks the tie, and
    // no page may lose or repeat one of them.
    clock.advance(MINUTE);
    for (const plan of ['senior-30', 'senior-120', 'senior-365']) made.push(await buyer.order(plan));

    const pages = await allPages(buyer, 'limit=2');

    expect(pages.map((page) => page.length)).toEqual([2, 2, 2, 1]);
    const listed = pages.flat().map((order) => order.orderNo);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(made.map((order) => order.orderNo).sort());
    expect(listed.slice(3)).toEqual([...made.slice(0, 4)].reverse().map((order) => order.orderNo));
    const times = pages.flat().map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const whole = await buyer.listed('?limit=7');
    expect(whole.nextCursor).toBeNull();
    expect(whole.orders.map((order) => order.orderNo)).toEqual(listed);
  });

  it('pages within a status filter', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const made = await ordersOverTime(buyer, clock, ['primary-30', 'primary-120', 'primary-365', 'junior-30', 'junior-120']);
    for (const order of [made[0], made[2], made[4]]) expect((await buyer.cancel(order?.orderNo ?? '')).statusCode).toBe(200);

    const pages = await allPages(buyer, 'status=CLOSED&limit=2');

    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(pages.flat().map((order) => order.orderNo)).toEqual([made[4], made[2], made[0]].map((order) => order?.orderNo));
  });

  it('answers nextCursor null when the last page is exactly full', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    await ordersOverTime(buyer, clock, ['primary-30', 'primary-120', 'primary-365', 'junior-30']);

    const pages = await allPages(buyer, 'limit=2');

    expect(pages.map((page) => page.length)).toEqual([2, 2]);
  });

  it('pages 20 orders by default and takes limit=50', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    for (let index = 0; index < 21; index += 1) {
      clock.advance(1000);
      await buyer.order();
    }

    const first = await buyer.listed();
    expect(first.orders).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const rest = await buyer.listed(`?cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(rest.orders).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();

    const big = await buyer.listed('?limit=50');
    expect(big.orders).toHaveLength(21);
    expect(big.nextCursor).toBeNull();
  });

  it('never lists another account’s orders', async () => {
    const { app, clock } = await start();
    const mine = await orderClient(app);
    const theirs = await orderClient(app, { role: 'parent', children: ['别人家的孩子'] });
    const [own] = await ordersOverTime(mine, clock, ['junior-30']);
    await ordersOverTime(theirs, clock, ['junior-30', 'senior-30', 'primary-30']);

    const list = await mine.listed();
    const closed = await mine.listed('?status=PENDING&limit=50');

    expect(list.orders.map((order) => order.orderNo)).toEqual([own?.orderNo]);
    expect(closed.orders.map((order) => order.orderNo)).toEqual([own?.orderNo]);
    expect(JSON.stringify(list)).not.toContain('别人家的孩子');
    expect((await theirs.listed()).orders).toHaveLength(3);
  });

  it.each([
    ['garbage', 'garbage'],
    ['characters outside base64url', '!!!***'],
    ['a well-encoded cursor with no order number', Buffer.from('1772413200000').toString('base64url')],
    ['a well-encoded cursor with a time that is not a number', Buffer.from('yesterday:BX2026').toString('base64url')],
    ['a cursor of 201 characters', 'a'.repeat(201)],
  ])('refuses %s as cursor with 400', async (_label, cursor) => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    await ordersOverTime(buyer, clock, ['junior-30', 'junior-120']);

    const response = await buyer.list(`?cursor=${encodeURIComponent(cursor)}`);

    expect(response.statusCode, response.body).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'cursor' });
  });

  it.each([['limit=0'], ['limit=51'], ['limit=-1'], ['limit=2.5'], ['limit=ten'], ['status=pending'], ['status=EXPIRED']])(
    'refuses ?%s with 400 VALIDATION_FAILED',
    async (query) => {
      const { app } = await start();
      const buyer = await orderClient(app);
      await buyer.order();

      const response = await buyer.list(`?${query}`);

      expect(response.statusCode, response.body).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', field: query.split('=')[0] });
    },
  );

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const { app } = await start();
    const response = await app.inject({ url: '/api/orders' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHORIZED');
  });
});

describe('POST /api/orders/:orderNo/cancel', () => {
  it('closes a PENDING order: 200 with status CLOSED and closedAt, and GET shows it closed', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order('junior-365');
    clock.advance(3 * MINUTE);
    const cancelledAt = clock.now();

    const response = await buyer.cancel(order.orderNo);

    expect(response.statusCode, response.body).toBe(200);
    const closed = orderSchema.parse(response.json());
    expect(closed).toEqual({ ...order, status: 'CLOSED', closedAt: new Date(cancelledAt).toISOString() });
    expect(orderSchema.parse((await buyer.get(order.orderNo)).json())).toEqual(closed);
  });

  it('refuses to cancel again with 409 ORDER_NOT_CANCELLABLE and changes nothing', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order();
    clock.advance(MINUTE);
    const closed = orderSchema.parse((await buyer.cancel(order.orderNo)).json());
    clock.advance(MINUTE);

    const again = await buyer.cancel(order.orderNo);

    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'ORDER_NOT_CANCELLABLE', message: errorMessages.ORDER_NOT_CANCELLABLE } });
    expect(orderSchema.parse((await buyer.get(order.orderNo)).json())).toEqual(closed);
    expect((await orderEvents(app, order.orderNo)).map((event) => event.type)).toEqual(['created', 'closed']);
  });

  it('closes an order once when cancelled 5 times at once: one 200, the rest 409, one closed event', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order();
    clock.advance(MINUTE);

    const responses = await Promise.all(Array.from({ length: 5 }, () => buyer.cancel(order.orderNo)));

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await orderEvents(app, order.orderNo)).map((event) => event.type)).toEqual(['created', 'closed']);
  });

  it('answers 404 ORDER_NOT_FOUND for another account’s order and leaves it PENDING', async () => {
    const { app } = await start();
    const owner = await orderClient(app);
    const stranger = await orderClient(app);
    const order = await owner.order();

    const response = await stranger.cancel(order.orderNo);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(ORDER_NOT_FOUND);
    expect(orderSchema.parse((await owner.get(order.orderNo)).json())).toEqual(order);
    expect((await orderEvents(app, order.orderNo)).map((event) => event.type)).toEqual(['created']);
  });

  it('answers 404 ORDER_NOT_FOUND for an order number that does not exist, and 401 without a token', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);
    const order = await buyer.order();

    const missing = await buyer.cancel('BX2026030209000012345678');
    const anonymous = await app.inject({ method: 'POST', url: `/api/orders/${order.orderNo}/cancel` });

    expect([missing.statusCode, missing.json()]).toEqual([404, ORDER_NOT_FOUND]);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHORIZED');
    expect(orderSchema.parse((await buyer.get(order.orderNo)).json()).status).toBe('PENDING');
  });
});

describe('order_events', () => {
  it('writes created once per order with its plan, amount and learner; none for a replay; closed on cancel', async () => {
    const { app, clock } = await start();
    const buyer = await orderClient(app);
    const key = newKey();
    const order = await buyer.order('senior-120', key);
    const other = await buyer.order('senior-120');
    await buyer.order('senior-120', key);
    await buyer.order('senior-120', key);
    clock.advance(MINUTE);
    expect((await buyer.cancel(order.orderNo)).statusCode).toBe(200);

    const events = await orderEvents(app, order.orderNo);

    expect(events.map((event) => [event.type, Number(event.created_at)])).toEqual([
      ['created', Date.parse(order.createdAt)],
      ['closed', clock.now()],
    ]);
    expect(JSON.parse(events[0]?.detail ?? '{}')).toEqual({
      planId: 'senior-120',
      amountFen: order.amountFen,
      learnerId: buyer.learner.id,
    });
    expect(JSON.parse(events[1]?.detail ?? '{}')).toEqual({ reason: 'cancelled' });
    expect((await orderEvents(app, other.orderNo)).map((event) => event.type)).toEqual(['created']);
    expect(await storedOrders(app, buyer.accountId)).toHaveLength(2);
  });

  it('writes nothing for a refused creation', async () => {
    const { app } = await start();
    const buyer = await orderClient(app);
    await app.db.updateTable('plans').set({ on_sale: 0 }).where('id', '=', 'junior-30').execute();

    expect((await buyer.create({ planId: 'junior-30', learnerId: buyer.learner.id })).statusCode).toBe(409);
    expect((await buyer.create({ planId: 'nope', learnerId: buyer.learner.id })).statusCode).toBe(404);
    expect((await buyer.create({ planId: 'junior-120', learnerId: buyer.learner.id }, 'short')).statusCode).toBe(400);

    expect(await app.db.selectFrom('order_events').selectAll().execute()).toEqual([]);
  });
});
