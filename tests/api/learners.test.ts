import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { grades, learnerSchema, type Me, meSchema } from '../../src/contract/accounts.ts';
import { errorEnvelopeSchema, errorMessages } from '../../src/contract/errors.ts';
import { bearer, errorOf, loginAs } from './helpers/auth.ts';
import { closingAfterEachTest, listenOnFreePort } from './helpers/test-app.ts';

const startApp = closingAfterEachTest();

async function start(): Promise<FastifyInstance> {
  const testApp = await startApp();
  return testApp.app;
}

/** A logged-in client with the role it chose ('none' leaves it unchosen). */
async function client(app: FastifyInstance, role: 'parent' | 'student' | 'none' = 'parent') {
  const { token } = await loginAs(app);
  const headers = bearer(token);
  if (role !== 'none') {
    const chosen = await app.inject({ method: 'PATCH', url: '/api/me', headers, payload: { role } });
    expect(chosen.statusCode).toBe(200);
  }
  return {
    add: (payload: object) => app.inject({ method: 'POST', url: '/api/me/learners', headers, payload }),
    change: (id: string, payload: object) => app.inject({ method: 'PATCH', url: `/api/me/learners/${id}`, headers, payload }),
    remove: (id: string) => app.inject({ method: 'DELETE', url: `/api/me/learners/${id}`, headers }),
    getMe: async (): Promise<Me> => {
      const response = await app.inject({ url: '/api/me', headers });
      expect(response.statusCode).toBe(200);
      return meSchema.parse(response.json());
    },
  };
}

async function addedId(response: LightMyRequestResponse): Promise<string> {
  expect(response.statusCode).toBe(201);
  return learnerSchema.parse(response.json()).id;
}

describe('POST /api/me/learners', () => {
  it('adds a child for a parent: 201 with the learner, listed in GET /api/me', async () => {
    const app = await start();
    const parent = await client(app);

    const response = await parent.add({ name: ' 小明 ', grade: '三年级' });

    expect(response.statusCode).toBe(201);
    const learner = learnerSchema.parse(response.json());
    expect(learner).toEqual({ id: expect.any(String), name: '小明', grade: '三年级', isSelf: false });
    expect((await parent.getMe()).learners).toEqual([learner]);
  });

  it('accepts every grade from 一年级 to 高三', async () => {
    const app = await start();
    const parent = await client(app);
    for (const grade of grades.slice(0, 10)) expect((await parent.add({ name: `孩子${grade}`, grade })).statusCode, grade).toBe(201);
    const other = await client(app);
    for (const grade of grades.slice(10)) expect((await other.add({ name: `孩子${grade}`, grade })).statusCode, grade).toBe(201);
    expect(grades).toEqual(['一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '初一', '初二', '初三', '高一', '高二', '高三']);
  });

  it('accepts a name of 1 and of 20 characters', async () => {
    const app = await start();
    const parent = await client(app);
    expect((await parent.add({ name: '明', grade: '一年级' })).statusCode).toBe(201);
    expect(learnerSchema.parse((await parent.add({ name: '明'.repeat(20), grade: '一年级' })).json()).name).toBe('明'.repeat(20));
  });

  it.each([
    ['an empty name', { name: '', grade: '一年级' }, 'name'],
    ['a name of 21 characters', { name: '明'.repeat(21), grade: '一年级' }, 'name'],
    ['a name of spaces', { name: '   ', grade: '一年级' }, 'name'],
    ['no name', { grade: '一年级' }, 'name'],
    ['an unknown grade', { name: '小明', grade: '大一' }, 'grade'],
    ['a kindergarten grade', { name: '小明', grade: '大班' }, 'grade'],
    ['no grade', { name: '小明' }, 'grade'],
  ])('refuses %s with 400 VALIDATION_FAILED and adds nothing', async (_label, payload, field) => {
    const app = await start();
    const parent = await client(app);

    const response = await parent.add(payload);

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect((await parent.getMe()).learners).toEqual([]);
  });

  it('answers 403 PARENT_ONLY to a student account', async () => {
    const app = await start();
    const student = await client(app, 'student');

    const response = await student.add({ name: '小明', grade: '一年级' });

    expect(response.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({ error: { code: 'PARENT_ONLY', message: errorMessages.PARENT_ONLY } });
    expect((await student.getMe()).learners).toHaveLength(1);
  });

  it('answers 409 ROLE_NOT_CHOSEN to an account that has no role yet', async () => {
    const app = await start();
    const undecided = await client(app, 'none');

    const response = await undecided.add({ name: '小明', grade: '一年级' });

    expect(response.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      error: { code: 'ROLE_NOT_CHOSEN', message: errorMessages.ROLE_NOT_CHOSEN },
    });
    expect((await undecided.getMe()).learners).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const app = await start();
    const response = await app.inject({ method: 'POST', url: '/api/me/learners', payload: { name: '小明', grade: '一年级' } });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHORIZED');
  });

  it('refuses the 11th child with 409 LEARNER_LIMIT_REACHED, and takes one again after a removal', async () => {
    const app = await start();
    const parent = await client(app);
    const ids: string[] = [];
    for (let child = 1; child <= 10; child += 1) ids.push(await addedId(await parent.add({ name: `孩子${child}`, grade: '二年级' })));

    const eleventh = await parent.add({ name: '孩子11', grade: '二年级' });

    expect(eleventh.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(eleventh.json())).toEqual({
      error: { code: 'LEARNER_LIMIT_REACHED', message: errorMessages.LEARNER_LIMIT_REACHED },
    });
    expect((await parent.getMe()).learners).toHaveLength(10);

    expect((await parent.remove(ids[0] ?? '')).statusCode).toBe(204);
    expect((await parent.add({ name: '孩子11', grade: '二年级' })).statusCode).toBe(201);
  });

  it('holds the limit of 10 when children are added at the same moment', async () => {
    const app = await start();
    const parent = await client(app);
    for (let child = 1; child <= 8; child += 1) await addedId(await parent.add({ name: `孩子${child}`, grade: '二年级' }));

    const responses = await Promise.all([9, 10, 11, 12, 13, 14].map((child) => parent.add({ name: `孩子${child}`, grade: '二年级' })));

    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect((await parent.getMe()).learners).toHaveLength(10);
  });

  it('adds a child over real HTTP', async () => {
    const app = await start();
    const baseUrl = await listenOnFreePort(app);
    const { token } = await loginAs(app);
    await app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload: { role: 'parent' } });

    const response = await fetch(`${baseUrl}/api/me/learners`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ name: '小明', grade: '高三' }),
    });

    expect(response.status).toBe(201);
    expect(learnerSchema.parse(await response.json())).toMatchObject({ name: '小明', grade: '高三', isSelf: false });
  });
});

describe('PATCH /api/me/learners/:id', () => {
  it('changes the name and the grade', async () => {
    const app = await start();
    const parent = await client(app);
    const id = await addedId(await parent.add({ name: '小明', grade: '三年级' }));

    const renamed = await parent.change(id, { name: '明明' });
    expect(renamed.statusCode).toBe(200);
    expect(learnerSchema.parse(renamed.json())).toEqual({ id, name: '明明', grade: '三年级', isSelf: false });

    const promoted = await parent.change(id, { grade: '四年级' });
    expect(learnerSchema.parse(promoted.json())).toEqual({ id, name: '明明', grade: '四年级', isSelf: false });
    expect((await parent.getMe()).learners).toEqual([{ id, name: '明明', grade: '四年级', isSelf: false }]);
  });

  it.each([
    ['an empty body', {}],
    ['an empty name', { name: '' }],
    ['a name of 21 characters', { name: '明'.repeat(21) }],
    ['a name of spaces', { name: ' \t ' }],
    ['an unknown grade', { grade: '大一' }],
  ])('refuses %s with 400 and changes nothing', async (_label, payload) => {
    const app = await start();
    const parent = await client(app);
    const id = await addedId(await parent.add({ name: '小明', grade: '三年级' }));

    const response = await parent.change(id, payload);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    expect((await parent.getMe()).learners).toEqual([{ id, name: '小明', grade: '三年级', isSelf: false }]);
  });

  it('refuses to edit a student’s own learner here (it follows the profile) and changes nothing', async () => {
    const app = await start();
    const student = await client(app, 'student');
    const [self] = (await student.getMe()).learners;

    const response = await student.change(self?.id ?? '', { name: '改名' });

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('LEARNER_IS_SELF');
    expect((await student.getMe()).learners).toEqual([self]);
  });

  it('answers 404 LEARNER_NOT_FOUND for an id that does not exist', async () => {
    const app = await start();
    const parent = await client(app);
    const response = await parent.change('0123456789abcdef0123456789abcdef', { name: '小明' });
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      error: { code: 'LEARNER_NOT_FOUND', message: errorMessages.LEARNER_NOT_FOUND },
    });
  });
});

describe('DELETE /api/me/learners/:id', () => {
  it('answers 204 and the child is gone from GET /api/me', async () => {
    const app = await start();
    const parent = await client(app);
    const kept = await addedId(await parent.add({ name: '大宝', grade: '初一' }));
    const removed = await addedId(await parent.add({ name: '二宝', grade: '一年级' }));

    const response = await parent.remove(removed);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await parent.getMe()).learners).toEqual([{ id: kept, name: '大宝', grade: '初一', isSelf: false }]);
    const again = await parent.remove(removed);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).code).toBe('LEARNER_NOT_FOUND');
  });

  it('refuses to remove a student’s own learner', async () => {
    const app = await start();
    const student = await client(app, 'student');
    const [self] = (await student.getMe()).learners;

    const response = await student.remove(self?.id ?? '');

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('LEARNER_IS_SELF');
    expect((await student.getMe()).learners).toEqual([self]);
  });
});

describe("another account's learner", () => {
  it('is 404 LEARNER_NOT_FOUND on PATCH and DELETE, never shown, never changed', async () => {
    const app = await start();
    const owner = await client(app);
    const stranger = await client(app);
    const learner = learnerSchema.parse((await owner.add({ name: '秘密的名字', grade: '初二' })).json());

    const change = await stranger.change(learner.id, { name: '被改了', grade: '高三' });
    expect(change.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(change.json())).toEqual({
      error: { code: 'LEARNER_NOT_FOUND', message: errorMessages.LEARNER_NOT_FOUND },
    });
    expect(change.body).not.toContain('秘密的名字');

    const remove = await stranger.remove(learner.id);
    expect(remove.statusCode).toBe(404);
    expect(errorOf(remove).code).toBe('LEARNER_NOT_FOUND');
    expect(remove.body).not.toContain('秘密的名字');

    expect((await owner.getMe()).learners).toEqual([learner]);
    expect((await stranger.getMe()).learners).toEqual([]);
  });

  it('answers the same as a learner id that does not exist', async () => {
    const app = await start();
    const owner = await client(app);
    const stranger = await client(app);
    const id = await addedId(await owner.add({ name: '小明', grade: '初二' }));

    const foreign = await stranger.change(id, { name: 'x' });
    const missing = await stranger.change('0123456789abcdef0123456789abcdef', { name: 'x' });

    expect([foreign.statusCode, foreign.json()]).toEqual([missing.statusCode, missing.json()]);
  });
});
