/**
 * The string forms of Alipay's open platform (v2 gateway): amounts in yuan with two decimals, times in Beijing time
 * without a zone, and the sorted `key=value&…` content that RSA2 signatures cover. Shared by the client and the
 * simulator so both speak the documented format, not each other's quirks.
 */

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const YUAN_PATTERN = /^(0|[1-9]\d{0,10})(?:\.(\d{1,2}))?$/;
const BEIJING_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** 1234 → "12.34", by integer arithmetic (never through a float). */
export function yuanFromFen(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "12.34" → 1234, "12.3" → 1230, "12" → 1200; null for anything else (signs, exponents, spaces, 3 decimals, "012"). */
export function fenFromYuan(yuan: string): number | null {
  const match = YUAN_PATTERN.exec(yuan);
  if (!match) return null;
  const [, whole = '0', cents = ''] = match;
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** An instant as Alipay writes it: Beijing time, "yyyy-MM-dd HH:mm:ss", whatever the process time zone. */
export function formatBeijingTime(epochMs: number): string {
  if (!Number.isFinite(epochMs)) throw new RangeError(`not a time: ${epochMs}`);
  return new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** "2026-11-22 16:00:00" (Beijing time) → epoch ms; null when malformed or not a real date. */
export function parseBeijingTime(text: string): number | null {
  const match = BEIJING_TIME_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined || second === undefined)
    return null;
  const epochMs = Date.UTC(year, month - 1, day, hour, minute, second) - BEIJING_OFFSET_MS;
  // Date.UTC rolls 02-30 over into March: a date that does not print back as given did not exist.
  return formatBeijingTime(epochMs) === text ? epochMs : null;
}

/**
 * What an RSA2 signature covers: the parameters sorted by name, as `name=value` joined by `&`, values as they are
 * (not URL-encoded), leaving out the excluded names and empty values.
 */
export function signContent(params: Readonly<Record<string, string>>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((name) => !exclude.includes(name) && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}
