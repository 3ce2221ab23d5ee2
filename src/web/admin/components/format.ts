import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Times are stored in UTC and shown in Asia/Shanghai. */
export const SHANGHAI = 'Asia/Shanghai';

/** An ISO 8601 instant or epoch milliseconds (timeline details keep some instants as numbers). */
type Instant = string | number | null | undefined;

export function formatDateTime(at: Instant): string {
  return at === null || at === undefined || at === '' ? '—' : dayjs(at).tz(SHANGHAI).format('YYYY-MM-DD HH:mm:ss');
}

export function formatDate(at: Instant): string {
  return at === null || at === undefined || at === '' ? '—' : dayjs(at).tz(SHANGHAI).format('YYYY-MM-DD');
}

/** ¥1,234.50 from integer fen. */
export function formatFen(fen: number): string {
  return `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function fenToYuan(fen: number): number {
  return fen / 100;
}

/** Integer fen as the text of a 元 field: 19900 → "199.00". */
export function fenToYuanText(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/**
 * An amount an operator typed in 元, read exactly (from its digits, never through floating point) as integer fen,
 * or why it is not one. Only plain amounts pass: no sign, no exponent (1e3), no separators, at most two decimals;
 * nothing is rounded or clamped. Zero is refused too: every amount the console asks for is more than nothing.
 */
export function readYuan(text: string): { fen: number } | { error: string } {
  const typed = text.trim();
  if (/^-\s*[\d.]/.test(typed)) return { error: '金额须大于 0' };
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(typed);
  if (!parts) return { error: '请输入金额，如 199 或 199.90' };
  const [, whole = '', decimals = ''] = parts;
  if (decimals.length > 2) return { error: '金额最多两位小数（精确到分）' };
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (fen === 0) return { error: '金额须大于 0' };
  if (!Number.isSafeInteger(fen)) return { error: '金额过大' };
  return { fen };
}
