import type { Grade } from '../../../../contract/accounts.ts';
import { type Subject, subjects } from '../../../../contract/catalog.ts';
import { type CreatePlanRequest, MAX_PLAN_DAYS, type StudyPlan } from '../../../../contract/companion.ts';
import { addDays, daysBetween, isoWeekday } from '../calendar-day.ts';

export type PlanFormValue = Omit<CreatePlanRequest, 'learnerId'>;

export const minuteChoices = [20, 30, 45, 60, 90, 120] as const;
const DEFAULT_WEEKS = 4;

export const weekDayPresets = [
  { label: '每天', days: [1, 2, 3, 4, 5, 6, 7] },
  { label: '工作日', days: [1, 2, 3, 4, 5] },
  { label: '周末', days: [6, 7] },
] as const;

/**
 * Where the form starts: the current plan's settings when there is one (from today on), otherwise every subject,
 * weekdays, 30 minutes, four weeks — never past the end of the service.
 */
export function initialPlanForm(
  today: string,
  { plan, serviceEndsOn }: { plan?: StudyPlan | null; serviceEndsOn?: string | null },
): PlanFormValue {
  const byService = (day: string) => (serviceEndsOn && serviceEndsOn >= today && serviceEndsOn < day ? serviceEndsOn : day);
  if (plan) {
    return {
      subjects: plan.subjects,
      startDate: today,
      deadline: plan.deadline >= today ? plan.deadline : byService(addDays(today, DEFAULT_WEEKS * 7 - 1)),
      weekDays: plan.weekDays,
      minutesPerDay: plan.minutesPerDay,
    };
  }
  return {
    subjects: [...subjects],
    startDate: today,
    deadline: byService(addDays(today, DEFAULT_WEEKS * 7 - 1)),
    weekDays: [1, 2, 3, 4, 5],
    minutesPerDay: 30,
  };
}

/** How many of the chosen weekdays fall from start to deadline, both included. */
export function countStudyDays(startDate: string, deadline: string, weekDays: number[]): number {
  const length = daysBetween(startDate, deadline) + 1;
  if (length <= 0 || weekDays.length === 0) return 0;
  const chosen = new Set(weekDays);
  let count = 0;
  for (let offset = 0; offset < Math.min(length, MAX_PLAN_DAYS + 7); offset += 1) {
    if (chosen.has(isoWeekday(addDays(startDate, offset)))) count += 1;
  }
  return count;
}

/** What the learner must change before the server is asked; the server still checks everything itself. */
export function validatePlanForm(value: PlanFormValue, today: string): string | null {
  if (value.subjects.length === 0) return '请至少选择一个科目';
  if (value.weekDays.length === 0) return '请至少选择一个学习日';
  if (!value.startDate || !value.deadline) return '请选择开始日期和截止日期';
  if (value.deadline < today) return '截止日期已过，请选择今天之后的日期';
  if (value.startDate < today) return '开始日期不能早于今天';
  if (value.deadline < value.startDate) return '截止日期不能早于开始日期';
  if (daysBetween(value.startDate, value.deadline) + 1 > MAX_PLAN_DAYS) return '计划最长一年，请把截止日期提前一些';
  if (countStudyDays(value.startDate, value.deadline, value.weekDays) === 0) return '这段时间里没有选中的学习日，请多选几天或延后截止日期';
  return null;
}

/** Quick deadlines from the start: two weeks, a month, three months, and the end of the service. */
export function deadlinePresets(startDate: string, serviceEndsOn: string | null | undefined): { label: string; date: string }[] {
  const presets = [
    { label: '2 周', date: addDays(startDate, 13) },
    { label: '1 个月', date: addDays(startDate, 29) },
    { label: '3 个月', date: addDays(startDate, 89) },
  ];
  if (serviceEndsOn && serviceEndsOn >= startDate) presets.push({ label: '服务到期', date: serviceEndsOn });
  return presets.filter((preset) => !serviceEndsOn || preset.date <= serviceEndsOn || preset.label === '服务到期');
}

export const toggleSubject = (chosen: Subject[], subject: Subject): Subject[] =>
  chosen.includes(subject)
    ? chosen.filter((item) => item !== subject)
    : subjects.filter((item) => item === subject || chosen.includes(item));

export const toggleWeekDay = (chosen: number[], day: number): number[] =>
  chosen.includes(day) ? chosen.filter((item) => item !== day) : [...chosen, day].sort((a, b) => a - b);

/** The settings to ask the server's preview about: only those the form itself finds nothing wrong with. */
export const previewSettings = (value: PlanFormValue, today: string): PlanFormValue | null =>
  validatePlanForm(value, today) === null ? value : null;

/** 2026年12月25日 */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${year}年${Number(month)}月${Number(date)}日`;
}

export const serviceEndLine = (serviceEndsOn: string) => `服务到 ${longDate(serviceEndsOn)} 到期，计划最长到这一天`;

/** 人教版 (PEP) English starts in 三年级: a 一、二年级 plan leaves 英语 out (and says so when it is chosen). */
export const englishNotice = (grade: Grade | null | undefined, chosen: readonly Subject[]): string | null =>
  (grade === '一年级' || grade === '二年级') && chosen.includes('英语') ? '人教版英语从三年级开始，一、二年级的计划里不会有英语' : null;

/** The next longer daily time to suggest when sections do not fit, or null at the longest. */
export const longerMinutes = (minutesPerDay: number): number | null => minuteChoices.find((minutes) => minutes > minutesPerDay) ?? null;

export type PlanFormPart = 'subjects' | 'dates' | 'weekDays' | 'minutes';

/** Which part of the form a server's refusal concerns (its `field`), so the message is shown there. */
export function formPartOf(field: string | undefined): PlanFormPart | null {
  if (field === 'startDate' || field === 'deadline') return 'dates';
  if (field === 'subjects' || field === 'weekDays') return field;
  if (field === 'minutesPerDay') return 'minutes';
  return null;
}
