import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { type AltchaChallenge, humanCheckChallengeSchema } from '../../../src/contract/accounts.ts';

/** A fresh ALTCHA challenge from the app. */
export async function fetchAltchaChallenge(app: FastifyInstance): Promise<AltchaChallenge> {
  const response = await app.inject({ url: '/api/auth/human-check' });
  if (response.statusCode !== 200) throw new Error(`human-check answered ${response.statusCode}: ${response.body}`);
  const issued = humanCheckChallengeSchema.parse(response.json());
  if (issued.provider !== 'altcha') throw new Error(`expected an ALTCHA challenge, got ${issued.provider}`);
  return issued.challenge;
}

/** Solves a challenge as the browser does (same algorithm, Node's PBKDF2) and encodes the payload the API takes. */
export async function solveAltcha(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the ALTCHA challenge could not be solved');
  return encodeAltchaPayload(challenge, solution);
}

export const encodeAltchaPayload = (challenge: AltchaChallenge, solution: { counter: number; derivedKey: string }) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

/** A solved human check for the next code request, as the login form would send it. */
export async function passHumanCheck(app: FastifyInstance): Promise<string> {
  return solveAltcha(await fetchAltchaChallenge(app));
}
