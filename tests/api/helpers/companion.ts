import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  type Answer,
  type AnswerFeedback,
  answerFeedbackSchema,
  type PracticeSet,
  practiceSetSchema,
  type StudyPlan,
  studyPlanSchema,
  type Today,
  todaySchema,
} from '../../../src/contract/companion.ts';
import { orderClient } from './orders.ts';
import { orderUntil, pressCashier, startPayment } from './payments.ts';

export type CompanionClient = Awaited<ReturnType<typeof learnerWithService>>;

/**
 * A logged-in account whose learner has a running service, bought as a person would: an order paid at the WeChat
 * Pay simulator's cashier. A student of 初二 by default; a parent's children are 初二 too.
 */
export async function learnerWithService(
  app: FastifyInstance,
  options: { role?: 'student' | 'parent'; children?: string[]; grade?: string; planId?: string; buy?: boolean } = {},
) {
  const client = await orderClient(app, options);
  if ((options.role ?? 'student') === 'student') {
    const graded = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: client.headers,
      payload: { grade: options.grade ?? '初二' },
    });
    expect(graded.statusCode, graded.body).toBe(200);
  }
  const learners = (await client.getMe()).learners;
  const learner = learners.find((candidate) => candidate.id === client.learner.id) ?? client.learner;
  if (options.buy !== false) await buyService(app, client, learner.id, options.planId ?? 'junior-30');
  const { headers } = client;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    ...client,
    learner,
    call,
    makePlan: async (request: object): Promise<StudyPlan> => {
      const response = await call('POST', '/api/companion/plan', request);
      expect(response.statusCode, response.body).toBe(201);
      return studyPlanSchema.parse(response.json());
    },
    today: async (learnerId?: string): Promise<Today> => {
      const response = await call('GET', `/api/companion/today${learnerId ? `?learnerId=${learnerId}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      return todaySchema.parse(response.json());
    },
    startPractice: async (request: object): Promise<PracticeSet> => {
      const response = await call('POST', '/api/companion/practice', request);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return practiceSetSchema.parse(response.json());
    },
    answer: async (setId: string, exerciseId: string, answer: Answer): Promise<AnswerFeedback> => {
      const response = await call('POST', `/api/companion/practice/${setId}/answers`, { exerciseId, answer });
      expect(response.statusCode, response.body).toBe(200);
      return answerFeedbackSchema.parse(response.json());
    },
  };
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

/** The stored right answer of an exercise, as the learner would send it (read from the database, as a test may). */
export async function rightAnswer(app: FastifyInstance, exerciseId: string): Promise<Answer> {
  const row = await app.db.selectFrom('exercises').select(['kind', 'answer']).where('id', '=', exerciseId).executeTakeFirstOrThrow();
  const answer: unknown = JSON.parse(row.answer);
  switch (row.kind) {
    case 'single':
      return { kind: 'single', choice: answer as number };
    case 'multiple':
      return { kind: 'multiple', choices: answer as number[] };
    case 'fill':
      return { kind: 'fill', text: (answer as string[])[0] ?? '' };
    default:
      return { kind: 'truefalse', value: answer as boolean };
  }
}

/** A wrong answer of the same kind. */
export async function wrongAnswer(app: FastifyInstance, exerciseId: string): Promise<Answer> {
  const right = await rightAnswer(app, exerciseId);
  switch (right.kind) {
    case 'single':
      return { kind: 'single', choice: (right.choice + 1) % 4 };
    case 'multiple':
      return { kind: 'multiple', choices: right.choices.slice(1) };
    case 'fill':
      return { kind: 'fill', text: '不知道' };
    case 'truefalse':
      return { kind: 'truefalse', value: !right.value };
  }
}
