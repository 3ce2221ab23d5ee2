import { described, z } from './schema.ts';

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

export const grades = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '初一', '初二', '初三', '高一', '高二', '高三'] as const;
export const gradeSchema = described(z.enum(grades), { description: '年级' });
export type Grade = z.infer<typeof gradeSchema>;

export const roles = ['student', 'parent'] as const;
export const roleSchema = described(z.enum(roles), { description: 'student 学生本人 / parent 家长' });
export type Role = z.infer<typeof roleSchema>;

/** Mainland China mobile numbers only. The error names its catalogue code. */
export const phoneSchema = described(
  z.string({ error: 'INVALID_PHONE' }).check(z.trim(), z.regex(PHONE_PATTERN, { error: 'INVALID_PHONE' })),
  {
    example: '13812341234',
  },
);

const nameSchema = described(z.string().check(z.trim(), z.minLength(1), z.maxLength(20)), { description: '1–20 个字符' });

/**
 * A solved human check, as the client sends it with a code request that needs one: ALTCHA's payload (base64 of the
 * JSON `{challenge, solution}` its solvers produce) or, with Tencent's captcha, base64 of `{ticket, randstr}`.
 */
export const humanCheckSolutionSchema = described(z.string().check(z.trim(), z.minLength(1), z.maxLength(2048)), {
  description: '安全验证的结果（428 HUMAN_CHECK_REQUIRED 之后必填）',
});

/** The token a login returned to this device for this phone (decision 026): its codes skip the human check. */
export const deviceTokenSchema = described(z.string().check(z.trim(), z.minLength(1), z.maxLength(256)), {
  description: '此前在本设备登录该手机号时返回的 deviceToken；有效时免安全验证（另计每日条数）',
});

export const smsCodeRequestSchema = described(
  z.object({ phone: phoneSchema, humanCheck: z.optional(humanCheckSolutionSchema), deviceToken: z.optional(deviceTokenSchema) }),
  { id: 'SmsCodeRequest' },
);

const altchaParametersSchema = z.object({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  keySignature: z.optional(z.string()),
  data: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});

/** An ALTCHA (v2) proof-of-work challenge, signed by the server. */
export const altchaChallengeSchema = z.object({ parameters: altchaParametersSchema, signature: z.string() });
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

/** What an ALTCHA solver answers: the challenge it solved and the counter and derived key it found. */
export const altchaPayloadSchema = z.object({
  challenge: altchaChallengeSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.optional(z.number()) }),
});
export type AltchaPayload = z.infer<typeof altchaPayloadSchema>;

/** Tencent Cloud captcha's answer, as its web widget hands it over. */
export const tencentCaptchaPayloadSchema = z.object({
  ticket: z.string().check(z.minLength(1)),
  randstr: z.string().check(z.minLength(1)),
});

/** GET /api/auth/human-check: the challenge to solve before asking for a code again. */
export const humanCheckChallengeSchema = described(
  z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('altcha'), challenge: altchaChallengeSchema }),
    // scriptUrl: Tencent's TCaptcha.js (HUMAN_CHECK_TENCENT_SCRIPT_URL), loaded by the page only when a check is due.
    z.object({ provider: z.literal('tencent'), captchaAppId: z.string(), scriptUrl: z.string() }),
  ]),
  { id: 'HumanCheckChallenge' },
);
export type HumanCheckChallenge = z.infer<typeof humanCheckChallengeSchema>;

export const loginRequestSchema = described(
  z.object({
    phone: phoneSchema,
    code: described(z.string().check(z.trim(), z.regex(SMS_CODE_PATTERN, { error: 'SMS_CODE_INVALID' })), { example: '123456' }),
    agreed: described(z.literal(true, { error: 'AGREEMENT_REQUIRED' }), {
      description: '已阅读并同意用户协议、隐私政策和儿童个人信息保护规则',
    }),
  }),
  { id: 'LoginRequest' },
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const learnerSchema = described(
  z.object({
    id: z.string(),
    name: z.string(),
    grade: z.nullable(gradeSchema),
    isSelf: described(z.boolean(), { description: 'true for a student account’s own learner' }),
  }),
  { id: 'Learner' },
);
export type Learner = z.infer<typeof learnerSchema>;

export const meSchema = described(
  z.object({
    id: z.string(),
    phone: described(z.string(), { description: 'masked, e.g. 138****1234', example: '138****1234' }),
    role: described(z.nullable(roleSchema), { description: 'null until chosen after the first login' }),
    nickname: z.nullable(z.string()),
    grade: z.nullable(gradeSchema),
    learners: z.array(learnerSchema),
  }),
  { id: 'Me' },
);
export type Me = z.infer<typeof meSchema>;

export const loginResponseSchema = described(
  z.object({
    token: z.string(),
    user: meSchema,
    // Optional so that clients built before it still parse the answer.
    deviceToken: z.optional(described(z.string(), { description: '记住本设备：之后为该手机号获取验证码时随请求发送，90 天内有效' })),
  }),
  { id: 'LoginResponse' },
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const atLeastOneField = z.refine(
  (value: unknown) => typeof value === 'object' && value !== null && Object.values(value).some((field) => field !== undefined),
  { error: 'VALIDATION_FAILED' },
);

export const updateMeRequestSchema = described(
  z.object({ role: z.optional(roleSchema), nickname: z.optional(nameSchema), grade: z.optional(gradeSchema) }).check(atLeastOneField),
  { id: 'UpdateMeRequest' },
);
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;

export const learnerInputSchema = described(z.object({ name: nameSchema, grade: gradeSchema }), { id: 'NewLearner' });
export type LearnerInput = z.infer<typeof learnerInputSchema>;

export const learnerPatchSchema = described(
  z.object({ name: z.optional(nameSchema), grade: z.optional(gradeSchema) }).check(atLeastOneField),
  { id: 'LearnerChanges' },
);
export type LearnerPatch = z.infer<typeof learnerPatchSchema>;

export const devSmsLatestSchema = described(z.object({ phone: z.string(), code: z.string(), sentAt: z.string() }), {
  id: 'DevSmsLatest',
});

/** 13812341234 → 138****1234 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
