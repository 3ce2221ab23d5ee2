import type { AdminLoginStep } from '../../../../contract/admin.ts';
import { ApiError } from '../../../api/client.ts';

export type EnrolStep = Extract<AdminLoginStep, { next: 'enrol' }>;
export type TotpStep = Extract<AdminLoginStep, { next: 'totp' }>;

/** A step after the password: what the server sent for it, logged in, or back to the password. */
export type StepProps<S> = { step: S; onDone: () => void; onRestart: () => void };

/** The authenticator's code, on the code step and on enrolment. */
export const CODE_RULES = [
  { required: true, message: '请输入 6 位验证码' },
  { pattern: /^\d{6}$/, message: '验证码是 6 位数字' },
];

/** A challenge or enrolment that timed out cannot be retried: back to the password. */
export function isExpired(error: unknown) {
  return error instanceof ApiError && error.code === 'ADMIN_LOGIN_EXPIRED';
}
