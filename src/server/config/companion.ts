import { z } from 'zod';
import { type EnvOf, type ProblemSink, reportProblem } from './env.ts';

/** HH:MM on a 24-hour clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day such as 09:00');

/** MM-DD: a day of the year. */
const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a month and day such as 09-01');

/**
 * The school year as a class lives it, as month-days ('MM-DD'): 上学期 from `autumnTermStart` (the day the grade
 * moves on) to the day before `winterBreakStart`, 下学期 from `springTermStart` to the day before `summerBreakStart`;
 * the holidays between.
 */
export type SchoolCalendar = { autumnTermStart: string; winterBreakStart: string; springTermStart: string; summerBreakStart: string };

export const defaultSchoolCalendar: SchoolCalendar = {
  autumnTermStart: '09-01',
  winterBreakStart: '01-17',
  springTermStart: '02-23',
  summerBreakStart: '07-04',
};

/** The learning companion: its daily jobs' times, the tutor's model and quota, and the school calendar. */
export const companionEnv = {
  /** Local times (Asia/Shanghai) of the 督学 reminders and of the nightly re-planning. */
  REMINDER_MORNING_TIME: clockTime.default('09:00'),
  REMINDER_EVENING_TIME: clockTime.default('20:00'),
  REPLAN_TIME: clockTime.default('03:00'),
  /** How often each process looks whether a companion job is due (0: never, for tests that run them by hand). */
  COMPANION_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Any OpenAI-compatible chat-completions API (DeepSeek, Qwen, Ollama …); unset: the tutor answers from the course library. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(60),
  TUTOR_DAILY_QUESTIONS: z.coerce.number().int().min(1).max(10_000).default(30),
  /** The school calendar the plans follow (month-day, Asia/Shanghai): terms and the holidays between. */
  SCHOOL_AUTUMN_TERM_START: monthDay.default(defaultSchoolCalendar.autumnTermStart),
  SCHOOL_WINTER_BREAK_START: monthDay.default(defaultSchoolCalendar.winterBreakStart),
  SCHOOL_SPRING_TERM_START: monthDay.default(defaultSchoolCalendar.springTermStart),
  SCHOOL_SUMMER_BREAK_START: monthDay.default(defaultSchoolCalendar.summerBreakStart),
};

type CompanionEnv = EnvOf<typeof companionEnv>;

export function checkCompanionEnv(e: CompanionEnv, problems: ProblemSink): void {
  // Within one school year: winter break (January/February) < spring term < summer break < autumn term.
  const order = [e.SCHOOL_WINTER_BREAK_START, e.SCHOOL_SPRING_TERM_START, e.SCHOOL_SUMMER_BREAK_START, e.SCHOOL_AUTUMN_TERM_START];
  if (order.some((day, i) => i > 0 && day <= (order[i - 1] ?? ''))) {
    reportProblem(
      problems,
      'SCHOOL_SPRING_TERM_START',
      'the school calendar runs SCHOOL_WINTER_BREAK_START < SCHOOL_SPRING_TERM_START < SCHOOL_SUMMER_BREAK_START < SCHOOL_AUTUMN_TERM_START within a year',
    );
  }
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL)) {
    const missing = e.LLM_BASE_URL ? 'LLM_MODEL' : 'LLM_BASE_URL';
    reportProblem(problems, missing, 'LLM_BASE_URL and LLM_MODEL are set together (or neither, for the course-library tutor)');
  }
}

export type LlmConfig = { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number };

export type CompanionConfig = {
  schoolCalendar: SchoolCalendar;
  /** Minutes after local midnight (Asia/Shanghai). */
  morningReminderMinute: number;
  eveningReminderMinute: number;
  replanMinute: number;
  jobIntervalMs: number;
  /** null: the tutor answers from the course library alone. */
  llm: LlmConfig | null;
  tutorDailyQuestions: number;
};

const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function companionConfig(e: CompanionEnv): CompanionConfig {
  return {
    morningReminderMinute: minuteOfDay(e.REMINDER_MORNING_TIME),
    eveningReminderMinute: minuteOfDay(e.REMINDER_EVENING_TIME),
    replanMinute: minuteOfDay(e.REPLAN_TIME),
    jobIntervalMs: e.COMPANION_JOB_INTERVAL_SECONDS * 1000,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.LLM_API_KEY ?? null,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000,
          }
        : null,
    tutorDailyQuestions: e.TUTOR_DAILY_QUESTIONS,
    schoolCalendar: {
      autumnTermStart: e.SCHOOL_AUTUMN_TERM_START,
      winterBreakStart: e.SCHOOL_WINTER_BREAK_START,
      springTermStart: e.SCHOOL_SPRING_TERM_START,
      summerBreakStart: e.SCHOOL_SUMMER_BREAK_START,
    },
  };
}
