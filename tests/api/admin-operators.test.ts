import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLoginStepSchema,
  adminSessionSchema,
  auditLogSchema,
  operatorCredentialsSchema,
  operatorListSchema,
  operatorMeSchema,
  operatorSchema,
} from '../../src/contract/admin.ts';
import { bearer, errorOf, loginAs } from './helpers/auth.ts';
import { callApi } from './helpers/call-api.ts';
import { type HttpMethod, openApiOperations } from './helpers/openapi.ts';
import {
  createOperatorDirectly,
  enrolledOperator,
  enrolOperator,
  loginOperator,
  newOperatorName,
  postAdmin,
  totpCode,
} from './helpers/operators.ts';
import { closingAfterEachTest, createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

const clock = createTestClock();
let testApp: TestApp;
beforeAll(async () => {
  // The in-memory limiter follows the test clock; the per-IP limit has its own test below.
  testApp = await createTestApp({ REDIS_URL: undefined, LOGIN_IP_HOURLY_LIMIT: '100000' }, { clock });
});
afterAll(() => testApp.close());
const startApp = closingAfterEachTest();

const app = () => testApp.app;

async function loginStep(name: string, password: string, remoteAddress?: string) {
  return postAdmin(app(), '/api/admin/login', { name, password }, remoteAddress);
}

/** Every route under /api/admin as the OpenAPI document lists them (every route with a schema is in it). */
async function adminRoutes(): Promise<{ method: HttpMethod; path: string }[]> {
  return (await openApiOperations(app()))
    .filter(({ path }) => path.startsWith('/api/admin/'))
    .map(({ method, path }) => ({ method, path }));
}

/** A body every /api/admin route accepts as well-formed, so only access decides the answer. */
const plausibleBody = {
  name: 'nobody',
  password: 'a-password-of-some-length',
  challenge: 'A'.repeat(43),
  enrolment: 'A'.repeat(43),
  code: '123456',
  newPassword: 'another-password-long',
  role: 'service',
  disabled: false,
};

async function auditRows() {
  return app().db.selectFrom('operator_audit_log').selectAll().orderBy('id').execute();
}

describe('operator identity: the CLI, enrolment and login', () => {
  it('creates an operator on the command line who enrols on first login, then logs in with password + TOTP', async () => {
    const name = newOperatorName('cli');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/server/features/operators/operator-cli.ts', '--name', name], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...testApp.environment.env },
    });
    expect(stdout).toContain(`Operator ${name} (admin) created.`);
    const worksUntil = Date.parse(/works until [\d-]+ [\d:]+ Beijing time \((\S+)\)\./.exec(stdout)?.[1] ?? '');
    expect(worksUntil - Date.now()).toBeGreaterThan(3 * 24 * 60 * 60 * 1000 - 60_000);
    expect(worksUntil - Date.now()).toBeLessThanOrEqual(3 * 24 * 60 * 60 * 1000);
    const oneTimePassword = /One-time password: (\S+)/.exec(stdout)?.[1] ?? '';
    expect(oneTimePassword).toMatch(/^[\w-]{23}$/);

    const step = adminLoginStepSchema.parse((await loginStep(name, oneTimePassword)).json());
    if (step.next !== 'enrol') throw new Error('expected enrolment');
    expect(step.otpauthUrl).toBe(
      `otpauth://totp/AI%E4%BC%B4%E5%AD%A6:${name}?issuer=AI%E4%BC%B4%E5%AD%A6&secret=${step.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(step.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(step.qrCode.split(',')[1] ?? '', 'base64').toString()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(Date.parse(step.expiresAt) - clock.now()).toBe(15 * 60 * 1000);

    const code = totpCode(step.secret, clock.now());
    const enrol = (payload: object) => postAdmin(app(), '/api/admin/login/enrolment', { enrolment: step.enrolment, ...payload });
    const wrongCode = await enrol({ code: code === '000000' ? '111111' : '000000', newPassword: 'my-own-password-1' });
    expect(wrongCode.statusCode).toBe(401);
    expect(errorOf(wrongCode).code).toBe('ADMIN_LOGIN_FAILED');
    const shortPassword = await enrol({ code, newPassword: 'short' });
    expect(shortPassword.statusCode).toBe(400);
    expect(errorOf(shortPassword).code).toBe('OPERATOR_PASSWORD_TOO_SHORT');
    const samePassword = await enrol({ code, newPassword: oneTimePassword });
    expect(samePassword.statusCode).toBe(400);
    expect(errorOf(samePassword).code).toBe('OPERATOR_PASSWORD_UNCHANGED');

    const enrolled = await enrol({ code, newPassword: 'my-own-password-1' });
    expect(enrolled.statusCode).toBe(200);
    const session = adminSessionSchema.parse(enrolled.json());
    expect(session.operator).toMatchObject({ name, role: 'admin' });
    expect(Date.parse(session.expiresAt) - clock.now()).toBe(12 * 60 * 60 * 1000);
    const me = await callApi(app(), 'GET', '/api/admin/me', session.token);
    expect(me.statusCode).toBe(200);
    expect(operatorMeSchema.parse(me.json())).toEqual(session.operator);

    // The enrolment is used up, and the one-time password is gone.
    expect(errorOf(await enrol({ code, newPassword: 'yet-another-password' })).code).toBe('ADMIN_LOGIN_EXPIRED');
    expect(errorOf(await loginStep(name, oneTimePassword)).code).toBe('ADMIN_LOGIN_FAILED');

    // Password + TOTP from now on; the enrolment's code is spent, the next step's works.
    const totpStep = adminLoginStepSchema.parse((await loginStep(name, 'my-own-password-1')).json());
    if (totpStep.next !== 'totp') throw new Error('expected the TOTP step');
    const replay = await postAdmin(app(), '/api/admin/login/totp', { challenge: totpStep.challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).code).toBe('ADMIN_LOGIN_FAILED');
    clock.advance(30_000);
    const second = await postAdmin(app(), '/api/admin/login/totp', {
      challenge: totpStep.challenge,
      code: totpCode(step.secret, clock.now()),
    });
    expect(second.statusCode).toBe(200);
    expect(adminSessionSchema.parse(second.json()).operator.name).toBe(name);

    const [created] = (await auditRows()).filter((row) => row.target_id === session.operator.id && row.action === 'operator.create');
    expect(created).toMatchObject({ operator_id: null, request_id: null, before: null });
  });

  it('refuses a code that was already used, even in a new challenge within the same 30 seconds', async () => {
    const operator = await enrolledOperator(app(), clock, 'service');
    clock.advance(30_000);
    const code = totpCode(operator.secret, clock.now());
    const challenge = async () => {
      const step = adminLoginStepSchema.parse((await loginStep(operator.name, operator.password)).json());
      if (step.next !== 'totp') throw new Error('expected the TOTP step');
      return step.challenge;
    };
    expect((await postAdmin(app(), '/api/admin/login/totp', { challenge: await challenge(), code })).statusCode).toBe(200);
    const replayed = await postAdmin(app(), '/api/admin/login/totp', { challenge: await challenge(), code });
    expect(replayed.statusCode).toBe(401);
    expect(errorOf(replayed).code).toBe('ADMIN_LOGIN_FAILED');
    // A code of an earlier step is refused too, although it is within the ±1 window.
    const earlier = totpCode(operator.secret, clock.now() - 30_000);
    expect((await postAdmin(app(), '/api/admin/login/totp', { challenge: await challenge(), code: earlier })).statusCode).toBe(401);
  });

  it('accepts the code of the step before or after (clock drift), not two steps away', async () => {
    const operator = await enrolledOperator(app(), clock, 'service');
    clock.advance(10 * 30_000);
    const attempt = async (code: string) => {
      const step = adminLoginStepSchema.parse((await loginStep(operator.name, operator.password)).json());
      if (step.next !== 'totp') throw new Error('expected the TOTP step');
      return postAdmin(app(), '/api/admin/login/totp', { challenge: step.challenge, code });
    };
    expect((await attempt(totpCode(operator.secret, clock.now() - 60_000))).statusCode).toBe(401);
    expect((await attempt(totpCode(operator.secret, clock.now() - 30_000))).statusCode).toBe(200);
    expect((await attempt(totpCode(operator.secret, clock.now() + 30_000))).statusCode).toBe(200);
    expect((await attempt(totpCode(operator.secret, clock.now() + 60_000))).statusCode).toBe(401);
  });

  it('answers a wrong password, an unknown name and a wrong code with the same 401', async () => {
    const operator = await enrolledOperator(app(), clock, 'service');
    const wrongPassword = await loginStep(operator.name, 'not-the-password');
    const unknownName = await loginStep(newOperatorName('ghost'), operator.password);
    clock.advance(30_000);
    const step = adminLoginStepSchema.parse((await loginStep(operator.name, operator.password)).json());
    if (step.next !== 'totp') throw new Error('expected the TOTP step');
    const right = totpCode(operator.secret, clock.now());
    const wrongCode = await postAdmin(app(), '/api/admin/login/totp', {
      challenge: step.challenge,
      code: right === '000000' ? '111111' : '000000',
    });

    for (const response of [wrongPassword, unknownName, wrongCode]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'ADMIN_LOGIN_FAILED', message: '账号、密码或验证码不正确' } });
    }
  });

  it('allows five codes per challenge, then asks for the password again', async () => {
    const operator = await enrolledOperator(app(), clock, 'service');
    clock.advance(30_000);
    const step = adminLoginStepSchema.parse((await loginStep(operator.name, operator.password)).json());
    if (step.next !== 'totp') throw new Error('expected the TOTP step');
    const right = totpCode(operator.secret, clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let guess = 1; guess <= 5; guess += 1) {
      expect(errorOf(await postAdmin(app(), '/api/admin/login/totp', { challenge: step.challenge, code: wrong })).code).toBe(
        'ADMIN_LOGIN_FAILED',
      );
    }
    const sixth = await postAdmin(app(), '/api/admin/login/totp', { challenge: step.challenge, code: right });
    expect(sixth.statusCode).toBe(401);
    expect(errorOf(sixth).code).toBe('ADMIN_LOGIN_EXPIRED');
  });

  it('lets a challenge expire after five minutes and a session after twelve hours; logout ends one at once', async () => {
    const operator = await enrolledOperator(app(), clock, 'service');
    clock.advance(30_000);
    const step = adminLoginStepSchema.parse((await loginStep(operator.name, operator.password)).json());
    if (step.next !== 'totp') throw new Error('expected the TOTP step');
    clock.advance(5 * 60 * 1000);
    expect(
      errorOf(await postAdmin(app(), '/api/admin/login/totp', { challenge: step.challenge, code: totpCode(operator.secret, clock.now()) }))
        .code,
    ).toBe('ADMIN_LOGIN_EXPIRED');

    const session = await loginOperator(app(), clock, operator);
    clock.advance(12 * 60 * 60 * 1000 - 1);
    expect((await callApi(app(), 'GET', '/api/admin/me', session.token)).statusCode).toBe(200);
    clock.advance(1);
    expect((await callApi(app(), 'GET', '/api/admin/me', session.token)).statusCode).toBe(401);

    const next = await loginOperator(app(), clock, operator);
    expect((await callApi(app(), 'POST', '/api/admin/logout', next.token)).statusCode).toBe(204);
    const after = await callApi(app(), 'GET', '/api/admin/me', next.token);
    expect(after.statusCode).toBe(401);
    expect(errorOf(after).code).toBe('UNAUTHORIZED');
  });

  it('lets a one-time password expire three days after it was made (said only to whoever knows it); a reset gives three more days', async () => {
    const admin = await enrolledOperator(app(), clock, 'admin');
    const created = await createOperatorDirectly(app(), 'service');
    const expiresAt = Date.parse(created.oneTimePasswordExpiresAt ?? '');
    expect(expiresAt - clock.now()).toBe(3 * 24 * 60 * 60 * 1000);
    const listed = operatorListSchema
      .parse((await callApi(app(), 'GET', '/api/admin/operators', admin.token)).json())
      .operators.find(({ id }) => id === created.id);
    expect(listed?.oneTimePasswordExpiresAt).toBe(created.oneTimePasswordExpiresAt);

    clock.set(expiresAt - 1);
    const lastMoment = adminLoginStepSchema.parse((await loginStep(created.name, created.oneTimePassword)).json());
    expect(lastMoment.next).toBe('enrol');
    clock.set(expiresAt);
    const expired = await loginStep(created.name, created.oneTimePassword);
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).code).toBe('ADMIN_ONE_TIME_PASSWORD_EXPIRED');
    // A wrong password still gets the one answer for everything wrong: the expiry tells nothing about the name.
    expect(errorOf(await loginStep(created.name, `${created.oneTimePassword}x`)).code).toBe('ADMIN_LOGIN_FAILED');

    const admin2 = await loginOperator(app(), clock, admin);
    const reset = operatorCredentialsSchema.parse(
      (await callApi(app(), 'POST', `/api/admin/operators/${created.id}/reset`, admin2.token)).json(),
    );
    expect(Date.parse(reset.operator.oneTimePasswordExpiresAt ?? '') - clock.now()).toBe(3 * 24 * 60 * 60 * 1000);
    const enrolled = await enrolOperator(app(), clock, created.name, reset.oneTimePassword);

    // Once enrolled, the operator's own password has no such limit.
    const after = operatorListSchema
      .parse((await callApi(app(), 'GET', '/api/admin/operators', admin2.token)).json())
      .operators.find(({ id }) => id === created.id);
    expect(after).toMatchObject({ totpEnrolled: true, oneTimePasswordExpiresAt: null });
    clock.advance(30 * 24 * 60 * 60 * 1000);
    const session = await loginOperator(app(), clock, { name: created.name, password: enrolled.password, secret: enrolled.secret });
    expect(session.operator.name).toBe(created.name);
  });

  it('keeps passwords as argon2id hashes, TOTP secrets encrypted and tokens as SHA-256 digests', async () => {
    const operator = await enrolledOperator(app(), clock, 'service');
    const row = await app().db.selectFrom('operators').selectAll().where('id', '=', operator.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.totp_secret).toMatch(/^v1\./);
    const stored = JSON.stringify(
      await Promise.all([
        app().db.selectFrom('operators').selectAll().execute(),
        app().db.selectFrom('operator_sessions').selectAll().execute(),
        app().db.selectFrom('operator_login_challenges').selectAll().execute(),
      ]),
    );
    expect(stored).not.toContain(operator.secret);
    expect(stored).not.toContain(operator.password);
    expect(stored).not.toContain(operator.token);
    expect(stored).toContain(createHash('sha256').update(operator.token).digest('hex'));
  });
});

describe('operator access', () => {
  it('answers 401 to a customer token on every /api/admin route, and an operator token is no customer login', async () => {
    const customer = await loginAs(app());
    const operator = await enrolledOperator(app(), clock, 'admin');
    const routes = await adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const { method, path } of routes) {
      const response = await app().inject({
        method,
        url: path.replace('{id}', operator.id),
        headers: bearer(customer.token),
        ...(method === 'GET' ? {} : { payload: plausibleBody }),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await callApi(app(), 'GET', '/api/me', operator.token)).statusCode).toBe(401);
  });

  it('answers 403 to a service operator on every admin-only route; me and logout are for every operator', async () => {
    const service = await enrolledOperator(app(), clock, 'service');
    const target = await createOperatorDirectly(app(), 'service');
    const adminOnly = (await adminRoutes()).filter(({ path }) => /^\/api\/admin\/(operators|audit-log)/.test(path));
    expect(adminOnly.length).toBeGreaterThanOrEqual(5);
    for (const { method, path } of adminOnly) {
      const response = await app().inject({
        method,
        url: path.replace('{id}', target.id),
        headers: bearer(service.token),
        ...(method === 'GET' ? {} : { payload: plausibleBody }),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    expect(operatorMeSchema.parse((await callApi(app(), 'GET', '/api/admin/me', service.token)).json())).toEqual({
      id: service.id,
      name: service.name,
      role: 'service',
    });
    expect((await callApi(app(), 'POST', '/api/admin/logout', service.token)).statusCode).toBe(204);
    // Nothing was changed by the refused requests.
    expect((await auditRows()).filter((row) => row.target_id === target.id).map((row) => row.action)).toEqual(['operator.create']);
  });
});

describe('operator management', () => {
  it('creates, lists, changes, disables, enables and resets operators, each write audited before → after', async () => {
    const admin = await enrolledOperator(app(), clock, 'admin');
    const auditBefore = (await auditRows()).length;

    const name = newOperatorName('svc');
    const created = await callApi(app(), 'POST', '/api/admin/operators', admin.token, { name: name.toUpperCase(), role: 'service' });
    expect(created.statusCode).toBe(201);
    const credentials = operatorCredentialsSchema.parse(created.json());
    expect(credentials.operator).toMatchObject({ name, role: 'service', totpEnrolled: false, disabled: false });
    const id = credentials.operator.id;
    expect(errorOf(await callApi(app(), 'POST', '/api/admin/operators', admin.token, { name, role: 'admin' })).code).toBe(
      'OPERATOR_NAME_TAKEN',
    );

    const list = operatorListSchema.parse((await callApi(app(), 'GET', '/api/admin/operators', admin.token)).json());
    expect(list.operators.find((operator) => operator.id === id)).toEqual(credentials.operator);

    const enrolled = await enrolOperator(app(), clock, name, credentials.oneTimePassword);
    const own = { name, password: enrolled.password, secret: enrolled.secret };

    const promoted = await callApi(app(), 'PATCH', `/api/admin/operators/${id}`, admin.token, { role: 'admin' });
    expect(operatorSchema.parse(promoted.json())).toMatchObject({ role: 'admin', totpEnrolled: true });
    // The role applies to the session at once.
    expect(operatorMeSchema.parse((await callApi(app(), 'GET', '/api/admin/me', enrolled.session.token)).json()).role).toBe('admin');

    const disabled = await callApi(app(), 'PATCH', `/api/admin/operators/${id}`, admin.token, { disabled: true });
    expect(operatorSchema.parse(disabled.json()).disabled).toBe(true);
    expect((await callApi(app(), 'GET', '/api/admin/me', enrolled.session.token)).statusCode).toBe(401);
    clock.advance(30_000);
    expect(errorOf(await loginStep(name, own.password)).code).toBe('ADMIN_LOGIN_FAILED');

    expect(
      operatorSchema.parse((await callApi(app(), 'PATCH', `/api/admin/operators/${id}`, admin.token, { disabled: false })).json()).disabled,
    ).toBe(false);
    const again = await loginOperator(app(), clock, own);

    const reset = await callApi(app(), 'POST', `/api/admin/operators/${id}/reset`, admin.token);
    expect(reset.statusCode).toBe(200);
    const fresh = operatorCredentialsSchema.parse(reset.json());
    expect(fresh.operator.totpEnrolled).toBe(false);
    expect(fresh.oneTimePassword).not.toBe(credentials.oneTimePassword);
    expect((await callApi(app(), 'GET', '/api/admin/me', again.token)).statusCode).toBe(401);
    expect(errorOf(await loginStep(name, own.password)).code).toBe('ADMIN_LOGIN_FAILED');
    const reenrolled = await enrolOperator(app(), clock, name, fresh.oneTimePassword);
    expect(reenrolled.secret).not.toBe(enrolled.secret);

    expect((await callApi(app(), 'PATCH', '/api/admin/operators/no-such-operator', admin.token, { role: 'admin' })).statusCode).toBe(404);
    expect(errorOf(await callApi(app(), 'POST', '/api/admin/operators/no-such-operator/reset', admin.token)).code).toBe(
      'OPERATOR_NOT_FOUND',
    );
    expect((await callApi(app(), 'PATCH', `/api/admin/operators/${id}`, admin.token, {})).statusCode).toBe(400);

    const entries = (await auditRows()).slice(auditBefore).filter((row) => row.target_id === id);
    expect(entries.map((row) => [row.action, row.operator_id])).toEqual([
      ['operator.create', admin.id],
      ['operator.enrol', id],
      ['operator.update', admin.id],
      ['operator.update', admin.id],
      ['operator.update', admin.id],
      ['operator.reset', admin.id],
      ['operator.enrol', id],
    ]);
    const parse = (text: string | null) => (text === null ? null : JSON.parse(text));
    expect(entries.map((row) => [parse(row.before), parse(row.after)])).toEqual([
      [null, { name, role: 'service', totpEnrolled: false, disabled: false }],
      [
        { name, role: 'service', totpEnrolled: false, disabled: false },
        { name, role: 'service', totpEnrolled: true, disabled: false },
      ],
      [
        { name, role: 'service', totpEnrolled: true, disabled: false },
        { name, role: 'admin', totpEnrolled: true, disabled: false },
      ],
      [
        { name, role: 'admin', totpEnrolled: true, disabled: false },
        { name, role: 'admin', totpEnrolled: true, disabled: true },
      ],
      [
        { name, role: 'admin', totpEnrolled: true, disabled: true },
        { name, role: 'admin', totpEnrolled: true, disabled: false },
      ],
      [
        { name, role: 'admin', totpEnrolled: true, disabled: false },
        { name, role: 'admin', totpEnrolled: false, disabled: false },
      ],
      [
        { name, role: 'admin', totpEnrolled: false, disabled: false },
        { name, role: 'admin', totpEnrolled: true, disabled: false },
      ],
    ]);
    // Each entry names the request that made it, as its X-Request-Id answered.
    expect(entries[0]?.request_id).toBe(created.headers['x-request-id']);
    expect(entries[5]?.request_id).toBe(reset.headers['x-request-id']);
    const everything = JSON.stringify(await auditRows());
    for (const secret of [
      credentials.oneTimePassword,
      fresh.oneTimePassword,
      enrolled.password,
      enrolled.secret,
      reenrolled.secret,
      '$argon2',
      '"v1.',
    ]) {
      expect(everything).not.toContain(secret);
    }

    const log = auditLogSchema.parse((await callApi(app(), 'GET', `/api/admin/audit-log?targetId=${id}&limit=3`, admin.token)).json());
    expect(log.entries.map((entry) => entry.action)).toEqual(['operator.enrol', 'operator.reset', 'operator.update']);
    expect(log.entries[1]).toMatchObject({ operatorId: admin.id, operatorName: admin.name, targetType: 'operator', targetId: id });
  });

  it('refuses to demote or disable the last admin who can log in', async () => {
    const testClock = createTestClock();
    const { app: lone } = await startApp({ REDIS_URL: undefined }, { clock: testClock });
    const admin = await enrolledOperator(lone, testClock, 'admin');
    for (const changes of [{ role: 'service' }, { disabled: true }]) {
      const response = await lone.inject({
        method: 'PATCH',
        url: `/api/admin/operators/${admin.id}`,
        headers: bearer(admin.token),
        payload: changes,
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('LAST_ADMIN');
    }
    const second = await createOperatorDirectly(lone, 'admin');
    const demoted = await lone.inject({
      method: 'PATCH',
      url: `/api/admin/operators/${admin.id}`,
      headers: bearer(admin.token),
      payload: { role: 'service' },
    });
    expect(demoted.statusCode).toBe(200);
    // Now the other one is the last admin: the first, a service operator, cannot change it anyway (403).
    expect(
      (
        await lone.inject({
          method: 'PATCH',
          url: `/api/admin/operators/${second.id}`,
          headers: bearer(admin.token),
          payload: { disabled: true },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE and DELETE in the database itself', async () => {
    await createOperatorDirectly(app(), 'service');
    const before = await auditRows();
    expect(before.length).toBeGreaterThan(0);
    await expect(app().db.updateTable('operator_audit_log').set({ action: 'forged' }).execute()).rejects.toThrow(/append-only/);
    await expect(app().db.deleteFrom('operator_audit_log').execute()).rejects.toThrow(/append-only/);
    if (testApp.environment.dialect === 'postgres') {
      await expect(sql`truncate operator_audit_log`.execute(app().db)).rejects.toThrow(/append-only/);
    }
    expect(await auditRows()).toEqual(before);
  });

  it('has no route that changes it', async () => {
    const routes = (await adminRoutes()).filter(({ path }) => path.startsWith('/api/admin/audit-log'));
    expect(routes).toEqual([{ method: 'GET', path: '/api/admin/audit-log' }]);
  });
});

describe('login rate limits', () => {
  it('allows ten password attempts per operator name in 15 minutes, whoever makes them', async () => {
    const operator = await enrolledOperator(app(), clock, 'service');
    clock.advance(15 * 60 * 1000);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await loginStep(operator.name, 'wrong-password', `10.0.0.${attempt}`)).statusCode).toBe(401);
    }
    const limited = await loginStep(operator.name, operator.password, '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(15 * 60 * 1000);
    expect((await loginStep(operator.name, operator.password, '10.0.1.1')).statusCode).toBe(200);
  });

  it('allows LOGIN_IP_HOURLY_LIMIT attempts per IP an hour across names and steps', async () => {
    const testClock = createTestClock();
    const { app: limitedApp } = await startApp({ REDIS_URL: undefined, LOGIN_IP_HOURLY_LIMIT: '3' }, { clock: testClock });
    const attempt = (url: string, ip: string) => postAdmin(limitedApp, url, { ...plausibleBody, name: newOperatorName('ghost') }, ip);
    expect((await attempt('/api/admin/login', '10.1.0.1')).statusCode).toBe(401);
    expect((await attempt('/api/admin/login/totp', '10.1.0.1')).statusCode).toBe(401);
    expect((await attempt('/api/admin/login', '10.1.0.1')).statusCode).toBe(401);
    for (const url of ['/api/admin/login', '/api/admin/login/totp', '/api/admin/login/enrolment']) {
      expect((await attempt(url, '10.1.0.1')).statusCode, url).toBe(429);
    }
    expect((await attempt('/api/admin/login', '10.1.0.2')).statusCode).toBe(401);
    testClock.advance(60 * 60 * 1000);
    expect((await attempt('/api/admin/login', '10.1.0.1')).statusCode).toBe(401);
  });
});
