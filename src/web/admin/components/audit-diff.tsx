import { Typography } from 'antd';
import { stageLabels } from '../../../contract/catalog.ts';
import { homeSectionTitles } from '../../../contract/content.ts';
import { orderStatusLabels } from '../../../contract/orders.ts';
import { refundStatusLabels } from '../../../contract/refunds.ts';
import { formatDateTime, formatFen } from './format.ts';
import { ROLE_LABELS } from './labels.ts';

type Change = { key: string; before: unknown; after: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the audited fields are called in the console; others get a readable name from their key (fieldLabel). */
const FIELD_LABELS: Record<string, string> = {
  ...homeSectionTitles,
  hero: homeSectionTitles.home,
  categories: '图片分类',
  id: '编号',
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
  refundId: '退款编号',
  refundStatus: '退款状态',
  outTradeNo: '商户订单号',
  outRefundNo: '退款单号',
  channel: '支付方式',
  reason: '原因',
  note: '备注',
  reviewedAt: '复核时间',
  days: '天数',
  endsAt: '服务到期',
  startsAt: '服务开始',
  version: '版本',
  document: '文档',
  url: '地址',
  contentType: '类型',
  byteSize: '大小（字节）',
  width: '宽（像素）',
  height: '高（像素）',
  sha256: '校验值（SHA-256）',
  createdAt: '创建时间',
  updatedAt: '修改时间',
};

/**
 * A field the console has no name for yet, readable all the same: its words (`wechatQr`, `serviceHours`,
 * `provider_status` → "wechat qr", "service hours", "provider status"); ids, times and amounts say what they are.
 */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  const [, subject, kind] = /^(.+) (id|at|fen)$/.exec(words) ?? [];
  const kindLabel = { id: '编号', at: '时间', fen: '金额' }[kind ?? ''];
  if (subject && kindLabel) return FIELD_LABELS[subject] ? `${FIELD_LABELS[subject]}${kindLabel}` : `${subject} ${kindLabel}`;
  return words || key;
}

/** Stored codes shown by their names, by the field they are in: a refund's PENDING is 退款中, an order's 待支付. */
const VALUE_LABELS_BY_FIELD: Record<string, Record<string, string>> = {
  status: orderStatusLabels,
  refundStatus: refundStatusLabels,
  role: ROLE_LABELS,
  stage: stageLabels,
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** One audited value as the console shows it, by the field it is in. */
export function auditValue(key: string, value: unknown): string {
  if (value === undefined) return '（无）';
  if (value === null) return '空';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number' && /Fen$/.test(key)) return formatFen(value);
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
  if (typeof value === 'number' && /At$/.test(key)) return formatDateTime(value);
  if (typeof value === 'string') return VALUE_LABELS_BY_FIELD[key]?.[value] ?? value;
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
          <Typography.Text type="secondary">{fieldLabel(key)}：</Typography.Text>
          {from !== undefined && (
            <Typography.Text delete type="danger">
              {auditValue(key, from)}
            </Typography.Text>
          )}
          {from !== undefined && to !== undefined && ' → '}
          {to !== undefined && <Typography.Text type="success">{auditValue(key, to)}</Typography.Text>}
        </div>
      ))}
    </div>
  );
}
