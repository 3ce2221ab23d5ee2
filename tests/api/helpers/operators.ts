import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { type AdminSession, adminLoginStepSchema, adminSessionSchema, type OperatorRole } from '../../../src/contract/admin.ts';
import type { TestClock } from './test-clock.ts';

let operatorCounter = 0;

/** An operator name no other call in this process has returned. */
export function newOperatorName(prefix = 'op'): string {
  operatorCounter += 1;
  return `${prefix}.${process.pid}.${operatorCounter}`;
}

/** The code an authenticator app shows for `secret` at `now` (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string, now: number): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: now });
}

export function postAdmin(
  app: FastifyInstance,
  url: string,
  payload: object,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, remoteAddress });
}

/** Parses an answer that must be 200, naming the answer when it is not. */
function ok<T>(response: LightMyRequestResponse, parse: (value: unknown) => T): T {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return parse(response.json());
}

export type EnrolledOperator = { id: string; name: string; role: OperatorRole; password: string; secret: string; token: string };

/** Creates an operator the way the CLI does (one-time password) without the audit's actor. */
export async function createOperatorDirectly(app: FastifyInstance, role: OperatorRole, name = newOperatorName(role)) {
  const { operator, oneTimePassword } = await app.operators.createOperator({ name, role }, { operatorId: null, requestId: null });
  return { ...operator, oneTimePassword };
}

/** First login through the API: password, enrolment with the first code and a new password. */
export async function enrolOperator(
  app: FastifyInstance,
  clock: TestClock,
  name: string,
  oneTimePassword: string,
  newPassword = `pw-${name}-long-enough`,
) {
  const step = ok(await postAdmin(app, '/api/admin/login', { name, password: oneTimePassword }), (value) =>
    adminLoginStepSchema.parse(value),
  );
  if (step.next !== 'enrol') throw new Error(`expected enrolment, got ${step.next}`);
  const session = ok(
    await postAdmin(app, '/api/admin/login/enrolment', {
      enrolment: step.enrolment,
      code: totpCode(step.secret, clock.now()),
      newPassword,
    }),
    (value) => adminSessionSchema.parse(value),
  );
  return { secret: step.secret, password: newPassword, session };
}

/** A later login: moves the clock to the next 30-second step (the last code was used), then password and code. */
export async function loginOperator(
  app: FastifyInstance,
  clock: TestClock,
  operator: { name: string; password: string; secret: string },
): Promise<AdminSession> {
  clock.advance(30_000);
  const step = ok(await postAdmin(app, '/api/admin/login', { name: operator.name, password: operator.password }), (value) =>
    adminLoginStepSchema.parse(value),
  );
  if (step.next !== 'totp') throw new Error(`expected the TOTP step, got ${step.next}`);
  return ok(
    await postAdmin(app, '/api/admin/login/totp', { challenge: step.challenge, code: totpCode(operator.secret, clock.now()) }),
    (value) => adminSessionSchema.parse(value),
  );
}

/** An operator of `role`, enrolled and logged in. */
export async function enrolledOperator(app: FastifyInstance, clock: TestClock, role: OperatorRole): Promise<EnrolledOperator> {
  const created = await createOperatorDirectly(app, role);
  const { secret, password, session } = await enrolOperator(app, clock, created.name, created.oneTimePassword);
  return { id: created.id, name: created.name, role, password, secret, token: session.token };
}

/** The audit log's entries of one action, oldest first. */
export function auditRows(app: FastifyInstance, action: string) {
  return app.db.selectFrom('operator_audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

/** Who changed what of one action, oldest first: [operator, target type, target id, before, after] with the JSON read. */
export async function auditedChanges(app: FastifyInstance, action: string): Promise<unknown[][]> {
  return (await auditRows(app, action)).map((row) => [
    row.operator_id,
    row.target_type,
    row.target_id,
    JSON.parse(row.before ?? 'null'),
    JSON.parse(row.after ?? 'null'),
  ]);
}
