// Time is stored in UTC and shown as the wall clock in Asia/Shanghai, whatever the phone's own time zone.
const TIME_ZONE = 'Asia/Shanghai';

const isoDate = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const chineseDate = new Intl.DateTimeFormat('zh-CN', { timeZone: TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const clock = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 2027-03-01 */
export const formatShanghaiDate = (iso: string): string => isoDate.format(new Date(iso));

/** 2027年3月1日 */
export const formatShanghaiLongDate = (iso: string): string => chineseDate.format(new Date(iso));

/** 2026-11-22 10:30 */
export const formatShanghaiDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** 10:30 */
export const formatShanghaiClock = (iso: string): string => clock.format(new Date(iso));
