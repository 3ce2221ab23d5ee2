import { useLocation } from 'react-router';
import { findLegalDocument } from '../../components/legal/legal-documents.ts';
import { LegalDocumentView } from '../../components/legal/legal-document-view.tsx';
import { NotFoundPage } from '../../components/status-page/not-found-page.tsx';
import { PageFrame } from '../components/page-frame.tsx';

export function LegalPage() {
  const slug = useLocation().pathname.split('/').pop() ?? '';
  const document = findLegalDocument(slug);
  if (!document) return <NotFoundPage homePath="/home" />;
  return (
    <PageFrame wide>
      <LegalDocumentView document={document} />
    </PageFrame>
  );
}
