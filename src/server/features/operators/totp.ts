import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app speaks it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_MS = 30_000;
const ISSUER = 'AI伴学';

/** 160 random bits (RFC 4226's recommended size) in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secretBase32: string, label = 'operator'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_MS / 1000,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** otpauth://totp/AI伴学:name?secret=…: what the enrolment QR code holds. */
export function totpUrl(secretBase32: string, operatorName: string): string {
  return totpOf(secretBase32, operatorName).toString();
}

/**
 * The 30-second step a code belongs to when it matches the step of `now` or the one before or after it (clocks of
 * phones drift); null when it matches none. The caller refuses a step it has already accepted.
 */
export function matchTotpStep(secretBase32: string, code: string, now: number): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / TOTP_PERIOD_MS) + delta;
}
