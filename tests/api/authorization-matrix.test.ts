import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema } from '../../src/contract/companion.ts';
import { type ErrorCode, errorMessages } from '../../src/contract/errors.ts';
import { bearer, errorOf, loginAs } from './helpers/auth.ts';
import { type CompanionClient, learnerWithService } from './helpers/companion.ts';
import { type HttpMethod, openApiOperations } from './helpers/openapi.ts';
import { newKey } from './helpers/orders.ts';
import { PHONE_UA } from './helpers/payments.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

/**
 * Issue 9, hostile input — authorization across accounts. Account A owns orders, children, a study plan, a practice
 * set; account B (a parent whose child has a service of its own) names each of them on every authenticated route of the
 * OpenAPI document: the answer is 404 with the resource's not-found code, nothing of A is in it, nothing of A
 * changes. Then A's own requests, with a revoked or an expired token, answer 401 on every one of those routes.
 * The routes come from the OpenAPI document: a new authenticated route fails the test until it is in the table.
 */
const DAY = 24 * 60 * 60 * 1000;
const SESSION_TTL_DAYS = 30;
const twoWeeks = {
  subjects: ['数学', '英语'],
  startDate: '2026-03-02',
  deadline: '2026-03-15',
  weekDays: [1, 2, 3, 4, 5],
  minutesPerDay: 30,
};
const KNOWLEDGE_POINT = 'junior-math-linear-equation';

type Call = { method: HttpMethod; url: string; payload?: object; headers?: Record<string, string> };

/** What account A owns, by id. */
type Owned = {
  childId: string;
  otherChildId: string;
  paidOrderNo: string;
  pendingOrderNo: string;
  taskId: string;
  setId: string;
  exerciseId: string;
  lessonId: string;
  notificationId: string;
};

type Row =
  /** The request names a resource of A: B gets 404 with this code. */
  | { kind: 'foreign'; call: (owned: Owned) => Call; code: ErrorCode }
  /** The route acts on the caller's own account only (nothing of another account can be named in it). */
  | { kind: 'own'; call: (owned: Owned) => Call }
  /** Ends the caller's session (tried last, for the 401 checks only). */
  | { kind: 'session'; call: (owned: Owned) => Call };

const path = (value: string) => encodeURIComponent(value);

/** Every authenticated, account-facing route of the OpenAPI document, with how B tries A's resource on it. */
const table: Record<string, Row> = {
  'GET /api/me': { kind: 'own', call: () => ({ method: 'GET', url: '/api/me' }) },
  'PATCH /api/me': { kind: 'own', call: () => ({ method: 'PATCH', url: '/api/me', payload: { nickname: '乙' } }) },
  'POST /api/me/learners': {
    kind: 'own',
    call: () => ({ method: 'POST', url: '/api/me/learners', payload: { name: '新同学', grade: '初一' } }),
  },
  'PATCH /api/me/learners/{id}': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({ method: 'PATCH', url: `/api/me/learners/${path(owned.otherChildId)}`, payload: { name: '改名了' } }),
  },
  'DELETE /api/me/learners/{id}': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({ method: 'DELETE', url: `/api/me/learners/${path(owned.otherChildId)}` }),
  },
  'GET /api/me/services': { kind: 'own', call: () => ({ method: 'GET', url: '/api/me/services' }) },
  'POST /api/orders': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: { planId: 'junior-30', learnerId: owned.childId },
    }),
  },
  'GET /api/orders': { kind: 'own', call: () => ({ method: 'GET', url: '/api/orders' }) },
  'GET /api/orders/{orderNo}': {
    kind: 'foreign',
    code: 'ORDER_NOT_FOUND',
    call: (owned) => ({ method: 'GET', url: `/api/orders/${path(owned.paidOrderNo)}` }),
  },
  'POST /api/orders/{orderNo}/cancel': {
    kind: 'foreign',
    code: 'ORDER_NOT_FOUND',
    call: (owned) => ({ method: 'POST', url: `/api/orders/${path(owned.pendingOrderNo)}/cancel` }),
  },
  'POST /api/orders/{orderNo}/pay': {
    kind: 'foreign',
    code: 'ORDER_NOT_FOUND',
    call: (owned) => ({
      method: 'POST',
      url: `/api/orders/${path(owned.pendingOrderNo)}/pay`,
      headers: { 'user-agent': PHONE_UA },
      payload: { channel: 'wechat_h5' },
    }),
  },
  'POST /api/companion/chat': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({
      method: 'POST',
      url: '/api/companion/chat',
      payload: { learnerId: owned.childId, message: '一元一次方程怎么解？' },
    }),
  },
  'GET /api/companion/chat': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({ method: 'GET', url: `/api/companion/chat?learnerId=${path(owned.childId)}` }),
  },
  'GET /api/companion/today': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({ method: 'GET', url: `/api/companion/today?learnerId=${path(owned.childId)}` }),
  },
  'POST /api/companion/plan': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({ method: 'POST', url: '/api/companion/plan', payload: { ...twoWeeks, learnerId: owned.childId } }),
  },
  'POST /api/companion/plan/preview': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({ method: 'POST', url: '/api/companion/plan/preview', payload: { ...twoWeeks, learnerId: owned.childId } }),
  },
  'GET /api/companion/plan': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({ method: 'GET', url: `/api/companion/plan?learnerId=${path(owned.childId)}` }),
  },
  'POST /api/companion/tasks/{taskId}/complete': {
    kind: 'foreign',
    code: 'TASK_NOT_FOUND',
    call: (owned) => ({ method: 'POST', url: `/api/companion/tasks/${path(owned.taskId)}/complete`, payload: { spentMinutes: 20 } }),
  },
  'GET /api/companion/lessons/{lessonId}': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({ method: 'GET', url: `/api/companion/lessons/${path(owned.lessonId)}?learnerId=${path(owned.childId)}` }),
  },
  'GET /api/companion/library': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({ method: 'GET', url: `/api/companion/library?learnerId=${path(owned.childId)}` }),
  },
  'POST /api/companion/practice': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({
      method: 'POST',
      url: '/api/companion/practice',
      payload: { learnerId: owned.childId, knowledgePointId: KNOWLEDGE_POINT },
    }),
  },
  'GET /api/companion/practice/{setId}': {
    kind: 'foreign',
    code: 'PRACTICE_NOT_FOUND',
    call: (owned) => ({ method: 'GET', url: `/api/companion/practice/${path(owned.setId)}` }),
  },
  'POST /api/companion/practice/{setId}/answers': {
    kind: 'foreign',
    code: 'PRACTICE_NOT_FOUND',
    call: (owned) => ({
      method: 'POST',
      url: `/api/companion/practice/${path(owned.setId)}/answers`,
      payload: { exerciseId: owned.exerciseId, answer: { kind: 'single', choice: 0 } },
    }),
  },
  'POST /api/companion/practice/{setId}/finish': {
    kind: 'foreign',
    code: 'PRACTICE_NOT_FOUND',
    call: (owned) => ({ method: 'POST', url: `/api/companion/practice/${path(owned.setId)}/finish` }),
  },
  'GET /api/companion/progress': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({ method: 'GET', url: `/api/companion/progress?learnerId=${path(owned.childId)}` }),
  },
  'GET /api/companion/report/weekly': {
    kind: 'foreign',
    code: 'LEARNER_NOT_FOUND',
    call: (owned) => ({ method: 'GET', url: `/api/companion/report/weekly?learnerId=${path(owned.childId)}` }),
  },
  'GET /api/notifications': { kind: 'own', call: () => ({ method: 'GET', url: '/api/notifications' }) },
  // Ids of A's notifications are simply not B's: B's answer is B's own (empty) list, and A's stay unread.
  'POST /api/notifications/read': {
    kind: 'own',
    call: (owned) => ({ method: 'POST', url: '/api/notifications/read', payload: { ids: [owned.notificationId] } }),
  },
  'GET /api/me/reminders': { kind: 'own', call: () => ({ method: 'GET', url: '/api/me/reminders' }) },
  'PUT /api/me/reminders': { kind: 'own', call: () => ({ method: 'PUT', url: '/api/me/reminders', payload: { sms: true } }) },
  'POST /api/auth/logout': { kind: 'session', call: () => ({ method: 'POST', url: '/api/auth/logout' }) },
};

const clock = createTestClock();
let testApp: TestApp;
let a: CompanionClient;
let b: CompanionClient;
let owned: Owned;
/** Strings that name something of A: none may appear in an answer to B. */
let secrets: string[];

const app = () => testApp.app;
const send = (call: Call, token: string): Promise<LightMyRequestResponse> =>
  app().inject({
    method: call.method,
    url: call.url,
    headers: { ...bearer(token), ...call.headers },
    ...(call.payload ? { payload: call.payload } : {}),
  });

/** Every route under /api but /api/admin that the OpenAPI document marks as needing a customer's bearer token. */
async function authenticatedRoutes(): Promise<string[]> {
  return (await openApiOperations(app()))
    .filter(({ path, authenticated }) => authenticated && path.startsWith('/api/') && !path.startsWith('/api/admin'))
    .map(({ route }) => route)
    .sort();
}

/** What A can see of its own account, to show that B's requests changed nothing of it. */
async function stateOfA() {
  const read = async (url: string) => {
    const response = await send({ method: 'GET', url }, a.token);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as unknown;
  };
  return {
    me: await read('/api/me'),
    orders: await read('/api/orders'),
    services: await read('/api/me/services'),
    plan: await read(`/api/companion/plan?learnerId=${owned.childId}`),
    practice: await read(`/api/companion/practice/${owned.setId}`),
    notifications: await read('/api/notifications'),
    reminders: await read('/api/me/reminders'),
  };
}

beforeAll(async () => {
  testApp = await createTestApp({ REDIS_URL: undefined, SESSION_TTL_DAYS: String(SESSION_TTL_DAYS) }, { clock });
  // A: a parent of two children, the first with a running service, a study plan and a practice set, plus a
  // pending order for the second. B: a parent whose child has a service of its own, so only ownership decides B's answers.
  a = await learnerWithService(app(), { role: 'parent', children: ['甲家老大', '甲家老二'] });
  b = await learnerWithService(app(), { role: 'parent', children: ['乙家孩子'] });
  const [child, otherChild] = a.learners;
  if (!child || !otherChild) throw new Error('A has two children');
  const plan = await a.makePlan({ ...twoWeeks, learnerId: child.id });
  const tasks = plan.days.flatMap((day) => day.tasks);
  const task = tasks[0];
  const lessonTask = tasks.find((candidate) => candidate.kind === 'lesson' && candidate.lessonId);
  if (!task || !lessonTask?.lessonId) throw new Error('the plan has a lesson task');
  const set = await a.startPractice({ learnerId: child.id, knowledgePointId: KNOWLEDGE_POINT });
  // The morning reminder (the test clock starts at 09:00 in Shanghai) puts an unread notification in A's centre.
  await app().companion.reminders.runDueJobs();
  const notifications = notificationListSchema.parse((await send({ method: 'GET', url: '/api/notifications' }, a.token)).json());
  const notification = notifications.notifications[0];
  if (!notification || notification.read) throw new Error('A has an unread notification');
  const pending = await a.order('junior-30', newKey(), otherChild.id);
  const paid = (await a.listed()).orders.find((order) => order.status === 'PAID');
  if (!paid) throw new Error('A has a paid order');
  const exercise = set.exercises[0];
  if (!exercise) throw new Error('the practice set has an exercise');
  owned = {
    childId: child.id,
    otherChildId: otherChild.id,
    paidOrderNo: paid.orderNo,
    pendingOrderNo: pending.orderNo,
    taskId: task.id,
    setId: set.id,
    exerciseId: exercise.id,
    lessonId: lessonTask.lessonId,
    notificationId: notification.id,
  };
  secrets = [a.accountId, child.id, otherChild.id, paid.orderNo, pending.orderNo, task.id, set.id, notification.id, '甲家老大', '甲家老二'];
});
afterAll(() => testApp.close());

describe('authorization across accounts', () => {
  it('has a row for every authenticated route of the OpenAPI document, and no row for a route that is gone', async () => {
    expect(Object.keys(table).sort()).toEqual(await authenticatedRoutes());
  });

  it('answers 401 UNAUTHORIZED on every authenticated route without a token', async () => {
    for (const [route, row] of Object.entries(table)) {
      const call = row.call(owned);
      const response = await app().inject({
        method: call.method,
        url: call.url,
        headers: call.headers,
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(response.statusCode, route).toBe(401);
      expect(errorOf(response).code, route).toBe('UNAUTHORIZED');
    }
  });

  it('answers 404 to another account’s token on every route that names an account’s resource; nothing of A leaks or changes', async () => {
    // The same requests with A's own token reach A's resources (so a 404 below is about ownership, not a bad request).
    for (const [route, row] of Object.entries(table)) {
      if (row.kind !== 'foreign' || row.call(owned).method !== 'GET') continue;
      const own = await send(row.call(owned), a.token);
      expect(own.statusCode, `${route} with A's token: ${own.body}`).toBe(200);
    }
    const before = await stateOfA();

    for (const [route, row] of Object.entries(table)) {
      if (row.kind === 'session') continue;
      const response = await send(row.call(owned), b.token);
      for (const secret of secrets) expect(response.body, `${route} answers B with ${secret} of A`).not.toContain(secret);
      if (row.kind === 'foreign') {
        expect(response.statusCode, `${route}: ${response.body}`).toBe(404);
        const error = errorOf(response);
        expect(error.code, route).toBe(row.code);
        expect(error.message, route).toBe(errorMessages[row.code]);
      } else {
        expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
      }
    }

    expect(await stateOfA()).toEqual(before);
  });

  it('answers 401 to A’s own requests with a revoked token, then with an expired one, on every authenticated route', async () => {
    clock.advance(61_000); // past the SMS resend interval of A's phone
    const revoked = (await loginAs(app(), a.phone)).token;
    expect((await send({ method: 'GET', url: '/api/me' }, revoked)).statusCode).toBe(200);
    expect((await send({ method: 'POST', url: '/api/auth/logout' }, revoked)).statusCode).toBe(204);

    const refusedWith = async (token: string, label: string) => {
      for (const [route, row] of Object.entries(table)) {
        const response = await send(row.call(owned), token);
        expect(response.statusCode, `${route} with the ${label} token: ${response.body}`).toBe(401);
        expect(errorOf(response).code, route).toBe('UNAUTHORIZED');
      }
    };
    await refusedWith(revoked, 'revoked');

    // A's first session is live until SESSION_TTL_DAYS have passed, then refused everywhere.
    clock.advance(SESSION_TTL_DAYS * DAY - 120_000);
    expect((await send({ method: 'GET', url: '/api/me' }, a.token)).statusCode).toBe(200);
    clock.advance(120_000);
    await refusedWith(a.token, 'expired');
  });
});
