import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.ts';

/** How long a device that logged in as a phone may ask for that phone's codes without a human check. */
export const DEVICE_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^(\d{13})\.([A-Za-z0-9_-]{43})$/;

/**
 * A remembered device (decision 026): a stateless token the login returns, binding the phone and the time of issue
 * under an HMAC-SHA-256 of the human check's secret. The token does not name the phone; the code request does, and
 * only the phone it was issued for makes it valid.
 */
export function createDeviceTokens(secret: string, clock: Clock) {
  // Its own key derived from the shared secret: a device token and an ALTCHA signature are never interchangeable.
  const key = `device-token:${secret}`;
  const mac = (phone: string, issuedAt: string) => createHmac('sha256', key).update(`v1:${phone}:${issuedAt}`).digest();

  function issue(phone: string): string {
    const issuedAt = String(clock.now()).padStart(13, '0');
    return `${issuedAt}.${mac(phone, issuedAt).toString('base64url')}`;
  }

  /** True only for a token issued for this phone within the last 90 days; anything else (forged, expired, another phone's) is false. */
  function isValidFor(token: string, phone: string): boolean {
    const parts = TOKEN_PATTERN.exec(token);
    if (!parts?.[1] || !parts[2]) return false;
    const issuedAt = parts[1];
    const given = Buffer.from(parts[2], 'base64url');
    const expected = mac(phone, issuedAt);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const age = clock.now() - Number(issuedAt);
    return age >= 0 && age < DEVICE_TOKEN_TTL_MS;
  }

  return { issue, isValidFor };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;
