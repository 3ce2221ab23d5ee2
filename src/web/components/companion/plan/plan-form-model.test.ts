import { describe, expect, it } from 'vitest';
import {
  countStudyDays,
  deadlinePresets,
  englishNotice,
  formPartOf,
  initialPlanForm,
  longDate,
  longerMinutes,
  previewSettings,
  serviceEndLine,
  toggleSubject,
  toggleWeekDay,
  validatePlanForm,
} from './plan-form-model.ts';

const today = '2026-11-23'; // a Monday

describe('plan form', () => {
  it('starts today with every subject, weekdays, 30 minutes and four weeks', () => {
    expect(initialPlanForm(today, {})).toEqual({
      subjects: ['数学', '语文', '英语'],
      startDate: today,
      deadline: '2026-12-20',
      weekDays: [1, 2, 3, 4, 5],
      minutesPerDay: 30,
    });
  });

  it('never proposes a deadline after the service ends', () => {
    expect(initialPlanForm(today, { serviceEndsOn: '2026-12-05' }).deadline).toBe('2026-12-05');
    expect(deadlinePresets(today, '2026-12-10').map((preset) => preset.label)).toEqual(['2 周', '服务到期']);
    expect(deadlinePresets(today, null).map((preset) => preset.date)).toEqual(['2026-12-06', '2026-12-22', '2027-02-20']);
  });

  it('counts the chosen weekdays from start to deadline, both ends included', () => {
    expect(countStudyDays(today, '2026-11-29', [1, 2, 3, 4, 5, 6, 7])).toBe(7);
    expect(countStudyDays(today, '2026-12-06', [6, 7])).toBe(4);
    expect(countStudyDays(today, today, [2])).toBe(0);
    expect(countStudyDays(today, '2026-11-22', [1])).toBe(0);
  });

  it('says what to change before asking the server', () => {
    const good = initialPlanForm(today, {});
    expect(validatePlanForm(good, today)).toBeNull();
    expect(validatePlanForm({ ...good, subjects: [] }, today)).toContain('科目');
    expect(validatePlanForm({ ...good, weekDays: [] }, today)).toContain('学习日');
    expect(validatePlanForm({ ...good, deadline: '2026-11-20' }, today)).toContain('截止日期已过');
    expect(validatePlanForm({ ...good, startDate: '2026-11-30', deadline: '2026-11-25' }, today)).toContain('不能早于开始日期');
    expect(validatePlanForm({ ...good, deadline: '2027-12-01' }, today)).toContain('最长一年');
    expect(validatePlanForm({ ...good, deadline: '2026-11-24', weekDays: [6] }, today)).toContain('没有选中的学习日');
  });

  it('keeps subjects and weekdays in their natural order', () => {
    expect(toggleSubject(['英语'], '数学')).toEqual(['数学', '英语']);
    expect(toggleSubject(['数学', '英语'], '数学')).toEqual(['英语']);
    expect(toggleWeekDay([5, 1].sort(), 3)).toEqual([1, 3, 5]);
  });
});

describe('plan form and the server’s preview', () => {
  it('asks the preview only about settings the form finds nothing wrong with', () => {
    const good = initialPlanForm(today, {});
    expect(previewSettings(good, today)).toBe(good);
    expect(previewSettings({ ...good, subjects: [] }, today)).toBeNull();
    expect(previewSettings({ ...good, deadline: '2026-11-20' }, today)).toBeNull();
  });

  it('names the service’s last day as the longest deadline, and offers it even when it is the start', () => {
    expect(longDate('2026-12-05')).toBe('2026年12月5日');
    expect(serviceEndLine('2027-01-31')).toBe('服务到 2027年1月31日 到期，计划最长到这一天');
    expect(deadlinePresets(today, today)).toEqual([{ label: '服务到期', date: today }]);
  });

  it('says 英语 is left out of a 一、二年级 plan only when it is chosen', () => {
    const notice = '人教版英语从三年级开始，一、二年级的计划里不会有英语';
    expect(englishNotice('一年级', ['数学', '英语'])).toBe(notice);
    expect(englishNotice('二年级', ['英语'])).toBe(notice);
    expect(englishNotice('二年级', ['数学', '语文'])).toBeNull();
    expect(englishNotice('三年级', ['英语'])).toBeNull();
    expect(englishNotice(null, ['英语'])).toBeNull();
  });

  it('suggests the next longer daily time when sections do not fit', () => {
    expect(longerMinutes(30)).toBe(45);
    expect(longerMinutes(90)).toBe(120);
    expect(longerMinutes(120)).toBeNull();
  });

  it('places a refusal at the part of the form it names', () => {
    expect(formPartOf('deadline')).toBe('dates');
    expect(formPartOf('startDate')).toBe('dates');
    expect(formPartOf('subjects')).toBe('subjects');
    expect(formPartOf('weekDays')).toBe('weekDays');
    expect(formPartOf('minutesPerDay')).toBe('minutes');
    expect(formPartOf(undefined)).toBeNull();
    expect(formPartOf('learnerId')).toBeNull();
  });
});
