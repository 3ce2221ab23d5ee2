import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type Learner, meSchema } from '../../../src/contract/accounts.ts';
import { planSchema, type Plan } from '../../../src/contract/catalog.ts';
import { type Order, type OrderList, orderListSchema, orderSchema } from '../../../src/contract/orders.ts';
import { bearer, loginAs } from './auth.ts';

/** A fresh, well-formed Idempotency-Key (the client makes one per intent to buy). */
export const newKey = () => `k-${randomBytes(12).toString('hex')}`;

/** A logged-in account that can order: a student (its own learner) or a parent (with the children named). */
export type OrderClient = Awaited<ReturnType<typeof orderClient>>;

export async function orderClient(app: FastifyInstance, options: { role?: 'student' | 'parent'; children?: string[] } = {}) {
  const { token, user, phone } = await loginAs(app);
  const headers = bearer(token);
  const role = options.role ?? 'student';
  const chosen = await app.inject({ method: 'PATCH', url: '/api/me', headers, payload: { role, nickname: '小明' } });
  if (chosen.statusCode !== 200) throw new Error(`PATCH /api/me answered ${chosen.statusCode}: ${chosen.body}`);
  for (const name of options.children ?? []) {
    const added = await app.inject({ method: 'POST', url: '/api/me/learners', headers, payload: { name, grade: '初二' } });
    if (added.statusCode !== 201) throw new Error(`POST /api/me/learners answered ${added.statusCode}: ${added.body}`);
  }
  const getMe = async () => {
    const response = await app.inject({ url: '/api/me', headers });
    expect(response.statusCode).toBe(200);
    return meSchema.parse(response.json());
  };
  // In the order the children were named (GET /api/me sorts children added in one millisecond by id).
  const listed = (await getMe()).learners;
  const learners: Learner[] = options.children?.length
    ? options.children.map((name) => {
        const found = listed.find((learner) => learner.name === name);
        if (!found) throw new Error(`no learner named ${name}`);
        return found;
      })
    : listed;
  const firstLearner = learners[0];
  if (!firstLearner) throw new Error('the account has no learner to order for');

  /** POST /api/orders as the client sends it; `key: null` sends no Idempotency-Key. */
  const create = (body: object, key: string | null = newKey()): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: body,
    });

  return {
    token,
    phone,
    headers,
    accountId: user.id,
    learners,
    learner: firstLearner,
    getMe,
    create,
    /** Creates an order (which must answer 201) and returns it parsed. */
    order: async (planId = 'junior-30', key = newKey(), learnerId = firstLearner.id): Promise<Order> => {
      const response = await create({ planId, learnerId }, key);
      expect(response.statusCode, response.body).toBe(201);
      return orderSchema.parse(response.json());
    },
    get: (orderNo: string) => app.inject({ url: `/api/orders/${encodeURIComponent(orderNo)}`, headers }),
    list: (query = '') => app.inject({ url: `/api/orders${query}`, headers }),
    /** GET /api/orders (which must answer 200), parsed. */
    listed: async (query = ''): Promise<OrderList> => {
      const response = await app.inject({ url: `/api/orders${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return orderListSchema.parse(response.json());
    },
    cancel: (orderNo: string) => app.inject({ method: 'POST', url: `/api/orders/${encodeURIComponent(orderNo)}/cancel`, headers }),
    removeLearner: (id: string) => app.inject({ method: 'DELETE', url: `/api/me/learners/${id}`, headers }),
  };
}

/** GET /api/plans/:id (which must answer 200), parsed: what the client is shown for a plan. */
export async function planById(app: FastifyInstance, id: string): Promise<Plan> {
  const response = await app.inject({ url: `/api/plans/${id}` });
  if (response.statusCode !== 200) throw new Error(`GET /api/plans/${id} answered ${response.statusCode}: ${response.body}`);
  return planSchema.parse(response.json());
}

/** The stored orders rows, all or of one account. */
export async function storedOrders(app: FastifyInstance, accountId?: string) {
  let query = app.db.selectFrom('orders').selectAll();
  if (accountId) query = query.where('account_id', '=', accountId);
  return query.execute();
}

/** The order_events rows of one order, oldest first. */
export async function orderEvents(app: FastifyInstance, orderNo: string) {
  return app.db.selectFrom('order_events').selectAll().where('order_no', '=', orderNo).orderBy('created_at').orderBy('id').execute();
}
