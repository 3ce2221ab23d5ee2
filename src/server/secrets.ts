import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function sha256Hex(input: string): string {
  return createHash('sha256').update(input, 'utf8').digest('hex');
}

/** Equal-length hex digests compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** 256 random bits, URL-safe: a session token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 128 random bits as hex: a row id that reveals nothing about order or count. */
export function newId(): string {
  return randomBytes(16).toString('hex');
}

/** Six random decimal digits, leading zeros kept. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
