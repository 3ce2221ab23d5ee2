import { useEffect } from 'react';

export const SITE_NAME = 'AI伴学';

export function formatDocumentTitle(title?: string): string {
  return title && title !== SITE_NAME ? `${title} - ${SITE_NAME}` : `${SITE_NAME} - AI伴学服务`;
}

export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
