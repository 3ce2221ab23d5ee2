import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { altchaPayloadSchema } from '../../contract/accounts.ts';
import type { Clock } from '../clock.ts';
import type { HumanCheckConfig } from '../config.ts';
import type { Limiter } from '../limits/limiter.ts';
import { claimOnce, decodeBase64Json, type HumanCheck, humanCheckFailed } from './human-check.ts';
import { loadHumanCheckSecret } from './human-check-secret.ts';

/** How long a challenge may be solved and sent after it was issued. */
export const ALTCHA_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Web Crypto has PBKDF2 natively in every browser: a few hundred attempts a second on a phone. */
const ALGORITHM = 'PBKDF2/SHA-256';
type AltchaConfig = Extract<HumanCheckConfig, { provider: 'altcha' }>;

/**
 * ALTCHA v2 proof of work (altcha-lib), deterministic mode: the server picks the counter, so the client's work is
 * known (about `maxCounter * 0.75` PBKDF2 derivations) and verifying is one HMAC. The expiry is signed into the
 * challenge's data and read with the app's clock (the library's own expiry reads Date.now()).
 */
export function createAltchaCheck(
  config: AltchaConfig,
  { clock, limiter, dataDir }: { clock: Clock; limiter: Limiter; dataDir: string },
): HumanCheck {
  const secret = loadHumanCheckSecret(config.secret, dataDir);
  // Two secrets from one: the challenge's signature and the derived key's must not be interchangeable.
  const hmacSignatureSecret = `challenge:${secret}`;
  const hmacKeySignatureSecret = `key:${secret}`;

  return {
    provider: 'altcha',
    async issueChallenge() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: config.cost,
        counter: randomInt(Math.ceil(config.maxCounter / 2), config.maxCounter),
        deriveKey,
        data: { expiresAtMs: clock.now() + ALTCHA_CHALLENGE_TTL_MS },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (!challenge.signature) throw new Error('altcha-lib returned an unsigned challenge');
      return { provider: 'altcha', challenge: { parameters: challenge.parameters, signature: challenge.signature } };
    },
    async verify(solution) {
      const payload = altchaPayloadSchema.safeParse(decodeBase64Json(solution));
      if (!payload.success) throw humanCheckFailed('HUMAN_CHECK_INVALID', 400);
      const { challenge } = payload.data;
      const verified = await verifySolution({
        challenge,
        solution: payload.data.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).then(
        (result) => result.verified,
        // Malformed hex or parameters the library refuses: a forgery, never a 500.
        () => false,
      );
      if (!verified) throw humanCheckFailed('HUMAN_CHECK_INVALID');
      // Signed, so ours: an expiry that is missing or not a number is a challenge we never issued.
      const expiresAtMs = challenge.parameters.data?.expiresAtMs;
      if (typeof expiresAtMs !== 'number') throw humanCheckFailed('HUMAN_CHECK_INVALID');
      const now = clock.now();
      if (expiresAtMs <= now) throw humanCheckFailed('HUMAN_CHECK_EXPIRED');
      await claimOnce(limiter, `altcha:${challenge.signature}`, expiresAtMs - now);
    },
  };
}
