import { describe, expect, it } from 'vitest';
import { refundedDays } from './refund-settlement.ts';

describe('the service days a refund takes back (decision 015)', () => {
  it('takes back the refunded share of the plan’s days, rounded to whole days', () => {
    expect(refundedDays(30, 24900, 0, 24900)).toBe(30);
    expect(refundedDays(30, 24900, 0, 8300)).toBe(10);
    expect(refundedDays(30, 24900, 0, 10000)).toBe(12);
    expect(refundedDays(30, 24900, 0, 1)).toBe(0);
  });

  it('counts on the running total, so partial refunds add up to exactly the plan’s days', () => {
    const parts = [4150, 4150, 4150, 4150, 4150, 4150];
    let refunded = 0;
    const days = parts.map((part) => {
      const taken = refundedDays(30, 24900, refunded, refunded + part);
      refunded += part;
      return taken;
    });
    expect(days).toEqual([5, 5, 5, 5, 5, 5]);
    const odd = [1, 1, 1, 24897].reduce<{ refunded: number; days: number }>(
      (sum, part) => ({ refunded: sum.refunded + part, days: sum.days + refundedDays(30, 24900, sum.refunded, sum.refunded + part) }),
      { refunded: 0, days: 0 },
    );
    expect(odd.days).toBe(30);
  });
});
