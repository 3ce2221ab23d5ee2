import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, totpUrl } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" in base32; its 8-digit codes end in these 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const vectors = [
  { seconds: 59, code: '287082' },
  { seconds: 1_111_111_109, code: '081804' },
  { seconds: 1_111_111_111, code: '050471' },
  { seconds: 1_234_567_890, code: '005924' },
  { seconds: 2_000_000_000, code: '279037' },
  { seconds: 20_000_000_000, code: '353130' },
];

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it.each(vectors)('accepts the RFC code at T=$seconds s and names its step', ({ seconds, code }) => {
    expect(matchTotpStep(RFC_SECRET, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('accepts the previous and the next step, nothing further', () => {
    const at = (steps: number) => (1_111_111_109 + steps * 30) * 1000;
    expect(matchTotpStep(RFC_SECRET, '081804', at(1))).toBe(37_037_036);
    expect(matchTotpStep(RFC_SECRET, '081804', at(-1))).toBe(37_037_036);
    expect(matchTotpStep(RFC_SECRET, '081804', at(2))).toBeNull();
    expect(matchTotpStep(RFC_SECRET, '081804', at(-2))).toBeNull();
  });

  it('refuses a wrong code', () => {
    expect(matchTotpStep(RFC_SECRET, '287083', 59_000)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URL that authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(totpUrl(secret, 'zhangsan'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/AI伴学:zhangsan');
    expect(Object.fromEntries(url.searchParams)).toEqual({ issuer: 'AI伴学', secret, algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
