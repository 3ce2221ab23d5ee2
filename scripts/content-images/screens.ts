/** Phone-frame mockups (360 × 720) of the learning app's screens, in the phone site's colours and bars. */
import { color, round, text, textLines, wrap } from './svg.ts';

const TAB_TOP = 644;

const card = (x: number, y: number, width: number, height: number, fill: string = color.white) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="${fill}"/>`;

function phone(title: string, content: string[], options: { back?: boolean; tab?: 'service' | 'mine' }): string[] {
  const parts = [
    `<rect width="360" height="720" rx="50" fill="${color.ink}"/>`,
    '<clipPath id="screen"><rect x="12" y="12" width="336" height="696" rx="40"/></clipPath>',
    '<g clip-path="url(#screen)">',
    `<rect x="12" y="12" width="336" height="696" fill="${color.page}"/>`,
    `<rect x="12" y="12" width="336" height="84" fill="#fff"/>`,
    `<path d="M12 95.5h336" stroke="${color.line}"/>`,
    text(40, 42, '9:41', { size: 14, weight: 700, fill: color.text }),
    `<rect x="294" y="31" width="24" height="12" rx="3" fill="none" stroke="${color.text}" stroke-width="1.5"/><rect x="297" y="34" width="16" height="6" rx="1" fill="${color.text}"/>`,
    `<path d="M270 42h3v-3h-3ZM275 42h3v-6h-3ZM280 42h3v-9h-3Z" fill="${color.text}"/>`,
    text(180, 81, title, { size: 17, weight: 700, fill: color.text, anchor: 'middle' }),
  ];
  if (options.back)
    parts.push(
      `<path d="M38 66l-9 9 9 9" fill="none" stroke="${color.text}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  parts.push(...content);
  if (options.tab) {
    const serviceColor = options.tab === 'service' ? color.tab : color.muted;
    const mineColor = options.tab === 'mine' ? color.tab : color.muted;
    parts.push(
      `<rect x="12" y="${TAB_TOP}" width="336" height="64" fill="#fff"/>`,
      `<path d="M12 ${TAB_TOP + 0.5}h336" stroke="${color.line}"/>`,
      `<path d="M86 658l10-7 10 7v12h-20Z" fill="${serviceColor}"/>`,
      text(96, 690, 'AI伴学服务', { size: 11, fill: serviceColor, anchor: 'middle' }),
      `<circle cx="264" cy="657" r="5" fill="${mineColor}"/><path d="M254 672a10 8 0 0 1 20 0Z" fill="${mineColor}"/>`,
      text(264, 690, '我的', { size: 11, fill: mineColor, anchor: 'middle' }),
    );
  }
  parts.push('</g>', '<rect x="130" y="22" width="100" height="26" rx="13" fill="#1d2b29"/>');
  return parts;
}

const subjectColors: Record<string, string> = { 语: '#e57f63', 数: color.brand, 英: '#4a6fa5' };

/** A circle arc from 12 o'clock clockwise, as a fraction of the circle. */
function ring(cx: number, cy: number, r: number, fraction: number, stroke: string, width: number): string {
  const circumference = 2 * Math.PI * r;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${round(circumference * fraction)} ${round(circumference)}" transform="rotate(-90 ${cx} ${cy})"/>`;
}

const check = (cx: number, cy: number) =>
  `<circle cx="${cx}" cy="${cy}" r="11" fill="${color.tab}"/><path d="M${cx - 5} ${cy}l3.5 3.5 6.5-7" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`;

export function todayScreen(): string[] {
  const tasks: [string, string, string, boolean][] = [
    ['数', '分数的加减法', '练习 8 题 · 约 12 分钟', true],
    ['语', '古诗《山行》背诵', '跟读 3 遍 · 约 8 分钟', true],
    ['英', 'Unit 3 单词跟读', '12 个单词 · 约 10 分钟', true],
    ['数', '错题再练', '昨天的错题 3 道 · 约 6 分钟', false],
    ['语', '阅读理解《桥》', '1 篇短文 · 约 15 分钟', false],
  ];
  const content = [
    card(24, 108, 312, 104, color.brand),
    text(42, 144, '早上好，小林同学', { size: 18, weight: 700, fill: '#fff' }),
    text(42, 170, '今天还有 2 项任务，加油！', { size: 13, fill: '#fff', opacity: 0.9 }),
    text(42, 194, '已连续学习 12 天', { size: 12, fill: '#fff', opacity: 0.8 }),
    `<circle cx="288" cy="160" r="30" fill="none" stroke="#fff" stroke-width="7" opacity=".3"/>`,
    ring(288, 160, 30, 0.6, '#fff', 7),
    text(288, 166, '3/5', { size: 16, weight: 700, fill: '#fff', anchor: 'middle' }),
    text(26, 244, '今日任务', { size: 15, weight: 700, fill: color.text }),
    text(334, 244, '五年级 · 人教版', { size: 12, fill: color.muted, anchor: 'end' }),
  ];
  tasks.forEach(([subject, title, detail, done], index) => {
    const y = 258 + index * 74;
    content.push(
      card(24, y, 312, 64),
      `<circle cx="52" cy="${y + 32}" r="16" fill="${subjectColors[subject] ?? color.brand}"/>`,
      text(52, y + 37, subject, { size: 14, weight: 700, fill: '#fff', anchor: 'middle' }),
      text(78, y + 28, title, { size: 14, weight: 700, fill: done ? color.text2 : color.text }),
      text(78, y + 48, detail, { size: 12, fill: color.muted }),
      done
        ? check(310, y + 32)
        : `<rect x="272" y="${y + 19}" width="52" height="26" rx="13" fill="${color.brand}"/>${text(298, y + 36, '去完成', { size: 12, fill: '#fff', anchor: 'middle' })}`,
    );
  });
  return phone('今日学习', content, { tab: 'service' });
}

function bubble(x: number, y: number, width: number, lines: string[], mine: boolean): { parts: string[]; bottom: number } {
  const height = 20 + lines.length * 21;
  const parts = [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="${mine ? color.brand : '#fff'}"/>`,
    ...textLines(x + 14, y + 26, 21, lines, { size: 13.5, fill: mine ? '#fff' : color.text }),
  ];
  return { parts, bottom: y + height };
}

export function tutorScreen(): string[] {
  const content: string[] = [];
  const question = wrap('1/3 + 1/4 为什么不能直接把分子、分母分别相加？', 15);
  const asked = bubble(110, 112, 226, question, true);
  content.push(...asked.parts);

  const avatar = (y: number) =>
    `<circle cx="40" cy="${y}" r="16" fill="${color.tint}"/>${text(40, y + 5, 'AI', { size: 13, weight: 700, fill: color.brandDark, anchor: 'middle' })}`;
  const answerTop = asked.bottom + 16;
  const steps = [
    '分母不同，每一份的大小就不同，不能直接相加。',
    '先通分：3 和 4 的最小公倍数是 12，1/3 = 4/12，1/4 = 3/12。',
    '分母相同后，分子相加：4/12 + 3/12 = 7/12。',
  ];
  const answer = [avatar(answerTop + 16), `<rect x="64" y="${answerTop}" width="272" height="0" rx="14" fill="#fff"/>`];
  answer.push(text(78, answerTop + 26, '好问题！我们一步一步来看：', { size: 13.5, weight: 700, fill: color.text }));
  let y = answerTop + 52;
  steps.forEach((step, index) => {
    const lines = wrap(step, 16);
    answer.push(
      `<circle cx="88" cy="${y - 5}" r="9" fill="${color.brand}"/>`,
      text(88, y - 1, String(index + 1), { size: 11, weight: 700, fill: '#fff', anchor: 'middle' }),
      ...textLines(104, y, 20, lines, { size: 13, fill: color.text }),
    );
    y += lines.length * 20 + 10;
  });
  answer.push(text(78, y + 4, '所以 1/3 + 1/4 = 7/12。', { size: 13.5, weight: 700, fill: color.brandDark }));
  const answerBottom = y + 20;
  answer[1] = `<rect x="64" y="${answerTop}" width="272" height="${answerBottom - answerTop}" rx="14" fill="#fff"/>`;
  content.push(...answer);

  const followUp = bubble(166, answerBottom + 16, 170, ['明白了！那 1/2 + 1/6 呢？'], true);
  content.push(...followUp.parts);
  const hintTop = followUp.bottom + 16;
  content.push(avatar(hintTop + 16), ...bubble(64, hintTop, 272, wrap('你来试试：先找出 2 和 6 的最小公倍数，再通分～', 17), false).parts);

  content.push(
    `<rect x="12" y="632" width="336" height="76" fill="#fff"/>`,
    `<path d="M12 632.5h336" stroke="${color.line}"/>`,
    `<rect x="24" y="644" width="256" height="40" rx="20" fill="${color.page}"/>`,
    text(44, 669, '输入问题，或拍照提问', { size: 13, fill: color.muted }),
    `<circle cx="312" cy="664" r="20" fill="${color.brand}"/>`,
    `<rect x="302" y="657" width="20" height="15" rx="3" fill="none" stroke="#fff" stroke-width="2"/><circle cx="312" cy="664.5" r="4" fill="none" stroke="#fff" stroke-width="2"/>`,
  );
  return phone('AI学科答疑', content, { back: true });
}

export function diagnosisScreen(): string[] {
  const points: [string, number][] = [
    ['一元一次方程', 92],
    ['平行线的性质', 85],
    ['三角形全等的判定', 74],
    ['整式的乘法', 68],
    ['因式分解', 52],
    ['分式方程', 41],
  ];
  const levelColor = (value: number) => (value >= 80 ? color.brand : value >= 60 ? color.amber : color.price);
  const content = [
    card(24, 108, 312, 122),
    text(42, 138, '初二 · 数学', { size: 17, weight: 700, fill: color.text }),
    text(318, 138, '11月18日更新', { size: 12, fill: color.muted, anchor: 'end' }),
    text(42, 160, '已诊断 42 个知识点', { size: 12, fill: color.text2 }),
  ];
  const pills: [string, string, string][] = [
    ['28', '已掌握', color.brand],
    ['10', '待巩固', color.amber],
    ['4', '薄弱', color.price],
  ];
  pills.forEach(([value, label, fill], index) => {
    const x = 42 + index * 96;
    content.push(
      `<rect x="${x}" y="172" width="84" height="44" rx="10" fill="${fill}" opacity=".12"/>`,
      text(x + 42, 192, value, { size: 16, weight: 700, fill, anchor: 'middle' }),
      text(x + 42, 209, label, { size: 11, fill: color.text2, anchor: 'middle' }),
    );
  });
  content.push(card(24, 242, 312, 292), text(42, 272, '知识点掌握情况', { size: 15, weight: 700, fill: color.text }));
  points.forEach(([label, value], index) => {
    const y = 306 + index * 38;
    content.push(
      text(42, y, label, { size: 13, fill: color.text }),
      text(318, y, `${value}%`, { size: 13, weight: 700, fill: levelColor(value), anchor: 'end' }),
      `<rect x="42" y="${y + 8}" width="276" height="8" rx="4" fill="${color.line}"/>`,
      `<rect x="42" y="${y + 8}" width="${round(2.76 * value)}" height="8" rx="4" fill="${levelColor(value)}"/>`,
    );
  });
  content.push(
    card(24, 546, 312, 86, color.tint),
    text(42, 574, '本周建议优先练习', { size: 13, weight: 700, fill: color.brandDark }),
    text(42, 598, '因式分解、分式方程', { size: 15, weight: 700, fill: color.text }),
    `<rect x="236" y="578" width="84" height="32" rx="16" fill="${color.brand}"/>`,
    text(278, 599, '专项练习', { size: 13, fill: '#fff', anchor: 'middle' }),
  );
  return phone('知识点诊断', content, { tab: 'service' });
}

export function weeklyReportScreen(): string[] {
  const accuracy = [78, 82, 80, 85, 88, 84, 90];
  const days = ['一', '二', '三', '四', '五', '六', '日'];
  const content = [
    card(24, 108, 312, 76, color.brand),
    text(42, 140, '小林 · 第 12 周学习周报', { size: 16, weight: 700, fill: '#fff' }),
    text(42, 164, '11月11日 – 11月17日', { size: 12, fill: '#fff', opacity: 0.85 }),
  ];
  const stats: [string, string][] = [
    ['6 天', '学习天数'],
    ['27 个', '完成任务'],
    ['86%', '平均正确率'],
  ];
  stats.forEach(([value, label], index) => {
    const x = 24 + index * 106;
    content.push(
      card(x, 196, 100, 72),
      text(x + 50, 228, value, { size: 18, weight: 700, fill: color.brandDark, anchor: 'middle' }),
      text(x + 50, 252, label, { size: 12, fill: color.text2, anchor: 'middle' }),
    );
  });
  const chartLeft = 52;
  const chartWidth = 264;
  const yOf = (value: number) => round(440 - (value - 70) * 4.4);
  const xOf = (index: number) => round(chartLeft + (index * chartWidth) / 6);
  content.push(card(24, 280, 312, 196), text(42, 308, '每日正确率', { size: 15, weight: 700, fill: color.text }));
  for (const value of [70, 80, 90]) {
    content.push(
      `<path d="M${chartLeft} ${yOf(value)}h${chartWidth}" stroke="${color.line}"/>`,
      text(chartLeft - 6, yOf(value) + 4, String(value), { size: 10, fill: color.muted, anchor: 'end' }),
    );
  }
  const points = accuracy.map((value, index) => `${xOf(index)},${yOf(value)}`).join(' ');
  content.push(
    `<polygon points="${chartLeft},440 ${points} ${chartLeft + chartWidth},440" fill="${color.brandLight}" opacity=".15"/>`,
    `<polyline points="${points}" fill="none" stroke="${color.brand}" stroke-width="3" stroke-linejoin="round"/>`,
    ...accuracy.map(
      (value, index) => `<circle cx="${xOf(index)}" cy="${yOf(value)}" r="4" fill="#fff" stroke="${color.brand}" stroke-width="2"/>`,
    ),
    ...days.map((day, index) => text(xOf(index), 462, day, { size: 11, fill: color.muted, anchor: 'middle' })),
    card(24, 488, 312, 144),
    text(42, 516, '本周表现', { size: 15, weight: 700, fill: color.text }),
    ...textLines(42, 542, 21, wrap('计算题正确率比上周提高 6%，古诗背诵全部完成；阅读理解的概括题还需要加强。', 20), {
      size: 13,
      fill: color.text2,
    }),
    `<rect x="42" y="594" width="276" height="28" rx="8" fill="${color.tint}"/>`,
    text(54, 613, '下周建议：每天 1 篇短文阅读，练习概括段意', { size: 12, fill: color.brandDark }),
  );
  return phone('家长周报', content, { back: true });
}

export function reminderScreen(): string[] {
  const content = [
    card(24, 108, 312, 120),
    `<circle cx="54" cy="140" r="16" fill="${color.tint}"/>`,
    `<path d="M48 146h12M54 130c-5 0-7 4-7 8v6h14v-6c0-4-2-8-7-8ZM52 149h4" fill="none" stroke="${color.brand}" stroke-width="2" stroke-linecap="round"/>`,
    text(80, 137, '督学提醒', { size: 14, weight: 700, fill: color.text }),
    text(80, 155, '今天 19:00', { size: 12, fill: color.muted }),
    ...textLines(42, 184, 20, ['该开始今天的学习啦！今日任务共 4 项，', '大约需要 35 分钟。'], { size: 13, fill: color.text2 }),
    `<rect x="240" y="124" width="80" height="30" rx="15" fill="${color.brand}"/>`,
    text(280, 144, '开始学习', { size: 13, fill: '#fff', anchor: 'middle' }),
    card(24, 240, 312, 300),
    text(42, 270, '11月 学习打卡', { size: 15, weight: 700, fill: color.text }),
    text(318, 270, '已连续 12 天', { size: 12, weight: 700, fill: color.price, anchor: 'end' }),
  ];
  const weekdays = ['一', '二', '三', '四', '五', '六', '日'];
  weekdays.forEach((day, index) => content.push(text(54 + index * 42, 298, day, { size: 11, fill: color.muted, anchor: 'middle' })));
  const missed = new Set([3, 9]);
  const today = 18;
  // November 2024 starts on a Friday.
  for (let day = 1; day <= 30; day += 1) {
    const cell = day + 3;
    const x = 54 + (cell % 7) * 42;
    const y = 324 + Math.floor(cell / 7) * 42;
    if (day < today && !missed.has(day)) content.push(`<circle cx="${x}" cy="${y}" r="15" fill="${color.brand}"/>`);
    if (day === today) content.push(`<circle cx="${x}" cy="${y}" r="15" fill="#fff" stroke="${color.brand}" stroke-width="2"/>`);
    const fill = day < today && !missed.has(day) ? '#fff' : day === today ? color.brandDark : color.text2;
    content.push(text(x, y + 4, String(day), { size: 12, fill, anchor: 'middle', weight: day === today ? 700 : undefined }));
  }
  content.push(card(24, 552, 312, 84));
  const settings: [string, string][] = [
    ['每日提醒时间', '19:00'],
    ['周末也提醒', ''],
  ];
  settings.forEach(([label, value], index) => {
    const y = 584 + index * 36;
    content.push(text(42, y, label, { size: 14, fill: color.text }));
    if (value) content.push(text(318, y, `${value}  ›`, { size: 14, fill: color.text2, anchor: 'end' }));
    else
      content.push(
        `<rect x="276" y="${y - 17}" width="42" height="24" rx="12" fill="${color.tab}"/><circle cx="306" cy="${y - 5}" r="10" fill="#fff"/>`,
      );
  });
  content.push(`<path d="M42 598.5h276" stroke="${color.line}"/>`);
  return phone('督学提醒', content, { tab: 'mine' });
}
