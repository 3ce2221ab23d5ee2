import { describe, expect, it } from 'vitest';
import { createDeviceTokens, DEVICE_TOKEN_TTL_MS } from './device-token.ts';

const PHONE = '13812341234';
const SECRET = 'a-secret-of-at-least-thirty-two-characters';

function tokensAt(start: number) {
  const clock = { at: start, now: () => clock.at };
  return { clock, tokens: createDeviceTokens(SECRET, clock) };
}

describe('remembered-device tokens', () => {
  it('is valid for the phone it was issued for, until 90 days have passed', () => {
    const { clock, tokens } = tokensAt(Date.UTC(2026, 0, 1));
    const token = tokens.issue(PHONE);
    expect(token.length).toBeLessThanOrEqual(256);
    expect(token).not.toContain(PHONE);
    expect(tokens.isValidFor(token, PHONE)).toBe(true);
    clock.at += DEVICE_TOKEN_TTL_MS - 1;
    expect(tokens.isValidFor(token, PHONE)).toBe(true);
    clock.at += 1;
    expect(tokens.isValidFor(token, PHONE)).toBe(false);
  });

  it('is not valid for another phone, under another secret, tampered with, or issued in the future', () => {
    const { clock, tokens } = tokensAt(Date.UTC(2026, 0, 1));
    const token = tokens.issue(PHONE);
    expect(tokens.isValidFor(token, '13812341235')).toBe(false);
    expect(createDeviceTokens(`${SECRET}-other`, clock).isValidFor(token, PHONE)).toBe(false);

    const [issuedAt = '', mac = ''] = token.split('.');
    const laterIssue = `${String(Number(issuedAt) + 1)}.${mac}`;
    const flippedMac = `${issuedAt}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    for (const forged of [laterIssue, flippedMac, `${issuedAt}.`, '', 'x'.repeat(300), `${token}.`, `${issuedAt}.${mac.slice(0, 42)}`]) {
      expect(tokens.isValidFor(forged, PHONE), forged).toBe(false);
    }

    const { tokens: ahead } = tokensAt(Date.UTC(2026, 0, 2));
    expect(tokens.isValidFor(ahead.issue(PHONE), PHONE)).toBe(false);
  });
});
