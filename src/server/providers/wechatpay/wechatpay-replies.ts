import type { KeyObject } from 'node:crypto';
import { decryptResource, type EncryptedResource, isFreshTimestamp, responseMessage, verifyMessage } from './wechatpay-crypto.ts';

/**
 * What WeChat Pay answers and sends, as the client reads it: replies and notifications whose signature must verify
 * before anything in them is read, notification resources to decrypt, and the errors of a call.
 */

export class WechatPayError extends Error {
  override name = 'WechatPayError';
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

export type SignedHeaders = { timestamp?: string | null; nonce?: string | null; signature?: string | null; serial?: string | null };

/**
 * Checks a reply's or a notification's signature: the serial names a known platform key, the timestamp is within
 * five minutes, and the signature over timestamp, nonce and the raw body verifies.
 */
export function verifySignedBody(
  config: { platformPublicKeys: ReadonlyMap<string, KeyObject>; now: () => number },
  headers: SignedHeaders,
  body: string,
): string | null {
  const { timestamp, nonce, signature, serial } = headers;
  if (!timestamp || !nonce || !signature || !serial) return 'missing Wechatpay-* signature headers';
  const key = config.platformPublicKeys.get(serial);
  if (!key) return `unknown Wechatpay-Serial ${serial}`;
  if (!isFreshTimestamp(timestamp, config.now())) return 'stale or invalid Wechatpay-Timestamp';
  if (!verifyMessage(responseMessage(timestamp, nonce, body), signature, key)) return 'bad signature';
  return null;
}

export function readObject(text: string): Record<string, unknown> {
  const value: unknown = text ? JSON.parse(text) : {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new WechatPayError('reply is not a JSON object');
  return Object.fromEntries(Object.entries(value));
}

/** A notification's event type and its decrypted resource; throws when the body or the resource is malformed or does not decrypt. */
export function decryptEvent(rawBody: string, apiV3Key: string): { eventType: string; resource: Record<string, unknown> } {
  const envelope = readObject(rawBody);
  const resource = envelope.resource;
  if (typeof resource !== 'object' || resource === null) throw new WechatPayError('notification has no resource', 400);
  const { algorithm, ciphertext, nonce, associated_data } = Object.fromEntries(Object.entries(resource));
  if (typeof algorithm !== 'string' || typeof ciphertext !== 'string' || typeof nonce !== 'string') {
    throw new WechatPayError('notification resource is malformed', 400);
  }
  const encrypted: EncryptedResource = {
    algorithm,
    ciphertext,
    nonce,
    associated_data: typeof associated_data === 'string' ? associated_data : '',
  };
  return { eventType: String(envelope.event_type ?? ''), resource: readObject(decryptResource(encrypted, apiV3Key)) };
}
