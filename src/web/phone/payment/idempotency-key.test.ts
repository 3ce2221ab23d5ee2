import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../contract/orders.ts';
import { createIdempotencyKeys, newIdempotencyKey } from './idempotency-key.ts';

describe('newIdempotencyKey', () => {
  it('fits the server’s Idempotency-Key pattern and is different every time', () => {
    const keys = Array.from({ length: 200 }, () => newIdempotencyKey());
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('createIdempotencyKeys', () => {
  const plan30 = { planId: 'junior-30', learnerId: 'L1' };

  it('gives the same key for the same plan and learner: a double tap or a retry is one order', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor(plan30);
    expect(keys.keyFor(plan30)).toBe(first);
    expect(keys.keyFor({ ...plan30 })).toBe(first);
  });

  it('gives another learner or another plan a key of its own', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor(plan30);
    const otherChild = keys.keyFor({ planId: 'junior-30', learnerId: 'L2' });
    const otherPlan = keys.keyFor({ planId: 'junior-120', learnerId: 'L1' });
    expect(new Set([first, otherChild, otherPlan]).size).toBe(3);
  });

  it('returns to the first key when the first learner is chosen again', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor(plan30);
    keys.keyFor({ planId: 'junior-30', learnerId: 'L2' });
    expect(keys.keyFor(plan30)).toBe(first);
  });

  it('does not confuse ids that only join to the same text', () => {
    const keys = createIdempotencyKeys();
    expect(keys.keyFor({ planId: 'a|b', learnerId: 'c' })).not.toBe(keys.keyFor({ planId: 'a', learnerId: 'b|c' }));
  });

  it('a new checkout page starts with new keys', () => {
    expect(createIdempotencyKeys().keyFor(plan30)).not.toBe(createIdempotencyKeys().keyFor(plan30));
  });
});
