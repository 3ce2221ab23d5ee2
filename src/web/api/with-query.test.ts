import { describe, expect, it } from 'vitest';
import { withQuery } from './with-query.ts';

describe('withQuery', () => {
  it('adds the values that are there and leaves out the empty ones', () => {
    expect(withQuery('/api/admin/orders', { phone: '13800000000', status: undefined, learner: '', limit: 20 })).toBe(
      '/api/admin/orders?phone=13800000000&limit=20',
    );
    expect(withQuery('/api/companion/today', { learnerId: undefined, status: null })).toBe('/api/companion/today');
  });

  it('encodes what it adds', () => {
    expect(withQuery('/api/companion/plan', { from: '2026-11-23', learner: '小明&x=1' })).toBe(
      '/api/companion/plan?from=2026-11-23&learner=%E5%B0%8F%E6%98%8E%26x%3D1',
    );
  });
});
