import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { devSmsLatestSchema, type LoginResponse, loginResponseSchema } from '../../../src/contract/accounts.ts';
import { type ErrorEnvelope, errorEnvelopeSchema } from '../../../src/contract/errors.ts';
import { passHumanCheck } from './human-check.ts';

let phoneCounter = Math.floor(Math.random() * 90_000_000);

/** A mainland mobile number no other call in this process has returned. */
export function newPhone(): string {
  phoneCounter = (phoneCounter + 1) % 100_000_000;
  return `139${String(phoneCounter).padStart(8, '0')}`;
}

/** A well-formed code that is certainly not `code`. */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The error envelope of a response, parsed (throws when the body is not one). */
export function errorOf(response: LightMyRequestResponse): ErrorEnvelope['error'] {
  return errorEnvelopeSchema.parse(response.json()).error;
}

/** `deviceToken`: what an earlier login on this device returned for the phone (decision 026). */
export function requestSmsCode(
  app: FastifyInstance,
  phone: unknown,
  ip = '127.0.0.1',
  humanCheck?: string,
  deviceToken?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/sms-codes', payload: { phone, humanCheck, deviceToken }, remoteAddress: ip });
}

/** Requests a code as the login form does: when the server asks for a human check (428), passes one and asks again. */
export async function requestSmsCodeAsPerson(app: FastifyInstance, phone: string, ip = '127.0.0.1'): Promise<LightMyRequestResponse> {
  const first = await requestSmsCode(app, phone, ip);
  if (first.statusCode !== 428) return first;
  return requestSmsCode(app, phone, ip, await passHumanCheck(app));
}

/** The last code the development inbox holds for a phone. */
export async function latestSmsCode(app: FastifyInstance, phone: string): Promise<string> {
  const response = await app.inject({ url: `/api/dev/sms/latest?phone=${phone}` });
  if (response.statusCode !== 200) throw new Error(`no code in the development inbox for ${phone}: ${response.body}`);
  return devSmsLatestSchema.parse(response.json()).code;
}

export function postLogin(app: FastifyInstance, payload: object): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload });
}

/** Requests a code (which must be allowed, after a human check if the server asks for one), reads it from the development inbox and returns it. */
export async function sendCode(app: FastifyInstance, phone: string, ip?: string): Promise<string> {
  const response = await requestSmsCodeAsPerson(app, phone, ip);
  if (response.statusCode !== 204) throw new Error(`sms-codes for ${phone} answered ${response.statusCode}: ${response.body}`);
  return latestSmsCode(app, phone);
}

/** Logs a phone in through the API exactly as a client does and returns the token and the account. */
export async function loginAs(app: FastifyInstance, phone: string = newPhone()): Promise<LoginResponse & { phone: string }> {
  const code = await sendCode(app, phone);
  const response = await postLogin(app, { phone, code, agreed: true });
  if (response.statusCode !== 200) throw new Error(`login of ${phone} answered ${response.statusCode}: ${response.body}`);
  return { ...loginResponseSchema.parse(response.json()), phone };
}
