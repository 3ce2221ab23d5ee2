import fs from 'node:fs';
import http from 'node:http';
import { expect, type Page, type Request } from '@playwright/test';

/**
 * What each page's JavaScript may weigh, gzip as the server sends it to a client that accepts only gzip: every
 * script the page asks for until it shows its content (its lazy route chunks included). Issue 9's goal is 150 kB for
 * the phone's student home and the PC home. The student home cannot meet it with pull-to-refresh and capsule tabs
 * from antd-mobile (their animation libraries are 27 kB) on React DOM and React Router's data router (90 kB), so its
 * budget holds today's size instead, to stop it growing (docs/PERFORMANCE.md, decision 020).
 */
export const JS_BUDGET_BYTES = {
  // + the reload after a deploy (decision 031): 0.4 kB; + issue 16 (the 课本同步 route, the plan preview): 187 232 B
  // measured, 0.25 kB over the last budget.
  '/mobile/student/home': 187_300,
  '/mobile/home': 150_000,
  '/home': 150_000,
} as const;

export type BudgetedPage = keyof typeof JS_BUDGET_BYTES;

/** The bytes of one response body exactly as sent when the client accepts gzip and nothing else. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: HTTP ${response.statusCode}`))));
    });
    request.on('error', reject);
  });
}

export type ScriptWeight = { files: Array<{ path: string; bytes: number }>; total: number };

/**
 * Opens the page and weighs every script it loads (same-origin, the only scripts the CSP allows): once the page shows
 * what `ready` waits for and every script it asked for has arrived.
 */
export async function javascriptOf(page: Page, path: BudgetedPage, ready: () => Promise<void>): Promise<ScriptWeight> {
  const urls = new Set<string>();
  const arriving = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    urls.add(request.url());
    arriving.add(request);
  });
  page.on('requestfinished', (request) => arriving.delete(request));
  page.on('requestfailed', (request) => arriving.delete(request));
  await page.goto(path);
  await ready();
  await expect.poll(() => arriving.size, { message: 'every script the page asked for has arrived' }).toBe(0);
  const files = await Promise.all([...urls].map(async (url) => ({ path: new URL(url).pathname, bytes: await gzipBytes(url) })));
  files.sort((a, b) => b.bytes - a.bytes);
  const weight = { files, total: files.reduce((sum, file) => sum + file.bytes, 0) };
  // `npm run bench` collects the weights for docs/PERFORMANCE.md: one JSON line per page.
  if (process.env.BUNDLE_REPORT)
    fs.appendFileSync(process.env.BUNDLE_REPORT, `${JSON.stringify({ page: path, budget: JS_BUDGET_BYTES[path], ...weight })}\n`);
  return weight;
}

/** One line per file, for the failure message: what grew. */
export function describeWeight(weight: ScriptWeight): string {
  return [`${weight.total} bytes in ${weight.files.length} files:`, ...weight.files.map((file) => `  ${file.bytes}\t${file.path}`)].join(
    '\n',
  );
}
