/** Small helpers for writing hand-made SVG: the document, escaped text, wrapped lines, colours. */
import type { ContentImage } from '../../src/contract/content.ts';

export const FONTS = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";

/** The web app's palette (src/web/app/global.css) plus a few warm accents for illustrations. */
export const color = {
  brand: '#12a594',
  brandDark: '#0b7f72',
  brandLight: '#2cc3b0',
  tint: '#e3f7f3',
  tab: '#1fb35a',
  price: '#f2542d',
  text: '#17302d',
  text2: '#5d716e',
  muted: '#93a3a0',
  line: '#e6ecea',
  page: '#f4f7f6',
  gold: '#d9a93f',
  goldLight: '#f6d77e',
  goldDark: '#a87b22',
  amber: '#f2b84b',
  ink: '#1d2b29',
  white: '#fff',
} as const;

export function esc(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The whole file: explicit width and height equal to the seed's, a viewBox, and the alt text as its title. */
export function svgDocument(image: ContentImage, body: string[]): string {
  const { width, height, alt } = image;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" font-family="${FONTS}">`;
  return [open, `<title>${esc(alt)}</title>`, ...body, '</svg>', ''].join('\n');
}

export type TextStyle = {
  size: number;
  fill?: string;
  weight?: 500 | 700;
  anchor?: 'middle' | 'end';
  spacing?: number;
  opacity?: number;
};

export function text(x: number, y: number, content: string, style: TextStyle): string {
  const attributes = [
    `x="${x}"`,
    `y="${y}"`,
    `font-size="${style.size}"`,
    style.fill ? `fill="${style.fill}"` : '',
    style.weight ? `font-weight="${style.weight}"` : '',
    style.anchor ? `text-anchor="${style.anchor}"` : '',
    style.spacing ? `letter-spacing="${style.spacing}"` : '',
    style.opacity !== undefined ? `opacity="${style.opacity}"` : '',
  ].filter(Boolean);
  return `<text ${attributes.join(' ')}>${esc(content)}</text>`;
}

/** Several lines of text, one under the other. */
export function textLines(x: number, y: number, lineHeight: number, lines: string[], style: TextStyle): string[] {
  return lines.map((line, index) => text(x, y + index * lineHeight, line, style));
}

const closingPunctuation = /^[，。、；：！？）》”’]$/u;

/** Rough width of a string in ems: a CJK character is 1, Latin letters and digits a little over half. */
export function textWidth(value: string): number {
  let width = 0;
  for (const char of value) width += char === ' ' ? 0.3 : /[\x21-\x7e]/.test(char) ? 0.56 : 1;
  return width;
}

/** Greedy line breaking at CJK characters and between Latin words; punctuation never starts a line. */
export function wrap(value: string, maxEms: number): string[] {
  const tokens = value.match(/[\x21-\x7e]+| +|./gu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const fits = textWidth(line + token) <= maxEms;
    if (fits || line === '' || closingPunctuation.test(token)) line += token;
    else {
      lines.push(line.trimEnd());
      line = token.trim() === '' ? '' : token;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const part = (index: number) => {
    const value = Number.parseInt(hex.slice(index, index + 2), 16);
    return Math.round(value + (target - value) * Math.abs(amount))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${part(1)}${part(3)}${part(5)}`;
}

/** A five-pointed star centred on (cx, cy). */
export function star(cx: number, cy: number, radius: number, fill: string): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const r = index % 2 === 0 ? radius : radius * 0.42;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    points.push(`${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
