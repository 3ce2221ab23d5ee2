import { errorMessages } from '../../../contract/errors.ts';
import { ApiError } from '../../api/client.ts';

/** Where the login form shows a message: next to a field, or under the form. */
export type LoginField = 'phone' | 'code' | 'agreed' | 'form';
export type LoginErrors = Partial<Record<LoginField, string>>;

const phoneErrors = new Set([
  'INVALID_PHONE',
  'SMS_TOO_FREQUENT',
  'SMS_DAILY_LIMIT',
  'SMS_SEND_FAILED',
  'RATE_LIMITED',
  'HUMAN_CHECK_INVALID',
  'HUMAN_CHECK_EXPIRED',
  'HUMAN_CHECK_USED',
]);
const codeErrors = new Set(['SMS_CODE_INVALID', 'SMS_CODE_EXPIRED']);

/** Which field an API error belongs next to. */
function fieldOf(error: ApiError): LoginField {
  if (error.field === 'phone' || phoneErrors.has(error.code)) return 'phone';
  if (error.field === 'code' || codeErrors.has(error.code)) return 'code';
  if (error.field === 'agreed' || error.code === 'AGREEMENT_REQUIRED') return 'agreed';
  return 'form';
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : errorMessages.INTERNAL_ERROR);

/** A failed request as the form shows it: the server's message next to the field it concerns. */
export function loginErrorsOf(error: unknown): LoginErrors {
  const field = error instanceof ApiError ? fieldOf(error) : 'form';
  return { [field]: messageOf(error) };
}
