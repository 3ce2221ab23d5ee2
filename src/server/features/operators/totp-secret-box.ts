import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateFile } from '../../data-dir-files.ts';

/**
 * Operators' TOTP secrets are stored encrypted (AES-256-GCM), bound to their operator's id: a database dump or backup
 * alone does not yield second factors, and a secret copied to another operator's row does not open.
 */
export type TotpSecretBox = {
  seal: (secret: string, operatorId: string) => string;
  open: (sealed: string, operatorId: string) => string;
};

const VERSION = 'v1';

export function createTotpSecretBox(key: Buffer): TotpSecretBox {
  if (key.length !== 32) throw new Error('the TOTP secret key must be 32 bytes');
  // Names the key in each sealed value, so a process holding another key says so instead of failing every login.
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return {
    seal(secret, operatorId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(operatorId, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(
        '.',
      );
    },
    open(sealed, operatorId) {
      const [version, sealedKeyId, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error('not a sealed TOTP secret');
      if (sealedKeyId !== keyId) {
        throw new Error(
          `TOTP secret sealed with key ${sealedKeyId}, this process holds key ${keyId}: give every process the same OPERATOR_TOTP_KEY`,
        );
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(operatorId, 'utf8'))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export const TOTP_KEY_FILE = 'operator-totp.key';

/**
 * The key from OPERATOR_TOTP_KEY, or else from DATA_DIR/operator-totp.key, generated there once (mode 0600). The file
 * serves one machine; processes on several machines need the variable, the same on each.
 */
export function loadTotpKey(configuredHex: string | null, dataDir: string): Buffer {
  if (configuredHex) return Buffer.from(configuredHex, 'hex');
  const file = path.join(dataDir, TOTP_KEY_FILE);
  const hex = readOrCreateFile(file, () => `${randomBytes(32).toString('hex')}\n`).trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${file} must hold 64 hex digits`);
  return Buffer.from(hex, 'hex');
}
