import { stageSchema, subjectSchema } from './catalog.ts';
import { described, z } from './schema.ts';

/**
 * The AI companion a learner pays for: the course library, the study plan, practice with knowledge-point
 * diagnosis, 督学 reminders and the AI tutor. Dates are calendar days in Asia/Shanghai (YYYY-MM-DD).
 */

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const dateSchema = described(z.string().check(z.regex(DATE_PATTERN, { error: 'VALIDATION_FAILED' })), {
  description: 'a calendar day in Asia/Shanghai, YYYY-MM-DD',
  example: '2026-11-23',
});

const learnerIdField = described(z.string().check(z.minLength(1), z.maxLength(64)), {
  description: 'which of the account’s learners (default: the student account’s own learner)',
});
export const learnerQuerySchema = z.object({ learnerId: z.optional(learnerIdField) });

// ─── Course library ────────────────────────────────────────────────────────────────────────────────────────────

export const exerciseKinds = ['single', 'multiple', 'fill', 'truefalse'] as const;
export const exerciseKindSchema = described(z.enum(exerciseKinds), {
  description: 'single 单选 / multiple 多选 / fill 填空 / truefalse 判断',
});
export type ExerciseKind = z.infer<typeof exerciseKindSchema>;
export const exerciseKindLabels: Record<ExerciseKind, string> = {
  single: '单选题',
  multiple: '多选题',
  fill: '填空题',
  truefalse: '判断题',
};

export const knowledgePointSchema = described(
  z.object({
    id: z.string(),
    title: z.string(),
    subject: subjectSchema,
    stage: stageSchema,
    grade: z.string(),
    unitTitle: z.string(),
    lessonId: z.string(),
  }),
  { id: 'KnowledgePoint' },
);
export type KnowledgePoint = z.infer<typeof knowledgePointSchema>;

export const lessonSchema = described(
  z.object({
    id: z.string(),
    title: z.string(),
    minutes: z.number(),
    knowledgePoint: knowledgePointSchema,
    paragraphs: z.array(z.string()),
    examples: z.array(z.object({ problem: z.string(), steps: z.array(z.string()) })),
  }),
  { id: 'Lesson' },
);
export type Lesson = z.infer<typeof lessonSchema>;

/** An exercise as the learner sees it before answering: no answer, no explanation. */
export const exerciseSchema = described(
  z.object({
    id: z.string(),
    kind: exerciseKindSchema,
    subject: subjectSchema,
    prompt: z.string(),
    options: described(z.array(z.string()), { description: 'empty for fill and truefalse' }),
    knowledgePointIds: z.array(z.string()),
  }),
  { id: 'Exercise' },
);
export type Exercise = z.infer<typeof exerciseSchema>;

/** single: [index]; multiple: indexes; fill: [text]; truefalse: [true|false]. */
export const answerSchema = described(
  z.union([
    z.object({ kind: z.literal('single'), choice: z.number().check(z.int(), z.gte(0), z.lte(9)) }),
    z.object({
      kind: z.literal('multiple'),
      choices: z.array(z.number().check(z.int(), z.gte(0), z.lte(9))).check(z.minLength(1), z.maxLength(10)),
    }),
    z.object({ kind: z.literal('fill'), text: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) }),
    z.object({ kind: z.literal('truefalse'), value: z.boolean() }),
  ]),
  { id: 'Answer' },
);
export type Answer = z.infer<typeof answerSchema>;

// ─── Study plan ────────────────────────────────────────────────────────────────────────────────────────────────

export const MAX_PLAN_DAYS = 366;

export const createPlanRequestSchema = described(
  z.object({
    learnerId: z.optional(learnerIdField),
    subjects: z.array(subjectSchema).check(z.minLength(1), z.maxLength(3)),
    startDate: dateSchema,
    deadline: dateSchema,
    weekDays: described(z.array(z.number().check(z.int(), z.gte(1), z.lte(7))).check(z.minLength(1), z.maxLength(7)), {
      description: 'ISO weekdays to study on: 1 Monday … 7 Sunday',
    }),
    minutesPerDay: z.number().check(z.int(), z.gte(10), z.lte(240)),
  }),
  { id: 'CreatePlanRequest' },
);
export type CreatePlanRequest = z.infer<typeof createPlanRequestSchema>;

/** What a plan request would make, before it is made: the creation stores exactly this. */
export const planPreviewSchema = described(
  z.object({
    /** Chosen weekdays from the start (today at the earliest) to the deadline. */
    studyDays: z.number(),
    /** Study days with at least one task. */
    filledDays: z.number(),
    /** Minutes of all its tasks. */
    minutes: z.number(),
    /** New lessons it teaches. */
    lessons: z.number(),
    firstDate: dateSchema,
    /** The service's last day: the latest deadline a plan may have. */
    serviceEndsOn: z.nullable(dateSchema),
    /** Sections the class meets before the deadline that do not fit in the chosen minutes. */
    unplaced: z.number(),
  }),
  { id: 'PlanPreview' },
);
export type PlanPreview = z.infer<typeof planPreviewSchema>;

export const taskKinds = ['lesson', 'practice'] as const;
export const taskKindSchema = described(z.enum(taskKinds), { description: 'lesson 学习讲解 / practice 练习' });
export type TaskKind = z.infer<typeof taskKindSchema>;

export const taskStatusSchema = described(z.enum(['todo', 'done']), { description: 'todo 待完成 / done 已完成' });
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const planTaskSchema = described(
  z.object({
    id: z.string(),
    date: dateSchema,
    kind: taskKindSchema,
    subject: subjectSchema,
    title: z.string(),
    knowledgePointId: z.string(),
    /** The lesson to read (lesson tasks) — practice tasks practise the point. */
    lessonId: z.nullable(z.string()),
    estimatedMinutes: z.number(),
    status: taskStatusSchema,
    spentMinutes: z.nullable(z.number()),
    doneAt: z.nullable(z.string()),
    /**
     * planned: a new section, when the class meets it; review: practice of what came before (weak points first);
     * replanned: moved from a past day; weak_point: a lesson added after a practice set.
     */
    origin: z.enum(['planned', 'review', 'replanned', 'weak_point']),
  }),
  { id: 'PlanTask' },
);
export type PlanTask = z.infer<typeof planTaskSchema>;

export const planDaySchema = z.object({ date: dateSchema, tasks: z.array(planTaskSchema), plannedMinutes: z.number() });
export type PlanDay = z.infer<typeof planDaySchema>;

export const studyPlanSchema = described(
  z.object({
    id: z.string(),
    learnerId: z.string(),
    subjects: z.array(subjectSchema),
    startDate: dateSchema,
    deadline: dateSchema,
    weekDays: z.array(z.number()),
    minutesPerDay: z.number(),
    createdAt: z.string(),
    totals: z.object({ tasks: z.number(), done: z.number(), minutes: z.number() }),
    /** Points the plan could not fit before the deadline, with what would make room. */
    unplaced: z.array(z.object({ knowledgePointId: z.string(), title: z.string(), subject: subjectSchema })),
    days: z.array(planDaySchema),
  }),
  { id: 'StudyPlan' },
);
export type StudyPlan = z.infer<typeof studyPlanSchema>;

export const planRangeQuerySchema = z.object({
  learnerId: z.optional(learnerIdField),
  from: z.optional(dateSchema),
  to: z.optional(dateSchema),
});

export const todaySchema = described(
  z.object({
    date: dateSchema,
    learnerId: z.string(),
    hasPlan: z.boolean(),
    tasks: z.array(planTaskSchema),
    doneMinutes: z.number(),
    plannedMinutes: z.number(),
    nextStudyDate: z.nullable(dateSchema),
  }),
  { id: 'Today' },
);
export type Today = z.infer<typeof todaySchema>;

export const completeTaskRequestSchema = described(z.object({ spentMinutes: z.number().check(z.int(), z.gte(1), z.lte(600)) }), {
  id: 'CompleteTaskRequest',
});

// ─── Practice and diagnosis ────────────────────────────────────────────────────────────────────────────────────

export const startPracticeRequestSchema = described(
  z.object({
    learnerId: z.optional(learnerIdField),
    taskId: z.optional(described(z.string(), { description: 'practise a practice task of the plan' })),
    knowledgePointId: z.optional(described(z.string(), { description: 'or practise one knowledge point' })),
  }),
  { id: 'StartPracticeRequest' },
);
export type StartPracticeRequest = z.infer<typeof startPracticeRequestSchema>;

export const answerFeedbackSchema = described(
  z.object({
    exerciseId: z.string(),
    correct: z.boolean(),
    given: answerSchema,
    correctAnswer: answerSchema,
    /** The right answer in words: the right options, a fill-in's usual form, 正确/错误. */
    correctAnswerText: z.string(),
    explanation: z.array(z.string()),
    /** Mastery (0–1) of the exercise's knowledge points after this answer. */
    mastery: z.array(z.object({ knowledgePointId: z.string(), title: z.string(), mastery: z.number() })),
  }),
  { id: 'AnswerFeedback' },
);
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;

export const weakPointSchema = described(
  z.object({ knowledgePointId: z.string(), title: z.string(), subject: subjectSchema, mastery: z.number(), lessonId: z.string() }),
  { id: 'WeakPoint' },
);
export type WeakPoint = z.infer<typeof weakPointSchema>;

export const practiceSetSchema = described(
  z.object({
    id: z.string(),
    learnerId: z.string(),
    title: z.string(),
    taskId: z.nullable(z.string()),
    exercises: z.array(exerciseSchema),
    answers: z.array(answerFeedbackSchema),
    finishedAt: z.nullable(z.string()),
    result: z.nullable(
      z.object({
        correct: z.number(),
        total: z.number(),
        weakPoints: z.array(weakPointSchema),
        /** Lesson tasks added to the plan for the weak points. */
        addedTasks: z.array(planTaskSchema),
      }),
    ),
  }),
  { id: 'PracticeSet' },
);
export type PracticeSet = z.infer<typeof practiceSetSchema>;

export const submitAnswerRequestSchema = described(z.object({ exerciseId: z.string(), answer: answerSchema }), {
  id: 'SubmitAnswerRequest',
});

// ─── Progress ──────────────────────────────────────────────────────────────────────────────────────────────────

export const masteryEntrySchema = z.object({
  knowledgePointId: z.string(),
  title: z.string(),
  subject: subjectSchema,
  mastery: z.number(),
  attempts: z.number(),
});

export const progressSchema = described(
  z.object({
    learnerId: z.string(),
    learnerName: z.string(),
    from: dateSchema,
    to: dateSchema,
    /** Study days in the range that had tasks, and those on which every task was done. */
    studyDays: z.number(),
    daysOnTrack: z.number(),
    minutesStudied: z.number(),
    tasksDone: z.number(),
    tasksPlanned: z.number(),
    exercisesAnswered: z.number(),
    exercisesCorrect: z.number(),
    masteryBySubject: z.array(z.object({ subject: subjectSchema, mastery: z.number(), knowledgePoints: z.number() })),
    weakPoints: z.array(weakPointSchema),
    knowledgePoints: z.array(masteryEntrySchema),
  }),
  { id: 'Progress' },
);
export type Progress = z.infer<typeof progressSchema>;

export const weeklyReportQuerySchema = z.object({
  learnerId: z.optional(learnerIdField),
  week: z.optional(described(dateSchema, { description: 'any day of the week (Monday–Sunday); default this week' })),
});

// ─── Notifications (督学提醒) ──────────────────────────────────────────────────────────────────────────────────

export const notificationSchema = described(
  z.object({
    id: z.string(),
    /** 督学 reminders, and the new school year's grade change (the account can correct it). */
    kind: z.enum(['morning_reminder', 'evening_reminder', 'new_school_year']),
    learnerId: z.nullable(z.string()),
    title: z.string(),
    body: z.string(),
    createdAt: z.string(),
    read: z.boolean(),
  }),
  { id: 'Notification' },
);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = described(z.object({ notifications: z.array(notificationSchema), unread: z.number() }), {
  id: 'NotificationList',
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markReadRequestSchema = described(
  z.object({ ids: z.optional(z.array(z.string()).check(z.maxLength(100))), all: z.optional(z.boolean()) }),
  { id: 'MarkNotificationsRead' },
);

export const reminderSettingsSchema = described(
  z.object({ sms: described(z.boolean(), { description: 'also send 督学 reminders by SMS to the account’s phone' }) }),
  { id: 'ReminderSettings' },
);
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

// ─── AI tutor (小伴老师) ───────────────────────────────────────────────────────────────────────────────────────

export const MAX_QUESTION_LENGTH = 500;

export const chatRequestSchema = described(
  z.object({
    learnerId: z.optional(learnerIdField),
    message: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_QUESTION_LENGTH)),
    exerciseId: z.optional(described(z.string(), { description: '“讲讲这道题”: the exercise to explain' })),
    retryOf: z.optional(described(z.string(), { description: 'id of a question whose answer failed: answer it again' })),
  }),
  { id: 'ChatRequest' },
);
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatSourceSchema = described(
  z.object({
    kind: z.enum(['lesson', 'exercise', 'knowledge_point']),
    id: z.string(),
    title: z.string(),
    /** The lesson to open for it. */
    lessonId: z.nullable(z.string()),
  }),
  { id: 'ChatSource' },
);
export type ChatSource = z.infer<typeof chatSourceSchema>;

export const chatMessageSchema = described(
  z.object({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    /** llm: generated from the sources; library: the course library's passages, no language model. */
    mode: z.nullable(z.enum(['llm', 'library'])),
    sources: z.array(chatSourceSchema),
    /** failed: the answer could not be produced (the question is kept and can be asked again). */
    status: z.enum(['complete', 'failed']),
    createdAt: z.string(),
  }),
  { id: 'ChatMessage' },
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistorySchema = described(
  z.object({ messages: z.array(chatMessageSchema), questionsLeftToday: z.number(), dailyQuota: z.number() }),
  { id: 'ChatHistory' },
);
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/**
 * The Server-Sent Events of `POST /api/companion/chat`, in order: `question` (the stored question), `sources`,
 * any number of `delta`, then `done` (the stored answer) or `error` (the envelope's error object).
 */
export type ChatStreamEvent =
  | { event: 'question'; data: ChatMessage }
  | { event: 'sources'; data: { mode: 'llm' | 'library'; sources: ChatSource[] } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: ChatMessage }
  | { event: 'error'; data: { code: string; message: string; questionId: string | null } };
