/** Honours (480 × 360): a plaque, a trophy or a medal above the honour's title, issuer and year. */
import type { HomeContent } from '../../src/contract/content.ts';
import { color, star, text, textLines, wrap } from './svg.ts';

type HonorItem = HomeContent['honors']['items'][number];
export type Award = 'plaque' | 'trophy' | 'medal' | 'rosette';

/** Keyed by the file name under /content/honors/. */
export const awards: Record<string, Award> = {
  'high-tech-enterprise': 'plaque',
  'zhongguancun-high-tech': 'plaque',
  'specialized-sme': 'medal',
  'smart-education-case': 'trophy',
  'digital-education-product': 'rosette',
};

function plaque(item: HonorItem, board: string): string[] {
  return [
    `<rect x="138" y="26" width="204" height="188" rx="10" fill="${board}"/>`,
    `<rect x="154" y="42" width="172" height="156" rx="4" fill="${color.goldLight}" stroke="${color.goldDark}" stroke-width="2"/>`,
    `<rect x="162" y="50" width="156" height="140" fill="none" stroke="${color.gold}"/>`,
    star(240, 80, 15, color.goldDark),
    text(240, 122, '荣誉证书', { size: 20, weight: 700, fill: '#6b4a12', anchor: 'middle', spacing: 4 }),
    ...textLines(240, 148, 18, wrap(item.title, 9), { size: 13, fill: '#6b4a12', anchor: 'middle' }),
    text(240, 184, String(item.year), { size: 12, fill: '#6b4a12', anchor: 'middle' }),
  ];
}

function trophy(item: HonorItem): string[] {
  return [
    `<path d="M196 60c-34 0-40 44-2 58M284 60c34 0 40 44 2 58" fill="none" stroke="${color.gold}" stroke-width="9"/>`,
    `<path d="M190 44h100v38c0 46-22 72-50 76-28-4-50-30-50-76Z" fill="${color.gold}"/>`,
    `<path d="M202 50h20v36c0 30 8 48 18 58-22-6-38-28-38-58Z" fill="${color.goldLight}" opacity=".7"/>`,
    star(240, 92, 18, '#fff6d8'),
    `<path d="M230 156h20l4 28h-28Z" fill="${color.goldDark}"/>`,
    `<rect x="196" y="184" width="88" height="34" rx="4" fill="${color.brandDark}"/>`,
    `<rect x="212" y="192" width="56" height="18" rx="2" fill="${color.goldLight}"/>`,
    text(240, 206, String(item.year), { size: 12, weight: 700, fill: '#6b4a12', anchor: 'middle' }),
  ];
}

function medal(item: HonorItem, ribbon: [string, string]): string[] {
  return [
    `<path d="M196 24h34l22 76h-34ZM284 24h-34l-22 76h34Z" fill="${ribbon[0]}"/>`,
    `<path d="M206 24h12l22 76h-12ZM274 24h-12l-22 76h12Z" fill="${ribbon[1]}"/>`,
    `<circle cx="240" cy="140" r="66" fill="${color.gold}"/>`,
    `<circle cx="240" cy="140" r="52" fill="${color.goldLight}" stroke="${color.goldDark}" stroke-width="2" stroke-dasharray="4 5"/>`,
    star(240, 126, 22, color.gold),
    text(240, 172, String(item.year), { size: 17, weight: 700, fill: '#6b4a12', anchor: 'middle' }),
  ];
}

function rosette(item: HonorItem): string[] {
  const petals: string[] = [];
  for (let index = 0; index < 12; index += 1) {
    petals.push(
      `<ellipse cx="240" cy="70" rx="17" ry="30" fill="${index % 2 ? color.brandLight : color.brand}" transform="rotate(${index * 30} 240 118)"/>`,
    );
  }
  return [
    `<path d="M212 150l-26 74 24-10 14 22 16-70ZM268 150l26 74-24-10-14 22-16-70Z" fill="${color.brandDark}"/>`,
    ...petals,
    `<circle cx="240" cy="118" r="44" fill="${color.goldLight}" stroke="${color.gold}" stroke-width="5"/>`,
    star(240, 106, 16, color.gold),
    text(240, 144, String(item.year), { size: 15, weight: 700, fill: '#6b4a12', anchor: 'middle' }),
  ];
}

function awardShape(award: Award, item: HonorItem): string[] {
  switch (award) {
    case 'plaque':
      return plaque(item, item.year % 2 ? color.brandDark : '#5b3a29');
    case 'trophy':
      return trophy(item);
    case 'medal':
      return medal(item, [color.price, '#fbd2c5']);
    case 'rosette':
      return rosette(item);
  }
}

export function honor(item: HonorItem, award: Award): string[] {
  const issuerLines = wrap(`${item.issuer} · ${item.year} 年`, 36);
  return [
    `<rect width="480" height="360" fill="${color.tint}"/>`,
    '<circle cx="240" cy="120" r="104" fill="#fff" opacity=".6"/>',
    `<circle cx="70" cy="64" r="6" fill="${color.amber}"/><circle cx="414" cy="90" r="8" fill="${color.brandLight}" opacity=".5"/><circle cx="396" cy="40" r="4" fill="${color.amber}"/>`,
    ...awardShape(award, item),
    `<path d="M0 244h480v116H0Z" fill="#fff"/>`,
    text(240, 284, item.title, { size: 22, weight: 700, fill: color.text, anchor: 'middle' }),
    ...textLines(240, 314, 18, issuerLines, { size: 12, fill: color.text2, anchor: 'middle' }),
  ];
}
