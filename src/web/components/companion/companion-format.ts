import type { Subject } from '../../../contract/catalog.ts';

/** 25 分钟 · 1 小时 · 1 小时 20 分钟 */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} 分钟`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} 小时` : `${hours} 小时 ${rest} 分钟`;
}

/** Mastery (0–1) as a whole percentage. */
export const formatPercent = (share: number): string => `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%`;

export type MasteryLevel = 'weak' | 'fair' | 'good';

/** How a mastery estimate reads to a learner; the server alone decides what counts as a weak point. */
export function masteryLevel(mastery: number): MasteryLevel {
  if (mastery < 0.6) return 'weak';
  if (mastery < 0.85) return 'fair';
  return 'good';
}

export const masteryLevelLabels: Record<MasteryLevel, string> = { weak: '待加强', fair: '基本掌握', good: '已掌握' };

/** A stable key per subject for its colour in the stylesheets. */
export const subjectKeys: Record<Subject, 'math' | 'chinese' | 'english'> = { 数学: 'math', 语文: 'chinese', 英语: 'english' };

const dayChars = ['一', '二', '三', '四', '五', '六', '日'];

/** Weekdays as a plan reads them: 每天, 工作日, 周末, 周一、三、五. */
export function describeWeekDays(weekDays: readonly number[]): string {
  const days = [...new Set(weekDays)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  const key = days.join('');
  if (key === '1234567') return '每天';
  if (key === '12345') return '周一至周五';
  if (key === '67') return '周末';
  return `周${days.map((day) => dayChars[day - 1]).join('、')}`;
}
