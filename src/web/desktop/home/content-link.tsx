import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isCompanySectionId } from '../../components/company-sections.ts';
import { useSectionNavigation } from '../layout/section-navigation.ts';

type Props = { href: string; className?: string; children: ReactNode };

/** A link from the content: `#team` glides to a section of this page, `/…` is a page of the app, else the web. */
export function ContentLink({ href, className, children }: Props) {
  const { openSection } = useSectionNavigation();
  const section = href.startsWith('#') ? href.slice(1) : null;
  if (section !== null && isCompanySectionId(section)) {
    return (
      <a
        href={`/home${href}`}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          openSection(section);
        }}
      >
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}
