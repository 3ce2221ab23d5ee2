type Props = { size?: number; withText?: boolean; className?: string };

/** The AI伴学 mark: an open book whose pages meet in a spark. */
export function BrandLogo({ size = 32, withText = true, className }: Props) {
  return (
    <span className={className} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
        <rect width="48" height="48" rx="12" fill="#12a594" />
        <path d="M9 15.5c5-1.6 10-1.2 15 2.2v18c-5-3.2-10-3.6-15-2.2v-18Z" fill="#fff" opacity=".95" />
        <path d="M39 15.5c-5-1.6-10-1.2-15 2.2v18c5-3.2 10-3.6 15-2.2v-18Z" fill="#d6f5ef" />
        <path d="M24 6.5l1.6 3.9 3.9 1.6-3.9 1.6L24 17.5l-1.6-3.9-3.9-1.6 3.9-1.6L24 6.5Z" fill="#ffd166" />
      </svg>
      {withText && (
        <span style={{ fontWeight: 700, fontSize: size * 0.56, letterSpacing: 0.5, color: 'var(--text)' }}>
          AI<span style={{ color: 'var(--brand)' }}>伴学</span>
        </span>
      )}
    </span>
  );
}
