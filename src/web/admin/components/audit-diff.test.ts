import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff.tsx';

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
