import { afterEach, describe, expect, it } from 'vitest';
import { fenFromYuan, formatBeijingTime, parseBeijingTime, signContent, yuanFromFen } from './alipay-protocol.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('amounts between fen and Alipay’s yuan strings', () => {
  it('writes fen as yuan with exactly two decimals, without float rounding', () => {
    expect(yuanFromFen(1)).toBe('0.01');
    expect(yuanFromFen(10)).toBe('0.10');
    expect(yuanFromFen(100)).toBe('1.00');
    expect(yuanFromFen(0)).toBe('0.00');
    // 0.29 * 100 is 28.999999999999996 in floating point; 1.005 and 8.2 are classic float traps too.
    expect(yuanFromFen(29)).toBe('0.29');
    expect(yuanFromFen(820)).toBe('8.20');
    expect(yuanFromFen(79900)).toBe('799.00');
    expect(yuanFromFen(10_000_000_000)).toBe('100000000.00');
  });

  it('refuses what is not a whole, non-negative number of fen', () => {
    for (const fen of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) expect(() => yuanFromFen(fen)).toThrow(RangeError);
  });

  it('reads yuan strings to fen exactly', () => {
    expect(fenFromYuan('0.01')).toBe(1);
    expect(fenFromYuan('0.29')).toBe(29);
    expect(fenFromYuan('12.34')).toBe(1234);
    expect(fenFromYuan('12.3')).toBe(1230);
    expect(fenFromYuan('12')).toBe(1200);
    expect(fenFromYuan('0')).toBe(0);
    expect(fenFromYuan('799.00')).toBe(79900);
    expect(fenFromYuan('100000000.00')).toBe(10_000_000_000);
  });

  it('rejects malformed amounts instead of guessing', () => {
    for (const text of [
      '',
      '.5',
      '1.',
      '1.234',
      '-1.00',
      '+1.00',
      '01.00',
      '1e3',
      '1,000.00',
      ' 1.00',
      '1.00 ',
      '0x10',
      '１.００',
      'NaN',
      '123456789012.00',
    ]) {
      expect(fenFromYuan(text), text).toBeNull();
    }
  });

  it('round-trips every amount up to 1,000 yuan', () => {
    for (let fen = 0; fen <= 100_000; fen += 1) {
      if (fenFromYuan(yuanFromFen(fen)) !== fen) throw new Error(`${fen} did not round-trip`);
    }
  });
});

describe('Beijing time as Alipay writes it', () => {
  const instant = Date.UTC(2026, 10, 22, 16, 30, 5, 999); // 2026-11-22 16:30:05.999 UTC = 2026-11-23 00:30:05 in Beijing

  it('formats an instant in Beijing time whatever the process time zone', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(new Date(instant).getTimezoneOffset(), `TZ=${tz} took effect`).toBe(
        { UTC: 0, 'America/Los_Angeles': 480, 'Asia/Shanghai': -480, 'Pacific/Kiritimati': -840 }[tz],
      );
      expect(formatBeijingTime(instant)).toBe('2026-11-23 00:30:05');
    }
  });

  it('reads Beijing time back to the instant (to the second)', () => {
    process.env.TZ = 'America/New_York';
    expect(parseBeijingTime('2026-11-23 00:30:05')).toBe(Date.UTC(2026, 10, 22, 16, 30, 5));
    expect(parseBeijingTime('2026-01-01 07:59:59')).toBe(Date.UTC(2025, 11, 31, 23, 59, 59));
  });

  it('rejects malformed or impossible times', () => {
    for (const text of [
      '2026-02-30 10:00:00',
      '2026-11-22T10:00:00',
      '2026-11-22 24:00:00',
      '2026-11-22 10:00',
      '2026-11-22 10:00:00Z',
      '20261122100000',
      '',
    ]) {
      expect(parseBeijingTime(text), text).toBeNull();
    }
  });
});

describe('the content an RSA2 signature covers', () => {
  it('sorts by name, leaves out the excluded names and empty values, and keeps values unencoded', () => {
    const params = { sign: 'x', b: '2', sign_type: 'RSA2', a: '1 & =%', c: '', subject: '初中 100%' };
    expect(signContent(params, ['sign', 'sign_type'])).toBe('a=1 & =%&b=2&subject=初中 100%');
    expect(signContent(params, ['sign'])).toBe('a=1 & =%&b=2&sign_type=RSA2&subject=初中 100%');
  });
});
