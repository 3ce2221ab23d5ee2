import { z } from 'zod';
import { type EnvOf, type ProblemSink, reportProblem } from './env.ts';

/** HH:MM on a 24-hour clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day such as 09:00');

/** The learning companion: its daily jobs' times, and the tutor's model and quota. */
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
};

type CompanionEnv = EnvOf<typeof companionEnv>;

export function checkCompanionEnv(e: CompanionEnv, problems: ProblemSink): void {
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL)) {
    const missing = e.LLM_BASE_URL ? 'LLM_MODEL' : 'LLM_BASE_URL';
    reportProblem(problems, missing, 'LLM_BASE_URL and LLM_MODEL are set together (or neither, for the course-library tutor)');
  }
}

export type LlmConfig = { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number };

export type CompanionConfig = {
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
  };
}
