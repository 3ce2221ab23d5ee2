import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Times are stored in UTC and shown in Asia/Shanghai. */
export const SHANGHAI = 'Asia/Shanghai';

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).tz(SHANGHAI).format('YYYY-MM-DD HH:mm:ss') : '—';
}

export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).tz(SHANGHAI).format('YYYY-MM-DD') : '—';
}

/** ¥1,234.50 from integer fen. */
export function formatFen(fen: number): string {
  return `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** An amount typed in 元 (at most 2 decimals) as integer fen; never through float multiplication alone. */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

export function fenToYuan(fen: number): number {
  return fen / 100;
}
