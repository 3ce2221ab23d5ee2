import { useEffect } from 'react';

export const SITE_NAME = 'AI伴学';

/** The description in index.html, for the pages that do not give their own. */
export const SITE_DESCRIPTION = 'AI伴学服务：个性化学习计划、每日督学提醒、AI学科答疑与知识点诊断，陪伴中小学生高效学习。';

export function formatDocumentTitle(title?: string): string {
  return title && title !== SITE_NAME ? `${title} - ${SITE_NAME}` : `${SITE_NAME} - AI伴学服务`;
}

/** The <meta name="description"> of the document, made if index.html lacks one. */
function descriptionMeta(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.appendChild(meta);
  return meta;
}

/** Sets the page's title and description meta (what search engines and shared links show) for each route. */
export function useDocumentMeta(title?: string, description?: string) {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
  useEffect(() => {
    descriptionMeta().content = description ?? SITE_DESCRIPTION;
  }, [description]);
}
