import { describe, expect, it } from 'vitest';
import { hashPassword, newOneTimePassword, verifyPassword } from './password.ts';

describe('operator passwords', () => {
  it('hash with argon2id at 19 MiB, 2 passes, 1 lane, salted', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
  });

  it('treat a malformed hash as a wrong password', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('make one-time passwords of 20 unambiguous characters in groups of five', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => newOneTimePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{5}(-[a-km-zA-HJ-NP-Z2-9]{5}){3}$/);
  });
});
