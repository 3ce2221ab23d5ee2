import type { Rng } from '../../rng.ts';

/** Helpers shared by the 三、四年级 generators. */

/** A random integer from min to max that is a multiple of `step`. */
export function intStep(rng: Rng, min: number, max: number, step: number): number {
  return rng.int(Math.ceil(min / step), Math.floor(max / step)) * step;
}

/** How the four comparison answers are written. */
export const compareSign = (a: number, b: number): string => (a > b ? '>' : a < b ? '<' : '=');

/** Up to `count` different items of a list, in random order. */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return rng.shuffle(items).slice(0, count);
}

/** Statements a true/false or multiple-choice item draws from. */
export type Statement = { text: string; right: boolean; why: string };

/** A rounded value (half up) of a non-negative integer to a multiple of `unit`. */
export const roundTo = (value: number, unit: number): number => Math.floor((value + unit / 2) / unit) * unit;

/** The digits of a whole number, lowest first. */
export const digitsOf = (value: number): number[] => [...String(value)].reverse().map(Number);

const chineseDigits = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const smallUnits = ['', '十', '百', '千'];

/** One four-digit section (1–9999) read aloud; `leading` drops the 一 of 一十 at the start of a number. */
function sectionReading(section: number, leading: boolean): string {
  let out = '';
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(section / 10 ** place) % 10;
    if (digit === 0) {
      if (out) zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += (place === 1 && digit === 1 && leading && out === '' ? '' : (chineseDigits[digit] ?? '')) + (smallUnits[place] ?? '');
  }
  return out;
}

/** A whole number below one trillion as it is read in Chinese (人教版 rules: a zero inside is read once). */
export function chineseReading(value: number): string {
  if (value === 0) return '零';
  const sections = [Math.floor(value / 1e8), Math.floor(value / 1e4) % 1e4, value % 1e4];
  const bigUnits = ['亿', '万', ''];
  let out = '';
  let gap = false;
  sections.forEach((section, i) => {
    if (section === 0) {
      if (out) gap = true;
      return;
    }
    if (out && (gap || section < 1000)) out += '零';
    out += sectionReading(section, out === '') + (bigUnits[i] ?? '');
    gap = false;
  });
  return out;
}

/** A decimal written with digits as it is read: 30.05 → 三十点零五. */
export function decimalReading(text: string): string {
  const [whole = '0', part = ''] = text.split('.');
  const head = chineseReading(Number(whole));
  return part ? `${head}点${[...part].map((digit) => chineseDigits[Number(digit)] ?? '').join('')}` : head;
}

/** Place names of a whole number's digits, lowest first. */
export const placeNames = ['个', '十', '百', '千', '万', '十万', '百万', '千万', '亿', '十亿', '百亿', '千亿'];

/** A non-negative number with `places` decimals from an integer count of the smallest unit: (305, 2) → '3.05'. */
export function fixed(units: number, places: number): string {
  if (places === 0) return String(units);
  const text = String(units).padStart(places + 1, '0');
  return `${text.slice(0, -places)}.${text.slice(-places)}`;
}

/** The shortest decimal text of an integer count of the smallest unit: (350, 2) → '3.5', (300, 2) → '3'. */
export function plain(units: number, places: number): string {
  return places === 0 ? String(units) : fixed(units, places).replace(/0+$/, '').replace(/\.$/, '');
}
