import type { HumanCheckChallenge } from '../../../../contract/accounts.ts';
import { getHumanCheck } from '../../../api/auth/get-human-check.ts';

/**
 * Passes the server's human check and answers the solution to send with the code request (decision 026), or null
 * when the person closed the check. ALTCHA is solved in workers with nothing to do for the person; Tencent's captcha
 * shows its own widget. Each is loaded only when its challenge arrives. `ms`: how long it took, fetch included.
 * `onIssued` says which check it is as soon as the server has answered.
 */
export async function passHumanCheck(
  signal: AbortSignal,
  onIssued: (provider: HumanCheckChallenge['provider']) => void = () => {},
): Promise<{ solution: string | null; ms: number }> {
  const started = performance.now();
  const issued = await getHumanCheck();
  onIssued(issued.provider);
  let solution: string | null;
  if (issued.provider === 'tencent') {
    const { showTencentCaptcha } = await import('./show-tencent-captcha.ts');
    solution = await showTencentCaptcha(issued, signal);
  } else {
    const { solveAltcha } = await import('./solve-altcha.ts');
    solution = await solveAltcha(issued.challenge, signal);
  }
  return { solution, ms: Math.round(performance.now() - started) };
}
