/**
 * A key that makes a request safe to repeat (an order's Idempotency-Key, a refund's requestId): 32 lowercase hex
 * characters from the platform's CSPRNG (randomUUID needs a secure context; this does not).
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
