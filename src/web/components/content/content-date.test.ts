import { describe, expect, it } from 'vitest';
import { formatContentDate } from './content-date.ts';

describe('formatContentDate', () => {
  it('writes a calendar day the Chinese way, without leading zeros', () => {
    expect(formatContentDate('2023-06-02')).toBe('2023年6月2日');
    expect(formatContentDate('2024-11-30')).toBe('2024年11月30日');
  });

  it('leaves anything else as it is', () => {
    expect(formatContentDate('2023/06/02')).toBe('2023/06/02');
  });
});
