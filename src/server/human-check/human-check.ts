import type { HumanCheckChallenge } from '../../contract/accounts.ts';
import { AppError } from '../errors.ts';
import type { Limiter } from '../limits/limiter.ts';

/**
 * A check that a person, not a script, is asking (decision 026): the server issues what the client needs, the client
 * solves it, and `verify` accepts each solution once. Failures are AppErrors the client can show: 400/403
 * HUMAN_CHECK_INVALID, 403 HUMAN_CHECK_EXPIRED or HUMAN_CHECK_USED, 503 when the provider cannot be asked.
 */
export interface HumanCheck {
  readonly provider: HumanCheckChallenge['provider'];
  issueChallenge(): Promise<HumanCheckChallenge>;
  verify(solution: string, ip: string): Promise<void>;
}

export const humanCheckFailed = (code: 'HUMAN_CHECK_INVALID' | 'HUMAN_CHECK_EXPIRED' | 'HUMAN_CHECK_USED', status = 403) =>
  new AppError(status, code, undefined, 'humanCheck');

/**
 * Marks a solution used in the shared limiter store (Redis across processes) for as long as it could still be
 * accepted; a second use anywhere is refused.
 */
export async function claimOnce(limiter: Limiter, id: string, validForMs: number): Promise<void> {
  const use = await limiter.hit(`human-check:used:${id}`, Math.max(1000, validForMs));
  if (use.count > 1) throw humanCheckFailed('HUMAN_CHECK_USED');
}

/** base64 (standard or URL-safe) of a JSON document, or undefined when it is not one. */
export function decodeBase64Json(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}
