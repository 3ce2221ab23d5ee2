import { Alert, Button } from 'antd';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../api/client.ts';
import { showApiError } from '../../components/api-errors.ts';

/** 发布 failed: said above the form, with 重新加载 when someone else published meanwhile. */
export type PublishFailureState = { text: string; conflict: boolean };

/** Where a refused publish is shown: on the field it names, else above the form (with 重新加载 when someone published meanwhile). */
export function publishFailureOf<T>(form: FormInstance<T>, error: unknown, fields: readonly string[]): PublishFailureState | null {
  const conflict = error instanceof ApiError && error.code === 'CONTENT_CHANGED';
  // The server names fields inside `content`; the form holds the content itself.
  const general = showApiError(form, error, fields, { renameField: (field) => field.replace(/^content\./, '') });
  return general || conflict ? { text: general ?? (error instanceof Error ? error.message : '发布失败'), conflict } : null;
}

export function PublishFailure({ failure, onReload }: { failure: PublishFailureState | null; onReload: () => void }) {
  if (!failure) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={failure.text}
      description={failure.conflict ? '重新加载会显示最新发布的内容，你的修改需要重新填写。' : undefined}
      action={failure.conflict ? <Button onClick={onReload}>重新加载</Button> : undefined}
      style={{ marginBottom: 16 }}
    />
  );
}
