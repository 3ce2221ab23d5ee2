import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTotpSecretBox, loadTotpKey, TOTP_KEY_FILE } from './totp-secret-box.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('TOTP secret box', () => {
  const box = createTotpSecretBox(randomBytes(32));

  it('opens what it sealed for the same operator, and the sealed text does not show the secret', () => {
    const sealed = box.seal(SECRET, 'op-1');
    expect(sealed).not.toContain(SECRET);
    expect(box.seal(SECRET, 'op-1')).not.toBe(sealed);
    expect(box.open(sealed, 'op-1')).toBe(SECRET);
  });

  it('refuses a secret moved to another operator, or altered', () => {
    const sealed = box.seal(SECRET, 'op-1');
    expect(() => box.open(sealed, 'op-2')).toThrow();
    const parts = sealed.split('.');
    const ciphertext = Buffer.from(parts[4] ?? '', 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    parts[4] = ciphertext.toString('base64url');
    expect(() => box.open(parts.join('.'), 'op-1')).toThrow();
  });

  it('says so when another key sealed it', () => {
    const sealed = createTotpSecretBox(randomBytes(32)).seal(SECRET, 'op-1');
    expect(() => box.open(sealed, 'op-1')).toThrow(/OPERATOR_TOTP_KEY/);
  });
});

describe('loadTotpKey', () => {
  it('takes the configured key', () => {
    const hex = randomBytes(32).toString('hex');
    expect(loadTotpKey(hex, '/nonexistent').toString('hex')).toBe(hex);
  });

  it('generates a key file once (mode 0600) and reads the same key afterwards', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bx-totp-key-')), 'data');
    try {
      const first = loadTotpKey(null, dataDir);
      expect(first).toHaveLength(32);
      expect(fs.statSync(path.join(dataDir, TOTP_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(loadTotpKey(null, dataDir).equals(first)).toBe(true);
      expect(fs.readdirSync(dataDir)).toEqual([TOTP_KEY_FILE]);
    } finally {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
