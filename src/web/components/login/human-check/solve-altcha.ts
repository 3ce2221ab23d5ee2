import { solveChallengeWorkers } from 'altcha-lib';
import type { AltchaChallenge } from '../../../../contract/accounts.ts';

const createWorker = () => new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' });

/**
 * Solves an ALTCHA challenge on up to 4 threads (loaded only when a check is needed: the login page does not carry
 * it) and answers the payload the server takes: base64 of `{challenge, solution}`.
 */
export async function solveAltcha(challenge: AltchaChallenge, signal: AbortSignal): Promise<string> {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort());
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2)),
    createWorker,
    controller,
    timeout: 60_000,
  });
  if (!solution) throw new Error('the security check was not solved in time');
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
}
