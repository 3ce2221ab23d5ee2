import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { humanCheckChallengeSchema } from '../../../src/contract/accounts.ts';

/** Passes the server's human check as the login form does (same challenge, same algorithm, Node's PBKDF2). */
export async function passHumanCheck(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/human-check');
  expect(response.status(), await response.text()).toBe(200);
  const issued = humanCheckChallengeSchema.parse(await response.json());
  if (issued.provider !== 'altcha') throw new Error(`expected an ALTCHA challenge, got ${issued.provider}`);
  const solution = await solveChallenge({ challenge: issued.challenge, deriveKey });
  if (!solution) throw new Error('the ALTCHA challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge: issued.challenge, solution })).toString('base64');
}

/** Asks for a login code; a second code for a phone within the hour needs a human check (decision 026): pass it. */
export async function requestSmsCode(request: APIRequestContext, phone: string): Promise<APIResponse> {
  const first = await request.post('/api/auth/sms-codes', { data: { phone } });
  if (first.status() !== 428) return first;
  return request.post('/api/auth/sms-codes', { data: { phone, humanCheck: await passHumanCheck(request) } });
}
