/** Flat illustrations (640 × 400) of classrooms, meetings and study at home. */
import { color, text, textLines } from './svg.ts';

const skins = ['#f1c7a3', '#e6b68c', '#f6d3b6', '#edc29e'];
const hairs = ['#2b2420', '#3b2a22', '#1f1f24', '#5a3b2e'];
const shirts = [color.brand, '#e57f63', '#4a6fa5', color.amber, '#8e6bbf', color.brandLight];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** A person seen from behind (audiences, pupils): hair over the head, shoulders below. */
function back(x: number, y: number, size: number, index: number): string {
  const r = size;
  return [
    `<path d="M${x - r * 1.7} ${y + r * 2.6}c0-${r * 1.4} ${r * 0.8}-${r * 1.8} ${r * 1.7}-${r * 1.8}s${r * 1.7} ${r * 0.4} ${r * 1.7} ${r * 1.8}Z" fill="${pick(shirts, index)}"/>`,
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${pick(hairs, index)}"/>`,
  ].join('');
}

/** A person facing us from the waist up: head, hair cap, body; `arm` raises one arm to point. */
function front(x: number, y: number, index: number, options: { arm?: 'left' | 'right'; long?: boolean } = {}): string {
  const skin = pick(skins, index);
  const hair = pick(hairs, index);
  const shirt = pick(shirts, index + 1);
  const parts = [];
  if (options.long) parts.push(`<path d="M${x - 20} ${y + 2}c-2-30 40-30 40 0v26h-40Z" fill="${hair}"/>`);
  parts.push(
    `<path d="M${x - 28} ${y + 78}v-30c0-14 10-22 28-22s28 8 28 22v30Z" fill="${shirt}"/>`,
    `<circle cx="${x}" cy="${y}" r="18" fill="${skin}"/>`,
    `<path d="M${x - 18} ${y - 2}c0-14 8-20 18-20s18 6 18 20c-6-8-12-10-18-10s-12 2-18 10Z" fill="${hair}"/>`,
    `<circle cx="${x - 6}" cy="${y + 2}" r="2" fill="${color.ink}"/><circle cx="${x + 6}" cy="${y + 2}" r="2" fill="${color.ink}"/>`,
    `<path d="M${x - 5} ${y + 9}q5 4 10 0" fill="none" stroke="#9a4a3c" stroke-width="1.6" stroke-linecap="round"/>`,
  );
  if (options.arm === 'left')
    parts.push(
      `<path d="M${x - 24} ${y + 34}l-34-30" stroke="${shirt}" stroke-width="10" stroke-linecap="round"/><circle cx="${x - 60}" cy="${y + 2}" r="6" fill="${skin}"/>`,
    );
  if (options.arm === 'right')
    parts.push(
      `<path d="M${x + 24} ${y + 34}l34-30" stroke="${shirt}" stroke-width="10" stroke-linecap="round"/><circle cx="${x + 60}" cy="${y + 2}" r="6" fill="${skin}"/>`,
    );
  return parts.join('');
}

const plant = (x: number, y: number) =>
  `<path d="M${x} ${y}c-18-10-22-34-8-46 2 14 8 26 8 46ZM${x} ${y}c18-10 22-34 8-46-2 14-8 26-8 46ZM${x} ${y}c-4-20 0-40 0-56 4 16 4 36 0 56Z" fill="${color.brand}"/><path d="M${x - 14} ${y}h28l-4 28h-20Z" fill="#c98b5b"/>`;

export function classroomScene(): string[] {
  const parts = [
    '<rect width="640" height="400" fill="#eaf6f3"/>',
    '<rect y="300" width="640" height="100" fill="#d5ebe5"/>',
    '<rect x="30" y="60" width="100" height="150" fill="#fff" stroke="#c9ddd8" stroke-width="6"/><path d="M80 60v150M30 135h100" stroke="#c9ddd8" stroke-width="4"/>',
    `<rect x="170" y="44" width="300" height="186" rx="8" fill="${color.ink}"/>`,
    '<rect x="180" y="54" width="280" height="166" fill="#fff"/>',
    `<rect x="180" y="54" width="280" height="28" fill="${color.brand}"/>`,
    text(194, 73, 'AI伴学 · 课堂练习', { size: 13, weight: 700, fill: '#fff' }),
    text(194, 104, '全班练习完成情况', { size: 12, fill: color.text }),
  ];
  const bars = [92, 78, 85, 64, 88];
  bars.forEach((value, index) => {
    const x = 206 + index * 48;
    const height = value;
    parts.push(
      `<rect x="${x}" y="${206 - height}" width="26" height="${height}" rx="3" fill="${index === 3 ? color.amber : color.brandLight}"/>`,
    );
  });
  parts.push(
    `<path d="M186 206.5h268" stroke="${color.line}"/>`,
    '<rect x="300" y="230" width="40" height="10" fill="#9fb7b1"/>',
    front(540, 146, 1, { arm: 'left', long: true }),
    '<rect x="506" y="224" width="68" height="76" fill="#5b3a29"/>',
    '<rect x="40" y="252" width="560" height="10" rx="5" fill="#c98b5b"/>',
  );
  [110, 230, 350, 470].forEach((x, index) => parts.push(back(x, 266, 18, index)));
  parts.push('<rect x="0" y="332" width="640" height="14" rx="6" fill="#b47648"/>');
  [70, 200, 330, 460, 590].forEach((x, index) => parts.push(back(x, 334, 26, index + 2)));
  return parts;
}

export function researchMeetingScene(): string[] {
  const node = (x: number, y: number, label: string, fill: string) =>
    `<circle cx="${x}" cy="${y}" r="8" fill="${fill}"/>${text(x, y + 24, label, { size: 12, fill: color.text, anchor: 'middle' })}`;
  return [
    '<rect width="640" height="400" fill="#f1f6f5"/>',
    '<rect y="310" width="640" height="90" fill="#dde9e6"/>',
    '<rect x="150" y="30" width="340" height="180" rx="6" fill="#fff" stroke="#c9ddd8" stroke-width="6"/>',
    text(170, 60, '知识点图谱 · 分数的加减法', { size: 14, weight: 700, fill: color.text }),
    `<path d="M220 120L320 96L420 120M320 96L320 166M220 120L320 166L420 120" fill="none" stroke="${color.muted}" stroke-width="2"/>`,
    node(320, 96, '分数的意义', color.brand),
    node(220, 120, '约分', color.brandLight),
    node(420, 120, '最小公倍数', color.amber),
    node(320, 166, '通分', color.price),
    plant(590, 310),
    front(150, 196, 0),
    front(250, 188, 2, { long: true }),
    front(390, 188, 3),
    front(490, 196, 1, { long: true }),
    '<path d="M80 262h480l30 48H50Z" fill="#c98b5b"/>',
    '<rect x="50" y="310" width="540" height="12" fill="#a86c40"/>',
    '<rect x="90" y="322" width="14" height="70" fill="#a86c40"/><rect x="536" y="322" width="14" height="70" fill="#a86c40"/>',
    `<path d="M270 236h100v36h-100Z" fill="${color.ink}"/><path d="M258 272h124l-8 12H266Z" fill="#9fb7b1"/><rect x="276" y="242" width="88" height="24" fill="${color.brand}"/>`,
    '<rect x="150" y="274" width="44" height="30" rx="2" fill="#fff" transform="rotate(-8 172 289)"/>',
    `<circle cx="460" cy="284" r="12" fill="#fff"/><path d="M472 280h6v8h-6" fill="none" stroke="#fff" stroke-width="3"/>`,
  ];
}

export function parentTalkScene(): string[] {
  const parts = [
    '<rect width="640" height="400" fill="#eef3f8"/>',
    '<rect y="250" width="640" height="150" fill="#dbe3ea"/>',
    `<rect x="140" y="26" width="360" height="170" rx="6" fill="#fff" stroke="${color.ink}" stroke-width="6"/>`,
    `<rect x="143" y="29" width="354" height="36" fill="${color.brand}"/>`,
    text(320, 54, '家庭学习习惯培养', { size: 18, weight: 700, fill: '#fff', anchor: 'middle' }),
    ...textLines(176, 96, 30, ['1. 固定的学习时间和地点', '2. 先完成任务，再安排娱乐', '3. 多鼓励过程，少比较分数'], {
      size: 14,
      fill: color.text,
    }),
    `<circle cx="162" cy="91" r="3" fill="${color.brand}"/><circle cx="162" cy="121" r="3" fill="${color.brand}"/><circle cx="162" cy="151" r="3" fill="${color.brand}"/>`,
    front(560, 150, 2, { arm: 'left', long: true }),
    `<path d="M526 210h68l-6 60h-56Z" fill="${color.brandDark}"/>`,
    text(560, 244, 'AI伴学', { size: 11, weight: 700, fill: '#fff', anchor: 'middle' }),
  ];
  for (let row = 0; row < 3; row += 1) {
    const size = 16 + row * 5;
    const y = 268 + row * 46;
    const count = 7 - row;
    for (let seat = 0; seat < count; seat += 1) {
      const x = Math.round(60 + ((seat + 0.5) * 440) / count + row * 6);
      parts.push(back(x, y, size, seat + row * 3));
    }
  }
  return parts;
}

export function homeStudyScene(): string[] {
  const skin = pick(skins, 2);
  return [
    '<rect width="640" height="400" fill="#2f4858"/>',
    '<rect y="320" width="640" height="80" fill="#b98b63"/>',
    '<rect x="40" y="40" width="190" height="150" rx="6" fill="#1d3342" stroke="#f4e9d8" stroke-width="8"/>',
    '<path d="M135 40v150M40 115h190" stroke="#f4e9d8" stroke-width="5"/>',
    '<circle cx="190" cy="74" r="16" fill="#f6e7b0"/><circle cx="198" cy="68" r="14" fill="#1d3342"/>',
    '<circle cx="70" cy="70" r="2" fill="#fff"/><circle cx="100" cy="92" r="1.6" fill="#fff"/><circle cx="170" cy="150" r="2" fill="#fff"/>',
    '<rect x="470" y="40" width="130" height="200" fill="#8c5e3c"/>',
    '<rect x="480" y="52" width="12" height="50" fill="#e57f63"/><rect x="494" y="60" width="10" height="42" fill="#f2b84b"/><rect x="506" y="54" width="14" height="48" fill="#4a6fa5"/><rect x="522" y="64" width="10" height="38" fill="#12a594"/>',
    '<path d="M470 104h130M470 170h130" stroke="#6e4a2f" stroke-width="6"/>',
    '<rect x="486" y="122" width="14" height="46" fill="#2cc3b0"/><rect x="502" y="130" width="12" height="38" fill="#fbd2c5"/><rect x="548" y="116" width="40" height="52" rx="4" fill="#f6d77e"/>',
    '<path d="M330 120l64 150H266Z" fill="#fff6cf" opacity=".22"/>',
    '<path d="M330 120l-26-40 16-6" fill="none" stroke="#f4e9d8" stroke-width="6" stroke-linecap="round"/><path d="M312 124h36l-8-16h-20Z" fill="#f2b84b"/>',
    '<rect x="318" y="262" width="24" height="8" fill="#f4e9d8"/>',
    `<rect x="150" y="270" width="340" height="16" rx="4" fill="#d9a877"/><rect x="170" y="286" width="14" height="60" fill="#a87448"/><rect x="456" y="286" width="14" height="60" fill="#a87448"/>`,
    `<path d="M196 270v-54c0-16 10-26 26-26h22c16 0 22 10 22 26v54Z" fill="${color.amber}"/>`,
    `<circle cx="232" cy="162" r="26" fill="${skin}"/>`,
    `<path d="M206 160c0-24 14-32 28-32s28 10 26 30c-10-10-22-14-32-14s-16 6-22 16Z" fill="${pick(hairs, 1)}"/>`,
    `<circle cx="246" cy="164" r="2.5" fill="${color.ink}"/><path d="M248 176q4 2 7-1" fill="none" stroke="#9a4a3c" stroke-width="2" stroke-linecap="round"/>`,
    `<path d="M252 222l40 28" stroke="${color.amber}" stroke-width="14" stroke-linecap="round"/><circle cx="296" cy="252" r="7" fill="${skin}"/>`,
    `<path d="M300 268l50-62 12 8-40 54Z" fill="${color.ink}"/><path d="M306 264l44-54 6 4-36 50Z" fill="${color.brand}"/>`,
    '<rect x="380" y="254" width="60" height="16" rx="2" fill="#fff"/><path d="M384 262h52" stroke="#c9ddd8"/>',
    `<rect x="210" y="286" width="20" height="60" fill="${color.ink}"/>`,
    plant(560, 320),
  ];
}
