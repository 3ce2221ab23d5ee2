/** The legal documents' pages, kept apart from their texts so the route table does not load them. */
export const legalPages = [
  { slug: 'user-agreement', title: '用户协议' },
  { slug: 'privacy-policy', title: '隐私政策' },
  { slug: 'children-privacy', title: '儿童个人信息保护规则' },
] as const;

export type LegalSlug = (typeof legalPages)[number]['slug'];

/** One route per legal document so each page has its own title; `basePath` is where a site mounts them. */
export function legalRouteEntries(basePath: string) {
  return legalPages.map(({ slug, title }) => ({ path: `${basePath}/${slug}`, title }));
}
