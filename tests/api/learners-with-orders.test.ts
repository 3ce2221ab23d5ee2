import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../src/contract/errors.ts';
import { orderSchema } from '../../src/contract/orders.ts';
import { newKey, orderClient, storedOrders } from './helpers/orders.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';

const startApp = closingAfterEachTest();

async function start(): Promise<FastifyInstance> {
  const testApp = await startApp();
  return testApp.app;
}

describe('DELETE /api/me/learners/:id of a child with orders', () => {
  it('answers 409 LEARNER_HAS_ORDERS; the child stays in GET /api/me and its order stays readable', async () => {
    const app = await start();
    const parent = await orderClient(app, { role: 'parent', children: ['大宝', '二宝'] });
    const [elder, younger] = parent.learners;
    if (!elder || !younger) throw new Error('two children');
    const order = await parent.order('primary-30', newKey(), elder.id);

    const response = await parent.removeLearner(elder.id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'LEARNER_HAS_ORDERS', message: errorMessages.LEARNER_HAS_ORDERS } });
    const learners = (await parent.getMe()).learners;
    expect(learners).toHaveLength(2);
    expect(learners).toEqual(expect.arrayContaining([elder, younger]));
    const read = await parent.get(order.orderNo);
    expect(read.statusCode).toBe(200);
    expect(orderSchema.parse(read.json()).learner).toEqual(elder);
  });

  it('still refuses once the order is cancelled (a closed order is still an order)', async () => {
    const app = await start();
    const parent = await orderClient(app, { role: 'parent', children: ['大宝'] });
    const order = await parent.order('junior-30', newKey(), parent.learner.id);
    expect((await parent.cancel(order.orderNo)).statusCode).toBe(200);

    const response = await parent.removeLearner(parent.learner.id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'LEARNER_HAS_ORDERS' } });
    expect((await parent.getMe()).learners).toEqual([parent.learner]);
    expect(await storedOrders(app, parent.accountId)).toHaveLength(1);
  });

  it('still deletes a child without orders (204), while its sibling with an order stays', async () => {
    const app = await start();
    const parent = await orderClient(app, { role: 'parent', children: ['大宝', '二宝'] });
    const [elder, younger] = parent.learners;
    if (!elder || !younger) throw new Error('two children');
    await parent.order('senior-30', newKey(), elder.id);

    const response = await parent.removeLearner(younger.id);

    expect(response.statusCode).toBe(204);
    expect((await parent.getMe()).learners).toEqual([elder]);
  });

  it('does not count another account’s orders: a child whose id nobody else ordered for is deleted', async () => {
    const app = await start();
    const parent = await orderClient(app, { role: 'parent', children: ['大宝'] });
    const other = await orderClient(app);
    await other.order();

    const response = await parent.removeLearner(parent.learner.id);

    expect(response.statusCode).toBe(204);
    expect((await parent.getMe()).learners).toEqual([]);
  });
});
