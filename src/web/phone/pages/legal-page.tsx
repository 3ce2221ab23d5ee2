import { useLocation } from 'react-router';
import { findLegalDocument } from '../../components/legal/legal-documents.ts';
import { LegalDocumentView } from '../../components/legal/legal-document-view.tsx';
import { NotFoundPage } from '../../components/status-page/not-found-page.tsx';

/** A legal document on the phone (style 4: its title is already in the top bar). */
export function MobileLegalPage() {
  const slug = useLocation().pathname.split('/').pop() ?? '';
  const document = findLegalDocument(slug);
  return document ? <LegalDocumentView document={document} showTitle={false} /> : <NotFoundPage homePath="/mobile/home" />;
}
