/** Framed certificates (640 × 452) carrying the title, number and date of a seed's patent or certification. */
import type { HomeContent } from '../../src/contract/content.ts';
import { color, star, text, textLines, wrap } from './svg.ts';

type PatentItem = HomeContent['patents']['items'][number];

const HOLDER = '北京伴学智能科技有限公司';

function chineseDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${year}年${month}月${day}日`;
}

/** The number without the prefix the seed shows to readers ("证书编号 …" → "…"). */
const bareNumber = (number: string) => number.replace(/^(证书编号|备案编号)\s*/, '');

type Layout = { heading: string; fields: [string, string][]; issuer: string; frame: string };

function layoutFor(item: PatentItem): Layout {
  const date = chineseDate(item.date);
  switch (item.kind) {
    case '发明专利':
    case '实用新型专利':
      return {
        heading: `${item.kind}证书`,
        fields: [
          [item.kind === '发明专利' ? '发明名称' : '实用新型名称', item.title],
          ['专利号', item.number],
          ['专利权人', HOLDER],
          ['授权公告日', date],
        ],
        issuer: '国家知识产权局',
        frame: color.brandDark,
      };
    case '软件著作权':
      return {
        heading: '计算机软件著作权登记证书',
        fields: [
          ['软件名称', item.title],
          ['登记号', item.number],
          ['著作权人', HOLDER],
          ['登记日期', date],
        ],
        issuer: '中华人民共和国国家版权局',
        frame: '#2d4a6b',
      };
    case '认证':
      if (item.title.includes('等级保护')) {
        return {
          heading: '信息系统安全等级保护备案证明',
          fields: [
            ['系统名称', 'AI伴学服务平台'],
            ['安全保护等级', '第三级'],
            ['备案编号', bareNumber(item.number)],
            ['备案单位', HOLDER],
            ['备案日期', date],
          ],
          issuer: '备案受理机关',
          frame: '#7a3b2e',
        };
      }
      return {
        heading: '信息安全管理体系认证证书',
        fields: [
          ['认证标准', item.title.replace(/^.*?(ISO)/, '$1')],
          ['证书编号', bareNumber(item.number)],
          ['获证组织', HOLDER],
          ['认证范围', 'AI伴学中小学学习服务平台的设计、开发与运营'],
          ['发证日期', date],
        ],
        issuer: '认证机构',
        frame: color.brand,
      };
  }
}

const corner = (x: number, y: number, sx: number, sy: number) =>
  `<path d="M${x} ${y + sy * 34}V${y}H${x + sx * 34}M${x + sx * 8} ${y + sy * 20}V${y + sy * 8}H${x + sx * 20}" fill="none" stroke="${color.gold}" stroke-width="2"/>`;

function seal(cx: number, cy: number, issuer: string): string[] {
  const r = 42;
  return [
    `<g opacity=".82" fill="#d0342c">`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#d0342c" stroke-width="3"/>`,
    `<path id="seal" d="M${cx - 31} ${cy + 4}a31 31 0 1 1 62 0" fill="none"/>`,
    // The issuer's name follows the upper arc (about 97 px long), smaller when it is longer.
    `<text font-size="${Math.min(11, Math.floor(92 / issuer.length))}" text-anchor="middle"><textPath href="#seal" startOffset="50%">${issuer}</textPath></text>`,
    star(cx, cy + 4, 13, '#d0342c'),
    text(cx, cy + 30, '证书专用章', { size: 7 }),
    '</g>',
  ];
}

export function certificate(item: PatentItem): string[] {
  const { heading, fields, issuer, frame } = layoutFor(item);
  const labelX = 100;
  const valueX = 212;
  const body = [
    '<rect width="640" height="452" fill="#efe9da"/>',
    `<rect x="14" y="14" width="612" height="424" fill="#fffdf6" stroke="${frame}" stroke-width="8"/>`,
    `<rect x="30" y="30" width="580" height="392" fill="none" stroke="${color.gold}" stroke-width="1.5"/>`,
    corner(38, 38, 1, 1),
    corner(602, 38, -1, 1),
    corner(38, 414, 1, -1),
    corner(602, 414, -1, -1),
    `<circle cx="320" cy="76" r="22" fill="${frame}"/>`,
    `<circle cx="320" cy="76" r="17" fill="none" stroke="${color.goldLight}" stroke-width="1.5"/>`,
    star(320, 77, 11, color.goldLight),
    text(320, 136, heading, {
      size: heading.length > 10 ? 26 : 30,
      weight: 700,
      fill: color.text,
      anchor: 'middle',
      spacing: heading.length > 10 ? 2 : 8,
    }),
    `<path d="M220 152h200" stroke="${color.gold}" stroke-width="1.5"/>`,
  ];
  let y = 194;
  const lineHeight = fields.length > 4 ? 28 : 32;
  for (const [label, value] of fields) {
    const lines = wrap(value, 23);
    body.push(text(labelX, y, `${label}：`, { size: 15, fill: color.text2 }));
    body.push(...textLines(valueX, y, 22, lines, { size: 15, fill: color.text, weight: 500 }));
    y += lineHeight + (lines.length - 1) * 22;
  }
  body.push(text(456, 394, issuer, { size: 15, fill: color.text, anchor: 'middle', weight: 700 }));
  body.push(...seal(488, 366, issuer));
  return body;
}
