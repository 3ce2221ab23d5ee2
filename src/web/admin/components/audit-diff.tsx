import { Typography } from 'antd';
import { stageLabels } from '../../../contract/catalog.ts';
import { orderStatusLabels } from '../../../contract/orders.ts';
import { refundStatusLabels } from '../../../contract/refunds.ts';
import { formatDateTime, formatFen } from './format.ts';
import { ROLE_LABELS } from './labels.ts';

type Change = { key: string; before: unknown; after: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the audited fields are called in the console; others show as stored. */
const FIELD_LABELS: Record<string, string> = {
  name: '账号',
  role: '角色',
  disabled: '已停用',
  totpEnrolled: '已绑定验证器',
  title: '名称',
  subtitle: '副标题',
  stage: '学段',
  priceFen: '售价',
  originalPriceFen: '原价',
  durationDays: '时长（天）',
  inclusions: '服务内容',
  detailSections: '详情',
  faq: '常见问题',
  coverImage: '封面',
  onSale: '在售',
  sortOrder: '排序',
  ids: '顺序',
  status: '状态',
  amountFen: '金额',
  refundedFen: '已退金额',
  refundStatus: '退款状态',
  reason: '原因',
  note: '备注',
  days: '天数',
  endsAt: '服务到期',
  startsAt: '服务开始',
  version: '版本',
  document: '文档',
  contentType: '类型',
  byteSize: '大小（字节）',
  createdAt: '创建时间',
  updatedAt: '修改时间',
};

/** Stored codes shown by their names: roles, stages, and order and refund states (an order's PENDING is 待支付). */
const VALUE_LABELS: Record<string, string> = { ...refundStatusLabels, ...orderStatusLabels, ...stageLabels, ...ROLE_LABELS };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function show(key: string, value: unknown): string {
  if (value === undefined) return '（无）';
  if (value === null) return '空';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number' && /Fen$/.test(key)) return formatFen(value);
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
  if (typeof value === 'string') return VALUE_LABELS[value] ?? value;
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
          <Typography.Text type="secondary">{FIELD_LABELS[key] ?? key}：</Typography.Text>
          {from !== undefined && (
            <Typography.Text delete type="danger">
              {show(key, from)}
            </Typography.Text>
          )}
          {from !== undefined && to !== undefined && ' → '}
          {to !== undefined && <Typography.Text type="success">{show(key, to)}</Typography.Text>}
        </div>
      ))}
    </div>
  );
}
