/** A content date (YYYY-MM-DD, a calendar day with no time zone) as Chinese readers write it: 2023年6月12日. */
export function formatContentDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return `${year}年${Number(month)}月${Number(day)}日`;
}
