/** Friendly illustrated head-and-shoulders portraits of the team (320 × 320), one look per person. */
import { color, shade } from './svg.ts';

type HairStyle = 'side' | 'short' | 'long' | 'buzz' | 'bob' | 'wavy';
type Outfit = 'suit' | 'crew' | 'collar' | 'hoodie';

export type Look = {
  background: string;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  outfit: Outfit;
  glasses?: boolean;
  earrings?: boolean;
};

/** Keyed by the file name under /content/team/. */
export const looks: Record<string, Look> = {
  'wang-li': { background: '#dff3ee', skin: '#f1c7a3', hair: '#3b3b3f', hairStyle: 'side', shirt: '#2d4a6b', outfit: 'suit' },
  'chen-siyuan': {
    background: '#e4ecfb',
    skin: '#ecc09a',
    hair: '#1f1f24',
    hairStyle: 'short',
    shirt: color.brand,
    outfit: 'crew',
    glasses: true,
  },
  'liu-jia': { background: '#fdebe3', skin: '#f6d3b6', hair: '#3b2a22', hairStyle: 'long', shirt: '#e57f63', outfit: 'collar' },
  'zhao-mingxuan': {
    background: '#edf3df',
    skin: '#e6b68c',
    hair: '#25211e',
    hairStyle: 'buzz',
    shirt: '#4a6fa5',
    outfit: 'hoodie',
    glasses: true,
  },
  'sun-xiaowen': {
    background: '#f2e8fa',
    skin: '#f5cfae',
    hair: '#5a3b2e',
    hairStyle: 'bob',
    shirt: '#8e6bbf',
    outfit: 'crew',
    earrings: true,
  },
  'zhou-hang': { background: '#fff1d6', skin: '#edc29e', hair: '#2e2622', hairStyle: 'wavy', shirt: color.brandLight, outfit: 'collar' },
};

const backHair: Partial<Record<HairStyle, string>> = {
  long: 'M92 170C84 98 120 70 160 70S236 98 228 170L238 266C214 280 106 280 82 266Z',
  bob: 'M94 192C82 104 120 72 160 72S238 104 226 192C212 210 108 210 94 192Z',
};

const frontHair: Record<HairStyle, string> = {
  side: 'M100 160C92 98 126 74 166 76C206 78 230 108 220 160C214 128 204 112 188 104C168 118 130 122 108 120C104 132 102 146 100 160Z',
  short: 'M100 158C94 100 124 78 162 78C202 78 228 104 220 158C216 134 210 122 200 114C178 124 140 124 116 112C108 124 104 140 100 158Z',
  long: 'M102 152C100 104 128 80 162 80C196 80 222 104 218 152C206 124 186 106 164 100C150 118 128 132 102 152Z',
  buzz: 'M106 142C106 100 130 84 160 84S214 100 214 142C204 116 186 106 160 106S116 116 106 142Z',
  bob: 'M102 142C102 100 128 80 160 80S218 100 218 142C200 128 180 122 160 122S120 128 102 142Z',
  wavy: 'M100 156C90 96 120 68 158 66C176 58 202 62 212 76C230 92 228 124 220 156C214 130 204 116 192 110C180 120 150 122 126 116C112 126 104 140 100 156Z',
};

function outfitDetails(outfit: Outfit, shirt: string): string[] {
  const dark = shade(shirt, -0.25);
  switch (outfit) {
    case 'suit':
      return [
        '<path d="M134 238L160 296L186 238Z" fill="#fff"/>',
        `<path d="M154 246h12l-3 8 6 32-9 9-9-9 6-32Z" fill="${color.brand}"/>`,
        `<path d="M126 240L160 306L140 252ZM194 240L160 306L180 252Z" fill="${dark}"/>`,
      ];
    case 'collar':
      return ['<path d="M136 232l24 22-12 16-20-30ZM184 232l-24 22 12 16 20-30Z" fill="#fff"/>'];
    case 'crew':
      return [`<path d="M134 238q26 20 52 0" fill="none" stroke="${dark}" stroke-width="6" stroke-linecap="round"/>`];
    case 'hoodie':
      return [
        `<path d="M112 246q48 44 96 0" fill="none" stroke="${dark}" stroke-width="14" stroke-linecap="round"/>`,
        `<path d="M148 266v30M172 266v30" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
      ];
  }
}

export function portrait(look: Look): string[] {
  const skinShade = shade(look.skin, -0.14);
  const parts = [
    `<rect width="320" height="320" fill="${look.background}"/>`,
    '<circle cx="160" cy="150" r="118" fill="#fff" opacity=".45"/>',
  ];
  const back = backHair[look.hairStyle];
  if (back) parts.push(`<path d="${back}" fill="${look.hair}"/>`);
  parts.push(
    `<path d="M52 320C52 262 100 234 160 234S268 262 268 320Z" fill="${look.shirt}"/>`,
    `<path d="M140 194h40v44q-20 14-40 0Z" fill="${skinShade}"/>`,
    ...outfitDetails(look.outfit, look.shirt),
    `<ellipse cx="103" cy="156" rx="11" ry="14" fill="${skinShade}"/>`,
    `<ellipse cx="217" cy="156" rx="11" ry="14" fill="${skinShade}"/>`,
    `<ellipse cx="160" cy="150" rx="56" ry="64" fill="${look.skin}"/>`,
    `<path d="${frontHair[look.hairStyle]}" fill="${look.hair}"/>`,
    `<path d="M127 137q11-7 22 0M171 137q11-7 22 0" fill="none" stroke="${look.hair}" stroke-width="4" stroke-linecap="round"/>`,
    '<circle cx="138" cy="155" r="5.5" fill="#2b2622"/><circle cx="182" cy="155" r="5.5" fill="#2b2622"/>',
    '<circle cx="126" cy="178" r="9" fill="#f08a7e" opacity=".3"/><circle cx="194" cy="178" r="9" fill="#f08a7e" opacity=".3"/>',
    `<path d="M160 160q-5 12 2 15" fill="none" stroke="${skinShade}" stroke-width="3" stroke-linecap="round"/>`,
    '<path d="M145 188q15 12 30 0" fill="none" stroke="#9a4a3c" stroke-width="4" stroke-linecap="round"/>',
  );
  if (look.glasses) {
    parts.push(
      '<g fill="none" stroke="#2f3a3a" stroke-width="3.5"><rect x="117" y="141" width="40" height="29" rx="11"/><rect x="163" y="141" width="40" height="29" rx="11"/><path d="M157 153h6M117 151l-12-4M203 151l12-4"/></g>',
    );
  }
  if (look.earrings)
    parts.push(`<circle cx="103" cy="176" r="4" fill="${color.gold}"/><circle cx="217" cy="176" r="4" fill="${color.gold}"/>`);
  return parts;
}
