/**
 * The customer-service contact that the phone's payment help (遇到问题) shows at once, with no request: it opens
 * when a payment or the network may be failing. Every other place (home pages, footers, the help bubble) reads
 * the contact from GET /api/content/home, which an operator edits; keep these in step with that content.
 */
export const company = {
  hotline: '400-860-2580',
  serviceHours: '每天 8:30–21:30',
  email: 'service@aibanxue.cn',
} as const;
