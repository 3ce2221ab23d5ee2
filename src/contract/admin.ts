import { described, z } from './schema.ts';

/** The operations console's identities: operators, their login with password + TOTP, and the audit log. */

export const operatorRoles = ['admin', 'service'] as const;
export const operatorRoleSchema = described(z.enum(operatorRoles), {
  description: 'admin: everything, manages operators / service: orders, refunds, learners; read-only catalog',
});
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

export const OPERATOR_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,31}$/;
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;

/** 2–32 characters: lower-case letters, digits, `.`, `_`, `-`; upper case is folded so names never differ by case alone. */
export const operatorNameSchema = described(z.string().check(z.trim(), z.toLowerCase(), z.regex(OPERATOR_NAME_PATTERN)), {
  example: 'zhangsan',
});

/** Any password is accepted at login (the length cap only bounds hashing work); new ones need 12 characters. */
const passwordSchema = z.string().check(z.minLength(1), z.maxLength(OPERATOR_PASSWORD_MAX));
const newPasswordSchema = described(
  z
    .string()
    .check(
      z.minLength(OPERATOR_PASSWORD_MIN, { error: 'OPERATOR_PASSWORD_TOO_SHORT' }),
      z.maxLength(OPERATOR_PASSWORD_MAX, { error: 'OPERATOR_PASSWORD_TOO_LONG' }),
    ),
  { description: `${OPERATOR_PASSWORD_MIN}–${OPERATOR_PASSWORD_MAX} characters` },
);
const loginTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/));
const totpCodeSchema = described(z.string().check(z.trim(), z.regex(/^\d{6}$/)), {
  description: '6-digit code of the authenticator app',
  example: '123456',
});

export const adminLoginRequestSchema = described(z.object({ name: operatorNameSchema, password: passwordSchema }), {
  id: 'AdminLoginRequest',
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const adminLoginStepSchema = described(
  z.discriminatedUnion('next', [
    z.object({
      next: z.literal('totp'),
      challenge: described(z.string(), { description: 'send it with the code to POST /api/admin/login/totp' }),
      expiresAt: z.string(),
    }),
    z.object({
      next: z.literal('enrol'),
      enrolment: described(z.string(), {
        description: 'send it with the first code and a new password to POST /api/admin/login/enrolment',
      }),
      expiresAt: z.string(),
      otpauthUrl: described(z.string(), { description: 'otpauth://totp/… for an authenticator app (SHA-1, 6 digits, 30 s)' }),
      qrCode: described(z.string(), { description: 'the otpauth URL as a QR code, an SVG data: URL for an <img>' }),
      secret: described(z.string(), { description: 'the same secret in base32, for typing in by hand' }),
    }),
  ]),
  { id: 'AdminLoginStep', description: 'enrol: first login (or after a reset) / totp: the second factor is due' },
);
export type AdminLoginStep = z.infer<typeof adminLoginStepSchema>;

export const adminTotpRequestSchema = described(z.object({ challenge: loginTokenSchema, code: totpCodeSchema }), {
  id: 'AdminTotpRequest',
});
export type AdminTotpRequest = z.infer<typeof adminTotpRequestSchema>;

export const adminEnrolmentRequestSchema = described(
  z.object({ enrolment: loginTokenSchema, code: totpCodeSchema, newPassword: newPasswordSchema }),
  { id: 'AdminEnrolmentRequest' },
);
export type AdminEnrolmentRequest = z.infer<typeof adminEnrolmentRequestSchema>;

export const operatorMeSchema = described(z.object({ id: z.string(), name: z.string(), role: operatorRoleSchema }), { id: 'OperatorMe' });
export type OperatorMe = z.infer<typeof operatorMeSchema>;

export const adminSessionSchema = described(z.object({ token: z.string(), expiresAt: z.string(), operator: operatorMeSchema }), {
  id: 'AdminSession',
  description: 'send the token as Authorization: Bearer on /api/admin routes',
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const operatorSchema = described(
  z.object({
    id: z.string(),
    name: z.string(),
    role: operatorRoleSchema,
    totpEnrolled: described(z.boolean(), { description: 'false until the first login (and after a reset)' }),
    oneTimePasswordExpiresAt: described(z.nullable(z.string()), {
      description: 'until the first login: when the one-time password stops working (then an admin resets it); null once enrolled',
    }),
    disabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  { id: 'Operator' },
);
export type Operator = z.infer<typeof operatorSchema>;

export const operatorListSchema = described(z.object({ operators: z.array(operatorSchema) }), { id: 'OperatorList' });
export type OperatorList = z.infer<typeof operatorListSchema>;

export const newOperatorRequestSchema = described(z.object({ name: operatorNameSchema, role: operatorRoleSchema }), { id: 'NewOperator' });
export type NewOperatorRequest = z.infer<typeof newOperatorRequestSchema>;

export const operatorCredentialsSchema = described(
  z.object({
    operator: operatorSchema,
    oneTimePassword: described(z.string(), { description: 'shown this once; the first login replaces it and enrols TOTP' }),
  }),
  { id: 'OperatorCredentials' },
);
export type OperatorCredentials = z.infer<typeof operatorCredentialsSchema>;

export const operatorChangesSchema = described(
  z
    .object({ role: z.optional(operatorRoleSchema), disabled: z.optional(z.boolean()) })
    .check(z.refine((value) => value.role !== undefined || value.disabled !== undefined, { error: 'VALIDATION_FAILED' })),
  { id: 'OperatorChanges' },
);
export type OperatorChanges = z.infer<typeof operatorChangesSchema>;

export const auditEntrySchema = described(
  z.object({
    id: described(z.number(), { description: 'increasing in the order entries were written' }),
    operatorId: described(z.nullable(z.string()), { description: 'null: done on the command line (npm run operator:create)' }),
    operatorName: z.nullable(z.string()),
    action: described(z.string(), { example: 'operator.update' }),
    targetType: z.string(),
    targetId: z.string(),
    before: z.nullable(z.unknown()),
    after: z.nullable(z.unknown()),
    requestId: z.nullable(z.string()),
    createdAt: z.string(),
  }),
  { id: 'AuditEntry' },
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
  targetId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export const auditLogSchema = described(z.object({ entries: z.array(auditEntrySchema) }), { id: 'AuditLog' });
export type AuditLog = z.infer<typeof auditLogSchema>;
