import { getHumanCheck } from '../../../api/auth/get-human-check.ts';

/**
 * Passes the server's human check and answers the solution to send with the code request. ALTCHA: fetched, solved
 * in workers; `ms` is how long it took (fetch and solve). Tencent's captcha would open its own widget here (decision 026).
 */
export async function passHumanCheck(signal: AbortSignal): Promise<{ solution: string; ms: number }> {
  const started = performance.now();
  const [issued, { solveAltcha }] = await Promise.all([getHumanCheck(), import('./solve-altcha.ts')]);
  if (issued.provider !== 'altcha') throw new Error(`human check ${issued.provider} is not supported by this page`);
  const solution = await solveAltcha(issued.challenge, signal);
  return { solution, ms: Math.round(performance.now() - started) };
}
