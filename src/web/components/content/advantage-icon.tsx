import type { ReactNode } from 'react';

/** The icon names the content may give an advantage (HomeContent.advantages.items[].icon). */
const paths: Record<string, ReactNode> = {
  target: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
      <path d="M18.5 5.5 13 11M16 4.5v3.5h3.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  chat: (
    <>
      <path d="M4.5 6.5A2.5 2.5 0 0 1 7 4h10a2.5 2.5 0 0 1 2.5 2.5v7A2.5 2.5 0 0 1 17 16h-6l-4.5 3.5V16H7a2.5 2.5 0 0 1-2.5-2.5v-7Z" />
      <path d="M8.5 10h.01M12 10h.01M15.5 10h.01" strokeWidth="2.4" />
    </>
  ),
  report: (
    <>
      <path d="M6.5 3.5h8l3.5 3.5v13.5h-11.5z" />
      <path d="M14.5 3.5V7h3.5M9.5 17v-3M12.5 17v-6M15.5 17v-4" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3.5 19 6v5.5c0 4.3-2.9 7.6-7 9-4.1-1.4-7-4.7-7-9V6l7-2.5Z" />
      <path d="m8.8 12 2.3 2.3 4.3-4.6" />
    </>
  ),
  growth: (
    <>
      <path d="M4 19.5h16" />
      <path d="m4.5 15 5-5 3.5 3.5 6.5-6.5" />
      <path d="M15 7h4.5v4.5" />
    </>
  ),
};

/** A spark, for an icon name this version of the site does not know yet. */
const fallback = <path d="M12 3.5 13.9 10l6.6 2-6.6 2-1.9 6.5-1.9-6.5-6.6-2 6.6-2L12 3.5Z" />;

/** Draws an advantage's icon by name as an inline SVG (decorative: the title next to it says what it means). */
export function AdvantageIcon({ name, size = 28, className }: { name: string; size?: number; className?: string }) {
  const known = Object.prototype.hasOwnProperty.call(paths, name);
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
      data-icon={known ? name : 'fallback'}
    >
      {known ? paths[name] : fallback}
    </svg>
  );
}
