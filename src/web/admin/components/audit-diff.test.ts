import { describe, expect, it } from 'vitest';
import { auditChanges, auditValue, fieldLabel } from './audit-diff.tsx';

describe('audit before → after', () => {
  it('lists only the fields that changed', () => {
    expect(auditChanges({ role: 'service', disabled: false, name: 'li' }, { role: 'admin', disabled: false, name: 'li' })).toEqual([
      { key: 'role', before: 'service', after: 'admin' },
    ]);
  });

  it('lists every field of a creation (no before) as new, and of a deletion (no after) as gone', () => {
    expect(auditChanges(null, { name: 'li', role: 'admin' })).toEqual([
      { key: 'name', before: undefined, after: 'li' },
      { key: 'role', before: undefined, after: 'admin' },
    ]);
    expect(auditChanges({ name: 'li' }, null)).toEqual([{ key: 'name', before: 'li', after: undefined }]);
  });

  it('compares nested values by content', () => {
    expect(auditChanges({ ids: ['a', 'b'] }, { ids: ['a', 'b'] })).toEqual([]);
    expect(auditChanges({ ids: ['a', 'b'] }, { ids: ['b', 'a'] })).toEqual([{ key: 'ids', before: ['a', 'b'], after: ['b', 'a'] }]);
  });
});

describe('audited fields and values in words', () => {
  it('names a refund’s fields and shows its state with the refund labels, an order’s with the order labels', () => {
    expect(fieldLabel('refundId')).toBe('退款编号');
    expect(fieldLabel('refundStatus')).toBe('退款状态');
    expect(auditValue('refundStatus', 'PENDING')).toBe('退款中');
    expect(auditValue('refundStatus', 'SUCCEEDED')).toBe('退款成功');
    expect(auditValue('status', 'PENDING')).toBe('待支付');
    expect(auditValue('status', 'REFUNDED')).toBe('已退款');
  });

  it('translates a code only in its own field: an operator named "admin" keeps the name', () => {
    expect(auditValue('role', 'admin')).toBe('管理员');
    expect(auditValue('name', 'admin')).toBe('admin');
  });

  it('gives a field it has no name for a readable one', () => {
    expect(fieldLabel('serviceHours')).toBe('service hours');
    expect(fieldLabel('provider_status')).toBe('provider status');
    expect(fieldLabel('learnerId')).toBe('learner 编号');
    expect(fieldLabel('reviewedAt')).toBe('复核时间');
    expect(fieldLabel('priceChangedAt')).toBe('price changed 时间');
  });
});
