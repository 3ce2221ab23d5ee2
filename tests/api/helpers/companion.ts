import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { orderClient } from './orders.ts';
import { orderUntil, pressCashier, startPayment } from './payments.ts';

/**
 * A logged-in account whose learner has a running service, bought as a person would: an order paid at the WeChat
 * Pay simulator's cashier. A student of 初二 by default (the student's grade is set with the role).
 */
export async function learnerWithService(
  app: FastifyInstance,
  options: { role?: 'student' | 'parent'; children?: string[]; grade?: string; planId?: string } = {},
) {
  const client = await orderClient(app, options);
  if ((options.role ?? 'student') === 'student') {
    const graded = await app.inject({ method: 'PATCH', url: '/api/me', headers: client.headers, payload: { grade: options.grade ?? '初二' } });
    expect(graded.statusCode, graded.body).toBe(200);
  }
  const learners = (await client.getMe()).learners;
  const learner = learners.find((candidate) => candidate.id === client.learner.id) ?? client.learner;
  await buyService(app, client, learner.id, options.planId ?? 'junior-30');
  return { ...client, learner };
}

/** Pays an order for the learner at the simulator's cashier and waits until it is PAID. */
export async function buyService(
  app: FastifyInstance,
  client: Awaited<ReturnType<typeof orderClient>>,
  learnerId: string,
  planId = 'junior-30',
): Promise<void> {
  const order = await client.order(planId, undefined, learnerId);
  const action = await startPayment(app, client.headers, order.orderNo, 'wechat_h5');
  if (action.kind !== 'redirect') throw new Error('expected a redirect to the cashier');
  const paid = await pressCashier(app, action.url, 'pay');
  expect(paid.statusCode).toBeLessThan(400);
  await orderUntil(app, client.headers, order.orderNo, (current) => current.status === 'PAID');
}
