import { newRequestKey } from '../../api/request-key.ts';

/** What one order is for; the Idempotency-Key of a checkout belongs to exactly this pair. */
export type OrderIntent = { planId: string; learnerId: string };

/** An order's Idempotency-Key: 32 lowercase hex characters. */
export const newIdempotencyKey = newRequestKey;

/**
 * The keys of one checkout page: one per plan+learner, made the first time it is needed and kept while the page
 * lives. A double tap, or a retry after the network lost the server's answer, sends the same key and so gets the
 * same order; choosing another learner is another order with its own key, and choosing the first learner again
 * returns to the first key (its order may already exist).
 */
export function createIdempotencyKeys(generate: () => string = newIdempotencyKey) {
  const keys = new Map<string, string>();
  return {
    keyFor({ planId, learnerId }: OrderIntent): string {
      const intent = JSON.stringify([planId, learnerId]);
      const known = keys.get(intent);
      if (known) return known;
      const key = generate();
      keys.set(intent, key);
      return key;
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
