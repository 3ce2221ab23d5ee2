import { chromium } from '@playwright/test';
const [, , url, out, w, h, ua] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, userAgent: ua || undefined, deviceScaleFactor: 1 });
const page = await ctx.newPage();
const errors = [];
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
});
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
console.log(
  JSON.stringify({ url: page.url(), title: await page.title(), bodyClass: await page.evaluate(() => document.body.className), errors }),
);
await browser.close();
