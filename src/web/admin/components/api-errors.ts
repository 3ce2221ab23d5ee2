import type { FormInstance } from 'antd';
import { ApiError } from '../../api/client.ts';

/** The envelope's dotted field path (`faq.0.question`) as an antd name path (['faq', 0, 'question']). */
function namePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

type Placement = {
  /** The form field a code belongs to, when the envelope names none (or names another). */
  fieldByCode?: Record<string, string>;
  /** The form's name for a field the API names otherwise (`amountFen` → `amountYuan`). */
  renameField?: (field: string) => string;
};

/**
 * Puts an API error where the operator will see it: on the form field the envelope names (or the field a code
 * belongs to) when the form has that field; otherwise answers the message for a general notice.
 */
export function showApiError<T>(
  form: FormInstance<T>,
  error: unknown,
  formFields: readonly string[],
  { fieldByCode = {}, renameField = (field) => field }: Placement = {},
): string | null {
  const message = error instanceof Error ? error.message : '操作失败，请稍后再试';
  if (error instanceof ApiError) {
    const named = error.field === undefined ? undefined : renameField(error.field);
    const field = fieldByCode[error.code] ?? named;
    if (field && formFields.includes(field.split('.')[0] ?? '')) {
      form.setFields([{ name: namePath(field) as never, errors: [message] }]);
      return null;
    }
  }
  return message;
}
