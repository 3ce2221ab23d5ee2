import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Me, meSchema } from '../../src/contract/accounts.ts';
import { errorEnvelopeSchema, errorMessages } from '../../src/contract/errors.ts';
import { bearer, errorOf, loginAs } from './helpers/auth.ts';
import { closingAfterEachTest, listenOnFreePort } from './helpers/test-app.ts';

const startApp = closingAfterEachTest();

async function start(): Promise<FastifyInstance> {
  const testApp = await startApp();
  return testApp.app;
}

/** A logged-in client: PATCH /api/me and GET /api/me with its token. */
async function client(app: FastifyInstance, phone?: string) {
  const { token, user } = await loginAs(app, phone);
  return {
    user,
    patchMe: (payload: object) => app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload }),
    getMe: async (): Promise<Me> => {
      const response = await app.inject({ url: '/api/me', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return meSchema.parse(response.json());
    },
    addChild: (name: string, grade = '三年级') =>
      app.inject({ method: 'POST', url: '/api/me/learners', headers: bearer(token), payload: { name, grade } }),
  };
}

describe('GET /api/me', () => {
  it('shows the account with its phone masked', async () => {
    const app = await start();
    const me = await (await client(app, '13912345678')).getMe();
    expect(me).toEqual({ id: expect.any(String), phone: '139****5678', role: null, nickname: null, grade: null, learners: [] });
  });
});

describe('PATCH /api/me', () => {
  it('answers 401 without a token', async () => {
    const app = await start();
    const response = await app.inject({ method: 'PATCH', url: '/api/me', payload: { role: 'student' } });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHORIZED');
  });

  it('makes a student without a nickname exactly one learner named 同学 and the last four digits', async () => {
    const app = await start();
    const me = await client(app, '13812344321');

    const response = await me.patchMe({ role: 'student' });

    expect(response.statusCode).toBe(200);
    const body = meSchema.parse(response.json());
    expect(body).toMatchObject({ role: 'student', nickname: null });
    expect(body.learners).toEqual([{ id: expect.any(String), name: '同学4321', grade: null, isSelf: true }]);
    expect(await me.getMe()).toEqual(body);
  });

  it('names the student’s learner by the nickname and gives it the grade', async () => {
    const app = await start();
    const me = await client(app);

    const body = meSchema.parse((await me.patchMe({ role: 'student', nickname: '  小明  ', grade: '初二' })).json());

    expect(body).toMatchObject({ role: 'student', nickname: '小明', grade: '初二' });
    expect(body.learners).toEqual([{ id: expect.any(String), name: '小明', grade: '初二', isSelf: true }]);
  });

  it('uses a nickname chosen before the role', async () => {
    const app = await start();
    const me = await client(app);
    const before = meSchema.parse((await me.patchMe({ nickname: '小红' })).json());
    expect(before).toMatchObject({ role: null, nickname: '小红', learners: [] });

    const after = meSchema.parse((await me.patchMe({ role: 'student' })).json());
    expect(after.learners).toEqual([{ id: expect.any(String), name: '小红', grade: null, isSelf: true }]);
  });

  it('does not make a second learner when the role is set to student again', async () => {
    const app = await start();
    const me = await client(app);
    const first = meSchema.parse((await me.patchMe({ role: 'student' })).json());
    const second = meSchema.parse((await me.patchMe({ role: 'student' })).json());

    expect(second.learners).toHaveLength(1);
    expect(second.learners[0]?.id).toBe(first.learners[0]?.id);
  });

  it('keeps the student’s learner in step with nickname and grade changes', async () => {
    const app = await start();
    const me = await client(app);
    const selfId = meSchema.parse((await me.patchMe({ role: 'student', nickname: '小明', grade: '五年级' })).json()).learners[0]?.id;

    await me.patchMe({ nickname: '明明' });
    expect((await me.getMe()).learners).toEqual([{ id: selfId, name: '明明', grade: '五年级', isSelf: true }]);

    await me.patchMe({ grade: '六年级' });
    const me2 = await me.getMe();
    expect(me2).toMatchObject({ nickname: '明明', grade: '六年级' });
    expect(me2.learners).toEqual([{ id: selfId, name: '明明', grade: '六年级', isSelf: true }]);
  });

  it.each([
    ['an unknown grade', { grade: '大一' }, 'grade'],
    ['a nickname of 21 characters', { nickname: '明'.repeat(21) }, 'nickname'],
    ['an empty nickname', { nickname: '' }, 'nickname'],
    ['a nickname of spaces', { nickname: '   ' }, 'nickname'],
    ['an unknown role', { role: 'teacher' }, 'role'],
    ['a null role', { role: null }, 'role'],
  ])('refuses %s with 400 VALIDATION_FAILED and changes nothing', async (_label, payload, field) => {
    const app = await start();
    const me = await client(app);
    await me.patchMe({ role: 'student', nickname: '小明', grade: '初一' });
    const before = await me.getMe();

    const response = await me.patchMe(payload);

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await me.getMe()).toEqual(before);
  });

  it('accepts a nickname of 20 characters', async () => {
    const app = await start();
    const me = await client(app);
    const response = await me.patchMe({ role: 'student', nickname: '明'.repeat(20) });
    expect(response.statusCode).toBe(200);
    expect(meSchema.parse(response.json()).learners[0]?.name).toBe('明'.repeat(20));
  });

  it('refuses an empty body with 400', async () => {
    const app = await start();
    const me = await client(app);
    const response = await me.patchMe({});
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      error: { code: 'VALIDATION_FAILED', message: errorMessages.VALIDATION_FAILED },
    });
  });

  it('keeps a student’s learner as a child when the account becomes a parent', async () => {
    const app = await start();
    const me = await client(app);
    const self = meSchema.parse((await me.patchMe({ role: 'student', nickname: '小明', grade: '初三' })).json()).learners[0];

    const response = await me.patchMe({ role: 'parent' });

    expect(response.statusCode).toBe(200);
    const body = meSchema.parse(response.json());
    expect(body.role).toBe('parent');
    expect(body.learners).toEqual([{ id: self?.id, name: '小明', grade: '初三', isSelf: false }]);
    // A parent's nickname is no longer the learner's name.
    await me.patchMe({ nickname: '小明妈妈' });
    expect((await me.getMe()).learners).toEqual([{ id: self?.id, name: '小明', grade: '初三', isSelf: false }]);
  });

  it('gives a parent no learner of its own', async () => {
    const app = await start();
    const me = await client(app);
    expect(meSchema.parse((await me.patchMe({ role: 'parent', nickname: '王女士' })).json())).toMatchObject({
      role: 'parent',
      learners: [],
    });
  });

  it('refuses a parent of two children becoming a student with 409 ROLE_CHANGE_CONFLICT and changes nothing', async () => {
    const app = await start();
    const me = await client(app);
    await me.patchMe({ role: 'parent', nickname: '王女士' });
    expect((await me.addChild('大宝')).statusCode).toBe(201);
    expect((await me.addChild('二宝')).statusCode).toBe(201);
    const before = await me.getMe();

    const response = await me.patchMe({ role: 'student', nickname: '王同学' });

    expect(response.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      error: { code: 'ROLE_CHANGE_CONFLICT', message: errorMessages.ROLE_CHANGE_CONFLICT },
    });
    expect(await me.getMe()).toEqual(before);
  });

  it('lets a parent of one child become a student whose single learner is its own', async () => {
    const app = await start();
    const me = await client(app);
    await me.patchMe({ role: 'parent' });
    await me.addChild('小明', '初一');

    const response = await me.patchMe({ role: 'student' });

    expect(response.statusCode).toBe(200);
    const { learners } = meSchema.parse(response.json());
    expect(learners).toHaveLength(1);
    expect(learners[0]?.isSelf).toBe(true);
  });

  it('changes the role over real HTTP', async () => {
    const app = await start();
    const baseUrl = await listenOnFreePort(app);
    const { token } = await loginAs(app);

    const response = await fetch(`${baseUrl}/api/me`, {
      method: 'PATCH',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'student', nickname: '小明' }),
    });

    expect(response.status).toBe(200);
    expect(meSchema.parse(await response.json()).learners).toEqual([{ id: expect.any(String), name: '小明', grade: null, isSelf: true }]);
  });

  it('makes one learner even when the role is sent twice at once', async () => {
    const app = await start();
    const me = await client(app);

    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => me.patchMe({ role: 'student' })));

    for (const response of responses) expect(response.statusCode).toBe(200);
    expect((await me.getMe()).learners).toHaveLength(1);
  });
});
