import { Typography } from 'antd';

type Change = { key: string; before: unknown; after: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  if (value === undefined) return '（无）';
  if (value === null) return '空';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields that differ between two audited states (every field when one side is missing). */
export function auditChanges(before: unknown, after: unknown): Change[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ key: '值', before, after }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => ({ key, before: isRecord(before) ? from[key] : undefined, after: isRecord(after) ? to[key] : undefined }));
}

/** Before → after as one line per changed field, the old value struck through. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <Typography.Text type="secondary">无字段变化</Typography.Text>;
  return (
    <div style={{ display: 'grid', gap: 2 }}>
      {changes.map(({ key, before: from, after: to }) => (
        <div key={key} style={{ fontSize: 13, wordBreak: 'break-all' }}>
          <Typography.Text type="secondary">{key}：</Typography.Text>
          {from !== undefined && (
            <Typography.Text delete type="danger">
              {show(from)}
            </Typography.Text>
          )}
          {from !== undefined && to !== undefined && ' → '}
          {to !== undefined && <Typography.Text type="success">{show(to)}</Typography.Text>}
        </div>
      ))}
    </div>
  );
}
