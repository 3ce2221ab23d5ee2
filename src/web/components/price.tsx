/** ¥ with two decimals, from integer fen (money is fen everywhere until this edge). */
export function formatYuan(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}

type Props = { fen: number; originalFen?: number; className?: string; size?: 'small' | 'large' };

export function Price({ fen, originalFen, className, size = 'small' }: Props) {
  const big = size === 'large';
  return (
    <span className={className} style={{ display: 'inline-flex', alignItems: 'baseline', gap: 6 }}>
      <strong style={{ color: 'var(--price)', fontSize: big ? 26 : 20, fontWeight: 700 }} data-testid="price">
        {formatYuan(fen)}
      </strong>
      {originalFen !== undefined && originalFen > fen && (
        <del style={{ color: 'var(--text-muted)', fontSize: big ? 14 : 12 }} data-testid="original-price">
          {formatYuan(originalFen)}
        </del>
      )}
    </span>
  );
}

/** 30 → 30天 (1个月), 120 → 120天, 365 → 365天 (1年) */
export function formatDuration(days: number): string {
  if (days === 365) return '365天 · 全年';
  if (days === 120) return '120天 · 一学期';
  if (days === 30) return '30天 · 一个月';
  return `${days}天`;
}
